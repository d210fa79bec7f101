import type { Locale } from '../contract/envelope.ts';
import type { RoleMenuCache } from './auth/role-menu.ts';
import type { ClientErrorLogEntry } from './client-error.ts';
import type { ClientInfo } from './client-info.ts';
import type { MessageParams } from './core.messages.ts';
import type { Db } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { ListCaches } from './kit/list-cache.ts';
import type { UndoRegistry } from './kit/undo.ts';
import type { LiveHub } from './live/live-events.ts';
import type { MessageKey } from './messages.ts';
import type { OutboundPolicy } from './outbound/outbound.ts';
import type { SecretBox } from './secrets.ts';
import type { Storage } from './storage/storage.ts';

/**
 * What the modules add to the deps: each adds its own part from its manifest file
 * (`declare module '../../context.ts'`), so this file names no module; server/modules/modules.ts
 * `moduleDeps` makes them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging.
export interface ModuleDeps {}

/** The options of the modules' parts of the deps (createApp's, startServer's), added as `ModuleDeps` is. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging.
export interface ModuleOptions {}

export interface AppDeps extends ModuleDeps {
  db: Db;
  sessionIdleHours: number;
  /** A session ends this many days after sign-in however busy it is (SESSION_MAX_DAYS). */
  sessionMaxDays: number;
  /** Origins allowed to call with credentials; empty means same origin only. */
  allowedOrigins: string[];
  /** Receives one line per request; absent turns request logging off. */
  logRequest?: ((line: string) => void) | undefined;
  /** Receives every unexpected error with its stack; the caller only gets a generic `code 500`. */
  logError: (error: unknown, where: string) => void;
  /** Receives what a console reported of a screen that failed in the browser (with its route and build). */
  logClientError: (entry: ClientErrorLogEntry) => void;
  menuCache: RoleMenuCache;
  /** Totals and keyword matches of list pages, cached per brand (kit/list-cache.ts). */
  lists: ListCaches;
  /** Where uploads go: local disk or an S3-compatible bucket. */
  storage: Storage;
  /** Background jobs (server/jobs/); absent in an app made without one (then sends are refused). */
  jobs: JobQueue | undefined;
  /** Seals and opens provider secrets (APP_SECRET). */
  secrets: SecretBox;
  /** The assistant's provider calls. */
  ai: AiSettings;
  /** This process's end of the live event bus (server/live/); absent: streams hear nothing. */
  live: LiveHub | undefined;
  /** Where calls to addresses a brand configures may go (OUTBOUND_ALLOW). */
  outbound: OutboundPolicy;
  /** The modules' undo handlers (server/kit/undo.ts), by the (entity, action) of the change they reverse. */
  undo: UndoRegistry;
  /** The time now, as the undo window reads it (tests hold it; by default the process clock). */
  now: () => Date;
}

export interface AiSettings {
  /** Longest wait for a provider to start answering, and between two pieces of its answer. */
  timeoutMs: number;
}

export interface SessionInfo {
  sessionId: number;
  userId: number;
  userName: string;
  realName: string;
}

/** The caller's membership in the brand named by the `BrandId` header. */
export interface MemberInfo {
  brandId: number;
  brandTitle: string;
  roleId: number;
  roleTitle: string;
  isOwner: boolean;
  /** The role's `rules_version`, so a cached copy of its grants can tell it is stale. */
  rulesVersion: number;
  /** The brand's `members_version`, so cached member totals can tell they are stale. */
  membersVersion: number;
}

/**
 * A message of any catalogue in the caller's language. kit/ says its words through this (handed to
 * it by the request) and imports no catalogue, so it stays below every module.
 */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The names kit/ uses for a message it hands to the envelope (a refusal, a "not found"). */
export type { MessageKey, MessageParams };

/**
 * A request's variables. The shared middleware and the envelope read them with `c.get('name')`:
 * Hono's `c.var` builds a new object of every variable on each read, and every call read it many
 * times on its way through them.
 */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    locale: Locale;
    /** `message` in `locale`: set beside it on every request (server/app.ts). */
    text: Translate;
    /** Whether a string names a message of any catalogue (a schema's own issue may): set beside `text`. */
    isMessageKey: (key: string) => key is MessageKey;
    /** Set first on every request (client-info.ts): address and TLS, proxies believed per TRUST_PROXY. */
    client: ClientInfo;
    session: SessionInfo;
    member: MemberInfo | null;
    /** The membership requireSession read with the session, for loadBrand (same `BrandId` only). */
    prefetchedMember: { brandId: number; member: MemberInfo | null } | undefined;
    /** The envelope `code` answered, for the request log. */
    resultCode: number;
  };
}
