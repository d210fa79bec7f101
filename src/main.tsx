import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createAppActors } from './app-actors.ts';
import { getLocale } from './i18n/i18n.ts';
import { inspect } from './lib/machine-inspector.ts';
import { prepareFirstScreen } from './routes.tsx';
import { readApiBase } from './services/api-base.ts';
import { sessionMode } from './shell/session-context.tsx';
import { applyTheme } from './ui/theme.ts';

document.documentElement.lang = getLocale();
applyTheme();

// The machine explorer (/dev/machines) highlights the live session and toast actors; production builds
// without the explorer skip the reporting.
const explorer = import.meta.env.DEV || import.meta.env.VITE_MACHINE_EXPLORER === 'true';
const actors = createAppActors({
  baseURL: readApiBase(document, import.meta.env.VITE_API_BASE),
  inspect: explorer ? inspect : undefined,
});

const root = document.getElementById('root');
// A failed preload only means the screen suspends as it used to: render anyway.
const ready = prepareFirstScreen(sessionMode(actors.session.getSnapshot())).catch(() => {});
if (root) {
  void ready.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App actors={actors} />
      </StrictMode>,
    ),
  );
}
