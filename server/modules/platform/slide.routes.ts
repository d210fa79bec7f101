import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type AddResult, idBody } from '../../../contract/envelope.ts';
import { defaultOrdernum } from '../../../contract/platform.ts';
import {
  defaultSlidePosition,
  type SlideItem,
  slideAddBody,
  slideDelQuery,
  slideListBody,
  slideRule,
  slideUpdateBody,
} from '../../../contract/slide.ts';
import { auditAs } from '../../audit.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { bool, date, int, text } from '../../db/prepared.ts';
import { slides } from '../../db/schema.ts';
import { ApiError, ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { likePattern } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { deletedInBrand, findInBrand } from '../../kit/rows.ts';
import { changedFields, checkLibraryImage } from './content-checks.ts';

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

/** The slides as the row kit's toggle and delete find and audit them. */
const slideRows = {
  table: slides,
  notFound: 'slideNotFound',
  entity: 'slide',
  payload: (row: typeof slides.$inferSelect) => ({ title: row.title }),
} as const;

/** `/api/slide/*`: the site's slides, images from the brand's library. */
export const slideRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(slideRule.list), async (c) => {
    const body = await parseBody(c, slideListBody);
    const filter: SlideFilter = {
      brandId: caller(c).brandId,
      keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
      position: body.position,
      display: body.display,
    };
    return ok(c, await listPage(c.var.deps, slideList, { filter, page: body.page, pageSize: body.pageSize }));
  })
  .post('/detail.html', requireRule(slideRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    return ok(c, slideOf(await findInBrand(c.var.deps.db, slides, caller(c).brandId, id, 'slideNotFound')));
  })
  .post('/add.html', requireRule(slideRule.add), async (c) => {
    const body = await parseBody(c, slideAddBody);
    const me = caller(c);
    await checkLibraryImage(c, me.brandId, 'image', body.image);
    const id = await c.var.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(slides)
        .values({
          brandId: me.brandId,
          title: body.title,
          image: body.image,
          url: body.url ?? '',
          ordernum: body.ordernum ?? defaultOrdernum,
          display: body.display ?? true,
          position: body.position ?? defaultSlidePosition,
        })
        .returning({ id: slides.id });
      if (!row) throw new Error('slide insert returned nothing');
      await auditAs(tx, me, {
        action: 'add',
        entity: 'slide',
        entityId: row.id,
        payload: { title: body.title },
      });
      return row.id;
    });
    const result: AddResult = { id };
    return ok(c, result, 'added');
  })
  .post('/update.html', requireRule(slideRule.update), async (c) => {
    const body = await parseBody(c, slideUpdateBody);
    const me = caller(c);
    await checkLibraryImage(c, me.brandId, 'image', body.image);
    await c.var.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(slides)
        .set({
          ...(body.title === undefined ? {} : { title: body.title }),
          ...(body.image === undefined ? {} : { image: body.image }),
          ...(body.url === undefined ? {} : { url: body.url }),
          ...(body.ordernum === undefined ? {} : { ordernum: body.ordernum }),
          ...(body.display === undefined ? {} : { display: body.display }),
          ...(body.position === undefined ? {} : { position: body.position }),
          updatedAt: new Date(),
        })
        .where(and(eq(slides.id, body.id), eq(slides.brandId, me.brandId)))
        .returning({ title: slides.title });
      if (!row) throw new ApiError(1, 'slideNotFound', { id: body.id });
      await auditAs(tx, me, {
        action: 'update',
        entity: 'slide',
        entityId: body.id,
        payload: { title: row.title, fields: changedFields(body) },
      });
    });
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(slideRule.del), async (c) => {
    const result = await deletedInBrand(c.var.deps.db, caller(c), slideRows, parseQuery(c, slideDelQuery));
    return ok(c, result, 'deleted', { n: result.deleted });
  });
