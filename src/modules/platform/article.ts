import {
  type ArticleAddBody,
  type ArticleBulkResult,
  type ArticleDetail,
  type ArticleListBody,
  type ArticleListResult,
  type ArticleNodeAddBody,
  type ArticleNodeMenuItem,
  type ArticleNodeTree,
  type ArticleNodeUpdateBody,
  type ArticleStatus,
  type ArticleUpdateBody,
  articlePaths,
} from '../../../contract/article.ts';
import type { AddResult, SortBody } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { action, type CallOptions, post, postForMessage } from '../../services/http.ts';

// Calls send exactly their body; forms show a refusal at their fields, so no toast repeats it.
const exact: CallOptions = { mergeQuery: false };
const formCall: CallOptions = { mergeQuery: false, notifyErrors: false };

const idsQuery = (path: string, ids: readonly (number | string)[]) =>
  ids.length === 1 ? `${path}?id=${ids[0]}` : `${path}?ids=${ids.join(',')}`;

export const articleNodeTree = () => post<ArticleNodeTree[]>(articlePaths.node_list, {}, exact);
export const articleNodeMenu = () => post<ArticleNodeMenuItem[]>(articlePaths.node_menu, {}, exact);
export const articleNodeDetail = (id: number) =>
  post<ArticleNodeTree>(articlePaths.node_detail, { id }, exact);
export const addArticleNode = (body: ArticleNodeAddBody) =>
  post<AddResult>(articlePaths.node_add, { ...body }, formCall);
export const updateArticleNode = (body: ArticleNodeUpdateBody) =>
  post<null>(articlePaths.node_update, { ...body }, formCall);
export const setArticleNodeDisplay = (id: number, display: boolean, options: CallOptions = {}) =>
  post<null>(articlePaths.node_status, { id, display }, { ...exact, ...options });
export const articleNodeDeleteUrl = (id: number) => idsQuery(articlePaths.node_del, [id]);

export function listArticles(body: ArticleListBody): Promise<ArticleListResult> {
  return post<ArticleListResult>(articlePaths.list, { ...body }, exact);
}
export const articleDetail = (id: number) => post<ArticleDetail>(articlePaths.detail, { id }, exact);
export const addArticle = (body: ArticleAddBody) => post<AddResult>(articlePaths.add, { ...body }, formCall);
export const updateArticle = (body: ArticleUpdateBody) =>
  post<null>(articlePaths.update, { ...body }, formCall);
export const setArticleDisplay = (id: number, display: boolean, options: CallOptions = {}) =>
  post<null>(articlePaths.update, { id, display }, { ...exact, ...options });

/** Publishes (or takes back to drafts) several at once; answers the server's message for the toast. */
export const setArticlesStatus = (ids: readonly number[], status: ArticleStatus, options: CallOptions = {}) =>
  postForMessage<ArticleBulkResult>(articlePaths.status, { ids: [...ids], status }, { ...exact, ...options });
export const moveArticles = (ids: readonly number[], nodeId: number) =>
  postForMessage<ArticleBulkResult>(articlePaths.node, { ids: [...ids], nodeId }, formCall);
export const orderArticles = (body: SortBody) => post<null>(articlePaths.order, { ...body }, exact);

export const articleDeleteUrl = (ids: readonly (number | string)[]) => idsQuery(articlePaths.del, ids);

/** A confirmed GET (delete): answers the server's message, shown as the success toast. */
export function runDelete(url: string, options: CallOptions = {}) {
  return action<DeleteResult>(url, options);
}
