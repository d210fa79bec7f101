import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ZodType, z } from 'zod';
import { ResultCode } from '../contract/envelope.ts';
import type { InvalidInput } from '../contract/errors.ts';
import type { AppEnv } from './context.ts';
import type { MessageParams } from './core.messages.ts';
import { requestUndoHandle } from './kit/change.ts';
import type { MessageKey } from './messages.ts';

/** A refusal the caller should see: `code 1` (business), `401` or `403`, with a translated message. */
export class ApiError extends Error {
  constructor(
    readonly code: 1 | 401 | 403,
    readonly key: MessageKey,
    readonly params?: MessageParams,
    readonly data: unknown = null,
    /** The input field the refusal is about: the answer's `data` names it (InvalidInput). */
    readonly field?: string,
  ) {
    super(key);
  }
}

/**
 * A `code 1` refusal about one input field (a taken name, a wrong current password): answered like bad
 * input, `data.fields: [{ field, message }]` with the message, so a form marks that field.
 */
export function fieldRefusal(field: string, key: MessageKey, params?: MessageParams): ApiError {
  return new ApiError(ResultCode.business, key, params, null, field);
}

/** The answer's `data` for an ApiError: a field refusal's InvalidInput, else what the error carries. */
export function refusalData(error: ApiError, text: string): unknown {
  if (error.field === undefined) return error.data;
  const data: InvalidInput = { fields: [{ field: error.field, message: text }] };
  return data;
}

/**
 * A body past its size limit: a transport fault, so HTTP 413 ("API error 413" in the console), refused
 * before the body is read whole.
 */
export function payloadTooLarge(c: Context<AppEnv>) {
  c.set('resultCode', 413);
  return c.json({ code: 413, message: 'Payload Too Large', data: null }, 413);
}

/**
 * The answer of a call that went through. A write that recorded exactly one change that can be taken
 * back also carries its undo handle beside `data` (docs/decisions/undo.md); no other answer has `undo`.
 */
export function ok<T>(c: Context<AppEnv>, data: T, key: MessageKey = 'ok', params?: MessageParams) {
  c.set('resultCode', ResultCode.ok);
  const text = c.get('text')(key, params);
  const deps = c.get('deps');
  const undo = deps ? requestUndoHandle(deps.undo.has) : undefined;
  return c.json(
    undo ? { code: ResultCode.ok, message: text, data, undo } : { code: ResultCode.ok, message: text, data },
  );
}

export function fail(c: Context<AppEnv>, code: number, text: string, data: unknown = null) {
  c.set('resultCode', code);
  return c.json({ code, message: text, data });
}

function valueAt(raw: unknown, path: PropertyKey[]): unknown {
  let v = raw;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = Reflect.get(v, key);
  }
  return v;
}

/** The text and number params of a custom issue (the piece it names), for its message's places. */
function wordsOf(params: Record<string, unknown> | undefined): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params ?? {}))
    if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  return out;
}

const typeWords = ['number', 'string', 'boolean', 'array', 'object'] as const;

/** The expected type in the caller's words ("数字", "a number"); a type not named there as zod names it. */
function typeWord(t: Context<AppEnv>['var']['text'], expected: string): string {
  const word = typeWords.find((w) => w === expected);
  return word ? t(`type.${word}`) : expected;
}

// `raw` is the body as sent: coercing schemas report NaN for a missing number, not undefined.
export function fieldProblem(issue: z.core.$ZodIssue, raw: unknown, c: Context<AppEnv>): string {
  const t = c.get('text');
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(raw, issue.path) === undefined
        ? t('field.required')
        : t('field.type', { type: typeWord(t, issue.expected) });
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? t('field.required')
          : t('field.minChars', { n: Number(issue.minimum) });
      // `positive()` is "greater than 0": "at least 0" would tell the user 0 is fine.
      if (issue.inclusive === false) return t('field.gt', { n: Number(issue.minimum) });
      return t('field.min', { n: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'array') return t('field.maxItems', { n: Number(issue.maximum) });
      return issue.origin === 'string'
        ? t('field.maxChars', { n: Number(issue.maximum) })
        : t('field.max', { n: Number(issue.maximum) });
    case 'unrecognized_keys':
      return t('field.unknown', { keys: issue.keys.join(', ') });
    // A flag of several accepted forms (toggleValue): one that is missing is missing, not malformed.
    case 'invalid_union':
      return valueAt(raw, issue.path) === undefined ? t('field.required') : t('field.invalid');
    // An enum (`type`, `kind`): the values it takes, so the caller sees what to send.
    case 'invalid_value':
      return t('field.oneOf', { values: issue.values.map(String).join(', ') });
    case 'invalid_format':
      // Formats that say what they want (contract/platform.ts): a web address, a slug, a position.
      if (issue.message === 'url' || issue.format === 'url') return t('field.url');
      if (issue.message === 'slug') return t('field.slug');
      if (issue.message === 'position') return t('field.position');
      return t('field.invalid');
    case 'custom':
      if (issue.message === 'mismatch') return t('passwordMismatch');
      // The assistant's conversation (contract/ai.ts).
      if (issue.message === 'lastUser') return t('field.lastUser');
      if (issue.message === 'tooLong') return t('field.tooLong');
      if (issue.message === 'color') return t('field.color');
      // decimalSchema (contract/rule-schema.ts): the problem and the rule's range.
      if (issue.message.startsWith('decimal.')) {
        const rule = issue.params ?? {};
        if (issue.message === 'decimal.range')
          return t('field.decimalRange', { min: String(rule.min), max: String(rule.max) });
        return t('field.decimal', { places: String(rule.places) });
      }
      if (issue.message === 'required') return t('field.required');
      // A schema that words its own problem names the message (`field.idCard.check`).
      return issue.message.startsWith('field.') && c.get('isMessageKey')(issue.message)
        ? t(issue.message, wordsOf(issue.params))
        : t('field.invalid');
    default:
      return t('field.invalid');
  }
}

