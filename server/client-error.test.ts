import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvalidInput } from '../contract/errors.ts';
import { clientErrorLimits, managePaths } from '../contract/manage-paths.ts';
import { createTestApi, demo, type TestApi } from '../tests/support/test-api.ts';
import { hashToken } from './auth/token.ts';
import { clientErrorRate } from './client-error.ts';
import { clientErrorReports, sessions } from './db/core.tables.ts';
import { housekeep } from './housekeeping.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const path = managePaths.clientError;
const report = {
  message: "Cannot read properties of null (reading 'cached')",
  stack:
    'TypeError: Cannot read properties of null\n    at getHTML (rich-text-editor.js:1:2)\n    at RichTextEditor',
  route: '/platform/article/edit?id=1',
  build: '0.1.0+11d2798',
};

async function sessionIdOf(token: string) {
  const [row] = await api.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row?.id ?? 0;
}

describe(`POST ${path}`, () => {
  it('logs the report with its route, its build and who sent it, and answers code 0', async () => {
    const token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    const before = api.clientErrors.length;
    const a = await api.call(path, { token, brandId: demo.brand, body: report });
    expect(a.code, a.message).toBe(0);
    expect(a.message).toBe('已记录该错误');
    const logged = api.clientErrors.slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ ...report, brandId: demo.brand });
    expect(logged[0]?.userId).toBeGreaterThan(0);
  });

  it('takes a report without a brand chosen (the brand list, the login that follows a lost session)', async () => {
    const token = await api.login(demo.admin.user, demo.admin.password);
    const before = api.clientErrors.length;
    const a = await api.call(path, {
      token,
      body: { message: 'x', route: '/account/dashboard', build: 'dev' },
    });
    expect(a.code, a.message).toBe(0);
    expect(api.clientErrors.slice(before)).toEqual([
      expect.objectContaining({ route: '/account/dashboard', build: 'dev', brandId: null }),
    ]);
  });

  it('names each bad field, in the caller’s language, and logs nothing', async () => {
    const token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    const before = api.clientErrors.length;
    const missing = await api.call<InvalidInput>(path, {
      token,
      brandId: demo.brand,
      lang: 'en',
      body: { message: '', stack: 12 },
    });
    expect(missing.code).toBe(1);
    expect(missing.data.fields.map((f) => f.field).sort()).toEqual(['build', 'message', 'route', 'stack']);
    const unknown = await api.call<InvalidInput>(path, {
      token,
      brandId: demo.brand,
      body: { ...report, extra: 'x' },
    });
    expect(unknown.code).toBe(1);
    expect(api.clientErrors.length).toBe(before);
  });

  it('refuses each part past its size, naming it; a body past 64 KiB is refused unread (HTTP 413)', async () => {
    const token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    const before = api.clientErrors.length;
    for (const [field, max] of Object.entries(clientErrorLimits)) {
      const atMost = await api.call(path, {
        token,
        brandId: demo.brand,
        body: { ...report, [field]: 'a'.repeat(max) },
      });
      expect(atMost.code, `${field} at ${max}`).toBe(0);
      const over = await api.call<InvalidInput>(path, {
        token,
        brandId: demo.brand,
        lang: 'en',
        body: { ...report, [field]: 'a'.repeat(max + 1) },
      });
      expect(over.code, `${field} past ${max}`).toBe(1);
      expect(over.data.fields.map((f) => f.field)).toEqual([field]);
      expect(over.data.fields[0]?.message).toMatch(String(max));
    }
    expect(api.clientErrors.length).toBe(before + Object.keys(clientErrorLimits).length);
    const huge = await api.call(path, {
      token,
      brandId: demo.brand,
      body: { ...report, stack: '错'.repeat(30_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.code).toBe(413);
    expect(api.clientErrors.length).toBe(before + Object.keys(clientErrorLimits).length);
  });

  it('needs a session: no token and an unknown token are answered 401, and nothing is logged', async () => {
    const before = api.clientErrors.length;
    const none = await api.call(path, { body: report });
    expect(none.code).toBe(401);
    const wrong = await api.call(path, { token: 'not-a-token', body: report });
    expect(wrong.code).toBe(401);
    expect(api.clientErrors.length).toBe(before);
  });

  it(`takes ${clientErrorRate.perSession} reports a minute per session; the next is refused with the wait, another session is not`, async () => {
    const token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    const before = api.clientErrors.length;
    for (let i = 0; i < clientErrorRate.perSession; i++) {
      const a = await api.call(path, { token, brandId: demo.brand, body: { ...report, message: `n${i}` } });
      expect(a.code, a.message).toBe(0);
    }
    const refused = await api.call(path, { token, brandId: demo.brand, lang: 'en', body: report });
    expect(refused.code).toBe(1);
    expect(refused.message).toMatch(/^Too many error reports; report again in \d+ s$/);
    expect(api.clientErrors.length).toBe(before + clientErrorRate.perSession);

    const other = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    expect((await api.call(path, { token: other, brandId: demo.brand, body: report })).code).toBe(0);

    // A minute on, the window has room again: the counted rows are moved back past it.
    const sessionId = await sessionIdOf(token);
    await api.database.db
      .update(clientErrorReports)
      .set({ createdAt: new Date(Date.now() - clientErrorRate.windowMs - 1000) })
      .where(eq(clientErrorReports.sessionId, sessionId));
    expect((await api.call(path, { token, brandId: demo.brand, body: report })).code).toBe(0);
  });

  it('housekeeping deletes the counted rows once they are an hour old', async () => {
    const token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    await api.call(path, { token, brandId: demo.brand, body: report });
    const sessionId = await sessionIdOf(token);
    await api.database.db
      .update(clientErrorReports)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(clientErrorReports.sessionId, sessionId));
    const counts = await housekeep(api.database.db);
    expect(counts.clientErrors).toBeGreaterThanOrEqual(1);
    const left = await api.database.db
      .select()
      .from(clientErrorReports)
      .where(eq(clientErrorReports.sessionId, sessionId));
    expect(left).toEqual([]);
  });
});
