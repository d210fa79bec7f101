import { Hono } from 'hono';
import type { ZodType } from 'zod';
import type { AppEndpoint } from './app-endpoints.ts';
import { routeSchemas } from './route-schemas.generated.ts';

/**
 * What scripts/openapi-routes.ts found in one route's handler: the contract schemas it parses its input
 * with and the JSON Schema of the `data` it answers (null when it answers something else than the
 * envelope: a file, a CSV, a stream).
 */
export interface RouteSchemas {
  /** The exported route group (a Hono app, or the function that makes one) the route is declared on. */
  owner: object;
  method: 'GET' | 'POST';
  /** The path within its group, as declared. */
  path: string;
  /** parseBody's schemas (a JSON body). */
  body: ZodType[];
  /** parseQuery's schemas (the query string). */
  query: ZodType[];
  /** parseInput's schemas (a multipart form's fields). */
  form: ZodType[];
  multipart: boolean;
  answer: Record<string, unknown> | null;
}

function ownHandler(app: Hono, method: string, path: string): object | undefined {
  return app.routes.filter((r) => r.method === method && r.path === path).at(-1)?.handler;
}

/**
 * Pairs each mounted endpoint with its handler's schemas. A group's handlers are the very functions
 * `app.route()` mounts (Hono keeps them as they are when the group has no error handler of its own),
 * so the pairing is by identity; a group made by a function (local uploads) is paired by its path's end.
 */
export function schemasByEndpoint(endpoints: AppEndpoint[]): Map<AppEndpoint, RouteSchemas> {
  const byHandler = new Map<object, RouteSchemas>();
  const made: RouteSchemas[] = [];
  for (const entry of routeSchemas) {
    const handler =
      entry.owner instanceof Hono ? ownHandler(entry.owner, entry.method, entry.path) : undefined;
    if (handler) byHandler.set(handler, entry);
    else made.push(entry);
  }
  const found = new Map<AppEndpoint, RouteSchemas>();
  for (const e of endpoints) {
    const entry = byHandler.get(e.handler);
    if (entry) found.set(e, entry);
  }
  for (const entry of made) {
    const candidates = endpoints.filter(
      (e) => !found.has(e) && e.method === entry.method && e.path.endsWith(entry.path),
    );
    const [only] = candidates;
    if (only && candidates.length === 1) found.set(only, entry);
  }
  return found;
}
