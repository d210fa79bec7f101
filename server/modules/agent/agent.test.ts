import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AgentConfig,
  AgentDecisionResult,
  AgentGroupItem,
  AgentItem,
  AgentSummary,
} from '../../../contract/agent.ts';
import type { ListResult } from '../../../contract/envelope.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import { idCardCheckCharacter } from '../../../contract/id-card.ts';
import type { UploadedItem } from '../../../contract/upload.ts';
import {
  type Answer,
  type CallOptions,
  createTestApi,
  demo,
  type TestApi,
} from '../../../tests/support/test-api.ts';
import { png } from '../../../tests/support/upload-fixtures.ts';
import { changes } from '../../db/core.tables.ts';
import { smsMessages, smsTemplates } from '../notify/notify.tables.ts';
import { agentGroups, agents } from './agent.tables.ts';
import { idCardPurpose } from './agent-user.policy.ts';

// Every agent and group call × success, bad input, no permission and another brand's id.

let api: TestApi;
let owner = '';
let second = '';
let operator = '';
/** Every answer of this file, to prove no full id card number was ever in one. */
const answers: string[] = [];
/** Every id card number this file sent or stored. */
const fullNumbers = new Set<string>();

beforeAll(async () => {
  api = await createTestApi();
  owner = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  second = await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand);
  operator = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
});
afterAll(() => api.close());

async function call<T>(
  path: string,
  body?: unknown,
  o: { token?: string; brand?: number; get?: string } = {},
) {
  const options: CallOptions = {
    token: o.token ?? owner,
    brandId: o.brand ?? (o.token === second ? demo.secondBrand : demo.brand),
    lang: 'zh-CN',
  };
  const a: Answer<T> =
    o.get !== undefined
      ? await api.call<T>(`${path}?${o.get}`, { ...options, method: 'GET' })
      : await api.call<T>(path, { ...options, body: body ?? {} });
  answers.push(a.raw);
  return a;
}

const fieldOf = (a: Answer<unknown>) => (a.data as InvalidInput | null)?.fields?.[0];

/** Valid numbers (GB 11643) made for this file: region, birth, sequence; the check character computed. */
let serial = 0;
function idCard(): string {
  serial += 1;
  const first17 = `440305199${serial % 10}0${(serial % 9) + 1}15${String(serial).padStart(3, '0')}`;
  const n = `${first17}${idCardCheckCharacter(first17)}`;
  fullNumbers.add(n);
  return n;
}
let mobileSerial = 0;
const mobile = () => `1390000${String(++mobileSerial).padStart(4, '0')}`;

async function addAgent(extra: Record<string, unknown> = {}) {
  const a = await call<{ id: number }>('/agent/user/add.html', {
    name: `代理${mobileSerial}`,
    mobile: mobile(),
    idCard: idCard(),
    ...extra,
  });
  expect(a.code, a.message).toBe(0);
  return a.data.id;
}

/**
 * An application as it arrives from outside the console (the brand's site or mini program): there
 * is no call for applicants, so the row is written as that side would write it.
 */
async function application(name: string, brandId: number = demo.brand) {
  const number = idCard();
  const [row] = await api.database.db
    .insert(agents)
    .values({
      brandId,
      name,
      mobile: mobile(),
      idCardMask: `${number.slice(0, 4)}**********${number.slice(-4)}`,
    })
    .returning({ id: agents.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function uploadImage(token: string, brandId: number, colour: string): Promise<UploadedItem> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await png(24, 16, colour))]), 'licence.png');
  const res = await api.app.request('/brand/upload/file.html', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, BrandId: String(brandId) },
    body: form,
  });
  return ((await res.json()) as { data: UploadedItem }).data;
}

const groupIdOf = async (title: string) => {
  const [g] = await api.database.db
    .select({ id: agentGroups.id })
    .from(agentGroups)
    .where(and(eq(agentGroups.brandId, demo.brand), eq(agentGroups.title, title)));
  if (!g) throw new Error(`no group ${title}`);
  return g.id;
};

