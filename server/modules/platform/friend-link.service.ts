import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AddResult, ListResult, SortItem } from '../../../contract/envelope.ts';
import type {
  FriendLinkItem,
  FriendLinkNode,
  friendLinkAddBody,
  friendLinkListBody,
  friendLinkNodeUpdateBody,
  friendLinkStatusBody,
  friendLinkUpdateBody,
} from '../../../contract/friend-link.ts';
import { defaultOrdernum } from '../../../contract/platform.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { bool, date, int, text } from '../../db/prepared.ts';
import { ApiError, fieldRefusal } from '../../envelope.ts';
import type { Caller } from '../../kit/caller.ts';
import { likePattern, type Queryable } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { deletedInBrand, displayInBrand, insertInBrand, sortInBrand } from '../../kit/rows.ts';
import { changedFields, checkLibraryImage, type PlatformDeps } from './content-checks.ts';
import { linkNodeDeleteRefusal } from './friend-link.policy.ts';
import { friendLinkNodes, friendLinks } from './platform.tables.ts';
import { updateInBrand } from './row-update.ts';

/**
 * The site's friend links and their categories: each use case a plain function `(deps, caller,
 * input)` holding its transaction, its writes and its change record (docs/decisions/server-layout.md).
 */

type Input<T extends z.ZodType> = z.output<T>;

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
async function checkLinkNode(db: Queryable, brandId: number, nodeId: number | undefined) {
  if (!nodeId) return;
  const [row] = await db
    .select({ id: friendLinkNodes.id })
    .from(friendLinkNodes)
    .where(and(eq(friendLinkNodes.brandId, brandId), eq(friendLinkNodes.id, nodeId)));
  if (!row) throw fieldRefusal('nodeId', 'nodeMissing');
}

/** The links as the row kit's toggle and delete find and record them. */
const linkRows = {
  table: friendLinks,
  notFound: 'friendLinkNotFound',
  entity: 'friendlink',
  payload: (row: typeof friendLinks.$inferSelect) => ({ title: row.title, url: row.url }),
} as const;

/** One page of the brand's links. */
export function listFriendLinks(
  deps: PlatformDeps,
  me: Pick<Caller, 'brandId'>,
  body: Input<typeof friendLinkListBody>,
): Promise<ListResult<FriendLinkItem>> {
  const filter: LinkFilter = {
    brandId: me.brandId,
    keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
    nodeId: body.nodeId,
    display: body.display,
  };
  return listPage(deps, linkList, { filter, page: body.page, pageSize: body.pageSize });
}

/** A link of the brand, with its category's title. */
export async function friendLinkDetail(
  deps: PlatformDeps,
  me: Pick<Caller, 'brandId'>,
  { id }: { id: number },
): Promise<FriendLinkItem> {
  const [row] = await deps.db
    .select(columns)
    .from(friendLinks)
    .leftJoin(friendLinkNodes, eq(friendLinkNodes.id, friendLinks.nodeId))
    .where(and(eq(friendLinks.id, id), eq(friendLinks.brandId, me.brandId)));
  if (!row) throw new ApiError(1, 'friendLinkNotFound', { id });
  return linkOf(row);
}

/** Adds a link, in one of the brand's categories (or none), its logo from the library. */
export async function addFriendLink(
  deps: PlatformDeps,
  me: Caller,
  body: Input<typeof friendLinkAddBody>,
): Promise<AddResult> {
  await checkLinkNode(deps.db, me.brandId, body.nodeId);
  await checkLibraryImage(deps, me.brandId, 'logo', body.logo);
  const values = {
    title: body.title,
    url: body.url,
    logo: body.logo ?? '',
    nodeId: body.nodeId ?? 0,
    ordernum: body.ordernum ?? defaultOrdernum,
    display: body.display ?? true,
  };
  const id = await deps.db.transaction((tx) =>
    insertInBrand(tx, me, {
      table: friendLinks,
      values,
      entity: 'friendlink',
      payload: { title: body.title, url: body.url },
    }),
  );
  return { id };
}

