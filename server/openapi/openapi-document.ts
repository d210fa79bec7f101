import type { Hono } from 'hono';
import { type ZodType, z } from 'zod';
import { aiChatBody, aiPaths, aiTaskContext } from '../../contract/ai.ts';
import { authPaths } from '../../contract/auth.ts';
import { customerPaths } from '../../contract/customer.ts';
import { headers, maxPageSize } from '../../contract/envelope.ts';
import { liveEventPaths } from '../../contract/live-events.ts';
import { siteMaxAgeSeconds, siteMaxPage, sitePageSize, sitePrefix } from '../../contract/site.ts';
import { uploadPaths } from '../../contract/upload.ts';
import { captchaCookie } from '../auth/captcha.ts';
import { healthPaths } from '../health.ts';
import { apiDocsCssPath, apiDocsPath, openApiPath } from './api-docs-paths.ts';
import { type AppEndpoint, endpointsOf } from './app-endpoints.ts';
import { ruleTitle, siteTag } from './doc-labels.ts';
import recordedExamples from './examples.generated.json' with { type: 'json' };
import { operationSummaries, tagDescriptions } from './operation-words.ts';
import { answerComponents } from './route-schemas.generated.ts';
import { type RouteSchemas, schemasByEndpoint } from './route-schemas.ts';

type Json = Record<string, unknown>;

/**
 * Per `METHOD path`: a request the server took and its success answer, recorded from the seeded demo
 * by `npm run openapi:examples` (scripts/api-examples.ts); the schema walk checks each against its schema.
 */
const examples = recordedExamples as Record<
  string,
  { request?: unknown; query?: Record<string, unknown>; answer?: unknown } | undefined
>;
const exampleOf = (e: AppEndpoint) => examples[`${e.method} ${e.path}`];
/** `{ example }` when there is one (an operation added since the examples were recorded has none). */
const exampled = (value: unknown): Json => (value === undefined ? {} : { example: value });

/** One operation of the document with what the reference page shows of it. */
export interface DescribedOperation {
  endpoint: AppEndpoint;
  /** The OpenAPI path: `{brandId}` for Hono's `:brandId`, `{path}` for a trailing `*`. */
  path: string;
  tag: string;
  operation: Json;
}

