import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import styles from './state-view.module.css';

export interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** E.g. an "Add" button. */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  const t = useT();
  return (
    <div className={styles.box}>
      <Inbox aria-hidden="true" size={36} />
      <p className={styles.title}>{title ?? t('kit.empty')}</p>
      {description ? <p>{description}</p> : null}
      {action}
    </div>
  );
}
