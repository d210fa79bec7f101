import { and, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserListResult } from '../../contract/admin-user.ts';
import { displayToggleBody, listTotalCap, sortBody } from '../../contract/envelope.ts';
import { createTestApi, demo, type TestApi } from '../../tests/support/test-api.ts';
import { adminUsers, brandMembers, changes, roles } from '../db/core.tables.ts';
import { ApiError } from '../envelope.ts';
import type { Caller } from './caller.ts';
import { likePattern } from './db.ts';
import { listCaches } from './list-cache.ts';
import { type ListDefinition, listPage } from './list-page.ts';
import { deleteInBrand, findInBrand, sortInBrand, toggleInBrand } from './rows.ts';

// The shared module helpers (server/kit) on their own: a module table made for the test, and the
// member list for the list page at more than listTotalCap matches.
let api: TestApi;
let as: { token: string; brandId: number };

/** A table as a new module would have: brand scoped, a display flag and an order. */
const items = pgTable('kit_items', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  title: text('title').notNull(),
  display: boolean('display').notNull().default(true),
  ordernum: integer('ordernum').notNull().default(10),
});

const me: Caller = {
  brandId: demo.brand,
  brandTitle: 'Demo Brand',
  roleId: 1,
  roleTitle: 'Owner',
  isOwner: true,
  rulesVersion: 0,
  membersVersion: 0,
  userId: 1,
  sessionId: 0,
};

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  api = await createTestApi();
  as = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
  await api.database.db.execute(sql`
    create table kit_items (id serial primary key, brand_id int not null, title text not null,
                            display boolean not null default true, ordernum int not null default 10)`);
});
afterAll(() => api.close());

