import '../../i18n/shell-frame.ts';
import './account.strings.ts';
import { useEffect } from 'react';
import type { AccountOverview, BrandFigure, SessionItem, SignInItem } from '../../../contract/account.ts';
import type { UserBrand } from '../../../contract/auth.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { navigate } from '../../lib/hash.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import page from '../../shell/page.module.css';
import { PageHeading } from '../../shell/page-heading.tsx';
import { sessionMode, useSession, useSessionActor } from '../../shell/session-context.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmAction } from '../../ui/confirm-action.tsx';
import { Link } from '../../ui/link.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/table.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { accountOverview, revokeOtherSessions, sessionList, signInList } from './account.ts';
import styles from './account-dashboard.module.css';

const quiet = { notifyErrors: false } as const;

/**
 * The account's page: the user's brands as cards, each with the role and the figures that
 * role may read (each opens its screen in that brand), choosing a brand as before (docs/spec.md §2: the header's
 * brand title leads here to switch brands); the user's recent sign-ins and the devices still signed in,
 * with "sign out everywhere else". Public per docs/spec.md §2's guard: a signed-out visitor is pointed to the
 * login screen rather than sent there.
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

  // A figure opens its screen in its brand: in the current one at once, in another after choosing it
  // (the console opens the page the address names once the brand is selected).
  const openFigure = (brandId: number, figure: BrandFigure) => {
    if (signedIn && brandId === current) {
      navigate(figure.route);
      return;
    }
    navigate(`/account/dashboard?from=${encodeURIComponent(figure.route)}`, { replace: true });
    actor.send({ type: 'session.chooseBrand', brandId });
  };

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
          <BrandCards
            brands={brands}
            current={signedIn ? current : 0}
            selecting={selecting}
            onChoose={(brandId) => actor.send({ type: 'session.chooseBrand', brandId })}
            onFigure={openFigure}
          />
        </section>
        <SignIns />
        <Sessions />
      </div>
    </main>
  );
}

function BrandCards(props: {
  brands: UserBrand[];
  current: number;
  selecting: number;
  onChoose: (brandId: number) => void;
  onFigure: (brandId: number, figure: BrandFigure) => void;
}) {
  const t = useT();
  const { brands, current, selecting } = props;
  // Figures come apart from the choice, so choosing never waits for them.
  const overview = useResource<AccountOverview>(() => accountOverview(quiet));
  const figuresOf = (brandId: number) => overview.data?.brands.find((b) => b.brandId === brandId)?.figures;
  return (
    <>
      {overview.failed ? (
        <p className={page.muted} role="alert">
          {t('dashboard.figuresFailed')}{' '}
          <Button size="small" variant="quiet" onPress={overview.retry}>
            {t('dashboard.retry')}
          </Button>
        </p>
      ) : null}
      <ul className={styles.brands}>
        {brands.map((b) => {
          const figures = figuresOf(b.brandId);
          return (
            <li key={b.brandId} className={styles.card}>
              <Button
                className={styles.brandButton}
                variant={b.brandId === current ? 'primary' : 'secondary'}
                isPending={selecting === b.brandId}
                isDisabled={selecting !== 0 && selecting !== b.brandId}
                onPress={() => props.onChoose(b.brandId)}
              >
                <span className={styles.brandTitle}>{b.brandTitle}</span>
                <span className={b.brandId === current ? styles.brandRoleCurrent : styles.brandRole}>
                  {t('dashboard.role', { role: b.roleTitle })}
                </span>
                {b.brandId === current ? (
                  <span className={styles.current}>{t('dashboard.current')}</span>
                ) : null}
              </Button>
              {overview.loading ? (
                <p className={styles.figureNote}>{t('dashboard.figuresLoading')}</p>
              ) : figures && figures.length > 0 ? (
                <ul className={styles.figures} aria-label={t('dashboard.figures', { brand: b.brandTitle })}>
                  {figures.map((f) => (
                    <li key={f.id}>
                      <Button
                        className={styles.figure}
                        // A figure's words are a sentence in English: they wrap in the card.
                        wraps
                        variant="quiet"
                        size="small"
                        isDisabled={selecting !== 0}
                        onPress={() => props.onFigure(b.brandId, f)}
                      >
                        {t(`account.figure.${f.id}`, { count: f.value.toLocaleString() })}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function SignIns() {
  const t = useT();
  const list = useResource<SignInItem[]>(() => signInList(quiet));
  return (
    <section className={page.section} aria-labelledby="sign-ins" aria-busy={list.loading || undefined}>
      <h2 id="sign-ins" className={page.sectionTitle}>
        {t('dashboard.signIns')}
      </h2>
      {list.loading ? <p className={page.muted}>{t('shell.loading')}</p> : null}
      {list.failed ? (
        <p role="alert" className={page.muted}>
          {t('dashboard.signInsFailed')}{' '}
          <Button size="small" variant="quiet" onPress={list.retry}>
            {t('dashboard.retry')}
          </Button>
        </p>
      ) : null}
      {list.data && list.data.length === 0 ? (
        <p className={page.muted}>{t('dashboard.signInsEmpty')}</p>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <Table aria-label={t('dashboard.signIns')}>
          <TableHeader>
            <Column isRowHeader>{t('dashboard.col.time')}</Column>
            <Column>{t('dashboard.col.address')}</Column>
            <Column>{t('dashboard.col.browser')}</Column>
          </TableHeader>
          <TableBody items={list.data}>
            {(s) => (
              <Row id={s.id}>
                <Cell>
                  <time dateTime={s.at}>{formatDateTime(s.at, { seconds: true })}</time>
                  {s.current ? <span className={styles.tag}>{t('dashboard.thisSignIn')}</span> : null}
                </Cell>
                <Cell>{s.address || t('dashboard.unknown')}</Cell>
                <Cell>{describeUserAgent(s.userAgent) || t('dashboard.unknown')}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}

function Sessions() {
  const t = useT();
  const list = useResource<SessionItem[]>(() => sessionList(quiet));
  const others = (list.data ?? []).filter((s) => !s.current).length;
  return (
    <section className={page.section} aria-labelledby="sessions" aria-busy={list.busy || undefined}>
      <div className={styles.sectionTop}>
        <h2 id="sessions" className={page.sectionTitle}>
          {t('dashboard.sessions')}
        </h2>
        {list.data ? (
          <ConfirmAction
            url="/brand/manage/session_revoke_others.html"
            run={async (_url, options) => ({ message: (await revokeOtherSessions(options)).message })}
            text={t('dashboard.revokeConfirm', { count: others })}
            variant="secondary"
            whyNot={others === 0 ? t('dashboard.onlyThis') : undefined}
            onDone={list.reload}
          >
            {t('dashboard.revokeOthers')}
          </ConfirmAction>
        ) : null}
      </div>
      {list.loading ? <p className={page.muted}>{t('shell.loading')}</p> : null}
      {list.failed ? (
        <p role="alert" className={page.muted}>
          {t('dashboard.sessionsFailed')}{' '}
          <Button size="small" variant="quiet" onPress={list.retry}>
            {t('dashboard.retry')}
          </Button>
        </p>
      ) : null}
      {list.data ? (
        <ul className={styles.sessions}>
          {list.data.map((s) => (
            <li key={s.id} className={styles.session}>
              <span className={styles.sessionWhat}>
                {describeUserAgent(s.userAgent) || t('dashboard.unknown')}
                {s.address ? ` · ${s.address}` : ''}
                {s.current ? <span className={styles.tag}>{t('dashboard.sessionCurrent')}</span> : null}
              </span>
              <span className={page.muted}>
                {t('dashboard.sessionSince', { time: formatDateTime(s.createdAt) })} ·{' '}
                {t('dashboard.sessionSeen', { time: formatDateTime(s.lastSeenAt) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
