import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type ArticleBulkResult,
  type ArticleDetail,
  type ArticleListItem,
  type ArticleState,
  type ArticleStatus,
  type articleAddBody,
  type articleListBody,
  type articleMoveBody,
  articleRule,
  type articleStatusBody,
  type articleUpdateBody,
} from '../../../contract/article.ts';
import { dayRange } from '../../../contract/china-time.ts';
import { type AddResult, type ListResult, ResultCode, type SortItem } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import type { AppDeps } from '../../context.ts';
import { bool, date, dateOrNull, int, intOrNull, runPrepared, text } from '../../db/prepared.ts';
import { ApiError } from '../../envelope.ts';
import type { Caller } from '../../kit/caller.ts';
import { recordBulkChange, recordChange } from '../../kit/change.ts';
import { likePattern, type Tx } from '../../kit/db.ts';
import { type ListDefinition, listPage, sortOrder } from '../../kit/list-page.ts';
import { type PolicyCaller, refuse } from '../../kit/policy.ts';
import { deletedInBrand, findInBrand, sortInBrand } from '../../kit/rows.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import { type PublishState, publishPlan, publishRightRefusal } from './article.policy.ts';
import { checkNode } from './article-node.service.ts';
import { changedFields, checkLibraryImage, fieldChanges, type PlatformDeps } from './content-checks.ts';
import { articleNodes, articles } from './platform.tables.ts';
import { newPublishJobId, schedulePublish } from './publish-job.ts';

/**
 * The brand's articles, published on time by the job queue: each use case a plain function `(deps,
 * caller, input)` holding its transaction, its writes and its change record
 * (docs/decisions/server-layout.md).
 */

type Input<T extends z.ZodType> = z.output<T>;

/** What the article use cases need of the app: the job queue schedules publication. */
export type ArticleDeps = PlatformDeps & Pick<AppDeps, 'jobs'>;

/** The brand's articles `ids`, locked for a change to all of them; one not found refuses the call. */
async function lockedArticles(tx: Tx, brandId: number, ids: number[]) {
  const where = and(eq(articles.brandId, brandId), inArray(articles.id, ids));
  const rows = await tx
    .select({
      id: articles.id,
      title: articles.title,
      nodeId: articles.nodeId,
      status: articles.status,
      publishAt: articles.publishAt,
      publishJob: articles.publishJob,
    })
    .from(articles)
    .where(where)
    .for('update');
  const missing = ids.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined) throw new ApiError(ResultCode.business, 'articleNotFound', { id: missing });
  return { rows, where };
}

