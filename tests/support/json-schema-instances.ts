/**
 * Valid and invalid instances of a JSON Schema (the subset the API document uses), for the walk of
 * server/openapi/openapi-walk.test.ts. Valid values are chosen to touch nothing seeded: ids are far past
 * any row, so a valid call is refused as "not found" at worst, never for its shape.
 */

type Json = Record<string, unknown>;
export type Resolve = (schema: Json) => Json;

/** An id no seeded row has, under the database integer's limit. */
const farId = 2_000_000_000;

/** Strings tried, in order, against a pattern that has no example. */
const candidates = [
  'a',
  'abc',
  'walk-1',
  '1',
  '1.00',
  '2026-01-02',
  '2026-01-02 03:04:05',
  '13800138000',
  '#336699',
  '11010519491231002X',
  'https://example.com/a',
  'walk@example.com',
  'A1',
];

function types(schema: Json): string[] {
  const t = schema.type;
  return Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
}

function stringOf(schema: Json, full: boolean): string {
  const examples = schema.examples as unknown[] | undefined;
  if (examples?.length) return String(examples[0]);
  if (schema.example !== undefined) return String(schema.example);
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? 64);
  const fits = (s: string) => s.length >= min && s.length <= max;
  switch (schema.format) {
    case 'email':
      return 'walk@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/a';
    case 'date':
      return '2026-01-02';
    case 'date-time':
      return '2026-01-02T03:04:05Z';
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = candidates.find((c) => pattern.test(c) && fits(c));
    if (found !== undefined) return found;
    throw new Error(`no instance for pattern ${schema.pattern} (the field wants an example)`);
  }
  const base = full ? 'walk' : 'w';
  return base
    .repeat(Math.ceil(Math.max(min, 1) / base.length))
    .slice(0, Math.max(min, Math.min(max, base.length)));
}

function numberOf(schema: Json, name: string, integer: boolean): number {
  const lo =
    schema.minimum !== undefined ? Number(schema.minimum) : Number(schema.exclusiveMinimum ?? -1) + 1;
  const hi = schema.maximum !== undefined ? Number(schema.maximum) : Number.POSITIVE_INFINITY;
  if (/(^id$|Id$|^ids$)/.test(name) && farId >= lo && farId <= hi) return farId;
  const value = Math.min(Math.max(lo, integer ? 1 : 1), hi);
  return integer ? Math.ceil(value) : value;
}

/** A value the schema takes: with `full`, every optional property and one item in every list. */
export function instanceOf(schema: Json, resolve: Resolve, full: boolean, name = ''): unknown {
  const s = resolve(schema);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return (s.enum as unknown[]).find((v) => v !== null) ?? s.enum[0];
  if (Array.isArray(s.examples) && s.examples.length > 0 && types(s)[0] !== 'string') return s.examples[0];
  const branches = (s.oneOf ?? s.anyOf) as Json[] | undefined;
  if (branches && !s.properties) {
    const branch = branches.find((b) => !types(resolve(b)).includes('null') || types(resolve(b)).length > 1);
    return instanceOf(branch ?? branches[0] ?? {}, resolve, full, name);
  }
  if (types(s).length === 1 && types(s)[0] === 'null') return null;
  const type = types(s).find((t) => t !== 'null') ?? (s.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      return stringOf(s, full);
    case 'integer':
      return numberOf(s, name, true);
    case 'number':
      return numberOf(s, name, false);
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(Number(s.minItems ?? 0), full ? 1 : 0);
      const item = (s.items ?? {}) as Json;
      const singular = name.replace(/s$/, '');
      return Array.from({ length: count }, () => instanceOf(item, resolve, full, singular));
    }
    case 'object':
      return objectOf(s, resolve, full);
    default:
      return 'walk';
  }
}

