import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginFailure, LoginResult, LoginState } from '../contract/auth.ts';
import { createTestApi, demo, type TestApi } from '../tests/support/test-api.ts';
import { freshDatabase } from '../tests/support/test-db.ts';
import { maxJsonBytes } from './app.ts';
import { dummyPasswordHash, scryptSlots } from './auth/password.ts';
import { signInLimits } from './auth/sign-in-limits.ts';
import { hashToken } from './auth/token.ts';
import { captchas, loginFailures, sessions } from './db/core.tables.ts';
import { housekeep, housekeepingBatch } from './housekeeping.ts';
import { type RunningServer, startServer } from './index.ts';

const login = '/auth/brandmanager/userpwd.html';
const loginState = '/auth/brandmanager/loginstate.html';

// Behind one trusted proxy: X-Forwarded-For names the client, so one app plays many addresses.
let api: TestApi;
// A real listening server that trusts no proxy, serving a console page whose API lives elsewhere.
let server: RunningServer;
beforeAll(async () => {
  // Made once per process on the first unknown user; made now, so scrypt counts below are sign-ins only.
  await dummyPasswordHash();
  api = await createTestApi({ trustProxy: 1 });
  const dist = mkdtempSync(join(tmpdir(), 'bc-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="api-base" content="https://api.example.com/v1" /></head><body></body></html>',
  );
  server = await startServer({
    env: {
      port: 0,
      host: '127.0.0.1',
      dataDir: '',
      databaseUrl: undefined,
      sessionIdleHours: 12,
      allowedOrigins: [],
      logRequests: false,
    },
    database: await freshDatabase(),
    seedDemo: false,
    distDir: dist,
  });
});
afterAll(async () => {
  await api.close();
  await server.close();
});

const from = (address: string, more: Record<string, string> = {}) => ({
  'X-Forwarded-For': address,
  ...more,
});

/** Solves the captcha as a person reading it would: here by reading its answer from the database. */
async function solvedCaptcha(t: TestApi, headers: Record<string, string>) {
  const image = await t.call('/verifycode.html', { method: 'GET', headers });
  const key = /bc_captcha=([^;]+)/.exec(image.headers.getSetCookie().join(';'))?.[1] ?? '';
  const [row] = await t.database.db
    .select()
    .from(captchas)
    .where(eq(captchas.keyHash, hashToken(key)));
  return { cookie: `bc_captcha=${key}`, answer: row?.answer ?? '' };
}

describe('security headers', () => {
  const csp = (h: Headers) =>
    Object.fromEntries(
      (h.get('content-security-policy') ?? '').split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );

  it('on the console page: a CSP of this origin, a fresh style nonce handed to React Aria, no caching', async () => {
    const res = await fetch(`${server.url}/`);
    const policy = csp(res.headers);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    // The API named in dist/index.html is what the page may call, show and play, and nothing else.
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com']);
    const [self, nonce] = policy['style-src'] ?? [];
    expect(self).toBe("'self'");
    const html = await res.text();
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce?.slice(7, -1)}" />`);
    expect(nonce).toMatch(/^'nonce-[\w+/=]{20,}'$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const again = csp((await fetch(`${server.url}/index.html`)).headers);
    expect(again['style-src']?.[1]).not.toBe(nonce);
  });

  it('on API answers: the same policy without a nonce, nosniff, a referrer policy, no framing', async () => {
    const res = await fetch(`${server.url}/bench/hello.html`);
    expect(csp(res.headers)['style-src']).toEqual(["'self'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const a = await api.call('/auth/brand/userbrandlist.html');
    expect(a.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends HSTS only over TLS, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
    expect((await fetch(`${server.url}/`)).headers.get('strict-transport-security')).toBeNull();
    const spoofed = await fetch(`${server.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    const proxied = await api.call('/bench/hello.html', {
      method: 'GET',
      headers: from('203.0.113.1', { 'X-Forwarded-Proto': 'https' }),
    });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('makes the XSRF and captcha cookies Secure behind a trusted TLS proxy only', async () => {
    const cookies = async (t: { call: TestApi['call'] } | string, headers: Record<string, string>) => {
      if (typeof t === 'string')
        return (await fetch(`${t}/verifycode.html`, { headers })).headers.getSetCookie();
      return (await t.call('/verifycode.html', { method: 'GET', headers })).headers.getSetCookie();
    };
    const behindTls = await cookies(api, from('203.0.113.2', { 'X-Forwarded-Proto': 'https' }));
    expect(behindTls.find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(/; Secure/);
    expect(behindTls.find((c) => c.startsWith('bc_captcha='))).toMatch(/; Secure/);
    const plain = await cookies(api, from('203.0.113.2', { 'X-Forwarded-Proto': 'http' }));
    expect(plain.join('\n')).not.toMatch(/Secure/);
    const untrusted = await cookies(server.url, { 'X-Forwarded-Proto': 'https' });
    expect(untrusted.join('\n')).not.toMatch(/Secure/);
  });
});

describe('request size', () => {
  const big = JSON.stringify({ user: 'x'.repeat(2 * 1024 * 1024), password: 'y' });

  it('refuses a 2 MB JSON body with HTTP 413 before parsing it, and keeps answering', async () => {
    const res = await fetch(`${server.url}${login}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 413, message: 'Payload Too Large', data: null });
    const next = await fetch(`${server.url}${login}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: 'nobody', password: 'x' }),
    });
    expect((await next.json()).code).toBe(1);
  });

  it('holds a body that calls itself multipart to the same limit, except on the two upload calls', async () => {
    const multipart = { 'Content-Type': 'multipart/form-data; boundary=b' };
    // 413 before a byte is read (the length is declared); a client still sending may instead see the
    // connection closed under it, as with any early answer.
    const status = await fetch(`${server.url}${login}`, {
      method: 'POST',
      headers: multipart,
      body: big,
    }).then(
      (res) => res.status,
      (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
    );
    expect(String(status)).toMatch(/^413$|other side closed|ECONNRESET|EPIPE/);
    // An upload takes more than 1 MB (its own limits: server/modules/upload/upload.test.ts); past the session
    // check, unsigned here, it answers 401 rather than 413.
    const upload = await fetch(`${server.url}/brand/upload/file.html`, {
      method: 'POST',
      headers: multipart,
      body: big,
    });
    expect([upload.status, (await upload.json()).code]).toEqual([200, 401]);
  });

  it('counts a body sent without a Content-Length as it arrives', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 2 * maxJsonBytes) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    // The server answers 413 as soon as the count passes 1 MB and closes the connection; a client
    // still sending then sees either that answer or the connection closed under it.
    const status = await fetch(`${server.url}${login}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit).then(
      (res) => res.status,
      (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
    );
    expect(String(status)).toMatch(/^413$|other side closed|ECONNRESET|EPIPE/);
    expect((await fetch(`${server.url}/bench/hello.html`)).status).toBe(200);
  });

  it('lets a body just under 1 MB through to the schema', async () => {
    const a = await api.call(login, {
      body: { user: 'x'.repeat(maxJsonBytes - 100), password: 'y' },
      headers: from('203.0.113.3'),
    });
    expect([a.status, a.code]).toEqual([200, 1]);
  });
});

describe('sign-in flooding', () => {
  it('60 failures from one address across 60 user names: after 20 refused without scrypt or a row', async () => {
    const flood = from('198.51.100.7');
    const before = scryptSlots.started;
    const answers: { code: number; message: string; data: LoginFailure }[] = [];
    for (let i = 0; i < 60; i++) {
      answers.push(
        await api.call<LoginFailure>(login, {
          body: { user: `flood-${i}`, password: 'guess' },
          headers: flood,
          lang: 'en',
        }),
      );
    }
    const limit = signInLimits.addressLockAfter;
    expect(scryptSlots.started - before).toBe(limit);
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(answers[limit - 2]?.message).toBe('Wrong user name or password');
    expect(answers[limit - 1]?.message).toBe(
      'Wrong user name or password. Too many attempts, wait 15 minutes',
    );
    expect(answers[limit]?.message).toBe('Too many attempts, wait 15 minutes');
    expect(answers[59]?.data).toEqual({
      captchaRequired: false,
      captchaMinutes: 0,
      lockedMinutes: 15,
      field: null,
    });
    const [rows] = await api.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(eq(loginFailures.clientAddress, '198.51.100.7'));
    expect(rows?.n).toBe(limit);

    // Even the right password is refused from that address, in the caller's language...
    const locked = await api.call(login, { body: demo.admin, headers: flood });
    expect([locked.code, locked.message]).toEqual([1, '尝试次数过多，请 15 分钟后再试']);
    // ...while a real user from another address signs in.
    const elsewhere = await api.call<LoginResult>(login, { body: demo.admin, headers: from('203.0.113.50') });
    expect(elsewhere.code).toBe(0);
    // The login screen can ask before trying.
    const state = await api.call<LoginState>(loginState, { headers: flood });
    expect(state.data).toEqual({ captchaRequired: false, captchaMinutes: 0, lockedMinutes: 15 });
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on: rotating it does not escape the limit', async () => {
    const limit = signInLimits.addressLockAfter;
    let last = { code: 0, message: '' };
    for (let i = 0; i <= limit; i++) {
      const res = await fetch(`${server.url}${login}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `192.0.2.${i}`,
          'Accept-Language': 'en',
        },
        body: JSON.stringify({ user: `rotate-${i}`, password: 'guess' }),
      });
      last = await res.json();
    }
    expect(last.message).toBe('Too many attempts, wait 15 minutes');
  });

  it('locks a user name after 10 failures from any addresses, each past the captcha', async () => {
    const victim = { user: 'victim-name', password: 'guess' };
    const failures: { message: string; data: LoginFailure }[] = [];
    for (let i = 0; i < signInLimits.userLockAfter; i++) {
      const headers = from(`192.0.2.${100 + i}`);
      const captcha = i >= signInLimits.captchaAfter ? await solvedCaptcha(api, headers) : undefined;
      failures.push(
        await api.call<LoginFailure>(login, {
          body: captcha ? { ...victim, verifycode: captcha.answer } : victim,
          headers: captcha ? { ...headers, cookie: captcha.cookie } : headers,
          lang: 'en',
        }),
      );
    }
    expect(failures[1]?.data).toEqual({
      captchaRequired: false,
      captchaMinutes: 0,
      lockedMinutes: 0,
      field: 'password',
    });
    // The third failure says that a code is now needed, and for how long.
    expect(failures[2]?.message).toBe(
      'Wrong user name or password. After several failures, signing in needs a verification code for the next 15 minutes',
    );
    expect(failures[2]?.data).toEqual({
      captchaRequired: true,
      captchaMinutes: 15,
      lockedMinutes: 0,
      field: 'password',
    });
    expect(failures[3]?.message).toBe('Wrong user name or password');
    expect(failures[9]?.message).toBe('Wrong user name or password. Too many attempts, wait 15 minutes');

    const before = scryptSlots.started;
    const headers = from('192.0.2.200');
    const captcha = await solvedCaptcha(api, headers);
    const refused = await api.call<LoginFailure>(login, {
      body: { ...victim, verifycode: captcha.answer },
      headers: { ...headers, cookie: captcha.cookie },
      lang: 'en',
    });
    expect(refused.message).toBe('Too many attempts, wait 15 minutes');
    expect(scryptSlots.started).toBe(before);
    const state = await api.call<LoginState>(loginState, { body: { user: 'Victim-Name' }, headers });
    expect(state.data).toEqual({ captchaRequired: true, captchaMinutes: 15, lockedMinutes: 15 });
  });

  it('tells the login screen a code is needed for a user name, and for how long', async () => {
    const headers = from('192.0.2.150');
    const body = { user: 'reloader', password: 'guess' };
    expect((await api.call<LoginState>(loginState, { body: { user: 'reloader' }, headers })).data).toEqual({
      captchaRequired: false,
      captchaMinutes: 0,
      lockedMinutes: 0,
    });
    for (let i = 0; i < 3; i++) await api.call(login, { body, headers });
    const state = await api.call<LoginState>(loginState, { body: { user: ' RELOADER ' }, headers });
    expect(state.data).toEqual({ captchaRequired: true, captchaMinutes: 15, lockedMinutes: 0 });
    // A missing or wrong code is about the code field; the password is not checked.
    const before = scryptSlots.started;
    const missing = await api.call<LoginFailure>(login, { body, headers });
    expect([missing.message, missing.data.field]).toEqual(['请输入验证码', 'verifycode']);
    const wrong = await api.call<LoginFailure>(login, { body: { ...body, verifycode: 'abcd' }, headers });
    expect([wrong.message, wrong.data.field]).toEqual(['验证码错误或已过期', 'verifycode']);
    expect(scryptSlots.started).toBe(before);
    // It takes no unknown fields, and no XSRF header (it changes nothing).
    expect((await api.call(loginState, { body: { user: 'x', password: 'y' }, headers })).code).toBe(1);
    const withCookie = await api.call(loginState, { headers: { ...headers, cookie: 'XSRF-TOKEN=t' } });
    expect(withCookie.code).toBe(0);
  });

  it('runs at most two scrypt computations per core at once; the rest wait', async () => {
    const headers = from('192.0.2.250');
    const attempts = Array.from({ length: scryptSlots.limit * 3 }, (_, i) =>
      api.call(login, { body: { user: `burst-${i}`, password: 'guess' }, headers }),
    );
    await Promise.all(attempts);
    expect(scryptSlots.peak).toBe(scryptSlots.limit);
    expect(scryptSlots.waiting).toBe(0);
  });
});

describe('session lifetime and housekeeping', () => {
  it('ends a session SESSION_MAX_DAYS after sign-in however busy it is', async () => {
    const token = await api.login(demo.operator.user, demo.operator.password);
    const call = () => api.call('/auth/brand/userbrandlist.html', { token, headers: from('203.0.113.60') });
    const tokenHash = hashToken(token);
    // 29.5 days old and seen two minutes ago: the touch extends it, but not past day 30.
    await api.database.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 29.5 * 86_400_000),
        lastSeenAt: new Date(Date.now() - 120_000),
      })
      .where(eq(sessions.tokenHash, tokenHash));
    expect((await call()).code).toBe(0);
    const [row] = await api.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(row?.expiresAt.getTime()).toBe((row?.createdAt.getTime() ?? 0) + 30 * 86_400_000);
    await api.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000), lastSeenAt: new Date(Date.now() - 120_000) })
      .where(eq(sessions.tokenHash, tokenHash));
    expect((await call()).code).toBe(0); // its expires_at still lies ahead: this touch pulls it back
    expect((await call()).code).toBe(401);
  });

  it('caps a new session at SESSION_MAX_DAYS when that is shorter than the idle lifetime', async () => {
    const short = await createTestApi({ sessionIdleHours: 48, sessionMaxDays: 1 });
    try {
      const token = await short.login(demo.operator.user, demo.operator.password);
      const [row] = await short.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(86_400_000);
    } finally {
      await short.close();
    }
  });

  it('deletes expired and revoked sessions, old sign-in failures and expired captchas, batch by batch', async () => {
    const db = api.database.db;
    const live = await api.login(demo.admin.user, demo.admin.password);
    await db.execute(sql`insert into sessions (token_hash, user_id, expires_at)
      select 'expired-' || g, 1, now() - interval '1 minute' from generate_series(1, 3) g`);
    await db.execute(sql`insert into sessions (token_hash, user_id, expires_at, revoked_at)
      values ('revoked-1', 1, now() + interval '1 hour', now())`);
    await db.execute(sql`insert into login_failures (user_name, created_at)
      select 'old-' || g, now() - interval '2 hours' from generate_series(1, ${housekeepingBatch * 2 + 10}) g`);
    await db.insert(loginFailures).values({ userName: 'recent', clientAddress: '192.0.2.99' });
    await db.execute(sql`insert into captchas (key_hash, answer, expires_at) values
      ('old-captcha', '1234', now() - interval '1 minute'), ('new-captcha', '5678', now() + interval '5 minutes')`);

    const counts = await housekeep(db);
    expect(counts.sessions).toBeGreaterThanOrEqual(4);
    expect(counts.loginFailures).toBe(housekeepingBatch * 2 + 10);
    expect(counts.captchas).toBeGreaterThanOrEqual(1);
    const tokens = (await db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h);
    expect(tokens).toContain(hashToken(live));
    expect(tokens.filter((t) => t.startsWith('expired-') || t === 'revoked-1')).toEqual([]);
    const failures = (await db.select({ u: loginFailures.userName }).from(loginFailures)).map((r) => r.u);
    expect(failures).toContain('recent');
    expect(failures.filter((u) => u.startsWith('old-'))).toEqual([]);
    const keys = (await db.select({ k: captchas.keyHash }).from(captchas)).map((r) => r.k);
    expect(keys).toContain('new-captcha');
    expect(keys).not.toContain('old-captcha');
    // The live session still works.
    expect(
      (await api.call('/auth/brand/userbrandlist.html', { token: live, headers: from('203.0.113.61') })).code,
    ).toBe(0);
  });
});
