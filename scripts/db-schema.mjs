/**
 * Writes server/db/schema.ts: every table of the app in one module, the core tables' file and each
 * module's `<m>/<m>.tables.ts`, found by pattern. The server does not import it (the database client's
 * `Db` carries no schema, drizzle-kit reads the tables files by pattern: drizzle.config.ts); tests and
 * the bench scripts do, to reach any table by name. `npm run db:schema`, also run by `npm run
 * db:generate`, so a new module's tables join it without anyone editing a shared file; `npm run
 * check:generated` fails when it is stale.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const outFile = join(root, 'server/db/schema.ts');
const modulesDir = join(root, 'server/modules');

/** `<m>/<m>.tables.ts` of each module folder that has one, in name order. */
const tablesFiles = readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => `${e.name}/${e.name}.tables.ts`)
  .filter((f) => existsSync(join(modulesDir, f)))
  .sort();

const source = `// Written by \`npm run db:schema\` (scripts/db-schema.mjs) from the tables files: do not edit.
// Every table, for tests and scripts; the server imports the tables files themselves.

${tablesFiles.map((f) => `export * from '../modules/${f}';`).join('\n')}
export * from './core.tables.ts';
`;
writeFileSync(outFile, source);
console.log(`wrote server/db/schema.ts (${tablesFiles.length} modules' tables and the core ones)`);
