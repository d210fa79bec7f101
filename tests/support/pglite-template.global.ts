import { pgliteTemplateFile } from './test-db.ts';

/**
 * The client project's test files that open a database of their own (tests/support/test-db.ts) run in
 * jsdom, where the PGlite template cannot be written: it is built here, in Node, before any of them.
 */
export default async function setup() {
  // The test files' workers inherit it, and read this file without judging its age again: a clock
  // that moves (or is set ahead under faketime) never sends them to build one in jsdom.
  if (!process.env.DATABASE_URL) process.env.BRAND_CONSOLE_PGLITE_TEMPLATE = await pgliteTemplateFile();
}