const jsonType = /^application\/json\s*(;|$)/i;

/**
 * Parses the JSON body with a contract schema. Bad input is a `code 1` whose message says the first
 * failing field and whose data lists all of them (InvalidInput), so forms can mark each field.
 */
export async function parseBody<S extends ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim() !== '') {
    // Read as JSON only when it says so: a form or text body is not guessed at. A transport fault,
    // answered like 413 (the console never sends one).
    if (!jsonType.test(c.req.header('content-type') ?? '')) {
      c.set('resultCode', 415);
      throw new HTTPException(415, {
        res: c.json({ code: 415, message: 'Unsupported Media Type', data: null }, 415),
      });
    }
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ApiError(ResultCode.business, 'badJson');
    }
  }
  return parseInput(c, schema, raw);
}

/** Parses the query string (a confirm-delete GET's `?id=`) like parseBody parses a body. */
export function parseQuery<S extends ZodType>(c: Context<AppEnv>, schema: S): z.output<S> {
  return parseInput(c, schema, c.req.query());
}

/**
 * A NUL (PostgreSQL's text refuses it) or a UTF-16 surrogate without its pair (no UTF-8 form, so
 * neither a column nor the audit log can hold it). Refused before any schema runs, for every call.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL is what this looks for.
const unstorableChar = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Every such character, to drop them from text that is not typed (a file's own name). */
export const unstorableChars = new RegExp(unstorableChar.source, 'g');

/** The dotted path of every string in the input (and every key) that holds an unstorable character. */
function unstorableFields(raw: unknown, path = '', into: string[] = []): string[] {
  if (typeof raw === 'string') {
    if (unstorableChar.test(raw)) into.push(path);
  } else if (Array.isArray(raw)) {
    raw.forEach((v, i) => {
      unstorableFields(v, path ? `${path}.${i}` : String(i), into);
    });
  } else if (raw !== null && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw)) {
      const at = path ? `${path}.${k}` : k;
      if (unstorableChar.test(k)) into.push(at);
      else unstorableFields(v, at, into);
    }
  }
  return into;
}

/**
 * The schema each endpoint parsed its input with, by `METHOD /path`, as calls arrive: the hostile-input
 * property test reads it to build values for every field of every route without listing them.
 */
export const inputSchemas = new Map<string, ZodType>();

/** Parses already read input (a multipart form's fields) like parseBody. */
export function parseInput<S extends ZodType>(c: Context<AppEnv>, schema: S, raw: unknown): z.output<S> {
  const route = `${c.req.method} ${routePath(c)}`;
  if (!inputSchemas.has(route)) inputSchemas.set(route, schema);
  assertStorable(c, raw);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: fieldProblem(issue, raw, c),
  }));
  throw badInput(fields);
}

/**
 * The message says what is wrong with the first failing field, never its key: a manager reads it, and
 * only the endpoint knows the field's label. The key is in `data.fields`, where the console places the
 * problem at the field it shows (and a caller of the API reads which field it was).
 */
function badInput(fields: InvalidInput['fields']): ApiError {
  const detail = fields[0]?.message ?? '';
  const data: InvalidInput = { fields };
  return new ApiError(ResultCode.business, 'badInput', { detail }, data);
}

/** No contract nests deeper than a few levels; the limit leaves room and bounds every walk below. */
export const maxInputDepth = 64;

/** Whether arrays and objects nest deeper than `max`; iterative, so no body can exhaust the stack. */
function nestsDeeperThan(raw: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[raw, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, depth] = next;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= max) return true;
    for (const v of Object.values(value)) stack.push([v, depth + 1]);
  }
  return false;
}

/**
 * Refuses input nested deeper than any contract goes, or holding a character no column can store
 * (naming each such field): every parsed call does this first, and input read another way (an upload's
 * title) calls it itself.
 */
export function assertStorable(c: Context<AppEnv>, raw: unknown): void {
  if (nestsDeeperThan(raw, maxInputDepth))
    throw new ApiError(ResultCode.business, 'tooDeep', { max: maxInputDepth });
  const unstorable = unstorableFields(raw);
  if (unstorable.length > 0)
    throw badInput(unstorable.map((field) => ({ field, message: c.get('text')('field.unstorable') })));
}
