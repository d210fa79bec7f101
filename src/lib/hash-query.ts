/**
 * A screen's query lives inside the hash (`#/crm/customer/list?page=2&keyword=li`, DESIGN "Hash
 * routes") so that a link or a reload restores the view.
 */
export function splitHash(hash: string): { path: string; params: URLSearchParams } {
  const raw = hash.replace(/^#/, '');
  const q = raw.indexOf('?');
  return q < 0
    ? { path: raw || '/', params: new URLSearchParams() }
    : { path: raw.slice(0, q) || '/', params: new URLSearchParams(raw.slice(q + 1)) };
}

export function joinHash(path: string, params: URLSearchParams): string {
  const qs = params.toString();
  return `#${path}${qs ? `?${qs}` : ''}`;
}

export function readHashParams(): URLSearchParams {
  return splitHash(typeof window === 'undefined' ? '' : window.location.hash).params;
}

/**
 * Writes the params into the current hash. Each change is a history entry, so Back returns to the
 * previous page of a list; an unchanged query writes nothing.
 */
export function writeHashParams(params: URLSearchParams): void {
  const { path, params: current } = splitHash(window.location.hash);
  const next = joinHash(path, params);
  if (next !== joinHash(path, current)) window.location.hash = next.slice(1);
}
