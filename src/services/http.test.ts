import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { authPaths, type LoginResult, type SelectBrandResult } from '../../contract/auth.ts';
import { customerPaths } from '../../contract/customer.ts';
import { managePaths } from '../../contract/manage-paths.ts';
import { setLocale } from '../i18n/i18n.ts';
import * as auth from './auth.ts';
import { undoChange } from './change-undo.ts';
import { ApiError, action, binary, inPlace, post, postUndoable } from './http.ts';
import { configureHttp } from './http-config.ts';
import { getBrand, getBrandId, saveBrand, saveLogin } from './session-store.ts';

const apiUrl = inject('apiUrl');
let notices: string[] = [];
let unauthorized = 0;

function wire(baseURL = apiUrl, fetchImpl?: typeof fetch) {
  configureHttp({
    baseURL,
    fetch: fetchImpl ?? globalThis.fetch,
    notify: (m) => notices.push(m),
    onUnauthorized: () => {
      unauthorized += 1;
    },
  });
}

async function signIn(user = 'admin', password = 'admin123'): Promise<LoginResult> {
  const result = await auth.login({ user, password });
  saveLogin(result);
  return result;
}

async function signInWithBrand(user = 'admin', password = 'admin123'): Promise<SelectBrandResult> {
  await signIn(user, password);
  const brands = await auth.brandList();
  const first = brands[0];
  if (!first) throw new Error('seed has no brand for this user');
  const chosen = await auth.selectBrand(first.brandId);
  saveBrand(chosen);
  return chosen;
}

/** The toast of a failure comes a task after the rejection (`inPlace`): this waits for it. */
const toastsShown = () => new Promise((resolve) => setTimeout(resolve, 0));

async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    await toastsShown();
    if (e instanceof Error) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

// Faults the real server never produces on purpose (a broken proxy in between, a hung upstream): a
// bare socket or HTTP answer stands in for that transport, not for the API.
let faulty: Server;
let faultyUrl = '';
let hung: TcpServer;
let hungUrl = '';
let closedUrl = '';

beforeAll(async () => {
  faulty = createServer((req, res) => {
    if (req.url?.startsWith('/empty')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end();
    } else if (req.url?.startsWith('/fault')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 500, message: '', data: null }));
    } else {
      res.writeHead(502);
      res.end('bad gateway');
    }
  });
  await new Promise<void>((r) => faulty.listen(0, '127.0.0.1', r));
  faultyUrl = `http://127.0.0.1:${(faulty.address() as AddressInfo).port}`;
  hung = createTcpServer(() => {});
  await new Promise<void>((r) => hung.listen(0, '127.0.0.1', r));
  hungUrl = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
  // A port that was open a moment ago and is closed now: nothing listens there.
  const probe = createTcpServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  closedUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((r) => probe.close(() => r()));
});

afterAll(async () => {
  await new Promise<void>((r) => faulty.close(() => r()));
  hung.close();
});

beforeEach(() => {
  sessionStorage.clear();
  notices = [];
  unauthorized = 0;
  setLocale('zh-CN');
  window.location.hash = '';
  wire();
});

afterEach(() => {
  setLocale('zh-CN');
});

