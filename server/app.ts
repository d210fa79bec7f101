import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { authPaths } from '../contract/auth.ts';
import { customerPaths } from '../contract/customer.ts';
import { headers, ResultCode } from '../contract/envelope.ts';
import { sitePrefix } from '../contract/site.ts';
import { uploadPaths } from '../contract/upload.ts';
import { RoleMenuCache } from './auth/role-menu.ts';
import { loadBrand, requireSession } from './auth/session.middleware.ts';
import { xsrf } from './auth/xsrf.middleware.ts';
import { benchRoutes } from './bench.routes.ts';
import { type ClientErrorLogEntry, logClientErrorLine } from './client-error.ts';
import { clientInfo } from './client-info.ts';
import type { AiSettings, AppDeps, AppEnv } from './context.ts';
import type { Db } from './db/client.ts';
import { ApiError, fail, payloadTooLarge, refusalData } from './envelope.ts';
import { healthRoutes, ProcessReadiness } from './health.ts';
import { InFlight } from './in-flight.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { collectChanges } from './kit/change.ts';
import { type ListCaches, listCaches } from './kit/list-cache.ts';
import { type UndoHandler, UndoRegistry } from './kit/undo.ts';
import type { ChangeFeed } from './live/change-feed.ts';
import { liveEventRoutes } from './live/live-events.routes.ts';
import type { LiveHub } from './live/live-events.ts';
import { localeOf, message } from './messages.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { agentListFeed } from './modules/agent/agent-feed.ts';
import { agentGroupRoutes } from './modules/agent/agent-group.routes.ts';
import { agentSummaryRoutes } from './modules/agent/agent-summary.routes.ts';
import { agentUndo } from './modules/agent/agent-undo.ts';
import { agentUserRoutes } from './modules/agent/agent-user.routes.ts';
import { agentVerifyRoutes } from './modules/agent/agent-verify.routes.ts';
import { aiRoutes } from './modules/ai/ai.routes.ts';
import { applyRoutes } from './modules/apply/apply.routes.ts';
import { applyListFeed } from './modules/apply/apply-feed.ts';
import { wxworkAccountRoutes } from './modules/apply/wxwork-account.routes.ts';
import { areaRoutes } from './modules/config/area.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { crmListFeed } from './modules/crm/crm-feed.ts';
import { crmUndo } from './modules/crm/crm-undo.ts';
import { crmCustomerRoutes } from './modules/crm/customer.routes.ts';
import { crmCustomerExportRoutes } from './modules/crm/customer-export.routes.ts';
import { customerChangeFeed } from './modules/crm/customer-feed.ts';
import { crmCustomerGroupRoutes } from './modules/crm/customer-group.routes.ts';
import { crmCustomerImportRoutes } from './modules/crm/customer-import.routes.ts';
import { crmMaterialRoutes } from './modules/crm/material.routes.ts';
import { crmProductRoutes } from './modules/crm/product.routes.ts';
import { crmTagRoutes } from './modules/crm/tag.routes.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { manageRoutes } from './modules/manage/manage.routes.ts';
import { emailConfigRoutes } from './modules/notify/email-config.routes.ts';
import { emailDraftRoutes } from './modules/notify/email-draft.routes.ts';
import { emailSendRoutes } from './modules/notify/email-send.routes.ts';
import { emailTemplateRoutes } from './modules/notify/email-template.routes.ts';
import { notifyListFeed } from './modules/notify/notify-feed.ts';
import { notifyUndo } from './modules/notify/notify-undo.ts';
import { defaultNotifySettings, type NotifySettings } from './modules/notify/settings.ts';
import { smsRoutes } from './modules/notify/sms.routes.ts';
import { articleRoutes } from './modules/platform/article.routes.ts';
import { friendLinkRoutes } from './modules/platform/friend-link.routes.ts';
import { pageRoutes } from './modules/platform/page.routes.ts';
import { platformListFeed } from './modules/platform/platform-feed.ts';
import { platformUndo } from './modules/platform/platform-undo.ts';
import { siteRoutes } from './modules/platform/site.routes.ts';
import { SiteCache } from './modules/platform/site-cache.ts';
import { slideRoutes } from './modules/platform/slide.routes.ts';
import { authRoutes } from './modules/session/auth.routes.ts';
import { brandChoiceRoutes } from './modules/session/brand-choice.routes.ts';
import { captchaRoutes } from './modules/session/captcha.routes.ts';
import { adminUserRoutes } from './modules/system/admin-user.routes.ts';
import { auditRoutes } from './modules/system/audit.routes.ts';
import { changeUndoRoutes } from './modules/system/change-undo.routes.ts';
import { roleRoutes } from './modules/system/role.routes.ts';
import { systemListFeed } from './modules/system/system-feed.ts';
import { systemUndo } from './modules/system/system-undo.ts';
import { ueconfigRoutes, uploadRoutes } from './modules/upload/upload.routes.ts';
import { uploadUndo } from './modules/upload/upload-undo.ts';
import { localUploadRoutes } from './modules/upload/uploads-static.routes.ts';
import { apiDocsRoutes } from './openapi/api-docs.routes.ts';
import { type ApiDocument, buildApiDocument } from './openapi/openapi-document.ts';
import { OutboundPolicy } from './outbound/outbound.ts';
import { SecretBox } from './secrets.ts';
import { securityHeaders } from './security-headers.ts';
import { LocalStorage, localUploadPrefix } from './storage/local-storage.ts';
import type { Storage } from './storage/storage.ts';

