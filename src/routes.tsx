import { type ComponentType, Suspense, useEffect } from 'react';
import { Redirect, Router, useLocation, useSearch } from 'wouter';
import { useHashPath, useHashSearch } from './hash-location.ts';
import { type MessageKey, t } from './i18n/i18n.ts';
import { useT } from './i18n/use-t.ts';
import { type LazyScreen, lazyScreen } from './lazy-screen.tsx';
import { currentPath, currentSearch, hashHref, navigate } from './lib/hash.ts';
import { whenIdle } from './lib/when-idle.ts';
import { preloadHttp } from './services/http.ts';
import type { AppShellProps } from './shell/app-shell.tsx';
import { documentTitle, pageName } from './shell/page-title.ts';
import { mayOpen } from './shell/permissions.ts';
import { ScreenErrorBoundary } from './shell/screen-error-boundary.tsx';
import { ScreenRules } from './shell/screen-rules.tsx';
import { type SessionMode, sessionMode, useSession, useSessionActor } from './shell/session-context.tsx';

type Screen = LazyScreen;

/** `bare`: no shell (login, account dashboard); `full`: the shell; `platform`: the shell without the child-menu panel. */
export type ShellVariant = 'bare' | 'full' | 'platform';

export interface RouteDef {
  path: string;
  screen: Screen;
  shell: ShellVariant;
  /** docs/spec.md §2: the home page, /manage/cache and /manage/userinfo hide the child menu. */
  childMenu: boolean;
  /** The page's name in the window title where the menu has no entry for the path (see page-title.ts). */
  title?: MessageKey;
}

// The shell is lazy too: the login screen, the first thing most visits load, does not need it.
const AppShell = lazyScreen<AppShellProps>(() =>
  import('./shell/app-shell.tsx').then((m) => ({ default: m.AppShell })),
);
const Login = lazyScreen(() => import('./modules/login/login-screen.tsx'));
const AccountDashboard = lazyScreen(() => import('./modules/account/account-dashboard.tsx'));
const Home = lazyScreen(() => import('./modules/home/home-screen.tsx'));
const UserInfo = lazyScreen(() => import('./modules/manage/user-info.tsx'));
const Messages = lazyScreen(() => import('./modules/manage/message-list.tsx'));
const CacheScreen = lazyScreen(() => import('./modules/manage/cache-screen.tsx'));
const NotFound = lazyScreen(() => import('./shell/not-found.tsx'));
const NoPermission = lazyScreen(() => import('./shell/no-permission.tsx'));
// System module: one chunk per screen.
const SystemIndex = lazyScreen(() => import('./modules/system/system-index.tsx'));
const AdminUsers = lazyScreen(() => import('./modules/system/admin-user-screen.tsx'));
const Roles = lazyScreen(() => import('./modules/system/role-screen.tsx'));
// The AI assistant.
const AiIndex = lazyScreen(() => import('./modules/ai/ai-index.tsx'));
// Configuration module; the protocol screen brings the rich text editor in its own chunk.
const ConfigIndex = lazyScreen(() => import('./modules/config/config-index.tsx'));
const ConfigProtocol = lazyScreen(() => import('./modules/config/config-protocol.tsx'));
const ConfigMedia = lazyScreen(() => import('./modules/config/media-screen.tsx'));
// Notifications: one chunk per screen; the chart and the editor come with theirs.
const NotifyIndex = lazyScreen(() => import('./modules/notify/notify-index.tsx'));
const SmsList = lazyScreen(() => import('./modules/notify/sms-list.tsx'));
const SmsTemplates = lazyScreen(() => import('./modules/notify/sms-template.tsx'));
const EmailList = lazyScreen(() => import('./modules/notify/email-list.tsx'));
// Agents and applications.
const AgentIndex = lazyScreen(() => import('./modules/agent/agent-index.tsx'));
const AgentList = lazyScreen(() => import('./modules/agent/agent-list.tsx'));
const AgentVerify = lazyScreen(() => import('./modules/agent/agent-verify.tsx'));
const ApplyIndex = lazyScreen(() => import('./modules/apply/apply-index.tsx'));
// CRM settings and the sales catalogue.
const CrmTags = lazyScreen(() => import('./modules/crm/config/tag-screen.tsx'));
const CrmFollow = lazyScreen(() => import('./modules/crm/config/follow-screen.tsx'));
const CrmSource = lazyScreen(() => import('./modules/crm/config/source-screen.tsx'));
const CrmMaterials = lazyScreen(() => import('./modules/crm/config/material-screen.tsx'));
const CrmProducts = lazyScreen(() => import('./modules/crm/sales/product-screen.tsx'));
const CrmProductEdit = lazyScreen(() => import('./modules/crm/sales/product-edit-screen.tsx'));
const CrmServices = lazyScreen(() => import('./modules/crm/sales/service-screen.tsx'));
// CRM customers.
const CustomerList = lazyScreen(() => import('./modules/crm/customer/customer-list-screen.tsx'));
const CustomerPool = lazyScreen(() => import('./modules/crm/customer/pool-screen.tsx'));
const CustomerLost = lazyScreen(() => import('./modules/crm/customer/lost-screen.tsx'));
// CRM home, customer groups and the portrait; the portrait's charts load with its own chunk.
const CrmIndex = lazyScreen(() => import('./modules/crm/customer/crm-index-screen.tsx'));
const CrmCustomerGroups = lazyScreen(() => import('./modules/crm/customer/group-screen.tsx'));
const CrmPortrait = lazyScreen(() => import('./modules/crm/customer/portrait-screen.tsx'));
// Platform module: the content workspace, and the article editor (its own chunk, with Tiptap).
const PlatformIndex = lazyScreen(() => import('./modules/platform/platform-index.tsx'));
const ArticleEditor = lazyScreen(() => import('./modules/platform/article-editor.tsx'));

