import {
  type CrmMaterialAddBody,
  type CrmMaterialDetail,
  type CrmMaterialListBody,
  type CrmMaterialListResult,
  type CrmMaterialUpdateBody,
  crmMaterialPaths,
} from '../../../contract/crm-material.ts';
import type { AddResult } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { action, type CallOptions, deleteUrl, post } from '../../services/http.ts';

const formCall: CallOptions = { notifyErrors: false };

export function listMaterials(
  body: CrmMaterialListBody,
  options: CallOptions = {},
): Promise<CrmMaterialListResult> {
  return post<CrmMaterialListResult>(crmMaterialPaths.list, { ...body }, options);
}

export function materialDetail(id: number, options: CallOptions = {}): Promise<CrmMaterialDetail> {
  return post<CrmMaterialDetail>(crmMaterialPaths.detail, { id }, options);
}

export function addMaterial(body: CrmMaterialAddBody): Promise<AddResult> {
  return post<AddResult>(crmMaterialPaths.add, { ...body }, formCall);
}

export function updateMaterial(body: CrmMaterialUpdateBody): Promise<unknown> {
  return post(crmMaterialPaths.update, { ...body }, formCall);
}

export function setMaterialShown(id: number, display: boolean, options: CallOptions = {}): Promise<unknown> {
  return post(crmMaterialPaths.status, { id, display }, options);
}

export function materialDeleteUrl(ids: readonly (number | string)[]): string {
  return deleteUrl(crmMaterialPaths.del, ids);
}

export function deleteMaterials(url: string, options: CallOptions = {}) {
  return action<DeleteResult>(url, options);
}
