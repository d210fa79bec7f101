import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  type CrmProductDetail,
  type CrmProductItem,
  type CrmProductKind,
  type CrmProductStatusResult,
  crmProductAddBody,
  crmProductKinds,
  crmProductListBody,
  crmProductRule,
  crmProductStatusBody,
  crmProductUpdateBody,
  type ProductSortKey,
  productLimits,
} from '../../../contract/crm-product.ts';
import { idBody, ResultCode } from '../../../contract/envelope.ts';
import { type DeleteResult, deleteQuery } from '../../../contract/role.ts';
import { auditAs } from '../../audit.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { int, runPrepared, text } from '../../db/prepared.ts';
import { crmProducts } from '../../db/schema.ts';
import { ApiError, fieldRefusal, ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { likePattern, type Queryable, unlessTaken } from '../../kit/db.ts';
import { notInLibrary } from '../../kit/library.ts';
import { type ListDefinition, listPage, sortOrder } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { readColumns, tableColumns } from '../../kit/row-reader.ts';
import { deleteInBrand, findInBrand } from '../../kit/rows.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import { productCodeRefusal, productKindRefusal } from './product.policy.ts';

type Row = typeof crmProducts.$inferSelect;

function productKind(value: unknown): CrmProductKind {
  return crmProductKinds.find((k) => k === value) ?? 'product';
}

function urlsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

// Amounts as text from the database itself ("12.50"), whatever a driver would make of numeric.
const price = sql<string>`${crmProducts.price}::text`;
const marketPrice = sql<string | null>`${crmProducts.marketPrice}::text`;

const columns = {
  ...tableColumns(
    crmProducts,
    'id kind title code unit stock duration cover coverThumb display ordernum createdAt updatedAt',
  ),
  price,
  marketPrice,
};

function itemOf(r: { [K in keyof typeof columns]: unknown }): CrmProductItem {
  return {
    ...readColumns(
      columns,
      r,
      'id title code unit stock duration cover coverThumb display ordernum createdAt updatedAt',
    ),
    kind: productKind(r.kind),
    price: text(r.price),
    marketPrice: r.marketPrice === null ? null : text(r.marketPrice),
  };
}

type ProductFilter = {
  brandId: number;
  kind: string | undefined;
  keyword: string | undefined;
  display: boolean | undefined;
  priceMin: string | undefined;
  priceMax: string | undefined;
};

type Sort = ProductSortKey | `-${ProductSortKey}`;

/**
 * `list.html`: each order walks an index of the brand's kind (`(brand_id, kind, ordernum, id desc)`,
 * `(…, price, id desc)`, `(…, id)`); a keyword uses the trigram index of title and code.
 */
const productList: ListDefinition<ProductFilter, typeof columns, Sort, CrmProductItem> = {
  name: 'crm_product',
  columns,
  key: crmProducts.id,
  from: (db, fields) => db.select(fields).from(crmProducts).$dynamic(),
  where: (f) =>
    and(
      eq(crmProducts.brandId, f.brandId),
      f.kind && eq(crmProducts.kind, f.kind),
      f.keyword && sql`lower(${crmProducts.title} || ' ' || ${crmProducts.code}) like ${f.keyword}`,
      f.display && eq(crmProducts.display, f.display),
      f.priceMin && sql`${crmProducts.price} >= ${f.priceMin}::numeric`,
      f.priceMax && sql`${crmProducts.price} <= ${f.priceMax}::numeric`,
    ),
  // Default: the brand's order (smaller ordernum first), then newest.
  orderBy: (sort) =>
    sort
      ? sortOrder(
          sort,
          { ordernum: crmProducts.ordernum, price: crmProducts.price, createdAt: crmProducts.id },
          crmProducts.id,
        )
      : [asc(crmProducts.ordernum), desc(crmProducts.id)],
  item: itemOf,
};

const countsOfKind = 'select n, version from crm_product_counts where brand_id = $1 and kind = $2';
const countsOfAll =
  'select coalesce(sum(n), 0)::int, coalesce(sum(version), 0)::int from crm_product_counts where brand_id = $1';

/** The row holding `code` in the brand (case aside), other than `exceptId`. */
async function codeHolder(db: Queryable, brandId: number, code: string, exceptId?: number) {
  if (code === '') return null;
  const [row] = await db
    .select({ title: crmProducts.title })
    .from(crmProducts)
    .where(
      and(
        eq(crmProducts.brandId, brandId),
        sql`lower(${crmProducts.code}) = lower(${code})`,
        exceptId === undefined ? undefined : ne(crmProducts.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Cover and images must be images of this brand's library; answers the cover's thumbnail. */
async function checkPictures(c: Context<AppEnv>, brandId: number, cover: string, images: string[]) {
  const { db, storage } = c.var.deps;
  const urls = cover ? [cover, ...images] : images;
  if (urls.length === 0) return '';
  const { missing, files } = await notInLibrary(db, storage, brandId, urls, 'image');
  if (cover && missing.includes(cover)) throw fieldRefusal('cover', 'field.libraryImage');
  if (missing.length > 0) throw fieldRefusal('images', 'field.libraryImage');
  return cover ? (files.get(cover)?.thumbUrl ?? '') : '';
}

function codeTaken(code: string) {
  return fieldRefusal('code', 'crmProductCodeInUse', { code });
}

/** `/crm/product/*`: the brand's products and services (docs/spec.md §7). */
export const crmProductRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(crmProductRule.list), async (c) => {
    const body = await parseBody(c, crmProductListBody);
    const { brandId } = caller(c);
    const { db } = c.var.deps;
    // Every list call reads it: a prepared statement, as the media library reads upload_counts.
    const [row] = body.kind
      ? await runPrepared(db, countsOfKind, [brandId, body.kind], { genericPlan: true })
      : await runPrepared(db, countsOfAll, [brandId], { genericPlan: true });
    const counted = row ? { n: int(row[0]), version: int(row[1]) } : { n: 0, version: 0 };
    const filter: ProductFilter = {
      brandId,
      kind: body.kind,
      keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
      display: body.display,
      priceMin: body.priceMin ?? undefined,
      priceMax: body.priceMax ?? undefined,
    };
    const onlyKind =
      filter.keyword === undefined &&
      filter.display === undefined &&
      filter.priceMin === undefined &&
      filter.priceMax === undefined;
    return ok(
      c,
      await listPage(c.var.deps, productList, {
        filter,
        sort: body.sort,
        page: body.page,
        pageSize: body.pageSize,
        version: counted.version,
        // The kept count is the whole kind's: the total as is when nothing else narrows the list.
        total: onlyKind ? counted.n : undefined,
      }),
    );
  })
  .post('/detail.html', requireRule(crmProductRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    const { db } = c.var.deps;
    const [row] = await db
      .select({ ...columns, images: crmProducts.images, description: crmProducts.description })
      .from(crmProducts)
      .where(and(eq(crmProducts.id, id), eq(crmProducts.brandId, caller(c).brandId)));
    if (!row) throw new ApiError(ResultCode.business, 'crmProductNotFound', { id });
    const detail: CrmProductDetail = {
      ...itemOf(row),
      images: urlsOf(row.images),
      description: row.description,
    };
    return ok(c, detail);
  })
  .post('/add.html', requireRule(crmProductRule.add), async (c) => {
    const body = await parseBody(c, crmProductAddBody);
    const me = caller(c);
    const { db } = c.var.deps;
    refuse(productKindRefusal(body.kind, body));
    const code = body.code ?? '';
    refuse(productCodeRefusal(code, await codeHolder(db, me.brandId, code)));
    const cover = body.cover ?? '';
    const images = body.images ?? [];
    const coverThumb = await checkPictures(c, me.brandId, cover, images);
    const id = await unlessTaken(
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(crmProducts)
          .values({
            brandId: me.brandId,
            kind: body.kind,
            title: body.title,
            code,
            price: body.price ?? '0.00',
            marketPrice: body.marketPrice ?? null,
            unit: body.unit ?? '',
            stock: body.kind === 'product' ? (body.stock ?? null) : null,
            duration: body.kind === 'service' ? (body.duration ?? null) : null,
            cover,
            coverThumb,
            images,
            description: sanitizeRichText(body.description ?? ''),
            display: body.display ?? true,
            ordernum: body.ordernum ?? productLimits.defaultOrdernum,
          })
          .returning({ id: crmProducts.id });
        if (!row) throw new Error('product insert returned nothing');
        await auditAs(tx, me, {
          action: 'add',
          entity: 'crm_product',
          entityId: row.id,
          payload: { kind: body.kind, title: body.title, price: body.price },
        });
        return row.id;
      }),
      () => codeTaken(code),
    );
    return ok(c, { id }, 'added');
  })
  .post('/update.html', requireRule(crmProductRule.update), async (c) => {
    const body = await parseBody(c, crmProductUpdateBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const row: Row = await findInBrand(db, crmProducts, me.brandId, body.id, 'crmProductNotFound');
    const kind = productKind(row.kind);
    refuse(productKindRefusal(kind, body));
    if (body.code !== undefined && body.code.toLowerCase() !== row.code.toLowerCase())
      refuse(productCodeRefusal(body.code, await codeHolder(db, me.brandId, body.code, row.id)));
    const cover = body.cover ?? row.cover;
    const images = body.images ?? urlsOf(row.images);
    const picturesChanged = body.cover !== undefined || body.images !== undefined;
    const coverThumb = picturesChanged ? await checkPictures(c, me.brandId, cover, images) : row.coverThumb;
    const changes: Partial<Row> = {};
    const set = <K extends keyof Row>(key: K, value: Row[K] | undefined) => {
      if (value !== undefined && JSON.stringify(value) !== JSON.stringify(row[key])) changes[key] = value;
    };
    set('title', body.title);
    set('code', body.code);
    set('price', body.price ?? undefined);
    set('marketPrice', body.marketPrice);
    set('unit', body.unit);
    set('stock', body.stock);
    set('duration', body.duration);
    set('cover', cover);
    set('coverThumb', coverThumb);
    set('images', images);
    set('description', body.description === undefined ? undefined : sanitizeRichText(body.description));
    set('display', body.display);
    set('ordernum', body.ordernum);
    const fields = Object.keys(changes).filter((k) => k !== 'coverThumb');
    if (fields.length > 0)
      await unlessTaken(
        db.transaction(async (tx) => {
          await tx
            .update(crmProducts)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(crmProducts.id, row.id));
          await auditAs(tx, me, {
            action: 'update',
            entity: 'crm_product',
            entityId: row.id,
            subject: changes.title ?? row.title,
            // Names of what changed, with the prices and the sale flag as they now are.
            payload: {
              fields,
              ...(changes.price === undefined ? {} : { price: changes.price }),
              ...(changes.marketPrice === undefined ? {} : { marketPrice: changes.marketPrice }),
              ...(changes.display === undefined ? {} : { display: changes.display }),
            },
          });
        }),
        () => codeTaken(body.code ?? ''),
      );
    return ok(c, null, 'saved');
  })
  .post('/status.html', requireRule(crmProductRule.status), async (c) => {
    const { ids, display } = await parseBody(c, crmProductStatusBody);
    const me = caller(c);
    const changed = await c.var.deps.db.transaction(async (tx) => {
      const rows = await tx
        .update(crmProducts)
        .set({ display, updatedAt: new Date() })
        .where(and(eq(crmProducts.brandId, me.brandId), inArray(crmProducts.id, ids)))
        .returning({ id: crmProducts.id, title: crmProducts.title });
      // All or nothing: an id of another brand (or none) undoes the others.
      const found = new Set(rows.map((r) => r.id));
      const missing = ids.find((id) => !found.has(id));
      if (missing !== undefined)
        throw new ApiError(ResultCode.business, 'crmProductNotFound', { id: missing });
      for (const r of rows)
        await auditAs(tx, me, {
          action: 'update',
          entity: 'crm_product',
          entityId: r.id,
          subject: r.title,
          payload: { display },
        });
      return rows.length;
    });
    const result: CrmProductStatusResult = { changed };
    return ok(c, result, ids.length > 1 ? 'statusChanged' : 'saved', { n: changed });
  })
  .get('/del.html', xsrfForGet, requireRule(crmProductRule.del), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const deleted = await deleteInBrand(c.var.deps.db, caller(c), {
      table: crmProducts,
      ids,
      notFound: 'crmProductNotFound',
      entity: 'crm_product',
      payload: (r) => ({ kind: r.kind, title: r.title }),
    });
    const result: DeleteResult = { deleted: deleted.length };
    return ok(c, result, 'deleted', { n: deleted.length });
  });
