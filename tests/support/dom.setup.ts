import { cleanup } from '@testing-library/react';
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
