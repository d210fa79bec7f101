import { cleanup, configure } from '@testing-library/react';
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

// Every findBy/waitFor waits for what the user would see, or for the server's answer; how long it may
// take is the machine's business (a cold lazy import, a real server on a saturated CPU). So the limit
// is a guard against a hang, one for the whole suite, and no test names a shorter one: a test whose
// path needs the server at a given point holds it there (a server of its own, `createTestApi`, whose
// answers and jobs wait at gates the test opens).
configure({ asyncUtilTimeout: 30_000 });
