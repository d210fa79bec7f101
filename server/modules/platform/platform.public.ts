// What other modules use of platform: the site's column tree (AI drafts place an article in it).
// Other modules import platform through this file only (docs/decisions/modules.md).
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../kit/db.ts';
import { articleNodes, articles } from './platform.tables.ts';

export { indexTree } from './node-tree.ts';

/** The brand's article categories, every row (the AI places a draft in one). */
export function articleCategories(db: Queryable, brandId: number) {
  return db.select().from(articleNodes).where(eq(articleNodes.brandId, brandId));
}

/** The brand's latest article titles, at most `limit`, newest first. */
export function latestArticleTitles(db: Queryable, brandId: number, limit: number) {
  return db
    .select({ title: articles.title })
    .from(articles)
    .where(eq(articles.brandId, brandId))
    .orderBy(desc(articles.id))
    .limit(limit);
}
