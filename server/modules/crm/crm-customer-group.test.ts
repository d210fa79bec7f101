import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerGroupItem,
  type CustomerGroupListResult,
  type CustomerSummary,
  customerLimits,
  customerRule,
  type PortraitResult,
  customerPaths as paths,
} from '../../../contract/customer.ts';
import type { AddResult } from '../../../contract/envelope.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { auditOf, memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { adminUsers } from '../../db/core.tables.ts';
import {
  crmCustomerEvents,
  crmCustomerGroups,
  crmCustomers,
  crmCustomerTags,
  crmTags,
} from './crm.tables.ts';
import { cstDayAndWeek, lastMondays } from './customer-group.policy.ts';

type As = { token: string; brandId: number };
let api: TestApi;
let owner: As = { token: '', brandId: demo.brand };
let second: As = { token: '', brandId: demo.secondBrand };
let member: As = { token: '', brandId: demo.brand };
let memberId = 0;
let otherId = 0;
let noRules: As = { token: '', brandId: demo.brand };
const ids = { group: 0, vip: 0, cold: 0, web: 0, fair: 0, foreignTag: 0 };

const insightRules = [
  customerRule.groupList,
  customerRule.groupDetail,
  customerRule.groupAdd,
  customerRule.groupUpdate,
  customerRule.groupDel,
  customerRule.groupCount,
  customerRule.portrait,
  customerRule.summary,
];

let mobileSeq = 0;
async function customer(values: Partial<typeof crmCustomers.$inferInsert> & { tagIds?: number[] }) {
  const { tagIds = [], ...rest } = values;
  mobileSeq += 1;
  const [row] = await api.database.db
    .insert(crmCustomers)
    .values({
      brandId: demo.brand,
      name: `客户${mobileSeq}`,
      mobile: `1390077${String(mobileSeq).padStart(4, '0')}`,
      ...rest,
    })
    .returning({ id: crmCustomers.id });
  if (!row) throw new Error('customer insert failed');
  if (tagIds.length > 0)
    await api.database.db
      .insert(crmCustomerTags)
      .values(tagIds.map((tagId) => ({ customerId: row.id, tagId })));
  return row.id;
}

async function tag(brandId: number, type: string, title: string, groupId: number | null = null) {
  const [row] = await api.database.db
    .insert(crmTags)
    .values({ brandId, type, title, groupId })
    .returning({ id: crmTags.id });
  if (!row) throw new Error('tag insert failed');
  return row.id;
}

async function userId(userName: string) {
  const [u] = await api.database.db.select().from(adminUsers).where(eq(adminUsers.userName, userName));
  if (!u) throw new Error(`no user ${userName}`);
  return u.id;
}

const fieldsOf = (a: { data: unknown }) => (a.data as InvalidInput).fields;

async function groupCount(conditions: Record<string, unknown>, as: As = owner) {
  const a = await api.call<{ count: number }>(paths.groupCount, { ...as, body: { conditions } });
  expect(a.code, a.message).toBe(0);
  return a.data.count;
}

async function addGroup(name: string, conditions: Record<string, unknown>, as: As = owner) {
  const a = await api.call<AddResult>(paths.groupAdd, { ...as, body: { name, conditions } });
  if (a.code !== 0) throw new Error(`group_add ${name}: ${a.message}`);
  return a.data.id;
}

