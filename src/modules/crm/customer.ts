import {
  type ColumnUpdateBody,
  type CrmConfig,
  type CrmConfigUpdateBody,
  type CustomerAddBody,
  type CustomerBulkResult,
  type CustomerColumnPrefs,
  type CustomerDetail,
  type CustomerExportBody,
  type CustomerListBody,
  type CustomerListResult,
  type CustomerOwnerRef,
  type CustomerTagBody,
  type CustomerUpdateBody,
  customerPaths,
  type FollowAddBody,
  type FollowListBody,
  type TimelineResult,
} from '../../../contract/customer.ts';
import type { AddResult } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { action, binary, type CallOptions, deleteUrl, post, postUndoable } from '../../services/http.ts';

// Forms show the refusal at their fields and in their own banner, so no toast repeats it.
const formCall: CallOptions = { notifyErrors: false };

export const listCustomers = (body: CustomerListBody, options: CallOptions = {}) =>
  post<CustomerListResult>(customerPaths.list, { ...body }, options);

export const listPool = (body: CustomerListBody, options: CallOptions = {}) =>
  post<CustomerListResult>(customerPaths.pool, { ...body }, options);

export const listLost = (body: CustomerListBody, options: CallOptions = {}) =>
  post<CustomerListResult>(customerPaths.lost, { ...body }, options);

export const customerDetail = (id: number, options: CallOptions = {}) =>
  post<CustomerDetail>(customerPaths.detail, { id }, options);

export const addCustomer = (body: CustomerAddBody) =>
  post<AddResult>(customerPaths.add, { ...body }, formCall);

export const updateCustomer = (body: CustomerUpdateBody) =>
  post<unknown>(customerPaths.update, { ...body }, formCall);

export const customerDeleteUrl = (ids: readonly (number | string)[]) => deleteUrl(customerPaths.del, ids);

export const deleteCustomers = (url: string, options: CallOptions = {}) => action<DeleteResult>(url, options);

// Bulk changes, release, claim, lost and restore answer their undo handle with `data` (issue 43).
export const assignCustomers = (ids: readonly number[], ownerId: number, options: CallOptions = {}) =>
  postUndoable<CustomerBulkResult>(customerPaths.assign, { ids: [...ids], ownerId }, options);

export const releaseCustomers = (ids: readonly number[], reason?: string, options: CallOptions = {}) =>
  postUndoable<CustomerBulkResult>(
    customerPaths.release,
    { ids: [...ids], reason: reason || undefined },
    options,
  );

export const claimCustomers = (ids: readonly number[], options: CallOptions = {}) =>
  postUndoable<CustomerBulkResult>(customerPaths.claim, { ids: [...ids] }, options);

export const loseCustomer = (id: number, reason: string, options: CallOptions = formCall) =>
  postUndoable<unknown>(customerPaths.lose, { id, reason }, options);

export const restoreCustomer = (id: number, options: CallOptions = {}) =>
  postUndoable<unknown>(customerPaths.restore, { id }, options);

export const tagCustomers = (body: CustomerTagBody, options: CallOptions = {}) =>
  postUndoable<CustomerBulkResult>(customerPaths.tag, { ...body }, options);

export const customerTimeline = (body: FollowListBody, options: CallOptions = {}) =>
  post<TimelineResult>(customerPaths.followList, { ...body }, options);

export const addFollow = (body: FollowAddBody) =>
  post<AddResult>(customerPaths.followAdd, { ...body }, formCall);

export const customerOwners = (options: CallOptions = {}) =>
  post<CustomerOwnerRef[]>(customerPaths.owners, {}, options);

export const crmConfig = () => post<CrmConfig>(customerPaths.configDetail, {});

export const updateCrmConfig = (body: CrmConfigUpdateBody) =>
  post<unknown>(customerPaths.configUpdate, { ...body }, formCall);

export const customerColumns = (options: CallOptions = {}) =>
  post<CustomerColumnPrefs>(customerPaths.columnDetail, {}, options);

export const updateCustomerColumns = (body: ColumnUpdateBody, options: CallOptions = {}) =>
  post<unknown>(customerPaths.columnUpdate, { ...body }, options);

/** `customers-2026-11-27.csv`: the day the file was made, on the member's clock. */
export function exportFileName(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `customers-${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}.csv`;
}

/**
 * Export answers the CSV file itself; a refusal still comes as the envelope, which `binary` turns into
 * the usual error. The file is saved through a temporary link (no other way to name a download).
 */
export async function exportCustomers(body: CustomerExportBody, options: CallOptions = {}): Promise<Blob> {
  const data = await binary('POST', customerPaths.export, { ...options, responseType: 'blob' }, { ...body });
  const blob = data instanceof ArrayBuffer ? new Blob([data], { type: 'text/csv' }) : data;
  saveBlob(blob, exportFileName());
  return blob;
}

function saveBlob(blob: Blob, name: string): void {
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
