import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { instanceOf, mutationsOf } from '../../tests/support/json-schema-instances.ts';
import { createTestApi, demo, type TestApi } from '../../tests/support/test-api.ts';
import { png } from '../../tests/support/upload-fixtures.ts';

/**
 * The document against the server, both ways, for every operation that takes JSON or a query: a request
 * made from the document's own schema is not refused for its shape (no `Parameter error`), and each
 * request the document calls invalid (a wrong type, a null, an unknown field, a missing one, past a
 * length, an enum or a pattern) is refused. Nothing answers code 500. Run as the owner on the seeded
 * demo data; `npm run check:api` runs it after both linters. The figures go to the log.
 */

type Json = Record<string, unknown>;

const api: TestApi = await createTestApi();
afterAll(() => api.close());

const doc = JSON.parse((await api.call('/api/openapi.json', { method: 'GET' })).raw) as Json;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
const compiled = new Map<string, ValidateFunction>();
function validatorOf(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let v = compiled.get(key);
  if (!v) {
    v = ajv.compile({ ...rebased(schema) });
    compiled.set(key, v);
  }
  return v;
}
/** `#/components/...` from inside the document, as `doc#/components/...` for Ajv. */
function rebased(schema: unknown): Json {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as Json;
}
const resolve = (schema: Json): Json => {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const [, , kind, name] = ref.split('/');
  return resolve(((doc.components as Json)[kind ?? ''] as Json)[name ?? ''] as Json);
};

/** Calls whose valid request would end what the walk stands on (the session, the owner's password). */
const standing = new Set([
  'POST /auth/brandmanager/logout.html',
  'POST /brand/manage/session_revoke_others.html',
]);

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  route: string;
  op: Json;
}
const operations: Operation[] = [];
for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>))
  for (const [method, op] of Object.entries(item))
    operations.push({
      method: method.toUpperCase() as 'GET' | 'POST',
      path,
      route: String(op['x-route']),
      op,
    });

const figures = {
  operations: 0,
  walked: 0,
  requests: 0,
  faults: 0,
  examples: 0,
  mismatches: [] as string[],
};
let token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);

/** A path template filled: the demo brand, an article's file, an upload's key. */
const filled = (path: string) =>
  path.replace('{brandId}', String(demo.brand)).replace('{file}', '1.json').replace('{path}', 'walk.png');

async function send(o: Operation, body: unknown, query: Record<string, string>) {
  figures.requests += 1;
  const qs = new URLSearchParams(query).toString();
  const url = `${filled(o.path)}${qs ? `?${qs}` : ''}`;
  const call = () =>
    api.call<Json | null>(url, {
      method: o.method,
      token: o.op['x-session'] ? token : undefined,
      brandId: demo.brand,
      lang: 'en',
      ...(o.method === 'POST' ? { body: body ?? {} } : {}),
    });
  let answer = await call();
  if (answer.code === 401 && o.op['x-session']) {
    token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    answer = await call();
  }
  if (answer.code === 500 || answer.status >= 500) figures.faults += 1;
  return answer;
}

/** Refused for its shape; the site API refuses a malformed parameter as HTTP 400, not with the envelope. */
const shapeRefused = (a: { code: number; message: string; status?: number }) =>
  (a.code === 1 && a.message.startsWith('Parameter error')) || a.status === 400;

/** The file part a multipart operation takes: an image for an upload, a CSV for the import. */
const csv = 'name,mobile\n走查客户,13800138000\n';
const filePart = async (o: Operation) =>
  o.path.includes('import')
    ? new File([csv], 'walk.csv', { type: 'text/csv' })
    : new File([new Uint8Array(await png())], 'walk.png', { type: 'image/png' });