beforeAll(async () => {
  api = await createTestApi();
  owner = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
  second = {
    token: await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand),
    brandId: demo.secondBrand,
  };
  member = {
    token: await memberWithRules(api, demo.brand, 'insight_member', insightRules),
    brandId: demo.brand,
  };
  memberId = await userId('insight_member');
  await memberWithRules(api, demo.brand, 'insight_other', insightRules);
  otherId = await userId('insight_other');
  noRules = {
    token: await memberWithRules(api, demo.brand, 'insight_none', [customerRule.list]),
    brandId: demo.brand,
  };
  ids.group = await tag(demo.brand, 'group', '洞察测试组');
  ids.vip = await tag(demo.brand, 'tag', '洞察VIP', ids.group);
  ids.cold = await tag(demo.brand, 'tag', '洞察冷淡', ids.group);
  ids.web = await tag(demo.brand, 'source', '洞察官网');
  ids.fair = await tag(demo.brand, 'source', '洞察展会');
  ids.foreignTag = await tag(
    demo.secondBrand,
    'tag',
    '别家标签',
    await tag(demo.secondBrand, 'group', '别家组'),
  );
  // VIP: 2 of the member's, 1 in the pool, 2 of another member's (the member cannot see those).
  await customer({
    ownerId: memberId,
    tagIds: [ids.vip],
    sourceId: ids.web,
    stage: 'following',
    level: 'A',
    provinceId: 440000,
    province: '广东省',
    cityId: 440300,
    city: '深圳市',
  });
  await customer({
    ownerId: memberId,
    tagIds: [ids.vip, ids.cold],
    sourceId: ids.fair,
    stage: 'won',
    level: 'B',
    provinceId: 440000,
    province: '广东省',
  });
  await customer({
    ownerId: null,
    tagIds: [ids.vip],
    sourceId: ids.web,
    stage: 'new',
    provinceId: 110000,
    province: '北京市',
  });
  await customer({ ownerId: otherId, tagIds: [ids.vip], sourceId: ids.web, stage: 'new', level: 'A' });
  await customer({
    ownerId: otherId,
    tagIds: [ids.vip, ids.cold],
    stage: 'lost',
    lostReason: '预算',
    level: 'C',
  });
});
afterAll(() => api.close());

describe('POST /crm/customer/group_count.html', () => {
  it('counts what the conditions match among the customers the caller may see', async () => {
    expect(await groupCount({ tagIds: [ids.vip] })).toBe(5);
    // The member sees their own two and the pool's one, never the other member's.
    expect(await groupCount({ tagIds: [ids.vip] }, member)).toBe(3);
    expect(await groupCount({ tagIds: [ids.cold] }, member)).toBe(1);
    expect(await groupCount({ tagIds: [ids.vip], stages: ['new'] })).toBe(2);
    expect(await groupCount({ match: 'all', tagIds: [ids.cold], sourceIds: [ids.fair] })).toBe(1);
    expect(await groupCount({ match: 'any', tagIds: [ids.cold], sourceIds: [ids.fair] })).toBe(2);
    expect(await groupCount({ tagIds: [ids.vip], levels: ['A'] })).toBe(2);
    expect(await groupCount({ tagIds: [ids.vip], areaIds: [440300] })).toBe(1);
    expect(await groupCount({ tagIds: [ids.vip], areaIds: [440000] })).toBe(2);
    expect(await groupCount({ tagIds: [ids.vip], createdFrom: '2000-01-01', createdTo: '2000-12-31' })).toBe(
      0,
    );
    expect(await groupCount({ tagIds: [ids.vip], lastFollowBefore: '2000-01-01' })).toBe(5);
  });

  it('refuses bad input, another brand’s tags, and callers without its rule', async () => {
    const bad = await api.call(paths.groupCount, { ...owner, body: { conditions: { stages: ['maybe'] } } });
    expect(bad.code).toBe(1);
    expect(fieldsOf(bad)[0]?.field).toBe('conditions.stages.0');
    const foreign = await api.call(paths.groupCount, {
      ...owner,
      body: { conditions: { tagIds: [ids.foreignTag] } },
    });
    expect([foreign.code, fieldsOf(foreign)[0]?.field]).toEqual([1, 'conditions.tagIds']);
    // A source id is not a tag id.
    const wrongType = await api.call(paths.groupCount, {
      ...owner,
      body: { conditions: { sourceIds: [ids.vip] } },
    });
    expect(fieldsOf(wrongType)[0]?.field).toBe('conditions.sourceIds');
    const refused = await api.call(paths.groupCount, { ...noRules, body: { conditions: {} } });
    expect(refused.code).toBe(403);
  });
});

