import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createAppActors } from './app-actors.ts';
import { getLocale } from './i18n/i18n.ts';
import { currentPath } from './lib/hash.ts';
import { startInspectorRecording } from './lib/inspection-bus.ts';
import { inspect, startStatelyBridge } from './lib/machine-inspector.ts';
import { clientModules } from './modules/modules.ts';
import { prepareFirstScreen } from './routes.tsx';
import { readApiBase } from './services/api-base.ts';
import { sessionMode } from './shell/session-context.tsx';
import { applyTheme } from './ui/theme.ts';

document.documentElement.lang = getLocale();
applyTheme();

// The machine explorer (/dev/machines) and the docked inspector see every actor; production builds
// without the explorer skip the reporting, and the dead branches drop the inspector's chunks.
const explorer = import.meta.env.DEV || import.meta.env.VITE_MACHINE_EXPLORER === 'true';
const root = document.getElementById('root');

// A module's own window (the pop-out inspector) is mounted alone, without the console.
const ownWindow = clientModules.find((m) => m.window?.path === currentPath())?.window;

if (root && ownWindow) {
  if (explorer) startInspectorRecording();
  void ownWindow.mount(root);
} else {
  if (explorer) {
    startInspectorRecording();
    // Before the first actor starts, so Stately's inspector, when asked for, sees it start.
    void startStatelyBridge(import.meta.env.VITE_STATELY_INSPECT, () => import('./lib/stately-bridge.ts'));
  }
  const actors = createAppActors({
    baseURL: readApiBase(document, import.meta.env.VITE_API_BASE),
    inspect: explorer ? inspect : undefined,
  });
  for (const m of clientModules) void m.start?.();
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
}
