import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CrmTagRef } from '../../../contract/crm.ts';
import {
  type CrmMaterialDetail,
  type CrmMaterialItem,
  type CrmMaterialKind,
  type CrmMaterialListResult,
  type crmMaterialAddBody,
  crmMaterialKinds,
  crmMaterialLimits,
  type crmMaterialListBody,
  type crmMaterialUpdateBody,
  type MaterialFile,
  materialFileKind,
} from '../../../contract/crm-material.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { text } from '../../db/prepared.ts';
import { fieldRefusal } from '../../envelope.ts';
import { recordChange } from '../../kit/change.ts';
import { likePattern, type Queryable } from '../../kit/db.ts';
import { notInLibrary } from '../../kit/library.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { readColumns, tableColumns } from '../../kit/row-reader.ts';
import { deletedInBrand, displayInBrand, findInBrand, type RowsSpec } from '../../kit/rows.ts';
import { plainText, sanitizeRichText } from '../../rich-text/sanitize.ts';
import { crmText } from './crm.messages.ts';
import { crmMaterials, crmMaterialTags, crmTags } from './crm.tables.ts';
import type { CrmCaller, CrmDeps } from './crm-caller.ts';
import { materialRefusal } from './material.policy.ts';

/**
 * The brand's marketing materials (`/crm/material/*`): each use case `(deps, caller, input)` with its
 * checks, its transaction and its change record (docs/decisions/server-layout.md).
 */

type Input<T extends z.ZodType> = z.output<T>;
const entity = 'crm_material';
const rows: RowsSpec<typeof crmMaterials> = { table: crmMaterials, notFound: 'crmMaterialNotFound', entity };

type Row = typeof crmMaterials.$inferSelect;

function materialKind(value: unknown): CrmMaterialKind {
  return crmMaterialKinds.find((k) => k === value) ?? 'text';
}

function filesOf(value: unknown): MaterialFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((f: unknown) =>
    typeof f === 'object' && f !== null && 'fileurl' in f && typeof f.fileurl === 'string'
      ? [{ fileurl: f.fileurl, title: 'title' in f && typeof f.title === 'string' ? f.title : '' }]
      : [],
  );
}

const columns = tableColumns(
  crmMaterials,
  'id title kind files thumbUrl excerpt url display createdAt updatedAt',
);

function itemOf(r: { [K in keyof typeof columns]: unknown }, tags: CrmTagRef[] = []): CrmMaterialItem {
  // Object.assign, not a spread: see readColumns.
  return Object.assign(readColumns(columns, r, 'id title excerpt url display createdAt updatedAt'), {
    kind: materialKind(r.kind),
    files: filesOf(r.files),
    thumburl: text(r.thumbUrl),
    tags,
  });
}

type MaterialFilter = {
  brandId: number;
  keyword: string | undefined;
  kind: string | undefined;
  tagId: number | undefined;
  display: boolean | undefined;
};

/** `list.html`: newest first, an index walk of `(brand_id, id)` or `(brand_id, kind, id)`. */
const materialList: ListDefinition<MaterialFilter, typeof columns, never, CrmMaterialItem> = {
  name: 'crm_material',
  columns,
  key: crmMaterials.id,
  from: (db, fields) => db.select(fields).from(crmMaterials).$dynamic(),
  where: (f) =>
    and(
      eq(crmMaterials.brandId, f.brandId),
      f.kind && eq(crmMaterials.kind, f.kind),
      f.keyword && sql`lower(${crmMaterials.title}) like ${f.keyword}`,
      f.display && eq(crmMaterials.display, f.display),
      f.tagId &&
        sql`exists (select 1 from ${crmMaterialTags} mt where mt.material_id = ${crmMaterials.id} and mt.tag_id = ${f.tagId})`,
    ),
  orderBy: () => [desc(crmMaterials.id)],
  item: (r) => itemOf(r),
};

