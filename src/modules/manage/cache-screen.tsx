import '../../i18n/kit.ts';
import '../../i18n/shell-frame.ts';
import { RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { MenuEntry } from '../../../contract/menu.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { menuLoadedAt, onMenuLoaded } from '../../services/manage.ts';
import styles from '../../shell/page.module.css';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useSession } from '../../shell/session-context.tsx';
import { useMenuRefresh } from '../../shell/use-menu-refresh.ts';
import { Button } from '../../ui/button.tsx';

function countEntries(entries: MenuEntry[]): number {
  return entries.reduce((n, e) => n + 1 + countEntries(e.childList), 0);
}

/** /manage/cache: what this tab keeps of the role's menu and rules, when it was read, and a refresh. */
export default function CacheScreen() {
  const t = useT();
  const menu = useSession((s) => s.context.menu);
  const brand = useSession((s) => s.context.brand);
  const loadedAt = useSyncExternalStore(onMenuLoaded, menuLoadedAt);
  const { refresh } = useMenuRefresh();
  const count = (n: number) => t('cache.count', { n });
  return (
    <div className={styles.page}>
      <PageHeading className={styles.title}>{t('cache.title')}</PageHeading>
      <p>{t('cache.intro')}</p>
      <section className={styles.section} aria-labelledby="cache-holds">
        <h2 id="cache-holds" className={styles.sectionTitle}>
          {t('cache.holds')}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('cache.brand')}</dt>
          <dd>{brand?.brandTitle ?? ''}</dd>
          <dt>{t('cache.role')}</dt>
          <dd>{brand?.roleTitle ?? ''}</dd>
          <dt>{t('cache.modules')}</dt>
          <dd>
            {menu
              ? t('kit.bracketed', {
                  text: count(menu.nav.length),
                  aside: menu.nav.map((n) => n.title).join(t('cache.join')),
                })
              : ''}
          </dd>
          <dt>{t('cache.entries')}</dt>
          <dd>{count(countEntries(menu?.menuList ?? []))}</dd>
          <dt>{t('cache.rules')}</dt>
          <dd>{count(menu?.menuUrl.length ?? 0)}</dd>
          <dt>{t('cache.loadedAt')}</dt>
          <dd>{loadedAt ? formatDateTime(loadedAt, { seconds: true }) : t('cache.notLoaded')}</dd>
        </dl>
        <div>
          <Button variant="primary" onPress={() => void refresh()}>
            <RefreshCw aria-hidden="true" size={16} />
            {t('cache.refresh')}
          </Button>
        </div>
      </section>
    </div>
  );
}
