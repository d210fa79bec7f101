import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentGroupPaths, agentUserPaths, agentUserRule } from '../../../contract/agent.ts';
import { type AuditListResult, auditPaths } from '../../../contract/audit.ts';
import { emailPaths } from '../../../contract/email.ts';
import { smsPaths } from '../../../contract/sms.ts';
import { memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { type As, undoCalls } from '../../../tests/support/undo-calls.ts';
import { changes } from '../../db/core.tables.ts';
import { emailTemplates, smsTemplates } from '../notify/notify.tables.ts';
import { agentConfigs, agentGroups, agents } from './agent.tables.ts';

/**
 * Undo of the Agent and Notify modules' changes (docs/decisions/undo.md): an agent deleted comes back
 * with its id card number from the record's sealed part (never in `before`, nor in any answer); passes
 * and rejections go back to the queue, but for one decided again since; groups and templates deleted
 * come back, a template named again in the agent settings that lost it.
 */

let api: TestApi;
let admin: As;
let verifier: As;

beforeAll(async () => {
  api = await createTestApi({ jobs: true });
  admin = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
  verifier = {
    token: await memberWithRules(api, demo.brand, 'undo-verifier', [
      agentUserRule.verify,
      agentUserRule.pass,
      agentUserRule.reject,
    ]),
    brandId: demo.brand,
  };
});
afterAll(() => api.close());

const { call, undo } = undoCalls(() => api);

const agentRows = (ids: number[]) =>
  api.database.db.select().from(agents).where(inArray(agents.id, ids)).orderBy(asc(agents.id));

let n = 0;
async function application(name: string) {
  n += 1;
  const [row] = await api.database.db
    .insert(agents)
    .values({ brandId: demo.brand, name, mobile: `1371234${String(n).padStart(4, '0')}` })
    .returning();
  return row?.id ?? 0;
}

describe('agents deleted, and taken back', () => {
  it('come back with their id card sealed as it was; the record keeps neither the number nor its digest', async () => {
    const [group] = await api.database.db
      .insert(agentGroups)
      .values({ brandId: demo.brand, title: 'Undo gold', level: 7 })
      .returning();
    const added = await call<{ id: number }>(agentUserPaths.add, admin, {
      name: '撤销代理',
      mobile: '13712340999',
      idCard: '11010519491231002X',
      groupId: group?.id,
    });
    expect(added.code, added.message).toBe(0);
    const other = await application('撤销申请');
    const ids = [added.data.id, other];
    const was = await agentRows(ids);
    expect(was[0]?.idCardHash).toBeTruthy();
    const del = await call(`${agentUserPaths.delete}?ids=${ids.join(',')}`, admin);
    expect(del.code).toBe(0);
    expect(del.undo?.id).toBeGreaterThan(0);

    const [record] = await api.database.db
      .select()
      .from(changes)
      .where(eq(changes.id, del.undo?.id ?? 0));
    const kept = JSON.stringify(record?.before);
    expect(kept).not.toContain(was[0]?.idCard ?? '-');
    expect(kept).not.toContain(was[0]?.idCardHash ?? '-');
    expect(kept).not.toContain('11010519491231002X');
    expect(kept).not.toContain('idCardHash');
    expect(record?.sealed).toMatch(/^v1\./);
    // Listed in 最近变更 with its undo; no answer carries the sealed part.
    const audit = await api.call<AuditListResult>(auditPaths.list, { ...admin, body: { entity: 'agent' } });
    expect(audit.raw).not.toContain(record?.sealed ?? '-');
    expect(audit.data.list.find((r) => r.id === del.undo?.id)).toMatchObject({
      action: 'delete',
      undo: del.undo,
    });

    const back = await undo(admin, del.undo?.id ?? 0);
    expect(back.data).toEqual({ id: del.undo?.id, restored: 2, skipped: [] });
    expect(await agentRows(ids)).toEqual(was);
  });

  it('one whose mobile was taken since stays out, named; a group gone since is let go', async () => {
    const [group] = await api.database.db
      .insert(agentGroups)
      .values({ brandId: demo.brand, title: 'Undo tin', level: 8 })
      .returning();
    const one = await application('撤销甲');
    const two = await application('撤销乙');
    await api.database.db.update(agents).set({ groupId: group?.id }).where(eq(agents.id, one));
    const [twoWas] = await agentRows([two]);
    const del = await call(`${agentUserPaths.delete}?ids=${one},${two}`, admin);
    expect((await call(`${agentGroupPaths.delete}?id=${group?.id}`, admin)).code).toBe(0);
    await api.database.db
      .insert(agents)
      .values({ brandId: demo.brand, name: '新人', mobile: twoWas?.mobile ?? '' });
    const back = await undo(admin, del.undo?.id ?? 0);
    expect(back.data).toEqual({
      id: del.undo?.id,
      restored: 1,
      skipped: [{ entityId: two, name: '撤销乙', reason: 'taken' }],
    });
    expect((await agentRows([one]))[0]?.groupId).toBeNull();
  });
});

describe('decisions taken back', () => {
  it('a pass of two goes back to the queue; one decided again since stays, named', async () => {
    const ids = [await application('撤销通过一'), await application('撤销通过二')];
    const was = await agentRows(ids);
    const pass = await call(agentUserPaths.pass, verifier, { ids });
    expect(pass.code, pass.message).toBe(0);
    // The other one is disabled by the owner meanwhile.
    expect((await call(agentUserPaths.update, admin, { id: ids[1], status: 'disabled' })).code).toBe(0);
    const back = await undo(verifier, pass.undo?.id ?? 0);
    expect(back.data).toEqual({
      id: pass.undo?.id,
      restored: 1,
      skipped: [{ entityId: ids[1], name: '撤销通过二', reason: 'changed', by: 'admin' }],
    });
    const [first] = await agentRows([ids[0] ?? 0]);
    expect({ ...first, updatedAt: null }).toEqual({ ...was[0], updatedAt: null });
  });

  it('a rejection goes back to pending, undecided', async () => {
    const id = await application('撤销驳回');
    const [was] = await agentRows([id]);
    const r = await call(agentUserPaths.reject, verifier, { id, reason: '资料不全' });
    expect(r.code, r.message).toBe(0);
    expect((await undo(verifier, r.undo?.id ?? 0)).data.restored).toBe(1);
    const [now] = await agentRows([id]);
    expect(now).toMatchObject({ status: 'pending', rejectReason: '', verifiedBy: null, verifiedAt: null });
    expect(now?.verifiedByName).toBe(was?.verifiedByName);
  });

  it('refuses another member', async () => {
    const id = await application('撤销他人');
    const pass = await call(agentUserPaths.pass, admin, { id });
    expect(await undo(verifier, pass.undo?.id ?? 0)).toMatchObject({
      code: 403,
      message: 'Only the member who made this change or the brand owner can undo it',
    });
  });
});

describe('groups and templates deleted', () => {
  it('a group comes back with its id; one whose level was taken since stays out', async () => {
    const [one, two] = await api.database.db
      .insert(agentGroups)
      .values([
        { brandId: demo.brand, title: 'Undo silver', level: 5, commission: '12.50' },
        { brandId: demo.brand, title: 'Undo bronze', level: 6 },
      ])
      .returning();
    const del = await call(`${agentGroupPaths.delete}?ids=${one?.id},${two?.id}`, admin);
    expect(del.code).toBe(0);
    await api.database.db.insert(agentGroups).values({ brandId: demo.brand, title: 'Other', level: 6 });
    expect((await undo(admin, del.undo?.id ?? 0)).data).toEqual({
      id: del.undo?.id,
      restored: 1,
      skipped: [{ entityId: two?.id, name: 'Undo bronze', reason: 'taken' }],
    });
    const [again] = await api.database.db
      .select()
      .from(agentGroups)
      .where(eq(agentGroups.id, one?.id ?? 0));
    expect(again).toEqual(one);
  });

  it('an SMS template comes back, named again where the agent settings sent it', async () => {
    const [tpl] = await api.database.db
      .insert(smsTemplates)
      .values({ brandId: demo.brand, title: 'Undo pass SMS', kind: 'notice', content: '{name}' })
      .returning();
    await api.database.db
      .insert(agentConfigs)
      .values({ brandId: demo.brand, passTemplateId: tpl?.id })
      .onConflictDoUpdate({ target: agentConfigs.brandId, set: { passTemplateId: tpl?.id } });
    const del = await call(`${smsPaths.templateDel}?id=${tpl?.id}`, admin);
    expect(del.code, del.message).toBe(0);
    const config = () =>
      api.database.db.select().from(agentConfigs).where(eq(agentConfigs.brandId, demo.brand));
    expect((await config())[0]?.passTemplateId).toBeNull();
    expect((await undo(admin, del.undo?.id ?? 0)).data.restored).toBe(1);
    const [again] = await api.database.db
      .select()
      .from(smsTemplates)
      .where(eq(smsTemplates.id, tpl?.id ?? 0));
    expect(again).toEqual(tpl);
    expect((await config())[0]?.passTemplateId).toBe(tpl?.id);
  });

  it('an e-mail template comes back with its id', async () => {
    const [tpl] = await api.database.db
      .insert(emailTemplates)
      .values({ brandId: demo.brand, name: 'Undo mail', subject: 'Hello', body: '<p>hi</p>' })
      .returning();
    const del = await call(`${emailPaths.templateDel}?id=${tpl?.id}`, admin);
    expect(del.code, del.message).toBe(0);
    expect((await undo(admin, del.undo?.id ?? 0)).data.restored).toBe(1);
    const [again] = await api.database.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.id, tpl?.id ?? 0));
    expect(again).toEqual(tpl);
  });
});
