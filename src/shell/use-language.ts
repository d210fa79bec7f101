import { useCallback } from 'react';
import { type Locale, setLocale } from '../i18n/i18n.ts';
import { useLocale } from '../i18n/use-t.ts';
import { body, reloadMenu } from '../services/manage.ts';
import { useSessionActor } from './session-context.tsx';

/**
 * Switches the console's language at once and re-reads the menu and the brand's names, which the
 * server answers in the language of the request.
 */
export function useLanguage(): [Locale, (next: Locale) => void] {
  const locale = useLocale();
  const actor = useSessionActor();
  const change = useCallback(
    (next: Locale) => {
      setLocale(next);
      if (!actor.getSnapshot().hasTag('signedIn')) return;
      reloadMenu().then(
        (menu) => actor.send({ type: 'session.menu', menu }),
        // The http layer has already told the user; the old titles stay until the next load.
        () => {},
      );
      // A seeded role's name is answered in the request's language too (所有者 / Owner): the header's
      // role name follows at once, not at the next brand choice.
      body().then(
        ({ brand }) => {
          if (brand)
            actor.send({ type: 'session.brandTitle', title: brand.brandTitle, roleTitle: brand.roleTitle });
        },
        () => {},
      );
    },
    [actor],
  );
  return [locale, change];
}
