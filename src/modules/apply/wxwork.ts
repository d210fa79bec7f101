import type { ApplySummary } from '../../../contract/apply.ts';
import { applyPaths } from '../../../contract/apply.ts';
import type { AddResult } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import {
  type WxworkAccountAddBody,
  type WxworkAccountDetail,
  type WxworkAccountListBody,
  type WxworkAccountListResult,
  type WxworkAccountUpdateBody,
  wxworkAccountPaths,
} from '../../../contract/wxwork.ts';
import { action, type CallOptions, post } from '../../services/http.ts';

const formCall: CallOptions = { notifyErrors: false };

/** What the applications page's cards show. */
export const applySummary = () => post<ApplySummary>(applyPaths.summary, {});

export const listWxworkAccounts = (body: WxworkAccountListBody, options: CallOptions = {}) =>
  post<WxworkAccountListResult>(wxworkAccountPaths.list, { ...body }, options);

export const wxworkAccountDetail = (id: number) =>
  post<WxworkAccountDetail>(wxworkAccountPaths.detail, { id });

export const addWxworkAccount = (body: WxworkAccountAddBody) =>
  post<AddResult>(wxworkAccountPaths.add, { ...body }, formCall);

export const updateWxworkAccount = (body: WxworkAccountUpdateBody) =>
  post<unknown>(wxworkAccountPaths.update, { ...body }, formCall);

export const setWxworkAccountStatus = (id: number, enabled: boolean, options: CallOptions = {}) =>
  post<unknown>(wxworkAccountPaths.update, { id, status: enabled }, options);

export const wxworkAccountDeleteUrl = (ids: readonly (number | string)[]) =>
  ids.length === 1
    ? `${wxworkAccountPaths.del}?id=${ids[0]}`
    : `${wxworkAccountPaths.del}?ids=${ids.join(',')}`;

export const deleteWxworkAccounts = (url: string, options: CallOptions = {}) =>
  action<DeleteResult>(url, options);
