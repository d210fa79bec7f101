import { and, eq } from 'drizzle-orm';
import { articleRule } from '../../../contract/article.ts';
import { friendLinkRule } from '../../../contract/friend-link.ts';
import { pageRule } from '../../../contract/page.ts';
import { slideRule } from '../../../contract/slide.ts';
import type { Tx } from '../../kit/db.ts';
import { deleteUndo, type UndoHandler, updateUndo } from '../../kit/undo.ts';
import { articleNodes, articles, friendLinkNodes, friendLinks, pages, slides } from './platform.tables.ts';

/**
 * The site content's undo handlers (docs/decisions/undo.md), given by the module's manifest
 * (`undo`): deletes of articles, categories, pages, slides, links and link
 * categories, and articles published, unpublished or moved (one or many).
 */

/** Whether the category `id` of the brand is there (a restored article or subcategory needs it). */
async function nodeThere(tx: Tx, brandId: unknown, id: unknown): Promise<boolean> {
  if (typeof id !== 'number' || typeof brandId !== 'number') return false;
  const [row] = await tx
    .select({ id: articleNodes.id })
    .from(articleNodes)
    .where(and(eq(articleNodes.id, id), eq(articleNodes.brandId, brandId)));
  return row !== undefined;
}

/** The link category `id` of the brand, if it is still there. */
async function linkNodeThere(tx: Tx, brandId: unknown, id: unknown): Promise<boolean> {
  if (typeof id !== 'number' || typeof brandId !== 'number') return false;
  const [row] = await tx
    .select({ id: friendLinkNodes.id })
    .from(friendLinkNodes)
    .where(and(eq(friendLinkNodes.id, id), eq(friendLinkNodes.brandId, brandId)));
  return row !== undefined;
}

export const platformUndo: readonly UndoHandler[] = [
  // An article goes back into its category; one deleted since keeps it out (gone). Its count on the
  // category is kept by the table's triggers.
  deleteUndo({
    entity: 'article',
    rule: articleRule.del,
    table: articles,
    prepare: async (tx, values) => ((await nodeThere(tx, values.brandId, values.nodeId)) ? values : null),
  }),
  // Published or unpublished: status and schedule back, for each article still as the change left it.
  updateUndo({ entity: 'article', action: 'publish', rule: articleRule.status, table: articles }),
  updateUndo({ entity: 'article', action: 'unpublish', rule: articleRule.status, table: articles }),
  // Moved: each article still in the category it was moved to goes back to its own, if that is still there.
  (() => {
    const moved = updateUndo({ entity: 'article', action: 'move', rule: articleRule.node, table: articles });
    return {
      ...moved,
      async undo(ctx) {
        const before = Object.values(ctx.change.before ?? {});
        const wanted = new Set<number>(
          ctx.change.entityIds.length > 1
            ? before.map((b) => Number((b as { nodeId?: unknown } | null)?.nodeId))
            : [Number((ctx.change.before as { nodeId?: unknown } | null)?.nodeId)],
        );
        for (const id of wanted)
          if (!(await nodeThere(ctx.tx, ctx.change.brandId, id)))
            // Its category went since: the move cannot be taken back without inventing a home.
            return {
              restored: 0,
              skipped: ctx.change.entityIds.map((entityId) => ({
                entityId,
                name: `#${entityId}`,
                reason: 'gone' as const,
              })),
            };
        return moved.undo(ctx);
      },
    } satisfies UndoHandler;
  })(),
  // A category (it had no articles nor subcategories staying) goes back under its parent, if still there.
  deleteUndo({
    entity: 'article_node',
    rule: articleRule.node_del,
    table: articleNodes,
    prepare: async (tx, values) =>
      values.parentId === 0 || (await nodeThere(tx, values.brandId, values.parentId)) ? values : null,
  }),
  // A page whose slug was taken since stays out (taken).
  deleteUndo({ entity: 'page', rule: pageRule.del, table: pages }),
  deleteUndo({ entity: 'slide', rule: slideRule.del, table: slides }),
  // A link goes back into its category, or into none if that category went since.
  deleteUndo({
    entity: 'friendlink',
    rule: friendLinkRule.del,
    table: friendLinks,
    prepare: async (tx, values) =>
      values.nodeId === 0 || (await linkNodeThere(tx, values.brandId, values.nodeId))
        ? values
        : { ...values, nodeId: 0 },
  }),
  deleteUndo({ entity: 'friendlink_node', rule: friendLinkRule.node_del, table: friendLinkNodes }),
];
