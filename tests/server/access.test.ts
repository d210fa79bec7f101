import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/token.ts';
import { sessions } from '../../server/db/schema.ts';
import { createTestApi, demo, type TestApi } from '../support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

interface Endpoint {
  path: string;
  body: Record<string, unknown>;
  /** Whether the call reads the BrandId header (brand choice and logout do not: they lead out of a brand). */
  brandChecked: boolean;
}

// Every signed-in endpoint of issue 2 plus role rules; bodies are valid for the admin.
const endpoints: Endpoint[] = [
  { path: '/auth/brand/userbrandlist.html', body: {}, brandChecked: false },
  { path: '/auth/brand/userselectbrand.html', body: { brandId: demo.brand }, brandChecked: false },
  { path: '/brand/manage/body.html', body: {}, brandChecked: true },
  { path: '/brand/manage/cache.html', body: {}, brandChecked: true },
  { path: '/brand/manage/usermenu.html', body: {}, brandChecked: true },
  {
    path: '/brand/manage/userpwd.html',
    body: { oldPassword: 'x', password: 'long-enough-1', confirmPassword: 'long-enough-1' },
    brandChecked: true,
  },
  { path: '/brand/role/rules.html', body: {}, brandChecked: true },
  { path: '/auth/brandmanager/logout.html', body: {}, brandChecked: false },
];

async function expireSession(token: string) {
  await api.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

async function revokeSession(token: string) {
  await api.database.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

describe.each(endpoints)('$path', ({ path, body }) => {
  it('answers code 401 without a token, with an unknown one and with a malformed header', async () => {
    expect((await api.call(path, { body, brandId: demo.brand })).code).toBe(401);
    expect((await api.call(path, { body, token: 'x'.repeat(43), brandId: demo.brand })).code).toBe(401);
    const bad = await api.call(path, { body, headers: { Authorization: 'Basic YWRtaW46YWRtaW4xMjM=' } });
    expect(bad.code).toBe(401);
    expect(bad.message).toBe('登录无效或已过期，请重新登录');
  });

  it('answers code 401 with an expired or a revoked token', async () => {
    const expired = await api.login(demo.admin.user, demo.admin.password);
    await expireSession(expired);
    expect((await api.call(path, { body, token: expired, brandId: demo.brand })).code).toBe(401);
    const revoked = await api.login(demo.admin.user, demo.admin.password);
    await revokeSession(revoked);
    expect((await api.call(path, { body, token: revoked, brandId: demo.brand })).code).toBe(401);
  });
});

describe.each(endpoints.filter((e) => e.brandChecked))('$path with a BrandId', ({ path, body }) => {
  it('answers code 403 for a brand the user is not in', async () => {
    const token = await api.login(demo.operator.user, demo.operator.password);
    const a = await api.call(path, { body, token, brandId: demo.secondBrand });
    expect(a.code).toBe(403);
    expect(a.message).toBe('你不是该品牌的成员');
    expect((await api.call(path, { body, token, brandId: 'abc' })).code).toBe(403);
    expect((await api.call(path, { body, token, brandId: 999 })).code).toBe(403);
  });
});

describe('the idle lifetime', () => {
  it('extends a session that is used', async () => {
    const token = await api.login(demo.admin.user, demo.admin.password);
    const old = new Date(Date.now() - 2 * 3_600_000);
    await api.database.db
      .update(sessions)
      .set({ lastSeenAt: old, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await api.call('/auth/brand/userbrandlist.html', { token })).code).toBe(0);
    const [row] = await api.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });
});
