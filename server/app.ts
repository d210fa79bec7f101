import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { authPaths } from '../contract/auth.ts';
import { headers, ResultCode } from '../contract/envelope.ts';
import { RoleMenuCache } from './auth/role-menu.ts';
import { xsrf } from './auth/xsrf.middleware.ts';
import { benchRoutes } from './bench.routes.ts';
import { type ClientErrorLogEntry, logClientErrorLine } from './client-error.ts';
import { clientInfo } from './client-info.ts';
import type { AiSettings, AppDeps, AppEnv, ModuleOptions } from './context.ts';
import type { Db } from './db/client.ts';
import { ApiError, fail, payloadTooLarge, refusalData } from './envelope.ts';
import { healthRoutes, ProcessReadiness } from './health.ts';
import { InFlight } from './in-flight.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { collectChanges } from './kit/change.ts';
import { type ListCaches, listCaches } from './kit/list-cache.ts';
import { type UndoHandler, UndoRegistry } from './kit/undo.ts';
import { liveEventRoutes } from './live/live-events.routes.ts';
import type { LiveHub } from './live/live-events.ts';
import { isMessageKey, localeOf, message } from './messages.ts';
import type { RouteMount } from './module-manifest.ts';
import { moduleDeps, serverModules } from './modules/modules.ts';
import { apiDocsRoutes } from './openapi/api-docs.routes.ts';
import { type ApiDocument, buildApiDocument } from './openapi/openapi-document.ts';
import { OutboundPolicy } from './outbound/outbound.ts';
import { SecretBox } from './secrets.ts';
import { securityHeaders } from './security-headers.ts';
import { LocalStorage } from './storage/local-storage.ts';
import type { Storage } from './storage/storage.ts';

/** JSON bodies past this are refused with HTTP 413 before they are read whole (multipart: uploads). */
export const maxJsonBytes = 1024 * 1024;

export interface CreateAppOptions extends ModuleOptions {
  db: Db;
  sessionIdleHours?: number;
  sessionMaxDays?: number;
  allowedOrigins?: string[];
  /** How many proxies in front of us to believe `X-Forwarded-For`/`-Proto` from (TRUST_PROXY); 0 none. */
  trustProxy?: number;
  /** The API origin the served console calls when hosted apart, for the CSP. */
  apiOrigin?: string | undefined;
  logRequest?: ((line: string) => void) | undefined;
  logError?: (error: unknown, where: string) => void;
  /** Receives each accepted client error report; by default one JSON line on stderr. */
  logClientError?: (entry: ClientErrorLogEntry) => void;
  menuCache?: RoleMenuCache;
  lists?: ListCaches;
  /** Defaults to local disk under the system's temp folder; `server/index.ts` passes the configured one. */
  storage?: Storage;
  /** The job queue sends go through (server/jobs/); without one, sends are refused with code 500. */
  jobs?: JobQueue | undefined;
  /** Provider secrets' box; by default one with a key of its own (tests). */
  secrets?: SecretBox;
  ai?: Partial<AiSettings>;
  /** The live event bus, started on the database (server/index.ts does); without it streams hear nothing. */
  live?: LiveHub;
  /** Counts the calls being answered, for background work that gives way to them. */
  inFlight?: InFlight;
  /** What `/readyz` answers; by default ready, as an app made on a database handed to it is. */
  readiness?: ProcessReadiness;
  /** OUTBOUND_ALLOW as a policy, shared with the delivery workers; by default internal addresses are refused. */
  outbound?: OutboundPolicy;
  /** The time now, as the undo window reads it; tests hold it here. By default the process clock. */
  now?: () => Date;
}

/**
 * The modules' undo handlers (docs/decisions/undo.md), from their manifests. Exported for the test that
 * holds the contract's `undoableDeletes` (the deletes the console runs without asking) to the deletes
 * these take back.
 */
export const moduleUndo: readonly (readonly UndoHandler[])[] = serverModules.flatMap((m) =>
  m.undo ? [m.undo] : [],
);

/** Mounts route apps on their prefixes, with the middleware a prefix shares, in order. */
function mount(app: Hono<AppEnv>, mounts: readonly RouteMount[]) {
  for (const { path, use, apps } of mounts) {
    if (use) app.use(`${path}/*`, ...use);
    for (const routes of apps) app.route(path, routes);
  }
}

