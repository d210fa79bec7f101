import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { liveEventPaths } from '../contract/live-events.ts';
import { createTestApi, demo, type TestApi } from '../tests/support/test-api.ts';
import { inputSchemas } from './envelope.ts';
import { type AppEndpoint as Endpoint, endpointsOf } from './openapi/app-endpoints.ts';

/**
 * Hostile input, built from the app's own routes: every mounted endpoint gets, for every field of the
 * schema it parses its input with, values no form would send. None may answer `code 500` (or an HTTP
 * 5xx), none may hang, and the server answers normally afterwards. The schema of each endpoint is the
 * one it parsed a first call with (server/envelope.ts `inputSchemas`), so a new route is covered
 * without anyone listing it.
 */

const api: TestApi = await createTestApi();
// The live event stream never ends (it is answered for as long as the console is open) and takes no
// input but its headers; server/live/live-events.test.ts covers it.
const endpoints = endpointsOf(api.app).filter((e) => e.path !== liveEventPaths.stream);
let token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);

/** A call that took longer than this is a hang, not a slow machine (the goal is well under 2 s). */
const hangMs = 10_000;

/** Stands for a JSON token JSON.stringify cannot write (1e400, -0): replaced in the body's text. */
class RawJson {
  constructor(readonly text: string) {}
}

const hostileConstants: unknown[] = [
  'a\u0000b',
  '\u0000',
  '\ud800x',
  'x\udfff',
  'x'.repeat(100_000),
  2_147_483_648,
  2 ** 53 + 2,
  -1,
  -2_147_483_649,
  0,
  1.5,
  'NaN',
  '2147483648',
  '1e400',
  new RawJson('1e400'),
  new RawJson('-0'),
  new RawJson('99999999999999999999999'),
  true,
  null,
  [],
  {},
  { $gt: 1 },
  [[[{ a: 'b' }]]],
  { a: { b: { c: { d: { e: 'f' } } } } },
  [2_147_483_648],
  ['a\u0000b'],
  'not-a-known-value',
  '2024-13-45',
  '2024-02-30',
  '0000-00-00',
  '0000-01-01',
  '2024-13-45T25:61:00Z',
  '275760-09-14',
  ' ',
  '<script>alert(1)</script>',
  "'; drop table x; --",
  '../../etc/passwd',
];

/** Random hostility on top of the constants: any string (surrogates included), numbers, shapes. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileConstants) },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udc00', 'a', '%', '\\'), maxLength: 8 }),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
  fc.double(),
  fc
    .date({ noInvalidDate: false })
    .map((d) => (Number.isNaN(d.getTime()) ? 'Invalid Date' : d.toISOString())),
  fc.anything({ maxDepth: 2 }),
);

type Def = { type: string; [k: string]: unknown };
const defOf = (s: ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under wrappers (optional, default, preprocess, pipe). */
function unwrap(s: ZodType): ZodType {
  let cur = s;
  for (let i = 0; i < 20; i++) {
    const d = defOf(cur);
    if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(d.type))
      cur = d.innerType as ZodType;
    else if (d.type === 'pipe') {
      const out = d.out as ZodType;
      cur = defOf(out).type === 'transform' ? (d.in as ZodType) : out;
    } else if (d.type === 'lazy') cur = (d.getter as () => ZodType)();
    else return cur;
  }
  return cur;
}

type Path = (string | number)[];

/** Field paths of a schema: each key of an object, into nested objects and the first item of arrays. */
function fieldPaths(s: ZodType, prefix: Path = [], depth = 0): Path[] {
  if (depth > 4) return [];
  const u = unwrap(s);
  const d = defOf(u);
  if (d.type === 'object') {
    const shape = d.shape as Record<string, ZodType>;
    return Object.entries(shape).flatMap(([k, v]) => [
      [...prefix, k],
      ...fieldPaths(v, [...prefix, k], depth + 1),
    ]);
  }
  if (d.type === 'array') return fieldPaths(d.element as ZodType, [...prefix, 0], depth + 1);
  if (d.type === 'union') {
    const options = d.options as ZodType[];
    return options.flatMap((o) => fieldPaths(o, prefix, depth + 1));
  }
  return [];
}

const stringCandidates = [
  'a',
  'abc_123',
  'Abcdefg1!',
  'someone@example.com',
  'https://example.com/a',
  '2024-01-01',
  '2024-01-01T08:00:00Z',
  '13800138000',
  '#336699',
  '110101199003074514',
  '1',
  'abc-def',
  '<p>a</p>',
];

