/**
 * The list module that tests/lint/adding-a-module.test.ts builds by the steps of docs/adding-a-module.md,
 * in a copy of the tree: `trial`, one endpoint group `trial/note` (paths `/trial/note/*.html`), one table
 * `trial_notes`. Its files as the guide names them, as text: they are written into the copy only, never
 * into this tree, so neither the type check nor the lint reads them here.
 */

/** The hand-written files of the module, by path from the repository's root. */
export const trialFiles: Record<string, string> = {
  // Step 1: the contract.
  'contract/trial-note.ts': `import { z } from 'zod';
import type { RuleKey } from './rule-key.ts';

export const trialNotePaths = { list: '/trial/note/list.html', add: '/trial/note/add.html' } as const;
export const trialRule = { index: 'trial/index', note: 'trial/note' } as const satisfies Record<string, RuleKey>;
export const trialNoteRule = { list: 'trial/note/list', add: 'trial/note/add' } as const satisfies Record<
  string,
  RuleKey
>;
export const trialNoteAddBody = /* @__PURE__ */ (() => z.strictObject({ title: z.string().trim().min(1).max(30) }))();
export interface TrialNoteItem {
  id: number;
  title: string;
  createdAt: string;
}
`,
  // Step 2: the tables (the migration is generated).
  'server/modules/trial/trial.tables.ts': `import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { brandColumn } from '../../db/core.tables.ts';

export const trialNotes = pgTable(
  'trial_notes',
  { id: serial('id').primaryKey(), brandId: brandColumn(), title: text('title').notNull(), createdAt: createdAt() },
  (t) => [index('trial_notes_brand_idx').on(t.brandId, t.id)],
);
`,
  // Step 4: the policy and the module's words.
  'server/modules/trial/trial-note.policy.ts': `import type { Refusal } from '../../kit/policy.ts';

export function noteTitleRefusal(title: string, taken: boolean): Refusal | null {
  return taken ? { code: 1, key: 'trialNoteTaken', params: { title }, field: 'title' } : null;
}
`,
  'server/modules/trial/trial.messages.ts': `import { translator } from '../../core.messages.ts';

export const trialZh = { trialNoteTaken: '已有名为“{title}”的便签' };
export const trialEn: Record<keyof typeof trialZh, string> = { trialNoteTaken: 'A note titled "{title}" exists' };
export const trialText = translator(trialZh, trialEn);
`,
  // Steps 3 and 5: the service, the routes, the manifest with the rule tree, the live feed and the demo row.
  'server/modules/trial/trial-note.service.ts': `import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context.ts';
import type { Caller } from '../../kit/caller.ts';
import { recordChange } from '../../kit/change.ts';
import { refuse } from '../../kit/policy.ts';
import { noteTitleRefusal } from './trial-note.policy.ts';
import { trialNotes } from './trial.tables.ts';

export async function listNotes(deps: Pick<AppDeps, 'db'>, me: Caller) {
  const rows = await deps.db.select().from(trialNotes).where(eq(trialNotes.brandId, me.brandId)).orderBy(trialNotes.id);
  return { list: rows.map((r) => ({ id: r.id, title: r.title, createdAt: r.createdAt.toISOString() })) };
}

export function addNote(deps: Pick<AppDeps, 'db'>, me: Caller, body: { title: string }) {
  return deps.db.transaction(async (tx) => {
    const same = and(eq(trialNotes.brandId, me.brandId), eq(trialNotes.title, body.title));
    const [taken] = await tx.select({ id: trialNotes.id }).from(trialNotes).where(same);
    refuse(noteTitleRefusal(body.title, taken !== undefined));
    const [row] = await tx.insert(trialNotes).values({ brandId: me.brandId, title: body.title }).returning();
    if (!row) throw new Error('trial note insert returned nothing');
    await recordChange(tx, me, { entity: 'trial_note', action: 'add', entityId: row.id, after: { title: row.title } });
    return { id: row.id };
  });
}
`,
  'server/modules/trial/trial-note.routes.ts': `import { Hono } from 'hono';
import { trialNoteAddBody, trialNoteRule } from '../../../contract/trial-note.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { addNote, listNotes } from './trial-note.service.ts';

export const trialNoteRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(trialNoteRule.list), async (c) => ok(c, await listNotes(c.var.deps, caller(c))))
  .post('/add.html', requireRule(trialNoteRule.add), async (c) => {
    const body = await parseBody(c, trialNoteAddBody);
    return ok(c, await addNote(c.var.deps, caller(c), body), 'added');
  });
`,
  'server/modules/trial/trial.module.ts': `import { trialNoteRule, trialRule } from '../../../contract/trial-note.ts';
import { apiRules, nav, page } from '../../db/rule-builders.ts';
import { listFeed } from '../../live/change-feed.ts';
import { type Catalogue, defineModule } from '../../module-manifest.ts';
import { trialEn, trialZh } from './trial.messages.ts';
import { trialNoteRoutes } from './trial-note.routes.ts';
import { trialNotes } from './trial.tables.ts';

const catalogues = [{ zh: trialZh, en: trialEn }] as const satisfies readonly Catalogue[];

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    trial: (typeof catalogues)[number]['zh'];
  }
}

export const manifest = defineModule({
  name: 'trial',
  routes: [{ path: '/trial/note', apps: [trialNoteRoutes] }],
  rules: {
    menu: 95,
    tree: nav(trialRule.index, '试用', 'Trial', 'flask-conical', [
      page(trialRule.note, '便签', 'Notes', apiRules(trialNoteRule, '便签', 'Notes')),
    ]),
  },
  messages: catalogues,
  feeds: [listFeed({ trial_note: [trialNoteRule.list] })],
  demo: async (db, owner) => {
    await db.insert(trialNotes).values([{ brandId: owner.brandId, title: 'Welcome' }]);
  },
});
`,
  // Steps 6 to 8: the console's service, strings, screen, manifest and nav icon.
  'src/modules/trial/trial-note.ts': `import { type TrialNoteItem, trialNotePaths } from '../../../contract/trial-note.ts';
import { post } from '../../services/http.ts';

export function listNotes(): Promise<{ list: TrialNoteItem[] }> {
  return post<{ list: TrialNoteItem[] }>(trialNotePaths.list, {});
}
`,
  'src/modules/trial/trial.strings.ts': `import { registerMessages } from '../../i18n/catalog.ts';

export const trial = {
  'zh-CN': { 'trial.notes': '便签' },
  en: { 'trial.notes': 'Notes' },
} as const satisfies Record<'zh-CN' | 'en', Record<string, string>>;

registerMessages<keyof (typeof trial)['zh-CN']>(trial);
`,
  'src/modules/trial/trial-note-screen.tsx': `import { useT } from '../../i18n/use-t.ts';
import { useResource } from '../../ui/use-resource.ts';
import { listNotes } from './trial-note.ts';
import './trial.strings.ts';

export default function TrialNoteScreen() {
  const t = useT();
  const notes = useResource('trial-notes', listNotes);
  return (
    <section aria-label={t('trial.notes')}>
      <ul>{notes.data?.list.map((n) => <li key={n.id}>{n.title}</li>)}</ul>
    </section>
  );
}
`,
  'src/modules/trial/trial.module.ts': `import { lazyScreen } from '../../lazy-screen.tsx';
import { type ModuleManifest, menuPage } from '../../module-manifest.ts';
import type { trial } from './trial.strings.ts';

export const manifest: ModuleManifest = {
  routes: [menuPage('/trial/note', lazyScreen(() => import('./trial-note-screen.tsx')))],
};

declare module '../../module-manifest.ts' {
  interface ModuleStrings {
    trial: typeof trial;
  }
}
`,
  'src/modules/trial/trial.nav.ts': `import { FlaskConical } from 'lucide-react';
import type { NavEntry } from '../../module-manifest.ts';

export const nav: NavEntry = { icon: 'flask-conical', Icon: FlaskConical };
`,
};

