import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { LoginBody, LoginResult, SelectBrandResult, UserBrand } from '../../contract/auth.ts';
import type { RoleMenu } from '../../contract/menu.ts';
import { otherTabsLink, sessionChannelName } from '../services/other-tabs.ts';
import {
  expiryRedirectMs,
  type SessionSeed,
  type SharedSession,
  sessionMachine,
  type TabsCommand,
  tabHandshakeMs,
} from './session.machine.ts';

const userInfo = { userId: 1, userName: 'admin', realName: 'Admin' };
const menu: RoleMenu = { nav: [], menuList: [], menuUrl: ['/'] };
const brands: UserBrand[] = [
  { brandId: 1, brandTitle: 'Demo Brand', roleTitle: 'Owner', logo: '' },
  { brandId: 2, brandTitle: 'Second Brand', roleTitle: 'Owner', logo: '' },
];
const empty: SessionSeed = { token: '', userInfo: null, brand: null, menu: null };
const demoDisabled = { reason: 'memberDisabled' as const, brandId: 1, brandTitle: 'Demo Brand' };

// Plain promises stand in for the API here: this file tests the machine's own logic. The same flow runs
// against the real server in src/machines/session-flow.model.test.tsx.
function machineWith(opts: { brandList?: UserBrand[]; loginFails?: boolean; calls?: string[] } = {}) {
  const calls = opts.calls ?? [];
  return sessionMachine.provide({
    actors: {
      login: fromPromise<LoginResult, LoginBody>(async ({ input }) => {
        calls.push(`login:${input.user}`);
        if (opts.loginFails)
          throw Object.assign(new Error('wrong password'), { data: { captchaRequired: true } });
        return { token: 't1', userInfo };
      }),
      loadBrands: fromPromise<UserBrand[]>(async () => {
        calls.push('brands');
        return opts.brandList ?? brands;
      }),
      selectBrand: fromPromise<SelectBrandResult, { brandId: number }>(async ({ input }) => {
        calls.push(`select:${input.brandId}`);
        const b = (opts.brandList ?? brands).find((x) => x.brandId === input.brandId);
        if (!b) throw new Error('not your brand');
        return {
          brand: { brandId: b.brandId, brandTitle: b.brandTitle, roleTitle: b.roleTitle },
          roleMenu: menu,
        };
      }),
      logout: fromPromise<unknown>(async () => {
        calls.push('logout');
        return null;
      }),
    },
  });
}

