import '../i18n/kit.ts';
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
    // Marked so the e2e sweep can tell "nothing here" from a screen that shows its records.
    <div className={styles.box} data-empty-state="">
      <Inbox aria-hidden="true" size={36} />
      <p className={styles.title}>{title ?? t('kit.empty')}</p>
      {description ? <p>{description}</p> : null}
      {action}
    </div>
  );
}
