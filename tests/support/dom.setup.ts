import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom has no CSS.escape, which react-aria's popovers (menus, dialogs) call when they open.
if (typeof globalThis.CSS?.escape !== 'function') {
  const cssEscape = (value: string) => value.replace(/[^\w-]/g, (ch) => `\\${ch}`);
  Object.defineProperty(globalThis, 'CSS', {
    value: { ...globalThis.CSS, escape: cssEscape },
    configurable: true,
  });
}

// React's development build (the only one with `act`, which testing-library needs) records where each
// element was created, an Error with its stack per element, up to ten thousand a second, so that a
// warning can point at the line that made it. A screen test re-renders the console at every key and
// click, and those stacks were about a seventh of a screen test's CPU (docs/performance.md). Reading the
// count as already spent makes React skip them: its warnings and errors are still printed, their owner
// stacks without those lines. An internal of React: if it is renamed, this does nothing.
const reactInternals: unknown = Reflect.get(
  React,
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
);
if (
  typeof reactInternals === 'object' &&
  reactInternals !== null &&
  'recentlyCreatedOwnerStacks' in reactInternals
)
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
    configurable: true,
  });

// Every findBy/waitFor waits for what the user would see, or for the server's answer; how long it may
// take is the machine's business (a cold lazy import, a real server on a saturated CPU). So the limit
// is a guard against a hang, one for the whole suite, and no test names a shorter one: a test whose
// path needs the server at a given point holds it there (a server of its own, `createTestApi`, whose
// answers and jobs wait at gates the test opens).
configure({ asyncUtilTimeout: 30_000 });
