import { and, asc, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmTagPaths } from '../../../contract/crm-tag.ts';
import { customerConditions, customerListBody } from '../../../contract/customer.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { adminUsers } from '../../db/core.tables.ts';
import { listCaches } from '../../kit/list-cache.ts';
import { crmCustomerEvents, crmCustomers, crmCustomerTags, crmTags } from './crm.tables.ts';
import { customerListPage } from './customer-list.ts';
import {
  conditionsWhere,
  customerFilterWhere,
  customerViewer,
  scopeWhere,
  visibleWhere,
} from './customer-scope.ts';
import { customersUsing } from './customer-usage.ts';

let api: TestApi;
const ids: Record<string, number> = {};
let alice = 0;
let bob = 0;
let tagA = 0;
let tagB = 0;
let source = 0;

beforeAll(async () => {
  api = await createTestApi();
  const db = api.database.db;
  const users = await db
    .insert(adminUsers)
    .values([
      { userName: 'scope-alice', passwordHash: 'x' },
      { userName: 'scope-bob', passwordHash: 'x' },
    ])
    .returning({ id: adminUsers.id });
  alice = users[0]?.id ?? 0;
  bob = users[1]?.id ?? 0;
  const tags = await db
    .insert(crmTags)
    .values([
      { brandId: demo.brand, type: 'tag', title: 'scope A' },
      { brandId: demo.brand, type: 'tag', title: 'scope B' },
      { brandId: demo.brand, type: 'source', title: 'scope source' },
    ])
    .returning({ id: crmTags.id });
  tagA = tags[0]?.id ?? 0;
  tagB = tags[1]?.id ?? 0;
  source = tags[2]?.id ?? 0;
  const rows = [
    // Alice's, created on 2026-11-01 just after midnight in China (still Oct 31 in UTC).
    {
      key: 'aliceNew',
      ownerId: alice,
      stage: 'new',
      createdAt: new Date('2026-10-31T16:30:00Z'),
      level: 'A',
      provinceId: 440000,
      cityId: 440300,
      areaId: 440305,
      sourceId: source,
    },
    {
      key: 'aliceLost',
      ownerId: alice,
      stage: 'lost',
      createdAt: new Date('2026-10-20T00:00:00Z'),
      nextFollowAt: new Date('2026-11-26T01:00:00Z'),
    },
    {
      key: 'bobs',
      ownerId: bob,
      stage: 'following',
      createdAt: new Date('2026-11-02T03:00:00Z'),
      company: 'Zeta Works',
      nextFollowAt: new Date('2026-11-27T15:00:00Z'),
    },
    {
      key: 'pooled',
      ownerId: null,
      stage: 'following',
      createdAt: new Date('2026-11-01T15:59:00Z'),
      level: 'B',
      nextFollowAt: new Date('2026-11-30T00:00:00Z'),
    },
    {
      key: 'otherBrand',
      brandId: demo.secondBrand,
      ownerId: alice,
      stage: 'new',
      createdAt: new Date('2026-11-01T00:00:00Z'),
    },
  ];
  let n = 0;
  for (const { key, ...row } of rows) {
    n += 1;
    const [r] = await db
      .insert(crmCustomers)
      .values({ brandId: demo.brand, name: `Scope ${key}`, mobile: `1390000000${n}`, ...row })
      .returning({ id: crmCustomers.id });
    ids[key] = r?.id ?? 0;
  }
  await db.insert(crmCustomerTags).values([
    { customerId: ids.aliceNew ?? 0, tagId: tagA },
    { customerId: ids.bobs ?? 0, tagId: tagB },
  ]);
});
afterAll(() => api.close());

/** The keys of the customers a where clause finds, among this test's rows. */
async function found(where: SQL): Promise<string[]> {
  const rows = await api.database.db
    .select({ id: crmCustomers.id })
    .from(crmCustomers)
    .where(where)
    .orderBy(asc(crmCustomers.id));
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
  return rows.map((r) => byId.get(r.id)).filter((k): k is string => k !== undefined);
}

const member = () => ({ brandId: demo.brand, userId: alice, seesAll: false });
const all = () => ({ brandId: demo.brand, userId: alice, seesAll: true });

