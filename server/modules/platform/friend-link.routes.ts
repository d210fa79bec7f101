import { and, asc, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { type AddResult, idBody } from '../../../contract/envelope.ts';
import {
  type FriendLinkItem,
  type FriendLinkNode,
  friendLinkAddBody,
  friendLinkDelQuery,
  friendLinkListBody,
  friendLinkNodeDelQuery,
  friendLinkNodeUpdateBody,
  friendLinkOrderBody,
  friendLinkRule,
  friendLinkStatusBody,
  friendLinkUpdateBody,
} from '../../../contract/friend-link.ts';
import { defaultOrdernum } from '../../../contract/platform.ts';
import { auditAs } from '../../audit.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { bool, date, int, text } from '../../db/prepared.ts';
import { friendLinkNodes, friendLinks } from '../../db/schema.ts';
import { ApiError, fieldRefusal, ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { likePattern } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { deletedInBrand, displayInBrand, sortInBrand } from '../../kit/rows.ts';
import { changedFields, checkLibraryImage } from './content-checks.ts';
import { linkNodeDeleteRefusal } from './friend-link.policy.ts';

const columns = {
  id: friendLinks.id,
  title: friendLinks.title,
  url: friendLinks.url,
  logo: friendLinks.logo,
  nodeId: friendLinks.nodeId,
  nodeTitle: friendLinkNodes.title,
  ordernum: friendLinks.ordernum,
  display: friendLinks.display,
  createdAt: friendLinks.createdAt,
  updatedAt: friendLinks.updatedAt,
};

type LinkFilter = {
  brandId: number;
  keyword: string | undefined;
  nodeId: number | undefined;
  display: boolean | undefined;
};

function linkOf(r: { [K in keyof typeof columns]: unknown }): FriendLinkItem {
  return {
    id: int(r.id),
    title: text(r.title),
    url: text(r.url),
    logo: text(r.logo),
    nodeId: int(r.nodeId),
    nodeTitle: r.nodeTitle === null ? '' : text(r.nodeTitle),
    ordernum: int(r.ordernum),
    display: bool(r.display),
    createdAt: date(r.createdAt).toISOString(),
    updatedAt: date(r.updatedAt).toISOString(),
  };
}

/** Links in the order the site shows them: ordernum, then oldest first. */
const linkList: ListDefinition<LinkFilter, typeof columns, never, FriendLinkItem> = {
  name: 'friendlink',
  columns,
  key: friendLinks.id,
  from: (db, fields) =>
    db
      .select(fields)
      .from(friendLinks)
      .leftJoin(friendLinkNodes, eq(friendLinkNodes.id, friendLinks.nodeId))
      .$dynamic(),
  countFrom: (db, fields) => db.select(fields).from(friendLinks).$dynamic(),
  where: (f) =>
    and(
      eq(friendLinks.brandId, f.brandId),
      f.nodeId && eq(friendLinks.nodeId, f.nodeId),
      f.display && eq(friendLinks.display, f.display),
      f.keyword &&
        sql`(lower(${friendLinks.title}) like ${f.keyword} or lower(${friendLinks.url}) like ${f.keyword})`,
    ),
  orderBy: () => [asc(friendLinks.ordernum), asc(friendLinks.id)],
  item: linkOf,
};

/** A link's category must be one of the brand's (0: none); else the `nodeId` field is refused. */
async function checkLinkNode(c: Context<AppEnv>, brandId: number, nodeId: number | undefined) {
  if (!nodeId) return;
  const [row] = await c.var.deps.db
    .select({ id: friendLinkNodes.id })
    .from(friendLinkNodes)
    .where(and(eq(friendLinkNodes.brandId, brandId), eq(friendLinkNodes.id, nodeId)));
  if (!row) throw fieldRefusal('nodeId', 'nodeMissing');
}

async function detailOf(c: Context<AppEnv>, brandId: number, id: number): Promise<FriendLinkItem> {
  const [row] = await c.var.deps.db
    .select(columns)
    .from(friendLinks)
    .leftJoin(friendLinkNodes, eq(friendLinkNodes.id, friendLinks.nodeId))
    .where(and(eq(friendLinks.id, id), eq(friendLinks.brandId, brandId)));
  if (!row) throw new ApiError(1, 'friendLinkNotFound', { id });
  return linkOf(row);
}

/** The links as the row kit's toggle and delete find and audit them. */
const linkRows = {
  table: friendLinks,
  notFound: 'friendLinkNotFound',
  entity: 'friendlink',
  payload: (row: typeof friendLinks.$inferSelect) => ({ title: row.title, url: row.url }),
} as const;

/** `/api/friendlink/*`: the site's friend links and their categories. */
export const friendLinkRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(friendLinkRule.list), async (c) => {
    const body = await parseBody(c, friendLinkListBody);
    const filter: LinkFilter = {
      brandId: caller(c).brandId,
      keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
      nodeId: body.nodeId,
      display: body.display,
    };
    return ok(c, await listPage(c.var.deps, linkList, { filter, page: body.page, pageSize: body.pageSize }));
  })
  .post('/detail.html', requireRule(friendLinkRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    return ok(c, await detailOf(c, caller(c).brandId, id));
  })
  .post('/add.html', requireRule(friendLinkRule.add), async (c) => {
    const body = await parseBody(c, friendLinkAddBody);
    const me = caller(c);
    await checkLinkNode(c, me.brandId, body.nodeId);
    await checkLibraryImage(c, me.brandId, 'logo', body.logo);
    const id = await c.var.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(friendLinks)
        .values({
          brandId: me.brandId,
          title: body.title,
          url: body.url,
          logo: body.logo ?? '',
          nodeId: body.nodeId ?? 0,
          ordernum: body.ordernum ?? defaultOrdernum,
          display: body.display ?? true,
        })
        .returning({ id: friendLinks.id });
      if (!row) throw new Error('friend link insert returned nothing');
      await auditAs(tx, me, {
        action: 'add',
        entity: 'friendlink',
        entityId: row.id,
        payload: { title: body.title, url: body.url },
      });
      return row.id;
    });
    const result: AddResult = { id };
    return ok(c, result, 'added');
  })
  .post('/update.html', requireRule(friendLinkRule.update), async (c) => {
    const body = await parseBody(c, friendLinkUpdateBody);
    const me = caller(c);
    await checkLinkNode(c, me.brandId, body.nodeId);
    await checkLibraryImage(c, me.brandId, 'logo', body.logo);
    await c.var.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(friendLinks)
        .set({
          ...(body.title === undefined ? {} : { title: body.title }),
          ...(body.url === undefined ? {} : { url: body.url }),
          ...(body.logo === undefined ? {} : { logo: body.logo }),
          ...(body.nodeId === undefined ? {} : { nodeId: body.nodeId }),
          ...(body.ordernum === undefined ? {} : { ordernum: body.ordernum }),
          ...(body.display === undefined ? {} : { display: body.display }),
          updatedAt: new Date(),
        })
        .where(and(eq(friendLinks.id, body.id), eq(friendLinks.brandId, me.brandId)))
        .returning({ title: friendLinks.title });
      if (!row) throw new ApiError(1, 'friendLinkNotFound', { id: body.id });
      await auditAs(tx, me, {
        action: 'update',
        entity: 'friendlink',
        entityId: body.id,
        payload: { title: row.title, fields: changedFields(body) },
      });
    });
    return ok(c, null, 'saved');
  })
  .post('/order.html', requireRule(friendLinkRule.order), async (c) => {
    const body = await parseBody(c, friendLinkOrderBody);
    await sortInBrand(c.var.deps.db, caller(c), {
      table: friendLinks,
      set: (ordernum) => ({ ordernum }),
      list: body.list,
      notFound: 'friendLinkNotFound',
      entity: 'friendlink',
    });
    return ok(c, null, 'saved');
  })
  .post('/status.html', requireRule(friendLinkRule.status), async (c) => {
    await displayInBrand(c.var.deps.db, caller(c), linkRows, await parseBody(c, friendLinkStatusBody));
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(friendLinkRule.del), async (c) => {
    const result = await deletedInBrand(
      c.var.deps.db,
      caller(c),
      linkRows,
      parseQuery(c, friendLinkDelQuery),
    );
    return ok(c, result, 'deleted', { n: result.deleted });
  })
  .post('/node_list.html', requireRule(friendLinkRule.node_list), async (c) => {
    const { brandId } = caller(c);
    const rows = await c.var.deps.db
      .select({
        id: friendLinkNodes.id,
        title: friendLinkNodes.title,
        ordernum: friendLinkNodes.ordernum,
        // Qualified by hand: inside the subquery Drizzle writes a bare "id", which would be the link's.
        linkCount: sql<number>`(select count(*)::int from friendlinks f
          where f.node_id = "friendlink_nodes"."id" and f.brand_id = ${brandId})`,
      })
      .from(friendLinkNodes)
      .where(eq(friendLinkNodes.brandId, brandId))
      .orderBy(asc(friendLinkNodes.ordernum), asc(friendLinkNodes.id));
    const list: FriendLinkNode[] = rows.map((r) => ({ ...r, linkCount: Number(r.linkCount) }));
    return ok(c, list);
  })
  .post('/node_update.html', requireRule(friendLinkRule.node_update), async (c) => {
    const body = await parseBody(c, friendLinkNodeUpdateBody);
    const me = caller(c);
    const id = await c.var.deps.db.transaction(async (tx) => {
      if (body.id === undefined) {
        const [row] = await tx
          .insert(friendLinkNodes)
          .values({ brandId: me.brandId, title: body.title, ordernum: body.ordernum ?? defaultOrdernum })
          .returning({ id: friendLinkNodes.id });
        if (!row) throw new Error('friend link node insert returned nothing');
        await auditAs(tx, me, {
          action: 'add',
          entity: 'friendlink_node',
          entityId: row.id,
          payload: { title: body.title },
        });
        return row.id;
      }
      const [row] = await tx
        .update(friendLinkNodes)
        .set({ title: body.title, ...(body.ordernum === undefined ? {} : { ordernum: body.ordernum }) })
        .where(and(eq(friendLinkNodes.id, body.id), eq(friendLinkNodes.brandId, me.brandId)))
        .returning({ id: friendLinkNodes.id });
      if (!row) throw new ApiError(1, 'friendLinkNodeNotFound', { id: body.id });
      await auditAs(tx, me, {
        action: 'update',
        entity: 'friendlink_node',
        entityId: row.id,
        payload: { title: body.title, fields: changedFields(body) },
      });
      return row.id;
    });
    const result: AddResult = { id };
    return ok(c, result, body.id === undefined ? 'added' : 'saved');
  })
  .get('/node_del.html', xsrfForGet, requireRule(friendLinkRule.node_del), async (c) => {
    const ids = parseQuery(c, friendLinkNodeDelQuery);
    const me = caller(c);
    const result = await deletedInBrand(
      c.var.deps.db,
      me,
      {
        table: friendLinkNodes,
        notFound: 'friendLinkNodeNotFound',
        entity: 'friendlink_node',
        check: async (rows, tx) => {
          for (const row of rows) {
            const [counted] = await tx
              .select({ n: sql<number>`count(*)::int` })
              .from(friendLinks)
              .where(and(eq(friendLinks.brandId, me.brandId), eq(friendLinks.nodeId, row.id)));
            refuse(linkNodeDeleteRefusal({ title: row.title, links: Number(counted?.n ?? 0) }));
          }
        },
        payload: (row) => ({ title: row.title }),
      },
      ids,
    );
    return ok(c, result, 'deleted', { n: result.deleted });
  });
