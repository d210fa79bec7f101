import { z } from 'zod';

/** The `code` of every answer (DESIGN "The contract"). Anything else is a transport fault. */
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
}

/** Languages the server answers messages in; the console sends its own as `Accept-Language`. */
export const locales = ['zh-CN', 'en'] as const;
export type Locale = (typeof locales)[number];

export const maxPageSize = 100;
export const defaultPageSize = 20;

/** The part of every list request the server understands; endpoint schemas extend it with filters. */
export const listQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  keyword: z.string().trim().max(100).optional(),
  sort: z.string().max(64).optional(),
});
export type ListQuery = z.input<typeof listQuery>;

export interface ListResult<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const idBody = z.strictObject({ id: z.coerce.number().int().positive() });
export type IdBody = z.input<typeof idBody>;

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
