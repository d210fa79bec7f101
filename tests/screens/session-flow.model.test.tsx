import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { LoginResult, SelectBrandResult } from '../../contract/auth.ts';
import type { Envelope } from '../../contract/envelope.ts';
import { App } from '../../src/app.tsx';
import { createAppActors } from '../../src/app-actors.ts';
import { sessionChannelName } from '../../src/services/other-tabs.ts';

const apiUrl = inject('apiUrl');

/**
 * The session flow as a user meets it. Each state says what the user must see; each event is something
 * the user (or the server, or another tab of the browser) does. The console opens either alone or
 * beside a signed-in tab of the same browser (issue 11 point 10: a new tab asks the open ones for their
 * session). The 1.5 s expiry delay is the explicit event `timer.expiry`: the test waits for the login
 * screen rather than stepping a clock, because the app talks to the real server.
 */
const flow = createMachine({
  id: 'sessionFlow',
  initial: 'closed',
  states: {
    closed: { on: { 'open.alone': 'signedOut', 'open.besideSignedInTab': 'ready' } },
    signedOut: { on: { 'login.bad': 'loginRefused', 'login.good': 'choosingBrand' } },
    loginRefused: { on: { 'login.good': 'choosingBrand' } },
    choosingBrand: { on: { 'brand.choose': 'ready', 'user.logout': 'loggedOutByUser' } },
    ready: {
      on: {
        'user.logout': 'loggedOutByUser',
        'session.revoke': 'expiring',
        'otherTab.logout': 'loggedOutElsewhere',
      },
    },
    expiring: { on: { 'timer.expiry': 'loginAfterExpiry' } },
    loginAfterExpiry: { on: { 'login.good': 'backWhereLeft' } },
    backWhereLeft: {},
    loggedOutByUser: {},
    loggedOutElsewhere: {},
  },
});

type Harness = { user: ReturnType<typeof userEvent.setup>; actors: ReturnType<typeof createAppActors> };
let harness: Harness | null = null;
let ghost = 0;

/** Another tab of the same browser, signed in: it answers the console's question and hears its logout. */
type OtherTab = { channel: BroadcastChannel; heard: string[] };
let otherTab: OtherTab | null = null;

async function post<T>(path: string, body: unknown, token = ''): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', BrandId: '1', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  expect(envelope.code).toBe(0);
  return envelope.data;
}

async function openOtherTab(): Promise<OtherTab> {
  const login = await post<LoginResult>('/auth/brandmanager/userpwd.html', {
    user: 'admin',
    password: 'admin123',
  });
  const chosen = await post<SelectBrandResult>(
    '/auth/brand/userselectbrand.html',
    { brandId: 1 },
    login.token,
  );
  const session = {
    token: login.token,
    userInfo: login.userInfo,
    brand: chosen.brand,
    menu: chosen.roleMenu,
  };
  const channel = new BroadcastChannel(sessionChannelName);
  const heard: string[] = [];
  channel.onmessage = (e: MessageEvent<{ type: string; requestId?: string }>) => {
    heard.push(e.data.type);
    if (e.data.type === 'ask') channel.postMessage({ type: 'offer', requestId: e.data.requestId, session });
  };
  return { channel, heard };
}

function openConsole() {
  harness = { user: userEvent.setup(), actors: createAppActors({ baseURL: apiUrl }) };
  render(<App actors={harness.actors} />);
}

function hash() {
  return decodeURIComponent(window.location.hash);
}

async function signIn(user: string, password: string) {
  const h = harness;
  if (!h) throw new Error('no app');
  const name = await screen.findByLabelText(/用户名/);
  await h.user.clear(name);
  await h.user.type(name, user);
  await h.user.type(screen.getByLabelText(/密码/), `${password}{Enter}`);
}

const model = createTestModel(flow);