describe('customer visibility', () => {
  it('builds the viewer from the caller: owners and the all rule see everything', () => {
    expect(customerViewer(1, { userId: 5, isOwner: true, ruleKeys: new Set() }).seesAll).toBe(true);
    expect(
      customerViewer(1, { userId: 5, isOwner: false, ruleKeys: new Set(['crm/customer/all']) }).seesAll,
    ).toBe(true);
    expect(
      customerViewer(1, { userId: 5, isOwner: false, ruleKeys: new Set(['crm/customer/list']) }),
    ).toEqual({ brandId: 1, userId: 5, seesAll: false });
  });

  it('a member sees their own customers and the pool of their brand only', async () => {
    expect(await found(visibleWhere(member()))).toEqual(['aliceNew', 'aliceLost', 'pooled']);
  });

  it('a viewer with all sees every customer of the brand, never another brand', async () => {
    expect(await found(visibleWhere(all()))).toEqual(['aliceNew', 'aliceLost', 'bobs', 'pooled']);
  });

  it('scopes: owned not lost, pool not lost, lost', async () => {
    const v = visibleWhere(all());
    expect(await found(and(v, scopeWhere('list')) as SQL)).toEqual(['aliceNew', 'bobs']);
    expect(await found(and(v, scopeWhere('pool')) as SQL)).toEqual(['pooled']);
    expect(await found(and(v, scopeWhere('lost')) as SQL)).toEqual(['aliceLost']);
  });
});

describe('the same filter in two brands', () => {
  // One process's caches answer both brands: what a list keeps per filter (its built query, its
  // total, its keyword matches) must be kept per brand too, or the second brand reads the first's rows.
  const lists = listCaches();
  const keys = async (brandId: number, body: Record<string, unknown>) => {
    const viewer = { brandId, userId: alice, seesAll: true };
    const page = await customerListPage(
      { db: api.database.db, lists },
      viewer,
      'list',
      customerListBody.parse({ pageSize: 50, ...body }),
    );
    const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
    return page.list.map((c) => byId.get(c.id) ?? 'demo');
  };

  it('answers each brand its own rows, with or without a keyword', async () => {
    for (const body of [{ stage: 'new' }, { keyword: 'Scope' }]) {
      expect(await keys(demo.brand, body)).toContain('aliceNew');
      expect(await keys(demo.secondBrand, body)).toEqual(['otherBrand']);
      expect(await keys(demo.brand, body)).not.toContain('otherBrand');
    }
  });
});

describe('group conditions', () => {
  const where = (input: unknown) =>
    and(visibleWhere(all()), conditionsWhere(customerConditions.parse(input))) as SQL;

  it('no condition matches every customer', async () => {
    expect(await found(where({}))).toEqual(['aliceNew', 'aliceLost', 'bobs', 'pooled']);
  });

  it('tags pass on any of them; all needs every test, any one', async () => {
    expect(await found(where({ tagIds: [tagA, tagB] }))).toEqual(['aliceNew', 'bobs']);
    expect(await found(where({ tagIds: [tagA, tagB], levels: ['A'] }))).toEqual(['aliceNew']);
    expect(await found(where({ match: 'any', tagIds: [tagB], levels: ['B'] }))).toEqual(['bobs', 'pooled']);
  });

  it('areas match a province, a city or a district', async () => {
    expect(await found(where({ areaIds: [440000] }))).toEqual(['aliceNew']);
    expect(await found(where({ areaIds: [440300] }))).toEqual(['aliceNew']);
    expect(await found(where({ areaIds: [440305] }))).toEqual(['aliceNew']);
    expect(await found(where({ areaIds: [110000] }))).toEqual([]);
  });

  it('days are China Standard Time days, the end day included', async () => {
    expect(await found(where({ createdFrom: '2026-11-01', createdTo: '2026-11-01' }))).toEqual([
      'aliceNew',
      'pooled',
    ]);
    expect(await found(where({ createdTo: '2026-10-31' }))).toEqual(['aliceLost']);
  });

  it('sources and stages', async () => {
    expect(await found(where({ sourceIds: [source] }))).toEqual(['aliceNew']);
    expect(await found(where({ stages: ['following'] }))).toEqual(['bobs', 'pooled']);
  });
});

