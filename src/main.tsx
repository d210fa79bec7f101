import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createAppActors } from './app-actors.ts';
import { getLocale } from './i18n/i18n.ts';
import { applyTheme } from './ui/theme.ts';

document.documentElement.lang = getLocale();
applyTheme();

const actors = createAppActors({ baseURL: import.meta.env.VITE_API_BASE ?? '' });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App actors={actors} />
    </StrictMode>,
  );
}
