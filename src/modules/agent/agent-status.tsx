import type { AgentStatus } from '../../../contract/agent.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import styles from './agent.module.css';

export const statusKey: Record<AgentStatus, MessageKey> = {
  pending: 'agent.status.pending',
  passed: 'agent.status.passed',
  rejected: 'agent.status.rejected',
  disabled: 'agent.status.disabled',
};

/** The status as a word with its colour (never the colour alone). */
export function StatusBadge({ status }: { status: AgentStatus }) {
  const t = useT();
  return <span className={`${styles.badge} ${styles[status]}`}>{t(statusKey[status])}</span>;
}
