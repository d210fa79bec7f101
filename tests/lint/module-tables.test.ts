import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 41: a module reaches another module's data only through that module's services or public
 * functions (`<m>.public.ts`), never its tables. Every table is owned by the file that declares it:
 * `server/db/core.tables.ts` (shared by all: brands, members, rules, changes…) or a module's
 * `<m>.tables.ts`. A file of `server/modules/<m>/` may name its own module's tables and the core ones,
 * by import (from a tables file; no file joins them all) or by name in SQL text; a tables file may name another's for a foreign key. The shared layers (server/ outside
 * modules) name no module's table, but for the files below, each for its reason.
 */
const sharedExceptions: Record<string, string> = {
  // The shared expiry job deletes old sign-ins (account) and in-app messages (inbox) by batch.
  'server/housekeeping.ts': 'expiry',
  // The one way every module tells a member something (docs/decisions/modules.md, 2026-11-27).
  'server/kit/inbox.ts': 'the inbox writer',
};

const root = 'server';
const modulesDir = 'server/modules';
const read = (file: string) => readFileSync(file, 'utf8');
const modules = readdirSync(modulesDir);

/** Each table's owner ('core' or a module), by its Drizzle name and by its SQL name. */
const owners = new Map<string, string>();
for (const [owner, file] of [
  ['core', 'server/db/core.tables.ts'],
  ...modules.map((m) => [m, `${modulesDir}/${m}/${m}.tables.ts`]),
] as const) {
  let source: string;
  try {
    source = read(file);
  } catch {
    continue;
  }
  for (const [, name, sqlName] of source.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*'(\w+)'/g)) {
    owners.set(name ?? '', owner);
    owners.set(sqlName ?? '', owner);
  }
}

/** The tables of others a file of `owner` names: imported by name, or in SQL text. */
function foreignTables(source: string, owner: string): string[] {
  const named = new Set<string>();
  for (const [, names = ''] of source.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'[^']*\.tables\.ts'/g,
  ))
    for (const part of names.split(',')) {
      const name =
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '';
      if (name) named.add(name);
    }
  for (const [, name = ''] of source.matchAll(/\b(?:from|into|update|join|table)\s+"?(\w+)"?/gi))
    named.add(name);
  return [...named].filter((name) => {
    const of = owners.get(name);
    return of !== undefined && of !== 'core' && of !== owner;
  });
}

const serverFiles = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .map((f) => join(root, f).replaceAll('\\', '/'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.tables.ts') && !f.startsWith('server/db/'))
  // A test beside a module reads any table it sets up or checks, as the tests in tests/ did.
  .filter((f) => !f.endsWith('.test.ts'));
const moduleFiles = serverFiles.filter((f) => f.startsWith(`${modulesDir}/`));
const sharedFiles = serverFiles.filter((f) => !f.startsWith(`${modulesDir}/`) && !(f in sharedExceptions));
const moduleOf = (file: string) => file.split('/')[2] ?? '';

describe("a module reaches another's data through its public functions, never its tables", () => {
  it('knows the tables (the check reads them)', () => {
    expect(owners.get('smsTemplates')).toBe('notify');
    expect(owners.get('sign_ins')).toBe('account');
    expect(owners.get('brands')).toBe('core');
  });

  it.each(moduleFiles)("%s names no other module's table", (file) => {
    expect(foreignTables(read(file), moduleOf(file))).toEqual([]);
  });

  it.each(sharedFiles)("%s names no module's table", (file) => {
    expect(foreignTables(read(file), 'shared')).toEqual([]);
  });

  it('every shared exception is still there and still needs to be', () => {
    for (const file of Object.keys(sharedExceptions))
      expect(foreignTables(read(file), 'shared'), file).not.toEqual([]);
  });

  it('finds a foreign table where there is one (the check can fail)', () => {
    const seed =
      "import { agents } from './agent.tables.ts';\nimport { smsTemplates } from '../notify/notify.tables.ts';\nawait db.insert(smsTemplates);";
    expect(foreignTables(seed, 'agent')).toEqual(['smsTemplates']);
    expect(
      foreignTables(
        "import { areas } from './db/core.tables.ts';\nimport {\n  signIns,\n} from './modules/account/account.tables.ts';",
        'shared',
      ),
    ).toEqual(['signIns']);
    expect(foreignTables('`select max(id) from crm_imports where brand_id = $1`', 'account')).toEqual([
      'crm_imports',
    ]);
    expect(foreignTables('`delete from sign_ins where user_id = $1`', 'account')).toEqual([]);
  });
});