describe('rows of a module table', () => {
  async function seed() {
    const db = api.database.db;
    return db
      .insert(items)
      .values([
        { brandId: demo.brand, title: 'a' },
        { brandId: demo.brand, title: 'b' },
        { brandId: demo.secondBrand, title: 'other brand' },
      ])
      .returning();
  }

  it('finds a row of the brand; another brand row reads as not found', async () => {
    const [a, , foreign] = await seed();
    if (!a || !foreign) throw new Error('seed');
    expect((await findInBrand(api.database.db, items, demo.brand, a.id, 'roleNotFound')).title).toBe('a');
    const e = await refusal(findInBrand(api.database.db, items, demo.brand, foreign.id, 'roleNotFound'));
    expect([e.code, e.key, e.params]).toEqual([1, 'roleNotFound', { id: foreign.id }]);
  });

  it('toggles a flag ({id, display}), audited; refuses another brand row', async () => {
    const [a, , foreign] = await seed();
    if (!a || !foreign) throw new Error('seed');
    const body = displayToggleBody.parse({ id: a.id, display: 0 });
    const spec = {
      table: items,
      field: 'display',
      set: (on: boolean) => ({ display: on }),
      notFound: 'roleNotFound',
      entity: 'kit_item',
    } as const;
    await toggleInBrand(api.database.db, me, { ...spec, id: body.id, value: body.display });
    expect((await findInBrand(api.database.db, items, demo.brand, a.id, 'roleNotFound')).display).toBe(false);
    const [row] = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.entity, 'kit_item'), eq(changes.entityId, a.id)));
    expect(row?.payload).toEqual({ display: false });
    const e = await refusal(toggleInBrand(api.database.db, me, { ...spec, id: foreign.id, value: true }));
    expect(e.key).toBe('roleNotFound');
    expect((await api.database.db.select().from(items).where(eq(items.id, foreign.id)))[0]?.display).toBe(
      true,
    );
  });

  it('sorts ({list: [{id, ordernum}]}) all or nothing; an empty list is "no sort items"', async () => {
    const [a, b, foreign] = await seed();
    if (!a || !b || !foreign) throw new Error('seed');
    const set = (v: ReturnType<typeof sql>) => ({ ordernum: v });
    const spec = { table: items, set, notFound: 'roleNotFound', entity: 'kit_item' } as const;
    const { list } = sortBody.parse({
      list: [
        { id: a.id, ordernum: 2 },
        { id: b.id, ordernum: '1' },
      ],
    });
    await sortInBrand(api.database.db, me, { ...spec, list });
    const order = async () =>
      (await api.database.db.select().from(items).where(eq(items.brandId, demo.brand)))
        .filter((r) => r.id === a.id || r.id === b.id)
        .map((r) => [r.title, r.ordernum]);
    expect(await order()).toEqual(
      expect.arrayContaining([
        ['a', 2],
        ['b', 1],
      ]),
    );
    const mixed = await refusal(
      sortInBrand(api.database.db, me, {
        ...spec,
        list: [
          { id: a.id, ordernum: 9 },
          { id: foreign.id, ordernum: 9 },
        ],
      }),
    );
    expect([mixed.key, mixed.params]).toEqual(['roleNotFound', { id: foreign.id }]);
    expect(await order()).toEqual(
      expect.arrayContaining([
        ['a', 2],
        ['b', 1],
      ]),
    );
    const empty = await refusal(
      sortInBrand(api.database.db, me, { ...spec, list: sortBody.parse({ list: [] }).list }),
    );
    expect([empty.code, empty.key]).toEqual([1, 'noSortItems']);
  });

  it('deletes by ids all or nothing, with a check, recorded as one change listing them', async () => {
    const [a, b, foreign] = await seed();
    if (!a || !b || !foreign) throw new Error('seed');
    const db = api.database.db;
    const spec = {
      table: items,
      notFound: 'roleNotFound',
      entity: 'kit_item',
      payload: (r: { title: string }) => ({ title: r.title }),
    } as const;
    const mixed = await refusal(deleteInBrand(db, me, { ...spec, ids: [a.id, foreign.id] }));
    expect(mixed.params).toEqual({ id: foreign.id });
    const checked = await refusal(
      deleteInBrand(db, me, {
        ...spec,
        ids: [a.id, b.id],
        check: (rows) => {
          if (rows.some((r) => r.title === 'b')) throw new ApiError(1, 'ownerRoleDelete');
        },
      }),
    );
    expect(checked.key).toBe('ownerRoleDelete');
    expect(await db.select().from(items).where(eq(items.id, a.id))).toHaveLength(1);
    const gone = await deleteInBrand(db, me, { ...spec, ids: [a.id, b.id] });
    expect(gone.map((r) => r.title).sort()).toEqual(['a', 'b']);
    expect(await db.select().from(items).where(eq(items.id, b.id))).toEqual([]);
    const audits = await db
      .select()
      .from(changes)
      .where(and(eq(changes.entity, 'kit_item'), eq(changes.action, 'delete')));
    // One change listing both rows, each kept as it was (undo reads them).
    const both = audits.filter((r) => r.entityIds.includes(a.id) || r.entityIds.includes(b.id));
    expect(both.map((r) => [r.entityId, r.entityIds, r.subject])).toEqual([[0, [a.id, b.id], 'a, b']]);
    expect(Object.keys(both[0]?.before ?? {})).toEqual([String(a.id), String(b.id)]);
  });
});

