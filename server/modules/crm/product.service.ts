import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CrmProductDetail,
  type CrmProductItem,
  type CrmProductKind,
  type CrmProductListResult,
  type CrmProductStatusResult,
  type crmProductAddBody,
  crmProductKinds,
  type crmProductListBody,
  type crmProductStatusBody,
  type crmProductUpdateBody,
  type ProductSortKey,
  productLimits,
} from '../../../contract/crm-product.ts';
import { plainFieldValues } from '../../../contract/entity-fields.ts';
import { ResultCode } from '../../../contract/envelope.ts';
import { productFields } from '../../../contract/product-fields.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { int, runPrepared, text } from '../../db/prepared.ts';
import { ApiError, fieldRefusal } from '../../envelope.ts';
import { recordBulkChange, recordChange } from '../../kit/change.ts';
import { likePattern, type Queryable, unlessTaken } from '../../kit/db.ts';
import { notInLibrary } from '../../kit/library.ts';
import { type ListDefinition, listPage, sortOrder } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { readColumns, tableColumns } from '../../kit/row-reader.ts';
import { deletedInBrand, findInBrand } from '../../kit/rows.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import { crmProducts } from './crm.tables.ts';
import type { CrmCaller, CrmDeps } from './crm-caller.ts';
import { productCodeRefusal, productKindRefusal, productMarketPriceRefusal } from './product.policy.ts';

/**
 * The brand's products and services (`/crm/product/*`): each use case `(deps, caller, input)` with its
 * checks, its transaction and its change record (docs/decisions/server-layout.md).
 */

type Input<T extends z.ZodType> = z.output<T>;
const entity = 'crm_product';

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
  ...tableColumns(crmProducts, 'id kind title code'),
  ...plainFieldValues(productFields, (f) => crmProducts[f.key]),
  ...tableColumns(crmProducts, 'stock duration cover coverThumb display ordernum createdAt updatedAt'),
  price,
  marketPrice,
};

function itemOf(r: { [K in keyof typeof columns]: unknown }): CrmProductItem {
  // Object.assign, not spreads: see readColumns.
  return Object.assign(
    readColumns(columns, r, 'id title code'),
    plainFieldValues(productFields, (f) => text(r[f.key])),
    readColumns(columns, r, 'stock duration cover coverThumb display ordernum createdAt updatedAt'),
    {
      kind: productKind(r.kind),
      price: text(r.price),
      marketPrice: r.marketPrice === null ? null : text(r.marketPrice),
    },
  );
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
  // The sale flag and a price range filter pages in the brand's order or by price; both indexes end
  // with the other columns a filter reads (crm.tables.ts), so the keys are found in the index alone.
  firstPageByKeys: true,
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
async function checkPictures(deps: CrmDeps, brandId: number, cover: string, images: string[]) {
  const { db, storage } = deps;
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

/** One page of products, the whole kind's total from the kept count when nothing else narrows it. */
export async function productPage(
  deps: CrmDeps,
  me: CrmCaller,
  body: Input<typeof crmProductListBody>,
): Promise<CrmProductListResult> {
  const { brandId } = me;
  const { db } = deps;
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
  return listPage(deps, productList, {
    filter,
    sort: body.sort,
    page: body.page,
    pageSize: body.pageSize,
    version: counted.version,
    // The kept count is the whole kind's: the total as is when nothing else narrows the list.
    total: onlyKind ? counted.n : undefined,
  });
}

/** A product of the brand with its images and description. */
export async function productDetail(
  deps: CrmDeps,
  me: CrmCaller,
  { id }: { id: number },
): Promise<CrmProductDetail> {
  const [row] = await deps.db
    .select({ ...columns, images: crmProducts.images, description: crmProducts.description })
    .from(crmProducts)
    .where(and(eq(crmProducts.id, id), eq(crmProducts.brandId, me.brandId)));
  if (!row) throw new ApiError(ResultCode.business, 'crmProductNotFound', { id });
  return { ...itemOf(row), images: urlsOf(row.images), description: row.description };
}

/** Adds a product or service, its code free in the brand and its pictures from the brand's library. */
export async function addProduct(
  deps: CrmDeps,
  me: CrmCaller,
  body: Input<typeof crmProductAddBody>,
): Promise<{ id: number }> {
  const { db } = deps;
  refuse(productKindRefusal(body.kind, body));
  refuse(productMarketPriceRefusal(body.price, body.marketPrice ?? null));
  const code = body.code ?? '';
  refuse(productCodeRefusal(code, await codeHolder(db, me.brandId, code)));
  const cover = body.cover ?? '';
  const images = body.images ?? [];
  const coverThumb = await checkPictures(deps, me.brandId, cover, images);
  const values = {
    kind: body.kind,
    title: body.title,
    code,
    price: body.price ?? '0.00',
    marketPrice: body.marketPrice ?? null,
    ...plainFieldValues(productFields, (f) => body[f.key] ?? ''),
    stock: body.kind === 'product' ? (body.stock ?? null) : null,
    duration: body.kind === 'service' ? (body.duration ?? null) : null,
    cover,
    coverThumb,
    images,
    description: sanitizeRichText(body.description ?? ''),
    display: body.display ?? true,
    ordernum: body.ordernum ?? productLimits.defaultOrdernum,
  };
  const id = await unlessTaken(
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(crmProducts)
        .values({ brandId: me.brandId, ...values })
        .returning({ id: crmProducts.id });
      if (!row) throw new Error('product insert returned nothing');
      await recordChange(tx, me, {
        entity,
        action: 'add',
        entityId: row.id,
        payload: { kind: body.kind, title: body.title, price: body.price },
        after: values,
      });
      return row.id;
    }),
    () => codeTaken(code),
  );
  return { id };
}

