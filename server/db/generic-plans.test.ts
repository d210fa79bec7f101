import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../tests/support/test-db.ts';
import type { Database } from './client.ts';
import { runPrepared, text } from './prepared.ts';

// A statement that asks for its generic plan is bound under `plan_cache_mode=force_generic_plan`
// (PGlite: set around the statement; PostgreSQL: connections opened with it); every other query, on
// either engine, is planned for its values as PostgreSQL decides. The suite runs on both (CI runs the
// server project on PostgreSQL too).
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const mode = "select current_setting('plan_cache_mode') where $1::int = 1";

describe('generic plans', () => {
  it('binds a statement that asks for one under force_generic_plan, and nothing else', async () => {
    const asked = async (genericPlan: boolean) =>
      text((await runPrepared(database.db, mode, [1], { genericPlan }))[0]?.[0]);
    // Several times each: on PostgreSQL they come from several connections of the pools.
    for (let i = 0; i < 6; i++) {
      expect(await asked(true)).toBe('force_generic_plan');
      expect(await asked(false)).toBe('auto');
      const { rows } = await database.executeSql("select current_setting('plan_cache_mode') as mode");
      expect(rows[0]?.mode).toBe('auto');
    }
  });
});