describe('agent groups', () => {
  it('lists the brand groups by level with their agents counted', async () => {
    const a = await call<ListResult<AgentGroupItem>>('/agent/group/list.html');
    expect(a.code).toBe(0);
    expect(a.data.list.map((g) => [g.title, g.level, g.commission, g.agentCount])).toEqual([
      ['金牌代理', 1, '20.00', 1],
      ['银牌代理', 2, '15.00', 2],
      ['铜牌代理', 3, '10.50', 2],
    ]);
    const other = await call<ListResult<AgentGroupItem>>('/agent/group/list.html', {}, { token: second });
    expect(other.data.list).toEqual([]);
  });

  it('adds a group with its commission as a two-place decimal string', async () => {
    const a = await call<{ id: number }>('/agent/group/add.html', {
      title: '见习代理',
      level: 9,
      commission: '5.5',
      description: '试用期',
    });
    expect(a.code, a.message).toBe(0);
    const d = await call<AgentGroupItem>('/agent/group/detail.html', { id: a.data.id });
    expect(d.data).toMatchObject({ title: '见习代理', level: 9, commission: '5.50', agentCount: 0 });
  });

  it('refuses a level another group holds, naming it, at the level field', async () => {
    const a = await call('/agent/group/add.html', { title: '钻石代理', level: 1, commission: '30' });
    expect(a.code).toBe(1);
    expect(a.message).toBe('等级 1 已被分组“金牌代理”使用，每个等级只能有一个分组');
    expect(fieldOf(a)?.field).toBe('level');
    const silver = await groupIdOf('银牌代理');
    const u = await call('/agent/group/update.html', { id: silver, level: 3 });
    expect(fieldOf(u)).toEqual({
      field: 'level',
      message: '等级 3 已被分组“铜牌代理”使用，每个等级只能有一个分组',
    });
  });

  it('refuses a commission over 100 % or with three places, and a level outside 1-9', async () => {
    const over = await call('/agent/group/add.html', { title: '超额', level: 8, commission: '100.01' });
    expect(over.code).toBe(1);
    expect(fieldOf(over)).toEqual({ field: 'commission', message: '应在 0 到 100 之间' });
    const places = await call('/agent/group/add.html', { title: '超额', level: 8, commission: '12.345' });
    expect(fieldOf(places)).toEqual({ field: 'commission', message: '应为数字，最多 2 位小数（如 12.50）' });
    const level = await call('/agent/group/add.html', { title: '超额', level: 10, commission: '1' });
    expect(fieldOf(level)?.field).toBe('level');
    const full = await call<{ id: number }>('/agent/group/add.html', {
      title: '满额',
      level: 8,
      commission: '100',
    });
    expect(full.code).toBe(0);
    const unknown = await call('/agent/group/add.html', { title: 'x', level: 7, commission: '1', extra: 1 });
    expect(fieldOf(unknown)?.message).toBe('不支持的字段 extra');
  });

  it('refuses a title another group has, whatever its case', async () => {
    await call('/agent/group/add.html', { title: 'Online', level: 7, commission: '1' });
    const a = await call('/agent/group/add.html', { title: 'ONLINE', level: 6, commission: '1' });
    expect(fieldOf(a)).toEqual({ field: 'title', message: '分组名称“ONLINE”已存在' });
  });

  it('updates a group', async () => {
    const id = await groupIdOf('满额');
    const a = await call('/agent/group/update.html', { id, title: '满额代理', commission: '99.90' });
    expect(a.code).toBe(0);
    const d = await call<AgentGroupItem>('/agent/group/detail.html', { id });
    expect(d.data).toMatchObject({ title: '满额代理', commission: '99.90', level: 8 });
  });

  it('refuses to delete a group with agents, saying how many; an empty one goes', async () => {
    const bronze = await groupIdOf('铜牌代理');
    const a = await call('/agent/group/delete.html', undefined, { get: `id=${bronze}` });
    expect(a.code).toBe(1);
    expect(a.message).toBe('分组“铜牌代理”下还有 2 个代理，请先把他们移到其他分组再删除');
    const empty = await groupIdOf('满额代理');
    const ok = await call<{ deleted: number }>('/agent/group/delete.html', undefined, { get: `id=${empty}` });
    expect([ok.code, ok.data.deleted]).toEqual([0, 1]);
  });

  it("answers another brand's group as not found, and refuses a role without the rules", async () => {
    const gold = await groupIdOf('金牌代理');
    for (const [path, body] of [
      ['/agent/group/detail.html', { id: gold }],
      ['/agent/group/update.html', { id: gold, title: '偷改' }],
    ] as const) {
      const a = await call(path, body, { token: second });
      expect([a.code, a.message]).toEqual([1, `代理分组不存在（id ${gold}）`]);
    }
    const del = await call('/agent/group/delete.html', undefined, { token: second, get: `id=${gold}` });
    expect([del.code, del.message]).toEqual([1, `代理分组不存在（id ${gold}）`]);
    const denied = await call('/agent/group/list.html', {}, { token: operator });
    expect(denied.code).toBe(403);
  });
});