/** Changes the fields given of a product (the kind stays); nothing is written when nothing changes. */
export async function updateProduct(
  deps: CrmDeps,
  me: CrmCaller,
  body: Input<typeof crmProductUpdateBody>,
): Promise<void> {
  const { db } = deps;
  const row: Row = await findInBrand(db, crmProducts, me.brandId, body.id, 'crmProductNotFound');
  const kind = productKind(row.kind);
  refuse(productKindRefusal(kind, body));
  // Checked when the pair changes, so a row saved before the check still takes its other changes.
  const price = body.price ?? row.price;
  const marketPrice = body.marketPrice === undefined ? row.marketPrice : body.marketPrice;
  if (price !== row.price || marketPrice !== row.marketPrice)
    refuse(productMarketPriceRefusal(price, marketPrice));
  if (body.code !== undefined && body.code.toLowerCase() !== row.code.toLowerCase())
    refuse(productCodeRefusal(body.code, await codeHolder(db, me.brandId, body.code, row.id)));
  const cover = body.cover ?? row.cover;
  const images = body.images ?? urlsOf(row.images);
  const picturesChanged = body.cover !== undefined || body.images !== undefined;
  const coverThumb = picturesChanged ? await checkPictures(deps, me.brandId, cover, images) : row.coverThumb;
  const changes: Partial<Row> = {};
  const set = <K extends keyof Row>(key: K, value: Row[K] | undefined) => {
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(row[key])) changes[key] = value;
  };
  set('title', body.title);
  set('code', body.code);
  set('price', body.price ?? undefined);
  set('marketPrice', body.marketPrice);
  for (const f of productFields) set(f.key, body[f.key]);
  set('stock', body.stock);
  set('duration', body.duration);
  set('cover', cover);
  set('coverThumb', coverThumb);
  set('images', images);
  set('description', body.description === undefined ? undefined : sanitizeRichText(body.description));
  set('display', body.display);
  set('ordernum', body.ordernum);
  const fields = Object.keys(changes).filter((k) => k !== 'coverThumb');
  if (fields.length === 0) return;
  await unlessTaken(
    db.transaction(async (tx) => {
      await tx
        .update(crmProducts)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(crmProducts.id, row.id));
      await recordChange(tx, me, {
        entity,
        action: 'update',
        entityId: row.id,
        subject: changes.title ?? row.title,
        // Names of what changed, with the prices and the sale flag as they now are.
        payload: {
          fields,
          ...(changes.price === undefined ? {} : { price: changes.price }),
          ...(changes.marketPrice === undefined ? {} : { marketPrice: changes.marketPrice }),
          ...(changes.display === undefined ? {} : { display: changes.display }),
        },
        before: Object.fromEntries(Object.keys(changes).map((k) => [k, Reflect.get(row, k)])),
        after: changes,
      });
    }),
    () => codeTaken(body.code ?? ''),
  );
}

/**
 * Puts products on or off sale, all or nothing: an id of another brand (or none) undoes the others.
 * Recorded as one change listing them.
 */
export function setProductsDisplay(
  deps: CrmDeps,
  me: CrmCaller,
  { ids, display }: Input<typeof crmProductStatusBody>,
): Promise<CrmProductStatusResult> {
  return deps.db.transaction(async (tx) => {
    const where = and(eq(crmProducts.brandId, me.brandId), inArray(crmProducts.id, ids));
    const was = await tx
      .select({ id: crmProducts.id, display: crmProducts.display })
      .from(crmProducts)
      .where(where)
      .for('update');
    const rows = await tx
      .update(crmProducts)
      .set({ display, updatedAt: new Date() })
      .where(where)
      .returning({ id: crmProducts.id, title: crmProducts.title });
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw new ApiError(ResultCode.business, 'crmProductNotFound', { id: missing });
    await recordBulkChange(tx, me, {
      entity,
      action: 'update',
      payload: { display },
      rows: rows.map((r) => ({
        id: r.id,
        name: r.title,
        before: { display: was.find((w) => w.id === r.id)?.display ?? null },
        after: { display },
      })),
    });
    return { changed: rows.length };
  });
}

/** Deletes products, all or nothing. */
export function deleteProducts(deps: CrmDeps, me: CrmCaller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(
    deps.db,
    me,
    {
      table: crmProducts,
      notFound: 'crmProductNotFound',
      entity,
      payload: (r) => ({ kind: r.kind, title: r.title }),
    },
    ids,
  );
}
