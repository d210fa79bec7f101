import { useEffect } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import page from '../shell/page.module.css';
import { PageHeading } from '../shell/page-heading.tsx';
import { sessionMode, useSession, useSessionActor } from '../shell/session-context.tsx';
import styles from './account-dashboard.module.css';

/**
 * The user's brands as choices (choosing one selects it and opens the console) and an account summary.
 * The header's brand title leads here to switch brands. Public per SPEC §2's guard, so a signed-out
 * visitor is pointed to the login screen rather than sent there.
 */
export default function AccountDashboard() {
  const t = useT();
  const actor = useSessionActor();
  const mode = useSession(sessionMode);
  const userName = useSession((s) => s.context.userInfo?.userName ?? '');
  const brands = useSession((s) => s.context.brands);
  const current = useSession((s) => s.context.brand?.brandId ?? 0);
  const loading = useSession(
    (s) => s.matches({ choosingBrand: 'loading' }) || s.matches({ ready: 'loadingBrands' }),
  );
  const failed = useSession((s) => s.matches({ choosingBrand: 'failed' }));
  const selecting = useSession((s) =>
    s.matches({ choosingBrand: 'selecting' }) || s.matches({ ready: 'switching' })
      ? s.context.chosenBrandId
      : 0,
  );
  const problem = useSession((s) => s.context.brandProblem);
  const signedIn = mode === 'signedIn';

  // In the console the brand list is read on arrival; while choosing, the machine has already read it.
  useEffect(() => {
    if (signedIn) actor.send({ type: 'session.loadBrands' });
  }, [signedIn, actor]);

  if (mode === 'signedOut') {
    return (
      <main className={styles.screen}>
        <div className={styles.inner}>
          <PageHeading className={page.title}>{t('dashboard.title')}</PageHeading>
          <p>{t('dashboard.signInFirst')}</p>
          <p>
            <Link href={`#/login?from=${encodeURIComponent('/account/dashboard')}`}>
              {t('dashboard.signIn')}
            </Link>
          </p>
        </div>
      </main>
    );
  }

  return (
    <main className={styles.screen}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <PageHeading className={page.title}>{t('dashboard.title')}</PageHeading>
          <div>
            {signedIn ? <Link href="#/">{t('dashboard.backToConsole')}</Link> : null}{' '}
            <Button variant="quiet" onPress={() => actor.send({ type: 'session.logout' })}>
              {t('shell.logout')}
            </Button>
          </div>
        </div>
        <section className={page.section} aria-labelledby="account-summary">
          <h2 id="account-summary" className={page.sectionTitle}>
            {t('dashboard.signedInAs', { name: userName })}
          </h2>
          {brands.length > 0 ? (
            <p className={page.muted}>{t('dashboard.brandCount', { count: brands.length })}</p>
          ) : null}
        </section>
        <section className={page.section} aria-labelledby="brand-choice" aria-busy={loading || undefined}>
          <h2 id="brand-choice" className={page.sectionTitle}>
            {t('dashboard.choose')}
          </h2>
          <div role="status">{loading && brands.length === 0 ? t('shell.loading') : ''}</div>
          {failed ? (
            <div role="alert">
              <p>{problem || t('dashboard.loadFailed')}</p>
              <Button onPress={() => actor.send({ type: 'session.loadBrands' })}>
                {t('dashboard.retry')}
              </Button>
            </div>
          ) : null}
          {!loading && !failed && brands.length === 0 ? (
            <p className={page.empty}>{t('dashboard.noBrands')}</p>
          ) : null}
          <ul className={styles.brands}>
            {brands.map((b) => (
              <li key={b.brandId}>
                <Button
                  className={styles.brandButton}
                  variant={b.brandId === current ? 'primary' : 'secondary'}
                  isPending={selecting === b.brandId}
                  isDisabled={selecting !== 0 && selecting !== b.brandId}
                  onPress={() => actor.send({ type: 'session.chooseBrand', brandId: b.brandId })}
                >
                  <span className={styles.brandTitle}>{b.brandTitle}</span>
                  <span className={b.brandId === current ? styles.brandRoleCurrent : styles.brandRole}>
                    {t('dashboard.role', { role: b.roleTitle })}
                  </span>
                  {b.brandId === current && signedIn ? (
                    <span className={styles.current}>{t('dashboard.current')}</span>
                  ) : null}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
