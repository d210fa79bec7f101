import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type AddResult, idBody } from '../../../contract/envelope.ts';
import {
  type PageDetail,
  type PageListItem,
  pageAddBody,
  pageDelQuery,
  pageListBody,
  pageRule,
  pageStatusBody,
  pageUpdateBody,
} from '../../../contract/page.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bool, date, int, text } from '../../db/prepared.ts';
import { pages } from '../../db/schema.ts';
import { ApiError, ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { likePattern } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { tableColumns } from '../../kit/row-reader.ts';
import { deletedInBrand, displayInBrand, findInBrand } from '../../kit/rows.ts';
import { resolveSlug, updatedSlug } from '../../kit/slug.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import { changedFields } from './content-checks.ts';
import { insertedWithSlug, updatedWithSlug } from './slug-rows.ts';

const columns = tableColumns(pages, 'id title slug display createdAt updatedAt');

type PageFilter = { brandId: number; keyword: string | undefined; display: boolean | undefined };

/** The brand's pages, newest first; a brand has a handful, so totals are simply counted. */
const pageList: ListDefinition<PageFilter, typeof columns, never, PageListItem> = {
  name: 'page',
  columns,
  key: pages.id,
  from: (db, fields) => db.select(fields).from(pages).$dynamic(),
  where: (f) =>
    and(
      eq(pages.brandId, f.brandId),
      f.display !== undefined ? eq(pages.display, sql`${f.display}::boolean`) : undefined,
      f.keyword && sql`(lower(${pages.title}) like ${f.keyword} or ${pages.slug} like ${f.keyword})`,
    ),
  orderBy: () => [desc(pages.id)],
  item: (r) => ({
    id: int(r.id),
    title: text(r.title),
    slug: text(r.slug),
    display: bool(r.display),
    createdAt: date(r.createdAt).toISOString(),
    updatedAt: date(r.updatedAt).toISOString(),
  }),
};

const slugTaken = (db: Db, brandId: number, exceptId: number) => async (slug: string) => {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.brandId, brandId), eq(pages.slug, slug)));
  return row !== undefined && row.id !== exceptId;
};

function detailOf(row: typeof pages.$inferSelect): PageDetail {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    display: row.display,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The pages as the row kit's toggle and delete find and audit them. */
const pageRows = {
  table: pages,
  notFound: 'pageNotFound',
  entity: 'page',
  payload: (row: typeof pages.$inferSelect) => ({ title: row.title, slug: row.slug }),
} as const;

/** `/api/page/*`: single pages of the brand's site, found there by slug. */
export const pageRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(pageRule.list), async (c) => {
    const body = await parseBody(c, pageListBody);
    const filter: PageFilter = {
      brandId: caller(c).brandId,
      keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
      display: body.display,
    };
    return ok(c, await listPage(c.var.deps, pageList, { filter, page: body.page, pageSize: body.pageSize }));
  })
  .post('/detail.html', requireRule(pageRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    return ok(c, detailOf(await findInBrand(c.var.deps.db, pages, caller(c).brandId, id, 'pageNotFound')));
  })
  .post('/add.html', requireRule(pageRule.add), async (c) => {
    const body = await parseBody(c, pageAddBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const slug = await resolveSlug({
      typed: body.slug,
      title: body.title,
      fallback: 'page',
      taken: slugTaken(db, me.brandId, 0),
    });
    const id = await insertedWithSlug(db, me, {
      entity: 'page',
      slug,
      payload: { title: body.title, slug },
      insert: (tx) =>
        tx
          .insert(pages)
          .values({
            brandId: me.brandId,
            title: body.title,
            slug,
            content: sanitizeRichText(body.content ?? ''),
            display: body.display ?? true,
          })
          .returning({ id: pages.id }),
    });
    const result: AddResult = { id };
    return ok(c, result, 'added');
  })
  .post('/update.html', requireRule(pageRule.update), async (c) => {
    const body = await parseBody(c, pageUpdateBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const before = await findInBrand(db, pages, me.brandId, body.id, 'pageNotFound');
    const title = body.title ?? before.title;
    const slug = await updatedSlug(before.slug, {
      typed: body.slug,
      title,
      fallback: 'page',
      taken: slugTaken(db, me.brandId, before.id),
    });
    await updatedWithSlug(db, me, {
      entity: 'page',
      id: before.id,
      slug,
      payload: { title, fields: changedFields(body) },
      update: async (tx) => {
        const changed = await tx
          .update(pages)
          .set({
            title,
            slug,
            content: body.content === undefined ? before.content : sanitizeRichText(body.content),
            display: body.display ?? before.display,
            updatedAt: new Date(),
          })
          .where(and(eq(pages.id, before.id), eq(pages.brandId, me.brandId)))
          .returning({ id: pages.id });
        if (changed.length === 0) throw new ApiError(1, 'pageNotFound', { id: body.id });
      },
    });
    return ok(c, null, 'saved');
  })
  .post('/status.html', requireRule(pageRule.status), async (c) => {
    await displayInBrand(c.var.deps.db, caller(c), pageRows, await parseBody(c, pageStatusBody));
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(pageRule.del), async (c) => {
    const result = await deletedInBrand(c.var.deps.db, caller(c), pageRows, parseQuery(c, pageDelQuery));
    return ok(c, result, 'deleted', { n: result.deleted });
  });
