import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { authPaths, type LoginResult, type SelectBrandResult, type UserBrand } from '../../contract/auth.ts';
import { loginFailures } from '../../server/db/core.tables.ts';
import { recorder } from '../../tests/support/machine-coverage.ts';
import {
  fileCoverage,
  pathFromEvents,
  productionModel,
  type Snapshot,
  startPath,
  transitionCover,
  type WalkEvent,
  type WalkPath,
  walk,
} from '../../tests/support/production-walk.ts';
import { createTestApiInPage, type TestApi } from '../../tests/support/test-api.ts';
import { App } from '../app.tsx';
import { createAppActors } from '../app-actors.ts';
import { setLocale } from '../i18n/i18n.ts';
import { sessionChannelName, signedInTabKey } from '../services/other-tabs.ts';
import {
  expiryRedirectMs,
  type SessionSeed,
  type SharedSession,
  sessionMachine,
  tabHandshakeMs,
} from './session.machine.ts';

/**
 * The production session machine walked through the rendered app on paths @xstate/graph generates from
 * it, against a real API server of this file's own (the app over a PGlite database of its own): the
 * walk revokes tokens, refuses sign-ins and renames a brand, which on the suite's shared server would
 * reach other tests.
 *
 * Every call the session machine makes (sign-in, brand list, brand choice, log out) waits at a gate
 * until the walk's step answers it: the server's answer, or the network dropping it. So each busy
 * state is seen and checked, and a 401 arrives exactly where the path says (the token is revoked on
 * the server, then the held call goes on). Another tab of the same browser is a BroadcastChannel the
 * test holds: it hears the console's questions and logouts, and offers its session, asks, expires or
 * logs out when the walk says. The session's timers run on xstate's SimulatedClock, so "500 ms without
 * an answer" and "1.5 s before the login screen" happen exactly when the walk takes those steps.
 */

const demo = { brandId: 1, brandTitle: 'Demo Brand', roleTitle: 'Owner' };
const second = { brandId: 2, brandTitle: 'Second Brand', roleTitle: 'Owner' };
const brandById = (id: number) => (id === second.brandId ? second : demo);
const userInfo = { userId: 1, userName: 'admin', realName: '', headimg: '' };
const menu = { nav: [], menuList: [], menuUrl: [] };

/** The machine's invoked calls, by the state that makes them: their answer events and their endpoint. */
const calls = {
  authenticating: authPaths.login,
  'choosingBrand.loading': authPaths.brandList,
  'choosingBrand.selecting': authPaths.selectBrand,
  'ready.loadingBrands': authPaths.brandList,
  'ready.switching': authPaths.selectBrand,
  loggingOut: authPaths.logout,
} as const;
type Caller = keyof typeof calls;
const done = (state: Caller, output: unknown): WalkEvent => ({
  type: `xstate.done.actor.0.session.${state}`,
  output,
});
const failed = (state: Caller): WalkEvent => ({
  type: `xstate.error.actor.0.session.${state}`,
  error: new Error('network'),
});
/** The calling state an answer event is for, or null. */
function answered(event: WalkEvent): { state: Caller; ok: boolean } | null {
  const [, kind, state] = /^xstate\.(done|error)\.actor\.0\.session\.(.+)$/.exec(event.type) ?? [];
  return state !== undefined && state in calls ? { state: state as Caller, ok: kind === 'done' } : null;
}
/** The calling state the snapshot is in, or null. */
function callerOf(s: Snapshot): Caller | null {
  const value = (path: string) => {
    const [parent = '', child] = path.split('.');
    return child ? { [parent]: child } : parent;
  };
  return (Object.keys(calls) as Caller[]).find((c) => s.matches(value(c))) ?? null;
}

const login: WalkEvent = { type: 'session.login', user: 'admin', password: 'admin123' };
const choose = (brandId: number): WalkEvent => ({ type: 'session.chooseBrand', brandId });
const loadBrands: WalkEvent = { type: 'session.loadBrands' };
const logout: WalkEvent = { type: 'session.logout' };
const expired: WalkEvent = { type: 'session.expired' };
const expiry = { type: 'xstate.after.expiryRedirect.session.expiring' };
const noTabAnswers = { type: 'xstate.after.tabHandshake.session.resuming' };
const offerBrand: WalkEvent = { type: 'tabs.offer', session: { token: 't', userInfo, brand: demo, menu } };
const offerToken: WalkEvent = {
  type: 'tabs.offer',
  session: { token: 't', userInfo, brand: null, menu: null },
};
const asked: WalkEvent = { type: 'tabs.asked', requestId: 'other-tab' };
const otherTabLogout: WalkEvent = { type: 'tabs.loggedOut' };

