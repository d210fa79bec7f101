import { z } from 'zod';
import type { RuleKey } from './rule-key.ts';

/**
 * The CRM module's screens (menu entries and routes): the index, the settings and the sales catalogue.
 * The customer screens are keyed beside the customer calls (`customerScreenRule`, contract/customer.ts).
 */
export const crmScreenRule = {
  index: 'crm/index',
  tag: 'crm/config/tag',
  follow: 'crm/config/follow',
  source: 'crm/config/source',
  material: 'crm/config/material',
  product: 'crm/sales/product',
  /** `/crm/sales/product/add` and `/update`: full pages listed under the product list (docs/spec.md §2). */
  productAdd: 'crm/sales/product/add',
  productUpdate: 'crm/sales/product/update',
  service: 'crm/sales/service',
} as const satisfies Record<string, RuleKey>;

// Filters arrive merged from the hash query as strings, and an empty filter field as ''.
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A `display` filter of a list: `true`/`false`, `1`/`0`, or their text from the address (`'1'`,
 * `'true'`); `''` means no filter.
 */
export const displayFilter = /* @__PURE__ */ (() =>
  z.preprocess((v) => {
    const b = blankToUndefined(v);
    if (b === 'true' || b === '1' || b === 1) return true;
    if (b === 'false' || b === '0' || b === 0) return false;
    return b;
  }, z.boolean().optional()))();

/** An ordernum as a row keeps it: smaller first, like docs/spec.md §3's sort items. */
export const ordernumValue = /* @__PURE__ */ (() =>
  z.coerce.number().int().min(-2_147_483_648).max(2_147_483_647))();

/** A colour of a tag or a group: `#rrggbb` (answered in lower case), or '' for none. */
export const colorPattern = /^#[0-9a-fA-F]{6}$/;

/**
 * The colours the console offers for tags and groups (the server takes any `#rrggbb`): dark enough
 * that a white label on them, or the swatch beside a label, stays readable in both themes.
 */
export const tagPalette = [
  '#cf1322',
  '#d4380d',
  '#ad6800',
  '#389e0d',
  '#08979c',
  '#0958d9',
  '#531dab',
  '#c41d7f',
  '#595959',
] as const;

/** A tag as another record shows it (a material's tags; later a customer's). */
export interface CrmTagRef {
  id: number;
  title: string;
  color: string;
}