describe('group_add, group_detail, group_update, group_list, group_del', () => {
  it('saves a group shared by the brand, with each caller’s own count, and audits it', async () => {
    const id = await addGroup('洞察VIP客户', { tagIds: [ids.vip] }, member);
    const mine = await api.call<CustomerGroupItem>(paths.groupDetail, { ...member, body: { id } });
    expect(mine.data).toMatchObject({
      name: '洞察VIP客户',
      count: 3,
      conditions: { match: 'all', tagIds: [ids.vip] },
    });
    const theirs = await api.call<CustomerGroupItem>(paths.groupDetail, { ...owner, body: { id } });
    expect(theirs.data.count).toBe(5);
    const list = await api.call<CustomerGroupListResult>(paths.groupList, {
      ...owner,
      body: { keyword: '洞察VIP' },
    });
    expect(list.data.list.map((g) => [g.name, g.count])).toEqual([['洞察VIP客户', 5]]);
    const memberList = await api.call<CustomerGroupListResult>(paths.groupList, {
      ...member,
      body: { keyword: '洞察VIP' },
    });
    expect(memberList.data.list.map((g) => [g.name, g.count])).toEqual([['洞察VIP客户', 3]]);
    // Counts are cached per customer version: a customer tagged since counts at once.
    const tagged = await customer({ ownerId: memberId });
    await api.database.db.insert(crmCustomerTags).values({ customerId: tagged, tagId: ids.vip });
    const recounted = await api.call<CustomerGroupListResult>(paths.groupList, {
      ...member,
      body: { keyword: '洞察VIP' },
    });
    expect(recounted.data.list.map((g) => g.count)).toEqual([4]);
    await api.database.db.delete(crmCustomers).where(eq(crmCustomers.id, tagged));

    const renamed = await api.call(paths.groupUpdate, {
      ...owner,
      body: { id, name: '洞察冷淡客户', conditions: { tagIds: [ids.cold] } },
    });
    expect(renamed.code, renamed.message).toBe(0);
    const after = await api.call<CustomerGroupItem>(paths.groupDetail, { ...member, body: { id } });
    expect([after.data.name, after.data.count]).toEqual(['洞察冷淡客户', 1]);
    const audit = await auditOf(api, 'crm_customer_group', [id]);
    expect(audit.map((r) => r.action)).toEqual(['add', 'update']);
    expect(audit[0]?.subject).toBe('洞察VIP客户');
  });

  it('answers the words for its codes: tags and sources by name, areas from the province down', async () => {
    const gone = await tag(demo.brand, 'tag', '洞察将删', ids.group);
    const id = await addGroup('洞察带名字', {
      tagIds: [ids.cold, gone, ids.vip],
      sourceIds: [ids.fair],
      areaIds: [440305, 440000, 999999],
    });
    await api.database.db.delete(crmTags).where(eq(crmTags.id, gone));
    const labels = {
      tags: ['洞察冷淡', '洞察VIP'],
      sources: ['洞察展会'],
      areas: [
        { id: 440305, names: ['广东省', '深圳市', '南山区'] },
        { id: 440000, names: ['广东省'] },
        { id: 999999, names: [] },
      ],
    };
    const detail = await api.call<CustomerGroupItem>(paths.groupDetail, { ...member, body: { id } });
    expect(detail.data.labels).toEqual(labels);
    const list = await api.call<CustomerGroupListResult>(paths.groupList, {
      ...owner,
      body: { keyword: '洞察带名字' },
    });
    expect(list.data.list.map((g) => g.labels)).toEqual([labels]);
    // A renamed tag is read again, not remembered.
    await api.database.db.update(crmTags).set({ title: '洞察很冷淡' }).where(eq(crmTags.id, ids.cold));
    try {
      const again = await api.call<CustomerGroupItem>(paths.groupDetail, { ...owner, body: { id } });
      expect(again.data.labels.tags).toEqual(['洞察很冷淡', '洞察VIP']);
    } finally {
      await api.database.db.update(crmTags).set({ title: '洞察冷淡' }).where(eq(crmTags.id, ids.cold));
      await api.call(`${paths.groupDel}?id=${id}`, { ...owner, method: 'GET' });
    }
  });

  it('refuses a clashing name, bad input and unknown items at their fields', async () => {
    await addGroup('洞察重名', {});
    const clash = await api.call(paths.groupAdd, { ...owner, body: { name: '洞察重名', conditions: {} } });
    expect([clash.code, fieldsOf(clash)[0]?.field]).toEqual([1, 'name']);
    expect(clash.message).toBe('分组“洞察重名”已存在');
    const empty = await api.call(paths.groupAdd, { ...owner, body: { name: '', conditions: {} } });
    expect([empty.code, fieldsOf(empty)[0]?.field]).toEqual([1, 'name']);
    const long = await api.call(paths.groupAdd, {
      ...owner,
      body: { name: '长'.repeat(31), conditions: {} },
    });
    expect(fieldsOf(long)[0]?.field).toBe('name');
    const source = await api.call(paths.groupAdd, {
      ...owner,
      body: { name: '洞察未知来源', conditions: { sourceIds: [999999] } },
    });
    expect([source.code, fieldsOf(source)[0]?.field]).toEqual([1, 'conditions.sourceIds']);
    const other = await addGroup('洞察另一个', {});
    const rename = await api.call(paths.groupUpdate, { ...owner, body: { id: other, name: '洞察重名' } });
    expect(fieldsOf(rename)[0]?.field).toBe('name');
    const badDate = await api.call(paths.groupUpdate, {
      ...owner,
      body: { id: other, conditions: { createdFrom: 'yesterday' } },
    });
    expect([badDate.code, fieldsOf(badDate)[0]?.field]).toEqual([1, 'conditions.createdFrom']);
  });

  it('keeps another brand’s groups out of reach and needs each call’s rule', async () => {
    const foreign = await addGroup('别家分组', {}, second);
    for (const [path, body] of [
      [paths.groupDetail, { id: foreign }],
      [paths.groupUpdate, { id: foreign, name: '抢来的' }],
      [paths.portrait, { groupId: foreign }],
    ] as const) {
      const a = await api.call(path, { ...owner, body });
      expect([path, a.code]).toEqual([path, 1]);
    }
    const del = await api.call(`${paths.groupDel}?id=${foreign}`, { ...owner, method: 'GET' });
    expect(del.code).toBe(1);
    expect(
      await api.database.db.select().from(crmCustomerGroups).where(eq(crmCustomerGroups.id, foreign)),
    ).toHaveLength(1);
    for (const path of [
      paths.groupList,
      paths.groupDetail,
      paths.groupAdd,
      paths.groupUpdate,
      paths.portrait,
      paths.summary,
    ]) {
      const a = await api.call(path, { ...noRules, body: { id: foreign, name: 'x', conditions: {} } });
      expect([path, a.code]).toEqual([path, 403]);
    }
    const refused = await api.call(`${paths.groupDel}?id=${foreign}`, { ...noRules, method: 'GET' });
    expect(refused.code).toBe(403);
  });

  it('deletes by id or ids, the many recorded as one change', async () => {
    const a = await addGroup('洞察删一', {});
    const b = await addGroup('洞察删二', {});
    const r = await api.call<DeleteResult>(`${paths.groupDel}?ids=${a},${b}`, { ...owner, method: 'GET' });
    expect([r.code, r.data]).toEqual([0, { deleted: 2 }]);
    expect((await auditOf(api, 'crm_customer_group', [a, b])).map((x) => x.action)).toEqual([
      'add',
      'add',
      'delete',
    ]);
  });

  it('keeps at most customerLimits.groups per brand', async () => {
    const existing = await api.database.db
      .select()
      .from(crmCustomerGroups)
      .where(eq(crmCustomerGroups.brandId, demo.secondBrand));
    await api.database.db.insert(crmCustomerGroups).values(
      Array.from({ length: customerLimits.groups - existing.length }, (_, i) => ({
        brandId: demo.secondBrand,
        name: `满额${i}`,
      })),
    );
    const full = await api.call(paths.groupAdd, { ...second, body: { name: '再来一个', conditions: {} } });
    expect([full.code, full.message]).toEqual([
      1,
      `客户分组最多 ${customerLimits.groups} 个，请先删除不用的`,
    ]);
  });
});