/**
 * What the user, the server, the clock or another tab can do in each state through the rendered app.
 * A brand is chosen other than the one the session holds or remembers. Events the state does not take
 * are dropped by the model.
 */
function eventsIn(s: Snapshot): WalkEvent[] {
  const brand = (s.context.brand as { brandId: number } | null)?.brandId ?? 0;
  const other = brand === second.brandId ? demo.brandId : second.brandId;
  const chosen = brandById(s.context.chosenBrandId as number);
  const both = [demo, second];
  if (s.matches('resuming')) return [offerBrand, offerToken, login, noTabAnswers];
  if (s.matches('loggedOut')) return [login, offerBrand, offerToken];
  if (s.matches('authenticating'))
    return [done('authenticating', { token: 't', userInfo }), failed('authenticating')];
  if (s.matches('expiring')) return [expiry];
  if (s.matches('loggingOut')) return [done('loggingOut', {}), failed('loggingOut')];
  if (s.matches({ choosingBrand: 'loading' }))
    return [done('choosingBrand.loading', both), failed('choosingBrand.loading'), expired];
  if (s.matches({ choosingBrand: 'picking' })) return [choose(other), logout, expired, asked, otherTabLogout];
  if (s.matches({ choosingBrand: 'selecting' }))
    return [
      done('choosingBrand.selecting', { brand: chosen, roleMenu: menu }),
      failed('choosingBrand.selecting'),
      expired,
    ];
  if (s.matches({ choosingBrand: 'failed' })) return [loadBrands, logout];
  if (s.matches({ ready: 'idle' }))
    return [
      loadBrands,
      // The brand cards are there once the list was read.
      ...((s.context.brands as UserBrand[]).length > 0 ? [choose(other)] : []),
      logout,
      expired,
      { type: 'session.menu', menu },
      { type: 'session.brandTitle', title: 'renamed' },
      asked,
      otherTabLogout,
    ];
  if (s.matches({ ready: 'loadingBrands' }))
    return [done('ready.loadingBrands', both), failed('ready.loadingBrands'), expired];
  if (s.matches({ ready: 'switching' }))
    return [
      done('ready.switching', { brand: chosen, roleMenu: menu }),
      failed('ready.switching'),
      expired,
      otherTabLogout,
    ];
  return [];
}

// What the walk compares with the live session, and what tells two model states apart: tokens, menus
// and titles are the server's; what the guards read (the brands, the one remembered, autoSelect, the
// one chosen) is here.
const project = (s: Snapshot) => ({
  value: s.value,
  brands: (s.context.brands as Array<{ brandId: number }>).map((b) => b.brandId),
  brand: (s.context.brand as { brandId: number } | null)?.brandId ?? null,
  chosen: s.context.chosenBrandId,
  autoSelect: s.context.autoSelect,
  loginProblem: s.context.loginProblem !== null,
  brandProblem: s.context.brandProblem !== null,
  endReason: s.context.endReason,
});

const signedOutSeed = { token: '', userInfo: null, brand: null, menu: null };
// A tab with nothing stored asks the other tabs first, as the app starts it in a browser with
// BroadcastChannel: from there every transition but the other starts is reachable.
const pm = productionModel(sessionMachine, {
  input: { ...signedOutSeed, askOtherTabs: true } satisfies SessionSeed,
  project,
  events: eventsIn,
});
const paths = transitionCover(pm);

/** The other ways a tab starts: its start alone is what they add. */
const starts = [
  {
    name: 'a new tab in a browser without BroadcastChannel shows the login screen at once',
    stored: 'nothing' as const,
    input: signedOutSeed,
  },
  {
    name: 'a new tab in a browser where no tab holds a session shows the login screen at once',
    stored: 'nothing' as const,
    channel: true,
    otherTabSignedIn: false,
    input: signedOutSeed,
  },
  {
    name: 'a reload after sign-in, before a brand was chosen, reads the brand list',
    stored: 'token' as const,
    input: { token: 't', userInfo, brand: null, menu: null },
  },
  {
    name: 'a reload inside the console opens the console',
    stored: 'brand' as const,
    input: { token: 't', userInfo, brand: demo, menu },
  },
].map((s) => ({ ...s, pm: productionModel(sessionMachine, { input: s.input, project, events: [] }) }));