/** The properties the chosen one-of branch forbids: those only the other branches require. */
function excluded(s: Json, resolve: Resolve): Set<string> {
  const branches = (s.oneOf as Json[] | undefined)?.map(resolve) ?? [];
  if (branches.length === 0) return new Set();
  const [chosen, ...others] = branches;
  const mine = new Set((chosen?.required ?? []) as string[]);
  return new Set(others.flatMap((b) => ((b.required ?? []) as string[]).filter((r) => !mine.has(r))));
}

function objectOf(s: Json, resolve: Resolve, full: boolean): Json {
  const properties = (s.properties ?? {}) as Record<string, Json>;
  const required = new Set((s.required ?? []) as string[]);
  const branches = (s.oneOf ?? s.anyOf) as Json[] | undefined;
  const chosen = (branches?.map(resolve)[0]?.required ?? []) as string[];
  for (const r of chosen) required.add(r);
  const skip = excluded(s, resolve);
  const out: Json = {};
  for (const [key, property] of Object.entries(properties)) {
    if (skip.has(key)) continue;
    if (required.has(key) || full) out[key] = instanceOf(property, resolve, full, key);
  }
  // A required key of a record (a column per field), which only `additionalProperties` describes.
  const rest = s.additionalProperties;
  for (const key of required)
    if (!(key in properties) && typeof rest === 'object' && rest !== null)
      out[key] = instanceOf(rest as Json, resolve, full, key);
  // A rule between two fields (a password typed twice), which the schema says as `x-same-value`.
  const [one, other] = (s['x-same-value'] ?? []) as string[];
  if (one && other && other in out) out[other] = out[one];
  return out;
}

export interface Mutation {
  what: string;
  value: unknown;
}

/** Invalid variants of a valid object `base`, one problem each (the caller keeps those its validator refuses). */
export function mutationsOf(schema: Json, resolve: Resolve, base: unknown): Mutation[] {
  const s = resolve(schema);
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return [];
  const out: Mutation[] = [];
  const with_ = (key: string, value: unknown) => ({ ...(base as Json), [key]: value });
  out.push({ what: 'an unknown field', value: with_('walkUnknown', 1) });
  for (const r of (s.required ?? []) as string[]) {
    const { [r]: _, ...rest } = base as Json;
    out.push({ what: `no ${r}`, value: rest });
  }
  const properties = (s.properties ?? {}) as Record<string, Json>;
  for (const [key, raw] of Object.entries(properties)) {
    const p = resolve(raw);
    const current = (base as Json)[key];
    out.push({ what: `${key}: null`, value: with_(key, null) });
    if (typeof current === 'number') {
      out.push({ what: `${key} as a numeric string`, value: with_(key, String(current)) });
      out.push({ what: `${key} as a fraction`, value: with_(key, current + 0.5) });
      if (p.maximum !== undefined)
        out.push({ what: `${key} past its maximum`, value: with_(key, Number(p.maximum) + 1) });
      if (p.minimum !== undefined)
        out.push({ what: `${key} under its minimum`, value: with_(key, Number(p.minimum) - 1) });
    }
    if (typeof current === 'string') {
      out.push({ what: `${key} as a number`, value: with_(key, 12345) });
      if (p.maxLength !== undefined)
        out.push({ what: `${key} past its length`, value: with_(key, 'w'.repeat(Number(p.maxLength) + 1)) });
      if (Array.isArray(p.enum))
        out.push({ what: `${key} outside its enum`, value: with_(key, 'walk-not-listed') });
      if (typeof p.pattern === 'string' || p.format)
        out.push({ what: `${key} out of its format`, value: with_(key, 'walk !') });
    }
    if (typeof current === 'boolean') out.push({ what: `${key} as a string`, value: with_(key, 'yes') });
    if (Array.isArray(current)) {
      out.push({ what: `${key} as an object`, value: with_(key, {}) });
      if (p.maxItems !== undefined)
        out.push({
          what: `${key} past its count`,
          value: with_(
            key,
            Array.from({ length: Number(p.maxItems) + 1 }, () => current[0] ?? 1),
          ),
        });
    }
  }
  return out;
}
