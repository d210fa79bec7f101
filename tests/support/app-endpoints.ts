import { loadBrand, requireSession, ruleOf } from '../../server/auth/session.middleware.ts';
import type { TestApi } from './test-api.ts';

/** One mounted endpoint of the app, as `app.routes` lists it. */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  /** The rule requireRule checks, if any. */
  rule: string | undefined;
  session: boolean;
  brand: boolean;
}

/** `/brand/role/*` as Hono registers `.use()` middleware, as a test of a path. */
function matches(pattern: string, path: string): boolean {
  if (pattern === path) return true;
  if (!pattern.includes('*')) return false;
  const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return re.test(path);
}

/**
 * Every GET and POST endpoint the app mounts, with what guards it: the property tests (the access
 * matrix, hostile input) are built from this, so a new module's endpoints are covered once mounted.
 */
export function endpointsOf(app: TestApi['app']): Endpoint[] {
  const byRoute = new Map<string, Endpoint>();
  for (const r of app.routes) {
    if (r.method !== 'GET' && r.method !== 'POST') continue;
    const id = `${r.method} ${r.path}`;
    if (byRoute.has(id)) continue;
    // Every handler that runs for this endpoint: middleware mounted on a matching pattern, then its own.
    const chain = app.routes
      .filter((h) => (h.method === 'ALL' || h.method === r.method) && matches(h.path, r.path))
      .map((h) => h.handler);
    byRoute.set(id, {
      method: r.method,
      path: r.path,
      rule: chain.map((h) => ruleOf(h)).find((k) => k !== undefined),
      session: chain.includes(requireSession),
      brand: chain.includes(loadBrand),
    });
  }
  return [...byRoute.values()];
}
