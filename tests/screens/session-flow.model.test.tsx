import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { authPaths } from '../../contract/auth.ts';
import { App } from '../../src/app.tsx';
import { createAppActors } from '../../src/app-actors.ts';
import { setLocale } from '../../src/i18n/i18n.ts';
import {
  expiryRedirectMs,
  type SessionSeed,
  type SharedSession,
  sessionMachine,
  tabHandshakeMs,
} from '../../src/machines/session.machine.ts';
import { sessionChannelName } from '../../src/services/other-tabs.ts';
import {
  fileCoverage,
  pathFromEvents,
  productionModel,
  type Snapshot,
  type WalkEvent,
  walk,
} from '../machines/production-walk.ts';
import { apiUrl, browserFetch, call, signIn } from '../support/console-session.tsx';
import { recorder } from '../support/machine-coverage.ts';

/**
 * The production session machine walked through the rendered app against the real server. Its invoked
 * calls are answered by that server, so an answer is something the walk waits for, never settles:
 * wrong credentials give the login error; the user who has one brand is chosen into it; a failed
 * call is the network dropping it (the app's fetch fails that one request); an ended session is the
 * token revoked on the server. Another tab of the same browser is a BroadcastChannel the test holds:
 * it hears the console's questions and logouts, and answers or logs out when the walk says. The
 * session's timers run on xstate's SimulatedClock, so "500 ms without an answer" and "1.5 s before the
 * login screen" happen exactly when the walk takes those steps.
 */

const demo = { brandId: 1, brandTitle: 'Demo Brand', roleTitle: 'Owner' };
const second = { brandId: 2, brandTitle: 'Second Brand', roleTitle: 'Owner' };
const userInfo = { userId: 1, userName: 'admin', realName: '', headimg: '' };
const menu = { nav: [], menuList: [], menuUrl: [] };

const login = (user: string, password: string): WalkEvent => ({ type: 'session.login', user, password });
const loginDone = { type: 'xstate.done.actor.0.session.authenticating', output: { token: 't', userInfo } };
const loginError = { type: 'xstate.error.actor.0.session.authenticating', error: new Error('refused') };
const brandsDone = (brands: unknown[]) => ({
  type: 'xstate.done.actor.0.session.choosingBrand.loading',
  output: brands,
});
const brandsError = {
  type: 'xstate.error.actor.0.session.choosingBrand.loading',
  error: new Error('network'),
};
const choose = (brandId: number): WalkEvent => ({ type: 'session.chooseBrand', brandId });
const selected = (brand: typeof demo) => ({
  type: 'xstate.done.actor.0.session.choosingBrand.selecting',
  output: { brand, roleMenu: menu },
});
const selectError = {
  type: 'xstate.error.actor.0.session.choosingBrand.selecting',
  error: new Error('network'),
};
const switched = (brand: typeof demo) => ({
  type: 'xstate.done.actor.0.session.ready.switching',
  output: { brand, roleMenu: menu },
});
const switchError = { type: 'xstate.error.actor.0.session.ready.switching', error: new Error('network') };
const listed = { type: 'xstate.done.actor.0.session.ready.loadingBrands', output: [demo, second] };
const listError = { type: 'xstate.error.actor.0.session.ready.loadingBrands', error: new Error('network') };
const loggedOut = { type: 'xstate.done.actor.0.session.loggingOut', output: {} };
const logoutError = { type: 'xstate.error.actor.0.session.loggingOut', error: new Error('network') };
const expiry = { type: 'xstate.after.expiryRedirect.session.expiring' };
const noTabAnswers = { type: 'xstate.after.tabHandshake.session.resuming' };
const afterMs: Record<string, number> = {
  [expiry.type]: expiryRedirectMs,
  [noTabAnswers.type]: tabHandshakeMs,
};
// What a signed-in tab hands over (the walk's other tab sends a real session of the server).
const offerBrand: WalkEvent = { type: 'tabs.offer', session: { token: 't', userInfo, brand: demo, menu } };
const offerToken: WalkEvent = {
  type: 'tabs.offer',
  session: { token: 't', userInfo, brand: null, menu: null },
};
const asked: WalkEvent = { type: 'tabs.asked', requestId: 'other-tab' };
const otherTabLogout: WalkEvent = { type: 'tabs.loggedOut' };

