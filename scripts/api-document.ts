/**
 * Writes the API document `GET /api/openapi.json` answers to a file (the first argument), as
 * scripts/client-types.ts builds it: the app is only built to read its routes, never called.
 */
import { writeFileSync } from 'node:fs';
import { createApp } from '../server/app.ts';
import type { Db } from '../server/db/client.ts';
import { buildApiDocument } from '../server/openapi/openapi-document.ts';

const [out] = process.argv.slice(2);
if (!out) throw new Error('usage: tsx scripts/api-document.ts <file>');
const noDatabase = new Proxy({}, {}) as Db;
const { document, undescribed } = buildApiDocument(createApp({ db: noDatabase }));
if (undescribed.length > 0) throw new Error(`routes the document does not know: ${undescribed.join(', ')}`);
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
