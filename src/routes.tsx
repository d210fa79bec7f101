import { Suspense, useEffect } from 'react';
import { Redirect, Router, useLocation, useSearch } from 'wouter';
import { useHashPath, useHashSearch } from './hash-location.ts';
import { t } from './i18n/i18n.ts';
import { useT } from './i18n/use-t.ts';
import { lazyScreen } from './lazy-screen.tsx';
import { currentPath, currentSearch, hashHref, navigate } from './lib/hash.ts';
import { whenIdle } from './lib/when-idle.ts';
import type { RouteDef } from './module-manifest.ts';
import { clientModules } from './modules/modules.ts';
import { preloadHttp } from './services/http-on-demand.ts';
import type { AppShellProps } from './shell/app-shell.tsx';
import { documentTitle, pageName } from './shell/page-title.ts';
import { mayOpen } from './shell/permissions.ts';
import { ScreenErrorBoundary } from './shell/screen-error-boundary.tsx';
import { ScreenRules } from './shell/screen-rules.tsx';
import { type SessionMode, sessionMode, useSession, useSessionActor } from './shell/session-context.tsx';

// The shell is lazy too: the login screen, the first thing most visits load, does not need it.
const AppShell = lazyScreen<AppShellProps>(() =>
  import('./shell/app-shell.tsx').then((m) => ({ default: m.AppShell })),
);
const NotFound = lazyScreen(() => import('./shell/not-found.tsx'));
const NoPermission = lazyScreen(() => import('./shell/no-permission.tsx'));

/** Every module's pages, from its manifest (`src/modules/<m>/<m>.module.ts`). */
export const routes: RouteDef[] = clientModules.flatMap((m) => m.routes);
const publicPaths = clientModules.flatMap((m) => m.publicPaths ?? []);

/** docs/spec.md §2: the sign-in page, and the brand choice a signed-in user without a brand is held on. */
const loginPath = '/login';
const brandChoicePath = '/account/dashboard';

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
  return publicPaths.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p));
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
    return withFrom(brandChoicePath, path === '/login' ? safeReturnPath(search) : target);
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
  for (const screen of [findRoute(brandChoicePath).screen, AppShell, target.screen]) {
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
  const login = findRoute(loginPath).screen;
  return findRoute(target.split('?')[0] ?? target).screen === login ? login.preload() : Promise.resolve();
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