export interface ApiDocument {
  document: Json;
  operations: DescribedOperation[];
  /** `METHOD path` of mounted routes whose handler the generated map does not know (none, when fresh). */
  undescribed: string[];
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Values a preprocessing step may take in besides what its schema says (blank filters, 0/1 toggles). */
const probes: unknown[] = [null, '', 'true', 'false', '1', '0', 1, 0];

const jsonTypeOf = (v: unknown) =>
  v === null ? 'null' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v;

function admits(schema: Json, value: unknown): boolean {
  if ('const' in schema) return schema.const === value;
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const t = jsonTypeOf(value);
  return types.includes(t) || (t === 'integer' && types.includes('number'));
}

/** Replaces a JSON Schema node in place (zod's override hands the node to change). */
function replace(node: Json, by: Json) {
  for (const key of Object.keys(node)) delete node[key];
  Object.assign(node, by);
}

/**
 * What zod's JSON Schema cannot see, said as the server runs it: a coerced number also takes its
 * digits as a string (SPEC §7's query merge, a `GET ?id=`); a preprocessed field takes what its step
 * turns into a value (a blank filter, `"1"` for a toggle), found by asking the schema itself; a field
 * declared `undefined` is not taken at all (a list without a choice of `sort`), so it is left out and the
 * closed object refuses it.
 */
function serverTruth(ctx: { zodSchema: unknown; jsonSchema: Json }) {
  const schema = ctx.zodSchema as ZodType;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const node = ctx.jsonSchema;
  if (def.type === 'number' && def.coerce === true) {
    const digits = node.type === 'integer' ? '^-?[0-9]+$' : '^-?[0-9]+(\\.[0-9]+)?$';
    const { description, ...number } = node;
    // Coercion reads null, '' and booleans as numbers too (`Number(null)` is 0): said, not hidden.
    const extra = [null, '', true, false].filter((p) => schema.safeParse(p).success);
    replace(node, {
      anyOf: [number, { type: 'string', pattern: digits }, ...extra.map((p) => ({ const: p }))],
      description: [
        description,
        'A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.',
      ]
        .filter(Boolean)
        .join(' '),
    });
    return;
  }
  if (def.type === 'pipe' && (def.in as ZodType)._zod.def.type === 'transform') {
    const extra = probes.filter((p) => !admits(node, p) && schema.safeParse(p).success);
    if (extra.length === 0) return;
    const { description, ...rest } = node;
    replace(node, {
      anyOf: [rest, ...extra.map((p) => ({ const: p }))],
      ...(description ? { description } : {}),
    });
    return;
  }
  if (def.type === 'pipe') {
    // A text trimmed, then checked (`'' | a pattern`): the check is the second schema's, which zod's
    // input side does not show; the first's limits (a length) stay beside it.
    const out = def.out as ZodType;
    if (out._zod.def.type === 'transform') return;
    const { $schema: _, ...checked } = z.toJSONSchema(out, jsonSchemaOptions) as Json;
    if (checked.type !== undefined && checked.type !== node.type) return;
    replace(node, { ...node, ...checked });
    return;
  }
  if (def.type === 'object' && node.properties) {
    const shape = def.shape as Record<string, ZodType>;
    const properties = node.properties as Json;
    // A field whose preprocessing hides that it must be there (a slide's image) is required all the same.
    const required = new Set((node.required ?? []) as string[]);
    // And one whose preprocessing takes its absence (a form's `hasHeader`, true when left out) is not.
    for (const [key, field] of Object.entries(shape))
      if (key in properties)
        if (!field.safeParse(undefined).success) required.add(key);
        else required.delete(key);
    if (required.size > 0) node.required = [...required];
    else delete node.required;
    for (const [key, field] of Object.entries(shape)) {
      const inner =
        field._zod.def.type === 'optional'
          ? (field._zod.def as unknown as { innerType: ZodType }).innerType
          : field;
      if (inner._zod.def.type === 'undefined') {
        delete properties[key];
        if (key === 'sort')
          node.description = [
            node.description,
            'This list has one order, its own (the spec gives it no choice of sort): a body naming `sort` is refused with code 1.',
          ]
            .filter(Boolean)
            .join(' ');
      }
    }
  }
}

const jsonSchemaOptions = {
  target: 'draft-2020-12',
  io: 'input',
  unrepresentable: 'any',
  override: serverTruth,
} as const;

function jsonSchemaOf(schema: ZodType): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, jsonSchemaOptions) as Json;
  if (schema === aiChatBody) return { ...rest, ...chatContextRules() };
  return rest;
}

/** The assistant's `context` is checked by its `task` (contract/ai.ts's aiTaskContext): one `if` each. */
function chatContextRules(): Json {
  // Each branch names all three fields (`true`: as the object itself says), so a validator that holds
  // every schema closed (Redocly's example check) does not take the others for unknown ones.
  const others = { task: true, messages: true, context: true };
  return {
    allOf: Object.entries(aiTaskContext).map(([task, context]) => ({
      if:
        task === 'chat'
          ? { not: { required: ['task'], properties: others } }
          : { required: ['task'], properties: { ...others, task: { const: task } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
      then: { properties: { ...others, context: { anyOf: [jsonSchemaOf(context), { type: 'null' }] } } },
    })),
    description:
      'The conversation, the member’s last message at the end (`role: user`), at most 60,000 characters in all; `context` is what the task works from, as each task’s rule says.',
  };
}

function oneOrAny(schemas: Json[]): Json {
  const distinct = schemas.filter(
    (s, i) => schemas.findIndex((t) => JSON.stringify(t) === JSON.stringify(s)) === i,
  );
  return distinct.length === 1 ? (distinct[0] ?? {}) : { anyOf: distinct };
}

/** Hono's `/site/:brandId/article/:file` and `/uploads/*` as OpenAPI templates. */
function templated(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');
}

function pathParameters(path: string): Json[] {
  return [...templated(path).matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'brandId' ? { type: 'integer', minimum: 1 } : { type: 'string' },
    ...(name === 'file' ? { description: '`<id>.json` (an article) or `<slug>.json` (a page).' } : {}),
    ...(name === 'path' ? { description: 'The stored file’s key, as an upload answered it.' } : {}),
  }));
}

/** `/crm/tag/add.html` → `/crm/tag`: the group a call is listed under. */
function tagOf(path: string): string {
  if (path.startsWith(`${sitePrefix}/`)) return siteTag;
  const parts = path.split('/').filter(Boolean);
  return parts.length <= 1 ? '/' : `/${parts.slice(0, -1).join('/')}`;
}