/** Which call each invoked actor makes: the one to drop when the path says it fails. */
const endpointOf: Record<string, string> = {
  '0.session.choosingBrand.loading': authPaths.brandList,
  '0.session.choosingBrand.selecting': authPaths.selectBrand,
  '0.session.ready.loadingBrands': authPaths.brandList,
  '0.session.ready.switching': authPaths.selectBrand,
  '0.session.loggingOut': authPaths.logout,
};

const walks: Array<{
  name: string;
  seed: 'none' | 'noChannel' | 'token' | 'brand';
  /** The address the tab opens at (default the console's root). */
  start?: string;
  events: WalkEvent[];
}> = [
  {
    name: 'a refused sign-in, a brand choice that fails then works, brand switches, a failed log out',
    seed: 'none',
    events: [
      noTabAnswers,
      login('nobody-here', 'not-a-password'),
      loginError,
      login('admin', 'admin123'),
      loginDone,
      brandsDone([demo, second]),
      choose(1),
      selectError,
      choose(1),
      selected(demo),
      { type: 'session.loadBrands' },
      listed,
      choose(2),
      switchError,
      choose(2),
      switched(second),
      { type: 'session.loadBrands' },
      listError,
      { type: 'session.logout' },
      logoutError,
    ],
  },
  {
    name: 'in a browser without BroadcastChannel: the brand list fails, is retried, the user logs out while choosing',
    seed: 'noChannel',
    events: [
      login('admin', 'admin123'),
      loginDone,
      brandsError,
      { type: 'session.loadBrands' },
      brandsDone([demo, second]),
      { type: 'session.logout' },
      loggedOut,
    ],
  },
  {
    name: 'the session ends on the server while a brand is being chosen',
    seed: 'none',
    events: [
      noTabAnswers,
      login('admin', 'admin123'),
      loginDone,
      brandsDone([demo, second]),
      choose(1),
      { type: 'session.expired' },
      expiry,
    ],
  },
  {
    name: 'the one-brand user is chosen into it; the session ends on the server in the console',
    seed: 'none',
    events: [
      noTabAnswers,
      login('operator', 'operator123'),
      loginDone,
      brandsDone([demo]),
      selected(demo),
      { type: 'session.expired' },
      expiry,
    ],
  },
  {
    name: 'the one-brand user logs out from the console',
    seed: 'none',
    events: [
      noTabAnswers,
      login('operator', 'operator123'),
      loginDone,
      brandsDone([demo]),
      selected(demo),
      { type: 'session.logout' },
      loggedOut,
    ],
  },
  {
    name: 'a new tab beside a signed-in tab opens in the console, answers another tab, ends with its logout',
    seed: 'none',
    events: [offerBrand, asked, otherTabLogout, loggedOut],
  },
  {
    name: 'a new tab beside a tab still choosing a brand chooses too; the other tab logs out',
    seed: 'none',
    events: [offerToken, brandsDone([demo, second]), asked, otherTabLogout, loggedOut],
  },
  {
    name: 'a sign-in typed while the new tab waits for the other tabs; the brand renamed in its configuration',
    seed: 'none',
    start: '#/login',
    events: [
      login('admin', 'admin123'),
      loginDone,
      brandsDone([demo, second]),
      choose(2),
      selected(second),
      // The header follows a title saved in /config/index at once (then the name is put back).
      { type: 'session.brandTitle', title: `${second.brandTitle} 二号` },
      { type: 'session.brandTitle', title: second.brandTitle },
    ],
  },
  {
    name: 'a login screen signs in when another tab signs in: into its brand, then before a choice',
    seed: 'none',
    start: '#/login',
    events: [
      noTabAnswers,
      offerBrand,
      { type: 'session.logout' },
      loggedOut,
      offerToken,
      brandsDone([demo, second]),
    ],
  },
  {
    name: 'a reload after sign-in, before a brand was chosen',
    seed: 'token',
    events: [brandsDone([demo, second])],
  },
  {
    name: 'a reload inside the console; the language switch re-reads the menu',
    seed: 'brand',
    events: [{ type: 'session.menu', menu }],
  },
];