const listColumns = {
  id: articles.id,
  title: articles.title,
  nodeId: articles.nodeId,
  nodeTitle: articleNodes.title,
  cover: articles.cover,
  author: articles.author,
  status: articles.status,
  publishAt: articles.publishAt,
  ordernum: articles.ordernum,
  display: articles.display,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

type ArticleFilter = {
  brandId: number;
  keyword: string | undefined;
  /** A category with none under it: equal ids walk `articles_brand_node_idx` in the list's order. */
  node: number | undefined;
  /** A category and those under it, as an int[] literal (`{3,5}`). */
  nodes: string | undefined;
  state: ArticleState | undefined;
  from: string | undefined;
  until: string | undefined;
};

type ArticleSort = NonNullable<ReturnType<typeof articleListBody.parse>['sort']>;

const statusOf = (v: unknown): ArticleStatus => (text(v) === 'published' ? 'published' : 'draft');

/**
 * The brand's articles: ordernum, then newest first, an index walk of (brand_id, ordernum, id desc);
 * a category, a status or a keyword (trigram index on the title) narrows it. Totals come from
 * `content_state` (kept by triggers), the version of which keys the caches.
 */
const articleList: ListDefinition<ArticleFilter, typeof listColumns, ArticleSort, ArticleListItem> = {
  name: 'article',
  columns: listColumns,
  key: articles.id,
  from: (db, fields) =>
    db.select(fields).from(articles).leftJoin(articleNodes, eq(articleNodes.id, articles.nodeId)).$dynamic(),
  countFrom: (db, fields) => db.select(fields).from(articles).$dynamic(),
  where: (f) =>
    and(
      eq(articles.brandId, f.brandId),
      f.node && eq(articles.nodeId, f.node),
      f.nodes && sql`${articles.nodeId} = any(${f.nodes}::int[])`,
      f.state &&
        sql`(case ${f.state}::text when 'published' then ${articles.status} = 'published'
              when 'scheduled' then ${articles.status} = 'draft' and ${articles.publishAt} is not null
              else ${articles.status} = 'draft' and ${articles.publishAt} is null end)`,
      f.from && sql`${articles.publishAt} >= ${f.from}::timestamptz`,
      f.until && sql`${articles.publishAt} < ${f.until}::timestamptz`,
      f.keyword && sql`lower(${articles.title}) like ${f.keyword}`,
    ),
  orderBy: (sort) =>
    sort
      ? sortOrder(
          sort,
          {
            ordernum: articles.ordernum,
            publishAt: { column: articles.publishAt, nullable: true },
            createdAt: articles.id,
          },
          articles.id,
        )
      : [asc(articles.ordernum), desc(articles.id)],
  item: (r) => ({
    id: int(r.id),
    title: text(r.title),
    nodeId: int(r.nodeId),
    nodeTitle: r.nodeTitle === null ? '' : text(r.nodeTitle),
    cover: text(r.cover),
    author: text(r.author),
    status: statusOf(r.status),
    publishAt: dateOrNull(r.publishAt)?.toISOString() ?? null,
    ordernum: int(r.ordernum),
    display: bool(r.display),
    createdAt: date(r.createdAt).toISOString(),
    updatedAt: date(r.updatedAt).toISOString(),
  }),
};

const stateQuery = 'select article_count, article_version from content_state where brand_id = $1';

// The same and the ids of a category and those under it (`union` ends a cycle a tool wrote), in the
// one statement: a page of a category costs no more calls than the whole list.
const stateAndSubtreeQuery = `select
    (select article_count from content_state where brand_id = $1),
    (select article_version from content_state where brand_id = $1),
    (with recursive sub(id) as (
       select id from article_nodes where brand_id = $1 and id = $2
       union select n.id from article_nodes n join sub on n.parent_id = sub.id where n.brand_id = $1)
     select array_agg(id)::text from sub)`;

function detailOf(row: typeof articles.$inferSelect, nodeTitle: string): ArticleDetail {
  return {
    id: row.id,
    title: row.title,
    nodeId: row.nodeId,
    nodeTitle,
    cover: row.cover,
    author: row.author,
    status: statusOf(row.status),
    publishAt: row.publishAt?.toISOString() ?? null,
    ordernum: row.ordernum,
    display: row.display,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    summary: row.summary,
    content: row.content,
    source: row.source,
    keywords: row.keywords,
    description: row.description,
  };
}

function jobsOf(deps: ArticleDeps) {
  // The server always has its queue; an app made without one cannot schedule.
  if (!deps.jobs) throw new Error('scheduling an article needs the job queue');
  return deps.jobs;
}

const publishAtOf = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null ? null : new Date(v);

/** Who writes an article, with their rules: publishing from the editor needs the publish right. */
export type ArticleWriter = Caller & { policy: PolicyCaller };

/** The articles as the row kit's delete finds and records them. */
const articleRows = {
  table: articles,
  notFound: 'articleNotFound',
  entity: 'article',
  payload: (row: typeof articles.$inferSelect) => ({ title: row.title }),
} as const;

/** One page of the brand's articles: a category (with those under it), a state, dates, a keyword. */
export async function listArticles(
  deps: ArticleDeps,
  me: Pick<Caller, 'brandId'>,
  body: Input<typeof articleListBody>,
): Promise<ListResult<ArticleListItem>> {
  const { db } = deps;
  const { brandId } = me;
  // Every list page reads it: one prepared statement (server/db/prepared.ts).
  const [state] =
    body.nodeId === undefined
      ? await runPrepared(db, stateQuery, [brandId], { genericPlan: true })
      : await runPrepared(db, stateAndSubtreeQuery, [brandId, body.nodeId], { genericPlan: true });
  // A category the brand does not have (null) is an empty list, not a refusal: it may just be deleted.
  const ids = state?.[2];
  const subtree = body.nodeId === undefined ? undefined : typeof ids === 'string' ? ids : '{}';
  const single = subtree && /^\{(\d+)\}$/.exec(subtree)?.[1];
  const filter: ArticleFilter = {
    brandId,
    keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
    node: single ? Number(single) : undefined,
    nodes: single ? undefined : subtree,
    state: body.status,
    ...dayRange(body.dateFrom, body.dateTo),
  };
  const unfiltered = Object.entries(filter).every(([k, v]) => k === 'brandId' || v === undefined);
  return listPage(deps, articleList, {
    filter,
    sort: body.sort,
    page: body.page,
    pageSize: body.pageSize,
    version: (state && intOrNull(state[1])) ?? 0,
    total: unfiltered ? ((state && intOrNull(state[0])) ?? 0) : undefined,
  });
}

/** An article of the brand, with its content and its category's title. */
export async function articleDetail(
  deps: ArticleDeps,
  me: Pick<Caller, 'brandId'>,
  { id }: { id: number },
): Promise<ArticleDetail> {
  const { db } = deps;
  const row = await findInBrand(db, articles, me.brandId, id, 'articleNotFound');
  const [node] = await db
    .select({ title: articleNodes.title })
    .from(articleNodes)
    .where(eq(articleNodes.id, row.nodeId));
  return detailOf(row, node?.title ?? '');
}

/** Writes an article: a draft, published now, or scheduled (a job then publishes it on time). */
export async function addArticle(
  deps: ArticleDeps,
  me: ArticleWriter,
  body: Input<typeof articleAddBody>,
): Promise<AddResult> {
  const { db } = deps;
  const plan = publishPlan({ status: body.status, publishAt: publishAtOf(body.publishAt) }, null, new Date());
  refuse(publishRightRefusal(me.policy, articleRule.status, null, plan));
  await checkNode(db, me.brandId, body.nodeId);
  await checkLibraryImage(deps, me.brandId, 'cover', body.cover);
  const jobId = plan.scheduled ? newPublishJobId() : null;
  const values = {
    nodeId: body.nodeId,
    title: body.title,
    cover: body.cover ?? '',
    summary: body.summary ?? '',
    content: sanitizeRichText(body.content ?? ''),
    author: body.author ?? '',
    source: body.source ?? '',
    keywords: body.keywords ?? '',
    description: body.description ?? '',
    status: plan.status,
    publishAt: plan.publishAt,
    ordernum: body.ordernum ?? 10,
    display: body.display ?? true,
  };
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(articles)
      .values({ brandId: me.brandId, ...values, publishJob: jobId, userId: me.userId })
      .returning({ id: articles.id });
    if (!row) throw new Error('article insert returned nothing');
    if (jobId && plan.publishAt) await schedulePublish(tx, jobsOf(deps), row.id, plan.publishAt, jobId);
    await recordChange(tx, me, {
      action: 'add',
      entity: 'article',
      entityId: row.id,
      payload: { title: body.title, status: plan.status, publishAt: plan.publishAt?.toISOString() ?? null },
      after: values,
    });
    return row.id;
  });
  return { id };
}

