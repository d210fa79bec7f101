import { and, asc, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  type CrmTagFlatListResult,
  type CrmTagGroup,
  type CrmTagItem,
  type CrmTagListItem,
  type CrmTagListResult,
  type CrmTagType,
  type crmTagAddBody,
  type crmTagFlatListBody,
  type crmTagGroupBody,
  type crmTagListBody,
  crmTagTypes,
  type crmTagUpdateBody,
} from '../../../contract/crm-tag.ts';
import type { Locale, SortItem } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { int, text } from '../../db/prepared.ts';
import { fieldRefusal } from '../../envelope.ts';
import { recordChange } from '../../kit/change.ts';
import { likePattern, type Queryable, unlessTaken } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { readColumns, tableColumns } from '../../kit/row-reader.ts';
import { deletedInBrand, displayInBrand, findInBrand, type RowsSpec, sortInBrand } from '../../kit/rows.ts';
import { crmText } from './crm.messages.ts';
import { crmTags } from './crm.tables.ts';
import type { CrmCaller, CrmDeps } from './crm-caller.ts';
import { customersUsing } from './customer-usage.ts';
import { tagDeleteRefusal, tagFullRefusal, tagGroupRefusal } from './tag.policy.ts';

/**
 * The CRM dictionaries' use cases (`/crm/tag/*`: tag groups and tags, follow-up types, sources), each
 * `(deps, caller, input)` with its checks, its transaction and its change record
 * (docs/decisions/server-layout.md).
 */

type Row = typeof crmTags.$inferSelect;
type Input<T extends z.ZodType> = z.output<T>;

const entity = 'crm_tag';
const rows: RowsSpec<typeof crmTags> = { table: crmTags, notFound: 'crmTagNotFound', entity };

function tagType(value: unknown): CrmTagType {
  return crmTagTypes.find((t) => t === value) ?? 'tag';
}

/** The type as the caller reads it ("标签组", "Follow-up type"), for messages. */
function typeName(locale: Locale, type: CrmTagType): string {
  return crmText(locale, `crmTagType.${type}`);
}

const itemColumns = tableColumns(crmTags, 'id type title color groupId ordernum display createdAt');

function itemOf(r: { [K in keyof typeof itemColumns]: unknown }): CrmTagItem {
  // Object.assign, not a spread: see readColumns.
  return Object.assign(readColumns(itemColumns, r, 'id title color ordernum display createdAt'), {
    type: tagType(r.type),
    groupId: r.groupId === null ? 0 : int(r.groupId),
  });
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

function titleTaken(locale: Locale, type: CrmTagType, title: string) {
  return fieldRefusal('title', 'crmTagTitleTaken', { type: typeName(locale, type), title });
}

async function assertTitleFree(
  db: Queryable,
  locale: Locale,
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
  if (taken) throw titleTaken(locale, list.type, title);
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
async function roomIn(db: Queryable, locale: Locale, list: Parameters<typeof sameList>, type: CrmTagType) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, last: sql<number | null>`max(${crmTags.ordernum})` })
    .from(crmTags)
    .where(sameList(...list));
  refuse(tagFullRefusal(type, row?.n ?? 0, typeName(locale, type)));
  return row?.last === null || row?.last === undefined ? 1 : int(row.last) + 1;
}

/** Adds an item at the end of its list (a tag in its group), its title free in that list. */
export async function addTag(
  deps: CrmDeps,
  me: CrmCaller,
  body: Input<typeof crmTagAddBody>,
): Promise<{ id: number }> {
  const { db } = deps;
  const group = await groupOf(db, me.brandId, body.groupId);
  refuse(tagGroupRefusal(body.type, body.groupId, group));
  const groupId = body.type === 'tag' ? (group?.id ?? null) : null;
  const next = await roomIn(db, me.locale, [me.brandId, body.type, groupId], body.type);
  const list = { brandId: me.brandId, type: body.type, groupId };
  await assertTitleFree(db, me.locale, list, body.title);
  const values = {
    type: body.type,
    groupId,
    title: body.title,
    color: body.color ?? '',
    ordernum: body.ordernum ?? next,
  };
  const id = await unlessTaken(
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(crmTags)
        .values({ brandId: me.brandId, ...values })
        .returning({ id: crmTags.id });
      if (!row) throw new Error('crm tag insert returned nothing');
      await recordChange(tx, me, {
        entity,
        action: 'add',
        entityId: row.id,
        payload: { type: body.type, title: body.title, ...(groupId ? { groupId } : {}) },
        after: values,
      });
      return row.id;
    }),
    () => titleTaken(me.locale, body.type, body.title),
  );
  return { id };
}

