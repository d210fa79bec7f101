import '../../i18n/shell-frame.ts';
import type { TodayItem, TodayResult } from '../../../contract/account.ts';
import { useT } from '../../i18n/use-t.ts';
import { useInbox } from '../../shell/inbox-context.tsx';
import page from '../../shell/page.module.css';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useSession } from '../../shell/session-context.tsx';
import { useMayOpen } from '../../shell/use-may-open.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { todayItems } from '../account/account.public.ts';
import { RecentChanges } from '../system/system.public.ts';
import styles from './home-screen.module.css';

/**
 * The home page (docs/spec.md §2 draws an empty placeholder; ours shows work): today's work, each item opening its
 * screen and shown only when the role may open it (the server's item providers decide, see
 * server/modules/account/today.ts), the unread messages, and the brand's last changes for a role that may
 * open the System overview.
 */
export default function HomeScreen() {
  const t = useT();
  const name = useSession((s) => s.context.userInfo?.realName || s.context.userInfo?.userName || '');
  const mayOpen = useMayOpen();
  const inbox = useInbox();
  const today = useResource<TodayResult>(() => todayItems({ notifyErrors: false }));
  // The unread count is the header badge's own call: the list waits for both answers and shows at
  // once, so an item arriving late never pushes down the one a member is about to press.
  const loading = today.loading || (today.data !== null && !inbox.settled);
  const unread = loading ? null : inbox.unread;
  const items = loading ? [] : (today.data?.items ?? []);
  const days = today.data?.failedDays ?? 7;
  const describe = (item: TodayItem) => t(`home.item.${item.id}`, { count: item.count, days });
  const nothing = !loading && today.data !== null && items.length === 0 && !unread;

  return (
    <div className={page.page}>
      <PageHeading className={page.title}>{t('home.title')}</PageHeading>
      {name ? <p className={page.muted}>{t('home.greeting', { name })}</p> : null}
      <section className={page.section} aria-labelledby="home-today" aria-busy={loading || undefined}>
        <h2 id="home-today" className={page.sectionTitle}>
          {t('home.today')}
        </h2>
        {loading ? <p className={page.muted}>{t('shell.loading')}</p> : null}
        {today.failed ? (
          <p role="alert" className={page.muted}>
            {t('home.loadFailed')}{' '}
            <Button size="small" variant="quiet" onPress={today.retry}>
              {t('dashboard.retry')}
            </Button>
          </p>
        ) : null}
        {nothing ? <p className={page.muted}>{t('home.nothing')}</p> : null}
        {unread || items.length > 0 ? (
          <ul className={styles.items}>
            {unread ? (
              <li>
                <Link href="#/manage/message?unread=true">{t('home.item.unread', { count: unread })}</Link>
              </li>
            ) : null}
            {items.map((item) => (
              <li key={item.id}>
                <Link href={`#${item.route}`}>{describe(item)}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {mayOpen('/system/index') ? (
        <RecentChanges count={5} more={<Link href="#/system/index">{t('home.recentMore')}</Link>} />
      ) : null}
    </div>
  );
}