describe('agents', () => {
  it('adds an agent by staff, passed at once, the id card answered masked', async () => {
    const gold = await groupIdOf('金牌代理');
    const number = idCard();
    const a = await call<{ id: number }>('/agent/user/add.html', {
      name: '何敏',
      mobile: '+86 139-1111-2222',
      company: '佛山何记',
      idCard: number.toLowerCase(),
      groupId: gold,
      address: { areaId: 440305, address: '科技园 1 号', province: 'wrong', city: '', district: '' },
      remark: '老客户介绍',
    });
    expect(a.code, a.message).toBe(0);
    const d = await call<AgentItem>('/agent/user/detail.html', { id: a.data.id });
    expect(d.data).toMatchObject({
      name: '何敏',
      mobile: '13911112222',
      company: '佛山何记',
      idCard: `${number.slice(0, 4)}**********${number.slice(-4)}`,
      groupId: gold,
      groupTitle: '金牌代理',
      level: 1,
      status: 'passed',
      rejectReason: '',
      remark: '老客户介绍',
      address: {
        areaId: 440305,
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        address: '科技园 1 号',
      },
    });
    expect(d.data.verifiedBy?.name).toBe('admin');
    expect(d.data.verifiedAt).not.toBeNull();
    // Stored sealed for this brand: the box opens it, and nothing else in the row holds it.
    const [row] = await api.database.db.select().from(agents).where(eq(agents.id, a.data.id));
    expect(row?.idCard).not.toContain(number);
    expect(JSON.stringify(row)).not.toContain(number.slice(4, 14));
  });

  it('refuses an id card number with a wrong check character, at the field', async () => {
    const a = await call('/agent/user/add.html', {
      name: '错号',
      mobile: mobile(),
      idCard: '110105194912310021',
    });
    expect(a.code).toBe(1);
    expect(fieldOf(a)).toEqual({ field: 'idCard', message: '身份证号的校验位不对，请核对是否输错' });
    expect(a.message).toBe('参数错误：身份证号的校验位不对，请核对是否输错');
    const short = await call('/agent/user/add.html', {
      name: '错号',
      mobile: mobile(),
      idCard: '11010519491231',
    });
    expect(fieldOf(short)?.message).toBe('身份证号应为 18 位：前 17 位是数字，最后一位是数字或 X');
    const missing = await call('/agent/user/add.html', { name: '错号', mobile: mobile() });
    expect(fieldOf(missing)).toEqual({ field: 'idCard', message: '必填' });
    const badMobile = await call('/agent/user/add.html', { name: '错号', mobile: '12345', idCard: idCard() });
    expect(fieldOf(badMobile)?.field).toBe('mobile');
  });

  it('refuses a mobile or an id card number another agent of the brand has, naming the agent', async () => {
    const number = idCard();
    await addAgent({ name: '唯一', mobile: '13922223333', idCard: number });
    const sameMobile = await call('/agent/user/add.html', {
      name: '重复',
      mobile: '13922223333',
      idCard: idCard(),
    });
    expect(fieldOf(sameMobile)).toEqual({
      field: 'mobile',
      message: '手机号 13922223333 已被代理“唯一”使用',
    });
    const sameCard = await call('/agent/user/add.html', { name: '重复', mobile: mobile(), idCard: number });
    expect(fieldOf(sameCard)).toEqual({ field: 'idCard', message: '该身份证号已被代理“唯一”使用' });
    // Another brand may have the same person.
    const elsewhere = await call(
      '/agent/user/add.html',
      { name: '唯一', mobile: '13922223333', idCard: number },
      { token: second },
    );
    expect(elsewhere.code).toBe(0);
  });

  it("takes licence images from the brand's own library only", async () => {
    const mine = await uploadImage(owner, demo.brand, '#123456');
    const theirs = await uploadImage(second, demo.secondBrand, '#654321');
    const refused = await call('/agent/user/add.html', {
      name: '图片',
      mobile: mobile(),
      idCard: idCard(),
      licenceImages: [{ fileurl: theirs.fileurl, title: '执照' }],
    });
    expect(fieldOf(refused)).toEqual({ field: 'licenceImages', message: '执照图片须在本品牌上传' });
    const id = await addAgent({ licenceImages: [{ fileurl: mine.fileurl, title: '' }] });
    const d = await call<AgentItem>('/agent/user/detail.html', { id });
    expect(d.data.licenceImages).toEqual([{ fileurl: mine.fileurl, title: mine.title }]);
  });

  it('lists by status, group, region and keyword', async () => {
    const list = (body: object) => call<ListResult<AgentItem>>('/agent/user/list.html', body);
    const all = await list({});
    expect(all.code).toBe(0);
    const ids = all.data.list.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const pending = await list({ status: 'pending' });
    expect(pending.data.list.map((a) => a.name).sort()).toEqual(['吴志强', '郑佳怡', '黄思远'].sort());
    expect(pending.data.total).toBe(3);
    const silver = await list({ groupId: await groupIdOf('银牌代理') });
    expect(silver.data.list.map((a) => a.name).sort()).toEqual(['林雨桐', '王建国'].sort());
    const guangdong = await list({ region: 440000 });
    expect(guangdong.data.list.map((a) => a.name)).toEqual(
      expect.arrayContaining(['陈晓明', '林雨桐', '何敏']),
    );
    expect(guangdong.data.list.every((a) => a.address.province === '广东省')).toBe(true);
    expect((await list({ region: 440305 })).data.list.map((a) => a.name)).toEqual(
      expect.arrayContaining(['陈晓明', '何敏']),
    );
    expect((await list({ keyword: '晓明贸易' })).data.list.map((a) => a.name)).toEqual(['陈晓明']);
    expect((await list({ keyword: '13800138003' })).data.list.map((a) => a.name)).toEqual(['王建国']);
    // Pinyin order: 陈 chén before 代 dài, 何 hé, 黄 huáng...
    expect((await list({ sort: 'name', pageSize: 1 })).data.list.map((a) => a.name)).toEqual(['陈晓明']);
    const badRegion = await list({ region: 999999 });
    expect(fieldOf(badRegion)?.field).toBe('region');
    expect((await list({ status: 'gone' })).code).toBe(1);
    const theirs = await call<ListResult<AgentItem>>('/agent/user/list.html', {}, { token: second });
    expect(theirs.data.list.map((a) => a.name)).toEqual(['唯一']);
  });

  it('moves an agent to another group; an empty id card keeps the stored number', async () => {
    const id = await addAgent({ name: '搬家' });
    const [before] = await api.database.db.select().from(agents).where(eq(agents.id, id));
    const bronze = await groupIdOf('铜牌代理');
    const a = await call('/agent/user/update.html', { id, groupId: bronze, idCard: '', remark: '升级' });
    expect(a.code, a.message).toBe(0);
    const d = await call<AgentItem>('/agent/user/detail.html', { id });
    expect(d.data).toMatchObject({
      groupId: bronze,
      groupTitle: '铜牌代理',
      remark: '升级',
      idCard: before?.idCardMask,
    });
    const [after] = await api.database.db.select().from(agents).where(eq(agents.id, id));
    expect(after?.idCard).toBe(before?.idCard);
    // A new number replaces it, checked like on add.
    const wrong = await call('/agent/user/update.html', { id, idCard: '440305199003074518' });
    expect(fieldOf(wrong)?.field).toBe('idCard');
    const number = idCard();
    expect((await call('/agent/user/update.html', { id, idCard: number })).code).toBe(0);
    const [renewed] = await api.database.db.select().from(agents).where(eq(agents.id, id));
    expect(renewed?.idCardMask).toBe(`${number.slice(0, 4)}**********${number.slice(-4)}`);
    expect((await call('/agent/user/update.html', { id, groupId: 999999 })).code).toBe(1);
  });

  it('disables and enables a passed agent; a pending one is decided by verification only', async () => {
    const id = await addAgent();
    expect((await call('/agent/user/update.html', { id, status: 'disabled' })).code).toBe(0);
    expect((await call('/agent/user/update.html', { id, status: 'passed' })).code).toBe(0);
    const pending = await application('未审');
    const a = await call('/agent/user/update.html', { id: pending, status: 'passed' });
    expect(a.code).toBe(1);
    expect(fieldOf(a)).toEqual({ field: 'status', message: '待审核的申请只能在“代理审核”中通过或驳回' });
    const back = await call('/agent/user/update.html', { id, status: 'rejected' });
    expect(fieldOf(back)?.message).toBe('代理状态不能从“已通过”改为“已驳回”');
  });

  it('deletes agents (GET, all or nothing)', async () => {
    const one = await addAgent();
    const two = await addAgent();
    const a = await call<{ deleted: number }>('/agent/user/delete.html', undefined, {
      get: `ids=${one},${two}`,
    });
    expect([a.code, a.data.deleted]).toEqual([0, 2]);
    const gone = await call('/agent/user/detail.html', { id: one });
    expect([gone.code, gone.message]).toEqual([1, `代理不存在（id ${one}）`]);
  });

  it("answers another brand's agent as not found on every call", async () => {
    const id = await addAgent();
    const checks: [string, unknown][] = [
      ['/agent/user/detail.html', { id }],
      ['/agent/user/update.html', { id, remark: 'x' }],
      ['/agent/user/pass.html', { ids: [id] }],
      ['/agent/user/reject.html', { id, reason: 'x' }],
    ];
    for (const [path, body] of checks) {
      const a = await call(path, body, { token: second });
      expect([path, a.code, a.message]).toEqual([path, 1, `代理不存在（id ${id}）`]);
    }
    const del = await call('/agent/user/delete.html', undefined, { token: second, get: `id=${id}` });
    expect([del.code, del.message]).toEqual([1, `代理不存在（id ${id}）`]);
    const [row] = await api.database.db.select().from(agents).where(eq(agents.id, id));
    expect(row?.remark).toBe('');
  });

  it('refuses a role without the agent rules', async () => {
    for (const path of [
      '/agent/user/list.html',
      '/agent/user/verify.html',
      '/agent/user/add.html',
      '/agent/summary.html',
    ]) {
      const a = await call(path, {}, { token: operator });
      expect([path, a.code]).toEqual([path, 403]);
    }
  });
});

