/**
 * Where the API lives. Read once at start from `<meta name="api-base" content="…">` in index.html, so a
 * console hosted apart from its API is pointed at it by editing the built `dist/index.html`, no rebuild.
 * Order: the meta tag when it holds an http(s) URL, then the build-time `VITE_API_BASE`, then '' (same
 * origin). A meta value that is not an http(s) URL is ignored with a console warning rather than
 * sending every call to a wrong address.
 */
export function readApiBase(doc: Pick<Document, 'querySelector'>, buildTime: string | undefined): string {
  const meta = doc.querySelector('meta[name="api-base"]')?.getAttribute('content')?.trim() ?? '';
  if (meta !== '') {
    if (isHttpUrl(meta)) return meta.replace(/\/+$/, '');
    console.warn(`Brand Console: ignoring <meta name="api-base" content="${meta}">: not an http(s) URL`);
  }
  return (buildTime ?? '').replace(/\/+$/, '');
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