/** Changes the fields of a link the body sends. */
export async function updateFriendLink(
  deps: PlatformDeps,
  me: Caller,
  body: Input<typeof friendLinkUpdateBody>,
): Promise<void> {
  await checkLinkNode(deps.db, me.brandId, body.nodeId);
  await checkLibraryImage(deps, me.brandId, 'logo', body.logo);
  const { id, ...set } = body;
  await deps.db.transaction((tx) =>
    updateInBrand(tx, me, {
      table: friendLinks,
      id,
      set,
      touch: true,
      notFound: 'friendLinkNotFound',
      entity: 'friendlink',
      payload: (was) => ({ title: set.title ?? was.title, fields: changedFields(body) }),
    }),
  );
}

/** Sets the order of several links at once. */
export function sortFriendLinks(deps: PlatformDeps, me: Caller, { list }: { list: SortItem[] }) {
  return sortInBrand(deps.db, me, {
    table: friendLinks,
    set: (ordernum) => ({ ordernum }),
    list,
    notFound: 'friendLinkNotFound',
    entity: 'friendlink',
  });
}

/** Shows or hides a link on the site. */
export function setFriendLinkDisplay(
  deps: PlatformDeps,
  me: Caller,
  body: Input<typeof friendLinkStatusBody>,
) {
  return displayInBrand(deps.db, me, linkRows, body);
}

/** Deletes links, all or none. */
export function deleteFriendLinks(deps: PlatformDeps, me: Caller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(deps.db, me, linkRows, ids);
}

/** The brand's link categories in order, each with how many links it holds. */
export async function friendLinkNodeList(
  deps: PlatformDeps,
  me: Pick<Caller, 'brandId'>,
): Promise<FriendLinkNode[]> {
  const { brandId } = me;
  const rows = await deps.db
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
  return rows.map((r) => ({ ...r, linkCount: Number(r.linkCount) }));
}

/**
 * A category is known by its name alone (in the tree, in a link's category choice), so two of a brand
 * never share one, whatever its case. Checked, not indexed: categories saved before the check may share
 * a name, and a migration would have to rename one; two saved at the same moment could still pass.
 */
async function checkNodeTitle(db: Queryable, brandId: number, title: string, exceptId = 0) {
  const [taken] = await db
    .select({ id: friendLinkNodes.id })
    .from(friendLinkNodes)
    .where(
      and(
        eq(friendLinkNodes.brandId, brandId),
        sql`lower(${friendLinkNodes.title}) = lower(${title})`,
        ne(friendLinkNodes.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw fieldRefusal('title', 'linkNodeTitleTaken', { title });
}

/** Adds a link category (no id) or renames and reorders one; answers its id. */
export function saveFriendLinkNode(
  deps: PlatformDeps,
  me: Caller,
  body: Input<typeof friendLinkNodeUpdateBody>,
): Promise<AddResult> {
  return deps.db.transaction(async (tx) => {
    await checkNodeTitle(tx, me.brandId, body.title, body.id);
    if (body.id === undefined) {
      const values = { title: body.title, ordernum: body.ordernum ?? defaultOrdernum };
      const id = await insertInBrand(tx, me, {
        table: friendLinkNodes,
        values,
        entity: 'friendlink_node',
        payload: { title: body.title },
      });
      return { id };
    }
    await updateInBrand(tx, me, {
      table: friendLinkNodes,
      id: body.id,
      set: { title: body.title, ordernum: body.ordernum },
      touch: false,
      notFound: 'friendLinkNodeNotFound',
      entity: 'friendlink_node',
      payload: () => ({ title: body.title, fields: changedFields(body) }),
    });
    return { id: body.id };
  });
}

/** Deletes link categories, all or none; one that still holds links is refused, saying how many. */
export function deleteFriendLinkNodes(deps: PlatformDeps, me: Caller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(
    deps.db,
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
}
