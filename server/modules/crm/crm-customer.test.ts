import { and, eq, like, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrmConfig,
  type CustomerBulkResult,
  type CustomerColumnPrefs,
  type CustomerDetail,
  type CustomerListResult,
  type CustomerOwnerRef,
  customerRule,
  defaultCustomerColumns,
  customerPaths as paths,
  type TimelineResult,
} from '../../../contract/customer.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import { customerMaker, memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { adminUsers, brandMembers, changes } from '../../db/core.tables.ts';
import { crmConfigs, crmCustomerEvents, crmCustomers, crmCustomerTags, crmTags } from './crm.tables.ts';
import { returnToPool } from './pool-return.ts';

type As = { token: string; brandId: number };
let api: TestApi;
let customer: ReturnType<typeof customerMaker>;
let admin: As;
let operator: As;
let second: As;
let otherBrand: As;
let operatorId = 0;
let secondId = 0;

const memberRules = [
  customerRule.list,
  customerRule.pool,
  customerRule.lost,
  customerRule.detail,
  customerRule.claim,
  customerRule.release,
  customerRule.add,
  customerRule.update,
  customerRule.del,
  customerRule.lose,
  customerRule.restore,
  customerRule.tag,
  customerRule.followList,
  customerRule.followAdd,
  customerRule.export,
];

beforeAll(async () => {
  api = await createTestApi();
  customer = customerMaker(api, demo.brand, 'Customer', '1370000');
  admin = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
  operator = {
    token: await api.loginTo(demo.operator.user, demo.operator.password, demo.brand),
    brandId: demo.brand,
  };
  second = {
    token: await memberWithRules(api, demo.brand, 'second-sales', memberRules),
    brandId: demo.brand,
  };
  otherBrand = {
    token: await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand),
    brandId: demo.secondBrand,
  };
  const users = await api.database.db
    .select({ id: adminUsers.id, userName: adminUsers.userName })
    .from(adminUsers);
  operatorId = users.find((u) => u.userName === 'operator')?.id ?? 0;
  secondId = users.find((u) => u.userName === 'second-sales')?.id ?? 0;
});
afterAll(() => api.close());

const idsOf = (r: { data: CustomerListResult }) => r.data.list.map((i) => i.id);

