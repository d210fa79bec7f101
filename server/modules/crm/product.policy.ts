import { type CrmProductKind, marketPriceNotAbove } from '../../../contract/crm-product.ts';
import type { Refusal } from '../../kit/policy.ts';

/**
 * A product keeps stock and has no duration; a service has a duration (minutes) and no stock. A value
 * sent for the other kind is refused at its field rather than dropped, so nothing typed is silently lost.
 */
export function productKindRefusal(
  kind: CrmProductKind,
  values: { stock?: number | null | undefined; duration?: number | null | undefined },
): Refusal | null {
  if (kind === 'service' && values.stock !== undefined && values.stock !== null)
    return { code: 1, key: 'crmProductStockForService', field: 'stock' };
  if (kind === 'product' && values.duration !== undefined && values.duration !== null)
    return { code: 1, key: 'crmProductDurationForProduct', field: 'duration' };
  return null;
}

/** A code is the brand's own identifier of one product or service. */
export function productCodeRefusal(code: string, holder: { title: string } | null): Refusal | null {
  if (code === '' || !holder) return null;
  return { code: 1, key: 'crmProductCodeTaken', params: { code, title: holder.title }, field: 'code' };
}

/** A list price, when given, is above the price it is shown struck through beside. */
export function productMarketPriceRefusal(price: string | null, marketPrice: string | null): Refusal | null {
  if (price === null || !marketPriceNotAbove(price, marketPrice)) return null;
  return { code: 1, key: 'crmProductMarketPriceNotAbove', params: { price }, field: 'marketPrice' };
}
