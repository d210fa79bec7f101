import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddResult } from '../../contract/envelope.ts';
import { createTestApi, demo, type TestApi } from '../../tests/support/test-api.ts';
import { brandMembers, roles, sessions } from '../db/core.tables.ts';
import { housekeep } from '../housekeeping.ts';
import { hashToken } from './token.ts';

// A member disabled in a brand is told so, naming the brand, wherever they next meet the server: the
// call their open console makes, the brand they try to use, and the sign-in after.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const update = '/brand/adminuser/update.html';
const zh = '您在 Demo Brand 的账号已被停用，请联系该品牌的管理员重新启用。';
const en =
  'Your account in Demo Brand has been disabled. An administrator of Demo Brand can enable it again.';
const demoDisabled = { reason: 'memberDisabled', brandId: demo.brand, brandTitle: 'Demo Brand' };

let serial = 0;
/** A new Operator of Demo Brand, with a session in it. */
async function member() {
  serial += 1;
  const owner = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  const [role] = await api.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.brandId, demo.brand), eq(roles.title, 'Operator')));
  const userName = `disabled_${serial}`;
  const password = `password-${serial}`;
  const added = await api.call<AddResult>('/brand/adminuser/add.html', {
    token: owner,
    brandId: demo.brand,
    body: { userName, password, confirmPassword: password, roleId: role?.id },
  });
  expect(added.code).toBe(0);
  const token = await api.loginTo(userName, password, demo.brand);
  const setStatus = async (status: 0 | 1) => {
    const a = await api.call(update, {
      token: owner,
      brandId: demo.brand,
      body: { id: added.data.id, status },
    });
    expect(a.code).toBe(0);
  };
  return { id: added.data.id, userName, password, token, setStatus };
}

const body = (token: string, lang = 'zh-CN') =>
  api.call('/brand/manage/body.html', { token, brandId: demo.brand, lang });
const signIn = (user: string, password: string, lang = 'zh-CN') =>
  api.call<{ token: string }>('/auth/brandmanager/userpwd.html', { body: { user, password }, lang });

describe('a member disabled in their only brand', () => {
  it('hears on the next call (401) that the account in Demo Brand was disabled, in their language', async () => {
    const m = await member();
    await m.setStatus(0);
    const zhAnswer = await body(m.token);
    expect(zhAnswer).toMatchObject({ code: 401, message: zh, data: demoDisabled });
    const enAnswer = await body(m.token, 'en');
    expect(enAnswer).toMatchObject({ code: 401, message: en, data: demoDisabled });
    // Whichever brand the call names, and none: the session is over, and this is why.
    const noBrand = await api.call('/auth/brand/userbrandlist.html', { token: m.token });
    expect(noBrand).toMatchObject({ code: 401, message: zh, data: demoDisabled });
  });

  it('is refused at sign-in with the same words and the brand named, and no session is opened', async () => {
    const m = await member();
    await m.setStatus(0);
    const refused = await signIn(m.userName, m.password);
    expect(refused).toMatchObject({
      code: 1,
      message: zh,
      data: {
        field: null,
        reason: 'memberDisabled',
        disabledIn: [{ brandId: demo.brand, brandTitle: 'Demo Brand' }],
        captchaRequired: false,
        lockedMinutes: 0,
      },
    });
    expect((await signIn(m.userName, m.password, 'en')).message).toBe(en);
    // A wrong password still hears only that it is wrong: the refusal tells nothing to a guesser.
    expect((await signIn(m.userName, 'not-the-password')).message).toBe('用户名或密码错误');
    const opened = await api.database.db.select().from(sessions).where(eq(sessions.userId, m.id));
    // Only the session from before the disable, ended.
    expect(opened).toHaveLength(1);
    expect(opened[0]?.revokedAt).not.toBeNull();
  });

  it('enabled again: the old session stays over (plain expiry now), and signing in opens the brand', async () => {
    const m = await member();
    await m.setStatus(0);
    await m.setStatus(1);
    expect(await body(m.token)).toMatchObject({
      code: 401,
      message: '登录无效或已过期，请重新登录',
      data: null,
    });
    const again = await signIn(m.userName, m.password);
    expect(again.code).toBe(0);
    const brands = await api.call<Array<{ brandId: number }>>('/auth/brand/userbrandlist.html', {
      token: again.data.token,
    });
    expect(brands.data.map((b) => b.brandId)).toEqual([demo.brand]);
  });

  it('keeps the ended session until it would have expired, so the reason outlives housekeeping', async () => {
    const m = await member();
    await m.setStatus(0);
    await housekeep(api.database.db);
    expect(await body(m.token)).toMatchObject({ code: 401, data: demoDisabled });
    // Past its expiry it is gone like any other, and the answer is the plain one.
    await api.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(m.token)));
    await housekeep(api.database.db);
    expect(
      await api.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(m.token))),
    ).toEqual([]);
    expect(await body(m.token)).toMatchObject({ code: 401, data: null });
  });

  it('a member removed (not disabled) hears the plain expiry', async () => {
    const m = await member();
    const owner = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    const removed = await api.call(`/brand/adminuser/del.html?id=${m.id}`, {
      token: owner,
      brandId: demo.brand,
      method: 'GET',
    });
    expect(removed.code).toBe(0);
    expect(await body(m.token)).toMatchObject({ code: 401, message: '登录无效或已过期，请重新登录' });
  });
});

describe('a member of two brands disabled in one', () => {
  it('keeps the other: the ended session says which brand, signing in lists only the other', async () => {
    const m = await member();
    // Also a member of Second Brand (a brand adds only new names, so the shared account is made here).
    const [role] = await api.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.brandId, demo.secondBrand))
      .limit(1);
    if (!role) throw new Error('Second Brand has no role');
    await api.database.db
      .insert(brandMembers)
      .values({ userId: m.id, brandId: demo.secondBrand, roleId: role.id });
    const inSecond = await api.loginTo(m.userName, m.password, demo.secondBrand);

    await m.setStatus(0);
    // The session that was in Demo Brand is over, and says why.
    expect(await body(m.token)).toMatchObject({ code: 401, message: zh, data: demoDisabled });
    // The one in Second Brand goes on; reaching into Demo Brand from it is refused, naming it.
    expect((await api.call('/auth/brand/userbrandlist.html', { token: inSecond })).data).toMatchObject([
      { brandId: demo.secondBrand },
    ]);
    expect(await body(inSecond)).toMatchObject({ code: 403, message: zh, data: demoDisabled });

    // Signing in again works, and the brand list holds only Second Brand.
    const again = await signIn(m.userName, m.password);
    expect(again.code).toBe(0);
    const brands = await api.call<Array<{ brandId: number; brandTitle: string }>>(
      '/auth/brand/userbrandlist.html',
      { token: again.data.token },
    );
    expect(brands.data.map((b) => b.brandTitle)).toEqual(['Second Brand']);
    expect(
      (await api.call('/auth/brand/userselectbrand.html', { token: again.data.token, body: { brandId: 1 } }))
        .code,
    ).toBe(403);
  });
});
