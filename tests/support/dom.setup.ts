import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterAll, afterEach, vi } from 'vitest';

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(() => cleanup());

// One worker's files share their imports (`isolate: false` in vitest.config.ts): React, React Aria,
// xstate and jsdom load once per shard instead of once per file. Each file still opens the console as
// a fresh page load would. Its modules are evaluated again for each file (their state, a menu read, a
// filter panel left open, is a page's): forgotten when a file ends, so that the next file's setup and
// its tests import the same fresh ones. The page starts at its bare address with nothing stored and no
// title, and the broadcast channels a file opened close when it ends, as a page's do when it unloads,
// so a session one file left running cannot answer the next file's tabs. A file that runs in Node
// (`@vitest-environment node`) has no page to reset.
vi.useRealTimers();
if (typeof window !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  // What a file put into the page itself (a form built by hand) goes; React Aria's live region stays,
  // as it holds on to it for the life of the page.
  for (const node of [...document.body.childNodes])
    if (!(node instanceof HTMLElement && node.dataset.liveAnnouncer === 'true')) node.remove();
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
}
const NativeChannel = globalThis.BroadcastChannel;
const openedChannels: BroadcastChannel[] = [];
globalThis.BroadcastChannel = class extends NativeChannel {
  constructor(name: string) {
    super(name);
    openedChannels.push(this);
  }
};
afterAll(() => {
  for (const channel of openedChannels.splice(0)) channel.close();
  globalThis.BroadcastChannel = NativeChannel;
  vi.resetModules();
});

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