function operationId(e: AppEndpoint): string {
  const words = e.path
    .replace(/\.(html|json)$/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [e.method.toLowerCase(), ...words].join('_');
}

/** The rule and session an endpoint needs, in words (the document's language is English). */
function accessInWords(e: AppEndpoint): string {
  if (!e.session) return 'Public: no session needed.';
  const title = e.rule ? ruleTitle.get(e.rule)?.en : undefined;
  const needs = e.rule
    ? `the rule \`${e.rule}\`${title ? ` (${title})` : ''}, which the owner role holds and other roles hold when granted`
    : 'no rule: any signed-in member may call it';
  return `Needs a session${e.brand ? ' in a chosen brand' : ''}; ${needs}.`;
}

function envelope(code: Json, data: Json, description?: string): Json {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    required: ['code', 'message', 'data'],
    properties: {
      code,
      message: { type: 'string', description: 'In the caller’s language (Accept-Language).' },
      data,
    },
  };
}

const sharedSchemas: Json = {
  InvalidInput: {
    type: 'object',
    description: 'Bad input: every failing field with its message, so a form marks each one.',
    required: ['fields'],
    properties: {
      fields: {
        type: 'array',
        items: {
          type: 'object',
          required: ['field', 'message'],
          properties: {
            field: { type: 'string', description: 'Dotted path, e.g. `list.0.id`.' },
            message: { type: 'string' },
          },
        },
      },
    },
  },
  MemberDisabled: {
    type: 'object',
    description:
      'The member was disabled in this brand (an administrator of that brand can enable them again); the message says so, naming the brand.',
    required: ['reason', 'brandId', 'brandTitle'],
    properties: {
      reason: { const: 'memberDisabled' },
      brandId: { type: 'integer' },
      brandTitle: { type: 'string' },
    },
  },
  LoginFailure: {
    type: 'object',
    description:
      'A refused sign-in: what the next attempt needs (`captchaRequired`, `captchaMinutes`, `lockedMinutes`) and the field the message is about (null: the whole form). With `reason: memberDisabled` the password was right but the account is disabled in every brand it belongs to; `disabledIn` names them, and no session is opened.',
    required: ['captchaRequired', 'captchaMinutes', 'lockedMinutes', 'field'],
    properties: {
      captchaRequired: { type: 'boolean' },
      captchaMinutes: { type: 'integer', minimum: 0 },
      lockedMinutes: { type: 'integer', minimum: 0 },
      field: { enum: ['password', 'verifycode', null] },
      reason: { const: 'memberDisabled' },
      disabledIn: {
        type: 'array',
        items: {
          type: 'object',
          required: ['brandId', 'brandTitle'],
          properties: { brandId: { type: 'integer' }, brandTitle: { type: 'string' } },
        },
      },
    },
  },
  BusinessError: envelope(
    { type: 'integer', const: 1 },
    {
      anyOf: [{ type: 'null' }, ref('InvalidInput'), ref('LoginFailure'), ref('UploadFilesResult')],
      description:
        '`InvalidInput` for bad input or a refused field; `LoginFailure` for a refused sign-in; `UploadFilesResult` when every file of an upload was refused (each with its reason); otherwise null.',
    },
    'code 1: refused (bad input, a taken name, a rule of the business). The message says why.',
  ),
  SignedOut: envelope(
    { type: 'integer', const: 401 },
    { anyOf: [{ type: 'null' }, ref('MemberDisabled')] },
    'code 401: no session, or it expired or was revoked. When it was ended because the member was disabled in a brand, `data` is `MemberDisabled` and the message names the brand.',
  ),
  Forbidden: envelope(
    { type: 'integer', const: 403 },
    { anyOf: [{ type: 'null' }, ref('MemberDisabled')] },
    'code 403: no brand chosen, not a member of the brand (`data` is `MemberDisabled` when the membership there was disabled), the rule not granted, or the XSRF header missing.',
  ),
  Fault: envelope(
    { type: 'integer', const: 500 },
    { type: 'null' },
    'code 500: a fault of the server; no detail leaves it.',
  ),
  TransportError: {
    type: 'object',
    description:
      'An HTTP error (404, 413): a transport fault, reported by the console as "API error <status>".',
    required: ['code', 'message', 'data'],
    properties: { code: { type: 'integer' }, message: { type: 'string' }, data: { type: 'null' } },
  },
};

