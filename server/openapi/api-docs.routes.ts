import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { locales } from '../../contract/envelope.ts';
import type { AppEnv } from '../context.ts';
import { apiDocsPage } from './api-docs-page.ts';
import type { ApiDocument } from './openapi-document.ts';

const css = readFileSync(join(import.meta.dirname, './api-docs.css'), 'utf8');

/**
 * `/api/openapi.json` and the reference page `/api/docs`, open to everyone: the document describes
 * calls, not data, and every call it describes still checks its own session and rule. `describe` builds
 * the document once, from the app's mounted routes, and keeps it.
 */
export function apiDocsRoutes(describe: () => ApiDocument) {
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json(describe().document);
    })
    .get('/docs', (c) => {
      const asked = locales.find((l) => l === c.req.query('lang'));
      const locale = asked ?? c.var.locale;
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Language', locale);
      return c.html(apiDocsPage(describe(), locale, c.req.query('group')));
    })
    .get('/docs/api-docs.css', (c) => {
      c.header('Content-Type', 'text/css; charset=utf-8');
      c.header('Cache-Control', 'no-cache');
      return c.body(css);
    });
}
