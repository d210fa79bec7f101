import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginFailure, LoginResult } from '../../../contract/auth.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { hashToken } from '../../auth/token.ts';
import { captchas, changes, sessions } from '../../db/core.tables.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const login = '/auth/brandmanager/userpwd.html';

describe('POST /auth/brandmanager/userpwd.html', () => {
  it('signs in with the right password and stores only a hash of the 256-bit token', async () => {
    const a = await api.call<LoginResult>(login, { body: { user: 'admin', password: 'admin123' } });
    expect(a.code).toBe(0);
    expect(a.data.userInfo).toEqual({ userId: 1, userName: 'admin', realName: '管理员' });
    expect(Buffer.from(a.data.token, 'base64url')).toHaveLength(32);
    const rows = await api.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(a.data.token)));
    expect(rows).toHaveLength(1);
    const all = await api.database.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(all.map((r) => r.h)).not.toContain(a.data.token);
  });

  it('accepts the user name in any case', async () => {
    const a = await api.call(login, { body: { user: 'ADMIN', password: 'admin123' } });
    expect(a.code).toBe(0);
  });

  it('refuses bad input naming the field, and unknown fields', async () => {
    const missing = await api.call<InvalidInput>(login, { body: { password: 'x' }, lang: 'en' });
    expect(missing.code).toBe(1);
    expect(missing.message).toBe('Parameter error: required');
    expect(missing.data.fields).toEqual([{ field: 'user', message: 'required' }]);
    const unknown = await api.call(login, { body: { user: 'admin', password: 'admin123', role: 'owner' } });
    expect(unknown.code).toBe(1);
    expect(unknown.message).toContain('role');
    const notJson = await api.call(login, { body: '{user:' });
    expect(notJson.code).toBe(1);
    expect(notJson.message).toBe('请求体不是有效的 JSON');
  });

  it('says the same for an unknown user as for a wrong password', async () => {
    const wrong = await api.call(login, { body: { user: 'operator', password: 'nope' } });
    const nobody = await api.call(login, { body: { user: 'nobody-here', password: 'nope' } });
    expect(wrong.code).toBe(1);
    expect(nobody.code).toBe(1);
    expect(nobody.message).toBe(wrong.message);
    expect(wrong.message).toBe('用户名或密码错误');
  });

  it('requires the captcha after 3 failures for a user name, and accepts the right answer', async () => {
    const body = { user: 'admin', password: 'wrong-one' };
    const first = await api.call<LoginFailure>(login, { body });
    const second = await api.call<LoginFailure>(login, { body });
    expect([first.data.captchaRequired, second.data.captchaRequired]).toEqual([false, false]);
    const third = await api.call<LoginFailure>(login, { body });
    expect(third.data.captchaRequired).toBe(true);

    // Now even the right password needs the captcha.
    const noCode = await api.call<LoginFailure>(login, { body: { user: 'admin', password: 'admin123' } });
    expect(noCode.code).toBe(1);
    expect(noCode.message).toBe('请输入验证码');
    expect(noCode.data.captchaRequired).toBe(true);

    const image = await api.call('/verifycode.html', { method: 'GET' });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(image.raw).toMatch(/^<svg /);
    const setCookie = image.headers.getSetCookie().find((c) => c.startsWith('bc_captcha='));
    expect(setCookie).toMatch(/HttpOnly/i);
    const key = /bc_captcha=([^;]+)/.exec(setCookie ?? '')?.[1] ?? '';
    const [stored] = await api.database.db
      .select()
      .from(captchas)
      .where(eq(captchas.keyHash, hashToken(key)));
    const answer = stored?.answer ?? '';
    expect(answer).toMatch(/^\d{4}$/);
    // The answer is drawn, not written: it is not in the markup.
    expect(image.raw).not.toContain(`>${answer}<`);

    const cookie = `bc_captcha=${key}`;
    const wrongCode = await api.call(login, {
      body: { user: 'admin', password: 'admin123', verifycode: answer === '0000' ? '1111' : '0000' },
      headers: { cookie },
    });
    expect(wrongCode.code).toBe(1);
    expect(wrongCode.message).toBe('验证码错误或已过期');
    // A captcha is used up by one attempt, right or wrong.
    const reused = await api.call(login, {
      body: { user: 'admin', password: 'admin123', verifycode: answer },
      headers: { cookie },
    });
    expect(reused.code).toBe(1);

    const image2 = await api.call('/verifycode.html', { method: 'GET' });
    const key2 = /bc_captcha=([^;]+)/.exec(image2.headers.getSetCookie().join(';'))?.[1] ?? '';
    const [stored2] = await api.database.db
      .select()
      .from(captchas)
      .where(eq(captchas.keyHash, hashToken(key2)));
    const ok = await api.call<LoginResult>(login, {
      body: { user: 'admin', password: 'admin123', verifycode: stored2?.answer ?? '' },
      headers: { cookie: `bc_captcha=${key2}` },
    });
    expect(ok.code).toBe(0);
    // Success clears the counter: the next sign-in needs no captcha.
    expect((await api.call(login, { body: { user: 'admin', password: 'admin123' } })).code).toBe(0);
  });
});

describe('POST /auth/brandmanager/logout.html', () => {
  it('revokes the token, writes an audit row, and the token then gets code 401', async () => {
    const token = await api.login(demo.operator.user, demo.operator.password);
    const out = await api.call('/auth/brandmanager/logout.html', { token });
    expect(out.code).toBe(0);
    const after = await api.call('/auth/brand/userbrandlist.html', { token });
    expect(after.code).toBe(401);
    const [row] = await api.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    const audits = await api.database.db.select().from(changes).where(eq(changes.action, 'logout'));
    expect(audits.some((a) => a.entityId === row?.id)).toBe(true);
  });

  it('needs a token', async () => {
    expect((await api.call('/auth/brandmanager/logout.html')).code).toBe(401);
    expect((await api.call('/auth/brandmanager/logout.html', { token: 'made-up' })).code).toBe(401);
  });
});