const components = {
  securitySchemes: {
    bearer: {
      type: 'http',
      scheme: 'bearer',
      description:
        'The token `POST /auth/brandmanager/userpwd.html` answers (`data.token`), as `Authorization: Bearer <token>`.',
    },
  },
  parameters: {
    BrandId: {
      name: headers.brandId,
      in: 'header',
      required: true,
      description:
        'The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language.',
      schema: { type: 'integer', minimum: 1 },
    },
    XsrfToken: {
      name: headers.xsrf,
      in: 'header',
      required: false,
      description:
        'The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out.',
      schema: { type: 'string' },
    },
    AcceptLanguage: {
      name: 'Accept-Language',
      in: 'header',
      required: false,
      description: 'The language of `message`: `zh-CN` (default) or `en`.',
      schema: { type: 'string', examples: ['zh-CN', 'en'] },
    },
  },
  responses: {
    PayloadTooLarge: {
      description: 'HTTP 413: a JSON body over 1 MB, or an upload over its limit; refused before it is read.',
      content: { 'application/json': { schema: ref('TransportError') } },
    },
    UnsupportedMediaType: {
      description:
        'HTTP 415: a body whose `Content-Type` is not `application/json` (a form, `text/plain`); it is not read.',
      content: { 'application/json': { schema: ref('TransportError') } },
    },
    HeadersTooLarge: {
      description:
        'HTTP 431: the request line and headers together over 16 KB (Node’s limit), answered by the HTTP server before the app; no body.',
    },
  },
};

/** Answers that are not the JSON envelope: by the path the app mounts them at. */
const rawAnswers: Record<
  string,
  { type: string; schema: Json; description: string; refusals: boolean; notFound?: string }
> = {
  [aiPaths.chat]: {
    type: 'text/event-stream',
    schema: {
      type: 'string',
      description: 'Server-sent events; each `data:` line is one JSON `AiStreamEvent`.',
      contentSchema: ref('AiStreamEvent'),
    },
    description:
      'A stream of server-sent events: `{ delta }` as text comes, then `{ done, usage }`, or `{ error }` if it broke off. A refusal before the stream starts is the JSON envelope.',
    refusals: true,
  },
  [liveEventPaths.stream]: {
    type: 'text/event-stream',
    schema: {
      type: 'string',
      description:
        'Server-sent events named `ready`, `rules`, `session` and `inbox`; each `data:` line is JSON (contract/live-events.ts). A comment line every 25 s keeps proxies from closing it.',
    },
    description:
      'The console’s live events, one stream per signed-in console: `rules` (read the menu again), `session` (the session is over; the stream ends; its data is `MemberDisabled` when the member was disabled in the stream’s brand, else `{}`), `inbox` (the message count changed). A stream that cannot be opened answers the JSON envelope (code 401 for a session that is over); 204 without a brand membership.',
    refusals: true,
  },
  [healthPaths.alive]: {
    type: 'application/json',
    schema: { type: 'object', properties: { status: { const: 'ok' } }, required: ['status'] },
    description:
      'The process is alive (for a load balancer). Plain JSON, not the envelope; needs no sign-in.',
    refusals: false,
  },
  [healthPaths.ready]: {
    type: 'application/json',
    schema: {
      type: 'object',
      properties: {
        status: { enum: ['ready', 'unavailable'] },
        database: { type: 'boolean', description: 'The database answered within 2 s.' },
        migrations: { type: 'boolean', description: 'The schema migrations are done.' },
        jobs: { type: 'boolean', description: 'The job queue has started.' },
        accepting: { type: 'boolean', description: 'The process is not shutting down.' },
      },
      required: ['status', 'database', 'migrations', 'jobs', 'accepting'],
    },
    description:
      'The process takes calls: database reachable, migrations done, job queue started, not shutting down. HTTP 200 when ready, 503 with what is missing otherwise. Plain JSON; needs no sign-in.',
    refusals: false,
  },
  [customerPaths.export]: {
    type: 'text/csv',
    schema: { type: 'string', description: 'UTF-8 CSV, a header row then one row per customer.' },
    description: 'The customers the filter matches, as a CSV download. A refusal is the JSON envelope.',
    refusals: true,
  },
  [authPaths.verifyCode]: {
    type: 'image/svg+xml',
    schema: { type: 'string' },
    description: 'A new captcha picture; its answer is kept for the caller’s next sign-in.',
    refusals: false,
  },
  [authPaths.verifyCodeAudio]: {
    type: 'audio/wav',
    schema: { type: 'string', contentMediaType: 'audio/wav' },
    description:
      'The current captcha (the one whose cookie `GET /verifycode.html` set), spoken; `?lang=en` for English, else Accept-Language. Playing it does not use the answer up.',
    refusals: false,
    notFound: 'No captcha cookie, or its captcha has expired (5 minutes): get a new picture first.',
  },
  [uploadPaths.private]: {
    type: '*/*',
    schema: { type: 'string', contentMediaType: 'application/octet-stream' },
    description:
      'A private file (an agent’s licence or id card scan) by `?key=`, to a member of its brand whose role may read agents; never cached. The file comes in its own type (`Content-Type` is the type it was stored as); a refusal (no such file in the brand, no session, no right) is the JSON envelope, in the same answer’s place.',
    refusals: true,
  },
  '/uploads/*': {
    type: '*/*',
    schema: { type: 'string', contentMediaType: 'application/octet-stream' },
    description:
      'An uploaded file, as stored, in the type it was stored as (local storage only; with S3 files are answered by the bucket).',
    refusals: false,
    notFound: 'No file is stored under that key.',
  },
  [openApiPath]: {
    type: 'application/json',
    schema: { type: 'object', description: 'This document (OpenAPI 3.1).' },
    description: 'This document, built once from the mounted routes and the contract’s schemas.',
    refusals: false,
  },
  [apiDocsPath]: {
    type: 'text/html',
    schema: { type: 'string' },
    description: 'This document as a page, in zh-CN or en (`?lang=`, else Accept-Language).',
    refusals: false,
  },
  [apiDocsCssPath]: {
    type: 'text/css',
    schema: { type: 'string' },
    description: 'The reference page’s style sheet.',
    refusals: false,
  },
  '/bench/hello.html': {
    type: 'application/json',
    schema: envelope({ type: 'integer', const: 0 }, { type: 'null' }),
    description: 'A bare answer with no session and no database call, for the benchmark.',
    refusals: false,
  },
};

