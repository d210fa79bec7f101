/*
 * Runs before the body is parsed (a classic script: the CSP allows no inline one). index.html holds
 * the login form pre-rendered in each language, hidden; this names on <html data-first-screen> the one
 * this tab will show, if any, by the rules the app applies when it starts (its test,
 * src/modules/login/first-screen.test.ts, runs this script beside the app's own code):
 *   - the language chosen on an earlier visit (localStorage "locale"), else Chinese;
 *   - the login screen, when this tab holds no session (sessionStorage "token") and its address is the
 *     login screen's, or the console's root while no other tab may hand over a session (localStorage
 *     "brand-console.signedInTabAt" within 2.5 minutes).
 * A submit of the shown form before the app runs is kept (data-first-screen-submitted), never sent:
 * the login screen carries it out with what was typed once it takes over.
 */
(() => {
  const html = document.documentElement;
  let locale = 'zh-CN';
  let otherTab = true;
  let hasSession = false;
  try {
    if (localStorage.getItem('locale') === 'en') locale = 'en';
    const at = Number(localStorage.getItem('brand-console.signedInTabAt') ?? Number.NaN);
    const now = Date.now();
    otherTab =
      typeof BroadcastChannel === 'function' && Number.isFinite(at) && at > now - 150000 && at < now + 150000;
  } catch {
    // Storage unreadable: the app asks the other tabs, so the root shows no login form at once.
  }
  try {
    hasSession = Boolean(sessionStorage.getItem('token'));
  } catch {
    // Unreadable session storage: the app starts signed out.
  }
  html.lang = locale;
  const path = location.hash.replace(/^#/, '').split('?')[0];
  if (!hasSession && (path === '/login' || ((path === '' || path === '/') && !otherTab))) {
    html.setAttribute('data-first-screen', locale);
  }
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (form instanceof Element && form.closest('[data-prerender]')) {
        event.preventDefault();
        html.setAttribute('data-first-screen-submitted', '');
      }
    },
    true,
  );
})();