describe('verification', () => {
  it('queues pending applications oldest first', async () => {
    const a = await call<ListResult<AgentItem>>('/agent/user/verify.html');
    expect(a.code).toBe(0);
    expect(a.data.list.slice(0, 3).map((x) => x.name)).toEqual(['吴志强', '郑佳怡', '黄思远']);
    expect(a.data.list.every((x) => x.status === 'pending')).toBe(true);
    expect(a.data.total).toBe(a.data.list.length);
  });

  it('passes several at once, all or nothing', async () => {
    const one = await application('批量一');
    const two = await application('批量二');
    const passed = await addAgent();
    const refused = await call('/agent/user/pass.html', { ids: [one, two, passed] });
    expect(refused.code).toBe(1);
    expect(refused.message).toMatch(/^“代理\d+”不是待审核的申请（当前：已通过），不能再审核$/);
    const still = await api.database.db
      .select()
      .from(agents)
      .where(inArray(agents.id, [one, two]));
    expect(still.map((r) => r.status)).toEqual(['pending', 'pending']);
    const a = await call<AgentDecisionResult>('/agent/user/pass.html', { ids: [one, two] });
    expect(a.code, a.message).toBe(0);
    expect(a.data).toEqual({ decided: 2, sms: null });
    expect(a.message).toBe('已通过 2 个申请');
    const d = await call<AgentItem>('/agent/user/detail.html', { id: one });
    expect(d.data).toMatchObject({ status: 'passed', verifiedBy: { name: 'admin' } });
    expect((await call('/agent/user/pass.html', { ids: [] })).code).toBe(1);
  });

  it('rejects with a reason, which is required', async () => {
    const id = await application('驳回');
    const none = await call('/agent/user/reject.html', { id, reason: '  ' });
    expect(fieldOf(none)).toEqual({ field: 'reason', message: '必填' });
    const a = await call<AgentDecisionResult>('/agent/user/reject.html', { id, reason: '执照已过期' });
    expect([a.code, a.message, a.data.sms]).toEqual([0, '已驳回申请', null]);
    const d = await call<AgentItem>('/agent/user/detail.html', { id });
    expect(d.data).toMatchObject({ status: 'rejected', rejectReason: '执照已过期' });
    const again = await call('/agent/user/reject.html', { id, reason: '再驳回' });
    expect(again.message).toBe('“驳回”不是待审核的申请（当前：已驳回），不能再审核');
  });

  it('pass and reject each take `id` or `ids`, and name `ids` when given neither or both', async () => {
    const one = await application('单个通过');
    const a = await call<AgentDecisionResult>('/agent/user/pass.html', { id: one });
    expect([a.code, a.data.decided]).toEqual([0, 1]);
    const two = await application('批量驳回一');
    const three = await application('批量驳回二');
    const passed = await addAgent();
    // All or nothing, as pass.
    const refused = await call('/agent/user/reject.html', { ids: [two, passed], reason: '资料不全' });
    expect(refused.code).toBe(1);
    const r = await call<AgentDecisionResult>('/agent/user/reject.html', {
      ids: [two, three],
      reason: '资料不全',
    });
    expect([r.code, r.data.decided]).toEqual([0, 2]);
    const rows = await api.database.db
      .select()
      .from(agents)
      .where(inArray(agents.id, [two, three]));
    expect(rows.map((x) => [x.status, x.rejectReason])).toEqual([
      ['rejected', '资料不全'],
      ['rejected', '资料不全'],
    ]);
    expect(fieldOf(await call('/agent/user/pass.html', {}))).toEqual({ field: 'ids', message: '必填' });
    expect(fieldOf(await call('/agent/user/reject.html', { id: one, ids: [one], reason: 'x' }))).toEqual({
      field: 'ids',
      message: '必填',
    });
  });

  it('cannot pass a rejected application without a new application', async () => {
    const id = await application('重新申请');
    await call('/agent/user/reject.html', { id, reason: '照片模糊' });
    const a = await call('/agent/user/pass.html', { ids: [id] });
    expect(a.code).toBe(1);
    expect(a.message).toBe(
      '“重新申请”的申请已被驳回，需重新提交申请（在编辑中把状态改回“待审核”）后才能通过',
    );
    // The new application: corrected details, back to pending, into the queue with the last reason.
    const reapply = await call('/agent/user/update.html', { id, status: 'pending', company: '新执照公司' });
    expect(reapply.code, reapply.message).toBe(0);
    const d = await call<AgentItem>('/agent/user/detail.html', { id });
    expect(d.data).toMatchObject({
      status: 'pending',
      rejectReason: '照片模糊',
      verifiedBy: null,
      verifiedAt: null,
    });
    const queue = await call<ListResult<AgentItem>>('/agent/user/verify.html', { pageSize: 100 });
    expect(queue.data.list.map((x) => x.id)).toContain(id);
    expect((await call('/agent/user/pass.html', { ids: [id] })).code).toBe(0);
    const [audit] = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.entity, 'agent'), eq(changes.entityId, id), eq(changes.action, 'reapply')));
    expect(audit?.subject).toBe('重新申请');
  });
});

