import { FormContext, I18nProvider } from 'react-aria-components';
import type { createAppActors } from './app-actors.ts';
import { useLocale } from './i18n/use-t.ts';
import { AppRoutes } from './routes.tsx';
import { OverlayProvider } from './shell/overlay-context.tsx';
import { SessionProvider } from './shell/session-context.tsx';
import { DeferredToastProvider } from './ui/deferred-toast-provider.tsx';

/**
 * Every field of the console in React Aria's "aria" validation: the console checks its forms itself and
 * says each problem under its field in the console's language. The default, "native", also puts the
 * browser's own constraint messages there ("Please fill out this field.", in the browser's language),
 * committed when a required field is left empty or a select changes, and kept after the field was put
 * right, where the console's own message was gone.
 */
const consoleValidation = { validationBehavior: 'aria' } as const;

export function App({ actors }: { actors: ReturnType<typeof createAppActors> }) {
  // React Aria's own strings (sort and selection announcements, "Select all") follow the console's
  // language switch, not the browser's language, so a screen reader hears one language throughout.
  const locale = useLocale();
  return (
    <I18nProvider locale={locale}>
      <FormContext.Provider value={consoleValidation}>
        <DeferredToastProvider actor={actors.toast}>
          <SessionProvider actor={actors.session}>
            <OverlayProvider>
              <AppRoutes />
            </OverlayProvider>
          </SessionProvider>
        </DeferredToastProvider>
      </FormContext.Provider>
    </I18nProvider>
  );
}
