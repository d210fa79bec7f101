import type { Hono, MiddlewareHandler } from 'hono';
import type { Schema } from 'hono/types';
import type { AppDeps, AppEnv, ModuleDeps, ModuleOptions } from './context.ts';
import type { Database, Db } from './db/client.ts';
import type { RuleSeed } from './db/rule-builders.ts';
import type { SortedName } from './db/sort-keys.ts';
import type { InFlight } from './in-flight.ts';
import type { JobQueue, QueueSpec } from './jobs/job-queue.ts';
import type { UndoHandler } from './kit/undo.ts';
import type { ChangeFeed } from './live/change-feed.ts';
import type { SecretBox } from './secrets.ts';
import type { Storage } from './storage/storage.ts';

/**
 * What one server module brings to the app, in its `server/modules/<m>/<m>.module.ts` exporting
 * `manifest`; the root files (server/app.ts, index.ts, seed.ts, messages.ts, db/rule-tree.ts,
 * jobs/queues.ts) read these through `serverModules` (server/modules/modules.ts, which finds them by
 * that name) and name no module (docs/decisions/modules.md).
 */

/** A route app as the modules' `<group>.routes.ts` export it, whatever its routes. */
export type RouteApp = Hono<AppEnv, Schema, string>;

/** Route apps mounted on one prefix, in order. */
export interface RouteMount {
  /** The URL prefix, exactly as the API has it (`/crm/customer`). */
  path: string;
  /**
   * Middleware run once for every call under the prefix before its apps: for apps sharing a prefix,
   * whose own `use` would run again for their siblings' calls.
   */
  use?: readonly MiddlewareHandler<AppEnv>[];
  apps: readonly RouteApp[];
}

/** A catalogue of the module's server messages, both languages (`<x>.messages.ts`). */
export interface Catalogue {
  zh: Readonly<Record<string, string>>;
  en: Readonly<Record<string, string>>;
}

/** What a module's job workers may take, of the process's parts (server/index.ts). */
export type WorkerDeps = ModuleDeps & {
  db: Db;
  kind: Database['kind'];
  storage: Storage;
  secrets: SecretBox;
  logError: AppDeps['logError'];
  outbound: AppDeps['outbound'];
  inFlight: InFlight;
};

/** The members of the first brand the demo seed writes (server/seed.ts `seedDemo`). */
export interface DemoOwner {
  brandId: number;
  userId: number;
}

export interface ServerModule {
  /** The module's folder under server/modules/. */
  name: string;
  /**
   * Modules that come before this one: their routes mount, and their demo data is seeded, first. Only
   * where it matters (a prefix whose shared middleware another module's first mount registers; demo
   * rows this module's demo reads); otherwise the modules come in their folders' order.
   */
  after?: readonly string[];
  /** Its parts of the app's deps (`ModuleDeps`, filled by the module's declaration merging), from the options. */
  deps?: (options: ModuleOptions) => Partial<ModuleDeps>;
  /**
   * Mounted before the console's middleware (client info, security headers, CORS, body limit, XSRF):
   * answers that must not get them (the brand's public site).
   */
  publicRoutes?: readonly RouteMount[];
  /** The console's API, in mount order; a function when a mount depends on the app's parts. */
  routes?: readonly RouteMount[] | ((deps: AppDeps) => readonly RouteMount[]);
  /** Paths whose multipart bodies stream past the 1 MB JSON limit under limits of their own. */
  streamedBodies?: readonly string[];
  /**
   * The module's part of the rule tree (`<m>.rules.ts`) and its place in the menu: parts are joined by
   * `menu`, smallest first (server/db/rule-tree.ts); the rules' sort follows.
   */
  rules?: { menu: number; tree: RuleSeed };
  /** Its message catalogues; the module also adds their keys to `ModuleCatalogues` (server/messages.ts). */
  messages?: readonly Catalogue[];
  /** Its part of the live feed (`<m>-feed.ts`). */
  feeds?: readonly ChangeFeed[];
  /** Its undo handlers (`<m>-undo.ts`, docs/decisions/undo.md). */
  undo?: readonly UndoHandler[];
  /** Its pg-boss queues; the server creates them at start, the test template has them. */
  queues?: readonly QueueSpec[];
  /** Registers its job handlers on the process's queue, before the queue starts. */
  workers?: (jobs: JobQueue, deps: WorkerDeps) => void;
  /** Work on a clock, started once the queue has: stopped when the server closes. */
  schedule?: (jobs: JobQueue, logError: AppDeps['logError']) => Promise<{ stop(): void }>;
  /** Names kept with a sort key, for the start-up filler (server/db/sort-keys.ts). */
  sortedNames?: readonly SortedName[];
  /** Demo data for the demo brand, in `seedDemo` (also the test template's). */
  demo?: (
    db: Db,
    owner: DemoOwner,
    options: { secrets: SecretBox; storage: Storage | undefined },
  ) => Promise<void>;
  /** Demo data a started server adds after a first demo seed, not the test template (server/index.ts). */
  startDemo?: (db: Db, storage: Storage) => Promise<void>;
}

const declared = new WeakSet<object>();

/** A module's manifest, checked against `ServerModule`. */
export function defineModule(module: ServerModule): ServerModule {
  declared.add(module);
  return module;
}

/** Whether `value` is a manifest `defineModule` made: what server/modules/modules.ts takes from a module file. */
export function isServerModule(value: unknown): value is ServerModule {
  return typeof value === 'object' && value !== null && declared.has(value);
}

/**
 * The modules in the order the app takes them: each after those its `after` names, otherwise as
 * given. A name that is no module, or a loop, is a mistake in a manifest and stops the start.
 */
export function inModuleOrder(modules: readonly ServerModule[]): ServerModule[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const ordered: ServerModule[] = [];
  const placing = new Set<string>();
  const place = (m: ServerModule) => {
    if (ordered.includes(m)) return;
    if (placing.has(m.name)) throw new Error(`server module ${m.name}: its \`after\` makes a loop`);
    placing.add(m.name);
    for (const name of m.after ?? []) {
      const before = byName.get(name);
      if (!before) throw new Error(`server module ${m.name}: \`after\` names ${name}, which is no module`);
      place(before);
    }
    ordered.push(m);
  };
  for (const m of modules) place(m);
  return ordered;
}
