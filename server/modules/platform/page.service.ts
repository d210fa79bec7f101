import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AddResult, ListResult } from '../../../contract/envelope.ts';
import type {
  PageDetail,
  PageListItem,
  pageAddBody,
  pageListBody,
  pageStatusBody,
  pageUpdateBody,
} from '../../../contract/page.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import type { Db } from '../../db/client.ts';
import { bool, date, int, text } from '../../db/prepared.ts';
import { ApiError } from '../../envelope.ts';
import type { Caller } from '../../kit/caller.ts';
import { likePattern } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { tableColumns } from '../../kit/row-reader.ts';
import { deletedInBrand, displayInBrand, findInBrand } from '../../kit/rows.ts';
import { resolveSlug, updatedSlug } from '../../kit/slug.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import { changedFields, fieldChanges, type PlatformDeps } from './content-checks.ts';
import { pages } from './platform.tables.ts';
import { insertedWithSlug, updatedWithSlug } from './slug-rows.ts';

/**
 * The site's single pages: each use case a plain function `(deps, caller, input)` holding its
 * transaction, its writes and its change record (docs/decisions/server-layout.md).
 */

type Input<T extends z.ZodType> = z.output<T>;

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

/** The pages as the row kit's toggle and delete find and record them. */
const pageRows = {
  table: pages,
  notFound: 'pageNotFound',
  entity: 'page',
  payload: (row: typeof pages.$inferSelect) => ({ title: row.title, slug: row.slug }),
} as const;

/** One page of the brand's pages. */
export function listPages(
  deps: PlatformDeps,
  me: Pick<Caller, 'brandId'>,
  body: Input<typeof pageListBody>,
): Promise<ListResult<PageListItem>> {
  const filter: PageFilter = {
    brandId: me.brandId,
    keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
    display: body.display,
  };
  return listPage(deps, pageList, { filter, page: body.page, pageSize: body.pageSize });
}

/** A page of the brand, with its content. */
export async function pageDetail(
  deps: PlatformDeps,
  me: Pick<Caller, 'brandId'>,
  { id }: { id: number },
): Promise<PageDetail> {
  return detailOf(await findInBrand(deps.db, pages, me.brandId, id, 'pageNotFound'));
}

/** Adds a page under its slug (typed, else made from its title). */
export async function addPage(
  deps: PlatformDeps,
  me: Caller,
  body: Input<typeof pageAddBody>,
): Promise<AddResult> {
  const { db } = deps;
  const slug = await resolveSlug({
    typed: body.slug,
    title: body.title,
    fallback: 'page',
    taken: slugTaken(db, me.brandId, 0),
  });
  const values = {
    title: body.title,
    slug,
    content: sanitizeRichText(body.content ?? ''),
    display: body.display ?? true,
  };
  const id = await insertedWithSlug(db, me, {
    entity: 'page',
    slug,
    payload: { title: body.title, slug },
    after: values,
    insert: (tx) =>
      tx
        .insert(pages)
        .values({ brandId: me.brandId, ...values })
        .returning({ id: pages.id }),
  });
  return { id };
}

/** Changes a page; an empty slug is made again from the (new) title. */
export async function updatePage(
  deps: PlatformDeps,
  me: Caller,
  body: Input<typeof pageUpdateBody>,
): Promise<void> {
  const { db } = deps;
  const found = await findInBrand(db, pages, me.brandId, body.id, 'pageNotFound');
  const title = body.title ?? found.title;
  const slug = await updatedSlug(found.slug, {
    typed: body.slug,
    title,
    fallback: 'page',
    taken: slugTaken(db, me.brandId, found.id),
  });
  await updatedWithSlug(db, me, {
    entity: 'page',
    id: found.id,
    slug,
    payload: { title, fields: changedFields(body) },
    update: async (tx) => {
      const where = and(eq(pages.id, found.id), eq(pages.brandId, me.brandId));
      const [was] = await tx.select().from(pages).where(where).for('update');
      if (!was) throw new ApiError(1, 'pageNotFound', { id: body.id });
      const set = {
        title,
        slug,
        content: body.content === undefined ? was.content : sanitizeRichText(body.content),
        display: body.display ?? was.display,
      };
      await tx
        .update(pages)
        .set({ ...set, updatedAt: new Date() })
        .where(where);
      return fieldChanges(was, set);
    },
  });
}

/** Shows or hides a page on the site. */
export function setPageDisplay(deps: PlatformDeps, me: Caller, body: Input<typeof pageStatusBody>) {
  return displayInBrand(deps.db, me, pageRows, body);
}

/** Deletes pages, all or none. */
export function deletePages(deps: PlatformDeps, me: Caller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(deps.db, me, pageRows, ids);
}