describe('lists and visibility', () => {
  it('a member sees their own and the pool; another member and admin as the rule says', async () => {
    const mine = await customer({ ownerId: operatorId, stage: 'following' });
    const theirs = await customer({ ownerId: secondId });
    const pooled = await customer({ ownerId: null });
    const lost = await customer({ ownerId: operatorId, stage: 'lost', lostReason: 'price' });
    const opList = await api.call<CustomerListResult>(paths.list, { ...operator, body: {} });
    expect(opList.code).toBe(0);
    expect(idsOf(opList)).toContain(mine);
    expect(idsOf(opList)).not.toContain(theirs);
    expect(idsOf(opList)).not.toContain(pooled);
    const adminList = await api.call<CustomerListResult>(paths.list, { ...admin, body: {} });
    expect(idsOf(adminList)).toEqual(expect.arrayContaining([mine, theirs]));
    expect(adminList.data.list.find((i) => i.id === theirs)?.owner?.id).toBe(secondId);
    const pool = await api.call<CustomerListResult>(paths.pool, { ...second, body: {} });
    expect(idsOf(pool)).toContain(pooled);
    expect(idsOf(pool)).not.toContain(mine);
    const lostList = await api.call<CustomerListResult>(paths.lost, { ...operator, body: {} });
    expect(idsOf(lostList)).toContain(lost);
    expect(lostList.data.list.find((i) => i.id === lost)?.lostReason).toBe('price');
    const secondLost = await api.call<CustomerListResult>(paths.lost, { ...second, body: {} });
    expect(idsOf(secondLost)).not.toContain(lost);
    // Another brand sees none of these.
    const foreign = await api.call<CustomerListResult>(paths.list, { ...otherBrand, body: {} });
    expect(idsOf(foreign)).not.toContain(mine);
  });

  it('filters and bad input name the field', async () => {
    const a = await customer({ ownerId: operatorId, name: 'Filter Findme', level: 'A' });
    const r = await api.call<CustomerListResult>(paths.list, {
      ...operator,
      body: { keyword: 'findme', level: 'A' },
    });
    expect(idsOf(r)).toEqual([a]);
    expect(r.data.total).toBe(1);
    const bad = await api.call(paths.list, { ...operator, body: { stage: 'nope' } });
    expect(bad.code).not.toBe(0);
    expect((bad.data as InvalidInput).fields.map((f) => f.field)).toContain('stage');
  });

  it('the total of a full page follows every write, and each viewer counts their own', async () => {
    const [tagRow] = await api.database.db
      .insert(crmTags)
      .values({ brandId: demo.brand, type: 'tag', title: 'Total follows' })
      .returning({ id: crmTags.id });
    const tagId = tagRow?.id ?? 0;
    for (let i = 0; i < 3; i++) await customer({ ownerId: operatorId, level: 'C' });
    const total = async (as: As, body: Record<string, unknown> = {}) => {
      // A page of 2 is full, so the total is the (cached) count, not the page's length.
      const r = await api.call<CustomerListResult>(paths.list, { ...as, body: { pageSize: 2, ...body } });
      expect(r.data.list).toHaveLength(2);
      return r.data.total;
    };
    const before = await total(operator, { level: 'C' });
    const adminBefore = await total(admin, { level: 'C' });
    await customer({ ownerId: secondId, level: 'C' });
    expect(await total(operator, { level: 'C' })).toBe(before);
    expect(await total(admin, { level: 'C' })).toBe(adminBefore + 1);
    const added = await api.call<{ id: number }>(paths.add, {
      ...operator,
      body: { name: 'Counted', mobile: '13712349876', level: 'C' },
    });
    expect(added.code).toBe(0);
    expect(await total(operator, { level: 'C' })).toBe(before + 1);
    // A tag change moves the version too: the tag filter's total follows it.
    const tagged = await api.call(paths.tag, {
      ...admin,
      body: {
        ids: idsOf(
          await api.call<CustomerListResult>(paths.list, { ...operator, body: { level: 'C' } }),
        ).slice(0, 2),
        tagIds: [tagId],
        mode: 'add',
      },
    });
    expect(tagged.code).toBe(0);
    expect(await total(operator, { tagIds: [tagId] })).toBe(2);
    await customer({ ownerId: operatorId, level: 'C' }).then((id) =>
      api.database.db.insert(crmCustomerTags).values({ customerId: id, tagId }),
    );
    const third = await api.call<CustomerListResult>(paths.list, {
      ...operator,
      body: { pageSize: 2, tagIds: [tagId] },
    });
    expect(third.data.total).toBe(3);
  });

  it('a keyword search: capped past 1,000 matches, pages in order, follows writes, each viewer their own', async () => {
    const db = api.database.db;
    const base = 1_000_000;
    // 1,002 matches owned by operator: more than the cap (listTotalCap = 1,000).
    await db.insert(crmCustomers).values(
      Array.from({ length: 1_002 }, (_, i) => ({
        brandId: demo.brand,
        name: `Capword ${i}`,
        mobile: `136${String(base + i).padStart(8, '0')}`,
        ownerId: operatorId,
      })),
    );
    const search = (as: As, body: Record<string, unknown>) =>
      api.call<CustomerListResult>(paths.list, { ...as, body: { keyword: 'capword', ...body } });
    const first = await search(operator, { pageSize: 50 });
    expect(first.data.total).toBe(1_000);
    expect(first.data.totalCapped).toBe(true);
    expect(first.data.list.map((i) => i.name).slice(0, 2)).toEqual(['Capword 1001', 'Capword 1000']);
    const second20 = await search(operator, { page: 2, pageSize: 50 });
    expect(second20.data.list[0]?.name).toBe('Capword 951');
    expect(second20.data.list).toHaveLength(50);
    // Past the cap the pages go on by offset.
    const past = await search(operator, { page: 21, pageSize: 50 });
    expect(past.data.list.map((i) => i.name)).toEqual(['Capword 1', 'Capword 0']);
    // A narrow search counts exactly; a new match and a tag show at once (the cache follows the version).
    const narrow = await search(operator, { keyword: 'capword 100' });
    expect(narrow.data.total).toBe(3);
    expect(narrow.data.totalCapped).toBeUndefined();
    const added = await customer({ ownerId: operatorId, name: 'Capword 100x' });
    const [tagRow] = await db
      .insert(crmTags)
      .values({ brandId: demo.brand, type: 'tag', title: 'Keyword tag' })
      .returning({ id: crmTags.id });
    await db.insert(crmCustomerTags).values({ customerId: added, tagId: tagRow?.id ?? 0 });
    const again = await search(operator, { keyword: 'capword 100' });
    expect(again.data.total).toBe(4);
    expect(again.data.list[0]).toMatchObject({ id: added, tags: [{ title: 'Keyword tag' }] });
    // Another member's view of the same search: none of operator's customers.
    const theirs = await search(second, { keyword: 'capword 100' });
    expect(theirs.data.total).toBe(0);
    expect(theirs.data.list).toEqual([]);
    await db.delete(crmCustomers).where(like(crmCustomers.name, 'Capword%'));
  });

  it('shows a renamed or recoloured tag or source at once', async () => {
    const db = api.database.db;
    const [tagRow, sourceRow] = await db
      .insert(crmTags)
      .values([
        { brandId: demo.brand, type: 'tag', title: 'Before tag', color: '#111111' },
        { brandId: demo.brand, type: 'source', title: 'Before source' },
      ])
      .returning({ id: crmTags.id });
    const id = await customer({ ownerId: operatorId, name: 'Relabel Me', sourceId: sourceRow?.id ?? 0 });
    await db.insert(crmCustomerTags).values({ customerId: id, tagId: tagRow?.id ?? 0 });
    const row = async () =>
      (await api.call<CustomerListResult>(paths.list, { ...operator, body: { keyword: 'relabel me' } })).data
        .list[0];
    expect(await row()).toMatchObject({
      sourceTitle: 'Before source',
      tags: [{ title: 'Before tag', color: '#111111' }],
    });
    await db
      .update(crmTags)
      .set({ title: 'After tag', color: '#222222' })
      .where(eq(crmTags.id, tagRow?.id ?? 0));
    await db
      .update(crmTags)
      .set({ title: 'After source' })
      .where(eq(crmTags.id, sourceRow?.id ?? 0));
    expect(await row()).toMatchObject({
      sourceTitle: 'After source',
      tags: [{ title: 'After tag', color: '#222222' }],
    });
  });

  it('no permission: a role without the rule is refused', async () => {
    const token = await memberWithRules(api, demo.brand, 'no-customers', [customerRule.detail]);
    const r = await api.call(paths.list, { token, brandId: demo.brand, body: {} });
    expect(r.code).toBe(403);
  });
});

