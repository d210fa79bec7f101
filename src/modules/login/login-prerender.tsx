import { I18nProvider } from 'react-aria-components';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { createActor } from 'xstate';
import { type Locale, setLocale } from '../../i18n/i18n.ts';
import { sessionMachine } from '../../machines/session.machine.ts';
import { readSession } from '../../services/session-store.ts';
import { SessionProvider } from '../../shell/session-context.tsx';
import LoginScreen from './login-screen.tsx';

/**
 * The login screen's markup in one language, rendered at build time into index.html (the build's
 * `prerenderLogin` plugin), so a cold visit shows the form before any script has run. A signed-out
 * session as a fresh tab has it; the actor is never started, so no call is made.
 */
export function renderLoginScreen(locale: Locale, idPrefix: string): string {
  setLocale(locale);
  const session = createActor(sessionMachine, { input: { ...readSession(), askOtherTabs: false } });
  return renderToString(
    <I18nProvider locale={locale}>
      <SessionProvider actor={session}>
        <Router ssrPath="/login">
          <LoginScreen />
        </Router>
      </SessionProvider>
    </I18nProvider>,
    // Both languages are in one page: each variant's ids are its own.
    { identifierPrefix: idPrefix },
  );
}
