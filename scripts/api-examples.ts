/**
 * Writes server/openapi/examples.generated.json (`npm run openapi:examples`): for every operation of
 * the document, a request the server took and the success answer it gave, recorded from the real app
 * on a fresh copy of the seeded demo database, as the owner. A request starts from the document's own
 * schema (tests/support/json-schema-instances.ts) with each field the group's list answers for its
 * first seeded row (an id, a title) put in, so an update names a real row; the first of these that
 * answers code 0 is kept with its answer. Reads run first, writes after, deletes and the calls that end
 * the session last. An operation the seeded data cannot make succeed (a wrong old password, a provider
 * that is not configured) keeps its request and gets an answer made from its schema, marked
 * `"answerFrom": "schema"`. Lists in answers are cut to two items. The examples carry the seeding's
 * dates, so a run changes them: the schema walk (server/openapi/openapi-walk.test.ts) checks every one
 * against its schema and that none is missing, instead of comparing bytes.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { instanceOf } from '../tests/support/json-schema-instances.ts';
import { createTestApi, demo } from '../tests/support/test-api.ts';

type Json = Record<string, unknown>;

export interface RecordedExample {
  /** The JSON body (or a multipart form's fields, its file named). */
  request?: unknown;
  /** The query, as its parameters' values. */
  query?: Record<string, unknown>;
  /** The success answer: the envelope, or the plain JSON of a call that answers no envelope. */
  answer?: unknown;
  answerFrom: 'server' | 'schema';
}

const root = resolve(import.meta.dirname, '..');
const outFile = join(root, 'server/openapi/examples.generated.json');

const api = await createTestApi();
const doc = JSON.parse((await api.call('/api/openapi.json', { method: 'GET' })).raw) as Json;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
const compiled = new Map<string, ValidateFunction>();
function valid(schema: Json, value: unknown): boolean {
  const key = JSON.stringify(schema);
  let v = compiled.get(key);
  if (!v) {
    v = ajv.compile(JSON.parse(key.replaceAll('"#/components/', '"doc#/components/')) as Json);
    compiled.set(key, v);
  }
  return v(value);
}
const resolveRef = (schema: Json): Json => {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const [, , kind, name] = ref.split('/');
  return resolveRef(((doc.components as Json)[kind ?? ''] as Json)[name ?? ''] as Json);
};

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  route: string;
  tag: string;
  op: Json;
}
const operations: Operation[] = [];
for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>))
  for (const [method, op] of Object.entries(item))
    operations.push({
      method: method.toUpperCase() as 'GET' | 'POST',
      path,
      route: String(op['x-route']),
      tag: String((op.tags as string[])[0]),
      op,
    });

const bodySchema = (op: Json, type = 'application/json') =>
  (((op.requestBody as Json | undefined)?.content as Json | undefined)?.[type] as Json | undefined)?.schema as
    | Json
    | undefined;
const queryOf = (op: Json) => ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query');
/** The success answer's media type and schema: the envelope's `code 0` branch, or a plain answer. */
function successOf(op: Json): { type: string; schema: Json; envelope: boolean } | undefined {
  const content = ((op.responses as Json)['200'] as Json | undefined)?.content as Json | undefined;
  if (!content) return undefined;
  const [type, media] = Object.entries(content)[0] ?? [];
  if (type !== 'application/json') return undefined;
  const schema = (media as Json).schema as Json;
  const branches = schema.oneOf as Json[] | undefined;
  return { type, schema: branches?.[0] ?? schema, envelope: branches !== undefined };
}
function querySchemaOf(op: Json): Json {
  const query = queryOf(op);
  const either = query
    .map((p) => /^(?:Exactly|At least) one of `(\w+)`/.exec(String(p.description ?? ''))?.[1])
    .find(Boolean);
  return {
    type: 'object',
    properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
    required: [...query.filter((p) => p.required).map((p) => p.name), ...(either ? [either] : [])],
  };
}

/** Reads, then writes, then what removes rows, then what ends the session. */
const ending = /logout|session_revoke_others/;
const removing = /del|remove|clear|revoke|reset|cancel/i;
const isList = (o: Operation) => {
  const s = successOf(o.op)?.schema;
  const data = s && (resolveRef(s).properties as Json | undefined)?.data;
  return !!data && JSON.stringify(data).includes('"list"') && /list/.test(o.path);
};
const fileOf = (o: Operation) => (o.path.split('/').at(-1) ?? '').replace(/\.html$/, '');
/** Lists, then adds (a category's before an article's), reads and writes, removals, the session's end. */
const rank = (o: Operation) =>
  ending.test(o.path)
    ? 5
    : isList(o)
      ? 0
      : /(^|_)add$/.test(fileOf(o))
        ? fileOf(o) === 'add'
          ? 2
          : 1
        : removing.test(fileOf(o))
          ? 4
          : 3;
const ordered = [...operations].sort((a, b) => rank(a) - rank(b));

