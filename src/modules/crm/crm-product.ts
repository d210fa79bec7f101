import {
  type CrmProductAddBody,
  type CrmProductDetail,
  type CrmProductListBody,
  type CrmProductListResult,
  type CrmProductStatusResult,
  type CrmProductUpdateBody,
  crmProductPaths,
} from '../../../contract/crm-product.ts';
import type { AddResult } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { action, type CallOptions, deleteUrl, post, postForMessage } from '../../services/http.ts';

const formCall: CallOptions = { notifyErrors: false };

export function listProducts(
  body: CrmProductListBody,
  options: CallOptions = {},
): Promise<CrmProductListResult> {
  return post<CrmProductListResult>(crmProductPaths.list, { ...body }, options);
}

export function productDetail(id: number, options: CallOptions = {}): Promise<CrmProductDetail> {
  return post<CrmProductDetail>(crmProductPaths.detail, { id }, options);
}

export function addProduct(body: CrmProductAddBody): Promise<AddResult> {
  return post<AddResult>(crmProductPaths.add, { ...body }, formCall);
}

export function updateProduct(body: CrmProductUpdateBody): Promise<unknown> {
  return post(crmProductPaths.update, { ...body }, formCall);
}

/** On or off sale: one row (the list's switch) or several (the bulk buttons), answering the server's message. */
export function setProductsOnSale(ids: readonly number[], display: boolean, options: CallOptions = {}) {
  const body = ids.length === 1 ? { id: ids[0], display } : { ids: [...ids], display };
  return postForMessage<CrmProductStatusResult>(crmProductPaths.status, body, options);
}

export function productDeleteUrl(ids: readonly (number | string)[]): string {
  return deleteUrl(crmProductPaths.del, ids);
}

export function deleteProducts(url: string, options: CallOptions = {}) {
  return action<DeleteResult>(url, options);
}