describe('detail', () => {
  it('answers a visible customer, and another member’s or brand’s as not found', async () => {
    const mine = await customer({ ownerId: operatorId, email: 'a@b.cn' });
    const theirs = await customer({ ownerId: secondId });
    const ok = await api.call<CustomerDetail>(paths.detail, { ...operator, body: { id: mine } });
    expect(ok.code).toBe(0);
    expect(ok.data.email).toBe('a@b.cn');
    expect(ok.data.owner?.id).toBe(operatorId);
    const hidden = await api.call(paths.detail, { ...operator, body: { id: theirs } });
    expect(hidden.code).toBe(1);
    const adminSees = await api.call<CustomerDetail>(paths.detail, { ...admin, body: { id: theirs } });
    expect(adminSees.code).toBe(0);
    const foreign = await api.call(paths.detail, { ...otherBrand, body: { id: mine } });
    expect(foreign.code).toBe(1);
    const bad = await api.call(paths.detail, { ...operator, body: { id: 'x' } });
    expect((bad.data as InvalidInput).fields.map((f) => f.field)).toContain('id');
  });
});

describe('claim and release', () => {
  it('claims from the pool, refuses a row claimed meanwhile, writes the timeline', async () => {
    const a = await customer({ ownerId: null });
    const b = await customer({ ownerId: secondId });
    const r = await api.call<CustomerBulkResult>(paths.claim, { ...operator, body: { ids: [a, b] } });
    expect(r.code).toBe(0);
    expect(r.data.changed).toBe(1);
    expect(r.data.refused.map((x) => x.id)).toEqual([b]);
    const [row] = await api.database.db.select().from(crmCustomers).where(eq(crmCustomers.id, a));
    expect(row?.ownerId).toBe(operatorId);
    const events = await api.database.db
      .select()
      .from(crmCustomerEvents)
      .where(eq(crmCustomerEvents.customerId, a));
    expect(events.map((e) => e.kind)).toEqual(['owner']);
    const [still] = await api.database.db.select().from(crmCustomers).where(eq(crmCustomers.id, b));
    expect(still?.ownerId).toBe(secondId);
  });

  it('refuses a claim past the limit with the numbers', async () => {
    await api.database.db
      .insert(crmConfigs)
      .values({ brandId: demo.brand, claimLimit: 1 })
      .onConflictDoUpdate({
        target: crmConfigs.brandId,
        set: { claimLimit: 1 },
      });
    const a = await customer({ ownerId: null });
    const r = await api.call(paths.claim, { ...second, body: { ids: [a] } });
    expect(r.code).toBe(1);
    expect(r.message).toContain('1');
    await api.database.db
      .update(crmConfigs)
      .set({ claimLimit: 500 })
      .where(eq(crmConfigs.brandId, demo.brand));
  });

  it('releases only visible owned customers into the pool', async () => {
    const mine = await customer({ ownerId: operatorId });
    const theirs = await customer({ ownerId: secondId });
    const r = await api.call<CustomerBulkResult>(paths.release, {
      ...operator,
      body: { ids: [mine, theirs], reason: 'no budget' },
    });
    expect(r.data.changed).toBe(1);
    expect(r.data.refused.map((x) => x.id)).toEqual([theirs]);
    const [row] = await api.database.db.select().from(crmCustomers).where(eq(crmCustomers.id, mine));
    expect(row?.ownerId).toBeNull();
    const [kept] = await api.database.db.select().from(crmCustomers).where(eq(crmCustomers.id, theirs));
    expect(kept?.ownerId).toBe(secondId);
    const bad = await api.call(paths.release, { ...operator, body: { ids: [] } });
    expect((bad.data as InvalidInput).fields.map((f) => f.field)).toContain('ids');
  });
});

describe('owners and settings', () => {
  it('lists the brand’s members and the defaults', async () => {
    const owners = await api.call<CustomerOwnerRef[]>(paths.owners, { ...operator, body: {} });
    expect(owners.data.map((o) => o.id)).toEqual(expect.arrayContaining([operatorId, secondId]));
    const config = await api.call<CrmConfig>(paths.configDetail, { ...otherBrand, body: {} });
    expect(config.data).toEqual({ crm_pool_days: 30, crm_claim_limit: 500 });
  });
});

