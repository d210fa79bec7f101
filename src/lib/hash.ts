/**
 * The one place the console reads and writes the address: hash history whose
 * hash carries the screen's query too (`#/crm/customer/list?page=2&keyword=li`), so a link or a reload
 * restores the view. The router's hooks (src/hash-location.ts), the list pages' query, the http
 * helper's page query, redirects and the form's leave guard all go through here.
 */

/** Splits `#/a/b?x=1` into `/a/b` and `x=1`; an empty hash is `/`, a trailing slash is dropped. */
export function splitHash(hash: string): { path: string; search: string } {
  const raw = hash.replace(/^#?\/?/, '');
  const i = raw.indexOf('?');
  const path = `/${i < 0 ? raw : raw.slice(0, i)}`;
  return { path: path.length > 1 ? path.replace(/\/+$/, '') : path, search: i < 0 ? '' : raw.slice(i + 1) };
}

/** `/a/b` and its query as a hash target: `/a/b?x=1`, or `/a/b` when the query is empty. */
export function joinHash(path: string, params: URLSearchParams): string {
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const hash = () => globalThis.location?.hash ?? '';

export const currentPath = () => splitHash(hash()).path;
export const currentSearch = () => splitHash(hash()).search;

/** The current screen's query (page, filters) as parameters. */
export function currentParams(): URLSearchParams {
  return new URLSearchParams(currentSearch());
}

/**
 * Goes to `to`, which may carry a query (`/crm/customer/list?page=2`), as a new history entry (Back
 * returns) unless `replace`; listeners hear a `hashchange` at once. The same address writes nothing.
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const oldURL = globalThis.location.href;
  const url = new URL(oldURL);
  url.hash = `/${to.replace(/^#?\/?/, '')}`;
  if (url.href === oldURL) return;
  globalThis.history[options.replace ? 'replaceState' : 'pushState'](null, '', url.href);
  globalThis.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/** Puts `params` in place of the current query (a list's page and filters), as a history entry. */
export function writeParams(params: URLSearchParams): void {
  navigate(joinHash(currentPath(), params));
}

/** Calls `listener` whenever the address changes (Back, a link, navigate); answers the unsubscribe. */
export function onHashChange(listener: () => void): () => void {
  globalThis.addEventListener('hashchange', listener);
  return () => globalThis.removeEventListener('hashchange', listener);
}

/** A link's `href` for a route path. */
export const hashHref = (href: string) => `#${href}`;