/** A value the schema accepts, where one is easy to find: the rest of a body around a hostile field. */
function sample(s: ZodType, depth = 0): unknown {
  if (depth > 6) return undefined;
  const u = unwrap(s);
  const d = defOf(u);
  const accepted = (v: unknown) => s.safeParse(v).success;
  let candidates: unknown[] = [];
  switch (d.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(d.shape as Record<string, ZodType>)) {
        if (v.safeParse(undefined).success) continue;
        out[k] = sample(v, depth + 1);
      }
      candidates = [out];
      break;
    }
    case 'string':
      candidates = stringCandidates;
      break;
    case 'number':
    case 'int':
      candidates = [1, 0, 2, 100];
      break;
    case 'boolean':
      candidates = [true, false];
      break;
    case 'enum':
      candidates = Object.values(d.entries as Record<string, unknown>);
      break;
    case 'literal':
      candidates = d.values as unknown[];
      break;
    case 'array':
      candidates = [[], [sample(d.element as ZodType, depth + 1)]];
      break;
    case 'union':
      candidates = (d.options as ZodType[]).map((o) => sample(o, depth + 1));
      break;
    case 'record':
      candidates = [{}];
      break;
    default:
      candidates = [undefined, 'a', 1, true, [], {}];
  }
  return candidates.find(accepted) ?? candidates[0];
}

function withValueAt(base: unknown, path: Path, value: unknown): unknown {
  const root: unknown = structuredClone(base ?? {});
  if (path.length === 0) return value;
  let cur = root as Record<string | number, unknown>;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      cur[key] = value;
      return;
    }
    const next = cur[key];
    if (next === null || typeof next !== 'object') cur[key] = typeof path[i + 1] === 'number' ? [] : {};
    cur = cur[key] as Record<string | number, unknown>;
  });
  return root;
}

function bodyText(body: unknown): string {
  const raw: string[] = [];
  const text = JSON.stringify(body, (_, v) => {
    if (v instanceof RawJson) {
      raw.push(v.text);
      return `__raw_${raw.length - 1}__`;
    }
    return v;
  }) as string | undefined;
  return (text ?? '').replace(/"__raw_(\d+)__"/g, (_, i) => raw[Number(i)] ?? 'null');
}

function queryValue(v: unknown): string {
  if (v instanceof RawJson) return v.text;
  if (typeof v === 'string') return v;
  return JSON.stringify(v) ?? '';
}

/** A query string that keeps a lone surrogate or a broken escape as sent: what a hand-made URL carries. */
function queryOf(fields: Record<string, unknown>, broken = false): string {
  const parts = Object.entries(fields).map(([k, v]) => {
    const text = queryValue(v);
    let encoded: string;
    try {
      encoded = encodeURIComponent(text);
    } catch {
      // A lone surrogate: as its UTF-8-like bytes, which no decoder accepts.
      encoded = '%ED%A0%80';
    }
    return `${encodeURIComponent(k)}=${broken ? '%ZZ' : encoded}`;
  });
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

const pathSegments = [
  '%ZZ.png',
  '%00.png',
  '%ED%A0%80.png',
  '..%2F..%2Fpackage.json',
  'a'.repeat(5000),
  '2147483648',
  '-1',
];

/** The path with its parameters (`:id`, `*`) filled. */
function concretePath(path: string, segment: string): string {
  return path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, segment).replace(/\*/g, segment);
}

interface Outcome {
  faults: string[];
  slowest: { ms: number; what: string };
  inputs: number;
}
const outcome: Outcome = { faults: [], slowest: { ms: 0, what: '' }, inputs: 0 };

async function send(
  e: Endpoint,
  path: string,
  body: string | undefined,
  what: string,
  headers: Record<string, string> = {},
) {
  const started = performance.now();
  const call = () =>
    api.call(path, {
      method: e.method,
      token,
      brandId: demo.brand,
      headers,
      ...(body === undefined ? {} : { body }),
    });
  let a = await call();
  if (a.code === 401 && e.session) {
    // A hostile call may have ended the session (logout takes no input): sign in again and repeat it.
    token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    a = await call();
  }
  const ms = performance.now() - started;
  outcome.inputs++;
  if (ms > outcome.slowest.ms) outcome.slowest = { ms, what: `${e.method} ${e.path} ${what}` };
  if (a.code === 500 || a.status >= 500)
    outcome.faults.push(`${e.method} ${e.path} ${what}: ${a.status} ${a.code} ${a.message}`);
  expect(ms, `${e.method} ${e.path} ${what}`).toBeLessThan(hangMs);
}