/** Changes an article; a new status or time makes a new publication plan (a new time, a new job). */
export async function updateArticle(
  deps: ArticleDeps,
  me: ArticleWriter,
  body: Input<typeof articleUpdateBody>,
): Promise<void> {
  const { db } = deps;
  if (body.nodeId !== undefined) await checkNode(db, me.brandId, body.nodeId);
  await checkLibraryImage(deps, me.brandId, 'cover', body.cover);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(articles)
      .where(and(eq(articles.id, body.id), eq(articles.brandId, me.brandId)))
      .for('update');
    if (!before) throw new ApiError(ResultCode.business, 'articleNotFound', { id: body.id });
    const was: PublishState = { status: statusOf(before.status), publishAt: before.publishAt };
    const publishing = body.status !== undefined || body.publishAt !== undefined;
    const plan = publishing
      ? publishPlan({ status: body.status, publishAt: publishAtOf(body.publishAt) }, was, new Date())
      : { ...was, scheduled: was.status === 'draft' && was.publishAt !== null };
    refuse(publishRightRefusal(me.policy, articleRule.status, was, plan));
    // The same schedule keeps its job; a new time gets a new one (the old job then finds it changed).
    const sameSchedule =
      plan.scheduled &&
      before.publishJob !== null &&
      before.publishAt?.getTime() === plan.publishAt?.getTime();
    const jobId = plan.scheduled ? (sameSchedule ? before.publishJob : newPublishJobId()) : null;
    const set = {
      title: body.title ?? before.title,
      nodeId: body.nodeId ?? before.nodeId,
      cover: body.cover ?? before.cover,
      summary: body.summary ?? before.summary,
      content: body.content === undefined ? before.content : sanitizeRichText(body.content),
      author: body.author ?? before.author,
      source: body.source ?? before.source,
      keywords: body.keywords ?? before.keywords,
      description: body.description ?? before.description,
      status: plan.status,
      publishAt: plan.publishAt,
      ordernum: body.ordernum ?? before.ordernum,
      display: body.display ?? before.display,
    };
    await tx
      .update(articles)
      .set({ ...set, publishJob: jobId, updatedAt: new Date() })
      .where(eq(articles.id, before.id));
    if (jobId && !sameSchedule && plan.publishAt)
      await schedulePublish(tx, jobsOf(deps), before.id, plan.publishAt, jobId);
    await recordChange(tx, me, {
      action: 'update',
      entity: 'article',
      entityId: before.id,
      payload: {
        title: body.title ?? before.title,
        fields: changedFields(body),
        ...(publishing ? { status: plan.status, publishAt: plan.publishAt?.toISOString() ?? null } : {}),
      },
      ...fieldChanges(before, set),
    });
  });
}