/** A multipart form as a browser sends it: text parts (an object as JSON), and the file unless left out. */
async function sendForm(o: Operation, fields: Json, withFile: boolean) {
  figures.requests += 1;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields))
    if (k !== 'file' && v !== undefined)
      form.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  if (withFile) form.append('file', await filePart(o));
  const res = await api.app.request(o.path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, BrandId: String(demo.brand), 'Accept-Language': 'en' },
    body: form,
  });
  const answer = JSON.parse(await res.text()) as { code: number; message: string };
  if (answer.code === 500 || res.status >= 500) figures.faults += 1;
  return { ...answer, status: res.status };
}

function multipartSchema(op: Json): Json | undefined {
  const content = (op.requestBody as Json | undefined)?.content as Json | undefined;
  return (content?.['multipart/form-data'] as Json | undefined)?.schema as Json | undefined;
}

/**
 * A multipart operation both ways: its fields from the document's schema (the fewest, then all) with a
 * file are not refused for their shape; without the file, or with a field the schema refuses (past its
 * length, outside its enum or pattern, not the JSON its schema wants), they are. Types other than text
 * cannot be said in a form, so only text mutations are sent.
 */
async function walkForm(o: Operation, schema: Json) {
  figures.walked += 1;
  for (const full of [false, true]) {
    const fields = instanceOf(schema, resolve, full) as Json;
    const answer = await sendForm(o, fields, true);
    if (shapeRefused(answer))
      figures.mismatches.push(`${o.route} refused the form ${JSON.stringify(fields)}: ${answer.message}`);
  }
  const base = instanceOf(schema, resolve, true) as Json;
  const refusedAs = async (what: string, fields: Json, withFile: boolean) => {
    const answer = await sendForm(o, fields, withFile);
    // A form without its file is refused in the words the spec gives ("parameter error") or the import's own.
    if (!(withFile ? shapeRefused(answer) : answer.code === 1))
      figures.mismatches.push(`${o.route} took a form with ${what} (code ${answer.code}: ${answer.message})`);
  };
  await refusedAs('no file', base, false);
  for (const m of mutationsOf(schema, resolve, base)) {
    const changed = Object.entries(m.value as Json).find(([k, v]) => base[k] !== v)?.[1];
    if (typeof changed !== 'string' || validatorOf(schema)(m.value)) continue;
    await refusedAs(m.what, m.value as Json, true);
  }
}

function jsonBodySchema(op: Json): Json | undefined {
  const content = (op.requestBody as Json | undefined)?.content as Json | undefined;
  return (content?.['application/json'] as Json | undefined)?.schema as Json | undefined;
}
function queryParameters(op: Json): Json[] {
  return ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query');
}

/**
 * Every request body and every JSON success answer carries an example (server/openapi/examples.generated.json,
 * recorded from the seeded demo by `npm run openapi:examples`), each one valid by its own schema, and a
 * request example is not refused for its shape when sent. Runs after the walk: the examples name seeded
 * rows, and sending them changes those rows.
 */
