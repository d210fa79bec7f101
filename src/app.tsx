import { I18nProvider } from 'react-aria-components';
import type { createAppActors } from './app-actors.ts';
import { useLocale } from './i18n/use-t.ts';
import { AppRoutes } from './routes.tsx';
import { OverlayProvider } from './shell/overlay-context.tsx';
import { SessionProvider } from './shell/session-context.tsx';
import { DeferredToastProvider } from './ui/deferred-toast-provider.tsx';

export function App({ actors }: { actors: ReturnType<typeof createAppActors> }) {
  // React Aria's own strings (sort and selection announcements, "Select all") follow the console's
  // language switch, not the browser's language, so a screen reader hears one language throughout.
  const locale = useLocale();
  return (
    <I18nProvider locale={locale}>
      <DeferredToastProvider actor={actors.toast}>
        <SessionProvider actor={actors.session}>
          <OverlayProvider>
            <AppRoutes />
          </OverlayProvider>
        </SessionProvider>
      </DeferredToastProvider>
    </I18nProvider>
  );
}
