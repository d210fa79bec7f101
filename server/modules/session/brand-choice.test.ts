import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelectBrandResult, UserBrand } from '../../../contract/auth.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { hashToken } from '../../auth/token.ts';
import { changes, sessions } from '../../db/core.tables.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('POST /auth/brand/userbrandlist.html', () => {
  it("lists the user's brands with the role in each", async () => {
    const admin = await api.login(demo.admin.user, demo.admin.password);
    const a = await api.call<UserBrand[]>('/auth/brand/userbrandlist.html', { token: admin });
    expect(a.data).toEqual([
      { brandId: 1, brandTitle: 'Demo Brand', roleTitle: '所有者', logo: '' },
      { brandId: 2, brandTitle: 'Second Brand', roleTitle: '所有者', logo: '' },
    ]);
    const operator = await api.login(demo.operator.user, demo.operator.password);
    const b = await api.call<UserBrand[]>('/auth/brand/userbrandlist.html', { token: operator });
    expect(b.data.map((x) => [x.brandTitle, x.roleTitle])).toEqual([['Demo Brand', '运营']]);
  });

  it('ignores query parameters the console merges into the body of a call without input', async () => {
    const admin = await api.login(demo.admin.user, demo.admin.password);
    const a = await api.call('/auth/brand/userbrandlist.html', { token: admin, body: { page: 2 } });
    expect(a.code).toBe(0);
  });
});

describe('POST /auth/brand/userselectbrand.html', () => {
  it('binds the session to the brand and answers brand and role menu', async () => {
    const token = await api.login(demo.admin.user, demo.admin.password);
    const a = await api.call<SelectBrandResult>('/auth/brand/userselectbrand.html', {
      token,
      body: { brandId: demo.secondBrand },
      lang: 'en',
    });
    expect(a.code).toBe(0);
    expect(a.message).toBe('Switched to Second Brand');
    expect(a.data.brand).toEqual({ brandId: 2, brandTitle: 'Second Brand', roleTitle: 'Owner' });
    expect(a.data.roleMenu.nav[0]).toEqual({
      id: expect.any(Number),
      controller: 'account',
      action: 'dashboard',
      title: 'Dashboard',
      icon: 'layout-dashboard',
    });
    const [row] = await api.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.brandId).toBe(2);
    const audits = await api.database.db.select().from(changes).where(eq(changes.action, 'select'));
    expect(audits.map((x) => x.brandId)).toContain(2);
  });

  it('refuses a brand the user is not in with code 403', async () => {
    const token = await api.login(demo.operator.user, demo.operator.password);
    const a = await api.call('/auth/brand/userselectbrand.html', {
      token,
      body: { brandId: demo.secondBrand },
    });
    expect(a.code).toBe(403);
  });

  it('refuses bad input naming the field, and unknown fields', async () => {
    const token = await api.login(demo.admin.user, demo.admin.password);
    const a = await api.call('/auth/brand/userselectbrand.html', {
      token,
      body: { brandId: 'abc' },
      lang: 'en',
    });
    expect(a.code).toBe(1);
    expect(a.message).toMatch(/^Parameter error: /);
    expect(a.data).toMatchObject({ fields: [{ field: 'brandId' }] });
    const b = await api.call('/auth/brand/userselectbrand.html', {
      token,
      body: { brandId: 1, extra: true },
    });
    expect(b.code).toBe(1);
    expect(b.message).toContain('extra');
    const c = await api.call('/auth/brand/userselectbrand.html', { token, body: {} });
    expect(c.code).toBe(1);
    expect(c.message).toBe('参数错误：必填');
  });
});