/** The site API's query parameters (read by hand in server/modules/platform/site.routes.ts, not by a schema). */
const siteQuery: Record<string, Json[]> = {
  '/site/:brandId/articles.json': [
    {
      name: 'node',
      in: 'query',
      required: false,
      description: 'A category’s id or slug: it and those under it.',
      schema: { type: 'string', maxLength: 60 },
    },
    {
      name: 'page',
      in: 'query',
      required: false,
      description: `1 to ${siteMaxPage}; ${sitePageSize} articles a page.`,
      schema: { type: 'integer', minimum: 1, maximum: siteMaxPage },
    },
  ],
  '/site/:brandId/slides.json': [
    {
      name: 'position',
      in: 'query',
      required: false,
      description: 'Only the slides of this position.',
      schema: { type: 'string' },
    },
  ],
};

function requestOf(
  e: AppEndpoint,
  schemas: RouteSchemas | undefined,
): { parameters: Json[]; requestBody?: Json } {
  const parameters: Json[] = [];
  if (!schemas) return { parameters };
  const example = exampleOf(e);
  for (const query of schemas.query) {
    const schema = jsonSchemaOf(query);
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    const required = new Set((schema.required ?? []) as string[]);
    // Parameters cannot say "one of these two": each one's description does, from the object's rule.
    const either = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
    const together = either?.flatMap((b) => (b.required ?? []) as string[]) ?? [];
    for (const [name, property] of Object.entries(properties))
      if (!parameters.some((p) => p.name === name))
        parameters.push({
          name,
          in: 'query',
          required: required.has(name),
          schema: property,
          ...(together.includes(name) ? { description: String(schema.description) } : {}),
          ...exampled(example?.query?.[name]),
        });
  }
  if (schemas.multipart) {
    const fields = schemas.form.map(jsonSchemaOf);
    const properties: Json = {
      file: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: 'The file (a part with a file name).',
      },
    };
    for (const f of fields) Object.assign(properties, f.properties ?? {});
    const required = ['file', ...fields.flatMap((f) => (f.required ?? []) as string[])];
    return {
      parameters,
      requestBody: {
        required: true,
        description: 'A multipart form, streamed: the file parts and the form’s fields.',
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required, properties },
            ...exampled(example?.request),
          },
        },
      },
    };
  }
  if (schemas.body.length > 0)
    return {
      parameters,
      requestBody: {
        required: e.method === 'POST',
        description: 'A JSON object; a field the schema does not name is refused (code 1).',
        content: {
          'application/json': {
            schema: oneOrAny(schemas.body.map(jsonSchemaOf)),
            ...exampled(example?.request),
          },
        },
      },
    };
  return { parameters };
}

