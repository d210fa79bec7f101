import { type ComponentType, lazy, type ReactNode, useState } from 'react';

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
    // Chosen once for the life of the screen: a screen that opened through the lazy wrapper keeps it
    // after the download ends. Taking the loaded component on a later render (the address's page
    // number changing) would be another element type to React, which would mount the screen afresh:
    // its state gone, the focus dropped to the page body from the pager the user had just pressed.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  Screen.preload = preload;
  return Screen;
}
