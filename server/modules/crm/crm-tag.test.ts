import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrmTagFlatListResult,
  type CrmTagGroup,
  type CrmTagListResult,
  crmTagLimits,
  crmTagRule,
  crmTagPaths as paths,
} from '../../../contract/crm-tag.ts';
import type { AddResult } from '../../../contract/envelope.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import type { DeleteResult, RuleNode } from '../../../contract/role.ts';
import { auditOf, memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { crmTags } from './crm.tables.ts';

let api: TestApi;
let owner: { token: string; brandId: number } = { token: '', brandId: demo.brand };
let second: { token: string; brandId: number } = { token: '', brandId: demo.secondBrand };
beforeAll(async () => {
  api = await createTestApi();
  owner = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
  second = {
    token: await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand),
    brandId: demo.secondBrand,
  };
});
afterAll(() => api.close());

type As = { token: string; brandId: number };

async function add(body: Record<string, unknown>, as: As = owner) {
  const a = await api.call<AddResult>(paths.add, { ...as, body });
  if (a.code !== 0) throw new Error(`add ${JSON.stringify(body)}: ${a.message}`);
  return a.data.id;
}

function fieldsOf(a: { data: unknown }) {
  return (a.data as InvalidInput).fields;
}

async function groups(as: As = owner, body: Record<string, unknown> = {}) {
  const a = await api.call<CrmTagGroup[]>(paths.group, { ...as, body });
  expect(a.code).toBe(0);
  return a.data;
}

describe('POST /crm/tag/add.html', () => {
  it('adds a group, its tags in order, a follow-up type and a source; each is audited', async () => {
    const interest = await add({ type: 'group', title: '兴趣', color: '#D4380D' });
    const tags = [];
    for (const title of ['旅行', '美食', '摄影'])
      tags.push(await add({ type: 'tag', title, groupId: interest }));
    const follow = await add({ type: 'follow', title: '电话回访' });
    const source = await add({ type: 'source', title: '地推' });
    const found = (await groups()).find((g) => g.id === interest);
    expect(found).toMatchObject({
      type: 'group',
      title: '兴趣',
      color: '#d4380d',
      display: true,
      groupId: 0,
    });
    expect(found?.tags.map((t) => [t.title, t.groupId, t.ordernum])).toEqual([
      ['旅行', interest, 1],
      ['美食', interest, 2],
      ['摄影', interest, 3],
    ]);
    const audit = await auditOf(api, 'crm_tag', [interest, ...tags, follow, source]);
    expect(audit.map((r) => [r.action, r.subject])).toEqual([
      ['add', '兴趣'],
      ['add', '旅行'],
      ['add', '美食'],
      ['add', '摄影'],
      ['add', '电话回访'],
      ['add', '地推'],
    ]);
  });

  it('refuses an empty title, a taken one (in its list only), an unknown type and a bad colour, at the field', async () => {
    const g = await add({ type: 'group', title: '客户分层' });
    await add({ type: 'tag', title: 'VIP', groupId: g });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: 'tag', title: '  ', groupId: g }, 'title', '必填'],
      [{ type: 'tag', title: 'vip', groupId: g }, 'title', '标签“vip”已存在'],
      [{ type: 'group', title: '客户分层' }, 'title', '标签组“客户分层”已存在'],
      [{ type: 'customer', title: 'x' }, 'type', '应为 group, tag, follow, source 之一'],
      [{ type: 'follow', title: 'x', color: 'red' }, 'color', '颜色应为 #RRGGBB'],
      [{ type: 'follow', title: 'x'.repeat(31) }, 'title', '最多 30 个字符'],
      [{ type: 'follow', title: 'x', extra: 1 }, '', '不支持的字段 extra'],
    ];
    for (const [body, field, message] of cases) {
      const a = await api.call(paths.add, { ...owner, body });
      expect(a.code, JSON.stringify(body)).toBe(1);
      expect(fieldsOf(a)[0], JSON.stringify(body)).toEqual({ field, message });
    }
    // The same title is free in another group, another type and another brand.
    const other = await add({ type: 'group', title: '会员' });
    expect(await add({ type: 'tag', title: 'VIP', groupId: other })).toBeGreaterThan(0);
    expect(await add({ type: 'source', title: '客户分层' })).toBeGreaterThan(0);
    expect(await add({ type: 'group', title: '客户分层' }, second)).toBeGreaterThan(0);
  });

  it('puts a tag in a group of the brand and nothing else in a group', async () => {
    const g = await add({ type: 'group', title: '地区' });
    const follow = await add({ type: 'follow', title: '上门' });
    const otherBrandGroup = await add({ type: 'group', title: '地区' }, second);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'tag', title: '华东' }, '请选择标签所属的标签组'],
      [{ type: 'follow', title: '微信', groupId: g }, '只有标签属于标签组'],
      [{ type: 'tag', title: '华东', groupId: follow }, `标签组不存在（id ${follow}）`],
      [{ type: 'tag', title: '华东', groupId: otherBrandGroup }, `标签组不存在（id ${otherBrandGroup}）`],
    ];
    for (const [body, message] of cases) {
      const a = await api.call(paths.add, { ...owner, body });
      expect([a.code, fieldsOf(a)], JSON.stringify(body)).toEqual([1, [{ field: 'groupId', message }]]);
    }
    const en = await api.call(paths.add, { ...owner, lang: 'en', body: { type: 'tag', title: 'East' } });
    expect(en.message).toBe('Choose the tag group the tag belongs to');
  });

  it('keeps a list within its limit', async () => {
    const existing = (
      await api.call<CrmTagFlatListResult>(paths.sourcelist, { ...owner, body: { pageSize: 100 } })
    ).data.total;
    await api.database.db.insert(crmTags).values(
      Array.from({ length: crmTagLimits.source - existing }, (_, i) => ({
        brandId: demo.brand,
        type: 'source',
        title: `来源 ${i}`,
        ordernum: 100 + i,
      })),
    );
    const a = await api.call(paths.add, { ...owner, body: { type: 'source', title: '再来一个' } });
    expect([a.code, a.message]).toEqual([1, '客户来源最多 100 个，请先删除不用的']);
    await api.database.db
      .delete(crmTags)
      .where(and(eq(crmTags.brandId, demo.brand), eq(crmTags.type, 'source')));
  });

  it('needs its rule: 403 for a role with the lists only', async () => {
    const token = await memberWithRules(api, demo.brand, 'tag_reader', [
      crmTagRule.group,
      crmTagRule.taglist,
    ]);
    const a = await api.call(paths.add, {
      token,
      brandId: demo.brand,
      body: { type: 'follow', title: '短信' },
    });
    expect([a.code, a.message]).toEqual([403, '没有权限执行此操作']);
    expect((await api.call(paths.group, { token, brandId: demo.brand, body: {} })).code).toBe(0);
  });
});

