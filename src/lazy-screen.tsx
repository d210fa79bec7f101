import { type ComponentType, lazy, type ReactNode } from 'react';

export interface LazyScreen<P extends object = object> {
  (props: P): ReactNode;
  /** Starts the download; resolves once the screen renders without suspending. */
  preload(): Promise<unknown>;
}

/**
 * `React.lazy` with a preload. A lazy component suspends on its first render even when its chunk is
 * already in the browser, and a Suspense fallback makes React hold back the next reveal for 300 ms
 * (its fallback throttle): on the way from the login screen to the shell that cost more than any
 * request. A screen whose chunk was preloaded renders at once, without suspending.
 */
export function lazyScreen<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download (network, new deployment) is tried again on the next visit to the screen.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Screen(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Screen.preload = preload;
  return Screen;
}
