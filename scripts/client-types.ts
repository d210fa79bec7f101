/**
 * Writes clients/api-types.d.ts: TypeScript types of every call, made by openapi-typescript from the
 * same document `GET /api/openapi.json` answers, for programs that call the API with openapi-fetch
 * (clients/example.ts, README "Calling the API from another program"). `npm run client:types`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { createApp } from '../server/app.ts';
import type { Db } from '../server/db/client.ts';
import { buildApiDocument } from '../server/openapi/openapi-document.ts';

const root = resolve(import.meta.dirname, '..');
const outFile = join(root, 'clients/api-types.d.ts');

// The app is only built to read its routes, never called: it needs no database.
const noDatabase = new Proxy({}, {}) as Db;
const { document } = buildApiDocument(createApp({ db: noDatabase }));
const ast = await openapiTS(JSON.parse(JSON.stringify(document)));
const header = '// Written by `npm run client:types` from GET /api/openapi.json: do not edit.\n';
const source = execFileSync(
  join(root, 'node_modules/.bin/biome'),
  ['check', '--write', `--stdin-file-path=${outFile}`],
  { input: header + astToString(ast), encoding: 'utf8' },
);
writeFileSync(outFile, source);
console.log(`wrote clients/api-types.d.ts (${Object.keys(document.paths as object).length} paths)`);
