import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, demo, type TestApi } from '../tests/support/test-api.ts';
import { loadBrand, requireRule, requireSession } from './auth/session.middleware.ts';
import { readEnv } from './env.ts';
import { ok } from './envelope.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ allowedOrigins: ['https://console.example.com'] });
  // Test-only routes: one guarded by a system rule and one by a CRM rule, and one that throws.
  api.app.post('/test/system.html', requireSession, loadBrand, requireRule('brand/adminuser/list'), (c) =>
    ok(c, 'system'),
  );
  api.app.post('/test/crm.html', requireSession, loadBrand, requireRule('crm/tag/taglist'), (c) =>
    ok(c, 'crm'),
  );
  api.app.post('/test/throw.html', () => {
    throw new Error('db password is hunter2 at /srv/secret.ts:12');
  });
});
afterAll(() => api.close());

describe('rules on endpoints', () => {
  it('refuses operator a system endpoint with code 403 and lets it call a CRM one', async () => {
    const token = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
    expect((await api.call('/test/system.html', { token, brandId: demo.brand })).code).toBe(403);
    const crm = await api.call('/test/crm.html', { token, brandId: demo.brand });
    expect([crm.code, crm.data]).toEqual([0, 'crm']);
  });

  it('lets the owner role call everything', async () => {
    const token = await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand);
    expect((await api.call('/test/system.html', { token, brandId: demo.secondBrand })).data).toBe('system');
  });
});

describe('errors', () => {
  it('answers code 500 with a generic message and no stack; the error goes to the log', async () => {
    const a = await api.call('/test/throw.html', { lang: 'en' });
    expect(a.status).toBe(200);
    expect(a.code).toBe(500);
    expect(a.message).toBe('Something went wrong on the server, please retry later');
    expect(a.raw).not.toMatch(/hunter2|secret\.ts|at /);
    expect(String(api.errors.at(-1))).toContain('hunter2');
  });

  it('answers an unknown path with HTTP 404', async () => {
    expect((await api.call('/nothing/here.html')).status).toBe(404);
  });

  it('writes one log line per request: method, path, code, ms', async () => {
    await api.call('/auth/brand/userbrandlist.html');
    expect(api.logLines.at(-1)).toMatch(/^POST \/auth\/brand\/userbrandlist\.html 401 \d+\.\dms$/);
  });
});

describe('XSRF double-submit', () => {
  const cookieOf = (headers: Headers) =>
    headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN=')) ?? '';

  it('sets a script-readable SameSite=Lax XSRF-TOKEN cookie on any answer when absent', async () => {
    const a = await api.call('/bench/hello.html', { method: 'GET' });
    const cookie = cookieOf(a.headers);
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{43};/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const again = await api.call('/bench/hello.html', {
      method: 'GET',
      headers: { cookie: 'XSRF-TOKEN=abc' },
    });
    expect(cookieOf(again.headers)).toBe('');
  });

  it('refuses a state-changing call with the cookie but without a matching header', async () => {
    const token = await api.login(demo.admin.user, demo.admin.password);
    const cookie = 'XSRF-TOKEN=the-token';
    const missing = await api.call('/auth/brand/userbrandlist.html', { token, headers: { cookie } });
    expect(missing.code).toBe(403);
    const wrong = await api.call('/auth/brand/userbrandlist.html', {
      token,
      headers: { cookie, 'X-XSRF-TOKEN': 'other-token' },
    });
    expect(wrong.code).toBe(403);
    const other = await api.call('/auth/brand/userbrandlist.html', {
      token,
      headers: { cookie: 'bc_captcha=x', 'X-XSRF-TOKEN': 'the-token' },
    });
    expect(other.code).toBe(403);
    const right = await api.call('/auth/brand/userbrandlist.html', {
      token,
      headers: { cookie, 'X-XSRF-TOKEN': 'the-token' },
    });
    expect(right.code).toBe(0);
  });

  it('does not ask it of the sign-in call', async () => {
    const a = await api.call('/auth/brandmanager/userpwd.html', {
      body: { user: 'admin', password: 'admin123' },
      headers: { cookie: 'XSRF-TOKEN=the-token' },
    });
    expect(a.code).toBe(0);
  });
});

describe('CORS', () => {
  it('allows configured origins with credentials, and no other', async () => {
    const pre = await api.app.request('/brand/manage/usermenu.html', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://console.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,brandid,x-xsrf-token,content-type',
      },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://console.example.com');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('brandid');
    const evil = await api.app.request('/bench/hello.html', {
      headers: { Origin: 'https://evil.example.com' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('environment', () => {
  it('applies defaults', () => {
    expect(readEnv({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      dbPoolSize: 10,
      drainSeconds: 20,
      jobWorkers: true,
      sessionIdleHours: 12,
      allowedOrigins: [],
      logRequests: true,
      sessionMaxDays: 30,
      trustProxy: 0,
      outboundAllow: [],
      machineExplorer: false,
    });
  });

  it('reads VITE_MACHINE_EXPLORER as a flag: the developer build with the inspector, off unless said', () => {
    expect(readEnv({ VITE_MACHINE_EXPLORER: 'true' }).machineExplorer).toBe(true);
    expect(readEnv({ VITE_MACHINE_EXPLORER: '' }).machineExplorer).toBe(false);
    expect(() => readEnv({ VITE_MACHINE_EXPLORER: 'maybe' })).toThrow(/VITE_MACHINE_EXPLORER/);
  });

  it('reads TRUST_PROXY as a flag or a number of proxies, and SESSION_MAX_DAYS', () => {
    expect(readEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(readEnv({ TRUST_PROXY: 'off' }).trustProxy).toBe(0);
    expect(readEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readEnv({ SESSION_MAX_DAYS: '7' }).sessionMaxDays).toBe(7);
    expect(() => readEnv({ TRUST_PROXY: 'maybe', SESSION_MAX_DAYS: '0' })).toThrow(
      /SESSION_MAX_DAYS[\s\S]*TRUST_PROXY: must be true, false or a number of proxies/,
    );
  });

  it('lists every invalid variable in one error', () => {
    expect(() =>
      readEnv({ PORT: 'abc', SESSION_IDLE_HOURS: '0', DATABASE_URL: 'mysql://x', LOG_REQUESTS: 'maybe' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SESSION_IDLE_HOURS[\s\S]*LOG_REQUESTS/);
  });
});