describe('POST /crm/customer/portrait.html', () => {
  it('distributes a group’s visible customers; the slices sum to the total', async () => {
    const groupId = await addGroup('洞察画像', { tagIds: [ids.vip] });
    const customers = await api.database.db
      .select()
      .from(crmCustomerTags)
      .where(eq(crmCustomerTags.tagId, ids.vip));
    const first = customers[0]?.customerId ?? 0;
    // Two follow-ups this week, one three weeks back (in the week of the fourth Monday from the end),
    // one 20 weeks ago (outside the 12 weeks).
    const mondays = lastMondays(new Date(), 12);
    const threeWeeksBack = new Date(`${mondays[8]}T00:00:01+08:00`);
    await api.database.db.insert(crmCustomerEvents).values([
      { brandId: demo.brand, customerId: first, kind: 'follow', content: '回访', createdAt: threeWeeksBack },
      { brandId: demo.brand, customerId: first, kind: 'follow', content: '电话' },
      { brandId: demo.brand, customerId: first, kind: 'follow', content: '拜访' },
      { brandId: demo.brand, customerId: first, kind: 'stage', content: '' },
      {
        brandId: demo.brand,
        customerId: first,
        kind: 'follow',
        content: '旧',
        createdAt: new Date(Date.now() - 140 * 86_400_000),
      },
    ]);
    const a = await api.call<PortraitResult>(paths.portrait, { ...owner, body: { groupId } });
    expect(a.code, a.message).toBe(0);
    const p = a.data;
    expect(p.total).toBe(5);
    const sum = (s: { count: number }[]) => s.reduce((n, x) => n + x.count, 0);
    for (const slices of [p.byStage, p.bySource, p.byProvince, p.byOwner, p.byLevel])
      expect(sum(slices)).toBe(5);
    expect(p.byStage.map((s) => [s.key, s.count])).toEqual([
      ['new', 2],
      ['following', 1],
      ['won', 1],
      ['lost', 1],
    ]);
    expect(p.bySource.map((s) => [s.label, s.count])).toEqual([
      ['洞察官网', 3],
      ['', 1],
      ['洞察展会', 1],
    ]);
    expect(p.byTag.map((s) => [s.label, s.count])).toEqual([
      ['洞察VIP', 5],
      ['洞察冷淡', 2],
    ]);
    expect(p.byOwner.find((s) => s.key === '')).toEqual({ key: '', label: '公海', count: 1 });
    expect(p.byLevel.map((s) => [s.key, s.count])).toEqual([
      ['A', 2],
      ['B', 1],
      ['C', 1],
      ['', 1],
    ]);
    expect(p.weekly.map((w) => w.week)).toEqual(mondays);
    expect(p.weekly.at(-1)).toMatchObject({ newCustomers: 5, follows: 2 });
    // A second after its Monday's midnight in China counts in that week, not the one before.
    expect(p.weekly[8]).toMatchObject({ week: mondays[8], follows: 1 });
    expect(sum(p.weekly.map((w) => ({ count: w.follows })))).toBe(3);

    const m = await api.call<PortraitResult>(paths.portrait, { ...member, body: { groupId } });
    expect(m.data.total).toBe(3);
    expect(m.data.byOwner.map((s) => s.count).sort()).toEqual([1, 2]);
  });

  it('without a group covers every visible customer; refuses a bad group id', async () => {
    const all = await api.call<PortraitResult>(paths.portrait, { ...owner, body: {} });
    expect(all.data.total).toBeGreaterThanOrEqual(5);
    // The portrait is kept per customer version: a new customer, or a tag given, shows at once.
    const again = await api.call<PortraitResult>(paths.portrait, { ...owner, body: {} });
    expect(again.data).toEqual(all.data);
    const added = await customer({ ownerId: null, stage: 'won' });
    const after = await api.call<PortraitResult>(paths.portrait, { ...owner, body: {} });
    expect(after.data.total).toBe(all.data.total + 1);
    const won = (p: PortraitResult) => p.byStage.find((s) => s.key === 'won')?.count ?? 0;
    expect(won(after.data)).toBe(won(all.data) + 1);
    const vip = (p: PortraitResult) => p.byTag.find((s) => s.key === String(ids.vip))?.count ?? 0;
    await api.database.db.insert(crmCustomerTags).values({ customerId: added, tagId: ids.vip });
    const tagged = await api.call<PortraitResult>(paths.portrait, { ...owner, body: {} });
    expect(vip(tagged.data)).toBe(vip(after.data) + 1);
    const bad = await api.call(paths.portrait, { ...owner, body: { groupId: 'x' } });
    expect([bad.code, fieldsOf(bad)[0]?.field]).toEqual([1, 'groupId']);
  });

  it('counts each tag over exactly the customers the viewer sees (the brand’s, or their own and the pool)', async () => {
    // The truth, counted the plain way: every tagged customer of the brand, and the member's share.
    const truth = async (seen: 'all' | 'member') => {
      const rows = await api.database.db
        .select({ tagId: crmCustomerTags.tagId, ownerId: crmCustomers.ownerId })
        .from(crmCustomerTags)
        .innerJoin(crmCustomers, eq(crmCustomers.id, crmCustomerTags.customerId))
        .where(eq(crmCustomers.brandId, demo.brand));
      const n = new Map<string, number>();
      for (const r of rows)
        if (seen === 'all' || r.ownerId === null || r.ownerId === memberId)
          n.set(String(r.tagId), (n.get(String(r.tagId)) ?? 0) + 1);
      return n;
    };
    // Another member's tagged customer: in the owner's counts, not in the member's.
    const theirs = await customer({ ownerId: otherId });
    await api.database.db.insert(crmCustomerTags).values({ customerId: theirs, tagId: ids.cold });
    for (const [as, seen] of [
      [owner, 'all'],
      [member, 'member'],
    ] as const) {
      const p = await api.call<PortraitResult>(paths.portrait, { ...as, body: {} });
      expect(new Map(p.data.byTag.map((s) => [s.key, s.count]))).toEqual(await truth(seen));
    }
  });
});

