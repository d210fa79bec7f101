import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Button as RacButton } from 'react-aria-components';
import { type MenuEntry, rulePath } from '../../../contract/menu.ts';
import { useT } from '../../i18n/use-t.ts';
import styles from './app-shell.module.css';
import { HeaderMessages } from './header-messages.tsx';
import { HeaderUserMenu } from './header-user-menu.tsx';
import { buildMenuIndex, entryPath } from './menu-index.ts';
import { navIcon } from './nav-icons.ts';
import { useSession } from './session-context.tsx';
import { useStoredFlag } from './use-stored-flag.ts';

export interface AppShellProps {
  path: string;
  variant: 'full' | 'platform';
  /** Whether this route shows its module's second-level menu. */
  childMenu: boolean;
  children: ReactNode;
}

function focusMain() {
  document.getElementById('main-content')?.focus();
}

/** SPEC §2 "Layout shell": icon navigation, header, the module's child menu and the page. */
export function AppShell({ path, variant, childMenu, children }: AppShellProps) {
  const t = useT();
  const menu = useSession((s) => s.context.menu);
  const index = useMemo(() => buildMenuIndex(menu), [menu]);
  const here = index.locate(path);
  const entries = here ? (index.entriesByNav.get(here.nav.id) ?? []) : [];
  const [collapsed, setCollapsed] = useStoredFlag('shell.childMenuCollapsed');
  const showChildMenu = variant === 'full' && childMenu && here !== null && entries.length > 0;

  return (
    <div className={styles.shell} data-shell={variant} data-child-menu={showChildMenu ? 'shown' : 'hidden'}>
      {/* The hash is the router's, so the skip link moves focus itself instead of jumping to an anchor. */}
      <a
        className={styles.skipLink}
        href={`#${path}`}
        onClick={(e) => {
          e.preventDefault();
          focusMain();
        }}
      >
        {t('shell.skipLink')}
      </a>
      <header className={styles.header}>
        <BrandTitle />
        <div className={styles.headerEnd}>
          <HeaderMessages />
          <HeaderUserMenu />
        </div>
      </header>
      <div className={styles.body}>
        <nav aria-label={t('shell.nav')} className={styles.iconNav}>
          <ul className={styles.navList}>
            {(menu?.nav ?? []).map((nav) => {
              const href = rulePath(nav.controller, nav.action);
              const Icon = navIcon(nav.icon);
              const active = here?.nav.id === nav.id;
              return (
                <li key={nav.id}>
                  <a
                    href={`#${href}`}
                    className={styles.navItem}
                    aria-current={active ? 'page' : undefined}
                    data-active={active || undefined}
                  >
                    <Icon aria-hidden="true" size={20} />
                    <span>{nav.title}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        {showChildMenu && here ? (
          <nav
            aria-label={t('shell.childMenu')}
            className={styles.childMenu}
            data-collapsed={collapsed || undefined}
          >
            <RacButton
              className={styles.collapse}
              aria-expanded={!collapsed}
              aria-controls="child-menu-list"
              aria-label={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
              onPress={() => setCollapsed((c) => !c)}
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" size={18} />
              ) : (
                <PanelLeftClose aria-hidden="true" size={18} />
              )}
            </RacButton>
            <div id="child-menu-list" hidden={collapsed}>
              <p className={styles.childTitle}>{here.nav.title}</p>
              <MenuEntries entries={entries} activeId={here.entryId} />
            </div>
          </nav>
        ) : null}
        <main id="main-content" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}

function MenuEntries({ entries, activeId }: { entries: MenuEntry[]; activeId: number | null }) {
  return (
    <ul className={styles.entryList}>
      {entries.map((entry) => {
        const path = entryPath(entry);
        const active = entry.id === activeId;
        return (
          <li key={entry.id}>
            {path ? (
              <a
                href={`#${path}`}
                className={styles.entry}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
              >
                {entry.title}
              </a>
            ) : (
              <span className={styles.group}>{entry.title}</span>
            )}
            {entry.childList.length > 0 ? (
              <MenuEntries entries={entry.childList} activeId={activeId} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function BrandTitle() {
  const t = useT();
  const brand = useSession((s) => s.context.brand);
  const title = brand?.brandTitle ?? t('app.name');
  return (
    <a
      href="#/account/dashboard"
      className={styles.brand}
      aria-label={t('shell.switchBrand', { brand: title })}
    >
      {title}
    </a>
  );
}
