import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { consolePagePaths, styleNonceOf } from './security-headers.ts';

/**
 * The API origin the built console is pointed at (`<meta name="api-base">` in dist/index.html), for
 * the CSP's connect-src: undefined when it calls its own origin, as `npm start` serves it.
 */
export function builtApiOrigin(distDir: string): string | undefined {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const content = /<meta\s+name="api-base"\s+content="([^"]*)"/i.exec(html)?.[1]?.trim() ?? '';
  try {
    const url = new URL(content);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves dist/index.html with this answer's style nonce in `<meta property="csp-nonce">`, where React
 * Aria looks for it before it injects a `<style>` element. A fresh nonce per answer, so never cached.
 */
export function serveConsolePage(app: Hono<AppEnv>, distDir: string): void {
  const page = currentFile(join(distDir, 'index.html'));
  for (const path of consolePagePaths) {
    app.get(path, (c) => {
      const meta = `<meta property="csp-nonce" nonce="${styleNonceOf(c)}" />`;
      c.header('Cache-Control', 'no-store');
      return c.html(page().replace(/<head>/i, `<head>\n    ${meta}`));
    });
  }
}

/**
 * A file's text as it is now, read again when it changes. A build into the served dist/ removes the
 * chunks the old index.html names: a page read once at start would then load none of them, and the
 * pre-rendered login form would take Enter and do nothing until a restart. While the file is missing
 * (the build empties dist/ first) the last text read is answered.
 */
function currentFile(file: string): () => string {
  let seen = { stamp: stampOf(file) ?? '', text: readFileSync(file, 'utf8') };
  return () => {
    const stamp = stampOf(file);
    if (stamp !== undefined && stamp !== seen.stamp) {
      try {
        seen = { stamp, text: readFileSync(file, 'utf8') };
      } catch {
        // Gone between the two calls: the build is under way; the next answer reads it.
      }
    }
    return seen.text;
  };
}

function stampOf(file: string): string | undefined {
  try {
    const { mtimeMs, size, ino } = statSync(file);
    return `${mtimeMs}:${size}:${ino}`;
  } catch {
    return undefined;
  }
}
