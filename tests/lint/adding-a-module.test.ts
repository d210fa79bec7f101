// docs/adding-a-module.md walks a newcomer through a module's files and the names they use. Twice it
// went stale while the code moved on (names that no longer existed, a function in another file), and
// nothing said so. This test reads every name the walk puts in code quotes: a file it names exists,
// and an identifier it names is still spelled somewhere in the code. Then it does the walk: it builds a
// list module by the guide's steps in a copy of the tree (adding-a-module-trial.ts), runs the guide's
// commands there, and asks the app for the module's calls, menu, words, demo row and screen, with no
// other file edited: the files the copy differs by are the module's own and what the commands generate.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declaredRoutes } from '../e2e/support/route-list.ts';
import { pgliteTemplateFile } from '../support/test-db.ts';
import { consoleWalk, serverWalk, trialFiles } from './adding-a-module-trial.ts';

const root = resolve(import.meta.dirname, '../..');
const walk = readFileSync(resolve(root, 'docs/adding-a-module.md'), 'utf8');

/** Every file of the tree (tracked, or new and not ignored), as a path from the repository's root. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f !== '' && existsSync(resolve(root, f)));
// The code, its migrations (their snapshots too) and tests, and the root's config files (vite.config.ts names the API's prefixes).
const code = files.filter(
  (f) =>
    /^(server|src|contract|scripts|tests)\/.*\.(ts|tsx|cjs|mjs|sql|json)$/.test(f) ||
    /^[\w.-]+\.(ts|cjs)$/.test(f),
);
const source = code.map((f) => readFileSync(resolve(root, f), 'utf8')).join('\n');

/** A quoted file name: no placeholder (`<m>`), no wildcard, no space; a known extension. */
const fileName = /^[\w./-]+\.(ts|tsx|css|cjs|mjs|md|json)$/;
/** A quoted folder (`server/kit/`, `crm/config/`). */
const folderName = /^[\w.-]+(\/[\w.-]+)*\/$/;
/** A quoted identifier, optionally called (`brandColumn()`), or a dotted member (`c.var.text`). */
const identifier = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\(\))?$/;
/** Names said to come from a file: `listPage`/`sortOrder` (`list-page.ts`, …). */
const namesFromFile = /((?:`[A-Za-z_$][\w$]*(?:\(\))?`\/?)+)\s+\(`([\w./-]+\.(?:ts|tsx))`/g;
const exports = (text: string, name: string) =>
  new RegExp(
    `export (declare )?(async )?(function\\*?|const|let|class|interface|type) ${name}\\b|export \\{[^}]*\\b${name}\\b`,
  ).test(text);

/**
 * The names a text puts in code quotes that no longer match the tree: files and folders missing,
 * identifiers unspelled, and a name said to come from a file (`refuse` (`policy.ts`)) that it no
 * longer exports. `read` answers a path's text.
 */
function staleNames(
  text: string,
  paths: readonly string[],
  code: string,
  read: (path: string) => string = () => '',
): string[] {
  const quoted = new Set([...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? ''));
  const stale: string[] = [];
  const named = (name: string) => paths.filter((p) => p === name || p.endsWith(`/${name}`));
  for (const name of quoted) {
    if (fileName.test(name)) {
      // A name relative to a module folder (crm/customer.ts) or to the root (contract/role.ts).
      if (named(name).length === 0) stale.push(`file ${name}`);
    } else if (folderName.test(name)) {
      if (!paths.some((p) => p.startsWith(name) || p.includes(`/${name}`))) stale.push(`folder ${name}`);
    } else if (identifier.test(name)) {
      const last = name.replace(/\(\)$/, '').split('.').pop() ?? name;
      if (!new RegExp(`\\b${last.replace(/\$/g, '\\$')}\\b`).test(code)) stale.push(`name ${name}`);
    }
  }
  for (const [, names = '', file = ''] of text.matchAll(namesFromFile)) {
    const from = named(file).map(read).join('\n');
    if (from === '') continue;
    for (const [, name = ''] of names.matchAll(/`([^`(]+)(\(\))?`/g))
      if (!exports(from, name)) stale.push(`${name} not exported by ${file}`);
  }
  return stale;
}

describe('docs/adding-a-module.md', () => {
  it('finds a stale file, folder and name, and a name its file no longer exports, in a sample', () => {
    const sample =
      'Use `itemColumns` from `crm/customer.ts` and `crm/gone.ts` in `crm/gone/`; `brandColumn()` stays; ' +
      '`caller`/`refuse` (`kit/policy.ts`).';
    const code = 'export function brandColumn() {} const caller = 1; export function refuse() {}';
    const read = (path: string) => (path === 'server/kit/policy.ts' ? code : '');
    expect(
      staleNames(sample, ['server/modules/crm/customer.ts', 'server/kit/policy.ts'], code, read),
    ).toEqual([
      'name itemColumns',
      'file crm/gone.ts',
      'folder crm/gone/',
      'caller not exported by kit/policy.ts',
    ]);
  });

  it('names only files and folders that exist, identifiers the code still spells, and each from its file', () => {
    // The closing walk-through adds a feature: its new names (`starred`, `customerPaths.star`) are
    // what a reader writes, so there only its files are held to the tree.
    const [steps = '', example = ''] = walk.split('\n## Walk-through:');
    const read = (path: string) => readFileSync(resolve(root, path), 'utf8');
    expect(staleNames(steps, files, source, read)).toEqual([]);
    expect(staleNames(example, files, '').filter((s) => s.startsWith('file '))).toEqual([]);
  });
});

/** What the app answered and the console loaded in the copy (serverWalk, consoleWalk). */
const answer = z.object({ code: z.number(), message: z.string() });
const seenSchema = z.object({
  added: answer.extend({ data: z.object({ id: z.number() }) }),
  again: answer,
  againZh: answer,
  list: answer.extend({ data: z.object({ list: z.array(z.object({ title: z.string() })) }) }),
  menu: z.string(),
  route: z.string(),
  icon: z.boolean(),
  screen: z.string(),
});

/** What a new list module took in the copy of the tree, and what the app and the console made of it. */
interface Walk {
  /** Files of the copy that differ from the tree's (`changed …`) or that the tree has not (`new …`). */
  changed: string[];
  seen: z.infer<typeof seenSchema>;
}

/** The parts of the tree the walk needs: the code and the commands' configuration. */
const copied = files.filter(
  (f) =>
    /^(server|src|contract)\//.test(f) || ['package.json', 'drizzle.config.ts', 'tsconfig.json'].includes(f),
);
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

const runIn = (copy: string, command: string, args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, ...env } });
/** The last line a walk script printed, as JSON. */
const lastLine = (out: { stdout: string }) =>
  z.record(z.string(), z.unknown()).parse(JSON.parse(out.stdout.trim().split('\n').at(-1) ?? '{}'));

/**
 * Builds the trial module in a fresh copy of the tree as the guide says, runs the guide's command for
 * the migration and then the app; the console's side is loaded meanwhile (it needs no database).
 */
async function walkTheGuide(copy: string): Promise<Walk> {
  const put = (f: string, text: string | Buffer) => {
    mkdirSync(dirname(join(copy, f)), { recursive: true });
    writeFileSync(join(copy, f), text);
  };
  for (const f of copied) put(f, readFileSync(resolve(root, f)));
  symlinkSync(resolve(root, 'node_modules'), join(copy, 'node_modules'));
  for (const [f, text] of Object.entries(trialFiles)) put(f, text);
  writeFileSync(join(copy, 'server-walk.mts'), serverWalk);
  writeFileSync(join(copy, 'console-walk.mts'), consoleWalk);
  const onConsole = runIn(copy, process.execPath, ['--import', 'tsx', 'console-walk.mts']);
  const template = await pgliteTemplateFile();
  // Step 2's command: the migration.
  await runIn(copy, 'npm', ['run', '--silent', 'db:generate', '--', '--name', 'trial_notes']);
  const onServer = runIn(copy, process.execPath, ['--import', 'tsx', 'server-walk.mts'], {
    WALK_TEMPLATE: template,
  });
  const seen = seenSchema.parse({ ...lastLine(await onServer), ...lastLine(await onConsole) });
  const inCopy = execFileSync(
    'find',
    ['.', '-path', './node_modules', '-prune', '-o', '-type', 'f', '-print'],
    {
      cwd: copy,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(Boolean)
    .map((f) => f.replace(/^\.\//, ''))
    .filter((f) => !f.endsWith('-walk.mts') && !f.startsWith('.vite-cache/'));
  const tracked = new Set(copied);
  const changed = inCopy
    .filter((f) => !tracked.has(f) || digest(join(copy, f)) !== digest(resolve(root, f)))
    .map((f) => (tracked.has(f) ? `changed ${f}` : `new ${f}`))
    .sort();
  return { changed, seen };
}

describe('the walk of docs/adding-a-module.md, done in a copy of the tree', () => {
  let copy = '';
  let walk: Walk;
  beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), 'adding-a-module-'));
    walk = await walkTheGuide(copy);
  }, 300_000);
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('touches no other file: the module and what the commands generate', () => {
    const own = Object.keys(trialFiles).map((f) => `new ${f}`);
    const rest = walk.changed.filter((f) => !own.includes(f));
    expect(
      rest.map((f) => f.replace(/\/\d{4}_[\w]+\.(sql|json)$|\/\d{4}_snapshot\.json$/, '/<migration>')),
    ).toEqual(
      [
        'changed server/db/migrations/meta/_journal.json',
        'new server/db/migrations/<migration>',
        'new server/db/migrations/meta/<migration>',
      ].sort(),
    );
    expect(own.every((f) => walk.changed.includes(f))).toBe(true);
  });

  it('migrates the new table: the generated migration creates it', () => {
    const migration = walk.changed.find((f) =>
      /^new server\/db\/migrations\/\d{4}_trial_notes\.sql$/.test(f),
    );
    expect(migration).toBeDefined();
    expect(readFileSync(join(copy, (migration ?? '').slice(4)), 'utf8')).toMatch(
      /CREATE TABLE "trial_notes"/,
    );
  });

  it('serves the module: its calls, its refusal in its own words in both languages, its menu entry', () => {
    const { seen } = walk;
    expect(seen.added.code).toBe(0);
    expect(seen.again).toMatchObject({ code: 1, message: 'A note titled "First" exists' });
    expect(seen.againZh).toMatchObject({ code: 1, message: '已有名为“First”的便签' });
    // The demo row its manifest seeds, then the one added.
    expect(seen.list.data.list.map((n) => n.title)).toEqual(['Welcome', 'First']);
    expect(seen.menu).toContain('"controller":"trial","action":"index","title":"Trial"');
  });

  it('shows the module in the console: its route, its nav icon, its screen', () => {
    expect(walk.seen).toMatchObject({ route: '/trial/note', icon: true, screen: 'function' });
  });

  it("puts its screen in the browser sweep's routes, which opens it with the demo row", () => {
    // tests/e2e/0-sweep.spec.ts opens every declared route as the owner and 运营 and fails on an
    // empty list: the module's screen is opened in Chromium without a story of its own.
    expect(declaredRoutes(join(copy, 'src/modules'))).toContainEqual({ path: '/trial/note', shell: 'full' });
    expect(declaredRoutes().map((r) => r.path)).not.toContain('/trial/note');
  });
});