const callWords: Record<Caller, string> = {
  authenticating: 'the sign-in',
  'choosingBrand.loading': 'the brand list',
  'choosingBrand.selecting': 'the brand choice',
  'ready.loadingBrands': 'the brand list',
  'ready.switching': 'the brand switch',
  loggingOut: 'the log out',
};
const words: Record<string, string> = {
  'session.login': 'sign in',
  'session.logout': 'log out',
  'session.menu': 'switch the language',
  'session.brandTitle': 'rename the brand',
  'tabs.asked': 'another tab asks for the session',
  'tabs.loggedOut': 'another tab logs out',
};

/** A path's events as the user sees them happen. */
function title(path: WalkPath): string {
  return path.steps
    .slice(1)
    .map(({ event, state }, i) => {
      const e = event as WalkEvent;
      const a = answered(e);
      const from = path.steps[i]?.state as Snapshot;
      if (a)
        return `${callWords[a.state]} ${a.ok ? 'answered' : a.state === 'authenticating' ? 'refused' : 'dropped'}`;
      if (e.type === expiry.type) return `${expiryRedirectMs / 1000} s pass`;
      if (e.type === noTabAnswers.type) return 'no tab answers';
      if (e.type === 'tabs.offer')
        return `another tab offers ${(e.session as SharedSession).brand ? 'its brand' : 'its sign-in'}`;
      if (e.type === 'session.expired')
        return from.matches({ choosingBrand: 'picking' }) || from.matches({ choosingBrand: 'failed' })
          ? 'another tab finds the session ended'
          : 'the session ends on the server';
      if (e.type === 'session.chooseBrand') return `choose ${brandById(e.brandId as number).brandTitle}`;
      if (e.type === 'session.loadBrands') return state.matches('ready') ? 'open the brand list' : 'retry';
      return words[e.type] ?? e.type;
    })
    .join(' → ');
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApiInPage();
});

/** Another tab of the same browser: hears what the console posts, answers or logs out when told. */
interface OtherTab {
  channel: BroadcastChannel;
  heard: Array<{ type: string; requestId?: string; session?: SharedSession }>;
}
let actors: ReturnType<typeof createAppActors> | null = null;
let otherTab: OtherTab | null = null;
let release: (() => void) | null = null;
afterEach(() => {
  actors?.session.stop();
  actors?.toast.stop();
  actors = null;
  otherTab?.channel.close();
  otherTab = null;
  release?.();
  release = null;
  vi.unstubAllGlobals();
});
afterAll(async () => {
  await api.close();
  setLocale('zh-CN');
});

/** A real session of this file's server: signed in, and in Demo Brand unless `inBrand` is false. */
async function serverSession(inBrand: boolean): Promise<SharedSession> {
  const signed = await api.call<LoginResult>(authPaths.login, {
    body: { user: 'admin', password: 'admin123' },
  });
  expect(signed.code).toBe(0);
  const { token } = signed.data;
  const session = { token, userInfo: signed.data.userInfo ?? null, brand: null, menu: null };
  if (!inBrand) return session;
  const chosen = await api.call<SelectBrandResult>(authPaths.selectBrand, { token, body: { brandId: 1 } });
  expect(chosen.code).toBe(0);
  return { ...session, brand: chosen.data.brand, menu: chosen.data.roleMenu };
}

const hash = () => decodeURIComponent(window.location.hash);
const onDashboard = () => hash().startsWith('#/account/dashboard');
const banner = () => screen.queryByRole('banner');
const SIGN_IN_FIRST = '请先登录以查看您的品牌';
const signedOutShown = () =>
  screen.queryByRole('heading', { name: '登录' }) !== null || screen.queryByText(SIGN_IN_FIRST) !== null;

