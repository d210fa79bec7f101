// A trigger function's statements are planned once per connection and the plan is kept until something
// invalidates it: on PostgreSQL autovacuum's ANALYZE does, on PGlite (one connection for the process's
// life, no autovacuum) nothing does. A statement joining a transition table to a table that grows keeps
// the plan made for that table's first size: planned for a few hundred customers, a hash join over all
// of them ran on every tag write of a 100,000-row import (migration 0027). Such a statement goes through
// EXECUTE, which plans it each time with the sizes of the moment.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';

interface TriggerFunction {
  name: string;
  migration: string;
  body: string;
}

const definition =
  /CREATE (?:OR REPLACE )?FUNCTION "([a-z_]+)"\(\) RETURNS trigger LANGUAGE plpgsql AS \$\$([\s\S]*?)\$\$;/g;

/** Each trigger function as the last migration defining it leaves it. */
function triggerFunctions(): TriggerFunction[] {
  const latest = new Map<string, TriggerFunction>();
  for (const migration of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    for (const [, name = '', body = ''] of readFileSync(`${migrationsFolder}/${migration}`, 'utf8').matchAll(
      definition,
    ))
      latest.set(name, { name, migration, body });
  return [...latest.values()];
}

/** The body with every string EXECUTE runs taken out: the statements planned once and kept. */
function keptStatements(body: string): string {
  return body.replace(/EXECUTE\s+(format\()?\$(\w*)\$[\s\S]*?\$\2\$/g, 'EXECUTE <planned each time>');
}

const readsTransitionTable = (body: string) => /"(new_rows|old_rows|changed_rows)"/.test(body);

/** Why a function's kept plan can go stale as a table grows, or null. */
function stalePlan(body: string): string | null {
  if (!readsTransitionTable(body)) return null;
  return /\bJOIN\b/i.test(keptStatements(body))
    ? 'joins a transition table to a table outside EXECUTE: the join plan made on the first write is kept'
    : null;
}

describe('trigger functions plan a join with a growing table on each statement', () => {
  const functions = triggerFunctions();

  it('finds the trigger functions of the migrations', () => {
    expect(functions.map((f) => f.name)).toEqual(
      expect.arrayContaining(['bump_crm_customer_version_by_tag', 'count_crm_customers']),
    );
  });

  it.each(functions.filter((f) => readsTransitionTable(f.body)).map((f) => [f.name, f]))('%s', (_name, f) => {
    expect(stalePlan(f.body), `${f.migration}`).toBeNull();
  });

  it('flags the statement 0015 wrote and passes the one 0027 runs through EXECUTE', () => {
    const old = `BEGIN
  INSERT INTO "crm_customer_state" AS s ("brand_id", "version")
    SELECT DISTINCT c."brand_id", 1 FROM "changed_rows" r JOIN "crm_customers" c ON c."id" = r."customer_id"
    ON CONFLICT ("brand_id") DO UPDATE SET "version" = s."version" + 1;
  RETURN NULL;
END`;
    expect(stalePlan(old)).toMatch(/outside EXECUTE/);
    const replanned = functions.find((f) => f.name === 'bump_crm_customer_version_by_tag');
    expect(replanned?.migration).toBe('0027_crm_tag_version_replanned.sql');
    expect(replanned?.body).toMatch(/JOIN "crm_customers"/);
    expect(stalePlan(replanned?.body ?? '')).toBeNull();
  });
});
