import type { AddResult } from '../../../contract/envelope.ts';
import {
  type DeleteResult,
  type RoleAddBody,
  type RoleDetail,
  type RoleListBody,
  type RoleListResult,
  type RolePrivBody,
  type RoleUpdateBody,
  type RuleNode,
  rolePaths,
} from '../../../contract/role.ts';
import { action, type CallOptions, deleteUrl, post } from '../../services/http.ts';

// Forms show the refusal at their fields and in their own banner, so no toast repeats it.
const formCall: CallOptions = { notifyErrors: false };

export function ruleTree(): Promise<RuleNode[]> {
  return post<RuleNode[]>(rolePaths.rules, {});
}

export function listRoles(body: RoleListBody, options: CallOptions = {}): Promise<RoleListResult> {
  return post<RoleListResult>(rolePaths.list, { ...body }, options);
}

export function roleDetail(id: number): Promise<RoleDetail> {
  return post<RoleDetail>(rolePaths.detail, { id });
}

export function addRole(body: RoleAddBody): Promise<AddResult> {
  return post<AddResult>(rolePaths.add, { ...body }, formCall);
}

export function updateRole(body: RoleUpdateBody): Promise<unknown> {
  return post(rolePaths.update, { ...body }, formCall);
}

export function setRoleStatus(id: number, enabled: boolean, options: CallOptions = {}): Promise<unknown> {
  return post(rolePaths.update, { id, status: enabled }, options);
}

export function setRolePrivileges(body: RolePrivBody): Promise<unknown> {
  return post(rolePaths.priv, { ...body });
}

export function roleDeleteUrl(ids: readonly (number | string)[]): string {
  return deleteUrl(rolePaths.del, ids);
}

export function deleteRoles(
  url: string,
  options: CallOptions = {},
): Promise<{ message: string; data: DeleteResult }> {
  return action<DeleteResult>(url, options);
}
