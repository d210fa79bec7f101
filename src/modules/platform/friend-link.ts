import type { AddResult, SortBody } from '../../../contract/envelope.ts';
import {
  type FriendLinkAddBody,
  type FriendLinkDetail,
  type FriendLinkListBody,
  type FriendLinkListResult,
  type FriendLinkNode,
  type FriendLinkNodeUpdateBody,
  type FriendLinkUpdateBody,
  friendLinkPaths,
} from '../../../contract/friend-link.ts';
import { type CallOptions, post } from '../../services/http.ts';

const exact: CallOptions = { mergeQuery: false };
const formCall: CallOptions = { mergeQuery: false, notifyErrors: false };

export const listLinks = (body: FriendLinkListBody) =>
  post<FriendLinkListResult>(friendLinkPaths.list, { ...body }, exact);
export const linkDetail = (id: number) => post<FriendLinkDetail>(friendLinkPaths.detail, { id }, exact);
export const addLink = (body: FriendLinkAddBody) =>
  post<AddResult>(friendLinkPaths.add, { ...body }, formCall);
export const updateLink = (body: FriendLinkUpdateBody) =>
  post<null>(friendLinkPaths.update, { ...body }, formCall);
export const setLinkDisplay = (id: number, display: boolean, options: CallOptions = {}) =>
  post<null>(friendLinkPaths.status, { id, display }, { ...exact, ...options });
export const orderLinks = (body: SortBody) => post<null>(friendLinkPaths.order, { ...body }, exact);
export const linkDeleteUrl = (ids: readonly (number | string)[]) =>
  ids.length === 1 ? `${friendLinkPaths.del}?id=${ids[0]}` : `${friendLinkPaths.del}?ids=${ids.join(',')}`;

export const linkNodes = () => post<FriendLinkNode[]>(friendLinkPaths.node_list, {}, exact);
/** Adds a category (no id) or renames one. */
export const saveLinkNode = (body: FriendLinkNodeUpdateBody) =>
  post<AddResult>(friendLinkPaths.node_update, { ...body }, formCall);
export const linkNodeDeleteUrl = (id: number) => `${friendLinkPaths.node_del}?id=${id}`;
