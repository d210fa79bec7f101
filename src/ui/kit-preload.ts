/**
 * The parts of the kit that module screens are built from: lists, forms and their dialogs, choices,
 * dates, tabs, the media library and the address picker. Every module uses most of them, so the shell
 * fetches them in the background once it has rendered (`preloadKit`), and opening a module then
 * fetches only the module's own code. `npm run bench` reads this list to tell the kit's size from the
 * modules' (scripts/bench-client.ts): keep one `import('./<file>.tsx')` per line.
 */
const parts = [
  () => import('./list-view.tsx'),
  () => import('./managed-form.tsx'),
  () => import('./modal.tsx'),
  () => import('./drawer.tsx'),
  () => import('./select.tsx'),
  () => import('./combo-box.tsx'),
  () => import('./text-area.tsx'),
  () => import('./number-field.tsx'),
  () => import('./decimal-field.tsx'),
  () => import('./radio-group.tsx'),
  () => import('./checkbox-group.tsx'),
  () => import('./date-range-picker.tsx'),
  () => import('./date-picker.tsx'),
  () => import('./tabs.tsx'),
  () => import('./toggle-switch.tsx'),
  () => import('./confirm-action.tsx'),
  () => import('./sortable-table.tsx'),
  () => import('./media-library.tsx'),
  () => import('./address-picker.tsx'),
];

let started = false;

/** Fetches the kit's chunks when the browser is idle (once); failures are left to the screen that needs the part. */
export function preloadKit(): void {
  // Only a built console has chunks to fetch ahead; the dev server (and the tests, which run on it)
  // transforms modules on demand, where preloading would only add work to every page load.
  if (started || !import.meta.env.PROD) return;
  started = true;
  const run = () => {
    for (const load of parts) void load().catch(() => undefined);
  };
  if (typeof globalThis.requestIdleCallback === 'function')
    globalThis.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}