describe('session flow through the rendered app, against the real server', () => {
  afterEach(() => {
    harness?.actors.session.stop();
    harness?.actors.toast.stop();
    harness = null;
    otherTab?.channel.close();
    otherTab = null;
  });

  const paths = model.getSimplePaths();
  // Every (state, event) edge of the model, and the ones the paths walk (the first step is xstate.init).
  const edges = Object.entries(flow.config.states ?? {}).flatMap(([name, node]) =>
    Object.keys(node.on ?? {}).map((event) => `${name}:${event}`),
  );
  const walked = new Set(
    paths.flatMap((p) =>
      p.steps.slice(1).map((step, i) => `${String(p.steps[i]?.state.value)}:${step.event.type}`),
    ),
  );
  console.log(
    `session flow model: ${paths.length} paths, ${Object.keys(flow.config.states ?? {}).length} states, ${walked.size}/${edges.length} transitions walked`,
  );

  for (const path of paths) {
    // A long path signs in twice against the real server: give a loaded machine time.
    it(path.description, { timeout: 60_000 }, async () => {
      sessionStorage.clear();
      window.location.hash = '#/';
      const user = () => {
        if (!harness) throw new Error('the console is not open');
        return harness.user;
      };

      await path.test({
        states: {
          closed: () => {
            expect(harness).toBeNull();
          },
          signedOut: async () => {
            expect(await screen.findByRole('heading', { name: '登录' })).toBeTruthy();
            expect(hash()).toMatch(/^#\/login/);
          },
          loginRefused: async () => {
            const alert = await screen.findByText('用户名或密码错误', { selector: '[role="alert"]' });
            expect(alert).toBeTruthy();
            expect(screen.getByLabelText(/密码/).getAttribute('aria-invalid')).toBe('true');
          },
          choosingBrand: async () => {
            expect(await screen.findByRole('heading', { name: '账户概览' })).toBeTruthy();
            expect(await screen.findByRole('button', { name: /Demo Brand/ })).toBeTruthy();
            expect(screen.getByRole('button', { name: /Second Brand/ })).toBeTruthy();
          },
          ready: async () => {
            const banner = await screen.findByRole('banner');
            expect(within(banner).getByRole('link', { name: /Demo Brand/ })).toBeTruthy();
            const nav = screen.getByRole('navigation', { name: '模块导航' });
            expect(within(nav).getAllByRole('link')).toHaveLength(9);
            expect(sessionStorage.getItem('token')).toBeTruthy();
          },
          expiring: async () => {
            expect(await screen.findByText('登录无效或已过期，请重新登录')).toBeTruthy();
            expect(sessionStorage.getItem('token')).toBeNull();
          },
          loginAfterExpiry: async () => {
            expect(await screen.findByRole('heading', { name: '登录' })).toBeTruthy();
            expect(hash()).toBe('#/login?from=/crm/customer/list?page=2');
          },
          backWhereLeft: async () => {
            expect(await screen.findByRole('heading', { name: '客户列表' })).toBeTruthy();
            expect(hash()).toBe('#/crm/customer/list?page=2');
            const current = screen.getByRole('link', { current: 'page', name: '客户列表' });
            expect(current).toBeTruthy();
          },
          loggedOutByUser: async () => {
            expect(await screen.findByRole('heading', { name: '登录' })).toBeTruthy();
            expect(hash()).toBe('#/login');
            expect(sessionStorage.getItem('token')).toBeNull();
            expect(sessionStorage.getItem('userinfo')).toBeNull();
            expect(sessionStorage.getItem('menu')).toBeNull();
            // Every other tab is told, so the session ends there too.
            const tab = otherTab;
            if (tab) await waitFor(() => expect(tab.heard).toContain('loggedOut'));
          },
          loggedOutElsewhere: async () => {
            expect(await screen.findByRole('heading', { name: '登录' })).toBeTruthy();
            expect(hash()).toBe('#/login');
            expect(sessionStorage.getItem('token')).toBeNull();
            expect(sessionStorage.getItem('menu')).toBeNull();
          },
        },
        events: {
          'open.alone': () => {
            openConsole();
          },
          'open.besideSignedInTab': async () => {
            otherTab = await openOtherTab();
            openConsole();
          },
          'otherTab.logout': () => {
            // The console may have been opened alone: the tab logging out may be one opened since.
            otherTab ??= { channel: new BroadcastChannel(sessionChannelName), heard: [] };
            otherTab.channel.postMessage({ type: 'loggedOut' });
          },
          'login.bad': async () => {
            ghost += 1;
            await signIn(`ghost-${ghost}-${Date.now()}`, 'not-a-password');
          },
          'login.good': async () => {
            await signIn('admin', 'admin123');
          },
          'brand.choose': async () => {
            await user().click(await screen.findByRole('button', { name: /Demo Brand/ }));
            await waitFor(() => expect(hash()).toBe('#/'));
          },
          'user.logout': async () => {
            const inShell = screen.queryByRole('banner');
            if (inShell) {
              await user().click(within(inShell).getByRole('button', { name: /用户菜单/ }));
              await user().click(await screen.findByRole('menuitem', { name: '退出登录' }));
            } else {
              await user().click(await screen.findByRole('button', { name: '退出登录' }));
            }
          },
          'session.revoke': async () => {
            window.location.hash = '#/crm/customer/list?page=2';
            await screen.findByRole('heading', { name: '客户列表' });
            // Revoke the session on the server behind the console's back, as an admin elsewhere would.
            const token = sessionStorage.getItem('token') ?? '';
            const res = await fetch(`${apiUrl}/auth/brandmanager/logout.html`, {
              method: 'POST',
              headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
              body: '{}',
            });
            expect(res.ok).toBe(true);
            await user().click(within(screen.getByRole('banner')).getByRole('button', { name: /用户菜单/ }));
            await user().click(await screen.findByRole('menuitem', { name: '刷新缓存' }));
          },
          'timer.expiry': async () => {
            await screen.findByRole('heading', { name: '登录' }, { timeout: 5000 });
          },
        },
      });
    });
  }

  it('walks every state and transition of the flow model', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    expect(states.size).toBe(Object.keys(flow.config.states ?? {}).length);
    expect([...walked].sort()).toEqual([...edges].sort());
  });
});
