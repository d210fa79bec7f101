import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, migrationsFolder, openDatabase, pgliteExtensions } from '../../server/db/client.ts';
import { syncSortKeys } from '../../server/db/sort-keys.ts';
import { JobQueue } from '../../server/jobs/job-queue.ts';
import { appQueues } from '../../server/jobs/queues.ts';
import { moduleSortedNames, seedDemo, syncRules } from '../../server/seed.ts';

/**
 * Fresh databases for server tests, migrated and seeded with the demo data, fast: a cold PGlite start
 * with migrations costs seconds, so the first caller builds a template once and every test file gets
 * a copy. With DATABASE_URL set the same happens on PostgreSQL (`CREATE DATABASE x TEMPLATE t`).
 */

// Through a name, as in server/db/client.ts: client tests run this file as browser code, where Vite
// rewrites `new URL('<literal>', import.meta.url)` into a page address.
const here = import.meta.url;
const dbDir = fileURLToPath(new URL('../../server/db/', here));

// The template is rebuilt whenever what it is made of changes.
function templateVersion(): string {
  const h = createHash('sha256');
  for (const f of readdirSync(migrationsFolder).sort()) {
    if (f.endsWith('.sql')) h.update(readFileSync(join(migrationsFolder, f)));
  }
  // Every seed file, rules, tables and queue, not only seed.ts: the modules' own (their manifests name
  // their demo seeds, rule tree parts, queues and the names the sort-key filler fills), and the root files.
  const moduleFiles = readdirSync(join(dbDir, '../modules'), { recursive: true, encoding: 'utf8' })
    .filter((f) =>
      /(^|\/)(seed-[\w-]+|[\w-]+\.(module|rules|public|tables)|[\w-]+-(queues|job))\.ts$/.test(f),
    )
    .sort()
    .map((f) => `../modules/${f}`);
  for (const f of [
    '../seed.ts',
    'rule-tree.ts',
    'core.tables.ts',
    'sort-keys.ts',
    '../jobs/queues.ts',
    ...moduleFiles,
  ])
    h.update(readFileSync(join(dbDir, f)));
  return h.digest('hex').slice(0, 12);
}

async function seed(database: Database) {
  await database.migrate();
  await syncRules(database.db);
  await seedDemo(database.db);
  await syncSortKeys(database.db, moduleSortedNames);
  // pg-boss's tables and the app's queues, so a test's queue starts without creating them.
  const jobs = new JobQueue(database, appQueues);
  await jobs.start({ workers: false });
  await jobs.stop();
}

// The demo's dates are relative to its seeding (follow-ups due today, owners' recent follow-ups), so a
// template kept in the temporary folder is made again once it is this old, or was made on another day
// in China (where the console counts 今天); older ones of other versions are removed (each is ~47 MB).
const templateFresh = 6 * 3600_000;
const templateKept = 24 * 3600_000;

const ageOf = (file: string) => {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};
const chinaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
const stale = (file: string) => {
  const age = ageOf(file);
  return age > templateFresh || chinaDay(Date.now() - age) !== chinaDay(Date.now());
};
/** Set by the client project's global setup: the file it built, which its test files only read. */
const builtTemplate = 'BRAND_CONSOLE_PGLITE_TEMPLATE';

function removeOldTemplates() {
  for (const f of readdirSync(tmpdir()))
    if (/^brand-console-template-\w+\.tar$/.test(f) && ageOf(join(tmpdir(), f)) > templateKept)
      rmSync(join(tmpdir(), f), { force: true });
}

/**
 * The template's file, built first when it is missing or stale. Client test files run this module in
 * jsdom, whose Blob cannot be read back (no `arrayBuffer`): their project builds the template in Node,
 * in a global setup (tests/support/pglite-template.global.ts), so they only ever read it.
 */
export async function pgliteTemplateFile(): Promise<string> {
  const built = process.env[builtTemplate];
  if (built) return built;
  const file = join(tmpdir(), `brand-console-template-${templateVersion()}.tar`);
  if (stale(file)) {
    removeOldTemplates();
    const client = await PGlite.create({ extensions: pgliteExtensions });
    try {
      await seed(await openDatabase({ pglite: client }));
      const dump = await client.dumpDataDir('none');
      // Parallel test files may build it at once; the rename makes the last one win whole.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await client.close();
    }
  }
  return file;
}

async function pgliteTemplate(): Promise<Blob> {
  return new Blob([readFileSync(await pgliteTemplateFile())]);
}

const lockKey = 4_242_002;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function postgresCopy(databaseUrl: string): Promise<Database> {
  const template = `bc_tpl_${templateVersion()}`;
  const name = `bc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    // One file at a time: the template is built once, and copying needs it free of other connections.
    await admin.query('select pg_advisory_lock($1)', [lockKey]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${template}`);
      const db = await openDatabase({ databaseUrl: withDatabase(databaseUrl, template), poolSize: 1 });
      try {
        await seed(db);
      } catch (error) {
        await db.close();
        await admin.query(`drop database ${template}`);
        throw error;
      }
      await db.close();
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => undefined);
    await admin.end();
  }
  const db = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name), poolSize: 4 });
  return {
    ...db,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A migrated database holding the demo seed, private to the caller; `close()` discards it. */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return postgresCopy(url);
  const client = await PGlite.create({ loadDataDir: await pgliteTemplate(), extensions: pgliteExtensions });
  return openDatabase({ pglite: client });
}
