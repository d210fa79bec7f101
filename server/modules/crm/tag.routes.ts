import { and, asc, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Context, Hono } from 'hono';
import {
  type CrmTagGroup,
  type CrmTagItem,
  type CrmTagListItem,
  type CrmTagType,
  crmTagAddBody,
  crmTagFlatListBody,
  crmTagGroupBody,
  crmTagListBody,
  crmTagRule,
  crmTagTypes,
  crmTagUpdateBody,
} from '../../../contract/crm-tag.ts';
import { displayToggleBody, sortBody } from '../../../contract/envelope.ts';
import { type DeleteResult, deleteQuery } from '../../../contract/role.ts';
import { auditAs } from '../../audit.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { int, text } from '../../db/prepared.ts';
import { crmTags } from '../../db/schema.ts';
import { fieldRefusal, ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { likePattern, type Queryable, unlessTaken } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { readColumns, tableColumns } from '../../kit/row-reader.ts';
import { deleteInBrand, findInBrand, sortInBrand, toggleInBrand } from '../../kit/rows.ts';
import { message } from '../../messages.ts';
import { customersUsing } from './customer-usage.ts';
import { tagDeleteRefusal, tagFullRefusal, tagGroupRefusal } from './tag.policy.ts';

type Row = typeof crmTags.$inferSelect;

function tagType(value: unknown): CrmTagType {
  return crmTagTypes.find((t) => t === value) ?? 'tag';
}

/** The type as the caller reads it ("标签组", "Follow-up type"), for messages. */
function typeName(c: Context<AppEnv>, type: CrmTagType): string {
  return message(c.var.locale, `crmTagType.${type}`);
}

const itemColumns = tableColumns(crmTags, 'id type title color groupId ordernum display createdAt');

function itemOf(r: { [K in keyof typeof itemColumns]: unknown }): CrmTagItem {
  return {
    ...readColumns(itemColumns, r, 'id title color ordernum display createdAt'),
    type: tagType(r.type),
    groupId: r.groupId === null ? 0 : int(r.groupId),
  };
}

// Lists are in the order the brand set (docs/spec.md §3 sort), then oldest first.
const inOrder = [asc(crmTags.ordernum), asc(crmTags.id)];

type FlatFilter = {
  brandId: number;
  type: string;
  keyword: string | undefined;
  display: boolean | undefined;
};

/** `followlist` and `sourcelist`: one type's items (at most crmTagLimits of them). */
const flatList: ListDefinition<FlatFilter, typeof itemColumns, never, CrmTagItem> = {
  name: 'crm_tag_flat',
  columns: itemColumns,
  key: crmTags.id,
  from: (db, fields) => db.select(fields).from(crmTags).$dynamic(),
  where: (f) =>
    and(
      eq(crmTags.brandId, f.brandId),
      eq(crmTags.type, f.type),
      f.keyword && ilike(crmTags.title, f.keyword),
      f.display && eq(crmTags.display, f.display),
    ),
  orderBy: () => inOrder,
  item: itemOf,
};

const groups = alias(crmTags, 'g');
const tagColumns = { ...itemColumns, groupTitle: groups.title };

type TagFilter = {
  brandId: number;
  groupId: number | undefined;
  keyword: string | undefined;
  display: boolean | undefined;
};

/** `taglist`: tags with their group's title, in the groups' order and then their own. */
const tagList: ListDefinition<TagFilter, typeof tagColumns, never, CrmTagListItem> = {
  name: 'crm_tag_tags',
  columns: tagColumns,
  key: crmTags.id,
  from: (db, fields) =>
    db.select(fields).from(crmTags).innerJoin(groups, eq(groups.id, crmTags.groupId)).$dynamic(),
  where: (f) =>
    and(
      eq(crmTags.brandId, f.brandId),
      eq(crmTags.type, 'tag'),
      f.groupId && eq(crmTags.groupId, f.groupId),
      f.keyword && ilike(crmTags.title, f.keyword),
      f.display && eq(crmTags.display, f.display),
    ),
  orderBy: () => [asc(groups.ordernum), asc(groups.id), ...inOrder],
  item: (r) => ({ ...itemOf(r), groupTitle: text(r.groupTitle) }),
};

/** Where a new or moved item lists: `type`, and for a tag its group. */
function sameList(brandId: number, type: CrmTagType, groupId: number | null) {
  return and(
    eq(crmTags.brandId, brandId),
    eq(crmTags.type, type),
    groupId === null ? isNull(crmTags.groupId) : eq(crmTags.groupId, groupId),
  );
}

async function assertTitleFree(
  c: Context<AppEnv>,
  db: Queryable,
  list: { brandId: number; type: CrmTagType; groupId: number | null },
  title: string,
  exceptId?: number,
) {
  const [taken] = await db
    .select({ id: crmTags.id })
    .from(crmTags)
    .where(
      and(
        sameList(list.brandId, list.type, list.groupId),
        sql`lower(${crmTags.title}) = lower(${title})`,
        exceptId === undefined ? undefined : ne(crmTags.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw titleTaken(c, list.type, title);
}

function titleTaken(c: Context<AppEnv>, type: CrmTagType, title: string) {
  return fieldRefusal('title', 'crmTagTitleTaken', { type: typeName(c, type), title });
}

/** A group of the brand by id, or null. */
async function groupOf(db: Queryable, brandId: number, id: number | undefined) {
  if (id === undefined) return null;
  const [row] = await db
    .select({ id: crmTags.id, type: crmTags.type })
    .from(crmTags)
    .where(and(eq(crmTags.id, id), eq(crmTags.brandId, brandId)));
  return row ? { id: row.id, type: tagType(row.type) } : null;
}

/** Checks a list has room for one more (policy tagFullRefusal) and answers the ordernum after its last. */
async function roomIn(
  c: Context<AppEnv>,
  db: Queryable,
  list: Parameters<typeof sameList>,
  type: CrmTagType,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, last: sql<number | null>`max(${crmTags.ordernum})` })
    .from(crmTags)
    .where(sameList(...list));
  refuse(tagFullRefusal(type, row?.n ?? 0, typeName(c, type)));
  return row?.last === null || row?.last === undefined ? 1 : int(row.last) + 1;
}

/** `/crm/tag/*`: tag groups and tags, follow-up types and sources (docs/spec.md §7). */
export const crmTagRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/add.html', requireRule(crmTagRule.add), async (c) => {
    const body = await parseBody(c, crmTagAddBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const group = await groupOf(db, me.brandId, body.groupId);
    refuse(tagGroupRefusal(body.type, body.groupId, group));
    const groupId = body.type === 'tag' ? (group?.id ?? null) : null;
    const next = await roomIn(c, db, [me.brandId, body.type, groupId], body.type);
    const list = { brandId: me.brandId, type: body.type, groupId };
    await assertTitleFree(c, db, list, body.title);
    const id = await unlessTaken(
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(crmTags)
          .values({
            brandId: me.brandId,
            type: body.type,
            groupId,
            title: body.title,
            color: body.color ?? '',
            ordernum: body.ordernum ?? next,
          })
          .returning({ id: crmTags.id });
        if (!row) throw new Error('crm tag insert returned nothing');
        await auditAs(tx, me, {
          action: 'add',
          entity: 'crm_tag',
          entityId: row.id,
          payload: { type: body.type, title: body.title, ...(groupId ? { groupId } : {}) },
        });
        return row.id;
      }),
      () => titleTaken(c, body.type, body.title),
    );
    return ok(c, { id }, 'added');
  })
  .post('/update.html', requireRule(crmTagRule.update), async (c) => {
    const body = await parseBody(c, crmTagUpdateBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const row: Row = await findInBrand(db, crmTags, me.brandId, body.id, 'crmTagNotFound');
    const type = tagType(row.type);
    let groupId = row.groupId;
    if (body.groupId !== undefined && body.groupId !== row.groupId) {
      const group = await groupOf(db, me.brandId, body.groupId);
      refuse(tagGroupRefusal(type, body.groupId, group));
      await roomIn(c, db, [me.brandId, type, body.groupId], type);
      groupId = body.groupId;
    }
    const changes: Partial<Pick<Row, 'title' | 'color' | 'groupId' | 'ordernum'>> = {};
    if (body.title !== undefined && body.title !== row.title) changes.title = body.title;
    if (body.color !== undefined && body.color !== row.color) changes.color = body.color;
    if (groupId !== row.groupId) changes.groupId = groupId;
    if (body.ordernum !== undefined && body.ordernum !== row.ordernum) changes.ordernum = body.ordernum;
    const title = changes.title ?? row.title;
    if (changes.title !== undefined || changes.groupId !== undefined)
      await assertTitleFree(c, db, { brandId: me.brandId, type, groupId }, title, row.id);
    if (Object.keys(changes).length > 0)
      await unlessTaken(
        db.transaction(async (tx) => {
          await tx
            .update(crmTags)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(crmTags.id, row.id));
          await auditAs(tx, me, {
            action: 'update',
            entity: 'crm_tag',
            entityId: row.id,
            subject: title,
            payload: changes,
          });
        }),
        () => titleTaken(c, type, title),
      );
    return ok(c, null, 'saved');
  })
  .post('/status.html', requireRule(crmTagRule.status), async (c) => {
    const body = await parseBody(c, displayToggleBody);
    await toggleInBrand(c.var.deps.db, caller(c), {
      table: crmTags,
      field: 'display',
      set: (display) => ({ display, updatedAt: new Date() }),
      id: body.id,
      value: body.display,
      notFound: 'crmTagNotFound',
      entity: 'crm_tag',
    });
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(crmTagRule.del), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const me = caller(c);
    const deleted = await deleteInBrand(c.var.deps.db, me, {
      table: crmTags,
      ids,
      notFound: 'crmTagNotFound',
      entity: 'crm_tag',
      // Customers keep what they were tagged, followed up and sourced with: an item in use stays.
      check: async (rows, tx) => {
        const items = rows.map((r) => ({ id: r.id, type: tagType(r.type), title: r.title }));
        const using = await customersUsing(tx, me.brandId, items);
        for (const item of items)
          refuse(tagDeleteRefusal(item, using.get(item.id) ?? 0, typeName(c, item.type)));
      },
      payload: (r) => ({ type: r.type, title: r.title }),
    });
    const result: DeleteResult = { deleted: deleted.length };
    return ok(c, result, 'deleted', { n: deleted.length });
  })
  .post('/group.html', requireRule(crmTagRule.group), async (c) => {
    const body = await parseBody(c, crmTagGroupBody);
    const { brandId } = caller(c);
    const rows = await c.var.deps.db
      .select(itemColumns)
      .from(crmTags)
      .where(
        and(
          eq(crmTags.brandId, brandId),
          sql`${crmTags.type} in ('group', 'tag')`,
          body.display === undefined ? undefined : eq(crmTags.display, body.display),
        ),
      )
      .orderBy(...inOrder);
    const answer: CrmTagGroup[] = [];
    const byId = new Map<number, CrmTagGroup>();
    for (const r of rows) {
      if (r.type !== 'group') continue;
      const group: CrmTagGroup = { ...itemOf(r), tags: [] };
      answer.push(group);
      byId.set(group.id, group);
    }
    // A shown tag in a hidden group is left out with its group.
    for (const r of rows) if (r.type === 'tag') byId.get(r.groupId ?? 0)?.tags.push(itemOf(r));
    return ok(c, answer);
  })
  .post('/taglist.html', requireRule(crmTagRule.taglist), async (c) => {
    const body = await parseBody(c, crmTagListBody);
    const filter: TagFilter = {
      brandId: caller(c).brandId,
      groupId: body.groupId,
      keyword: body.keyword ? likePattern(body.keyword) : undefined,
      display: body.display,
    };
    return ok(c, await listPage(c.var.deps, tagList, { ...body, sort: undefined, filter }));
  })
  .post('/followlist.html', requireRule(crmTagRule.followlist), (c) => flatPage(c, 'follow'))
  .post('/sourcelist.html', requireRule(crmTagRule.sourcelist), (c) => flatPage(c, 'source'))
  .post('/order.html', requireRule(crmTagRule.order), async (c) => {
    const body = await parseBody(c, sortBody);
    await sortInBrand(c.var.deps.db, caller(c), {
      table: crmTags,
      set: (ordernum) => ({ ordernum }),
      list: body.list,
      notFound: 'crmTagNotFound',
      entity: 'crm_tag',
    });
    return ok(c, null, 'saved');
  });

async function flatPage(c: Context<AppEnv>, type: 'follow' | 'source') {
  const body = await parseBody(c, crmTagFlatListBody);
  const filter: FlatFilter = {
    brandId: caller(c).brandId,
    type,
    keyword: body.keyword ? likePattern(body.keyword) : undefined,
    display: body.display,
  };
  return ok(c, await listPage(c.var.deps, flatList, { ...body, sort: undefined, filter }));
}
