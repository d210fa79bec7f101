import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResult } from '../../../contract/audit.ts';
import type { AddResult } from '../../../contract/envelope.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import type { ManageBody, ProfileResult } from '../../../contract/manage.ts';
import type { RoleListResult } from '../../../contract/role.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { adminUsers, sessions } from '../../db/core.tables.ts';

let api: TestApi;
let owner: { token: string; brandId: number };
let operatorRoleId = 0;

beforeAll(async () => {
  api = await createTestApi();
  owner = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
  const roles = await api.call<RoleListResult>('/brand/role/list.html', { ...owner, body: {} });
  operatorRoleId = roles.data.list.find((r) => r.title === '运营')?.id ?? 0;
});
afterAll(() => api.close());

const profile = '/brand/manage/userinfo.html';

async function addMember(userName: string) {
  const a = await api.call<AddResult>('/brand/adminuser/add.html', {
    ...owner,
    body: { userName, password: 'secret-123', confirmPassword: 'secret-123', roleId: operatorRoleId },
  });
  expect(a.code, a.message).toBe(0);
  return a.data.id;
}

describe('POST /brand/manage/userinfo.html', () => {
  it('saves the signed-in user their own name, mobile and e-mail, and audits which fields changed', async () => {
    await addMember('profile_own');
    const token = await api.loginTo('profile_own', 'secret-123', demo.brand);
    const a = await api.call<ProfileResult>(profile, {
      token,
      brandId: demo.brand,
      body: { realName: ' 王小明 ', mobile: '13912345678', email: 'wang@example.com' },
    });
    expect(a.code, a.message).toBe(0);
    expect(a.message).toBe('保存成功');
    expect(a.data).toEqual({ realName: '王小明', mobile: '13912345678', email: 'wang@example.com' });
    const body = await api.call<ManageBody>('/brand/manage/body.html', { token, brandId: demo.brand });
    expect(body.data.user).toMatchObject({
      realName: '王小明',
      mobile: '13912345678',
      email: 'wang@example.com',
    });

    // Only what is sent changes; '' clears a field.
    const cleared = await api.call<ProfileResult>(profile, {
      token,
      brandId: demo.brand,
      body: { mobile: '' },
    });
    expect(cleared.data).toEqual({ realName: '王小明', mobile: '', email: 'wang@example.com' });

    const log = await api.call<AuditListResult>('/brand/audit/list.html', {
      ...owner,
      body: { pageSize: 2 },
    });
    expect(log.data.list.map((e) => [e.action, e.subject, e.actorName, e.fields])).toEqual([
      ['update', 'profile_own', 'profile_own', ['mobile']],
      ['update', 'profile_own', 'profile_own', ['email', 'mobile', 'realName']],
    ]);
  });

  it('works for an account shared by several brands, and before any brand is chosen', async () => {
    // admin belongs to both demo brands: no brand may rewrite their profile, they may.
    const token = await api.login(demo.admin.user, demo.admin.password);
    const a = await api.call<ProfileResult>(profile, { token, body: { realName: '管理员甲' } });
    expect(a.code, a.message).toBe(0);
    const [row] = await api.database.db.select().from(adminUsers).where(eq(adminUsers.userName, 'admin'));
    expect(row?.realName).toBe('管理员甲');
    // The brand still may not: the shared-account rule of adminuser/update stands.
    const byBrand = await api.call('/brand/adminuser/update.html', {
      ...owner,
      body: { id: row?.id, realName: '别人改的' },
    });
    expect(byBrand.code).toBe(1);
    expect(byBrand.message).toContain('也是其他品牌的成员');
    await api.call(profile, { token, body: { realName: '管理员' } });
  });

  it('refuses bad input naming the field, in the caller language', async () => {
    const token = await api.login(demo.operator.user, demo.operator.password);
    const bad = await api.call<InvalidInput>(profile, { token, body: { mobile: '12345' } });
    expect(bad.code).toBe(1);
    expect(bad.data.fields.map((f) => f.field)).toEqual(['mobile']);
    const long = await api.call<InvalidInput>(profile, {
      token,
      lang: 'en',
      body: { realName: 'x'.repeat(33) },
    });
    expect(long.data.fields).toEqual([{ field: 'realName', message: 'at most 32 characters' }]);
    const email = await api.call<InvalidInput>(profile, { token, body: { email: 'not-mail' } });
    expect(email.data.fields.map((f) => f.field)).toEqual(['email']);
    const unknown = await api.call<InvalidInput>(profile, { token, body: { userName: 'renamed' } });
    expect(unknown.code).toBe(1);
    expect(unknown.message).toContain('userName');
  });

  it('needs a session', async () => {
    const a = await api.call(profile, { body: { realName: 'x' } });
    expect(a.code).toBe(401);
  });
});