const deep = `${'['.repeat(3_000)}${']'.repeat(3_000)}`;
const truncatedMultipart =
  '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nname,mobile\r\n';

function describeValue(v: unknown): string {
  if (v instanceof RawJson) return v.text;
  const t = JSON.stringify(v) ?? String(v);
  return t.length > 60 ? `${t.slice(0, 40)}…(${t.length} chars)` : t;
}

afterAll(() => api.close());

let routes = 0;

describe('hostile input, from the app routes', () => {
  // Each endpoint's schema is learnt from a first, harmless call, all of them before any hostility (a
  // hostile call may change what a later first call sees).
  it("learns every endpoint's input schema from a first call", { timeout: 300_000 }, async () => {
    for (const e of endpoints) {
      await send(e, concretePath(e.path, '1'), e.method === 'POST' ? '{}' : undefined, '(first call)');
    }
    expect(outcome.faults).toEqual([]);
  });

  // One test per endpoint: each has its own hang guard, and a red run names the route.
  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: never code 500, never a hang',
    { timeout: 120_000 },
    async (_name, e) => {
      const faultsBefore = outcome.faults.length;
      routes++;
      const schema = inputSchemas.get(`${e.method} ${e.path}`);
      const base = schema ? sample(schema) : {};
      const paths = schema ? fieldPaths(schema) : [];
      // A field the schema does not know, and the whole body replaced, for every route.
      const targets: Path[] = [['unknownField'], [], ...paths];
      if (e.path.includes(':') || e.path.includes('*')) {
        for (const segment of pathSegments)
          await send(e, concretePath(e.path, segment), undefined, `path ${segment}`);
      }
      const path = concretePath(e.path, '1');
      const sendAt = async (target: Path, value: unknown) => {
        const what = `${target.join('.') || '(body)'}=${describeValue(value)}`;
        if (e.method === 'GET') {
          const key = String(target[0] ?? 'id');
          await send(e, `${path}${queryOf({ ...(base as object), [key]: value })}`, undefined, what);
        } else {
          await send(e, path, bodyText(withValueAt(base, target, value)), what);
        }
      };
      // Every field gets the named kinds of hostility; fast-check adds random ones on top (the
      // 100,000-character string among them). A long string in every field of every route would make
      // this a benchmark of the keyword searches, not a search for faults: each route gets it in its
      // first field and in an unknown one.
      const named = ['a\u0000b', '\ud800x', 2_147_483_648, '2024-13-45', { a: [1] }];
      for (const target of targets) for (const value of named) await sendAt(target, value);
      const long = 'x'.repeat(100_000);
      await sendAt(['unknownField'], long);
      if (paths[0]) await sendAt(paths[0], long);
      if (e.method === 'GET') await send(e, `${path}${queryOf({ id: 1 }, true)}`, undefined, 'id=%ZZ');
      if (e.method === 'POST') {
        // Bodies no parser should walk into a fault: nesting past any contract (a 6 KB body 3,000
        // arrays deep, whole and in a field), multipart without its boundary or cut short, and JSON
        // that does not say it is JSON.
        await sendAt([], new RawJson(deep));
        if (paths[0]) await sendAt(paths[0], new RawJson(deep));
        await send(e, path, '--x\r\n', 'multipart without a boundary', {
          'Content-Type': 'multipart/form-data',
        });
        await send(e, path, truncatedMultipart, 'multipart cut short', {
          'Content-Type': 'multipart/form-data; boundary=cut',
        });
        await send(e, path, '{}', 'JSON sent as text/plain', { 'Content-Type': 'text/plain' });
      }
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...targets), hostileValue, async (target, value) => {
          await sendAt(target, value);
        }),
        { numRuns: Math.min(12, 4 + targets.length) },
      );
      expect(outcome.faults.slice(faultsBefore)).toEqual([]);
    },
  );

  it('prints what it sent; the server still answers, with the same data', async () => {
    console.log(`${routes} routes, ${outcome.inputs} inputs, ${outcome.faults.length} answers of code 500`);
    console.log(`slowest call: ${outcome.slowest.ms.toFixed(0)} ms, ${outcome.slowest.what}`);
    expect(routes).toBe(endpoints.length);
    expect(outcome.faults).toEqual([]);
    const after = await api.call('/brand/manage/userinfo.html', { token, brandId: demo.brand });
    expect(after.code).toBe(0);
  });
});