/**
 * Publishes or unpublishes several articles, all or none, recorded as one change listing them. Publishing keeps
 * the date of what is already published; a draft or a schedule goes out now.
 */
export async function setArticleStatus(
  deps: ArticleDeps,
  me: Caller,
  { ids, status }: Input<typeof articleStatusBody>,
): Promise<ArticleBulkResult> {
  const changed = await deps.db.transaction(async (tx) => {
    const { rows, where } = await lockedArticles(tx, me.brandId, ids);
    const set: Record<string, SQL | string | null> =
      status === 'published'
        ? {
            status: 'published',
            publishAt: sql`case when ${articles.status} = 'published' then ${articles.publishAt} else now() end`,
            publishJob: null,
          }
        : { status: 'draft', publishAt: null, publishJob: null };
    await tx
      .update(articles)
      .set({ ...set, updatedAt: new Date() })
      .where(where);
    await recordBulkChange(tx, me, {
      action: status === 'published' ? 'publish' : 'unpublish',
      entity: 'article',
      rows: rows.map((row) => ({
        id: row.id,
        name: row.title,
        // The schedule too, so its undo puts a scheduled draft back as it was (its job still waiting).
        before: { status: row.status, publishAt: row.publishAt, publishJob: row.publishJob },
        after: { status },
      })),
      payloadOf: (row) => ({ title: row.name }),
    });
    return rows.length;
  });
  return { changed };
}

/** Sets the order of several articles at once. */
export function sortArticles(deps: ArticleDeps, me: Caller, { list }: { list: SortItem[] }) {
  return sortInBrand(deps.db, me, {
    table: articles,
    set: (ordernum) => ({ ordernum }),
    list,
    notFound: 'articleNotFound',
    entity: 'article',
  });
}

/** Files several articles in one category, all or none; answers how many, and the category's title. */
export async function moveArticles(
  deps: ArticleDeps,
  me: Caller,
  { ids, nodeId }: Input<typeof articleMoveBody>,
): Promise<{ result: ArticleBulkResult; nodeTitle: string }> {
  const { db } = deps;
  const node = await checkNode(db, me.brandId, nodeId);
  const changed = await db.transaction(async (tx) => {
    const { rows, where } = await lockedArticles(tx, me.brandId, ids);
    await tx.update(articles).set({ nodeId, updatedAt: new Date() }).where(where);
    await recordBulkChange(tx, me, {
      action: 'move',
      entity: 'article',
      payload: { nodeId, nodeTitle: node.title },
      rows: rows.map((row) => ({
        id: row.id,
        name: row.title,
        before: { nodeId: row.nodeId },
        after: { nodeId },
      })),
      payloadOf: (row) => ({ title: row.name }),
    });
    return rows.length;
  });
  return { result: { changed }, nodeTitle: node.title };
}

/** Deletes articles, all or none. */
export function deleteArticles(deps: ArticleDeps, me: Caller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(deps.db, me, articleRows, ids);
}
