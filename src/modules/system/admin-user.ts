import {
  type AdminUserAddBody,
  type AdminUserDetail,
  type AdminUserListBody,
  type AdminUserListResult,
  type AdminUserUpdateBody,
  adminUserPaths,
} from '../../../contract/admin-user.ts';
import type { AddResult } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { action, type CallOptions, deleteUrl, post } from '../../services/http.ts';

// Forms show the refusal at their fields and in their own banner, so no toast repeats it.
const formCall: CallOptions = { notifyErrors: false };

export function listAdminUsers(
  body: AdminUserListBody,
  options: CallOptions = {},
): Promise<AdminUserListResult> {
  return post<AdminUserListResult>(adminUserPaths.list, { ...body }, options);
}

export function adminUserDetail(id: number): Promise<AdminUserDetail> {
  return post<AdminUserDetail>(adminUserPaths.detail, { id });
}

export function addAdminUser(body: AdminUserAddBody): Promise<AddResult> {
  return post<AddResult>(adminUserPaths.add, { ...body }, formCall);
}

export function updateAdminUser(body: AdminUserUpdateBody): Promise<unknown> {
  return post(adminUserPaths.update, { ...body }, formCall);
}

/** The optimistic status switch; the kit's switch passes `notifyErrors: false` and says why beside itself. */
export function setAdminUserStatus(
  id: number,
  enabled: boolean,
  options: CallOptions = {},
): Promise<unknown> {
  return post(adminUserPaths.update, { id, status: enabled }, options);
}

/** The confirm-delete address of one or several members (docs/spec.md §7: a GET on a URL). */
export function adminUserDeleteUrl(ids: readonly (number | string)[]): string {
  return deleteUrl(adminUserPaths.del, ids);
}

/** The kit's confirm dialog passes `notifyErrors: false`: it shows a failure inside itself. */
export function deleteAdminUsers(
  url: string,
  options: CallOptions = {},
): Promise<{ message: string; data: DeleteResult }> {
  return action<DeleteResult>(url, options);
}
