import { pgliteTemplateFile } from './test-db.ts';

/**
 * The client project's test files that open a database of their own (tests/support/test-db.ts) run in
 * jsdom, where the PGlite template cannot be written: it is built here, in Node, before any of them.
 */
export default async function setup() {
  if (!process.env.DATABASE_URL) await pgliteTemplateFile();
}