describe('list filters', () => {
  const where = (filters: Parameters<typeof customerFilterWhere>[0], now?: Date) =>
    and(visibleWhere(all()), customerFilterWhere(filters, now)) as SQL;

  it('keyword finds name, mobile or company, case-insensitively, wildcards as typed', async () => {
    expect(await found(where({ keyword: 'zeta' }))).toEqual(['bobs']);
    expect(await found(where({ keyword: '13900000004' }))).toEqual(['pooled']);
    expect(await found(where({ keyword: '%' }))).toEqual([]);
  });

  it('owner, stage, level, tags, area, source', async () => {
    expect(await found(where({ ownerId: bob }))).toEqual(['bobs']);
    expect(await found(where({ stage: 'new' }))).toEqual(['aliceNew']);
    expect(await found(where({ level: 'B' }))).toEqual(['pooled']);
    expect(await found(where({ tagIds: [tagA] }))).toEqual(['aliceNew']);
    expect(await found(where({ areaId: 440300 }))).toEqual(['aliceNew']);
    expect(await found(where({ sourceId: source }))).toEqual(['aliceNew']);
  });

  it('due is relative to today in China Standard Time', async () => {
    // 2026-11-27 09:00 in China: today ends at 2026-11-27T16:00Z.
    const now = new Date('2026-11-27T01:00:00Z');
    expect(await found(where({ due: 'overdue' }, now))).toEqual(['aliceLost']);
    expect(await found(where({ due: 'today' }, now))).toEqual(['aliceLost', 'bobs']);
    expect(await found(where({ due: 'week' }, now))).toEqual(['bobs', 'pooled']);
  });
});

describe('dictionary items in use', () => {
  it('counts customers per tag, tag group, follow type and source', async () => {
    const db = api.database.db;
    const [group] = await db
      .insert(crmTags)
      .values({ brandId: demo.brand, type: 'group', title: 'scope group' })
      .returning({ id: crmTags.id });
    const groupId = group?.id ?? 0;
    const [grouped] = await db
      .insert(crmTags)
      .values({ brandId: demo.brand, type: 'tag', groupId, title: 'scope grouped' })
      .returning({ id: crmTags.id });
    const [follow] = await db
      .insert(crmTags)
      .values({ brandId: demo.brand, type: 'follow', title: 'scope call' })
      .returning({ id: crmTags.id });
    const followId = follow?.id ?? 0;
    await db.insert(crmCustomerTags).values([
      { customerId: ids.aliceNew ?? 0, tagId: grouped?.id ?? 0 },
      { customerId: ids.pooled ?? 0, tagId: grouped?.id ?? 0 },
    ]);
    await db.insert(crmCustomerEvents).values([
      { brandId: demo.brand, customerId: ids.bobs ?? 0, kind: 'follow', typeId: followId, content: 'a' },
      { brandId: demo.brand, customerId: ids.bobs ?? 0, kind: 'follow', typeId: followId, content: 'b' },
    ]);
    const counts = await customersUsing(db, demo.brand, [
      { id: tagA, type: 'tag' },
      { id: groupId, type: 'group' },
      { id: followId, type: 'follow' },
      { id: source, type: 'source' },
    ]);
    expect(Object.fromEntries(counts)).toEqual({ [tagA]: 1, [groupId]: 2, [followId]: 1, [source]: 1 });
    // Another brand's view of the same ids counts none of these customers.
    const foreign = await customersUsing(db, demo.secondBrand, [{ id: tagA, type: 'tag' }]);
    expect(foreign.get(tagA)).toBe(0);
  });

  it('a tag delete is refused with the number of customers tagged', async () => {
    const token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    const r = await api.call(`${crmTagPaths.del}?id=${tagB}`, { token, brandId: demo.brand, method: 'GET' });
    expect(r.code).toBe(1);
    expect(r.message).toContain('1');
    expect(r.message).toContain('scope B');
    const still = await api.database.db.select({ id: crmTags.id }).from(crmTags).where(eq(crmTags.id, tagB));
    expect(still).toHaveLength(1);
  });
});