describe('decision SMS', () => {
  const templateId = async (title: string) => {
    const [t] = await api.database.db
      .select({ id: smsTemplates.id })
      .from(smsTemplates)
      .where(and(eq(smsTemplates.brandId, demo.brand), eq(smsTemplates.title, title)));
    if (!t) throw new Error(`no template ${title}`);
    return t.id;
  };

  it('offers the brand SMS templates and none chosen at first', async () => {
    const a = await call<AgentConfig>('/agent/user/configdetail.html');
    expect(a.code).toBe(0);
    expect(a.data.passTemplateId).toBeNull();
    expect(a.data.rejectTemplateId).toBeNull();
    expect(a.data.templates.map((t) => t.title)).toEqual(
      expect.arrayContaining(['代理审核通过', '代理申请驳回']),
    );
    const theirs = await call<AgentConfig>('/agent/user/configdetail.html', {}, { token: second });
    expect(theirs.data.templates).toEqual([]);
  });

  it('refuses a template with a value the server cannot fill, or of another brand', async () => {
    const [code] = await api.database.db
      .insert(smsTemplates)
      .values({ brandId: demo.brand, title: '验证码', kind: 'code', content: '验证码{code}' })
      .returning({ id: smsTemplates.id });
    const a = await call('/agent/user/configupdate.html', {
      passTemplateId: code?.id,
      rejectTemplateId: null,
    });
    expect(fieldOf(a)).toEqual({
      field: 'passTemplateId',
      message: '短信模板“验证码”含有无法自动填写的变量 {code}（可用：name、company、reason、brand）',
    });
    const [theirs] = await api.database.db
      .insert(smsTemplates)
      .values({ brandId: demo.secondBrand, title: '他们的', kind: 'notice', content: '{name}' })
      .returning({ id: smsTemplates.id });
    const b = await call('/agent/user/configupdate.html', {
      passTemplateId: null,
      rejectTemplateId: theirs?.id,
    });
    expect(fieldOf(b)?.field).toBe('rejectTemplateId');
  });

  it('texts the agent on a pass and on a rejection through the SMS log', async () => {
    const pass = await templateId('代理审核通过');
    const reject = await templateId('代理申请驳回');
    const saved = await call('/agent/user/configupdate.html', {
      passTemplateId: pass,
      rejectTemplateId: reject,
    });
    expect(saved.code, saved.message).toBe(0);
    const one = await application('短信一');
    const two = await application('短信二');
    const a = await call<AgentDecisionResult>('/agent/user/pass.html', { ids: [one, two] });
    expect(a.data).toEqual({ decided: 2, sms: { queued: 2, refused: 0 } });
    expect(a.message).toBe('已通过 2 个申请，已提交 2 条短信通知');
    const three = await application('短信三');
    const r = await call<AgentDecisionResult>('/agent/user/reject.html', { id: three, reason: '资料不全' });
    expect(r.data.sms).toEqual({ queued: 1, refused: 0 });
    const rows = await api.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.brandId, demo.brand))
      .orderBy(smsMessages.id);
    const texts = rows.map((m) => m.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        '短信一您好，您在Demo Brand的代理申请已通过审核，欢迎加入！',
        '短信二您好，您在Demo Brand的代理申请已通过审核，欢迎加入！',
        '短信三您好，您在Demo Brand的代理申请未通过：资料不全。请修改后重新提交。',
      ]),
    );
    // The SMS module's own log answers them.
    const log = await call<ListResult<{ text: string; templateId: number }>>('/brand/sms/list.html', {});
    expect(log.data.list.map((m) => m.text)).toContain(
      '短信三您好，您在Demo Brand的代理申请未通过：资料不全。请修改后重新提交。',
    );
  });

  it('sends nothing when the chosen template was disabled since', async () => {
    const pass = await templateId('代理审核通过');
    await api.database.db.update(smsTemplates).set({ display: false }).where(eq(smsTemplates.id, pass));
    const id = await application('停用模板');
    const a = await call<AgentDecisionResult>('/agent/user/pass.html', { ids: [id] });
    expect(a.data).toEqual({ decided: 1, sms: null });
    await api.database.db.update(smsTemplates).set({ display: true }).where(eq(smsTemplates.id, pass));
  });
});

