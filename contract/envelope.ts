import { z } from 'zod';

/** The `code` of every answer (docs/spec.md §8). Anything else is a transport fault. */
export const ResultCode = {
  ok: 0,
  business: 1,
  unauthorized: 401,
  forbidden: 403,
  fault: 500,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Every answer is this envelope, with HTTP 200. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  /**
   * On the answer of a write that can be taken back: the change record's id and until when
   * (contract/change-undo.ts). Absent everywhere else.
   */
  undo?: { id: number; until: string } | undefined;
}

/** Languages the server answers messages in; the console sends its own as `Accept-Language`. */
export const locales = ['zh-CN', 'en'] as const;
export type Locale = (typeof locales)[number];

/** The largest value a database `integer` holds (ids, order numbers): past it a query fails. */
export const maxInt4 = 2_147_483_647;

/** A row's id: a positive whole number a database `integer` holds, from a body (1) or a query ('1'). */
export const idField = /* @__PURE__ */ (() => z.coerce.number().int().positive().max(maxInt4))();

/**
 * Whether `YYYY-MM-DD…` names a day that exists (no 2024-13-45, no 2023-02-29, no year 0, which the
 * database has not) and, with a time after it, a time that exists: what the database would read.
 */
export function isRealTime(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(2000, mo - 1, d));
  day.setUTCFullYear(y);
  if (y < 1 || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return false;
  return text.length === 10 || !Number.isNaN(Date.parse(text.replace(' ', 'T')));
}

/**
 * The JSON Schema of a refinement over several fields, which zod's own JSON Schema cannot see: put on
 * the refined object with `.meta()`, so the API document says what the server checks.
 */
export function exactlyOneOf(...keys: string[]) {
  return {
    oneOf: keys.map((k) => ({ required: [k] })),
    description: `Exactly one of ${keys.map((k) => `\`${k}\``).join(' and ')}.`,
  };
}
/** Like exactlyOneOf, both given being taken as well. */
export function atLeastOneOf(...keys: string[]) {
  return {
    anyOf: keys.map((k) => ({ required: [k] })),
    description: `At least one of ${keys.map((k) => `\`${k}\``).join(' and ')}.`,
  };
}

/** A refinement that two fields are equal (a password typed twice), said in words and for the API walk. */
export function sameValue(first: string, second: string) {
  return { description: `\`${second}\` must equal \`${first}\`.`, 'x-same-value': [first, second] };
}

export const maxPageSize = 100;
export const defaultPageSize = 20;

/** The body of a call that takes no input: `{}` or nothing; an unknown field is refused like anywhere else. */
export const noInput = z.strictObject({});

/** The part of every list request the server understands; endpoint schemas extend it with filters. */
export const listQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(maxInt4).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  keyword: z.string().trim().max(100).optional(),
  sort: z.string().max(64).optional(),
});
export type ListQuery = z.input<typeof listQuery>;

/**
 * A keyword search counts its matches up to this many: past it the total answered is the cap with
 * `totalCapped: true` ("1,000+"), since an exact count of a broad search costs a scan of every match.
 */
export const listTotalCap = 1000;

export interface ListResult<T> {
  list: T[];
  /** Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
  total: number;
  page: number;
  pageSize: number;
  /** Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
  totalCapped?: boolean;
}

export const idBody = z.strictObject({ id: idField });
export type IdBody = z.input<typeof idBody>;

/**
 * The value of a docs/spec.md §3 toggle `{ id, <field>: boolean }`: a boolean, or 0/1 as older clients send
 * it. A module's toggle body is `z.strictObject({ id: idField, <field>: toggleValue })`.
 */
export const toggleValue = /* @__PURE__ */ (() =>
  z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1))();

/** docs/spec.md §3's toggle with its default field, `display`. */
export const displayToggleBody = /* @__PURE__ */ (() =>
  z.strictObject({ id: idField, display: toggleValue }))();
export type DisplayToggleBody = z.input<typeof displayToggleBody>;

/** docs/spec.md §3 sort item. */
export interface SortItem {
  id: number;
  ordernum: number;
}

/**
 * docs/spec.md §3 sort: `{ list: [{ id, ordernum }] }`. An empty list passes the schema and is refused by the
 * server's sortInBrand with "no sort items" (docs/spec.md §5), the message the spec names.
 */
export const sortBody = /* @__PURE__ */ (() =>
  z.strictObject({
    list: z
      .array(
        z.strictObject({
          id: idField,
          ordernum: z.coerce
            .number()
            .int()
            .min(-maxInt4 - 1)
            .max(maxInt4),
        }),
      )
      .max(1000),
  }))();
export type SortBody = z.input<typeof sortBody>;

export interface AddResult {
  id: number;
}

/** Header names shared by both sides. */
export const headers = {
  authorization: 'Authorization',
  brandId: 'BrandId',
  xsrf: 'X-XSRF-TOKEN',
} as const;
export const xsrfCookie = 'XSRF-TOKEN';