describe('http layer against the real API server', () => {
  it('code 0 answers the data; Authorization and BrandId reach the server', async () => {
    const chosen = await signInWithBrand();
    expect(getBrandId()).toBe(chosen.brand.brandId);
    const body = await post<{ user: { userName: string }; brand: { brandId: number } | null }>(
      managePaths.body,
      {},
    );
    expect(body.user.userName).toBe('admin');
    expect(body.brand?.brandId).toBe(chosen.brand.brandId);
    expect(notices).toEqual([]);
  });

  it('an undoable write hands its undo handle to the caller; the undo path takes it back once', async () => {
    await signInWithBrand();
    const mobile = `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const added = await post<{ id: number }>(customerPaths.add, { name: `http撤${mobile}`, mobile });
    const released = await postUndoable<{ changed: number }>(customerPaths.release, { ids: [added.id] });
    expect(released.data.changed).toBe(1);
    expect(released.undo?.id).toBeGreaterThan(0);
    expect(Date.parse(released.undo?.until ?? '')).toBeGreaterThan(Date.now());
    // A read carries none.
    const read = await postUndoable(customerPaths.detail, { id: added.id });
    expect(read.undo).toBeNull();
    const undone = await undoChange(released.undo?.id ?? 0);
    expect(undone).toEqual({ id: released.undo?.id, restored: 1, skipped: [] });
    // Twice is refused with the server's words, a refusal a retry cannot change.
    const again = await rejection(undoChange(released.undo?.id ?? 0, { notifyErrors: false }));
    expect(again).toBeInstanceOf(ApiError);
    expect((again as ApiError).retryable).toBe(false);
    expect(notices).toEqual([]);
    // The confirm-delete GET answers its handle too.
    const deleted = await action(`${customerPaths.del}?id=${added.id}`);
    expect(deleted.undo?.id).toBeGreaterThan(0);
  });

  it('code 1: the server message is shown once and the call rejects with it, in the language sent', async () => {
    const zh = await rejection(post(authPaths.login, { user: 'admin', password: 'wrong' }));
    expect(zh).toBeInstanceOf(ApiError);
    expect((zh as ApiError).code).toBe(1);
    expect(zh.message).not.toBe('');
    expect(notices).toEqual([zh.message]);
    setLocale('en');
    const en = await rejection(post(authPaths.login, { user: 'admin', password: 'wrong' }));
    expect(en.message).not.toBe(zh.message);
    expect(en.message).toMatch(/[a-z]/i);
  });

  it('code 401: rejects with SessionExpiredError, clears token, menu and userinfo but keeps brand, notifies once', async () => {
    await signInWithBrand();
    const brandId = getBrandId();
    sessionStorage.setItem('token', 'revoked-or-made-up');
    const calls = [1, 2, 3].map(() => rejection(post(managePaths.body, {})));
    const errors = await Promise.all(calls);
    for (const e of errors) {
      expect(e.name).toBe('SessionExpiredError');
      expect(e.message).toBe('登录无效或已过期，请重新登录');
    }
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('menu')).toBeNull();
    expect(sessionStorage.getItem('userinfo')).toBeNull();
    // docs/spec.md §4: the brand survives the clear, remembered for the next sign-in; no call carries it
    // meanwhile (the member may no longer be allowed there).
    expect(getBrand()?.brandId).toBe(brandId);
    expect(getBrandId()).toBe(0);
    // The session machine turns these into one message; the http layer itself shows none for a 401.
    expect(unauthorized).toBe(3);
    expect(notices).toEqual([]);
  });

  it('code 403: a role without the rule gets the server message and a rejection', async () => {
    await signInWithBrand('operator', 'operator123');
    const e = await rejection(post('/brand/role/rules.html', {}));
    expect((e as ApiError).code).toBe(403);
    expect(notices).toEqual([e.message]);
  });

  it('HTTP status error: "API error" plus the status', async () => {
    const e = await rejection(post('/no/such/endpoint.html'));
    expect(e.message).toBe('API 错误 404');
    expect((e as ApiError).code).toBe(404);
    expect(notices).toEqual(['API 错误 404']);
  });

  it('a failure the screen says in place (`inPlace`) is not said again in a toast', async () => {
    const e = await rejection(inPlace(post('/no/such/endpoint.html')));
    expect(e.message).toBe('API 错误 404');
    expect(notices).toEqual([]);
  });

  it('merges the page query (inside the hash) into the body where the body lacks it, when asked', async () => {
    await signIn();
    const brands = await auth.brandList();
    const [first, second] = brands;
    if (!first || !second) throw new Error('admin should own two brands in the seed');
    window.location.hash = `#/account/dashboard?brandId=${second.brandId}`;
    const merged = await post<SelectBrandResult>(authPaths.selectBrand, {}, { mergeQuery: true });
    expect(merged.brand.brandId).toBe(second.brandId);
    const own = await post<SelectBrandResult>(
      authPaths.selectBrand,
      { brandId: first.brandId },
      { mergeQuery: true },
    );
    expect(own.brand.brandId).toBe(first.brandId);
  });

  it('does not merge by default: a list screen filter never reaches an update', async () => {
    await signIn();
    const [first] = await auth.brandList();
    if (!first) throw new Error('admin should own a brand in the seed');
    window.location.hash = `#/system/adminuser?brandId=${first.brandId}&roleId=3&page=2`;
    // selectBrand's body is strict: merged fields would be refused, and without a brandId it is bad input.
    const e = await rejection(post(authPaths.selectBrand, {}));
    expect((e as ApiError).code).toBe(1);
    // The words name no key (people read them); the field's key is in the answer's data for programs.
    expect(e.message).toBe('参数错误：必填');
    expect((e as ApiError).data).toEqual({ fields: [{ field: 'brandId', message: '必填' }] });
    window.location.hash = '#/login?from=%2Fcrm%2Fcustomer%2Flist';
    const result = await auth.login({ user: 'admin', password: 'admin123' });
    expect(result.token).not.toBe('');
  });

  it('sends X-XSRF-TOKEN from the cookie on state-changing calls', async () => {
    // A browser would keep the API's cookies; this fetch does the same for the Node test runner.
    let cookie = '';
    const browserLike: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set('cookie', cookie);
      const res = await fetch(input, { ...init, headers });
      const set = res.headers.get('set-cookie');
      const xsrf = set?.match(/XSRF-TOKEN=([^;]+)/)?.[1];
      if (xsrf) cookie = `XSRF-TOKEN=${xsrf}`;
      return res;
    };
    wire(apiUrl, browserLike);
    await action(authPaths.verifyCode).catch(() => null);
    expect(cookie).toMatch(/^XSRF-TOKEN=/);
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser, which holds the API's cookie
    document.cookie = `${cookie}; path=/`;
    const ok = await auth.login({ user: 'admin', password: 'admin123' });
    saveLogin(ok);
    await expect(auth.brandList()).resolves.toBeInstanceOf(Array);
    // With the cookie but a different value in the page's cookie, the server refuses the call.
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser, which holds the API's cookie
    document.cookie = 'XSRF-TOKEN=not-the-same; path=/';
    const e = await rejection(auth.brandList());
    expect((e as ApiError).code).toBe(403);
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser, which holds the API's cookie
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('binary answers pass through untouched', async () => {
    const image = await binary('GET', authPaths.verifyCode, { responseType: 'blob' });
    expect('size' in image && image.size).toBeGreaterThan(100);
    expect('type' in image && image.type).toContain('image/svg+xml');
    const buffer = await binary('GET', authPaths.verifyCode, { responseType: 'arrayBuffer' });
    expect(new TextDecoder().decode(buffer as ArrayBuffer)).toContain('<svg');
  });

  it('a binary request answered with an envelope is handled like any call', async () => {
    sessionStorage.setItem('token', 'made-up');
    const e = await rejection(binary('POST', managePaths.body, { responseType: 'blob' }));
    expect(e.name).toBe('SessionExpiredError');
    expect(unauthorized).toBe(1);
  });
});

describe('http layer transport faults', () => {
  it('network error: "API connection abnormal"', async () => {
    wire(closedUrl);
    const e = await rejection(post('/brand/manage/body.html'));
    expect(e.message).toBe('API 连接异常');
    expect(notices).toEqual(['API 连接异常']);
  });

  it('timeout (only when a call sets one): "API request timeout"', async () => {
    wire(hungUrl);
    const e = await rejection(post('/brand/manage/body.html', {}, { timeout: 200 }));
    expect(e.message).toBe('API 请求超时');
    expect(notices).toEqual(['API 请求超时']);
  });

  it('missing body: "API request error, please retry"', async () => {
    wire(faultyUrl);
    setLocale('en');
    const e = await rejection(post('/empty.html'));
    expect(e.message).toBe('API request error, please retry');
  });

  it('code 500 with an empty message shows the generic message', async () => {
    wire(faultyUrl);
    const e = await rejection(post('/fault.html'));
    expect((e as ApiError).code).toBe(500);
    expect(e.message).toBe('操作失败，请重试');
    expect(notices).toEqual(['操作失败，请重试']);
  });

  it('an HTTP error from a proxy in between: "API error 502"', async () => {
    wire(faultyUrl);
    const e = await rejection(post('/anything.html'));
    expect(e.message).toBe('API 错误 502');
  });
});
