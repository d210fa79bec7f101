import '../i18n/kit.ts';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Button } from './button.tsx';
import styles from './state-view.module.css';

export interface ErrorStateProps {
  title?: ReactNode;
  /** The reason, when there is one worth showing (the http layer's message). */
  description?: ReactNode;
  onRetry?: () => void;
  /** What the user can do instead of a retry (a refusal's way back); shown when there is no `onRetry`. */
  action?: ReactNode;
}

export function ErrorState({ title, description, onRetry, action }: ErrorStateProps) {
  const t = useT();
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert">
      <TriangleAlert aria-hidden="true" size={36} />
      <p className={styles.title}>{title ?? t('kit.loadFailed')}</p>
      {description ? <p>{description}</p> : null}
      {onRetry ? <Button onPress={onRetry}>{t('kit.retry')}</Button> : (action ?? null)}
    </div>
  );
}