/** Changes the fields given of an item (a tag may move to another group with room). */
export async function updateTag(
  deps: CrmDeps,
  me: CrmCaller,
  body: Input<typeof crmTagUpdateBody>,
): Promise<void> {
  const { db } = deps;
  const row: Row = await findInBrand(db, crmTags, me.brandId, body.id, 'crmTagNotFound');
  const type = tagType(row.type);
  let groupId = row.groupId;
  if (body.groupId !== undefined && body.groupId !== row.groupId) {
    const group = await groupOf(db, me.brandId, body.groupId);
    refuse(tagGroupRefusal(type, body.groupId, group));
    await roomIn(db, me.locale, [me.brandId, type, body.groupId], type);
    groupId = body.groupId;
  }
  const changes: Partial<Pick<Row, 'title' | 'color' | 'groupId' | 'ordernum'>> = {};
  if (body.title !== undefined && body.title !== row.title) changes.title = body.title;
  if (body.color !== undefined && body.color !== row.color) changes.color = body.color;
  if (groupId !== row.groupId) changes.groupId = groupId;
  if (body.ordernum !== undefined && body.ordernum !== row.ordernum) changes.ordernum = body.ordernum;
  const title = changes.title ?? row.title;
  if (changes.title !== undefined || changes.groupId !== undefined)
    await assertTitleFree(db, me.locale, { brandId: me.brandId, type, groupId }, title, row.id);
  if (Object.keys(changes).length === 0) return;
  await unlessTaken(
    db.transaction(async (tx) => {
      await tx
        .update(crmTags)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(crmTags.id, row.id));
      await recordChange(tx, me, {
        entity,
        action: 'update',
        entityId: row.id,
        subject: title,
        payload: changes,
        before: Object.fromEntries(Object.keys(changes).map((k) => [k, Reflect.get(row, k)])),
        after: changes,
      });
    }),
    () => titleTaken(me.locale, type, title),
  );
}

/** Shows or hides an item (a hidden one stays on the customers that have it). */
export function setTagDisplay(deps: CrmDeps, me: CrmCaller, body: { id: number; display: boolean }) {
  return displayInBrand(deps.db, me, rows, body);
}

/** Deletes items, all or nothing: one customers use stays (it can be hidden instead). */
export function deleteTags(deps: CrmDeps, me: CrmCaller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(
    deps.db,
    me,
    {
      ...rows,
      // Customers keep what they were tagged, followed up and sourced with: an item in use stays.
      check: async (found, tx) => {
        const items = found.map((r) => ({ id: r.id, type: tagType(r.type), title: r.title }));
        const using = await customersUsing(tx, me.brandId, items);
        for (const item of items)
          refuse(tagDeleteRefusal(item, using.get(item.id) ?? 0, typeName(me.locale, item.type)));
      },
      payload: (r) => ({ type: r.type, title: r.title }),
      // A group's tags go with it (their foreign key cascades): its undo brings them back.
      removedWith: (r, tx) =>
        r.type === 'group'
          ? tx
              .select()
              .from(crmTags)
              .where(and(eq(crmTags.brandId, me.brandId), eq(crmTags.groupId, r.id)))
              .orderBy(crmTags.id)
          : Promise.resolve([]),
    },
    ids,
  );
}

/** Sets the order of several items at once. */
export function sortTags(deps: CrmDeps, me: CrmCaller, list: SortItem[]): Promise<void> {
  return sortInBrand(deps.db, me, { ...rows, set: (ordernum) => ({ ordernum }), list });
}

/** Every group with its tags, in order (`display: true`: the shown ones only). */
export async function tagGroups(
  deps: CrmDeps,
  me: CrmCaller,
  body: Input<typeof crmTagGroupBody>,
): Promise<CrmTagGroup[]> {
  const found = await deps.db
    .select(itemColumns)
    .from(crmTags)
    .where(
      and(
        eq(crmTags.brandId, me.brandId),
        sql`${crmTags.type} in ('group', 'tag')`,
        body.display === undefined ? undefined : eq(crmTags.display, body.display),
      ),
    )
    .orderBy(...inOrder);
  const answer: CrmTagGroup[] = [];
  const byId = new Map<number, CrmTagGroup>();
  for (const r of found) {
    if (r.type !== 'group') continue;
    const group: CrmTagGroup = { ...itemOf(r), tags: [] };
    answer.push(group);
    byId.set(group.id, group);
  }
  // A shown tag in a hidden group is left out with its group.
  for (const r of found) if (r.type === 'tag') byId.get(r.groupId ?? 0)?.tags.push(itemOf(r));
  return answer;
}

/** A page of tags with their groups' titles. */
export function tagPage(
  deps: CrmDeps,
  me: CrmCaller,
  body: Input<typeof crmTagListBody>,
): Promise<CrmTagListResult> {
  const filter: TagFilter = {
    brandId: me.brandId,
    groupId: body.groupId,
    keyword: body.keyword ? likePattern(body.keyword) : undefined,
    display: body.display,
  };
  return listPage(deps, tagList, { ...body, sort: undefined, filter });
}

/** A page of follow-up types or sources. */
export function flatTagPage(
  deps: CrmDeps,
  me: CrmCaller,
  type: 'follow' | 'source',
  body: Input<typeof crmTagFlatListBody>,
): Promise<CrmTagFlatListResult> {
  const filter: FlatFilter = {
    brandId: me.brandId,
    type,
    keyword: body.keyword ? likePattern(body.keyword) : undefined,
    display: body.display,
  };
  return listPage(deps, flatList, { ...body, sort: undefined, filter });
}