/** The API as a Hono app; `server/index.ts` adds the console's static files and listens. */
export function createApp(options: CreateAppOptions) {
  const deps: AppDeps = {
    db: options.db,
    sessionIdleHours: options.sessionIdleHours ?? 12,
    sessionMaxDays: options.sessionMaxDays ?? 30,
    allowedOrigins: options.allowedOrigins ?? [],
    logRequest: options.logRequest,
    logError: options.logError ?? ((error, where) => console.error(`[error] ${where}`, error)),
    logClientError: options.logClientError ?? logClientErrorLine,
    menuCache: options.menuCache ?? new RoleMenuCache(),
    lists: options.lists ?? listCaches(),
    storage: options.storage ?? new LocalStorage(join(tmpdir(), 'brand-console-uploads')),
    jobs: options.jobs,
    secrets: options.secrets ?? SecretBox.ephemeral(),
    ai: { timeoutMs: 60_000, ...options.ai },
    ...moduleDeps(options),
    live: options.live,
    outbound: options.outbound ?? new OutboundPolicy(),
    undo: new UndoRegistry(moduleUndo),
    now: options.now ?? (() => new Date()),
  };
  const allowed = new Set(deps.allowedOrigins);
  // Refused from the Content-Length alone when there is one, else counted as it arrives: a 2 MB body
  // is never buffered, let alone parsed. A transport fault, so HTTP 413 ("API error 413" in the console).
  const jsonLimit = bodyLimit({
    maxSize: maxJsonBytes,
    onError: payloadTooLarge,
  });
  const app = new Hono<AppEnv>();

  // First and unlogged: a balancer asks every few seconds, and its answers need no console headers.
  app.route(
    '/',
    healthRoutes(
      options.readiness ?? new ProcessReadiness(options.db, { migrated: true, jobsStarted: true }),
    ),
  );

  const inFlight = options.inFlight ?? new InFlight();
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('deps', deps);
    const locale = localeOf(c.req.header('accept-language'));
    c.set('locale', locale);
    c.set('text', (key, params) => message(locale, key, params));
    c.set('isMessageKey', isMessageKey);
    // The changes this request records, for the undo handle of its answer (kit/change.ts).
    await collectChanges(() => inFlight.around(next));
    if (deps.logRequest) {
      const code = c.var.resultCode ?? c.res.status;
      deps.logRequest(`${c.req.method} ${c.req.path} ${code} ${(performance.now() - started).toFixed(1)}ms`);
    }
  });
  // The brand's site reads its published content here (a manifest's `publicRoutes`). Mounted before the console's
  // middleware, which it must not get: its answers end the chain, so no XSRF cookie, no credentialed
  // CORS and no console CSP reach them; they carry headers of their own.
  for (const m of serverModules) mount(app, m.publicRoutes ?? []);
  app.use(clientInfo(options.trustProxy ?? 0));
  app.use(securityHeaders({ apiOrigin: options.apiOrigin, uploadsOrigin: deps.storage.publicOrigin }));
  if (allowed.size > 0) {
    app.use(
      cors({
        origin: (origin) => (allowed.has(origin) ? origin : null),
        credentials: true,
        allowMethods: ['GET', 'POST', 'OPTIONS'],
        allowHeaders: [
          'Content-Type',
          'Accept-Language',
          headers.authorization,
          headers.brandId,
          headers.xsrf,
          // A live stream opened again says where it left off (live-events.routes.ts).
          'Last-Event-ID',
        ],
        maxAge: 600,
      }),
    );
  }
  // Uploads stream their multipart bodies under their own, larger limits (the modules' `streamedBodies`);
  // every other body, whatever type it claims, is read whole by parseBody, so it stays under 1 MB.
  const streamedUploads = new Set<string>(serverModules.flatMap((m) => m.streamedBodies ?? []));
  app.use(async (c, next) => {
    if (c.req.method === 'GET') return next();
    if (streamedUploads.has(c.req.path) && c.req.header('content-type')?.startsWith('multipart/'))
      return next();
    // The usual case, a body with its length: decided from the header. Hono's bodyLimit asks for
    // `c.req.raw.body` first, which makes @hono/node-server build a full web Request (a stream, an
    // AbortController) for every call and then read the body through that stream: about a fifth of a
    // list call's CPU. Chunked bodies still go through bodyLimit, which counts them as they arrive.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(length) <= maxJsonBytes) return next();
      return payloadTooLarge(c);
    }
    return jsonLimit(c, next);
  });
  app.use(xsrf({ exempt: [authPaths.login, authPaths.loginState] }));

  // The modules' API in `serverModules` order; the order matters only where prefixes meet, as the
  // manifests say (a prefix's shared middleware comes with its first mount).
  for (const m of serverModules)
    mount(app, typeof m.routes === 'function' ? m.routes(deps) : (m.routes ?? []));
  // The live event stream shares `/brand/manage` and, mounted after them, the session and brand
  // middleware its first mount registers there.
  app.route('/brand/manage', liveEventRoutes(serverModules.flatMap((m) => m.feeds ?? [])));
  app.route('/bench', benchRoutes);
  // Described from the routes mounted above, once, when first asked for: it is the same all the while
  // the process runs.
  let described: ApiDocument | undefined;
  app.route(
    '/api',
    apiDocsRoutes(() => (described ??= buildApiDocument(app))),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      const text = message(c.var.locale ?? 'zh-CN', error.key, error.params);
      return fail(c, error.code, text, refusalData(error, text));
    }
    // Transport-level refusals (e.g. a body over the limit) keep their HTTP status.
    if (error instanceof HTTPException) return error.getResponse();
    deps.logError(error, `${c.req.method} ${c.req.path}`);
    return fail(c, ResultCode.fault, message(c.var.locale ?? 'zh-CN', 'fault'));
  });
  app.notFound((c) => {
    c.set('resultCode', 404);
    return c.json({ code: 404, message: 'Not Found', data: null }, 404);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
