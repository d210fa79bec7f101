import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  type ArticleBulkResult,
  type ArticleDetail,
  type ArticleListItem,
  type ArticleNode,
  type ArticleNodeMenuItem,
  type ArticleNodeTree,
  type ArticleState,
  type ArticleStatus,
  articleAddBody,
  articleDelQuery,
  articleListBody,
  articleMoveBody,
  articleNodeAddBody,
  articleNodeDelQuery,
  articleNodeStatusBody,
  articleNodeUpdateBody,
  articleOrderBody,
  articleRule,
  articleStatusBody,
  articleUpdateBody,
} from '../../../contract/article.ts';
import { type AddResult, idBody, ResultCode } from '../../../contract/envelope.ts';
import { auditAs } from '../../audit.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bool, date, dateOrNull, int, runPrepared, text } from '../../db/prepared.ts';
import { articleNodes, articles } from '../../db/schema.ts';
import { ApiError, fieldRefusal, ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { likePattern, type Queryable, type Tx } from '../../kit/db.ts';
import { type ListDefinition, listPage, sortOrder } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { deletedInBrand, displayInBrand, findInBrand, sortInBrand } from '../../kit/rows.ts';
import { resolveSlug, updatedSlug } from '../../kit/slug.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import { nodeDeleteRefusal, nodeParentRefusal, type PublishState, publishPlan } from './article.policy.ts';
import { changedFields, checkLibraryImage } from './content-checks.ts';
import { indexTree, type TreeIndex } from './node-tree.ts';
import { newPublishJobId, schedulePublish } from './publish-job.ts';
import { insertedWithSlug, updatedWithSlug } from './slug-rows.ts';

type NodeRow = typeof articleNodes.$inferSelect;

async function readNodes(db: Queryable, brandId: number): Promise<NodeRow[]> {
  return db.select().from(articleNodes).where(eq(articleNodes.brandId, brandId));
}

function nodeOf(row: NodeRow, tree: TreeIndex<NodeRow>): ArticleNode {
  return {
    id: row.id,
    parentId: row.parentId,
    title: row.title,
    slug: row.slug,
    ordernum: row.ordernum,
    display: row.display,
    articleCount: row.articleCount,
    level: tree.level(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

function nodeTreeOf(rows: NodeRow[]): ArticleNodeTree[] {
  const tree = indexTree(rows);
  const build = (parentId: number): ArticleNodeTree[] =>
    (tree.children.get(parentId) ?? []).map((r) => ({ ...nodeOf(r, tree), childList: build(r.id) }));
  return build(0);
}

/** The brand's articles `ids`, locked for a change to all of them; one not found refuses the call. */
async function lockedArticles(tx: Tx, brandId: number, ids: number[]) {
  const where = and(eq(articles.brandId, brandId), inArray(articles.id, ids));
  const rows = await tx
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(where)
    .for('update');
  const missing = ids.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined) throw new ApiError(ResultCode.business, 'articleNotFound', { id: missing });
  return { rows, where };
}

const slugTaken = (db: Db, brandId: number, exceptId: number) => async (slug: string) => {
  const [row] = await db
    .select({ id: articleNodes.id })
    .from(articleNodes)
    .where(and(eq(articleNodes.brandId, brandId), eq(articleNodes.slug, slug)));
  return row !== undefined && row.id !== exceptId;
};

/** The category an article is filed in must be one of the brand's; else the `nodeId` field is refused. */
async function checkNode(db: Db, brandId: number, nodeId: number): Promise<NodeRow> {
  const [row] = await db
    .select()
    .from(articleNodes)
    .where(and(eq(articleNodes.brandId, brandId), eq(articleNodes.id, nodeId)));
  if (!row) throw fieldRefusal('nodeId', 'nodeMissing');
  return row;
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
  /** The category and those under it, as an int[] literal (`{3,5}`). */
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

// A day alone is that day in China Standard Time, the console's users' day (as the message logs).
const dayStart = (day: string) => `${day}T00:00:00+08:00`;
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return dayStart(d.toISOString().slice(0, 10));
}

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

function jobsOf(c: Context<AppEnv>) {
  const jobs = c.var.deps.jobs;
  // The server always has its queue; an app made without one cannot schedule.
  if (!jobs) throw new Error('scheduling an article needs the job queue');
  return jobs;
}

const publishAtOf = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null ? null : new Date(v);

/** The articles as the row kit's toggle and delete find and audit them. */
const articleRows = {
  table: articles,
  notFound: 'articleNotFound',
  entity: 'article',
  payload: (row: typeof articles.$inferSelect) => ({ title: row.title }),
} as const;

/** The article categories as the row kit's toggle and delete find and audit them. */
const nodeRows = {
  table: articleNodes,
  notFound: 'articleNodeNotFound',
  entity: 'article_node',
} as const;

/** `/api/article/*`: article categories (a tree) and articles, published on time by the job queue. */
export const articleRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/node_list.html', requireRule(articleRule.node_list), async (c) =>
    ok(c, nodeTreeOf(await readNodes(c.var.deps.db, caller(c).brandId))),
  )
  .post('/node_menu.html', requireRule(articleRule.node_menu), async (c) => {
    const tree = indexTree(await readNodes(c.var.deps.db, caller(c).brandId));
    const menu: ArticleNodeMenuItem[] = tree.ordered.map((r) => ({
      id: r.id,
      title: r.title,
      level: tree.level(r.id),
      childlist: tree.subtree(r.id).join(','),
      display: r.display,
    }));
    return ok(c, menu);
  })
  .post('/node_detail.html', requireRule(articleRule.node_detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    const { brandId } = caller(c);
    const rows = await readNodes(c.var.deps.db, brandId);
    const row = rows.find((r) => r.id === id);
    if (!row) throw new ApiError(ResultCode.business, 'articleNodeNotFound', { id });
    return ok(c, nodeOf(row, indexTree(rows)));
  })
  .post('/node_add.html', requireRule(articleRule.node_add), async (c) => {
    const body = await parseBody(c, articleNodeAddBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const tree = indexTree(await readNodes(db, me.brandId));
    refuse(
      nodeParentRefusal({
        parentId: body.parentId,
        parentExists: tree.byId.has(body.parentId),
        parentLevel: tree.level(body.parentId),
        subtree: [],
        height: 1,
      }),
    );
    const taken = slugTaken(db, me.brandId, 0);
    const slug = await resolveSlug({ typed: body.slug, title: body.title, fallback: 'category', taken });
    const id = await insertedWithSlug(db, me, {
      entity: 'article_node',
      slug,
      payload: { title: body.title, slug },
      after: { title: body.title, slug },
      insert: (tx) =>
        tx
          .insert(articleNodes)
          .values({
            brandId: me.brandId,
            parentId: body.parentId,
            title: body.title,
            slug,
            ordernum: body.ordernum ?? 10,
            display: body.display ?? true,
          })
          .returning({ id: articleNodes.id }),
    });
    const result: AddResult = { id };
    return ok(c, result, 'added');
  })
  .post('/node_update.html', requireRule(articleRule.node_update), async (c) => {
    const body = await parseBody(c, articleNodeUpdateBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const rows = await readNodes(db, me.brandId);
    const node = rows.find((r) => r.id === body.id);
    if (!node) throw new ApiError(ResultCode.business, 'articleNodeNotFound', { id: body.id });
    const tree = indexTree(rows);
    if (body.parentId !== undefined && body.parentId !== node.parentId)
      refuse(
        nodeParentRefusal({
          id: node.id,
          parentId: body.parentId,
          parentExists: tree.byId.has(body.parentId),
          parentLevel: tree.level(body.parentId),
          subtree: tree.subtree(node.id),
          height: tree.height(node.id),
        }),
      );
    // A slug left out stays; an empty one is made again from the (new) title.
    const title = body.title ?? node.title;
    const slug = await updatedSlug(node.slug, {
      typed: body.slug,
      title,
      fallback: 'category',
      taken: slugTaken(db, me.brandId, node.id),
    });
    await updatedWithSlug(db, me, {
      entity: 'article_node',
      id: node.id,
      slug,
      payload: { title, fields: changedFields(body) },
      update: async (tx) => {
        await tx
          .update(articleNodes)
          .set({
            title,
            slug,
            parentId: body.parentId ?? node.parentId,
            ordernum: body.ordernum ?? node.ordernum,
            display: body.display ?? node.display,
            updatedAt: new Date(),
          })
          .where(and(eq(articleNodes.id, node.id), eq(articleNodes.brandId, me.brandId)));
        return { after: {} };
      },
    });
    return ok(c, null, 'saved');
  })
  .post('/node_status.html', requireRule(articleRule.node_status), async (c) => {
    await displayInBrand(c.var.deps.db, caller(c), nodeRows, await parseBody(c, articleNodeStatusBody));
    return ok(c, null, 'saved');
  })
  .get('/node_del.html', xsrfForGet, requireRule(articleRule.node_del), async (c) => {
    const ids = parseQuery(c, articleNodeDelQuery);
    const me = caller(c);
    const { db } = c.var.deps;
    const result = await deletedInBrand(
      db,
      me,
      {
        ...nodeRows,
        check: async (rows, tx) => {
          // Subcategories going in the same call do not hold their parent back.
          const children = await tx
            .select({ parentId: articleNodes.parentId, id: articleNodes.id })
            .from(articleNodes)
            .where(and(eq(articleNodes.brandId, me.brandId), inArray(articleNodes.parentId, ids)));
          for (const row of rows)
            refuse(
              nodeDeleteRefusal({
                title: row.title,
                children: children.filter((k) => k.parentId === row.id && !ids.includes(k.id)).length,
                articles: row.articleCount,
              }),
            );
        },
        payload: (row) => ({ title: row.title }),
      },
      ids,
    );
    return ok(c, result, 'deleted', { n: result.deleted });
  })
  .post('/list.html', requireRule(articleRule.list), async (c) => {
    const body = await parseBody(c, articleListBody);
    const { brandId } = caller(c);
    const { db } = c.var.deps;
    let nodes: string | undefined;
    if (body.nodeId !== undefined) {
      const tree = indexTree(await readNodes(db, brandId));
      nodes = `{${tree.subtree(body.nodeId).join(',')}}`;
    }
    const filter: ArticleFilter = {
      brandId,
      keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
      nodes,
      state: body.status,
      from: body.dateFrom ? (isDay(body.dateFrom) ? dayStart(body.dateFrom) : body.dateFrom) : undefined,
      until: body.dateTo ? (isDay(body.dateTo) ? nextDay(body.dateTo) : body.dateTo) : undefined,
    };
    // Every list page reads it: one prepared statement (server/db/prepared.ts).
    const [state] = await runPrepared(db, stateQuery, [brandId], { genericPlan: true });
    const unfiltered = Object.entries(filter).every(([k, v]) => k === 'brandId' || v === undefined);
    const page = await listPage(c.var.deps, articleList, {
      filter,
      sort: body.sort,
      page: body.page,
      pageSize: body.pageSize,
      version: state ? int(state[1]) : 0,
      total: unfiltered ? (state ? int(state[0]) : 0) : undefined,
    });
    return ok(c, page);
  })
  .post('/detail.html', requireRule(articleRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    const { brandId } = caller(c);
    const { db } = c.var.deps;
    const row = await findInBrand(db, articles, brandId, id, 'articleNotFound');
    const [node] = await db
      .select({ title: articleNodes.title })
      .from(articleNodes)
      .where(eq(articleNodes.id, row.nodeId));
    return ok(c, detailOf(row, node?.title ?? ''));
  })
  .post('/add.html', requireRule(articleRule.add), async (c) => {
    const body = await parseBody(c, articleAddBody);
    const me = caller(c);
    const { db } = c.var.deps;
    await checkNode(db, me.brandId, body.nodeId);
    await checkLibraryImage(c.var.deps, me.brandId, 'cover', body.cover);
    const plan = publishPlan(
      { status: body.status, publishAt: publishAtOf(body.publishAt) },
      null,
      new Date(),
    );
    const jobId = plan.scheduled ? newPublishJobId() : null;
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(articles)
        .values({
          brandId: me.brandId,
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
          publishJob: jobId,
          ordernum: body.ordernum ?? 10,
          display: body.display ?? true,
          userId: me.userId,
        })
        .returning({ id: articles.id });
      if (!row) throw new Error('article insert returned nothing');
      if (jobId && plan.publishAt) await schedulePublish(tx, jobsOf(c), row.id, plan.publishAt, jobId);
      await auditAs(tx, me, {
        action: 'add',
        entity: 'article',
        entityId: row.id,
        payload: { title: body.title, status: plan.status, publishAt: plan.publishAt?.toISOString() ?? null },
      });
      return row.id;
    });
    const result: AddResult = { id };
    return ok(c, result, 'added');
  })
  .post('/update.html', requireRule(articleRule.update), async (c) => {
    const body = await parseBody(c, articleUpdateBody);
    const me = caller(c);
    const { db } = c.var.deps;
    if (body.nodeId !== undefined) await checkNode(db, me.brandId, body.nodeId);
    await checkLibraryImage(c.var.deps, me.brandId, 'cover', body.cover);
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
      // The same schedule keeps its job; a new time gets a new one (the old job then finds it changed).
      const sameSchedule =
        plan.scheduled &&
        before.publishJob !== null &&
        before.publishAt?.getTime() === plan.publishAt?.getTime();
      const jobId = plan.scheduled ? (sameSchedule ? before.publishJob : newPublishJobId()) : null;
      await tx
        .update(articles)
        .set({
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
          publishJob: jobId,
          ordernum: body.ordernum ?? before.ordernum,
          display: body.display ?? before.display,
          updatedAt: new Date(),
        })
        .where(eq(articles.id, before.id));
      if (jobId && !sameSchedule && plan.publishAt)
        await schedulePublish(tx, jobsOf(c), before.id, plan.publishAt, jobId);
      await auditAs(tx, me, {
        action: 'update',
        entity: 'article',
        entityId: before.id,
        payload: {
          title: body.title ?? before.title,
          fields: changedFields(body),
          ...(publishing ? { status: plan.status, publishAt: plan.publishAt?.toISOString() ?? null } : {}),
        },
      });
    });
    return ok(c, null, 'saved');
  })
  .post('/status.html', requireRule(articleRule.status), async (c) => {
    const { ids, status } = await parseBody(c, articleStatusBody);
    const me = caller(c);
    const changed = await c.var.deps.db.transaction(async (tx) => {
      const { rows, where } = await lockedArticles(tx, me.brandId, ids);
      // Publishing keeps the date of what is already published; a draft or a schedule goes out now.
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
      for (const row of rows)
        await auditAs(tx, me, {
          action: status === 'published' ? 'publish' : 'unpublish',
          entity: 'article',
          entityId: row.id,
          payload: { title: row.title },
        });
      return rows.length;
    });
    const result: ArticleBulkResult = { changed };
    return ok(c, result, status === 'published' ? 'articlesPublished' : 'articlesUnpublished', {
      n: changed,
    });
  })
  .post('/order.html', requireRule(articleRule.order), async (c) => {
    const body = await parseBody(c, articleOrderBody);
    await sortInBrand(c.var.deps.db, caller(c), {
      table: articles,
      set: (ordernum) => ({ ordernum }),
      list: body.list,
      notFound: 'articleNotFound',
      entity: 'article',
    });
    return ok(c, null, 'saved');
  })
  .post('/node.html', requireRule(articleRule.node), async (c) => {
    const { ids, nodeId } = await parseBody(c, articleMoveBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const node = await checkNode(db, me.brandId, nodeId);
    const changed = await db.transaction(async (tx) => {
      const { rows, where } = await lockedArticles(tx, me.brandId, ids);
      await tx.update(articles).set({ nodeId, updatedAt: new Date() }).where(where);
      for (const row of rows)
        await auditAs(tx, me, {
          action: 'move',
          entity: 'article',
          entityId: row.id,
          payload: { title: row.title, nodeId, nodeTitle: node.title },
        });
      return rows.length;
    });
    const result: ArticleBulkResult = { changed };
    return ok(c, result, 'articlesMoved', { n: changed, title: node.title });
  })
  .get('/del.html', xsrfForGet, requireRule(articleRule.del), async (c) => {
    const result = await deletedInBrand(
      c.var.deps.db,
      caller(c),
      articleRows,
      parseQuery(c, articleDelQuery),
    );
    return ok(c, result, 'deleted', { n: result.deleted });
  });
