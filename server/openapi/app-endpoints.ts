import type { Hono } from 'hono';
import { authPaths } from '../../contract/auth.ts';
import type { RuleKey } from '../../contract/rule-key.ts';
import { loadBrand, requireSession, ruleOf } from '../auth/session.middleware.ts';
import { xsrfForGet } from '../auth/xsrf.middleware.ts';

/**
 * One endpoint of the app as it is mounted, read from the app's own routes (`app.routes`): the access
 * matrix test and the API document both start here, so a route is covered the moment it is mounted.
 */
export interface AppEndpoint {
  method: 'GET' | 'POST';
  /** As Hono registered it: `/crm/tag/add.html`, `/site/:brandId/articles.json`, `/uploads/*`. */
  path: string;
  /** The rule requireRule checks, if any. */
  rule: RuleKey | undefined;
  session: boolean;
  brand: boolean;
  /** Whether a call that carries cookies must echo the XSRF-TOKEN cookie in X-XSRF-TOKEN. */
  xsrf: boolean;
  /** The endpoint's own handler (the last of its chain): how the API document finds its schemas. */
  handler: object;
}

/** `/brand/role/*` as Hono registers `.use()` middleware, as a test of a path. */
function matches(pattern: string, path: string): boolean {
  if (pattern === path) return true;
  if (!pattern.includes('*')) return false;
  const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return re.test(path);
}

// The xsrf middleware checks every state-changing method but these (server/app.ts).
const xsrfExempt = new Set<string>([authPaths.login, authPaths.loginState]);

// biome-ignore lint/suspicious/noExplicitAny: any app's routes, whatever its environment type
export function endpointsOf(app: Hono<any, any, any>): AppEndpoint[] {
  const byRoute = new Map<string, AppEndpoint>();
  for (const r of app.routes) {
    if (r.method !== 'GET' && r.method !== 'POST') continue;
    const id = `${r.method} ${r.path}`;
    if (byRoute.has(id)) continue;
    // Every handler that runs for this endpoint: middleware mounted on a matching pattern, then its own.
    const chain = app.routes
      .filter((h) => (h.method === 'ALL' || h.method === r.method) && matches(h.path, r.path))
      .map((h) => h.handler);
    const own = app.routes.filter((h) => h.method === r.method && h.path === r.path).at(-1);
    byRoute.set(id, {
      method: r.method,
      path: r.path,
      rule: chain.map((h) => ruleOf(h)).find((k) => k !== undefined),
      session: chain.includes(requireSession),
      brand: chain.includes(loadBrand),
      xsrf: r.method === 'POST' ? !xsrfExempt.has(r.path) : chain.includes(xsrfForGet),
      handler: own?.handler ?? r.handler,
    });
  }
  return [...byRoute.values()];
}