/** The tags of these materials, each material's in its tags' order. */
async function tagsOf(db: Queryable, materialIds: number[]): Promise<Map<number, CrmTagRef[]>> {
  const byMaterial = new Map<number, CrmTagRef[]>();
  if (materialIds.length === 0) return byMaterial;
  const rows = await db
    .select({
      materialId: crmMaterialTags.materialId,
      id: crmTags.id,
      title: crmTags.title,
      color: crmTags.color,
    })
    .from(crmMaterialTags)
    .innerJoin(crmTags, eq(crmTags.id, crmMaterialTags.tagId))
    .where(inArray(crmMaterialTags.materialId, materialIds))
    .orderBy(asc(crmTags.ordernum), asc(crmTags.id));
  for (const r of rows) {
    const list = byMaterial.get(r.materialId) ?? [];
    list.push({ id: r.id, title: r.title, color: r.color });
    byMaterial.set(r.materialId, list);
  }
  return byMaterial;
}

/** Tag ids the brand has (as tags, not groups or other types); `code 1` at `tags` naming the others. */
async function checkTags(db: Queryable, brandId: number, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: crmTags.id })
    .from(crmTags)
    .where(and(eq(crmTags.brandId, brandId), eq(crmTags.type, 'tag'), inArray(crmTags.id, wanted)));
  const known = new Set(found.map((r) => r.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) throw fieldRefusal('tags', 'crmMaterialTagUnknown', { ids: unknown.join(', ') });
  return wanted;
}

interface Draft {
  title: string;
  kind: CrmMaterialKind;
  files: MaterialFile[];
  content: string;
  url: string;
}

/**
 * Checks a material as it is to be saved and answers the columns to store: the kind's own fields (the
 * others emptied), the files checked against the brand's library (their titles and the first image's
 * thumbnail from it), the text sanitised with its excerpt.
 */
async function resolve(deps: CrmDeps, me: CrmCaller, d: Draft) {
  const fileKind = materialFileKind[d.kind];
  const files = fileKind ? d.files : [];
  const content = d.kind === 'text' ? sanitizeRichText(d.content) : '';
  const excerpt = plainText(content, crmMaterialLimits.excerptChars);
  const url = d.kind === 'link' ? d.url : '';
  // A text of an image alone has no words but is a text all the same.
  const contentText = excerpt || (/<img\s/i.test(content) ? 'image' : '');
  refuse(materialRefusal({ kind: d.kind, files, contentText, url }));
  let thumbUrl = '';
  if (fileKind) {
    const { missing, files: found } = await notInLibrary(
      deps.db,
      deps.storage,
      me.brandId,
      files.map((f) => f.fileurl),
      fileKind,
    );
    if (missing.length > 0)
      throw fieldRefusal('files', 'field.libraryFile', {
        kind: crmText(me.locale, `uploadKind.${fileKind}`),
      });
    thumbUrl = fileKind === 'image' ? (found.get(files[0]?.fileurl ?? '')?.thumbUrl ?? '') : '';
    for (const f of files) f.title ||= found.get(f.fileurl)?.title ?? '';
  }
  return { title: d.title, kind: d.kind, files, thumbUrl, content, excerpt, url };
}

async function setTags(tx: Queryable, materialId: number, tagIds: number[]) {
  await tx.delete(crmMaterialTags).where(eq(crmMaterialTags.materialId, materialId));
  if (tagIds.length > 0)
    await tx.insert(crmMaterialTags).values(tagIds.map((tagId) => ({ materialId, tagId })));
}

/** One page of materials, newest first, each with its tags. */
export async function materialPage(
  deps: CrmDeps,
  me: CrmCaller,
  body: Input<typeof crmMaterialListBody>,
): Promise<CrmMaterialListResult> {
  const filter: MaterialFilter = {
    brandId: me.brandId,
    keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
    kind: body.kind,
    tagId: body.tagId,
    display: body.display,
  };
  const page = await listPage(deps, materialList, { ...body, sort: undefined, filter });
  const tags = await tagsOf(
    deps.db,
    page.list.map((m) => m.id),
  );
  return { ...page, list: page.list.map((m) => ({ ...m, tags: tags.get(m.id) ?? [] })) };
}