describe('pool return', () => {
  it('returns customers not followed up for the pool days, with a driven clock', async () => {
    const now = new Date('2031-01-31T00:00:00Z');
    const day = 86_400_000;
    const stale = await customer({ ownerId: operatorId, lastFollowAt: new Date(now.getTime() - 31 * day) });
    const fresh = await customer({ ownerId: operatorId, lastFollowAt: new Date(now.getTime() - 29 * day) });
    const neverFollowed = await customer({ ownerId: secondId, ownedAt: new Date(now.getTime() - 40 * day) });
    const lost = await customer({
      ownerId: operatorId,
      stage: 'lost',
      lastFollowAt: new Date(now.getTime() - 90 * day),
    });
    // Rows created or followed "now" (2026: other tests', the demo's) are years before the driven
    // clock: keep them out of it.
    await api.database.db
      .update(crmCustomers)
      .set({ ownedAt: now })
      .where(eq(crmCustomers.brandId, demo.brand));
    await api.database.db
      .update(crmCustomers)
      .set({ lastFollowAt: now })
      .where(
        and(
          eq(crmCustomers.brandId, demo.brand),
          notInArray(crmCustomers.id, [stale, fresh, neverFollowed, lost]),
        ),
      );
    await api.database.db
      .update(crmCustomers)
      .set({ ownedAt: new Date(now.getTime() - 40 * day) })
      .where(eq(crmCustomers.id, neverFollowed));
    const returned = await returnToPool(api.database.db, now);
    expect(returned).toBe(2);
    const rows = await api.database.db
      .select()
      .from(crmCustomers)
      .where(eq(crmCustomers.brandId, demo.brand));
    const owner = (id: number) => rows.find((r) => r.id === id)?.ownerId;
    expect(owner(stale)).toBeNull();
    expect(owner(neverFollowed)).toBeNull();
    expect(owner(fresh)).toBe(operatorId);
    expect(owner(lost)).toBe(operatorId);
    const [event] = await api.database.db
      .select()
      .from(crmCustomerEvents)
      .where(eq(crmCustomerEvents.customerId, stale));
    expect(event?.actorId).toBeNull();
    expect(event?.data).toEqual({ from: operatorId, to: null, reason: 'pool-return' });
    expect(await returnToPool(api.database.db, now)).toBe(0);
  });
});

async function item(brandId: number, type: string, title: string): Promise<number> {
  const [r] = await api.database.db
    .insert(crmTags)
    .values({ brandId, type, title: `${title} ${Math.random()}` })
    .returning({ id: crmTags.id });
  return r?.id ?? 0;
}

const fieldsOf = (r: { data: unknown }) => (r.data as InvalidInput).fields?.map((f) => f.field) ?? [];
const eventsOf = (customerId: number) =>
  api.database.db.select().from(crmCustomerEvents).where(eq(crmCustomerEvents.customerId, customerId));
const rowOf = async (id: number) =>
  (await api.database.db.select().from(crmCustomers).where(eq(crmCustomers.id, id)))[0];

describe('add', () => {
  it('adds a customer the caller owns, with tags, source and a created event, audited', async () => {
    const tag = await item(demo.brand, 'tag', 'vip');
    const source = await item(demo.brand, 'source', 'fair');
    const r = await api.call<{ id: number }>(paths.add, {
      ...operator,
      body: { name: 'Added One', mobile: '13900000001', tagIds: [tag], sourceId: source, level: 'B' },
    });
    expect(r.code).toBe(0);
    const row = await rowOf(r.data.id);
    expect(row?.ownerId).toBe(operatorId);
    expect(row?.stage).toBe('new');
    expect(row?.sourceId).toBe(source);
    const tags = await api.database.db
      .select()
      .from(crmCustomerTags)
      .where(eq(crmCustomerTags.customerId, r.data.id));
    expect(tags.map((t) => t.tagId)).toEqual([tag]);
    expect((await eventsOf(r.data.id)).map((e) => e.kind)).toEqual(['created']);
    const audits = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.entity, 'crm_customer'), eq(changes.entityId, r.data.id)));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it('into the pool with ownerId null; another owner needs the assign rule', async () => {
    const pooled = await api.call<{ id: number }>(paths.add, {
      ...second,
      body: { name: 'Pooled', mobile: '13900000002', ownerId: null },
    });
    expect(pooled.code).toBe(0);
    expect((await rowOf(pooled.data.id))?.ownerId).toBeNull();
    const refused = await api.call(paths.add, {
      ...second,
      body: { name: 'For op', mobile: '13900000003', ownerId: operatorId },
    });
    expect(refused.code).toBe(403);
    const given = await api.call<{ id: number }>(paths.add, {
      ...admin,
      body: { name: 'For second', mobile: '13900000003', ownerId: secondId },
    });
    expect(given.code).toBe(0);
    expect((await rowOf(given.data.id))?.ownerId).toBe(secondId);
  });

  it('bad input names the field', async () => {
    const foreignTag = await item(demo.secondBrand, 'tag', 'foreign');
    const sourceAsTag = await item(demo.brand, 'source', 'not a tag');
    await api.call(paths.add, { ...operator, body: { name: 'Dup', mobile: '13900000010' } });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', mobile: '13900000011' }, 'name'],
      [{ name: 'x', mobile: '12345' }, 'mobile'],
      [{ name: 'x', mobile: '13900000010' }, 'mobile'],
      [{ name: 'x', mobile: '13900000011', tagIds: [foreignTag] }, 'tagIds'],
      [{ name: 'x', mobile: '13900000011', tagIds: [sourceAsTag] }, 'tagIds'],
      [{ name: 'x', mobile: '13900000011', sourceId: foreignTag }, 'sourceId'],
      [{ name: 'x', mobile: '13900000011', stage: 'lost' }, 'stage'],
      [{ name: 'x', mobile: '13900000011', ownerId: 999999 }, 'ownerId'],
    ];
    for (const [body, field] of cases) {
      const r = await api.call(paths.add, { ...admin, body });
      expect(r.code, JSON.stringify(body)).not.toBe(0);
      expect(fieldsOf(r), JSON.stringify(body)).toContain(field);
    }
  });

  it('no permission', async () => {
    const token = await memberWithRules(api, demo.brand, 'no-add', [customerRule.list]);
    const r = await api.call(paths.add, {
      token,
      brandId: demo.brand,
      body: { name: 'x', mobile: '13900000012' },
    });
    expect(r.code).toBe(403);
  });
});

