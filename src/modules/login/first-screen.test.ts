import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/session.machine.ts';
import { guardRedirect } from '../../routes.tsx';
import { mayHaveSignedInTab, signedInTabKey } from '../../services/other-tabs.ts';
import { readSession, sessionKeys } from '../../services/session-store.ts';
import { sessionMode } from '../../shell/session-context.tsx';
import { findFirstScreenForm } from './first-screen.ts';

// public/first-screen.js decides, before the app runs, whether index.html's pre-rendered login form is
// what this tab shows. Here it runs beside the app's own start: the session machine with what storage
// holds, and the route guard. Wherever it shows the form, the app must open on the login screen at
// once; at the addresses it knows (root and login) it must show it wherever the app does.
const script = readFileSync(resolve(import.meta.dirname, '../../../public/first-screen.js'), 'utf8');

function runScript() {
  document.documentElement.removeAttribute('data-first-screen');
  new Function(script)();
  return document.documentElement.getAttribute('data-first-screen');
}

function appOpensOnLogin(hash: string): boolean {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  const askOtherTabs = typeof BroadcastChannel === 'function' && mayHaveSignedInTab();
  const mode = sessionMode(
    createActor(sessionMachine, { input: { ...readSession(), askOtherTabs } }).getSnapshot(),
  );
  const to = guardRedirect({ path: path || '/', search, mode, endReason: null });
  const shown = (to ?? (path || '/')).split('?')[0];
  // A tab still asking the others shows its login screen at once only at the login screen's address.
  return shown === '/login' && (mode !== 'resuming' || (to === null && path === '/login'));
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
});

describe('the pre-rendered login form (public/first-screen.js)', () => {
  const hashes = [
    '',
    '#/',
    '#/login',
    '#/login?from=%2Fcrm%2Fcustomers',
    '#/crm/customers',
    '#/account/dashboard',
  ];
  const marks = {
    'no tab signed in': null,
    'a tab signed in a minute ago': 60_000,
    'a mark an hour old': 3_600_000,
  };
  for (const hash of hashes)
    for (const hasSession of [false, true])
      for (const [mark, age] of Object.entries(marks))
        it(`at "${hash || '(none)'}", ${hasSession ? 'with' : 'without'} a session, ${mark}: as the app starts`, () => {
          window.location.hash = hash;
          if (hasSession) {
            sessionStorage.setItem(sessionKeys.token, 'a-token');
            sessionStorage.setItem(sessionKeys.userInfo, JSON.stringify({ userName: 'admin' }));
          }
          if (age !== null) localStorage.setItem(signedInTabKey, String(Date.now() - age));
          const shown = runScript() !== null;
          const app = appOpensOnLogin(hash);
          if (shown) expect(app).toBe(true);
          const path = hash.replace(/^#/, '').split('?')[0];
          if (path === '' || path === '/' || path === '/login') expect(shown).toBe(app);
        });

  it('shows the language chosen on an earlier visit, else Chinese, as the app does', async () => {
    for (const stored of [null, 'en', 'zh-CN', 'fr']) {
      if (stored) localStorage.setItem('locale', stored);
      else localStorage.removeItem('locale');
      runScript();
      vi.resetModules();
      const { getLocale } = await import('../../i18n/i18n.ts');
      expect(document.documentElement.getAttribute('data-first-screen')).toBe(getLocale());
      expect(document.documentElement.lang).toBe(getLocale());
    }
  });

  it('keeps a submit of the shown form instead of sending it, for the login screen to take once', () => {
    document.body.innerHTML =
      '<div data-prerender="zh-CN"><form novalidate><input name="user" value="admin"><input name="password" type="password" value="admin123"><button type="submit">登录</button></form></div>';
    runScript();
    const sent = vi.fn();
    document.addEventListener('submit', (e) => sent(e.defaultPrevented));
    document.querySelector('button')?.click();
    expect(sent).toHaveBeenCalledWith(true);
    const form = findFirstScreenForm(document);
    document.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
    // The app's first render removes the form; what was typed and where focus was stay known.
    document.body.innerHTML = '';
    expect(form?.read()).toEqual({ user: 'admin', password: 'admin123' });
    expect(form?.focus()?.field).toBe('password');
    expect(form?.takeSubmit()).toBe(true);
    expect(form?.takeSubmit()).toBe(false);
    form?.release();
  });
});