const seeds: Record<(typeof walks)[number]['seed'], SessionSeed> = {
  // A tab with nothing stored asks the other tabs first, as the app starts it.
  none: { token: '', userInfo: null, brand: null, menu: null, askOtherTabs: true },
  // Nothing to ask without BroadcastChannel: the login screen at once.
  noChannel: { token: '', userInfo: null, brand: null, menu: null },
  token: { token: 't', userInfo, brand: null, menu: null },
  brand: { token: 't', userInfo, brand: demo, menu },
};

// What the walk compares with the live session: tokens and menus are the server's.
const project = (s: Snapshot) => ({
  value: s.value,
  brands: (s.context.brands as Array<{ brandId: number }>).map((b) => b.brandId),
  brand: (s.context.brand as { brandId: number } | null)?.brandId ?? null,
  loginProblem: s.context.loginProblem !== null,
  brandProblem: s.context.brandProblem !== null,
  endReason: s.context.endReason,
});

// Answered by the server at its own pace: these states are passed through, not stopped in.
const passing = (s: Snapshot) =>
  s.hasTag('busy') || s.matches({ ready: 'loadingBrands' }) || s.matches({ choosingBrand: 'deciding' });

/** Another tab of the same browser: hears what the console posts, answers or logs out when told. */
interface OtherTab {
  channel: BroadcastChannel;
  heard: Array<{ type: string; requestId?: string; session?: SharedSession }>;
}
function openOtherTab(): OtherTab {
  const channel = new BroadcastChannel(sessionChannelName);
  const tab: OtherTab = { channel, heard: [] };
  channel.onmessage = (e: MessageEvent) => tab.heard.push(e.data);
  return tab;
}

let actors: ReturnType<typeof createAppActors> | null = null;
let otherTab: OtherTab | null = null;
afterEach(() => {
  actors?.session.stop();
  actors?.toast.stop();
  actors = null;
  otherTab?.channel.close();
  otherTab = null;
  vi.unstubAllGlobals();
});
afterAll(() => setLocale('zh-CN'));

const hash = () => decodeURIComponent(window.location.hash);
const SIGN_IN_FIRST = '请先登录以查看您的品牌';