function codesInWords(e: AppEndpoint): string {
  const codes = ['`code 0` success', '`code 1` refused, with field messages for bad input'];
  if (e.session) codes.push('`code 401` no or expired session');
  if (e.session || e.xsrf) codes.push('`code 403` no brand, no rule or no XSRF header');
  codes.push('`code 500` a server fault');
  return `Always HTTP 200 with the envelope \`{ code, message, data }\`: ${codes.join('; ')}.`;
}

function refusalsOf(e: AppEndpoint): Json[] {
  return [
    ref('BusinessError'),
    ...(e.session ? [ref('SignedOut')] : []),
    ...(e.session || e.xsrf ? [ref('Forbidden')] : []),
    ref('Fault'),
  ];
}

function responsesOf(e: AppEndpoint, schemas: RouteSchemas | undefined): Json | null {
  const raw = rawAnswers[e.path];
  const tooLarge = e.method === 'POST' ? { '413': { $ref: '#/components/responses/PayloadTooLarge' } } : {};
  const readsJson =
    schemas !== undefined && !schemas.multipart && schemas.body.length > 0 && e.method === 'POST';
  const unsupported = readsJson ? { '415': { $ref: '#/components/responses/UnsupportedMediaType' } } : {};
  if (raw) {
    // `*/*` already takes the JSON envelope: one media type whose schema says both.
    const content: Json = raw.refusals
      ? raw.type === '*/*'
        ? { [raw.type]: { schema: { oneOf: [raw.schema, ...refusalsOf(e)] } } }
        : { [raw.type]: { schema: raw.schema }, 'application/json': { schema: { oneOf: refusalsOf(e) } } }
      : { [raw.type]: { schema: raw.schema, ...exampled(exampleOf(e)?.answer) } };
    const notFound = raw.notFound
      ? {
          '404': {
            description: `HTTP 404: ${raw.notFound}`,
            content: { 'application/json': { schema: ref('TransportError') } },
          },
        }
      : {};
    return { '200': { description: raw.description, content }, ...notFound, ...tooLarge, ...everyCall };
  }
  if (!schemas?.answer) return null;
  if (tagOf(e.path) === siteTag) return siteResponses(schemas.answer, exampleOf(e)?.answer);
  const success = envelope(
    { type: 'integer', const: 0 },
    schemas.answer,
    'code 0: done; `data` is the answer.',
  );
  return {
    '200': {
      description: codesInWords(e),
      content: {
        'application/json': {
          schema: { oneOf: [success, ...refusalsOf(e)] },
          ...exampled(exampleOf(e)?.answer),
        },
      },
    },
    ...tooLarge,
    ...unsupported,
    ...everyCall,
  };
}

/** What any call may meet before the app sees it. */
const everyCall = { '431': { $ref: '#/components/responses/HeadersTooLarge' } };

function siteResponses(answer: Json, example: unknown): Json {
  const failure = { content: { 'application/json': { schema: ref('TransportError') } } };
  return {
    '200': {
      description: `The published content. Carries \`ETag\` and \`Cache-Control: public, max-age=${siteMaxAgeSeconds}\`; may be read from any origin (CORS \`*\`, no credentials).`,
      headers: {
        ETag: {
          description: 'Changes whenever the brand publishes; send it back as `If-None-Match`.',
          schema: { type: 'string' },
        },
        'Cache-Control': { schema: { type: 'string' } },
      },
      content: {
        'application/json': { schema: envelope({ type: 'integer', const: 0 }, answer), ...exampled(example) },
      },
    },
    '304': { description: 'Not modified: `If-None-Match` named the current ETag. No body.' },
    '400': { description: 'A malformed parameter (`page`).', ...failure },
    '404': {
      description:
        'Not there for the public: another brand’s content, a draft, a hidden row, or a brand whose site API is off.',
      ...failure,
    },
  };
}