/** The first seeded row each list answered, by the list's route. */
const rows = new Map<string, Json>();
function rowFor(o: Operation): Json | undefined {
  const name = o.path.split('/').at(-1) ?? '';
  let best: { row: Json; score: number } | undefined;
  for (const list of operations) {
    if (list.tag !== o.tag) continue;
    const row = rows.get(list.route);
    if (!row) continue;
    const other = list.path.split('/').at(-1) ?? '';
    let score = 0;
    while (score < name.length && name[score] === other[score]) score += 1;
    if (!best || score > best.score) best = { row, score };
  }
  return best?.row ?? added.get(o.tag);
}
/** What an add made, by its group: the row a group whose seed has none (articles, pages) is called with. */
const added = new Map<string, Json>();

/**
 * Seeded ids by the field name that refers to them: a role's id as `roleId`, a customer group's (from
 * `/crm/customer/group_list`) as `customerGroupId` and `groupId`, and every `…Id` a seeded row holds.
 */
const ids = new Map<string, unknown>();
function remember(list: Operation, row: Json) {
  const noun = list.tag.split('/').at(-1) ?? '';
  const words = fileOf(list).split('_').slice(0, -1);
  const camel = (parts: string[]) =>
    parts.map((w, i) => (i === 0 ? w : `${w[0]?.toUpperCase()}${w.slice(1)}`)).join('');
  if (typeof row.id === 'number')
    for (const name of [camel([noun, ...words, 'id']), ...(words.length ? [camel([...words, 'id'])] : [])])
      if (!ids.has(name)) ids.set(name, row.id);
  for (const [key, value] of Object.entries(row))
    if (/Id$/.test(key) && typeof value === 'number' && !ids.has(key)) ids.set(key, value);
}
/** The demo's own sign-in, for the calls that take one. */
const known: Json = { user: demo.admin.user, password: demo.admin.password, brandId: demo.brand };
const idOf = (key: string): unknown => {
  const one = ids.get(key) ?? known[key];
  if (one !== undefined) return one;
  const many = /^(\w+)Ids$/.exec(key);
  const item = many ? ids.get(`${many[1]}Id`) : undefined;
  return item === undefined ? undefined : [item];
};

/** `base` with each field the seeded row (or a seeded id) has, kept where the schema still takes the whole. */
function seeded(schema: Json, base: unknown, row: Json | undefined): unknown {
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return base;
  let out = { ...(base as Json) };
  for (const key of Object.keys((resolveRef(schema).properties ?? {}) as Json)) {
    const value = key === 'ids' ? (row?.id === undefined ? undefined : [row.id]) : (row?.[key] ?? idOf(key));
    if (value === undefined || value === null) continue;
    const tried = { ...out, [key]: value };
    if (valid(schema, tried)) out = tried;
  }
  // A rule between two fields (a password typed twice), as the schema says it.
  const [one, other] = (resolveRef(schema)['x-same-value'] ?? []) as string[];
  if (one && other && other in out) out[other] = out[one];
  return out;
}

/** Lists cut to two items, session tokens replaced: an example, not a dump. */
function trimmed(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map((v) => trimmed(v));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v, k)]));
  if (key === 'token' && typeof value === 'string') return 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718';
  return value;
}

/** A success answer made from its schema, with the message the server says for one. */
function madeAnswer(success: { schema: Json; envelope: boolean }): unknown {
  const made = instanceOf(success.schema, resolveRef, true);
  return success.envelope ? { ...(made as Json), message: 'Done' } : made;
}

const asQuery = (q: unknown) =>
  Object.fromEntries(Object.entries((q ?? {}) as Json).map(([k, v]) => [k, String(v)]));

/**
 * A path template filled from the seed: the demo brand, an article's `<id>.json`, a page's `<slug>.json`
 * (undefined: nothing seeded to name, as for an upload's key).
 */
function filled(path: string): string {
  const article = rows.get('POST /api/article/list.html') ?? added.get('/api/article');
  const page = rows.get('POST /api/page/list.html') ?? added.get('/api/page');
  const file = path.includes('/article/') ? `${article?.id}.json` : `${page?.slug}.json`;
  return path.replace('{brandId}', String(demo.brand)).replace('{file}', file).replace('{path}', '');
}