describe('update', () => {
  it('changes the fields given, with stage and tag events', async () => {
    const tagA = await item(demo.brand, 'tag', 'a');
    const tagB = await item(demo.brand, 'tag', 'b');
    const id = await customer({ ownerId: operatorId });
    await api.database.db.insert(crmCustomerTags).values({ customerId: id, tagId: tagA });
    const r = await api.call(paths.update, {
      ...operator,
      body: { id, company: 'ACME', stage: 'won', tagIds: [tagB] },
    });
    expect(r.code).toBe(0);
    const row = await rowOf(id);
    expect(row?.company).toBe('ACME');
    expect(row?.stage).toBe('won');
    const events = await eventsOf(id);
    expect(events.find((e) => e.kind === 'stage')?.data).toEqual({ from: 'new', to: 'won', reason: '' });
    expect(events.find((e) => e.kind === 'tag')?.data).toEqual({ added: [tagB], removed: [tagA] });
  });

  it('refuses bad input, a taken mobile, and another member’s or brand’s customer', async () => {
    const id = await customer({ ownerId: operatorId });
    const other = await customer({ ownerId: operatorId });
    const taken = (await rowOf(other))?.mobile;
    const dup = await api.call(paths.update, { ...operator, body: { id, mobile: taken } });
    expect(fieldsOf(dup)).toContain('mobile');
    const bad = await api.call(paths.update, { ...operator, body: { id, stage: 'nope', name: '' } });
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['stage', 'name']));
    const theirs = await customer({ ownerId: secondId, company: 'Theirs' });
    const hidden = await api.call(paths.update, { ...operator, body: { id: theirs, company: 'Mine now' } });
    expect(hidden.code).toBe(1);
    expect((await rowOf(theirs))?.company).toBe('Theirs');
    const foreign = await api.call(paths.update, { ...otherBrand, body: { id, company: 'X' } });
    expect(foreign.code).toBe(1);
    const token = await memberWithRules(api, demo.brand, 'no-update', [customerRule.list]);
    const denied = await api.call(paths.update, { token, brandId: demo.brand, body: { id, company: 'Y' } });
    expect(denied.code).toBe(403);
  });
});

describe('del', () => {
  it('deletes visible customers only', async () => {
    const mine = await customer({ ownerId: operatorId });
    const theirs = await customer({ ownerId: secondId });
    const [mineBefore, theirsBefore] = [await rowOf(mine), await rowOf(theirs)];
    expect([mineBefore?.id, theirsBefore?.id]).toEqual([mine, theirs]);
    const hidden = await api.call(`${paths.del}?ids=${mine},${theirs}`, { ...operator, method: 'GET' });
    expect(hidden.code).toBe(1);
    // Refused as a whole: neither row is touched.
    expect(await rowOf(mine)).toEqual(mineBefore);
    const foreign = await api.call(`${paths.del}?id=${mine}`, { ...otherBrand, method: 'GET' });
    expect(foreign.code).toBe(1);
    const bad = await api.call(`${paths.del}?ids=x`, { ...operator, method: 'GET' });
    expect(bad.code).not.toBe(0);
    const token = await memberWithRules(api, demo.brand, 'no-del', [customerRule.list]);
    const denied = await api.call(`${paths.del}?id=${mine}`, { token, brandId: demo.brand, method: 'GET' });
    expect(denied.code).toBe(403);
    const r = await api.call(`${paths.del}?id=${mine}`, { ...operator, method: 'GET' });
    expect(r.code).toBe(0);
    expect(await rowOf(mine)).toBeUndefined();
    expect(await rowOf(theirs)).toEqual(theirsBefore);
  });
});

