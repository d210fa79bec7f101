import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { CrmTagRef } from '../../../contract/crm.ts';
import {
  type CrmMaterialDetail,
  type CrmMaterialItem,
  type CrmMaterialKind,
  type CrmMaterialListResult,
  crmMaterialAddBody,
  crmMaterialKinds,
  crmMaterialLimits,
  crmMaterialListBody,
  crmMaterialRule,
  crmMaterialUpdateBody,
  type MaterialFile,
  materialFileKind,
} from '../../../contract/crm-material.ts';
import { displayToggleBody, idBody } from '../../../contract/envelope.ts';
import { type DeleteResult, deleteQuery } from '../../../contract/role.ts';
import { auditAs } from '../../audit.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { text } from '../../db/prepared.ts';
import { crmMaterials, crmMaterialTags, crmTags } from '../../db/schema.ts';
import { fieldRefusal, ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { likePattern, type Queryable } from '../../kit/db.ts';
import { notInLibrary } from '../../kit/library.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { readColumns, tableColumns } from '../../kit/row-reader.ts';
import { deleteInBrand, findInBrand, toggleInBrand } from '../../kit/rows.ts';
import { message } from '../../messages.ts';
import { plainText, sanitizeRichText } from '../../rich-text/sanitize.ts';
import { materialRefusal } from './material.policy.ts';

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
  return {
    ...readColumns(columns, r, 'id title excerpt url display createdAt updatedAt'),
    kind: materialKind(r.kind),
    files: filesOf(r.files),
    thumburl: text(r.thumbUrl),
    tags,
  };
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
async function resolve(c: Context<AppEnv>, brandId: number, d: Draft) {
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
    const { db, storage } = c.var.deps;
    const { missing, files: found } = await notInLibrary(
      db,
      storage,
      brandId,
      files.map((f) => f.fileurl),
      fileKind,
    );
    if (missing.length > 0)
      throw fieldRefusal('files', 'field.libraryFile', {
        kind: message(c.var.locale, `uploadKind.${fileKind}`),
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

/** `/crm/material/*`: the brand's marketing materials. */
export const crmMaterialRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(crmMaterialRule.list), async (c) => {
    const body = await parseBody(c, crmMaterialListBody);
    const { brandId } = caller(c);
    const filter: MaterialFilter = {
      brandId,
      keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
      kind: body.kind,
      tagId: body.tagId,
      display: body.display,
    };
    const page = await listPage(c.var.deps, materialList, { ...body, sort: undefined, filter });
    const tags = await tagsOf(
      c.var.deps.db,
      page.list.map((m) => m.id),
    );
    const result: CrmMaterialListResult = {
      ...page,
      list: page.list.map((m) => ({ ...m, tags: tags.get(m.id) ?? [] })),
    };
    return ok(c, result);
  })
  .post('/detail.html', requireRule(crmMaterialRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    const { db } = c.var.deps;
    const row: Row = await findInBrand(db, crmMaterials, caller(c).brandId, id, 'crmMaterialNotFound');
    const tags = await tagsOf(db, [row.id]);
    const detail: CrmMaterialDetail = { ...itemOf(row, tags.get(row.id)), content: row.content };
    return ok(c, detail);
  })
  .post('/add.html', requireRule(crmMaterialRule.add), async (c) => {
    const body = await parseBody(c, crmMaterialAddBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const values = await resolve(c, me.brandId, {
      title: body.title,
      kind: body.kind,
      files: body.files ?? [],
      content: body.content ?? '',
      url: body.url ?? '',
    });
    const tagIds = await checkTags(db, me.brandId, body.tags ?? []);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(crmMaterials)
        .values({ brandId: me.brandId, ...values, display: body.display ?? true })
        .returning({ id: crmMaterials.id });
      if (!row) throw new Error('material insert returned nothing');
      await setTags(tx, row.id, tagIds);
      await auditAs(tx, me, {
        action: 'add',
        entity: 'crm_material',
        entityId: row.id,
        payload: { title: values.title, kind: values.kind },
      });
      return row.id;
    });
    return ok(c, { id }, 'added');
  })
  .post('/update.html', requireRule(crmMaterialRule.update), async (c) => {
    const body = await parseBody(c, crmMaterialUpdateBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const row: Row = await findInBrand(db, crmMaterials, me.brandId, body.id, 'crmMaterialNotFound');
    const values = await resolve(c, me.brandId, {
      title: body.title ?? row.title,
      kind: body.kind ?? materialKind(row.kind),
      files: body.files ?? filesOf(row.files),
      content: body.content ?? row.content,
      url: body.url ?? row.url,
    });
    const tagIds = body.tags === undefined ? undefined : await checkTags(db, me.brandId, body.tags);
    // Names of what changed, never the values: a text can be long and the audit log is not a copy.
    const changed = Object.keys(body).filter((k) => k !== 'id');
    await db.transaction(async (tx) => {
      await tx
        .update(crmMaterials)
        .set({
          ...values,
          ...(body.display === undefined ? {} : { display: body.display }),
          updatedAt: new Date(),
        })
        .where(eq(crmMaterials.id, row.id));
      if (tagIds) await setTags(tx, row.id, tagIds);
      await auditAs(tx, me, {
        action: 'update',
        entity: 'crm_material',
        entityId: row.id,
        subject: values.title,
        payload: { fields: changed },
      });
    });
    return ok(c, null, 'saved');
  })
  .post('/status.html', requireRule(crmMaterialRule.status), async (c) => {
    const body = await parseBody(c, displayToggleBody);
    await toggleInBrand(c.var.deps.db, caller(c), {
      table: crmMaterials,
      field: 'display',
      set: (display) => ({ display, updatedAt: new Date() }),
      id: body.id,
      value: body.display,
      notFound: 'crmMaterialNotFound',
      entity: 'crm_material',
    });
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(crmMaterialRule.del), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const deleted = await deleteInBrand(c.var.deps.db, caller(c), {
      table: crmMaterials,
      ids,
      notFound: 'crmMaterialNotFound',
      entity: 'crm_material',
      payload: (r) => ({ title: r.title, kind: r.kind }),
    });
    const result: DeleteResult = { deleted: deleted.length };
    return ok(c, result, 'deleted', { n: deleted.length });
  });