let token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
async function send(o: Operation, body: unknown, query: Json | undefined) {
  const qs = new URLSearchParams(asQuery(query)).toString();
  const url = `${filled(o.path)}${qs ? `?${qs}` : ''}`;
  const call = () =>
    api.call<unknown>(url, {
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
  return answer;
}

const examples: Record<string, RecordedExample> = {};
/** Why the server refused an operation whose answer was made from its schema (printed). */
const refusals = new Map<string, string>();
async function record(o: Operation) {
  const body = bodySchema(o.op);
  const multipart = bodySchema(o.op, 'multipart/form-data');
  const success = successOf(o.op);
  const hasQuery = queryOf(o.op).length > 0;
  if (!body && !multipart && !success) return;
  // This document itself: its opening, not the whole of it again.
  if (o.path === '/api/openapi.json') {
    examples[o.route] = {
      answer: { openapi: '3.1.0', info: { title: 'Brand Console API', version: '1' } },
      answerFrom: 'server',
    };
    return;
  }
  const querySchema = querySchemaOf(o.op);
  const row = rowFor(o);
  // Seeded, then the document’s own instance: every field first, then the fewest.
  const candidates = [true, false].flatMap((full) => {
    const b = body ? instanceOf(body, resolveRef, full) : undefined;
    const q = hasQuery ? instanceOf(querySchema, resolveRef, full) : undefined;
    const both = { body: b, query: q as Json | undefined };
    const withSeed = {
      body: body ? seeded(body, b, row) : undefined,
      query: hasQuery ? (seeded(querySchema, q, row) as Json) : undefined,
    };
    return [withSeed, both];
  });
  // A list: its first page of every seeded row first (filters from the schema would match none).
  if (isList(o)) {
    const first = candidates.at(-1);
    const props = (body ? resolveRef(body).properties : undefined) as Json | undefined;
    if (first?.body && props && 'pageSize' in props) (first.body as Json).pageSize = 2;
    if (first) candidates.unshift(first);
  }
  let chosen = candidates[0];
  let answer: unknown;
  let refusal = '';
  if (!multipart && filled(o.path) !== undefined && (body || hasQuery || o.method === 'GET' || success))
    for (const c of candidates) {
      if (o.method === 'GET' && !hasQuery && !success) break;
      const a = await send(o, c.body, c.query);
      refusal = `${refusal}${refusal ? ' / ' : ''}${a.message}`;
      const plain = success && !success.envelope;
      const answered =
        plain && a.status === 200
          ? (JSON.parse(a.raw) as unknown)
          : a.code === 0
            ? JSON.parse(a.raw)
            : undefined;
      if (answered !== undefined && success && valid(success.schema, trimmed(answered))) {
        chosen = c;
        answer = trimmed(answered);
        break;
      }
      if (!success && a.code === 0) {
        chosen = c;
        break;
      }
      if (answered !== undefined && success) {
        console.warn(
          `${o.route}: the answer does not match its schema; an instance is used`,
          JSON.stringify(compiled.get(JSON.stringify(success.schema))?.errors).slice(0, 400),
          JSON.stringify(trimmed(answered)).slice(0, 300),
        );
        break;
      }
    }
  if (isList(o) && answer) {
    const data = (answer as Json).data as Json;
    const first = (data.list as Json[] | undefined)?.[0];
    if (first) {
      rows.set(o.route, first);
      remember(o, first);
    }
  }
  const made = ((answer as Json | undefined)?.data as Json | undefined)?.id;
  if (/(^|_)add$/.test(fileOf(o)) && typeof made === 'number') {
    const row = { ...(chosen?.body as Json), id: made };
    remember(o, row);
    if (fileOf(o) === 'add' && !added.has(o.tag)) added.set(o.tag, row);
  }
  const fromSchema = answer === undefined && success;
  // The demo's real password stays out of a public document: the example shows one of its shape.
  if (body && chosen?.body && typeof chosen.body === 'object') {
    const masked = Object.fromEntries(
      Object.entries(chosen.body as Json).map(([k, v]) => [
        k,
        /password/i.test(k) && v === demo.admin.password ? 'Correct-horse-9' : v,
      ]),
    );
    if (valid(body, masked)) chosen = { ...chosen, body: masked };
  }
  examples[o.route] = {
    ...(body ? { request: chosen?.body } : {}),
    // A form's file part stands for its bytes; the example names one.
    ...(multipart
      ? { request: { ...(instanceOf(multipart, resolveRef, true) as Json), file: 'logo.png' } }
      : {}),
    ...(hasQuery ? { query: chosen?.query } : {}),
    ...(success ? { answer: fromSchema ? madeAnswer(success) : answer } : {}),
    answerFrom: fromSchema ? 'schema' : 'server',
  };
  if (fromSchema) refusals.set(o.route, refusal);
}
for (const o of ordered.filter((o) => rank(o) < 4)) await record(o);
// Lists the seed leaves empty (articles, pages) are asked again, now that the adds made a row.
for (const o of ordered.filter(
  (o) =>
    isList(o) && ((examples[o.route]?.answer as Json | undefined)?.data as Json | undefined)?.total === 0,
))
  await record(o);
for (const o of ordered.filter((o) => rank(o) >= 4)) await record(o);
await api.close();

const sorted = Object.fromEntries(Object.entries(examples).sort(([a], [b]) => a.localeCompare(b)));
const source = execFileSync(
  join(root, 'node_modules/.bin/biome'),
  ['format', `--stdin-file-path=${outFile}`],
  { input: `${JSON.stringify(sorted, null, 2)}\n`, encoding: 'utf8' },
);
writeFileSync(outFile, source);
const fromServer = Object.values(examples).filter((e) => e.answerFrom === 'server').length;
console.log(
  `wrote ${relative(root, outFile)}: ${Object.keys(examples).length} operations, ${fromServer} answered by the server, ${Object.keys(examples).length - fromServer} made from the schema`,
);
for (const [route, e] of Object.entries(sorted))
  if (e.answerFrom === 'schema') console.log(`  from the schema: ${route} (${refusals.get(route) ?? ''})`);
