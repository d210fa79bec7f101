import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serveConsolePage } from './console-page.ts';
import type { AppEnv } from './context.ts';

const page = (chunk: string) =>
  `<!doctype html><html><head><script type="module" src="/assets/${chunk}.js"></script></head><body></body></html>`;

describe('the console page', () => {
  it('is the index.html a build just wrote, without a restart; while the build has removed it, the last one', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bc-dist-'));
    const index = join(dist, 'index.html');
    writeFileSync(index, page('index-old'));
    const app = new Hono<AppEnv>();
    serveConsolePage(app, dist);
    const served = async () => (await app.request('/')).text();
    expect(await served()).toContain('/assets/index-old.js');

    // A build empties dist/ first, then writes the new page, which names new chunks.
    rmSync(index);
    const during = await app.request('/index.html');
    expect(during.status).toBe(200);
    expect(await during.text()).toContain('/assets/index-old.js');
    writeFileSync(index, page('index-new'));
    // Dated a second later, as a later build's file is, whatever the file system's clock resolution.
    const later = new Date(Date.now() + 1000);
    utimesSync(index, later, later);
    expect(await served()).toContain('/assets/index-new.js');
    expect(await served()).not.toContain('index-old');
    rmSync(dist, { recursive: true });
  });
});