describe('POST /crm/tag/update.html', () => {
  it('renames, recolours and moves a tag to another group; audits what changed', async () => {
    const a = await add({ type: 'group', title: '爱好' });
    const b = await add({ type: 'group', title: '生活方式' });
    const tag = await add({ type: 'tag', title: '跑步', groupId: a });
    const r = await api.call(paths.update, {
      ...owner,
      body: { id: tag, title: '长跑', color: '#389E0D', groupId: b },
    });
    expect([r.code, r.message]).toEqual([0, '保存成功']);
    const all = await groups();
    expect(all.find((g) => g.id === a)?.tags).toEqual([]);
    expect(all.find((g) => g.id === b)?.tags.map((t) => [t.title, t.color])).toEqual([['长跑', '#389e0d']]);
    const audit = await auditOf(api, 'crm_tag', [tag]);
    expect(audit.at(-1)?.payload).toEqual({ title: '长跑', color: '#389e0d', groupId: b });
  });

  it('refuses a taken title, a group for a follow-up type, another brand id', async () => {
    const f1 = await add({ type: 'follow', title: '邮件' });
    const f2 = await add({ type: 'follow', title: '拜访' });
    const g = await add({ type: 'group', title: '渠道' });
    const taken = await api.call(paths.update, { ...owner, body: { id: f2, title: '邮件' } });
    expect(fieldsOf(taken)).toEqual([{ field: 'title', message: '跟进方式“邮件”已存在' }]);
    const grouped = await api.call(paths.update, { ...owner, body: { id: f1, groupId: g } });
    expect(fieldsOf(grouped)).toEqual([{ field: 'groupId', message: '只有标签属于标签组' }]);
    const foreign = await add({ type: 'follow', title: '邮件' }, second);
    const other = await api.call(paths.update, { ...owner, body: { id: foreign, title: '改名' } });
    expect([other.code, other.message]).toEqual([1, `该条目不存在（id ${foreign}）`]);
    const empty = await api.call(paths.update, { ...owner, body: { id: f1, title: '' } });
    expect(fieldsOf(empty)).toEqual([{ field: 'title', message: '必填' }]);
  });
});

