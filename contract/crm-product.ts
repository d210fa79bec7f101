import { z } from 'zod';
import { displayFilter, ordernumValue } from './crm.ts';
import { type DecimalRule, decimalUnits, moneyRule } from './decimal.ts';
import { plainFieldValues } from './entity-fields.ts';
import { atLeastOneOf, idField, type ListResult, listQuery } from './envelope.ts';
import type { TextRule } from './field-rules.ts';
import { type ProductField, type ProductFieldKey, productFields } from './product-fields.ts';
import type { RuleKey } from './rule-key.ts';
import { decimalSchema, textSchema } from './rule-schema.ts';

/** Products and services (docs/spec.md §7 `/crm/product/*`): one catalogue, each row a `kind`. */
export const crmProductPaths = {
  list: '/crm/product/list.html',
  detail: '/crm/product/detail.html',
  add: '/crm/product/add.html',
  update: '/crm/product/update.html',
  /** docs/spec.md §3 toggle `{ id, display }` (on sale); `{ ids: [..], display }` sets several at once. */
  status: '/crm/product/status.html',
  /** `GET ?id=3` or `?ids=3,4`. */
  del: '/crm/product/del.html',
} as const;

export const crmProductRule = {
  list: 'crm/product/list',
  detail: 'crm/product/detail',
  add: 'crm/product/add',
  update: 'crm/product/update',
  status: 'crm/product/status',
  del: 'crm/product/del',
} as const satisfies Record<string, RuleKey>;

export const crmProductKinds = ['product', 'service'] as const;
export type CrmProductKind = (typeof crmProductKinds)[number];

export const productTitleRule = { required: true, max: 60 } as const satisfies TextRule;
/** A code of the brand's own (SKU, item number): unique in the brand when given. */
export const productCodeRule = { max: 32 } as const satisfies TextRule;
/** The price asked, in yuan: required, 0 to 99,999,999.99. */
export const productPriceRule = { ...moneyRule, required: true } as const satisfies DecimalRule;
/** The list ("market") price shown struck through beside the price; optional. */
export const productMarketPriceRule = moneyRule;

/**
 * A list price is shown struck through beside the price, as the price it is reduced from: one at or
 * below the price would tell a customer of a discount there is none of. True when both are amounts and
 * the list price is not above the price; an empty list price (none) is never at fault.
 */
export function marketPriceNotAbove(price: string | null, marketPrice: string | null): boolean {
  if (price === null || marketPrice === null || marketPrice.trim() === '') return false;
  const p = decimalUnits(price, moneyRule.places);
  const m = decimalUnits(marketPrice, moneyRule.places);
  return p !== null && m !== null && m <= p;
}
export const productLimits = {
  images: 9,
  /** Products: units in stock. */
  stock: { min: 0, max: 999_999_999 },
  /** Services: minutes, up to ten days. */
  duration: { min: 1, max: 14_400 },
  descriptionChars: 200_000,
  /** A new row's ordernum when none is given: rows with smaller numbers come first. */
  defaultOrdernum: 100,
} as const;

export const productSortKeys = ['ordernum', 'price', 'createdAt'] as const;
export type ProductSortKey = (typeof productSortKeys)[number];

const url = /* @__PURE__ */ (() => z.string().trim().max(1000))();
/** A declared field's schema (contract/product-fields.ts), optional in a body as every plain field is. */
const plainField = (f: ProductField) => textSchema(f.rule).optional();

const optionalInt = (min: number, max: number) =>
  z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().min(min).max(max).nullable());

const fields = /* @__PURE__ */ (() => ({
  title: textSchema(productTitleRule),
  code: textSchema(productCodeRule),
  price: decimalSchema(productPriceRule),
  marketPrice: decimalSchema(productMarketPriceRule),
  stock: optionalInt(productLimits.stock.min, productLimits.stock.max),
  duration: optionalInt(productLimits.duration.min, productLimits.duration.max),
  /** An image of this brand's library, or '' for none. */
  cover: url,
  /** Images of this brand's library, in the order shown. */
  images: z.array(url.pipe(z.string().min(1))).max(productLimits.images),
  description: z.string().max(productLimits.descriptionChars),
  display: z.boolean(),
  ordernum: ordernumValue,
}))();

