import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginBody, LoginResult, SelectBrandResult, UserBrand } from '../../contract/auth.ts';
import type { RoleMenu } from '../../contract/menu.ts';
import { keepTabsInStep } from '../services/other-tabs.ts';
import { type SessionSeed, sessionMachine } from './session.machine.ts';

// Two tabs of one browser: two session actors, each kept in step with the others through the real
// BroadcastChannel, as the app starts them.
const userInfo = { userId: 1, userName: 'admin', realName: 'Admin' };
const menu: RoleMenu = { nav: [], menuList: [], menuUrl: ['/'] };
const brand = { brandId: 1, brandTitle: 'Demo Brand', roleTitle: 'Owner' };
const brands: UserBrand[] = [{ ...brand, logo: '' }];
const signedIn: SessionSeed = { token: 't1', userInfo, brand, menu };
const signedOut: SessionSeed = { token: '', userInfo: null, brand: null, menu: null };

const machine = sessionMachine.provide({
  actors: {
    login: fromPromise<LoginResult, LoginBody>(async () => ({ token: 't2', userInfo })),
    loadBrands: fromPromise<UserBrand[]>(async () => brands),
    selectBrand: fromPromise<SelectBrandResult, { brandId: number }>(async () => ({ brand, roleMenu: menu })),
    logout: fromPromise<unknown>(async () => null),
  },
});

const stops: Array<() => void> = [];
function tab(seed: SessionSeed) {
  const actor = createActor(machine, { input: seed }).start();
  const stop = keepTabsInStep(actor);
  stops.push(() => {
    stop();
    actor.stop();
  });
  return actor;
}
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('tabs in step', () => {
  it('a 401 in one tab expires every tab holding the same token, not a tab signed in apart', async () => {
    const first = tab(signedIn);
    const second = tab(signedIn);
    const apart = tab({ ...signedIn, token: 'other' });
    first.send({ type: 'session.expired' });
    expect(first.getSnapshot().hasTag('expiring')).toBe(true);
    await waitFor(second, (s) => s.hasTag('expiring'), { timeout: 2000 });
    // The one with another token (another user signed in in that tab) goes on: it heard the same
    // message in the same delivery as the tab that expired.
    expect(apart.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it('a sign-in in one tab signs in the tabs showing the login screen', async () => {
    const login = tab(signedOut);
    const other = tab(signedOut);
    const busy = tab(signedIn);
    login.send({ type: 'session.login', user: 'admin', password: 'admin123' });
    await waitFor(login, (s) => s.matches('ready'), { timeout: 2000 });
    const there = await waitFor(other, (s) => s.matches('ready'), { timeout: 2000 });
    expect(there.context).toMatchObject({ token: 't2', brand, menu });
    // A tab already working keeps its own session.
    expect(busy.getSnapshot().context.token).toBe('t1');
  });
});
