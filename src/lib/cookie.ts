/** docs/spec.md §9: default cookie lifetime, in seconds. */
export const defaultCookieSeconds = 108_000;

export function setCookie(name: string, value: string, seconds = defaultCookieSeconds): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox and Safari; this helper must be synchronous.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${seconds}; path=/; samesite=lax`;
}

export function getCookie(name: string): string | null {
  const key = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(key)) return decodeURIComponent(part.slice(key.length));
  }
  return null;
}

export function removeCookie(name: string): void {
  setCookie(name, '', 0);
}