/** JSON bodies past this are refused with HTTP 413 before they are read whole (multipart: uploads). */
export const maxJsonBytes = 1024 * 1024;

export interface CreateAppOptions {
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
  notify?: Partial<NotifySettings>;
  ai?: Partial<AiSettings>;
  siteCache?: SiteCache;
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
 * The modules' parts of the live feed (each module's `*-feed.ts`). Listed here as the routes are: a
 * directory read at run time broke where `import.meta.url` is not a file (the client tests' page).
 */
const moduleFeeds: readonly ChangeFeed[] = [
  customerChangeFeed,
  crmListFeed,
  agentListFeed,
  applyListFeed,
  notifyListFeed,
  platformListFeed,
  systemListFeed,
];

/**
 * The modules' undo handlers (docs/decisions/undo.md): each module exports its list from its
 * `<module>-undo.ts`, and registers it by being listed here, as its live feed is above. Exported for
 * the test that holds the contract's `undoableDeletes` (the deletes the console runs without asking)
 * to the deletes these take back.
 */
export const moduleUndo: readonly (readonly UndoHandler[])[] = [
  crmUndo,
  systemUndo,
  platformUndo,
  agentUndo,
  notifyUndo,
  uploadUndo,
];

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
    notify: { ...defaultNotifySettings, ...options.notify },
    ai: { timeoutMs: 60_000, ...options.ai },
    siteCache: options.siteCache ?? new SiteCache(),
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
    // The changes this request records, for the undo handle of its answer (kit/change.ts).
    await collectChanges(() => inFlight.around(next));
    if (deps.logRequest) {
      const code = c.var.resultCode ?? c.res.status;
      deps.logRequest(`${c.req.method} ${c.req.path} ${code} ${(performance.now() - started).toFixed(1)}ms`);
    }
  });
  // The brand's site reads its published content here (server/modules/platform/site.routes.ts). Mounted before the console's
  // middleware, which it must not get: its answers end the chain, so no XSRF cookie, no credentialed
  // CORS and no console CSP reach them; they carry headers of their own.
  app.route(sitePrefix, siteRoutes);
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
  // Uploads stream their multipart bodies under their own, larger limits (server/modules/upload/upload.routes.ts); every
  // other body, whatever type it claims, is read whole by parseBody, so it stays under 1 MB.
  const streamedUploads = new Set<string>([uploadPaths.file, uploadPaths.files, customerPaths.import]);
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

  app.route('/', captchaRoutes);
  app.route('/auth/brandmanager', authRoutes);
  app.route('/auth/brand', brandChoiceRoutes);
  app.route('/brand/manage', manageRoutes);
  // The account dashboard, the home page's items, in-app messages and the live event stream share
  // the address and, mounted after it, the session and brand middleware of `/brand/manage`.
  app.route('/brand/manage', accountRoutes);
  app.route('/brand/manage', inboxRoutes);
  app.route('/brand/manage', liveEventRoutes(moduleFeeds));
  app.route('/brand/role', roleRoutes);
  app.route('/brand/adminuser', adminUserRoutes);
  app.route('/brand/audit', auditRoutes);
  app.route('/brand/change', changeUndoRoutes);
  app.route('/brand/config', configRoutes);
  app.route('/brand/upload', uploadRoutes);
  app.route('/brand/area', areaRoutes);
  app.route('/upload', ueconfigRoutes);
  if (deps.storage instanceof LocalStorage)
    app.route(localUploadPrefix.slice(0, -1), localUploadRoutes(deps.storage, deps.db));
  app.route('/brand/sms', smsRoutes);
  // E-mail's route files share one prefix: the session and the brand are read once here for all.
  app.use('/api/email/*', requireSession, loadBrand);
  app.route('/api/email', emailConfigRoutes);
  app.route('/api/email', emailTemplateRoutes);
  app.route('/api/email', emailDraftRoutes);
  app.route('/api/email', emailSendRoutes);
  // The agents and their verification share the prefix: the session and brand are read once here for
  // both (a sub-app's own `use` would run again for its sibling's calls).
  app.use('/agent/user/*', requireSession, loadBrand);
  app.route('/agent/user', agentUserRoutes);
  app.route('/agent/user', agentVerifyRoutes);
  app.route('/agent/group', agentGroupRoutes);
  app.route('/agent', agentSummaryRoutes);
  app.route('/wxwork/account', wxworkAccountRoutes);
  app.route('/apply', applyRoutes);
  app.route('/brand/ai', aiRoutes);
  app.route('/crm/tag', crmTagRoutes);
  app.route('/crm/material', crmMaterialRoutes);
  app.route('/crm/product', crmProductRoutes);
  // The customer calls come from several route files on one prefix: the session and the brand are
  // read once here for all of them (a sub-app's own `use` would run again for its siblings' calls).
  app.use('/crm/customer/*', requireSession, loadBrand);
  app.route('/crm/customer', crmCustomerRoutes);
  app.route('/crm/customer', crmCustomerGroupRoutes);
  app.route('/crm/customer', crmCustomerImportRoutes);
  app.route('/crm/customer', crmCustomerExportRoutes);
  app.route('/api/article', articleRoutes);
  app.route('/api/page', pageRoutes);
  app.route('/api/slide', slideRoutes);
  app.route('/api/friendlink', friendLinkRoutes);
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