describe('POST /crm/tag/status.html', () => {
  it('hides an item (the toggle) and the pickers leave it out', async () => {
    const g = await add({ type: 'group', title: '偏好' });
    const t1 = await add({ type: 'tag', title: '甜', groupId: g });
    const t2 = await add({ type: 'tag', title: '辣', groupId: g });
    const r = await api.call(paths.status, { ...owner, body: { id: t2, display: false } });
    expect(r.code).toBe(0);
    expect((await groups()).find((x) => x.id === g)?.tags.map((t) => [t.id, t.display])).toEqual([
      [t1, true],
      [t2, false],
    ]);
    expect((await groups(owner, { display: true })).find((x) => x.id === g)?.tags.map((t) => t.id)).toEqual([
      t1,
    ]);
    // 0/1 as older clients send it.
    expect((await api.call(paths.status, { ...owner, body: { id: g, display: 0 } })).code).toBe(0);
    expect((await groups(owner, { display: 'true' })).some((x) => x.id === g)).toBe(false);
  });

  it('refuses a missing flag and another brand id', async () => {
    const foreign = await add({ type: 'source', title: '展会' }, second);
    const other = await api.call(paths.status, { ...owner, body: { id: foreign, display: false } });
    expect(other.code).toBe(1);
    const [row] = await api.database.db.select().from(crmTags).where(eq(crmTags.id, foreign));
    expect(row?.display).toBe(true);
    const bad = await api.call(paths.status, { ...owner, body: { id: foreign } });
    expect(fieldsOf(bad)).toEqual([{ field: 'display', message: '必填' }]);
  });
});

describe('GET /crm/tag/del.html', () => {
  it('deletes items, a group with its tags, all or nothing across brands', async () => {
    const g = await add({ type: 'group', title: '临时' });
    const tag = await add({ type: 'tag', title: '一', groupId: g });
    const f = await add({ type: 'follow', title: '临时跟进' });
    const foreign = await add({ type: 'follow', title: '临时跟进' }, second);
    const mixed = await api.call<DeleteResult>(`${paths.del}?ids=${f},${foreign}`, {
      ...owner,
      method: 'GET',
    });
    expect([mixed.code, mixed.message]).toEqual([1, `该条目不存在（id ${foreign}）`]);
    expect(await api.database.db.select().from(crmTags).where(eq(crmTags.id, f))).toHaveLength(1);
    const r = await api.call<DeleteResult>(`${paths.del}?ids=${g},${f}`, { ...owner, method: 'GET' });
    expect([r.code, r.message, r.data]).toEqual([0, '已删除 2 项', { deleted: 2 }]);
    expect(await api.database.db.select().from(crmTags).where(eq(crmTags.id, tag))).toEqual([]);
    const audit = await auditOf(api, 'crm_tag', [g, f]);
    // One change lists both, each named.
    const deleted = audit.filter((a) => a.action === 'delete');
    expect(deleted.map((a) => [a.entityIds, a.subject])).toEqual([[[g, f], '临时, 临时跟进']]);
    const none = await api.call(`${paths.del}`, { ...owner, method: 'GET' });
    expect(fieldsOf(none)).toEqual([{ field: 'id', message: '必填' }]);
  });

  it('needs its rule: a "Sales assistant" with lists and add gets 403', async () => {
    const token = await memberWithRules(api, demo.brand, 'sales_assistant_tag', [
      crmTagRule.followlist,
      crmTagRule.add,
    ]);
    const f = await add({ type: 'follow', title: '留着' });
    const a = await api.call(`${paths.del}?id=${f}`, { token, brandId: demo.brand, method: 'GET' });
    expect(a.code).toBe(403);
    expect(await api.database.db.select().from(crmTags).where(eq(crmTags.id, f))).toHaveLength(1);
  });
});