function operationOf(e: AppEndpoint, schemas: RouteSchemas | undefined): Json | null {
  const responses = responsesOf(e, schemas);
  if (!responses) return null;
  const site = tagOf(e.path) === siteTag;
  const { parameters, requestBody } = requestOf(e, schemas);
  const headerRefs = [
    ...(e.brand ? [{ $ref: '#/components/parameters/BrandId' }] : []),
    ...(e.xsrf ? [{ $ref: '#/components/parameters/XsrfToken' }] : []),
    ...(site ? [] : [{ $ref: '#/components/parameters/AcceptLanguage' }]),
  ];
  const siteHeaders = site
    ? [
        {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description: 'An ETag this call answered before: 304 while it is current.',
          schema: { type: 'string' },
        },
      ]
    : [];
  const title = e.rule ? ruleTitle.get(e.rule)?.en : undefined;
  return {
    operationId: operationId(e),
    tags: [tagOf(e.path)],
    summary: operationSummaries[`${e.method} ${e.path}`] ?? title ?? `${e.method} ${e.path}`,
    description: site
      ? 'Public, read-only: no session. Answers are cached per brand until it publishes again.'
      : `${accessInWords(e)}${e.xsrf ? ' A caller sending cookies must send `X-XSRF-TOKEN`.' : ''}`,
    'x-route': `${e.method} ${e.path}`,
    'x-rule': e.rule ?? null,
    'x-session': e.session,
    'x-brand': e.brand,
    security: e.session ? [{ bearer: [] }] : [],
    parameters: [
      ...pathParameters(e.path),
      ...(siteQuery[e.path] ?? []),
      ...parameters,
      ...headerRefs,
      ...siteHeaders,
    ],
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: any app's routes, whatever its environment type
export function buildApiDocument(app: Hono<any, any, any>): ApiDocument {
  const endpoints = endpointsOf(app);
  const schemas = schemasByEndpoint(endpoints);
  const paths: Record<string, Json> = {};
  const operations: DescribedOperation[] = [];
  const undescribed: string[] = [];
  for (const e of endpoints) {
    const operation = operationOf(e, schemas.get(e));
    if (!operation) {
      undescribed.push(`${e.method} ${e.path}`);
      continue;
    }
    const path = templated(e.path);
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation };
    operations.push({ endpoint: e, path, tag: tagOf(e.path), operation });
  }
  const tags = [...new Set(operations.map((o) => o.tag))]
    .sort((a, b) => (a === siteTag ? 1 : b === siteTag ? -1 : a.localeCompare(b)))
    .map((name) => ({ name, ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}) }));
  const document: Json = {
    openapi: '3.1.0',
    info: {
      title: 'Brand Console API',
      version: '1',
      contact: { name: 'The team that runs this server (its reference page is /api/docs)' },
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
      description: [
        'Every call the console makes, for a brand’s own systems to make too.',
        'Calls are `POST <path>.html` with a JSON body (confirm-delete calls `GET <path>.html?id=` or `?ids=`), and every answer is HTTP 200 with the envelope `{ code, message, data }`: `code 0` success, `1` refused (bad input lists each field in `data.fields`), `401` no session, `403` no right. HTTP 413 and 404 are transport faults.',
        [
          '**Signing in.** `POST /auth/brandmanager/loginstate.html` with `{ user }` says whether the next sign-in needs a captcha (`captchaRequired`; after a few wrong passwords it does, for `captchaMinutes`; after more the account is locked for `lockedMinutes`).',
          `When it does, \`GET /verifycode.html\` answers a picture and sets the HttpOnly cookie \`${captchaCookie}\` that remembers its answer (5 minutes; \`GET /verifycode/audio.html\` speaks it); send that cookie back with the sign-in and the characters read in the field \`verifycode\`.`,
          '`POST /auth/brandmanager/userpwd.html` with `{ user, password, verifycode? }` answers the session `token` (code 0) or a refusal whose `data` is `LoginFailure` (which field, whether a captcha is now needed).',
          'Then `POST /auth/brand/userbrandlist.html` lists the member’s brands and `POST /auth/brand/userselectbrand.html` with `{ brandId }` chooses one; send `Authorization: Bearer <token>` and `BrandId: <id>` on every call after that. `POST /auth/brandmanager/logout.html` ends the session.',
        ].join(' '),
        `Lists take \`{ page, pageSize (≤ ${maxPageSize}), keyword?, sort?, …filters }\` and answer \`{ list, total, page, pageSize }\`.`,
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: { ...components, schemas: { ...answerComponents, ...sharedSchemas } },
  };
  return { document, operations, undescribed };
}
