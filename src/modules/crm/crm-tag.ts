import {
  type CrmTagAddBody,
  type CrmTagFlatListResult,
  type CrmTagGroup,
  type CrmTagListBody,
  type CrmTagListResult,
  type CrmTagUpdateBody,
  crmTagPaths,
} from '../../../contract/crm-tag.ts';
import type { AddResult, SortItem } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { action, type CallOptions, deleteUrl, post } from '../../services/http.ts';

// Forms show the refusal at their fields and in their own banner, so no toast repeats it.
const formCall: CallOptions = { notifyErrors: false };

/** Every tag group with its tags (`display: true`: the shown ones, as a picker offers them). */
export function tagGroups(
  body: { display?: boolean } = {},
  options: CallOptions = {},
): Promise<CrmTagGroup[]> {
  return post<CrmTagGroup[]>(crmTagPaths.group, { ...body }, options);
}

export function listTags(body: CrmTagListBody, options: CallOptions = {}): Promise<CrmTagListResult> {
  return post<CrmTagListResult>(crmTagPaths.taglist, { ...body }, options);
}

/** A follow-up type's or a source's whole list (at most crmTagLimits of them, one page). */
export function listFlat(
  type: 'follow' | 'source',
  options: CallOptions = {},
): Promise<CrmTagFlatListResult> {
  const path = type === 'follow' ? crmTagPaths.followlist : crmTagPaths.sourcelist;
  return post<CrmTagFlatListResult>(path, { pageSize: 100 }, options);
}

export function addTagItem(body: CrmTagAddBody): Promise<AddResult> {
  return post<AddResult>(crmTagPaths.add, { ...body }, formCall);
}

export function updateTagItem(body: CrmTagUpdateBody): Promise<unknown> {
  return post(crmTagPaths.update, { ...body }, formCall);
}

export function setTagItemShown(id: number, display: boolean, options: CallOptions = {}): Promise<unknown> {
  return post(crmTagPaths.status, { id, display }, options);
}

export function orderTagItems(list: SortItem[]): Promise<unknown> {
  return post(crmTagPaths.order, { list });
}

export function tagItemDeleteUrl(ids: readonly (number | string)[]): string {
  return deleteUrl(crmTagPaths.del, ids);
}

export function deleteTagItems(url: string, options: CallOptions = {}) {
  return action<DeleteResult>(url, options);
}
