import { Component, type ErrorInfo, type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t.ts';
import { keepDraftsOfOpenForms } from '../lib/draft-handoff.ts';
import { currentPath, currentSearch } from '../lib/hash.ts';
import { reportClientError } from '../services/client-error.ts';
import { Button } from '../ui/button.tsx';
import { TriangleAlert } from '../ui/first-screen-icons.tsx';
import { Link } from '../ui/link.tsx';
import styles from './page.module.css';

export interface ScreenErrorBoundaryProps {
  /** The route's path: another path (a link, the menu, Back) starts afresh. */
  path: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** Counts failures, so a late report answer is not shown over a later one. */
  failure: number;
  /** Forms of the failed screen whose unsaved values wait as drafts. */
  keptDrafts: number;
  reported: boolean;
}

/** What was thrown, as an Error (a screen may throw anything). */
function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

/**
 * Around every screen (src/routes.tsx): a screen that throws while rendering, in an effect or in its
 * lazy download shows, in its own place, what happened, a retry and a way home; the shell and its
 * menu around it go on working. The error is reported to the server with the route and the build.
 * Not keyed by path (a screen such as the configuration's tabs keeps itself across its paths); a
 * change of path clears a failure instead.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, State> {
  override state: State = { error: null, failure: 0, keptDrafts: 0, reported: false };

  static getDerivedStateFromError(thrown: unknown): Partial<State> {
    return { error: asError(thrown), reported: false };
  }

  override componentDidCatch(thrown: unknown, info: ErrorInfo) {
    const error = asError(thrown);
    const failure = this.state.failure + 1;
    // The failed screen's forms are still registered here (their cleanups run after this).
    this.setState({ failure, keptDrafts: keepDraftsOfOpenForms() });
    const search = currentSearch();
    void reportClientError({
      message: error.message,
      stack: [error.stack, info.componentStack].filter(Boolean).join('\n'),
      route: search ? `${currentPath()}?${search}` : currentPath(),
    }).then((reported) => {
      if (reported && this.state.failure === failure && this.state.error) this.setState({ reported: true });
    });
  }

  override componentDidUpdate(previous: ScreenErrorBoundaryProps) {
    if (previous.path !== this.props.path && this.state.error) this.retry();
  }

  retry = () => this.setState({ error: null, keptDrafts: 0, reported: false });

  override render() {
    const { error, keptDrafts, reported } = this.state;
    if (!error) return this.props.children;
    return <ScreenFailed error={error} keptDrafts={keptDrafts} reported={reported} onRetry={this.retry} />;
  }
}

function ScreenFailed({
  error,
  keptDrafts,
  reported,
  onRetry,
}: {
  error: Error;
  keptDrafts: number;
  reported: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus was in the screen that is gone: it starts again at what happened.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={`${styles.page} ${styles.failed}`}>
      <h1 ref={heading} tabIndex={-1} className={styles.title} data-page-heading="">
        <TriangleAlert size={24} className={styles.failedIcon} />
        {t('boundary.title')}
      </h1>
      <p>{t('boundary.text')}</p>
      {keptDrafts > 0 ? <p>{t('boundary.draftKept')}</p> : null}
      <p role="status">{reported ? t('boundary.reported') : ''}</p>
      <details className={styles.failedDetails}>
        <summary>{t('boundary.details')}</summary>
        <code>{error.message || error.name}</code>
      </details>
      <div className={styles.failedActions}>
        <Button variant="primary" onPress={onRetry}>
          {t('boundary.retry')}
        </Button>
        <Link href="#/">{t('boundary.home')}</Link>
      </div>
    </div>
  );
}