export const routes: RouteDef[] = [
  { path: '/', screen: Home, shell: 'full', childMenu: false, title: 'home.title' },
  { path: '/login', screen: Login, shell: 'bare', childMenu: false, title: 'login.title' },
  {
    path: '/account/dashboard',
    screen: AccountDashboard,
    shell: 'bare',
    childMenu: false,
    title: 'dashboard.title',
  },
  { path: '/manage/userinfo', screen: UserInfo, shell: 'full', childMenu: false, title: 'userinfo.title' },
  { path: '/manage/cache', screen: CacheScreen, shell: 'full', childMenu: false, title: 'cache.title' },
  { path: '/manage/message', screen: Messages, shell: 'full', childMenu: false, title: 'messages.title' },
  { path: '/system/index', screen: SystemIndex, shell: 'full', childMenu: true },
  { path: '/system/adminuser', screen: AdminUsers, shell: 'full', childMenu: true },
  { path: '/system/role', screen: Roles, shell: 'full', childMenu: true },
  { path: '/config/index', screen: ConfigIndex, shell: 'full', childMenu: true },
  { path: '/config/attach', screen: ConfigIndex, shell: 'full', childMenu: true },
  { path: '/config/protocol', screen: ConfigProtocol, shell: 'full', childMenu: true },
  { path: '/config/media', screen: ConfigMedia, shell: 'full', childMenu: true },
  { path: '/notify/index', screen: NotifyIndex, shell: 'full', childMenu: true },
  { path: '/notify/sms/list', screen: SmsList, shell: 'full', childMenu: true },
  { path: '/notify/sms/template', screen: SmsTemplates, shell: 'full', childMenu: true },
  { path: '/notify/email/list', screen: EmailList, shell: 'full', childMenu: true },
  { path: '/agent/index', screen: AgentIndex, shell: 'full', childMenu: true },
  { path: '/agent/user/list', screen: AgentList, shell: 'full', childMenu: true },
  { path: '/agent/user/verify', screen: AgentVerify, shell: 'full', childMenu: true },
  { path: '/apply/index', screen: ApplyIndex, shell: 'full', childMenu: true },
  { path: '/ai/index', screen: AiIndex, shell: 'full', childMenu: true },
  { path: '/crm/config/tag', screen: CrmTags, shell: 'full', childMenu: true },
  { path: '/crm/config/follow', screen: CrmFollow, shell: 'full', childMenu: true },
  { path: '/crm/config/source', screen: CrmSource, shell: 'full', childMenu: true },
  { path: '/crm/config/material', screen: CrmMaterials, shell: 'full', childMenu: true },
  { path: '/crm/sales/product', screen: CrmProducts, shell: 'full', childMenu: true },
  // Pages of their own under the product list: named for what they do, not after the list.
  {
    path: '/crm/sales/product/add',
    screen: CrmProductEdit,
    shell: 'full',
    childMenu: true,
    title: 'shell.productAdd',
  },
  {
    path: '/crm/sales/product/update',
    screen: CrmProductEdit,
    shell: 'full',
    childMenu: true,
    title: 'shell.productEdit',
  },
  { path: '/crm/sales/service', screen: CrmServices, shell: 'full', childMenu: true },
  { path: '/crm/customer/list', screen: CustomerList, shell: 'full', childMenu: true },
  { path: '/crm/customer/pool', screen: CustomerPool, shell: 'full', childMenu: true },
  { path: '/crm/customer/lost', screen: CustomerLost, shell: 'full', childMenu: true },
  { path: '/crm/index', screen: CrmIndex, shell: 'full', childMenu: true },
  { path: '/crm/customer/group', screen: CrmCustomerGroups, shell: 'full', childMenu: true },
  { path: '/crm/customer/portrait', screen: CrmPortrait, shell: 'full', childMenu: true },
  { path: '/platform/index', screen: PlatformIndex, shell: 'platform', childMenu: false },
  // A route rule under the platform module (listed in no menu): `?id=12` edits, no id writes a new one.
  {
    path: '/platform/article/edit',
    screen: ArticleEditor,
    shell: 'platform',
    childMenu: false,
    title: 'shell.articleEditor',
  },
];

