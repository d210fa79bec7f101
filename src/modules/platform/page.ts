import type { AddResult } from '../../../contract/envelope.ts';
import {
  type PageAddBody,
  type PageDetail,
  type PageListBody,
  type PageListResult,
  type PageUpdateBody,
  pagePaths,
} from '../../../contract/page.ts';
import { type CallOptions, post } from '../../services/http.ts';

const exact: CallOptions = { mergeQuery: false };
const formCall: CallOptions = { mergeQuery: false, notifyErrors: false };

export const listPages = (body: PageListBody) => post<PageListResult>(pagePaths.list, { ...body }, exact);
export const pageDetail = (id: number) => post<PageDetail>(pagePaths.detail, { id }, exact);
export const addPage = (body: PageAddBody) => post<AddResult>(pagePaths.add, { ...body }, formCall);
export const updatePage = (body: PageUpdateBody) => post<null>(pagePaths.update, { ...body }, formCall);
export const setPageDisplay = (id: number, display: boolean, options: CallOptions = {}) =>
  post<null>(pagePaths.status, { id, display }, { ...exact, ...options });
export const pageDeleteUrl = (ids: readonly (number | string)[]) =>
  ids.length === 1 ? `${pagePaths.del}?id=${ids[0]}` : `${pagePaths.del}?ids=${ids.join(',')}`;