describe('POST /brand/manage/body.html: the previous sign-in', () => {
  it('answers the sign-in before this session, not this one', async () => {
    await addMember('profile_twice');
    const first = await api.login('profile_twice', 'secret-123');
    const once = await api.call<ManageBody>('/brand/manage/body.html', { token: first });
    expect(once.data.user.previousLoginAt).toBeNull();
    expect(once.data.user.lastLoginAt).not.toBeNull();

    const second = await api.login('profile_twice', 'secret-123');
    const twice = await api.call<ManageBody>('/brand/manage/body.html', { token: second });
    const [firstSession] = await api.database.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
      .where(eq(adminUsers.userName, 'profile_twice'))
      .orderBy(sessions.id)
      .limit(1);
    expect(twice.data.user.previousLoginAt).toBe(firstSession?.createdAt.toISOString());
    expect(Date.parse(twice.data.user.lastLoginAt ?? '')).toBeGreaterThan(
      Date.parse(twice.data.user.previousLoginAt ?? ''),
    );
    // The first session, still open, sees no sign-in before its own.
    const again = await api.call<ManageBody>('/brand/manage/body.html', { token: first });
    expect(again.data.user.previousLoginAt).toBeNull();
  });
});

describe('refusals about one field name it in data.fields', () => {
  it('a taken user name', async () => {
    const a = await api.call<InvalidInput>('/brand/adminuser/add.html', {
      ...owner,
      body: {
        userName: 'ADMIN',
        password: 'secret-123',
        confirmPassword: 'secret-123',
        roleId: operatorRoleId,
      },
    });
    expect(a.code).toBe(1);
    expect(a.message).toBe('用户名“ADMIN”已被使用');
    expect(a.data.fields).toEqual([{ field: 'userName', message: '用户名“ADMIN”已被使用' }]);
  });

  it('a taken role title, on add and on update', async () => {
    const add = await api.call<InvalidInput>('/brand/role/add.html', {
      ...owner,
      body: { title: 'operator' },
    });
    expect(add.code).toBe(1);
    expect(add.data.fields).toEqual([{ field: 'title', message: add.message }]);
    const mine = await api.call<AddResult>('/brand/role/add.html', {
      ...owner,
      body: { title: 'Field refusal' },
    });
    const upd = await api.call<InvalidInput>('/brand/role/update.html', {
      ...owner,
      lang: 'en',
      body: { id: mine.data.id, title: 'Operator' },
    });
    expect(upd.data.fields).toEqual([{ field: 'title', message: 'A role titled "Operator" already exists' }]);
  });

  it('a disabled role given to a member', async () => {
    const role = await api.call<AddResult>('/brand/role/add.html', { ...owner, body: { title: 'Off role' } });
    await api.call('/brand/role/update.html', { ...owner, body: { id: role.data.id, status: 0 } });
    const a = await api.call<InvalidInput>('/brand/adminuser/add.html', {
      ...owner,
      body: {
        userName: 'off_role',
        password: 'secret-123',
        confirmPassword: 'secret-123',
        roleId: role.data.id,
      },
    });
    expect(a.code).toBe(1);
    expect(a.data.fields.map((f) => f.field)).toEqual(['roleId']);
  });

  it('a wrong current password, worded as the form words it ("当前密码")', async () => {
    await addMember('profile_pwd');
    const token = await api.login('profile_pwd', 'secret-123');
    const a = await api.call<InvalidInput>('/brand/manage/userpwd.html', {
      token,
      body: { oldPassword: 'wrong-one', password: 'secret-456', confirmPassword: 'secret-456' },
    });
    expect(a.message).toBe('当前密码错误');
    expect(a.data.fields).toEqual([{ field: 'oldPassword', message: '当前密码错误' }]);
  });
});

describe('the audit log keeps names', () => {
  it('names a member changed and later deleted, and an actor whose account is gone', async () => {
    const actorId = await addMember('profile_actor');
    // The actor needs the owner role to manage members: give it to them.
    const roles = await api.call<RoleListResult>('/brand/role/list.html', { ...owner, body: {} });
    const ownerRole = roles.data.list.find((r) => r.isOwner)?.id;
    await api.call('/brand/adminuser/update.html', { ...owner, body: { id: actorId, roleId: ownerRole } });
    const actor = {
      token: await api.loginTo('profile_actor', 'secret-123', demo.brand),
      brandId: demo.brand,
    };

    const subjectId = await addMember('profile_subject');
    const upd = await api.call('/brand/adminuser/update.html', {
      ...actor,
      body: { id: subjectId, realName: 'Gone' },
    });
    expect(upd.code, upd.message).toBe(0);
    expect(
      (await api.call(`/brand/adminuser/del.html?id=${subjectId}`, { ...owner, method: 'GET' })).code,
    ).toBe(0);
    expect(
      (await api.call(`/brand/adminuser/del.html?id=${actorId}`, { ...owner, method: 'GET' })).code,
    ).toBe(0);

    const log = await api.call<AuditListResult>('/brand/audit/list.html', {
      ...owner,
      body: { pageSize: 50 },
    });
    const update = log.data.list.find((e) => e.entityId === subjectId && e.action === 'update');
    expect(update).toMatchObject({
      subject: 'profile_subject',
      actorName: 'profile_actor',
      fields: ['realName'],
    });
    expect(log.data.list.some((e) => e.subject.startsWith('#'))).toBe(false);
  });
});