describe('assign, lose, restore, tag', () => {
  it('assigns visible customers to a member with owner events; refuses a non-member and no rule', async () => {
    const a = await customer({ ownerId: operatorId });
    const b = await customer({ ownerId: null });
    const foreign = await customer({ brandId: demo.secondBrand });
    const r = await api.call<CustomerBulkResult>(paths.assign, {
      ...admin,
      body: { ids: [a, b, foreign], ownerId: secondId },
    });
    expect(r.code).toBe(0);
    expect(r.data.changed).toBe(2);
    expect(r.data.refused.map((x) => x.id)).toEqual([foreign]);
    expect((await rowOf(a))?.ownerId).toBe(secondId);
    expect((await eventsOf(a)).map((e) => e.data)).toContainEqual({
      from: operatorId,
      to: secondId,
      reason: 'assign',
    });
    const bad = await api.call(paths.assign, { ...admin, body: { ids: [a], ownerId: 999999 } });
    expect(fieldsOf(bad)).toContain('ownerId');
    const denied = await api.call(paths.assign, { ...second, body: { ids: [a], ownerId: secondId } });
    expect(denied.code).toBe(403);
  });

  it('loses and restores a visible customer; never another member’s', async () => {
    const id = await customer({ ownerId: operatorId, stage: 'following' });
    const bad = await api.call(paths.lose, { ...operator, body: { id, reason: '' } });
    expect(fieldsOf(bad)).toContain('reason');
    const lost = await api.call(paths.lose, { ...operator, body: { id, reason: 'price' } });
    expect(lost.code).toBe(0);
    let row = await rowOf(id);
    expect(row?.stage).toBe('lost');
    expect(row?.lostReason).toBe('price');
    expect(row?.ownerId).toBe(operatorId);
    expect((await eventsOf(id)).map((e) => e.data)).toContainEqual({
      from: 'following',
      to: 'lost',
      reason: 'price',
    });
    const restored = await api.call(paths.restore, { ...operator, body: { id } });
    expect(restored.code).toBe(0);
    row = await rowOf(id);
    expect(row?.stage).toBe('following');
    expect(row?.ownerId).toBe(operatorId);
    const theirs = await customer({ ownerId: secondId });
    const hidden = await api.call(paths.lose, { ...operator, body: { id: theirs, reason: 'x' } });
    expect(hidden.code).toBe(1);
    expect((await rowOf(theirs))?.stage).toBe('new');
    const foreign = await api.call(paths.restore, { ...otherBrand, body: { id } });
    expect(foreign.code).toBe(1);
    const token = await memberWithRules(api, demo.brand, 'no-lose', [customerRule.list]);
    expect((await api.call(paths.lose, { token, brandId: demo.brand, body: { id, reason: 'x' } })).code).toBe(
      403,
    );
  });

  it('restores a lost customer whose owner left the brand into the pool, with the owner change on its timeline', async () => {
    await memberWithRules(api, demo.brand, 'leaver-sales', [customerRule.list]);
    const [leaver] = await api.database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.userName, 'leaver-sales'));
    const leaverId = leaver?.id ?? 0;
    const id = await customer({ ownerId: leaverId, stage: 'lost', lostReason: 'price', ownedAt: new Date() });
    await api.database.db
      .delete(brandMembers)
      .where(and(eq(brandMembers.brandId, demo.brand), eq(brandMembers.userId, leaverId)));
    const restored = await api.call(paths.restore, { ...admin, body: { id } });
    expect(restored.code, restored.message).toBe(0);
    expect(await rowOf(id)).toMatchObject({
      stage: 'following',
      ownerId: null,
      ownedAt: null,
      lostReason: '',
    });
    const timeline = await api.call<TimelineResult>(paths.followList, { ...admin, body: { customerId: id } });
    expect(timeline.data.list.map((e) => e.kind)).toEqual(['stage', 'owner']);
    expect(timeline.data.list.find((e) => e.kind === 'owner')?.owner).toMatchObject({
      from: { id: leaverId },
      to: null,
      reason: 'restore',
    });
    // Restore is audited once, as before.
    const audits = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.entity, 'crm_customer'), eq(changes.entityId, id)));
    expect(audits.map((a) => a.action)).toEqual(['restore']);
  });

  it('tags visible customers, with tag events; refuses another brand’s tag', async () => {
    const tag = await item(demo.brand, 'tag', 'bulk');
    const foreignTag = await item(demo.secondBrand, 'tag', 'bulk foreign');
    const mine = await customer({ ownerId: operatorId });
    const theirs = await customer({ ownerId: secondId });
    const r = await api.call<CustomerBulkResult>(paths.tag, {
      ...operator,
      body: { ids: [mine, theirs], tagIds: [tag], mode: 'add' },
    });
    expect(r.data.changed).toBe(1);
    expect(r.data.refused.map((x) => x.id)).toEqual([theirs]);
    const tagsOf = async (id: number) =>
      (await api.database.db.select().from(crmCustomerTags).where(eq(crmCustomerTags.customerId, id))).map(
        (t) => t.tagId,
      );
    expect(await tagsOf(mine)).toEqual([tag]);
    expect(await tagsOf(theirs)).toEqual([]);
    const removed = await api.call<CustomerBulkResult>(paths.tag, {
      ...operator,
      body: { ids: [mine], tagIds: [tag], mode: 'remove' },
    });
    expect(removed.data.changed).toBe(1);
    expect(await tagsOf(mine)).toEqual([]);
    expect((await eventsOf(mine)).map((e) => e.data)).toContainEqual({ added: [], removed: [tag] });
    const bad = await api.call(paths.tag, {
      ...operator,
      body: { ids: [mine], tagIds: [foreignTag], mode: 'add' },
    });
    expect(fieldsOf(bad)).toContain('tagIds');
    const badMode = await api.call(paths.tag, {
      ...operator,
      body: { ids: [mine], tagIds: [tag], mode: 'x' },
    });
    expect(fieldsOf(badMode)).toContain('mode');
  });
});

