import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ArticleNode,
  ArticleNodeMenuItem,
  ArticleNodeTree,
  articleNodeAddBody,
  articleNodeStatusBody,
  articleNodeUpdateBody,
} from '../../../contract/article.ts';
import { type AddResult, ResultCode } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import type { Db } from '../../db/client.ts';
import { ApiError, fieldRefusal } from '../../envelope.ts';
import type { Caller } from '../../kit/caller.ts';
import type { Queryable } from '../../kit/db.ts';
import { refuse } from '../../kit/policy.ts';
import { deletedInBrand, displayInBrand } from '../../kit/rows.ts';
import { resolveSlug, updatedSlug } from '../../kit/slug.ts';
import { nodeDeleteRefusal, nodeParentRefusal } from './article.policy.ts';
import { changedFields, fieldChanges, type PlatformDeps } from './content-checks.ts';
import { indexTree, type TreeIndex } from './node-tree.ts';
import { articleNodes } from './platform.tables.ts';
import { insertedWithSlug, updatedWithSlug } from './slug-rows.ts';

/**
 * The article categories (a tree of at most three levels, found on the site by slug): each use case
 * a plain function `(deps, caller, input)` holding its transaction, its writes and its change record
 * (docs/decisions/server-layout.md).
 */

type Input<T extends z.ZodType> = z.output<T>;
type NodeRow = typeof articleNodes.$inferSelect;

/** The brand's categories, every one (a brand has a few dozen at most). */
export function readNodes(db: Queryable, brandId: number): Promise<NodeRow[]> {
  return db.select().from(articleNodes).where(eq(articleNodes.brandId, brandId));
}

/** The category an article is filed in must be one of the brand's; else the `nodeId` field is refused. */
export async function checkNode(db: Db, brandId: number, nodeId: number): Promise<NodeRow> {
  const [row] = await db
    .select()
    .from(articleNodes)
    .where(and(eq(articleNodes.brandId, brandId), eq(articleNodes.id, nodeId)));
  if (!row) throw fieldRefusal('nodeId', 'nodeMissing');
  return row;
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

const slugTaken = (db: Db, brandId: number, exceptId: number) => async (slug: string) => {
  const [row] = await db
    .select({ id: articleNodes.id })
    .from(articleNodes)
    .where(and(eq(articleNodes.brandId, brandId), eq(articleNodes.slug, slug)));
  return row !== undefined && row.id !== exceptId;
};

/** The article categories as the row kit's toggle and delete find and record them. */
const nodeRows = {
  table: articleNodes,
  notFound: 'articleNodeNotFound',
  entity: 'article_node',
} as const;

/** The brand's categories as a tree. */
export async function articleNodeTree(
  deps: PlatformDeps,
  me: Pick<Caller, 'brandId'>,
): Promise<ArticleNodeTree[]> {
  const tree = indexTree(await readNodes(deps.db, me.brandId));
  const build = (parentId: number): ArticleNodeTree[] =>
    (tree.children.get(parentId) ?? []).map((r) => ({ ...nodeOf(r, tree), childList: build(r.id) }));
  return build(0);
}

/** The brand's categories in tree order, for a picker: each with its level and its subtree's ids. */
export async function articleNodeMenu(
  deps: PlatformDeps,
  me: Pick<Caller, 'brandId'>,
): Promise<ArticleNodeMenuItem[]> {
  const tree = indexTree(await readNodes(deps.db, me.brandId));
  return tree.ordered.map((r) => ({
    id: r.id,
    title: r.title,
    level: tree.level(r.id),
    childlist: tree.subtree(r.id).join(','),
    display: r.display,
  }));
}

/** A category of the brand. */
export async function articleNodeDetail(
  deps: PlatformDeps,
  me: Pick<Caller, 'brandId'>,
  { id }: { id: number },
): Promise<ArticleNode> {
  const rows = await readNodes(deps.db, me.brandId);
  const row = rows.find((r) => r.id === id);
  if (!row) throw new ApiError(ResultCode.business, 'articleNodeNotFound', { id });
  return nodeOf(row, indexTree(rows));
}

/** Adds a category under a parent (0: the top), its slug typed or made from its title. */
export async function addArticleNode(
  deps: PlatformDeps,
  me: Caller,
  body: Input<typeof articleNodeAddBody>,
): Promise<AddResult> {
  const { db } = deps;
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
  const values = {
    parentId: body.parentId,
    title: body.title,
    slug,
    ordernum: body.ordernum ?? 10,
    display: body.display ?? true,
  };
  const id = await insertedWithSlug(db, me, {
    entity: 'article_node',
    slug,
    payload: { title: body.title, slug },
    after: values,
    insert: (tx) =>
      tx
        .insert(articleNodes)
        .values({ brandId: me.brandId, ...values })
        .returning({ id: articleNodes.id }),
  });
  return { id };
}

/** Renames, moves (never under itself, nor deeper than three levels), reorders or hides a category. */
export async function updateArticleNode(
  deps: PlatformDeps,
  me: Caller,
  body: Input<typeof articleNodeUpdateBody>,
): Promise<void> {
  const { db } = deps;
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
  const set = {
    title,
    slug,
    parentId: body.parentId ?? node.parentId,
    ordernum: body.ordernum ?? node.ordernum,
    display: body.display ?? node.display,
  };
  await updatedWithSlug(db, me, {
    entity: 'article_node',
    id: node.id,
    slug,
    payload: { title, fields: changedFields(body) },
    update: async (tx) => {
      await tx
        .update(articleNodes)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(articleNodes.id, node.id), eq(articleNodes.brandId, me.brandId)));
      return fieldChanges(node, set);
    },
  });
}

/** Shows or hides a category (and so its articles) on the site. */
export function setArticleNodeDisplay(
  deps: PlatformDeps,
  me: Caller,
  body: Input<typeof articleNodeStatusBody>,
) {
  return displayInBrand(deps.db, me, nodeRows, body);
}

/** Deletes categories, all or none: one with subcategories staying, or with articles, is refused. */
export function deleteArticleNodes(deps: PlatformDeps, me: Caller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(
    deps.db,
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
}
