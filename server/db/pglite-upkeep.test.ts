import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { type TableActivity, upkeep, upkeepOf } from './pglite-upkeep.ts';

const table = (t: Partial<TableActivity>): TableActivity => ({
  schema: 'public',
  table: 't',
  reltuples: 10_000,
  relpages: 100,
  modifiedSinceAnalyze: 0,
  dead: 0,
  insertedSinceVacuum: 0,
  ...t,
});

describe('what a table needs (autovacuum thresholds)', () => {
  it('analyzes once a tenth and 50 rows have changed', () => {
    expect(upkeepOf(table({ modifiedSinceAnalyze: 1050 })).analyze).toBe(false);
    expect(upkeepOf(table({ modifiedSinceAnalyze: 1051 })).analyze).toBe(true);
  });

  it('vacuums once a fifth and 50 rows are dead, or a fifth and 1,000 inserted', () => {
    expect(upkeepOf(table({ dead: 2050 })).vacuum).toBe(false);
    expect(upkeepOf(table({ dead: 2051 })).vacuum).toBe(true);
    expect(upkeepOf(table({ insertedSinceVacuum: 3000 })).vacuum).toBe(false);
    expect(upkeepOf(table({ insertedSinceVacuum: 3001 })).vacuum).toBe(true);
  });

  it('analyzes a table never analyzed that holds rows, whatever its counters say', () => {
    expect(upkeepOf(table({ reltuples: -1, relpages: 3 })).analyze).toBe(true);
    expect(upkeepOf(table({ reltuples: -1, relpages: 0 })).analyze).toBe(false);
  });
});

describe('upkeep on PGlite', () => {
  let database: Database;
  // The counters reach the statistics views when a statement ends, at most once a second unless forced.
  const run = async () => {
    await database.executeSql('select pg_stat_force_next_flush()');
    return upkeep(database.executeSql);
  };
  const stats = async (name: string) =>
    (
      await database.executeSql(
        `select c.reltuples::float8 as reltuples, s.n_dead_tup::int as dead, s.last_analyze, s.last_vacuum
         from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.schemaname = 'public' and s.relname = $1`,
        [name],
      )
    ).rows[0];

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.migrate();
  });
  afterAll(() => database.close());

  it('analyzes what the migrations filled, then has nothing left to do', async () => {
    const first = await run();
    // The areas of China, loaded by a migration and never analyzed.
    expect(first.analyzed).toContain('public.areas');
    expect(Number((await stats('areas'))?.reltuples)).toBeGreaterThan(3000);
    expect(await run()).toEqual({ analyzed: [], vacuumed: [] });
  });

  it('vacuums and analyzes a table after many inserts, and vacuums away deleted rows', async () => {
    await run();
    await database.executeSql(
      `insert into brands (title) select 'brand ' || g from generate_series(1, 2000) g`,
    );
    const inserted = await run();
    expect(inserted.analyzed).toContain('public.brands');
    expect(inserted.vacuumed).toContain('public.brands');
    expect(Number((await stats('brands'))?.reltuples)).toBeGreaterThanOrEqual(2000);

    await database.executeSql(`delete from brands where title like 'brand %' and id % 4 <> 0`);
    await database.executeSql('select pg_stat_force_next_flush()');
    expect(Number((await stats('brands'))?.dead)).toBeGreaterThanOrEqual(1500);
    const deleted = await run();
    expect(deleted.vacuumed).toContain('public.brands');
    expect(Number((await stats('brands'))?.dead)).toBe(0);
    expect(Number((await stats('brands'))?.reltuples)).toBeLessThan(1000);
  });
});
