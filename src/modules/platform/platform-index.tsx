import './platform.strings.ts';
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import { articleRule } from '../../../contract/article.ts';
import { configRule } from '../../../contract/config.ts';
import { friendLinkRule } from '../../../contract/friend-link.ts';
import { pageRule } from '../../../contract/page.ts';
import { type PlatformTab, platformTabs } from '../../../contract/platform.ts';
import type { RuleKey } from '../../../contract/rule-key.ts';
import { sitePaths, sitePrefix } from '../../../contract/site.ts';
import { slideRule } from '../../../contract/slide.ts';
import { useT } from '../../i18n/use-t.ts';
import { navigate } from '../../lib/hash.ts';
import { readTechConfig } from '../../services/config.ts';
import { apiUrl } from '../../services/http-config.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useSession } from '../../shell/session-context.tsx';
import { useMayCall } from '../../shell/use-may-call.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import layout from '../../ui/layout.module.css';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { ArticlePanel } from './article-panel.tsx';
import { LinkPanel } from './link-panel.tsx';
import { PagePanel } from './page-panel.tsx';
import styles from './platform.module.css';
import { SlidePanel } from './slide-panel.tsx';

/** The call a tab's list needs: a role without it does not see the tab. */
const listRule: Record<PlatformTab, RuleKey> = {
  articles: articleRule.list,
  pages: pageRule.list,
  slides: slideRule.list,
  links: friendLinkRule.list,
};

const isTab = (v: unknown): v is PlatformTab => platformTabs.some((t) => t === v);

/**
 * Where the brand's site reads the open tab's content (each kind has its own address, contract/site.ts),
 * and whether the brand turned it off. A page is read by its slug, so that part is named in words.
 */
function SiteApiNote({ tab }: { tab: PlatformTab }) {
  const t = useT();
  const mayCall = useMayCall();
  const brandId = useSession((s) => s.context.brand?.brandId ?? 0);
  const mayRead = mayCall(configRule.tech);
  const tech = useResource(mayRead ? 'tech' : null, readTechConfig);
  const off = !tech.failed && tech.data !== null && !tech.data.cfg_tech_site_api;
  if (!brandId) return null;
  const href = (path: string) => new URL(apiUrl(path), window.location.href).href;
  return (
    <p className={layout.muted}>
      {off ? (
        t('platform.siteApiOff')
      ) : (
        <>
          {t('platform.siteApi')}
          <code className={styles.code}>
            {tab === 'pages' ? (
              <>
                {href(`${sitePrefix}/${brandId}/page/`)}
                <var>{t('platform.slug')}</var>.json
              </>
            ) : (
              href(sitePaths[tab](brandId))
            )}
          </code>
        </>
      )}
    </p>
  );
}

/**
 * /platform/index: the site's content as a workspace of tabs, the open one kept in the address
 * (`?tab=articles`), so a link or a reload returns to it. Only the open tab is mounted: each list
 * keeps its page and filters in the address beside `tab`.
 */
export default function PlatformIndex() {
  const t = useT();
  const mayCall = useMayCall();
  const search = useSearch();
  const tabs = platformTabs.filter((tab) => mayCall(listRule[tab]));
  const asked = new URLSearchParams(search).get('tab');
  const tab = isTab(asked) && tabs.includes(asked) ? asked : tabs[0];
  const panel: Record<PlatformTab, ReactNode> = {
    articles: <ArticlePanel />,
    pages: <PagePanel />,
    slides: <SlidePanel />,
    links: <LinkPanel />,
  };
  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('platform.title')}</PageHeading>
      <p className={layout.muted}>{t('platform.intro')}</p>
      {tab === undefined ? null : <SiteApiNote tab={tab} />}
      {tab === undefined ? (
        <EmptyState title={t('platform.none')} />
      ) : (
        <Tabs
          selectedKey={tab}
          // A new tab starts on its own first page: the other tab's page and filters stay behind.
          onSelectionChange={(k) => navigate(`/platform/index?tab=${String(k)}`)}
        >
          <TabList aria-label={t('platform.tabs')}>
            {tabs.map((k) => (
              <Tab key={k} id={k}>
                {t(`platform.tab.${k}`)}
              </Tab>
            ))}
          </TabList>
          {tabs.map((k) => (
            <TabPanel key={k} id={k} className={layout.panel}>
              {k === tab ? panel[k] : null}
            </TabPanel>
          ))}
        </Tabs>
      )}
    </div>
  );
}
