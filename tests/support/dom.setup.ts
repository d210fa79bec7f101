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

// The first screen of each file arrives through a cold lazy import; on a loaded CI machine that can
// take longer than findBy's 1 s default. Waiting longer does not let a wrong screen pass.
configure({ asyncUtilTimeout: 5000 });