/**
 * The machine inspector's pop-out window (issue 42). Not a route of the table: main.tsx mounts the
 * inspector alone for it, outside the session guard, in dev builds and VITE_MACHINE_EXPLORER builds.
 */
export const inspectorWindowPath = '/dev/inspector';

// Developer screens ship only in dev builds or when explicitly asked for, so production users never
// load them (the dead branch drops their chunks from the build).
const devScreens: Record<string, () => Promise<{ default: ComponentType }>> =
  import.meta.env.DEV || import.meta.env.VITE_MACHINE_EXPLORER === 'true'
    ? import.meta.glob<{ default: ComponentType }>([
        './modules/dev/machine-explorer.tsx',
        './modules/dev/kit-gallery.tsx',
      ])
    : {};
for (const [file, path, title] of [
  ['./modules/dev/machine-explorer.tsx', '/dev/machines', 'page.machines'],
  ['./modules/dev/kit-gallery.tsx', '/dev/kit', 'page.kitGallery'],
] as const) {
  const load = devScreens[file];
  if (load) routes.push({ path, screen: lazyScreen(load), shell: 'bare', childMenu: false, title });
}

const routeByPath = new Map(routes.map((r) => [r.path, r]));
const notFound: RouteDef = {
  path: '*',
  screen: NotFound,
  shell: 'full',
  childMenu: false,
  title: 'notFound.title',
};

export function findRoute(path: string): RouteDef {
  return routeByPath.get(path) ?? notFound;
}

/** docs/spec.md §2 "Guard": these paths open without a session. */
export function isPublicPath(path: string): boolean {
  return (
    path === '/login' ||
    path === '/scanlogin' ||
    path === '/build' ||
    path === '/account' ||
    path.startsWith('/account/') ||
    path.startsWith('/dev/')
  );
}

/** A `from` that is a path of this console (never another site), or null. */
export function safeReturnPath(search: string): string | null {
  const from = new URLSearchParams(search).get('from');
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/login')) return null;
  return from;
}

const withFrom = (to: string, from: string | null) =>
  from && from !== '/' ? `${to}?from=${encodeURIComponent(from)}` : to;

/**
 * Where the guard sends this location, or null to stay. The page the user asked for travels in the
 * login URL (`#/login?from=...`), so it survives a reload of the login screen; a deliberate log out
 * does not remember the page.
 */
export function guardRedirect(input: {
  path: string;
  search: string;
  mode: SessionMode;
  endReason: 'logout' | 'expired' | null;
}): string | null {
  const { path, search, mode, endReason } = input;
  const target = search ? `${path}?${search}` : path;
  if (mode === 'signedOut' && !isPublicPath(path)) {
    return endReason === 'logout' ? '/login' : withFrom('/login', target);
  }
  if (mode === 'choosingBrand' && !path.startsWith('/account/')) {
    return withFrom('/account/dashboard', path === '/login' ? safeReturnPath(search) : target);
  }
  if (mode === 'signedIn' && path === '/login') return safeReturnPath(search) ?? '/';
  return null;
}

/**
 * What the console shows right after a sign-in: the brand choice, the shell and the page the user came
 * for, and the http client. Downloaded while the login screen waits for the user, so none of them
 * suspends (and so none triggers React's 300 ms fallback throttle) on the way into the console.
 */
export function preloadAfterSignIn(search: string): void {
  preloadHttp();
  const target = findRoute(safeReturnPath(search)?.split('?')[0] ?? '/');
  for (const screen of [AccountDashboard, AppShell, target.screen]) {
    screen.preload().catch(() => {
      // Only a head start: the route loads (and reports a failure) when it is opened.
    });
  }
}