describe('follow-ups', () => {
  it('adds a follow-up (new → following, last/next follow) and lists the timeline newest first', async () => {
    const type = await item(demo.brand, 'follow', 'call');
    const id = await customer({ ownerId: operatorId });
    const nextAt = '2031-02-01T02:00:00.000Z';
    const r = await api.call<{ id: number }>(paths.followAdd, {
      ...operator,
      body: { customerId: id, typeId: type, content: 'Called, wants a quote', nextAt },
    });
    expect(r.code).toBe(0);
    const row = await rowOf(id);
    expect(row?.stage).toBe('following');
    expect(row?.lastFollowAt).not.toBeNull();
    expect(row?.nextFollowAt?.toISOString()).toBe(nextAt);
    const list = await api.call<TimelineResult>(paths.followList, { ...operator, body: { customerId: id } });
    expect(list.code).toBe(0);
    expect(list.data.list.map((e) => e.kind)).toEqual(['stage', 'follow']);
    const follow = list.data.list[1];
    expect(follow?.follow?.content).toBe('Called, wants a quote');
    expect(follow?.follow?.typeTitle).toContain('call');
    expect(follow?.actor?.id).toBe(operatorId);
  });

  it('keeps a next follow-up still to come when a follow-up leaves it out; one come due, or null, clears it', async () => {
    const type = await item(demo.brand, 'follow', 'call');
    const planned = new Date(Date.now() + 7 * 24 * 3600_000);
    planned.setUTCSeconds(0, 0);
    const id = await customer({ ownerId: operatorId, nextFollowAt: planned });
    const follow = (nextAt?: string | null) =>
      api.call(paths.followAdd, {
        ...operator,
        body: {
          customerId: id,
          typeId: type,
          content: 'A quick note',
          ...(nextAt === undefined ? {} : { nextAt }),
        },
      });
    expect((await follow()).code).toBe(0);
    expect((await rowOf(id))?.nextFollowAt?.toISOString()).toBe(planned.toISOString());
    // The timeline's follow-up says no plan of its own.
    const list = await api.call<TimelineResult>(paths.followList, { ...operator, body: { customerId: id } });
    expect(list.data.list.find((e) => e.kind === 'follow')?.follow?.nextAt).toBeNull();
    expect((await follow(null)).code).toBe(0);
    expect((await rowOf(id))?.nextFollowAt).toBeNull();
    // A plan that has come due is answered by the follow-up that leaves it out.
    const due = await customer({ ownerId: operatorId, nextFollowAt: new Date(Date.now() - 3600_000) });
    const answered = await api.call(paths.followAdd, {
      ...operator,
      body: { customerId: due, typeId: type, content: 'Called back as planned' },
    });
    expect(answered.code).toBe(0);
    expect((await rowOf(due))?.nextFollowAt).toBeNull();
  });

  it('refuses a next follow-up time already past, and takes an overdue one sent back unchanged', async () => {
    const type = await item(demo.brand, 'follow', 'call');
    // Seconds, as a seeded time has, that a form's picker drops.
    const overdue = new Date(Date.now() - 60 * 60_000 - 17_345);
    const id = await customer({ ownerId: operatorId, nextFollowAt: overdue });
    const messageOf = (r: { data: unknown }, field: string) =>
      (r.data as InvalidInput).fields?.find((f) => f.field === field)?.message;
    const follow = await api.call(paths.followAdd, {
      ...operator,
      body: { customerId: id, typeId: type, content: 'Called', nextAt: overdue.toISOString() },
    });
    expect(messageOf(follow, 'nextAt')).toBe('不能早于现在');
    const added = await api.call(paths.add, {
      ...operator,
      body: { name: 'Late plan', mobile: '13900000077', nextFollowAt: overdue.toISOString() },
    });
    expect(messageOf(added, 'nextFollowAt')).toBe('不能早于现在');
    // Another field saved with the form: the overdue time comes back as it is and stays.
    const kept = await api.call(paths.update, {
      ...operator,
      body: { id, company: 'Kept', nextFollowAt: overdue.toISOString() },
    });
    expect(kept.code).toBe(0);
    expect((await rowOf(id))?.nextFollowAt?.toISOString()).toBe(overdue.toISOString());
    const minute = new Date(Math.floor(overdue.getTime() / 60_000) * 60_000).toISOString();
    const asPicked = await api.call(paths.update, { ...operator, body: { id, nextFollowAt: minute } });
    expect(asPicked.code).toBe(0);
    const earlier = new Date(overdue.getTime() - 60 * 60_000).toISOString();
    const moved = await api.call(paths.update, { ...operator, body: { id, nextFollowAt: earlier } });
    expect(messageOf(moved, 'nextFollowAt')).toBe('不能早于现在');
    expect((await rowOf(id))?.company).toBe('Kept');
    // A minute ago is now, for a clock a little behind the server's.
    const justNow = new Date(Date.now() - 60_000).toISOString();
    const ok = await api.call(paths.followAdd, {
      ...operator,
      body: { customerId: id, typeId: type, content: 'Called again', nextAt: justNow },
    });
    expect(ok.code).toBe(0);
  });

  it('refuses a bad type, empty content, another member’s or brand’s customer, no rule', async () => {
    const type = await item(demo.brand, 'follow', 'visit');
    const foreignType = await item(demo.secondBrand, 'follow', 'visit');
    const id = await customer({ ownerId: operatorId });
    const theirs = await customer({ ownerId: secondId });
    const badType = await api.call(paths.followAdd, {
      ...operator,
      body: { customerId: id, typeId: foreignType, content: 'x' },
    });
    expect(fieldsOf(badType)).toContain('typeId');
    const empty = await api.call(paths.followAdd, {
      ...operator,
      body: { customerId: id, typeId: type, content: '' },
    });
    expect(fieldsOf(empty)).toContain('content');
    const badMaterial = await api.call(paths.followAdd, {
      ...operator,
      body: { customerId: id, typeId: type, content: 'x', materialIds: [999999] },
    });
    expect(fieldsOf(badMaterial)).toContain('materialIds');
    const hidden = await api.call(paths.followAdd, {
      ...operator,
      body: { customerId: theirs, typeId: type, content: 'x' },
    });
    expect(hidden.code).toBe(1);
    expect(await eventsOf(theirs)).toEqual([]);
    const hiddenList = await api.call(paths.followList, { ...operator, body: { customerId: theirs } });
    expect(hiddenList.code).toBe(1);
    const foreign = await api.call(paths.followList, { ...otherBrand, body: { customerId: id } });
    expect(foreign.code).toBe(1);
    const token = await memberWithRules(api, demo.brand, 'no-follow', [customerRule.list]);
    const denied = await api.call(paths.followAdd, {
      token,
      brandId: demo.brand,
      body: { customerId: id, typeId: type, content: 'x' },
    });
    expect(denied.code).toBe(403);
  });
});

