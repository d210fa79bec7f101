/**
 * jsdom lacks a few browser APIs react-aria reaches for; tests of kit components import this first.
 * Each is filled only when missing, so a shared setup that already provides them wins.
 */
const g = globalThis as typeof globalThis & { CSS?: { escape?: (s: string) => string } };
if (typeof window !== 'undefined') {
  if (!g.CSS) Object.defineProperty(g, 'CSS', { value: {}, configurable: true, writable: true });
  if (g.CSS && typeof g.CSS.escape !== 'function') {
    g.CSS.escape = (s: string) => s.replace(/([^\w-])/g, '\\$1');
  }
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof globalThis.ResizeObserver !== 'function') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}