/**
 * Run in the copy with tsx once the module is in and its migration generated: the server on a copy of
 * the tests' demo database (`WALK_TEMPLATE`, tests/support/test-db.ts), migrated by the copy's
 * migrations (only the generated one is new to it) and its rules synced, the demo owner signed in.
 * Prints what it answered.
 */
export const serverWalk = `import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createApp } from './server/app.ts';
import { openDatabase, pgliteExtensions } from './server/db/client.ts';
import { syncRules } from './server/seed.ts';

const template = new Blob([readFileSync(process.env.WALK_TEMPLATE)]);
const database = await openDatabase({
  pglite: await PGlite.create({ loadDataDir: template, extensions: pgliteExtensions }),
});
const seen = {};
try {
  await database.migrate(() => syncRules(database.db));
  // The template was seeded before the module existed: its demo rows, as \`seedDemo\` writes them.
  const { serverModules } = await import('./server/modules/modules.ts');
  await serverModules.find((m) => m.name === 'trial')?.demo?.(database.db, { brandId: 1, userId: 1 }, {});
  const app = createApp({ db: database.db });
  let token = '';
  const call = async (path, body, lang = 'en') => {
    const headers = { 'Content-Type': 'application/json', 'Accept-Language': lang, BrandId: '1' };
    if (token) headers.Authorization = 'Bearer ' + token;
    const res = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await res.text();
    try { return JSON.parse(text); } catch { return { status: res.status, text }; }
  };
  token = (await call('/auth/brandmanager/userpwd.html', { user: 'admin', password: 'admin123' })).data.token;
  await call('/auth/brand/userselectbrand.html', { brandId: 1 });
  seen.added = await call('/trial/note/add.html', { title: 'First' });
  seen.again = await call('/trial/note/add.html', { title: 'First' });
  seen.againZh = await call('/trial/note/add.html', { title: 'First' }, 'zh-CN');
  seen.list = await call('/trial/note/list.html', {});
  seen.menu = JSON.stringify(await call('/brand/manage/usermenu.html', {}));
} finally {
  await database.close();
}
console.log(JSON.stringify(seen));
`;

/**
 * Run in the copy with tsx beside the server's walk: the console's route table, navigation icons and
 * the module's screen, loaded by Vite as the browser would load them. Prints what it found.
 */
export const consoleWalk = `import { createServer } from 'vite';

const vite = await createServer({
  root: process.cwd(),
  // Its own cache, in the copy: node_modules is the tree's (a link), and is never written.
  cacheDir: '.vite-cache',
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const seen = {};
try {
  const { findRoute } = await vite.ssrLoadModule('/src/routes.tsx');
  seen.route = findRoute('/trial/note').path;
  const { navIcon } = await vite.ssrLoadModule('/src/shell/nav-icons.ts');
  seen.icon = navIcon('flask-conical') !== navIcon('no-such-icon');
  seen.screen = typeof (await vite.ssrLoadModule('/src/modules/trial/trial-note-screen.tsx')).default;
} finally {
  await vite.close();
}
console.log(JSON.stringify(seen));
`;