async function walkPath(
  model: typeof pm,
  path: WalkPath,
  options: { stored: 'nothing' | 'token' | 'brand'; channel: boolean; otherTabSignedIn?: boolean },
) {
  setLocale('zh-CN');
  sessionStorage.clear();
  localStorage.clear();
  // A new tab asks the others only in a browser where a tab has marked itself signed in.
  if (options.otherTabSignedIn ?? (options.channel && options.stored === 'nothing'))
    localStorage.setItem(signedInTabKey, String(Date.now()));
  await api.database.db.delete(loginFailures);
  if (options.stored !== 'nothing') {
    const held = await serverSession(options.stored === 'brand');
    sessionStorage.setItem('token', held.token);
    sessionStorage.setItem('userinfo', JSON.stringify(held.userInfo));
    if (options.stored === 'brand') {
      sessionStorage.setItem('brand', JSON.stringify(held.brand));
      sessionStorage.setItem('menu', JSON.stringify(held.menu));
    }
  }
  // A new tab opens at the login screen's address, so a sign-in can be typed while it asks the others.
  window.location.hash = options.stored === 'nothing' ? '#/login' : '#/';

  // The session machine's calls wait here until the walk answers them; the screens' own reads go on.
  const gated = new Set<string>(Object.values(calls));
  const held: Array<{ endpoint: string; go: () => void; drop: () => void }> = [];
  const pageAborts: Array<() => void> = [];
  // When the path ends, its calls are left unanswered (an answer now would move the stopped walk's
  // actors), and its open requests (the event stream) end.
  release = () => {
    held.splice(0);
    for (const abort of pageAborts.splice(0)) abort();
  };
  const fetchHere: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    // The page's signal is passed on, so a closed event stream ends on the server too.
    const { signal, ...rest } = init ?? {};
    const abort = new AbortController();
    const onAbort = () => abort.abort();
    signal?.addEventListener('abort', onAbort);
    pageAborts.push(onAbort);
    const request = new Request(url, { ...rest, signal: abort.signal });
    const send = () => Promise.resolve(api.app.request(request));
    const endpoint = new URL(url).pathname;
    if (!gated.has(endpoint)) return send();
    return new Promise<Response>((resolve, reject) =>
      held.push({
        endpoint,
        go: () => resolve(send()),
        drop: () => reject(new TypeError('fetch failed')),
      }),
    );
  };
  const heldFor = async (endpoint: string) => {
    await waitFor(() => expect(held.map((h) => h.endpoint)).toContain(endpoint));
    const i = held.findIndex((h) => h.endpoint === endpoint);
    return held.splice(i, 1)[0] as (typeof held)[number];
  };

  const tab: OtherTab = { channel: new BroadcastChannel(sessionChannelName), heard: [] };
  tab.channel.onmessage = (e: MessageEvent) => tab.heard.push(e.data);
  otherTab = tab;
  const heardTypes = () => tab.heard.map((m) => m.type);
  if (!options.channel) vi.stubGlobal('BroadcastChannel', undefined);

  const clock = new SimulatedClock();
  actors = createAppActors({
    baseURL: 'http://session-walk.test',
    fetch: fetchHere,
    inspect: recorder.inspect,
    clock,
  });
  const live = () => (actors as NonNullable<typeof actors>).session.getSnapshot();
  const user = userEvent.setup();
  render(<App actors={actors} />);

  const revoke = async () => {
    const res = await api.call(authPaths.logout, { token: live().context.token });
    expect(res.code).toBe(0);
  };
  const userMenu = async (item: string) => {
    await user.click(within(banner() as HTMLElement).getByRole('button', { name: /用户菜单|User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: item }));
  };
  // The user's pointer rests on the notifications, so a message stays while the walk reads it.
  const holdToasts = async () =>
    user.hover(await screen.findByRole('region', { name: /^(通知|Notifications)$/ }));
  const backToConsole = async () => {
    await user.click(await screen.findByRole('link', { name: '返回控制台' }));
    await screen.findByRole('banner');
  };

  await walk(model, path, {
    async exec(event, { before, next }) {
      // A call held from a state the walk has left (a logout while the list was read) is forgotten:
      // nobody waits for its answer any more, and an answer would only raise a stray message.
      const caller = callerOf(before);
      for (const h of held.filter((x) => caller === null || x.endpoint !== calls[caller]))
        held.splice(held.indexOf(h), 1);
      const answer = answered(event);
      if (answer) {
        const call = await heldFor(calls[answer.state]);
        if (!answer.ok) await holdToasts();
        // A refused sign-in is the server's own answer (the wrong password was typed).
        if (answer.ok || answer.state === 'authenticating') call.go();
        else call.drop();
        return;
      }
      switch (event.type) {
        case 'session.login': {
          // The signed-out account page points to the login screen.
          if (!screen.queryByRole('textbox', { name: /用户名/ }))
            await user.click(await screen.findByRole('link', { name: '去登录' }));
          const name = await screen.findByRole('textbox', { name: /用户名/ });
          await user.clear(name);
          await user.type(name, event.user as string);
          // The server refuses it where the path says so.
          const refused = next && answered(next)?.ok === false;
          const password = refused ? 'not-the-password' : (event.password as string);
          await user.type(screen.getByLabelText(/密码/), `${password}{Enter}`);
          return;
        }
        case 'session.chooseBrand': {
          if (before.matches('ready') && !onDashboard()) {
            // The choice is on the account page, which reads the brand list on arrival: the user waits
            // for the list the server gives, then chooses.
            await user.click(within(banner() as HTMLElement).getByRole('link', { name: /切换品牌/ }));
            await waitFor(() => expect(live().matches({ ready: 'loadingBrands' })).toBe(true));
            (await heldFor(authPaths.brandList)).go();
            await waitFor(() => expect(live().matches({ ready: 'idle' })).toBe(true));
          }
          const name = new RegExp(brandById(event.brandId as number).brandTitle);
          await user.click(await screen.findByRole('button', { name }));
          return;
        }
        case 'session.loadBrands':
          if (before.matches('ready')) {
            // The header's brand title opens the account page, which reads the brand list.
            if (onDashboard()) await backToConsole();
            await user.click(within(banner() as HTMLElement).getByRole('link', { name: /切换品牌/ }));
          } else await user.click(await screen.findByRole('button', { name: '重试' }));
          return;
        case 'session.logout':
          if (banner()) await userMenu('退出登录');
          else await user.click(await screen.findByRole('button', { name: '退出登录' }));
          // Every other tab of the browser is told, so the logout ends the session there too.
          await waitFor(() => expect(heardTypes()).toContain('loggedOut'));
          return;
        case 'session.expired': {
          if (onDashboard() && before.matches({ ready: 'idle' })) await backToConsole();
          await holdToasts();
          if (caller) {
            // The session ends on the server; the call in flight finds out.
            await revoke();
            (await heldFor(calls[caller])).go();
          } else if (before.matches('ready')) {
            // In the console, the next call finds out: refresh the cache (by keyboard: the pointer
            // stays on the notifications).
            await revoke();
            within(banner() as HTMLElement)
              .getByRole('button', { name: /用户菜单/ })
              .focus();
            await user.keyboard('{Enter}');
            (await screen.findByRole('menuitem', { name: '刷新缓存' })).focus();
            await user.keyboard('{Enter}');
          } else {
            // On the account page: another tab holding the same session found it ended.
            tab.channel.postMessage({ type: 'expired', token: live().context.token });
          }
          return;
        }
        case 'session.menu':
          await userMenu('语言设置');
          await user.click(await screen.findByText('使用英文界面 (English)'));
          await user.keyboard('{Escape}');
          // The menu titles come back in English.
          expect(await screen.findByRole('navigation', { name: 'Modules' })).toBeTruthy();
          return;
        case 'session.brandTitle': {
          // The header follows a title saved in /config/index at once.
          const renamed = `${live().context.brand?.brandTitle} 二号`;
          window.location.hash = '#/config/index';
          const field = await screen.findByLabelText('品牌名称');
          await waitFor(() => expect((field as HTMLInputElement).value).not.toBe(''));
          await user.clear(field);
          await user.type(field, renamed);
          await user.click(screen.getByRole('button', { name: '保存品牌信息' }));
          expect(await screen.findByText('保存成功')).toBeTruthy();
          expect(live().context.brand?.brandTitle).toBe(renamed);
          return;
        }
        case expiry.type:
          clock.increment(expiryRedirectMs);
          return;
        case noTabAnswers.type:
          clock.increment(tabHandshakeMs);
          return;
        case 'tabs.offer': {
          const withBrand = (event.session as SharedSession).brand !== null;
          const session = await serverSession(withBrand);
          // On the login screen: the other tab signed in and says so to every tab.
          if (before.matches('loggedOut')) {
            tab.channel.postMessage({ type: 'signedIn', session });
            return;
          }
          // A new tab: the other tab answers its question.
          const question = tab.heard.find((m) => m.type === 'ask');
          tab.channel.postMessage({ type: 'offer', requestId: question?.requestId, session });
          return;
        }
        case 'tabs.asked':
          // Another new tab asks: this one hands over the session it holds.
          tab.channel.postMessage({ type: 'ask', requestId: event.requestId });
          await waitFor(() =>
            expect(
              tab.heard.find((m) => m.type === 'offer' && m.requestId === event.requestId)?.session?.token,
            ).toBe(sessionStorage.getItem('token')),
          );
          return;
        case 'tabs.loggedOut':
          tab.channel.postMessage({ type: 'loggedOut' });
          return;
        default:
          throw new Error(`no step for ${event.type}`);
      }
    },
    async check(s) {
      // A state that makes a call: the call is waiting at the gate, unanswered.
      const caller = callerOf(s);
      if (caller) await waitFor(() => expect(held.map((h) => h.endpoint)).toContain(calls[caller]));
      if (s.matches('resuming')) {
        // The tab has asked and nobody has answered; the login form is there meanwhile.
        await waitFor(() => expect(heardTypes()).toContain('ask'));
        expect(heardTypes()).not.toContain('offer');
        expect(await screen.findByRole('textbox', { name: /用户名/ })).toBeTruthy();
        expect(sessionStorage.getItem('token')).toBeNull();
        return;
      }
      if (s.matches('loggedOut') || s.matches('authenticating')) {
        await waitFor(() => expect(signedOutShown()).toBe(true));
        if (s.context.loginProblem) {
          expect(await screen.findByText('用户名或密码错误', { selector: '[role="alert"]' })).toBeTruthy();
        }
        // A deliberate log out forgets the page; an ended session remembers it.
        if (s.context.endReason === 'logout') await waitFor(() => expect(hash()).toBe('#/login'));
        if (s.context.endReason !== null) expect(sessionStorage.getItem('token')).toBeNull();
        return;
      }
      if (s.matches('choosingBrand')) {
        expect(await screen.findByRole('heading', { name: '账户概览' })).toBeTruthy();
        if (s.matches({ choosingBrand: 'failed' })) {
          // The reason beside the way to try again.
          const retry = await screen.findByRole('button', { name: '重试' });
          expect(retry.closest('[role="alert"]')?.textContent).toContain('API 连接异常');
        } else
          for (const b of s.context.brands as UserBrand[])
            expect(await screen.findByRole('button', { name: new RegExp(b.brandTitle) })).toBeTruthy();
        if (s.context.brandProblem) expect(await screen.findAllByText('API 连接异常')).not.toHaveLength(0);
        expect(sessionStorage.getItem('token')).toBeTruthy();
        return;
      }
      if (s.matches('ready')) {
        // A brand that could not be read or chosen says why.
        if (s.context.brandProblem) expect(await screen.findAllByText('API 连接异常')).not.toHaveLength(0);
        if (onDashboard()) {
          expect(await screen.findByRole('heading', { name: /账户概览|Account/ })).toBeTruthy();
        } else {
          // The header follows the live session once React has drawn it: waited for, not assumed.
          const b = await screen.findByRole('banner');
          const name = live().context.brand?.brandTitle as string;
          expect(await within(b).findByRole('link', { name: new RegExp(name) })).toBeTruthy();
        }
        expect(sessionStorage.getItem('token')).toBeTruthy();
        return;
      }
      if (s.matches('expiring')) {
        expect(await screen.findByText('登录无效或已过期，请重新登录')).toBeTruthy();
        expect(sessionStorage.getItem('token')).toBeNull();
      }
      // loggingOut: its call waits at the gate (above).
    },
  });
}