describe('the overview', () => {
  it('counts agents by status and group, and those new this month', async () => {
    const a = await call<AgentSummary>('/agent/summary.html');
    expect(a.code).toBe(0);
    const [counted] = await api.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(agents)
      .where(and(eq(agents.brandId, demo.brand), eq(agents.status, 'pending')));
    expect(a.data.byStatus.pending).toBe(counted?.n);
    const total = await api.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(agents)
      .where(eq(agents.brandId, demo.brand));
    expect(a.data.total).toBe(total[0]?.n);
    expect(a.data.byGroup.map((g) => g.title)).toEqual([
      '金牌代理',
      '银牌代理',
      '铜牌代理',
      'Online',
      '见习代理',
      '',
    ]);
    expect(a.data.byGroup.reduce((s, g) => s + g.agents, 0)).toBe(a.data.total);
    expect(a.data.newThisMonth).toBeGreaterThan(10);
  });
});

describe('id card numbers stay sealed', () => {
  it('never answers, logs or audits a full number', async () => {
    expect(fullNumbers.size).toBeGreaterThan(10);
    const audit = await api.database.db.select().from(changes);
    const logged = [...api.logLines, ...api.errors.map(String)].join('\n');
    for (const n of fullNumbers) {
      for (const form of [n, n.toLowerCase()]) {
        expect(
          answers.some((raw) => raw.includes(form)),
          `an answer holds ${form}`,
        ).toBe(false);
        expect(
          audit.some((r) => JSON.stringify(r).includes(form)),
          `an audit row holds ${form}`,
        ).toBe(false);
        expect(logged.includes(form), `the log holds ${form}`).toBe(false);
      }
    }
    // Sealed under this brand's purpose: the app's box opens it, the digest finds it.
    const [row] = await api.database.db.select().from(agents).where(eq(agents.name, '唯一'));
    expect(row?.idCard?.startsWith('v1.')).toBe(true);
    expect(idCardPurpose(demo.brand)).toBe('agent:1:idCard');
  });
});