/**
 * `add.html`: `stock` is a product's, `duration` (minutes) a service's; the other kind's is refused.
 * Prices are decimal strings ("12.50"); a JSON number is refused, so no float is ever on the way.
 */
export const crmProductAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    kind: z.enum(crmProductKinds),
    title: fields.title,
    code: fields.code.optional(),
    price: fields.price,
    marketPrice: fields.marketPrice.optional(),
    ...plainFieldValues(productFields, plainField),
    stock: fields.stock.optional(),
    duration: fields.duration.optional(),
    cover: fields.cover.optional(),
    images: fields.images.optional(),
    description: fields.description.optional(),
    display: fields.display.optional(),
    ordernum: fields.ordernum.optional(),
  }))();
export type CrmProductAddBody = z.input<typeof crmProductAddBody>;

/** `update.html`: the fields given change; the kind stays what it was added as. */
export const crmProductUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    title: fields.title.optional(),
    code: fields.code.optional(),
    price: fields.price.optional(),
    marketPrice: fields.marketPrice.optional(),
    ...plainFieldValues(productFields, plainField),
    stock: fields.stock.optional(),
    duration: fields.duration.optional(),
    cover: fields.cover.optional(),
    images: fields.images.optional(),
    description: fields.description.optional(),
    display: fields.display.optional(),
    ordernum: fields.ordernum.optional(),
  }))();
export type CrmProductUpdateBody = z.input<typeof crmProductUpdateBody>;

/** `status.html`: docs/spec.md §3 toggle of one row, or the same flag on several (bulk on/off sale). */
export const crmProductStatusBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      id: idField.optional(),
      ids: z.array(idField).min(1).max(100).optional(),
      display: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1),
    })
    .refine((b) => b.id !== undefined || b.ids !== undefined, { path: ['id'], message: 'required' })
    .meta(atLeastOneOf('id', 'ids'))
    .transform((b) => ({
      ids: [...new Set([...(b.id === undefined ? [] : [b.id]), ...(b.ids ?? [])])],
      display: b.display,
    })))();
export type CrmProductStatusBody = z.input<typeof crmProductStatusBody>;

const optionalMoney = /* @__PURE__ */ (() =>
  z.preprocess((v) => (v === null ? '' : v), decimalSchema(moneyRule).optional()))();

/**
 * `list.html`: `sort` one of productSortKeys (`-` before it for descending); default ordernum, then
 * newest. `priceMin`/`priceMax` are decimal strings, both ends included.
 */
export const crmProductListBody = /* @__PURE__ */ (() =>
  listQuery.extend({
    kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(crmProductKinds).optional()),
    display: displayFilter,
    priceMin: optionalMoney,
    priceMax: optionalMoney,
    sort: z
      .preprocess(
        (v) => (v === '' ? undefined : v),
        z.enum([...productSortKeys, ...productSortKeys.map((k) => `-${k}` as const)]).optional(),
      )
      .optional(),
  }))();
export type CrmProductListBody = z.input<typeof crmProductListBody>;

/** The declared fields (contract/product-fields.ts), '' when not given. */
type ProductFieldValues = Record<ProductFieldKey, string>;

export interface CrmProductItem extends ProductFieldValues {
  id: number;
  kind: CrmProductKind;
  title: string;
  code: string;
  /** "12.50" */
  price: string;
  /** "15.00", or null when not given. */
  marketPrice: string | null;
  /** Products; null for services. */
  stock: number | null;
  /** Services, in minutes; null for products. */
  duration: number | null;
  /** The cover image's URL, or ''. */
  cover: string;
  /** The cover's thumbnail (for lists), or ''. */
  coverThumb: string;
  /** On sale. */
  display: boolean;
  ordernum: number;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}
export type CrmProductListResult = ListResult<CrmProductItem>;

export interface CrmProductDetail extends CrmProductItem {
  images: string[];
  /** Sanitised HTML. */
  description: string;
}

/** `status.html`'s answer: how many rows now have the flag. */
export interface CrmProductStatusResult {
  changed: number;
}