describe('the production session machine through the rendered app, against the real server', () => {
  for (const w of walks) {
    it(w.name, async () => {
      setLocale('zh-CN');
      sessionStorage.clear();
      window.location.hash = w.start ?? '#/';
      if (w.seed === 'token' || w.seed === 'brand') {
        const session = await signIn('admin', 'admin123');
        sessionStorage.setItem('token', session.token);
        sessionStorage.setItem('userinfo', JSON.stringify(session.userInfo));
        if (w.seed === 'brand') {
          sessionStorage.setItem('brand', JSON.stringify(session.brand));
          sessionStorage.setItem('menu', JSON.stringify(session.roleMenu));
        }
      }
      // The network drops the next request to a path when the walk says that call fails.
      const drop = new Set<string>();
      const fetchOnce: typeof fetch = (input, init) => {
        const url = new URL(
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        );
        if (drop.delete(url.pathname)) return Promise.reject(new TypeError('fetch failed'));
        return browserFetch(input, init);
      };
      const tab = openOtherTab();
      otherTab = tab;
      if (w.seed === 'noChannel') vi.stubGlobal('BroadcastChannel', undefined);
      // What the other tab holds: a real session of the server, in the first brand or before a choice.
      const real = await signIn('admin', 'admin123');
      const clock = new SimulatedClock();
      actors = createAppActors({ baseURL: apiUrl, fetch: fetchOnce, inspect: recorder.inspect, clock });
      const user = userEvent.setup();
      render(<App actors={actors} />);
      const banner = () => screen.queryByRole('banner');
      const signedOutShown = () =>
        screen.queryByRole('heading', { name: '登录' }) !== null ||
        screen.queryByText(SIGN_IN_FIRST) !== null;
      const revoke = async () => {
        const token = sessionStorage.getItem('token') ?? '';
        const res = await call(authPaths.logout, {}, token);
        expect(res.code).toBe(0);
      };
      const pm = productionModel(sessionMachine, { input: seeds[w.seed], project, events: [] });
      const path = pathFromEvents(pm, w.events);
      await walk(pm, path, {
        async exec(event, { before, next }) {
          // A failing call: drop its request before the step that sends it.
          const failing = next?.type.startsWith('xstate.error.actor.') ? next.type.slice(19) : null;
          const endpoint = failing ? endpointOf[failing] : undefined;
          if (endpoint) drop.add(endpoint);
          // The session ends on the server before the step whose call finds out.
          if (
            next?.type === 'session.expired' &&
            !event.type.startsWith('xstate.') &&
            event.type !== next.type
          )
            await revoke();
          switch (event.type) {
            case 'session.login': {
              const name = await screen.findByLabelText(/用户名/);
              await user.clear(name);
              await user.type(name, event.user as string);
              await user.type(screen.getByLabelText(/密码/), `${event.password}{Enter}`);
              return;
            }
            case 'session.chooseBrand': {
              if (before.matches('ready') && !hash().startsWith('#/account/dashboard')) {
                window.location.hash = '#/account/dashboard';
              }
              const title = event.brandId === 1 ? /Demo Brand/ : /Second Brand/;
              await user.click(await screen.findByRole('button', { name: title }));
              return;
            }
            case 'session.loadBrands':
              if (before.matches('ready')) {
                // Opening the account dashboard from the console reads the brand list.
                await user.click(within(banner() as HTMLElement).getByRole('link', { name: /切换品牌/ }));
              } else await user.click(await screen.findByRole('button', { name: '重试' }));
              return;
            case 'session.logout':
              if (banner()) {
                await user.click(within(banner() as HTMLElement).getByRole('button', { name: /用户菜单/ }));
                await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
              } else await user.click(await screen.findByRole('button', { name: '退出登录' }));
              // Every other tab of the browser is told, so the logout ends the session there too.
              if (w.seed !== 'noChannel')
                await waitFor(() => expect(tab.heard.map((m) => m.type)).toContain('loggedOut'));
              return;
            case 'session.expired':
              // In the console, the next call finds out: refresh the cache. While choosing, the
              // choice itself did (the token was revoked before it).
              if (before.matches('ready')) {
                await revoke();
                await user.click(within(banner() as HTMLElement).getByRole('button', { name: /用户菜单/ }));
                await user.click(await screen.findByRole('menuitem', { name: '刷新缓存' }));
              }
              return;
            case 'session.menu':
              await user.click(within(banner() as HTMLElement).getByRole('button', { name: /用户菜单/ }));
              await user.click(await screen.findByRole('menuitem', { name: '语言设置' }));
              await user.click(await screen.findByText('使用英文界面 (English)'));
              await user.keyboard('{Escape}');
              // The menu titles come back in English.
              expect(await screen.findByRole('navigation', { name: 'Modules' })).toBeTruthy();
              return;
            case expiry.type:
              // 1.5 s pass, then the signed-out page: the login screen, or on the (public) account
              // dashboard its sign-in link.
              clock.increment(afterMs[event.type] ?? 0);
              await waitFor(() => expect(signedOutShown()).toBe(true));
              return;
            case noTabAnswers.type: {
              // The new tab asked; no tab answers within the wait.
              await waitFor(() => expect(tab.heard.map((m) => m.type)).toContain('ask'));
              clock.increment(afterMs[event.type] ?? 0);
              return;
            }
            case 'tabs.offer': {
              const withBrand = (event.session as SharedSession).brand !== null;
              // On the login screen: the other tab signed in (a sign-in of its own: a logout here
              // ended the last one) and says so to every tab.
              const held = before.matches('loggedOut') ? await signIn('admin', 'admin123') : real;
              const session: SharedSession = withBrand
                ? { token: held.token, userInfo: held.userInfo, brand: held.brand, menu: held.roleMenu }
                : { token: held.token, userInfo: held.userInfo, brand: null, menu: null };
              if (before.matches('loggedOut')) {
                tab.channel.postMessage({ type: 'signedIn', session });
                return;
              }
              await waitFor(() => expect(tab.heard.map((m) => m.type)).toContain('ask'));
              const question = tab.heard.find((m) => m.type === 'ask');
              tab.channel.postMessage({ type: 'offer', requestId: question?.requestId, session });
              return;
            }
            case 'tabs.asked': {
              // Another new tab asks: this one hands over the session it holds.
              tab.channel.postMessage({ type: 'ask', requestId: event.requestId });
              await waitFor(() =>
                expect(
                  tab.heard.find((m) => m.type === 'offer' && m.requestId === event.requestId)?.session
                    ?.token,
                ).toBe(sessionStorage.getItem('token')),
              );
              return;
            }
            case 'tabs.loggedOut':
              tab.channel.postMessage({ type: 'loggedOut' });
              return;
            case 'session.brandTitle': {
              window.location.hash = '#/config/index';
              const field = await screen.findByLabelText('品牌名称');
              await waitFor(() => expect((field as HTMLInputElement).value).not.toBe(''));
              await user.clear(field);
              await user.type(field, event.title as string);
              await user.click(screen.getByRole('button', { name: '保存品牌信息' }));
              expect(await screen.findByText('保存成功')).toBeTruthy();
              return;
            }
            default:
              // An invoked call's answer: the server gives it.
              if (!event.type.startsWith('xstate.')) throw new Error(`no user action for ${event.type}`);
          }
        },
        observe: (s) => !passing(s),
        async check(s) {
          if (s.matches('resuming')) {
            // The tab has asked and nobody has answered: the handshake waits for the walk, whose other
            // tab answers (or whose clock runs out) only at the step that says so.
            await waitFor(() => expect(tab.heard.map((m) => m.type)).toContain('ask'));
            expect(tab.heard.filter((m) => m.type === 'offer')).toEqual([]);
            // Asking the other tabs: the login form where the tab opened on it, else a moment's wait.
            if (hash() === '#/login') expect(await screen.findByLabelText(/用户名/)).toBeTruthy();
            else expect(screen.queryByRole('banner')).toBeNull();
            expect(sessionStorage.getItem('token')).toBeNull();
            return;
          }
          if (s.matches('loggedOut')) {
            await waitFor(() => expect(signedOutShown()).toBe(true));
            if (s.context.loginProblem) {
              expect(
                await screen.findByText('用户名或密码错误', { selector: '[role="alert"]' }),
              ).toBeTruthy();
            }
            // A deliberate log out forgets the page; an ended session remembers it.
            if (s.context.endReason === 'logout') await waitFor(() => expect(hash()).toBe('#/login'));
            if (s.context.endReason !== null) expect(sessionStorage.getItem('token')).toBeNull();
            return;
          }
          if (s.matches('choosingBrand')) {
            expect(await screen.findByRole('heading', { name: '账户概览' })).toBeTruthy();
            if (s.matches({ choosingBrand: 'failed' }))
              expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
            else expect(await screen.findByRole('button', { name: /Demo Brand/ })).toBeTruthy();
            return;
          }
          if (s.matches('ready')) {
            if (hash().startsWith('#/account/dashboard')) {
              expect(await screen.findByRole('heading', { name: /账户概览|Account/ })).toBeTruthy();
            } else {
              // The header follows the live session once React has drawn it: waited for, not assumed.
              const b = await screen.findByRole('banner');
              const title = (s.context.brand as { brandTitle: string }).brandTitle;
              expect(await within(b).findByRole('link', { name: new RegExp(title) })).toBeTruthy();
            }
            expect(sessionStorage.getItem('token')).toBeTruthy();
            return;
          }
          if (s.matches('expiring')) {
            expect(await screen.findByText('登录无效或已过期，请重新登录')).toBeTruthy();
            expect(sessionStorage.getItem('token')).toBeNull();
          }
        },
      });
    });
  }

  it('walked every state and transition of the production session machine', () => {
    const coverage = fileCoverage(sessionMachine, walks.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });
});
