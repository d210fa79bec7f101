import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AddResult, ListResult } from '../../../contract/envelope.ts';
import { defaultOrdernum } from '../../../contract/platform.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import {
  defaultSlidePosition,
  type SlideItem,
  type slideAddBody,
  type slideListBody,
  type slideUpdateBody,
} from '../../../contract/slide.ts';
import { bool, date, int, text } from '../../db/prepared.ts';
import type { Caller } from '../../kit/caller.ts';
import { likePattern } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { deletedInBrand, findInBrand, insertInBrand } from '../../kit/rows.ts';
import { changedFields, checkLibraryImage, type PlatformDeps } from './content-checks.ts';
import { slides } from './platform.tables.ts';
import { updateInBrand } from './row-update.ts';

/**
 * The site's slides: each use case a plain function `(deps, caller, input)` holding its
 * transaction, its writes and its change record (docs/decisions/server-layout.md).
 */

type Input<T extends z.ZodType> = z.output<T>;

const columns = {
  id: slides.id,
  title: slides.title,
  image: slides.image,
  url: slides.url,
  ordernum: slides.ordernum,
  display: slides.display,
  position: slides.position,
  createdAt: slides.createdAt,
  updatedAt: slides.updatedAt,
};

type SlideFilter = {
  brandId: number;
  keyword: string | undefined;
  position: string | undefined;
  display: boolean | undefined;
};

function slideOf(r: { [K in keyof typeof columns]: unknown }): SlideItem {
  return {
    id: int(r.id),
    title: text(r.title),
    image: text(r.image),
    url: text(r.url),
    ordernum: int(r.ordernum),
    display: bool(r.display),
    position: text(r.position),
    createdAt: date(r.createdAt).toISOString(),
    updatedAt: date(r.updatedAt).toISOString(),
  };
}

/** Slides in the order the site shows them: ordernum, then oldest first. */
const slideList: ListDefinition<SlideFilter, typeof columns, never, SlideItem> = {
  name: 'slide',
  columns,
  key: slides.id,
  from: (db, fields) => db.select(fields).from(slides).$dynamic(),
  where: (f) =>
    and(
      eq(slides.brandId, f.brandId),
      f.position && eq(slides.position, f.position),
      f.display && eq(slides.display, f.display),
      f.keyword && sql`lower(${slides.title}) like ${f.keyword}`,
    ),
  orderBy: () => [asc(slides.ordernum), asc(slides.id)],
  item: slideOf,
};

/** The slides as the row kit's delete finds and records them. */
const slideRows = {
  table: slides,
  notFound: 'slideNotFound',
  entity: 'slide',
  payload: (row: typeof slides.$inferSelect) => ({ title: row.title }),
} as const;

/** One page of the brand's slides. */
export function listSlides(
  deps: PlatformDeps,
  me: Pick<Caller, 'brandId'>,
  body: Input<typeof slideListBody>,
): Promise<ListResult<SlideItem>> {
  const filter: SlideFilter = {
    brandId: me.brandId,
    keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
    position: body.position,
    display: body.display,
  };
  return listPage(deps, slideList, { filter, page: body.page, pageSize: body.pageSize });
}

/** A slide of the brand. */
export async function slideDetail(
  deps: PlatformDeps,
  me: Pick<Caller, 'brandId'>,
  { id }: { id: number },
): Promise<SlideItem> {
  return slideOf(await findInBrand(deps.db, slides, me.brandId, id, 'slideNotFound'));
}

/** Adds a slide, its image from the brand's library. */
export async function addSlide(
  deps: PlatformDeps,
  me: Caller,
  body: Input<typeof slideAddBody>,
): Promise<AddResult> {
  await checkLibraryImage(deps, me.brandId, 'image', body.image);
  const values = {
    title: body.title,
    image: body.image,
    url: body.url ?? '',
    ordernum: body.ordernum ?? defaultOrdernum,
    display: body.display ?? true,
    position: body.position ?? defaultSlidePosition,
  };
  const id = await deps.db.transaction((tx) =>
    insertInBrand(tx, me, { table: slides, values, entity: 'slide', payload: { title: body.title } }),
  );
  return { id };
}

/** Changes the fields of a slide the body sends. */
export async function updateSlide(
  deps: PlatformDeps,
  me: Caller,
  body: Input<typeof slideUpdateBody>,
): Promise<void> {
  await checkLibraryImage(deps, me.brandId, 'image', body.image);
  const { id, ...set } = body;
  await deps.db.transaction((tx) =>
    updateInBrand(tx, me, {
      table: slides,
      id,
      set,
      touch: true,
      notFound: 'slideNotFound',
      entity: 'slide',
      payload: (was) => ({ title: set.title ?? was.title, fields: changedFields(body) }),
    }),
  );
}

/** Deletes slides, all or none. */
export function deleteSlides(deps: PlatformDeps, me: Caller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(deps.db, me, slideRows, ids);
}
