import './agent.strings.ts';
import { agentStatuses } from '../../../contract/agent.ts';
import { useT } from '../../i18n/use-t.ts';
import { inPlace } from '../../services/http.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useMayOpen } from '../../shell/use-may-open.ts';
import { Card } from '../../ui/card.tsx';
import layout from '../../ui/layout.module.css';
import { Link } from '../../ui/link.tsx';
import { ResourceError } from '../../ui/resource-error.tsx';
import { useResource } from '../../ui/use-resource.ts';
import styles from './agent.module.css';
import { agentSummary } from './agent.ts';
import { statusKey } from './agent-status.tsx';

/** /agent/index: the queue waiting for verification, agents by status and by group, and new this month. */
export default function AgentIndex() {
  const t = useT();
  const mayOpen = useMayOpen();
  // A failure is said where the figures would be (ResourceError): no toast says it again.
  const loaded = useResource(() => inPlace(agentSummary()));
  const summary = loaded.data;
  const listLink = (query: string) =>
    mayOpen('/agent/user/list') ? `#/agent/user/list?${query}` : undefined;

  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('agent.title')}</PageHeading>
      <p className={layout.muted}>{t('agent.intro')}</p>
      {loaded.failed ? (
        <ResourceError resource={loaded} />
      ) : summary === null ? (
        <p className={layout.muted} role="status">
          {t('verify.loading')}
        </p>
      ) : (
        <div className={layout.cards}>
          <Card id="agent-pending" title={t('agent.pendingTitle')}>
            <p className={layout.figure}>{t('agent.pendingCount', { count: summary.byStatus.pending })}</p>
            {mayOpen('/agent/user/verify') ? (
              <Link href="#/agent/user/verify">{t('agent.toVerify')}</Link>
            ) : null}
          </Card>
          <Card id="agent-new" title={t('agent.newThisMonth')}>
            <p className={layout.figure}>{t('agent.newCount', { count: summary.newThisMonth })}</p>
            <p className={layout.muted}>{t('agent.totalCount', { count: summary.total })}</p>
          </Card>
          <Card id="agent-by-status" title={t('agent.byStatus')}>
            <ul className={styles.figureList}>
              {agentStatuses.map((s) => {
                const link = listLink(`status=${s}`);
                const label = t(statusKey[s]);
                return (
                  <li key={s} className={styles.figureRow}>
                    {link ? <Link href={link}>{label}</Link> : <span>{label}</span>}
                    <span>{summary.byStatus[s]}</span>
                  </li>
                );
              })}
            </ul>
          </Card>
          <Card id="agent-by-group" title={t('agent.byGroup')}>
            <ul className={styles.figureList}>
              {summary.byGroup.map((g) => {
                const label =
                  g.groupId === null
                    ? t('agent.noGroup')
                    : t('agent.groupLabel', { title: g.title, level: g.level ?? 0 });
                const link = g.groupId === null ? undefined : listLink(`groupId=${g.groupId}`);
                return (
                  <li key={g.groupId ?? 'none'} className={styles.figureRow}>
                    {link ? <Link href={link}>{label}</Link> : <span>{label}</span>}
                    <span>{g.agents}</span>
                  </li>
                );
              })}
            </ul>
          </Card>
        </div>
      )}
    </div>
  );
}