describe('session machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs in, lists brands, and is ready once a brand is chosen', async () => {
    const actor = createActor(machineWith(), { input: empty }).start();
    const selected: number[] = [];
    actor.on('session.brandSelected', (e) => selected.push(e.brandId));
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    actor.send({ type: 'session.login', user: 'admin', password: 'admin123' });
    const picking = await waitFor(actor, (s) => s.matches({ choosingBrand: 'picking' }));
    expect(picking.context.brands).toHaveLength(2);
    expect(picking.context.token).toBe('t1');
    actor.send({ type: 'session.chooseBrand', brandId: 2 });
    const ready = await waitFor(actor, (s) => s.hasTag('signedIn'));
    expect(ready.context.brand?.brandTitle).toBe('Second Brand');
    expect(selected).toEqual([2]);
  });

  it('keeps the failure and the captcha request when sign-in fails', async () => {
    const actor = createActor(machineWith({ loginFails: true }), { input: empty }).start();
    actor.send({ type: 'session.login', user: 'admin', password: 'nope' });
    const s = await waitFor(actor, (x) => x.matches('loggedOut') && x.context.loginProblem !== null);
    expect(s.context.loginProblem).toEqual({
      message: 'wrong password',
      captchaRequired: true,
      captchaMinutes: 0,
      lockedMinutes: 0,
      field: 'password',
      hasState: true,
    });
  });

  it('picks the only brand, or the one remembered in this tab, without asking', async () => {
    const calls: string[] = [];
    const single = createActor(machineWith({ brandList: brands.slice(0, 1), calls }), {
      input: empty,
    }).start();
    single.send({ type: 'session.login', user: 'operator', password: 'x' });
    await waitFor(single, (s) => s.hasTag('signedIn'));
    expect(calls).toEqual(['login:operator', 'brands', 'select:1']);

    const remembered = createActor(machineWith(), {
      input: { ...empty, brand: { brandId: 2, brandTitle: 'Second Brand', roleTitle: 'Owner' } },
    }).start();
    remembered.send({ type: 'session.login', user: 'admin', password: 'x' });
    const s = await waitFor(remembered, (x) => x.hasTag('signedIn'));
    expect(s.context.brand?.brandId).toBe(2);
  });

  it('a remembered brand the fresh list no longer holds is forgotten, and the only other one opens', async () => {
    const calls: string[] = [];
    const forgotten: string[] = [];
    const machine = machineWith({ brandList: brands.slice(1), calls }).provide({
      actions: { forgetStoredBrand: (_, { kept }) => forgotten.push(kept ? 'kept' : 'brand') },
    });
    const actor = createActor(machine, {
      input: { ...empty, brand: { brandId: 1, brandTitle: 'Demo Brand', roleTitle: 'Owner' } },
    }).start();
    actor.send({ type: 'session.login', user: 'admin', password: 'x' });
    const s = await waitFor(actor, (x) => x.hasTag('signedIn'));
    expect(calls).toEqual(['login:admin', 'brands', 'select:2']);
    expect(forgotten).toEqual(['brand']);
    expect(s.context.brand?.brandId).toBe(2);
  });

  it('a remembered brand still listed is kept', async () => {
    const forgotten: string[] = [];
    const machine = machineWith().provide({
      actions: { forgetStoredBrand: (_, { kept }) => forgotten.push(kept ? 'kept' : 'brand') },
    });
    const actor = createActor(machine, {
      input: { ...empty, brand: { brandId: 2, brandTitle: 'Second Brand', roleTitle: 'Owner' } },
    }).start();
    actor.send({ type: 'session.login', user: 'admin', password: 'x' });
    await waitFor(actor, (x) => x.hasTag('signedIn'));
    expect(forgotten).toEqual(['kept']);
  });

  it('resumes from storage on reload: a full session is ready, a token alone chooses a brand', async () => {
    const full = createActor(machineWith(), {
      input: {
        token: 't',
        userInfo,
        brand: { brandId: 1, brandTitle: 'Demo Brand', roleTitle: 'Owner' },
        menu,
      },
    }).start();
    expect(full.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    const half = createActor(machineWith(), { input: { ...empty, token: 't', userInfo } }).start();
    expect(half.getSnapshot().hasTag('choosingBrand')).toBe(true);
  });

  describe('expiry', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('many 401s give one notice, and the session is signed out only after 1.5 s', () => {
      const actor = createActor(machineWith(), {
        input: {
          token: 't',
          userInfo,
          brand: { brandId: 1, brandTitle: 'Demo Brand', roleTitle: 'Owner' },
          menu,
        },
      }).start();
      let notices = 0;
      actor.on('session.expiredNotice', () => {
        notices += 1;
      });
      for (let i = 0; i < 5; i += 1) actor.send({ type: 'session.expired' });
      expect(notices).toBe(1);
      expect(actor.getSnapshot().hasTag('expiring')).toBe(true);
      expect(actor.getSnapshot().context.token).toBe('');
      vi.advanceTimersByTime(expiryRedirectMs - 1);
      expect(actor.getSnapshot().hasTag('expiring')).toBe(true);
      actor.send({ type: 'session.expired' });
      vi.advanceTimersByTime(1);
      const s = actor.getSnapshot();
      expect(s.matches('loggedOut')).toBe(true);
      expect(s.context.endReason).toBe('expired');
      // docs/spec.md §4: the brand survives the clear.
      expect(s.context.brand?.brandId).toBe(1);
      expect(notices).toBe(1);
    });

    it('a member disabled in the brand: the notice and the login screen name it, and the brand is forgotten', () => {
      const forgotten: string[] = [];
      const machine = machineWith().provide({
        actions: { forgetStoredBrand: (_, { kept }) => forgotten.push(kept ? 'kept' : 'brand') },
      });
      const actor = createActor(machine, {
        input: {
          token: 't',
          userInfo,
          brand: { brandId: 1, brandTitle: 'Demo Brand', roleTitle: 'Owner' },
          menu,
        },
      }).start();
      const notices: unknown[] = [];
      actor.on('session.expiredNotice', (e) => notices.push(e.ended));
      actor.send({ type: 'session.expired', ended: demoDisabled });
      // A plain 401 arriving after it changes nothing: one notice, the reason kept.
      actor.send({ type: 'session.expired' });
      expect(notices).toEqual([demoDisabled]);
      // Storage forgets it at once; the page under the message keeps its header until the redirect.
      expect(forgotten).toEqual(['brand']);
      expect(actor.getSnapshot().context.brand?.brandId).toBe(1);
      vi.advanceTimersByTime(expiryRedirectMs);
      const s = actor.getSnapshot();
      expect(s.context.brand).toBeNull();
      expect(s.matches('loggedOut')).toBe(true);
      expect(s.context.endedBy).toEqual(demoDisabled);
      // The next try at signing in starts afresh.
      actor.send({ type: 'session.login', user: 'm', password: 'x' });
      expect(actor.getSnapshot().context.endedBy).toBeNull();
    });

    it('disabled in another brand than this tab works in: this tab keeps its brand', () => {
      const forgotten: string[] = [];
      const machine = machineWith().provide({
        actions: { forgetStoredBrand: (_, { kept }) => forgotten.push(kept ? 'kept' : 'brand') },
      });
      const actor = createActor(machine, {
        input: {
          token: 't',
          userInfo,
          brand: { brandId: 2, brandTitle: 'Second Brand', roleTitle: 'Owner' },
          menu,
        },
      }).start();
      actor.send({ type: 'session.expired', ended: demoDisabled });
      expect(actor.getSnapshot().context.brand?.brandId).toBe(2);
      expect(forgotten).toEqual(['kept']);
      expect(actor.getSnapshot().context.endedBy).toEqual(demoDisabled);
    });
  });

  it('logout calls the server, forgets the session and says it was the user', async () => {
    const calls: string[] = [];
    const actor = createActor(machineWith({ calls }), {
      input: {
        token: 't',
        userInfo,
        brand: { brandId: 1, brandTitle: 'Demo Brand', roleTitle: 'Owner' },
        menu,
      },
    }).start();
    actor.send({ type: 'session.logout' });
    const s = await waitFor(actor, (x) => x.matches('loggedOut'));
    expect(calls).toEqual(['logout']);
    expect(s.context.endReason).toBe('logout');
    expect(s.context.token).toBe('');
    expect(s.context.menu).toBeNull();
  });

  it('a 401 while logging out does not start a second expiry', async () => {
    const actor = createActor(machineWith(), {
      input: {
        token: 't',
        userInfo,
        brand: { brandId: 1, brandTitle: 'Demo Brand', roleTitle: 'Owner' },
        menu,
      },
    }).start();
    let notices = 0;
    actor.on('session.expiredNotice', () => {
      notices += 1;
    });
    actor.send({ type: 'session.logout' });
    actor.send({ type: 'session.expired' });
    await waitFor(actor, (x) => x.matches('loggedOut'));
    expect(notices).toBe(0);
  });

  describe('other tabs of the browser', () => {
    const brand = { brandId: 1, brandTitle: 'Demo Brand', roleTitle: 'Owner' };
    const open: SharedSession = { token: 't-open', userInfo, brand, menu };
    const tabs: Array<{ stop(): void }> = [];
    afterEach(() => {
      for (const tab of tabs.splice(0)) tab.stop();
    });

    /** A tab on the real link (BroadcastChannel); `stored` records what it wrote to its storage. */
    function tab(input: SessionSeed, calls: string[] = [], stored: SharedSession[] = []) {
      const actor = createActor(
        machineWith({ calls }).provide({
          actors: { otherTabs: fromCallback<TabsCommand>(otherTabsLink) },
          actions: { storeOffer: (_, params) => stored.push(params.session) },
        }),
        { input },
      ).start();
      tabs.push(actor);
      return actor;
    }

    it('a new tab beside a signed-in tab opens signed in, in the same brand, and stores it', async () => {
      tab(open);
      const stored: SharedSession[] = [];
      const fresh = tab({ ...empty, askOtherTabs: true }, [], stored);
      expect(fresh.getSnapshot().hasTag('resuming')).toBe(true);
      const s = await waitFor(fresh, (x) => x.hasTag('signedIn'));
      expect(s.context.token).toBe('t-open');
      expect(s.context.brand?.brandTitle).toBe('Demo Brand');
      expect(stored).toEqual([open]);
    });

    it('beside a tab still choosing its brand, the new tab chooses too', async () => {
      const calls: string[] = [];
      tab({ ...empty, token: 't-choosing', userInfo });
      const fresh = tab({ ...empty, askOtherTabs: true }, calls);
      const s = await waitFor(fresh, (x) => x.matches({ choosingBrand: 'picking' }));
      expect(s.context.token).toBe('t-choosing');
      expect(calls).toEqual(['brands']);
    });

    it('with no other tab open the new tab is signed out once the handshake times out', () => {
      vi.useFakeTimers();
      const actor = createActor(machineWith(), { input: { ...empty, askOtherTabs: true } }).start();
      tabs.push(actor);
      vi.advanceTimersByTime(tabHandshakeMs - 1);
      expect(actor.getSnapshot().hasTag('resuming')).toBe(true);
      expect(actor.getSnapshot().hasTag('signedOut')).toBe(false);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    });

    it('the user may sign in while the tab waits for an answer', async () => {
      const actor = createActor(machineWith(), { input: { ...empty, askOtherTabs: true } }).start();
      tabs.push(actor);
      actor.send({ type: 'session.login', user: 'admin', password: 'admin123' });
      expect(actor.getSnapshot().matches('authenticating')).toBe(true);
      await waitFor(actor, (x) => x.matches({ choosingBrand: 'picking' }));
    });

    // Real timers below: the channel's messages arrive within milliseconds, long before the timeout.
    it('a tab that is signed out or expiring answers nobody', async () => {
      const expiring = tab(open);
      expiring.send({ type: 'session.expired' });
      tab(empty);
      const fresh = tab({ ...empty, askOtherTabs: true });
      const s = await waitFor(fresh, (x) => !x.hasTag('resuming'), { timeout: 5 * tabHandshakeMs });
      expect(s.matches('loggedOut')).toBe(true);
      expect(s.context.token).toBe('');
    });

    it('an answer to another question, or one that fails the checks, is not taken', async () => {
      const fresh = tab({ ...empty, askOtherTabs: true });
      const rogue = new BroadcastChannel(sessionChannelName);
      rogue.onmessage = (e: MessageEvent<{ type: string; requestId: string }>) => {
        if (e.data.type !== 'ask') return;
        rogue.postMessage({ type: 'offer', requestId: 'someone-else', session: open });
        rogue.postMessage({ type: 'offer', requestId: e.data.requestId, session: { token: 't' } });
      };
      const s = await waitFor(fresh, (x) => !x.hasTag('resuming'), { timeout: 5 * tabHandshakeMs });
      rogue.close();
      expect(s.matches('loggedOut')).toBe(true);
      expect(s.context.token).toBe('');
    });

    it('logging out in one tab ends the session in the others, each ending its own token', async () => {
      const firstCalls: string[] = [];
      const secondCalls: string[] = [];
      const first = tab(open, firstCalls);
      const second = tab({ ...open, token: 't-second' }, secondCalls);
      const ended: string[] = [];
      second.on('session.loggedOut', () => ended.push('second'));
      first.send({ type: 'session.logout' });
      const s = await waitFor(second, (x) => x.matches('loggedOut'));
      expect(s.context.endReason).toBe('logout');
      expect(s.context.token).toBe('');
      expect(ended).toEqual(['second']);
      await waitFor(first, (x) => x.matches('loggedOut'));
      expect(firstCalls).toEqual(['logout']);
      expect(secondCalls).toEqual(['logout']);
    });
  });
});

describe('session.brandTitle', () => {
  it('renames the brand in a ready session (the header follows), and does nothing signed out', async () => {
    const seed: SessionSeed = {
      token: 't1',
      userInfo,
      brand: { brandId: 1, brandTitle: 'Demo Brand', roleTitle: 'Owner' },
      menu,
    };
    const actor = createActor(machineWith(), { input: seed }).start();
    actor.send({ type: 'session.brandTitle', title: 'Harbour Tea' });
    expect(actor.getSnapshot().context.brand?.brandTitle).toBe('Harbour Tea');
    const signedOut = createActor(machineWith(), { input: empty }).start();
    signedOut.send({ type: 'session.brandTitle', title: 'X' });
    expect(signedOut.getSnapshot().context.brand).toBeNull();
  });
});