describe('settings and columns', () => {
  it('updates the pool settings, bounded, audited; needs its rule', async () => {
    const r = await api.call<CrmConfig>(paths.configUpdate, { ...otherBrand, body: { crm_pool_days: 7 } });
    expect(r.code).toBe(0);
    const read = await api.call<CrmConfig>(paths.configDetail, { ...otherBrand, body: {} });
    expect(read.data).toEqual({ crm_pool_days: 7, crm_claim_limit: 500 });
    const bad = await api.call(paths.configUpdate, { ...otherBrand, body: { crm_claim_limit: 0 } });
    expect(fieldsOf(bad)).toContain('crm_claim_limit');
    const denied = await api.call(paths.configUpdate, { ...second, body: { crm_pool_days: 9 } });
    expect(denied.code).toBe(403);
    const mine = await api.call<CrmConfig>(paths.configDetail, { ...admin, body: {} });
    expect(mine.data.crm_pool_days).toBe(30);
  });

  it('keeps the columns per member and brand, the default until chosen', async () => {
    const before = await api.call<CustomerColumnPrefs>(paths.columnDetail, { ...operator, body: {} });
    expect(before.data.columns).toEqual(defaultCustomerColumns);
    const r = await api.call(paths.columnUpdate, { ...operator, body: { columns: ['owner', 'mobile'] } });
    expect(r.code).toBe(0);
    const after = await api.call<CustomerColumnPrefs>(paths.columnDetail, { ...operator, body: {} });
    expect(after.data.columns).toEqual(['mobile', 'owner']);
    const adminCols = await api.call<CustomerColumnPrefs>(paths.columnDetail, { ...admin, body: {} });
    expect(adminCols.data.columns).toEqual(defaultCustomerColumns);
    const bad = await api.call(paths.columnUpdate, { ...operator, body: { columns: ['nope'] } });
    expect(bad.code).not.toBe(0);
    expect(fieldsOf(bad).some((f) => f.startsWith('columns'))).toBe(true);
    const denied = await api.call(paths.columnUpdate, { ...second, body: { columns: [] } });
    expect(denied.code).toBe(403);
  });
});

describe('export', () => {
  it('answers a CSV of visible rows only, with BOM, header and escaped formulas', async () => {
    const mine = await customer({ ownerId: operatorId, name: '=1+1', company: 'Export Co' });
    const theirs = await customer({ ownerId: secondId, name: 'Theirs Export' });
    const res = await api.app.request(paths.export, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${operator.token}`,
        BrandId: String(operator.brandId),
      },
      body: JSON.stringify({ ids: [mine, theirs] }),
    });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trim().split('\n');
    expect(lines[0]).toContain('姓名');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=1+1");
    expect(text).not.toContain('Theirs Export');
    const token = await memberWithRules(api, demo.brand, 'no-export', [customerRule.list]);
    const denied = await api.call(paths.export, { token, brandId: demo.brand, body: {} });
    expect(denied.code).toBe(403);
  });
});
