import '../../i18n/kit.ts';
import '../../i18n/system.ts';
import { useT } from '../../i18n/use-t.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useMayOpen } from '../../shell/use-may-open.ts';
import layout from '../../ui/layout.module.css';
import { Link } from '../../ui/link.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { listAdminUsers } from './admin-user.ts';
import { RecentChanges } from './recent-changes.tsx';
import { listRoles } from './role.ts';
import styles from './system.module.css';

type Count = { state: 'loading' } | { state: 'ready'; total: number; extra?: number } | { state: 'failed' };

/** Reads a total with the smallest page; nothing is shown to the user for a figure they may not read. */
function useTotal(key: string | null, read: () => Promise<{ total: number; extra?: number }>): Count {
  const r = useResource(key, read);
  if (r.failed) return { state: 'failed' };
  return r.data ? { state: 'ready', ...r.data } : { state: 'loading' };
}

const quiet = { notifyErrors: false } as const;

async function memberCounts() {
  const [all, disabled] = await Promise.all([
    listAdminUsers({ page: 1, pageSize: 1 }, quiet),
    listAdminUsers({ page: 1, pageSize: 1, status: 0 }, quiet),
  ]);
  return { total: all.total, extra: disabled.total };
}

async function roleCount() {
  return { total: (await listRoles({ page: 1, pageSize: 1 }, quiet)).total };
}

/** /system/index: how many members and roles the brand has, and the way to each screen the role may open. */
export default function SystemIndex() {
  const t = useT();
  const mayOpen = useMayOpen();
  const members = useTotal(mayOpen('/system/adminuser') ? 'members' : null, memberCounts);
  const roles = useTotal(mayOpen('/system/role') ? 'roles' : null, roleCount);

  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('system.title')}</PageHeading>
      <p className={layout.muted}>{t('system.intro')}</p>
      <div className={layout.cards}>
        {mayOpen('/system/adminuser') ? (
          <section className={styles.card} aria-labelledby="system-members">
            <h2 id="system-members" className={layout.cardTitle}>
              {t('system.members')}
            </h2>
            <CountLine count={members} text={(n) => t('system.memberCount', { count: n })} />
            {members.state === 'ready' && members.extra ? (
              <p className={layout.muted}>{t('system.disabledCount', { count: members.extra })}</p>
            ) : null}
            <Link href="#/system/adminuser">{t('system.manageMembers')}</Link>
          </section>
        ) : null}
        {mayOpen('/system/role') ? (
          <section className={styles.card} aria-labelledby="system-roles">
            <h2 id="system-roles" className={layout.cardTitle}>
              {t('system.roles')}
            </h2>
            <CountLine count={roles} text={(n) => t('system.roleCount', { count: n })} />
            <Link href="#/system/role">{t('system.manageRoles')}</Link>
          </section>
        ) : null}
      </div>
      <RecentChanges />
    </div>
  );
}

function CountLine({ count, text }: { count: Count; text: (n: number) => string }) {
  const t = useT();
  if (count.state === 'loading') return <p className={layout.muted}>{t('kit.loading')}</p>;
  if (count.state === 'failed') return <p className={layout.muted}>{t('system.countFailed')}</p>;
  return <p className={layout.figure}>{text(count.total)}</p>;
}
