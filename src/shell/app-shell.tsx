import '../i18n/shell-frame.ts';
import { House, Menu as MenuIcon, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Button as RacButton } from 'react-aria-components';
import { type MenuEntry, type RoleMenu, rulePath } from '../../contract/menu.ts';
import { useT } from '../i18n/use-t.ts';
import { hashHref } from '../lib/hash.ts';
import { Dialog } from '../ui/dialog.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { preloadKit } from '../ui/kit-preload.ts';
import { MediaAccess } from '../ui/media-access.ts';
import styles from './app-shell.module.css';
import { HeaderMessages } from './header-messages.tsx';
import { HeaderUserMenu } from './header-user-menu.tsx';
import { InboxProvider } from './inbox-context.tsx';
import { LiveEvents } from './live-events.tsx';
import { buildMenuIndex, entryPath } from './menu-index.ts';
import { navIcon } from './nav-icons.ts';
import { useSession } from './session-context.tsx';
import { useUndoShortcut } from './undo-shortcut.ts';
import { useMayBrowseMedia } from './use-may-browse-media.ts';
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

/**
 * docs/spec.md §2 "Layout shell": icon navigation, header, the module's child menu and the page. Below a tablet
 * width (48rem) both menus fold into the header's menu button, which opens them in a drawer.
 */
export function AppShell({ path, variant, childMenu, children }: AppShellProps) {
  const t = useT();
  const menu = useSession((s) => s.context.menu);
  const mayBrowseMedia = useMayBrowseMedia();
  const brandId = useSession((s) => s.context.brand?.brandId ?? 0);
  const index = useMemo(() => buildMenuIndex(menu), [menu]);
  const here = index.locate(path);
  const entries = here ? (index.entriesByNav.get(here.nav.id) ?? []) : [];
  const [collapsed, setCollapsed] = useStoredFlag('shell.childMenuCollapsed');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const showChildMenu = variant === 'full' && childMenu && here !== null && entries.length > 0;
  const closeDrawer = () => setDrawerOpen(false);
  // A module chosen in the drawer: the drawer stays open on it, to show that module's pages at once
  // (issue 39: on a phone they showed only after opening the menu again).
  const moduleChosen = useRef(false);
  const chooseModule = () => {
    moduleChosen.current = true;
  };

  // Module screens open with the kit already here (src/ui/kit-preload.ts).
  useEffect(preloadKit, []);
  useUndoShortcut();
  // A link followed inside the drawer closes it (a module with pages of its own keeps it open on
  // them); so does widening the window past the breakpoint, where the menus are on screen again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes, reading whether the new page has a menu
  useEffect(() => {
    const keep = moduleChosen.current && showChildMenu;
    moduleChosen.current = false;
    if (!keep) setDrawerOpen(false);
  }, [path]);
  useEffect(() => {
    const wide = globalThis.matchMedia?.(wideQuery);
    if (!wide) return;
    const onChange = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    <InboxProvider>
      {/* A stream belongs to one brand: choosing another opens a new one. */}
      <LiveEvents key={brandId} />
      <div className={styles.shell} data-shell={variant} data-child-menu={showChildMenu ? 'shown' : 'hidden'}>
        <header className={styles.header}>
          {/* The hash is the router's, so the skip link moves focus itself instead of jumping to an
              anchor; for that reason axe does not see it as a skip link, and it sits in the banner,
              first in the Tab order still, so that no content is outside a landmark. */}
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
          <div className={styles.headerStart}>
            <RacButton
              className={styles.menuButton}
              aria-label={t('shell.openMenu')}
              aria-expanded={drawerOpen}
              onPress={() => setDrawerOpen(true)}
            >
              <MenuIcon aria-hidden="true" size={20} />
            </RacButton>
            <BrandTitle />
          </div>
          <div className={styles.headerEnd}>
            <HeaderMessages />
            <HeaderUserMenu />
          </div>
        </header>
        <div className={styles.body}>
          <ModuleNav
            menu={menu}
            activeNavId={here?.nav.id ?? null}
            home={path === homePath}
            className={styles.iconNav}
          />
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
            <div className={styles.content}>
              {/* The kit's image fields ask it themselves: one that may not read the library says so. */}
              <MediaAccess value={mayBrowseMedia}>{children}</MediaAccess>
            </div>
          </main>
        </div>
        <Drawer side="start" isOpen={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog title={t('shell.menu')} className={styles.drawerDialog}>
            <div className={styles.drawerBody}>
              <ModuleNav
                menu={menu}
                activeNavId={here?.nav.id ?? null}
                home={path === homePath}
                className={styles.drawerNav}
                onNavigate={chooseModule}
              />
              {showChildMenu && here ? (
                <nav aria-label={t('shell.childMenu')} className={styles.drawerChildMenu}>
                  <p className={styles.childTitle}>{here.nav.title}</p>
                  <MenuEntries entries={entries} activeId={here.entryId} onNavigate={closeDrawer} />
                </nav>
              ) : null}
            </div>
          </Dialog>
        </Drawer>
      </div>
    </InboxProvider>
  );
}

/** The home page's route (src/routes.tsx). */
const homePath = '/';

/** The width from which the menus stay on screen; below it they live in the drawer (see the CSS). */
const wideQuery = '(min-width: 48rem)';

/** The rail: 首页 first (the way back into the shell; the account dashboard leaves it), then the modules. */
function ModuleNav({
  menu,
  activeNavId,
  home,
  className,
  onNavigate,
}: {
  menu: RoleMenu | null;
  activeNavId: number | null;
  /** Whether the page is the home page. */
  home: boolean;
  className: string | undefined;
  onNavigate?: () => void;
}) {
  const t = useT();
  return (
    <nav aria-label={t('shell.nav')} className={className}>
      <ul className={styles.navList}>
        <li>
          <a
            href={hashHref(homePath)}
            className={styles.navItem}
            aria-current={home ? 'page' : undefined}
            data-active={home || undefined}
            onClick={onNavigate}
          >
            <House aria-hidden="true" size={20} />
            <span>{t('home.title')}</span>
          </a>
        </li>
        {(menu?.nav ?? []).map((nav) => {
          const href = rulePath(nav.controller, nav.action);
          const Icon = navIcon(nav.icon);
          const active = activeNavId === nav.id;
          return (
            <li key={nav.id}>
              <a
                href={`#${href}`}
                className={styles.navItem}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
                onClick={onNavigate}
              >
                <Icon aria-hidden="true" size={20} />
                <span>{nav.title}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MenuEntries({
  entries,
  activeId,
  onNavigate,
}: {
  entries: MenuEntry[];
  activeId: number | null;
  onNavigate?: () => void;
}) {
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
                onClick={onNavigate}
              >
                {entry.title}
              </a>
            ) : (
              <span className={styles.group}>{entry.title}</span>
            )}
            {entry.childList.length > 0 ? (
              <MenuEntries entries={entry.childList} activeId={activeId} onNavigate={onNavigate} />
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