/** A material of the brand with its text and tags. */
export async function materialDetail(
  deps: CrmDeps,
  me: CrmCaller,
  { id }: { id: number },
): Promise<CrmMaterialDetail> {
  const row: Row = await findInBrand(deps.db, crmMaterials, me.brandId, id, 'crmMaterialNotFound');
  const tags = await tagsOf(deps.db, [row.id]);
  return { ...itemOf(row, tags.get(row.id)), content: row.content };
}

/** Adds a material: its kind's fields checked (files from the brand's library), with its tags. */
export async function addMaterial(
  deps: CrmDeps,
  me: CrmCaller,
  body: Input<typeof crmMaterialAddBody>,
): Promise<{ id: number }> {
  const { db } = deps;
  const values = await resolve(deps, me, {
    title: body.title,
    kind: body.kind,
    files: body.files ?? [],
    content: body.content ?? '',
    url: body.url ?? '',
  });
  const tagIds = await checkTags(db, me.brandId, body.tags ?? []);
  const display = body.display ?? true;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(crmMaterials)
      .values({ brandId: me.brandId, ...values, display })
      .returning({ id: crmMaterials.id });
    if (!row) throw new Error('material insert returned nothing');
    await setTags(tx, row.id, tagIds);
    await recordChange(tx, me, {
      entity,
      action: 'add',
      entityId: row.id,
      payload: { title: values.title, kind: values.kind },
      after: { ...values, display, tagIds },
    });
    return row.id;
  });
  return { id };
}

/** Changes the fields given of a material (checked as it will be saved), its tags when sent. */
export async function updateMaterial(
  deps: CrmDeps,
  me: CrmCaller,
  body: Input<typeof crmMaterialUpdateBody>,
): Promise<void> {
  const { db } = deps;
  const row: Row = await findInBrand(db, crmMaterials, me.brandId, body.id, 'crmMaterialNotFound');
  const values = await resolve(deps, me, {
    title: body.title ?? row.title,
    kind: body.kind ?? materialKind(row.kind),
    files: body.files ?? filesOf(row.files),
    content: body.content ?? row.content,
    url: body.url ?? row.url,
  });
  const tagIds = body.tags === undefined ? undefined : await checkTags(db, me.brandId, body.tags);
  const next: Partial<Row> = { ...values, ...(body.display === undefined ? {} : { display: body.display }) };
  // The audit names what was sent; the record keeps the columns that changed, before and after.
  const changed = Object.keys(body).filter((k) => k !== 'id');
  const keys = Object.keys(next).filter(
    (k) => JSON.stringify(Reflect.get(next, k)) !== JSON.stringify(Reflect.get(row, k)),
  );
  const before: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, Reflect.get(row, k)]));
  const after: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, Reflect.get(next, k)]));
  await db.transaction(async (tx) => {
    await tx
      .update(crmMaterials)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(crmMaterials.id, row.id));
    if (tagIds) {
      before.tagIds = (await tagsOf(tx, [row.id])).get(row.id)?.map((t) => t.id) ?? [];
      after.tagIds = tagIds;
      await setTags(tx, row.id, tagIds);
    }
    await recordChange(tx, me, {
      entity,
      action: 'update',
      entityId: row.id,
      subject: values.title,
      payload: { fields: changed },
      before,
      after,
    });
  });
}

/** Shows or hides a material. */
export function setMaterialDisplay(deps: CrmDeps, me: CrmCaller, body: { id: number; display: boolean }) {
  return displayInBrand(deps.db, me, rows, body);
}

/** Deletes materials, all or nothing. */
export function deleteMaterials(deps: CrmDeps, me: CrmCaller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(deps.db, me, { ...rows, payload: (r) => ({ title: r.title, kind: r.kind }) }, ids);
}