describe('POST /crm/customer/summary.html', () => {
  it('answers the caller’s list’s due and overdue follow-ups, this week’s new customers, the pool and the funnel', async () => {
    const before = await api.call<CustomerSummary>(paths.summary, { ...member, body: {} });
    expect(before.code, before.message).toBe(0);
    const { today, monday } = cstDayAndWeek(new Date());
    const noonToday = new Date(today.getTime() + 12 * 3_600_000);
    await customer({ ownerId: memberId, stage: 'following', nextFollowAt: noonToday });
    await customer({
      ownerId: memberId,
      stage: 'following',
      nextFollowAt: new Date(today.getTime() - 3_600_000),
    });
    await customer({
      ownerId: memberId,
      stage: 'new',
      nextFollowAt: new Date(today.getTime() - 86_400_000 * 3),
    });
    // Not the member's: not their work, and not counted in their figures.
    await customer({ ownerId: otherId, stage: 'following', nextFollowAt: noonToday });
    await customer({ ownerId: null, stage: 'new', createdAt: new Date(monday.getTime() - 60_000) });
    const after = (await api.call<CustomerSummary>(paths.summary, { ...member, body: {} })).data;
    expect(after.scope).toBe('mine');
    // Due by the end of today counts the overdue too, as the list's `due: 'today'` does.
    expect(after.dueToday - before.data.dueToday).toBe(3);
    expect(after.overdue - before.data.overdue).toBe(2);
    expect(after.newThisWeek - before.data.newThisWeek).toBe(3);
    expect(after.poolSize - before.data.poolSize).toBe(1);
    expect(after.funnel.map((f) => f.stage)).toEqual(['new', 'following', 'won', 'lost']);
    // The funnel is the list's, per stage: the pool's new customer is on the pool's card only.
    const delta = after.funnel.map((f, i) => f.count - (before.data.funnel[i]?.count ?? 0));
    expect(delta).toEqual([1, 2, 0, 0]);
    const all = (await api.call<CustomerSummary>(paths.summary, { ...owner, body: {} })).data;
    expect(all.scope).toBe('all');
    expect(all.funnel.reduce((n, f) => n + f.count, 0)).toBeGreaterThan(
      after.funnel.reduce((n, f) => n + f.count, 0),
    );
  });
});