describe('the list page at more matches than the cap', () => {
  it('counts a broad keyword up to the cap, says so, and still pages past it', async () => {
    const db = api.database.db;
    const [operatorRole] = await db.select().from(roles).where(eq(roles.title, 'Operator'));
    // 1,100 members whose real names hold "Capped"; as a tool would write them, by SQL.
    await db.execute(sql`
      insert into ${adminUsers} (user_name, password_hash, real_name)
      select 'cap_' || k, 'x', 'Capped ' || k from generate_series(1, 1100) as k`);
    await db.execute(sql`
      insert into ${brandMembers} (user_id, brand_id, role_id)
      select id, ${demo.brand}, ${operatorRole?.id ?? 0} from ${adminUsers} where user_name like 'cap\\_%' order by id`);
    const list = (body: Record<string, unknown>) =>
      api.call<AdminUserListResult>('/brand/adminuser/list.html', { ...as, body });

    const broad = await list({ keyword: 'Capped' });
    expect(broad.data).toMatchObject({ total: listTotalCap, totalCapped: true, page: 1, pageSize: 20 });
    // Newest member first, as without a keyword.
    expect(broad.data.list.map((u) => u.realName).slice(0, 2)).toEqual(['Capped 1100', 'Capped 1099']);
    const last = await list({ keyword: 'Capped', page: 50 });
    expect(last.data.list.at(-1)?.realName).toBe('Capped 101');
    const past = await list({ keyword: 'Capped', page: 51 });
    expect(past.data.list.map((u) => u.realName).slice(0, 2)).toEqual(['Capped 100', 'Capped 99']);
    expect(past.data.totalCapped).toBe(true);

    // A narrow one is exact, and says nothing of a cap (the field is absent, as before).
    const narrow = await list({ keyword: 'Capped 10' });
    expect(narrow.data.total).toBe(111);
    expect('totalCapped' in narrow.data).toBe(false);
    // Without a keyword the total is exact whatever its size.
    expect((await list({ roleId: operatorRole?.id })).data.total).toBeGreaterThan(1100);
  });

  it('answers a cached search afresh once the members changed (members_version)', async () => {
    const list = (body: Record<string, unknown>) =>
      api.call<AdminUserListResult>('/brand/adminuser/list.html', { ...as, body });
    expect((await list({ keyword: 'Capped 100' })).data.total).toBe(11);
    await api.database.db
      .update(adminUsers)
      .set({ realName: 'Renamed' })
      .where(eq(adminUsers.realName, 'Capped 1000'));
    const after = await list({ keyword: 'Capped 100' });
    expect(after.data.total).toBe(10);
    expect(after.data.list.map((u) => u.realName)).not.toContain('Capped 1000');
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('a list whose filter is built per call (who looks), with its version read with the page', () => {
  const versions = pgTable('kit_versions', {
    brandId: integer('brand_id').primaryKey(),
    version: integer('version').notNull(),
  });
  type Filter = { brandId: number; keyword?: string | undefined; seesHidden: boolean };
  const columns = { id: items.id, title: items.title };
  /** The lookups made, by the version each was given: one per page with rows, none for an empty one. */
  const looked: number[] = [];
  const visible = (f: Filter) =>
    and(eq(items.brandId, f.brandId), f.seesHidden ? undefined : eq(items.display, true)) as SQL;
  const perCall: ListDefinition<Filter, typeof columns, never, { title: string; at: number }, number> = {
    name: 'kit_items_per_call',
    columns,
    key: items.id,
    from: (db, fields) => db.select(fields).from(items).$dynamic(),
    whereOf: (f) => and(visible(f), f.keyword ? like(items.title, `%${f.keyword}%`) : undefined),
    visibleOf: visible,
    keyOf: (f) => f.seesHidden,
    version: sql`(select version from kit_versions where brand_id = ${sql.placeholder('brandId')})`,
    lookup: async (_deps, at) => {
      looked.push(at.version);
      return at.version;
    },
    orderBy: () => [desc(items.id)],
    item: (row, at) => ({ title: String(row.title), at }),
  };
  const deps = () => ({ db: api.database.db, lists: listCaches() });

  it('never shows a cached match the caller may no longer see, and keeps viewers apart', async () => {
    const db = api.database.db;
    await db.execute(sql`create table kit_versions (brand_id int primary key, version int not null)`);
    await db.insert(versions).values({ brandId: demo.brand, version: 1 });
    await db.delete(items);
    await db
      .insert(items)
      .values([
        ...Array.from({ length: 30 }, (_, i) => ({ brandId: demo.brand, title: `per call ${i}` })),
        { brandId: demo.secondBrand, title: 'per call elsewhere' },
      ]);
    const d = deps();
    const call = (filter: Omit<Filter, 'brandId'> & { brandId?: number }, page = 1) =>
      listPage(d, perCall, { filter: { brandId: demo.brand, ...filter }, page, pageSize: 10 });

    const first = await call({ seesHidden: false });
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 10 });
    expect(first.list[0]).toEqual({ title: 'per call 29', at: 1 });
    expect(looked).toEqual([1]);
    // The pages past the first (by their keys, then their rows) go on where the one before ended,
    // with the version read with their rows.
    const rest = [await call({ seesHidden: false }, 2), await call({ seesHidden: false }, 3)];
    expect([first, ...rest].flatMap((p) => p.list.map((r) => r.title))).toEqual(
      Array.from({ length: 30 }, (_, i) => `per call ${29 - i}`),
    );
    expect(rest.flatMap((p) => p.list.map((r) => r.at))).toEqual(Array(20).fill(1));
    const search = await call({ keyword: 'per call', seesHidden: false });
    expect(search.total).toBe(30);
    expect(search.list.map((r) => r.title).slice(0, 2)).toEqual(['per call 29', 'per call 28']);

    // Hidden without the version moving (a cache could not know): the cached search still counts it,
    // but its page, read by the cached keys, leaves it out.
    await db.update(items).set({ display: false }).where(eq(items.title, 'per call 29'));
    const again = await call({ keyword: 'per call', seesHidden: false });
    expect(again.list.map((r) => r.title)).not.toContain('per call 29');
    expect(again.list[0]?.title).toBe('per call 28');
    // A viewer who sees hidden rows has matches of their own.
    const hiddenToo = await call({ keyword: 'per call', seesHidden: true });
    expect(hiddenToo.list[0]?.title).toBe('per call 29');

    // Once the version moves, the search is found again: the hidden row no longer counts.
    await db.update(versions).set({ version: 2 });
    expect((await call({ keyword: 'per call', seesHidden: false })).total).toBe(29);
    // An empty page past the end reads the version alone for the cached count, and looks nothing up.
    const lookups = looked.length;
    expect(await call({ seesHidden: false }, 5)).toEqual({ list: [], total: 29, page: 5, pageSize: 10 });
    expect(looked).toHaveLength(lookups);
    // A brand without a version row yet is at version 0.
    expect(await call({ brandId: demo.secondBrand, seesHidden: false }, 2)).toEqual({
      list: [],
      total: 1,
      page: 2,
      pageSize: 10,
    });
  });
});

describe('the list page past the first page', () => {
  type Filter = { brandId: number; keyword?: string | undefined; display?: boolean | undefined };
  const columns = { id: items.id, title: items.title };
  const plain: ListDefinition<Filter, typeof columns, never, string> = {
    name: 'kit_items_paged',
    columns,
    key: items.id,
    from: (db, fields) => db.select(fields).from(items).$dynamic(),
    where: (f) => and(eq(items.brandId, f.brandId), f.display && eq(items.display, f.display)),
    orderBy: () => [desc(items.id)],
    item: (row) => String(row.title),
  };

  it('reads every row once, in order, whatever the page size and however deep', async () => {
    const db = api.database.db;
    await db.delete(items);
    // 70 rows: pages of 1, 3, 7 and 20 cross several powers of two (each page past the first reads
    // the keys of the next power of two's rows and takes its slice); every fifth row hidden.
    await db.insert(items).values(
      Array.from({ length: 70 }, (_, i) => ({
        brandId: demo.brand,
        title: `row ${i}`,
        display: i % 5 !== 0,
      })),
    );
    const all = Array.from({ length: 70 }, (_, i) => `row ${69 - i}`);
    const shown = all.filter((t) => Number(t.slice(4)) % 5 !== 0);
    const d = { db, lists: listCaches() };
    // The first page read directly, and (firstPageByKeys) by its keys as the pages after it.
    const byKeys = { ...plain, name: 'kit_items_paged_by_keys', firstPageByKeys: true };
    for (const def of [plain, byKeys])
      for (const [filter, expected] of [
        [{}, all],
        [{ display: true }, shown],
      ] as const) {
        for (const pageSize of [1, 3, 7, 20]) {
          const read: string[] = [];
          for (let page = 1; ; page++) {
            const p = await listPage(d, def, { filter: { brandId: demo.brand, ...filter }, page, pageSize });
            expect(p.total).toBe(expected.length);
            if (p.list.length === 0) break;
            read.push(...p.list);
          }
          expect(read, `${def.name}, page size ${pageSize}, ${JSON.stringify(filter)}`).toEqual(expected);
        }
      }
  });
});