describe('POST /crm/tag/order.html', () => {
  it('reorders (the sort call) and refuses an empty list and another brand id', async () => {
    const g = await add({ type: 'group', title: '排序组' });
    const [a, b, c] = [
      await add({ type: 'tag', title: 'A', groupId: g }),
      await add({ type: 'tag', title: 'B', groupId: g }),
      await add({ type: 'tag', title: 'C', groupId: g }),
    ];
    const r = await api.call(paths.order, {
      ...owner,
      body: {
        list: [
          { id: c, ordernum: 1 },
          { id: a, ordernum: 2 },
          { id: b, ordernum: 3 },
        ],
      },
    });
    expect(r.code).toBe(0);
    const list = await api.call<CrmTagListResult>(paths.taglist, { ...owner, body: { groupId: g } });
    expect(list.data.list.map((t) => t.title)).toEqual(['C', 'A', 'B']);
    const empty = await api.call(paths.order, { ...owner, body: { list: [] } });
    expect([empty.code, empty.message]).toEqual([1, '没有排序项']);
    const foreign = await add({ type: 'source', title: '别家' }, second);
    const mixed = await api.call(paths.order, {
      ...owner,
      body: {
        list: [
          { id: a, ordernum: 9 },
          { id: foreign, ordernum: 1 },
        ],
      },
    });
    expect(mixed.code).toBe(1);
    const after = await api.call<CrmTagListResult>(paths.taglist, { ...owner, body: { groupId: g } });
    expect(after.data.list.map((t) => t.title)).toEqual(['C', 'A', 'B']);
  });
});

describe('the lists', () => {
  it('taglist: tags with their group titles, by group, keyword and display; pages', async () => {
    const g = await add({ type: 'group', title: '列表组' });
    await add({ type: 'tag', title: '苹果', groupId: g });
    const pear = await add({ type: 'tag', title: '梨子', groupId: g });
    await api.call(paths.status, { ...owner, body: { id: pear, display: false } });
    const all = await api.call<CrmTagListResult>(paths.taglist, { ...owner, body: { groupId: String(g) } });
    expect(all.data.list.map((t) => [t.title, t.groupTitle, t.type])).toEqual([
      ['苹果', '列表组', 'tag'],
      ['梨子', '列表组', 'tag'],
    ]);
    const shown = await api.call<CrmTagListResult>(paths.taglist, {
      ...owner,
      body: { groupId: g, display: '1' },
    });
    expect(shown.data.list.map((t) => t.title)).toEqual(['苹果']);
    const found = await api.call<CrmTagListResult>(paths.taglist, { ...owner, body: { keyword: '梨' } });
    expect(found.data.list.map((t) => t.id)).toEqual([pear]);
    const paged = await api.call<CrmTagListResult>(paths.taglist, {
      ...owner,
      body: { pageSize: 1, page: 2 },
    });
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.total).toBeGreaterThan(2);
    const bad = await api.call(paths.taglist, { ...owner, body: { groupId: 'x' } });
    expect(bad.code).toBe(1);
  });

  it('followlist and sourcelist: one type each, in order, only the brand own', async () => {
    await add({ type: 'source', title: '官网' });
    await add({ type: 'source', title: '转介绍' });
    await add({ type: 'source', title: '别家的来源' }, second);
    const sources = await api.call<CrmTagFlatListResult>(paths.sourcelist, { ...owner, body: {} });
    expect(sources.data.list.every((s) => s.type === 'source')).toBe(true);
    expect(sources.data.list.map((s) => s.title)).toEqual(expect.arrayContaining(['官网', '转介绍']));
    expect(sources.data.list.map((s) => s.title)).not.toContain('别家的来源');
    const follows = await api.call<CrmTagFlatListResult>(paths.followlist, { ...owner, body: {} });
    expect(follows.data.list.every((s) => s.type === 'follow')).toBe(true);
    const ordered = follows.data.list.map((f) => f.ordernum);
    expect(ordered).toEqual([...ordered].sort((x, y) => x - y));
  });
});

describe('the rule tree', () => {
  it('names every CRM settings and sales rule in both languages', async () => {
    const flat = (nodes: RuleNode[]): RuleNode[] => nodes.flatMap((n) => [n, ...flat(n.childList)]);
    for (const lang of ['zh-CN', 'en']) {
      const tree = await api.call<RuleNode[]>('/brand/role/rules.html', { ...owner, lang, body: {} });
      const crm = flat(tree.data).filter((r) =>
        /^crm\/(tag|material|product|config|sales)/.test(r.controller),
      );
      expect(crm.length).toBeGreaterThan(30);
      for (const r of crm) {
        // No action names glued to a prefix ("标签group", "Tags: taglist").
        if (lang === 'zh-CN') expect(r.title, `${r.controller}/${r.action}`).toMatch(/^[^a-z]*$/);
        else expect(r.title, `${r.controller}/${r.action}`).not.toMatch(/: |[\u4e00-\u9fff]/);
      }
    }
  });
});