/**
 * Call before the first render. The login screen's module travels in the first-screen chunk that
 * index.html preloads, yet its lazy wrapper still suspends on the first render: the page painted
 * "Loading…" and React's fallback throttle then held the form back ~300 ms more. Resolving the wrapper
 * first (a microtask: the chunk is already evaluated) lets the login screen be the first paint.
 * Other first screens load as before.
 */
export function prepareFirstScreen(mode: SessionMode): Promise<unknown> {
  const path = currentPath();
  const target = guardRedirect({ path, search: currentSearch(), mode, endReason: null }) ?? path;
  return findRoute(target.split('?')[0] ?? target).screen === Login ? Login.preload() : Promise.resolve();
}

function Loading() {
  return (
    <p role="status" className="route-loading">
      {t('shell.loading')}
    </p>
  );
}

/**
 * The window title, "管理员 · Demo Brand · 品牌控制台": the page, the brand while signed in, the product,
 * in the console's language (the menu's titles are read in it too).
 */
function useDocumentTitle(route: RouteDef, path: string, forbidden: boolean, mode: SessionMode) {
  const tr = useT();
  const menu = useSession((s) => s.context.menu);
  const brand = useSession((s) => s.context.brand?.brandTitle ?? null);
  const inBrand = mode === 'signedIn' || mode === 'expiring';
  const routeTitle = route.title ? tr(route.title) : null;
  const owner = useSessionActor();
  const page = forbidden ? tr('page.noPermission') : pageName(path, inBrand ? menu : null, routeTitle, owner);
  const title = documentTitle({ page, brand: inBrand ? brand : null, product: tr('app.name') });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function GuardedRoutes() {
  const [path] = useLocation();
  const search = useSearch();
  const mode = useSession(sessionMode);
  const endReason = useSession((s) => s.context.endReason);
  const menu = useSession((s) => s.context.menu);
  const actor = useSessionActor();
  const route = findRoute(path);
  // A route the role's menu does not list says so inside the shell; the server refuses its calls anyway.
  const forbidden = mode === 'signedIn' && route !== notFound && !mayOpen(menu, path);
  useDocumentTitle(route, path, forbidden, mode);

  // Once a brand is selected (chosen, or picked for the user after sign-in) open the page they came for.
  useEffect(() => {
    const sub = actor.on('session.brandSelected', () => {
      navigate(safeReturnPath(currentSearch()) ?? '/');
    });
    // docs/spec.md §2: log out goes to the login screen, also from the (public) account dashboard.
    const out = actor.on('session.loggedOut', () => navigate('/login'));
    return () => {
      sub.unsubscribe();
      out.unsubscribe();
    };
  }, [actor]);

  const onLogin = path === '/login' && (mode === 'signedOut' || mode === 'resuming');
  useEffect(() => (onLogin ? whenIdle(() => preloadAfterSignIn(search)) : undefined), [onLogin, search]);

  const redirect = guardRedirect({ path, search, mode, endReason });
  if (redirect) return <Redirect to={redirect} replace />;
  // A new tab asking the others for their session: pages wait for the answer (at most tabHandshakeMs)
  // rather than sending the user to the login screen; the login screen itself shows at once.
  if (mode === 'resuming' && path !== '/login') return <Loading />;

  const Screen = forbidden ? NoPermission : route.screen;
  // The shell and the page download side by side rather than one after the other.
  if (route.shell !== 'bare') void AppShell.preload().catch(() => {});
  // A screen that throws (or whose download fails) says so in its own place; the shell stays.
  const content = (
    <ScreenErrorBoundary path={path}>
      <Suspense fallback={<Loading />}>
        <ScreenRules path={path}>
          <Screen />
        </ScreenRules>
      </Suspense>
    </ScreenErrorBoundary>
  );
  if (route.shell === 'bare') return content;
  // Not-found inside the shell only for a signed-in user; a public visitor gets it bare.
  if (route === notFound && mode !== 'signedIn' && mode !== 'expiring') {
    return <main id="main-content">{content}</main>;
  }
  return (
    <Suspense fallback={<Loading />}>
      <AppShell path={path} variant={route.shell} childMenu={route.childMenu}>
        {content}
      </AppShell>
    </Suspense>
  );
}

/** The route table mounted on hash history whose hash may carry a query. */
export function AppRoutes() {
  return (
    <Router hook={useHashPath} searchHook={useHashSearch} hrefs={hashHref}>
      <GuardedRoutes />
    </Router>
  );
}