describe('the production session machine through the rendered app, on generated paths, against a server of its own', () => {
  it.each(paths.map((p) => [title(p), p] as const))('%s', async (_name, path) => {
    await walkPath(pm, path, { stored: 'nothing', channel: true });
  });

  for (const start of starts) {
    it(start.name, async () => {
      await walkPath(start.pm, startPath(start.pm), {
        stored: start.stored,
        channel: start.channel ?? start.stored !== 'nothing',
        ...(start.otherTabSignedIn === undefined ? {} : { otherTabSignedIn: start.otherTabSignedIn }),
      });
    });
  }

  // On top of the generated paths: a user with one brand is taken into it (the same transition as a
  // remembered brand, by the guard's other reason).
  const oneBrand = pathFromEvents(pm, [
    noTabAnswers,
    { type: 'session.login', user: 'operator', password: 'operator123' },
    done('authenticating', { token: 't', userInfo }),
    done('choosingBrand.loading', [demo]),
    done('choosingBrand.selecting', { brand: demo, roleMenu: menu }),
  ]);
  it('a user with one brand signs in and is taken into it', async () => {
    await walkPath(pm, oneBrand, { stored: 'nothing', channel: true });
  });

  it('walked every state and transition of the production session machine', () => {
    const coverage = fileCoverage(sessionMachine, paths.length + starts.length + 1);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });
});