async function checkExamples() {
  for (const o of operations) {
    const fault = (what: string) => figures.mismatches.push(`${o.route}: ${what}`);
    const check = (where: string, media: Json | undefined) => {
      if (!media) return;
      if (media.example === undefined) return fault(`no example for ${where} (npm run openapi:examples)`);
      figures.examples += 1;
      const v = validatorOf(media.schema as Json);
      if (!v(media.example))
        fault(`the example for ${where} is not valid by its schema: ${JSON.stringify(v.errors?.[0])}`);
    };
    const content = (o.op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
    for (const [type, media] of Object.entries(content ?? {})) check(`the ${type} body`, media);
    for (const p of queryParameters(o.op))
      if (p.example !== undefined) check(`the query's ${p.name}`, { schema: p.schema, example: p.example });
    const answers = ((o.op.responses as Json)['200'] as Json | undefined)?.content as Json | undefined;
    const json = answers?.['application/json'] as Json | undefined;
    // The answer's own media type: a JSON answer (the envelope, or a plain one) and not a refusal beside a file.
    if (json && Object.keys(answers ?? {})[0] === 'application/json') check('the success answer', json);
    const example = (content?.['application/json'] as Json | undefined)?.example;
    if (example === undefined || o.path.includes('{') || standing.has(o.route)) continue;
    const query = Object.fromEntries(
      queryParameters(o.op)
        .filter((p) => p.example !== undefined)
        .map((p) => [String(p.name), String(p.example)]),
    );
    const answer = await send(o, example, query);
    if (shapeRefused(answer)) fault(`refused its own example: ${answer.message}`);
  }
}

describe('the document against the server, every operation', () => {
  it('accepts what the document calls valid and refuses what it calls invalid', async () => {
    for (const o of operations) {
      figures.operations += 1;
      const body = jsonBodySchema(o.op);
      const query = queryParameters(o.op);
      const form = multipartSchema(o.op);
      if (form) {
        await walkForm(o, form);
        continue;
      }
      if ((!body && query.length === 0) || standing.has(o.route)) continue;
      figures.walked += 1;
      // "Exactly one of `id` and `ids`", which parameters can only say in words: the first is given.
      const either = query
        .map((p) => /^(?:Exactly|At least) one of `(\w+)`/.exec(String(p.description ?? ''))?.[1])
        .find(Boolean);
      const querySchema: Json = {
        type: 'object',
        properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
        required: [...query.filter((p) => p.required).map((p) => p.name), ...(either ? [either] : [])],
      };
      const validQuery = (q: unknown) =>
        Object.fromEntries(Object.entries((q ?? {}) as Json).map(([k, v]) => [k, String(v)]));
      // Valid: the fewest fields, then every field.
      for (const full of [false, true]) {
        const instance = body ? instanceOf(body, resolve, full) : undefined;
        const q = query.length > 0 ? instanceOf(querySchema, resolve, full) : undefined;
        if (body && !validatorOf(body)(instance)) {
          figures.mismatches.push(`${o.route}: the walk made an instance its own document refuses`);
          continue;
        }
        const answer = await send(o, instance, validQuery(q));
        if (shapeRefused(answer))
          figures.mismatches.push(
            `${o.route} refused ${JSON.stringify(instance ?? q)}: ${answer.message} (the document calls it valid)`,
          );
      }
      // Invalid: each mutation the document's schema refuses must be refused by the server.
      // Refused for its shape: a refusal for another reason (not found) means the shape passed.
      const invalid = async (what: string, value: unknown, q: Record<string, string>) => {
        const answer = await send(o, value, q);
        if (!shapeRefused(answer))
          figures.mismatches.push(
            `${o.route} took ${what} (code ${answer.code}: ${answer.message}): ${JSON.stringify(value ?? q)}`,
          );
      };
      if (body) {
        const base = instanceOf(body, resolve, true);
        for (const m of mutationsOf(body, resolve, base))
          if (!validatorOf(body)(m.value)) await invalid(m.what, m.value, {});
      }
      if (query.length > 0) {
        const base = validQuery(instanceOf(querySchema, resolve, false));
        for (const name of querySchema.required as string[]) {
          const { [name]: _, ...rest } = base;
          await invalid(`no ${name}`, undefined, rest);
        }
        for (const p of query)
          if (/integer/.test(JSON.stringify(p.schema)) && !/pattern/.test(JSON.stringify(p.schema)))
            await invalid(`${p.name} not a number`, undefined, { ...base, [String(p.name)]: 'walk' });
      }
    }
    await checkExamples();
    console.log(
      `check api walk: ${figures.operations} operations, ${figures.walked} walked, ${figures.requests} requests, ${figures.faults} code 500s, ${figures.mismatches.length} mismatches, ${figures.examples} examples checked`,
    );
    for (const m of figures.mismatches) console.log(`  mismatch: ${m}`);
    expect(figures.faults).toBe(0);
    expect(figures.mismatches).toEqual([]);
  }, 600_000);
});
