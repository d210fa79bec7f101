import {
  type CustomerConditions,
  type CustomerGroupItem,
  type CustomerGroupListResult,
  type CustomerSummary,
  customerPaths,
  type GroupAddBody,
  type GroupListBody,
  type GroupUpdateBody,
  type PortraitResult,
} from '../../../contract/customer.ts';
import type { AddResult } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { action, type CallOptions, deleteUrl, post } from '../../services/http.ts';

// Forms show the refusal at their fields and in their own banner, so no toast repeats it.
const formCall: CallOptions = { notifyErrors: false };

export const listCustomerGroups = (body: GroupListBody, options: CallOptions = {}) =>
  post<CustomerGroupListResult>(customerPaths.groupList, { ...body }, options);

export const customerGroupDetail = (id: number, options: CallOptions = {}) =>
  post<CustomerGroupItem>(customerPaths.groupDetail, { id }, options);

export const addCustomerGroup = (body: GroupAddBody) =>
  post<AddResult>(customerPaths.groupAdd, { ...body }, formCall);

export const updateCustomerGroup = (body: GroupUpdateBody) =>
  post<null>(customerPaths.groupUpdate, { ...body }, formCall);

export const customerGroupDeleteUrl = (ids: readonly (number | string)[]) =>
  deleteUrl(customerPaths.groupDel, ids);

export const deleteCustomerGroups = (url: string, options: CallOptions = {}) =>
  action<DeleteResult>(url, options);

/** The condition builder's live count; a refusal shows beside the count, not as a toast. */
export const countCustomerGroup = (conditions: CustomerConditions) =>
  post<{ count: number }>(customerPaths.groupCount, { conditions }, formCall);

export const customerPortrait = (groupId?: number) =>
  post<PortraitResult>(customerPaths.portrait, groupId === undefined ? {} : { groupId });

export const customerSummary = () => post<CustomerSummary>(customerPaths.summary, {});
