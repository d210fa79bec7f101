import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { chinaDay, chinaIso } from '../../../contract/china-time.ts';
import type { customerExportBody } from '../../../contract/customer.ts';
import { customerFieldsAt } from '../../../contract/customer-fields.ts';
import { ResultCode } from '../../../contract/envelope.ts';
import { adminUsers } from '../../db/core.tables.ts';
import { ApiError } from '../../envelope.ts';
import { recordChange } from '../../kit/change.ts';
import { csvRecord } from '../../kit/csv.ts';
import { tableColumns } from '../../kit/row-reader.ts';
import { type CrmKey, crmText } from './crm.messages.ts';
import { crmCustomers, crmCustomerTags, crmTags } from './crm.tables.ts';
import type { CrmDeps, CrmViewer } from './crm-caller.ts';
import {
  conditionsWhere,
  customerFilterWhere,
  customerViewer,
  savedGroupConditions,
  scopeWhere,
  visibleWhere,
} from './customer-scope.ts';

/** Rows read per query: a 100,000-row export never holds more than this in memory. */
const batchRows = 2000;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula: such a cell is written with an apostrophe first, which Excel and WPS show as plain text.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const stageKeys = {
  new: 'crmExport.stage.new',
  following: 'crmExport.stage.following',
  won: 'crmExport.stage.won',
  lost: 'crmExport.stage.lost',
} as const;
const genderKeys = {
  unknown: 'crmExport.gender.unknown',
  male: 'crmExport.gender.male',
  female: 'crmExport.gender.female',
} as const;
/** The declared fields exported, after gender in their order (customer-fields.ts). */
const exported = [
  ...customerFieldsAt('work'),
  ...customerFieldsAt('contact'),
  ...customerFieldsAt('note'),
].filter((f) => f.exported);
const columnKeys = [
  'crmExport.col.name',
  'crmExport.col.mobile',
  'crmExport.col.gender',
  ...exported.map((f) => `crmExport.col.${f.key}` as const),
  'crmExport.col.stage',
  'crmExport.col.level',
  'crmExport.col.source',
  'crmExport.col.tags',
  'crmExport.col.owner',
  'crmExport.col.province',
  'crmExport.col.city',
  'crmExport.col.district',
  'crmExport.col.address',
  'crmExport.col.lastFollowAt',
  'crmExport.col.nextFollowAt',
  'crmExport.col.createdAt',
  'crmExport.col.lostReason',
] as const;

const exportColumns = tableColumns(
  crmCustomers,
  'id name mobile gender stage level sourceId ownerId province city district address lastFollowAt nextFollowAt createdAt lostReason',
);
const exportedColumns = Object.fromEntries(exported.map((f) => [f.key, crmCustomers[f.key]]));

/** A time as the export writes it: on China's clock with its offset (`chinaIso`), '' for none. */
export function cstTime(d: Date | null): string {
  return d ? chinaIso(d) : '';
}

/** A CSV file being written: its rows as they are read, and the name it is saved under. */
export interface CustomerExportFile {
  stream: ReadableStream<Uint8Array>;
  fileName: string;
}

/**
 * The customers the list shows (its scope and filters, or the selected ids), only those the caller may
 * see, as a CSV file read a batch at a time while it is sent. The export is recorded (what was asked,
 * not the rows) before the first row is read; a refusal (a group of another brand) comes before both.
 */
export async function exportCustomers(
  deps: CrmDeps,
  me: CrmViewer,
  body: z.output<typeof customerExportBody>,
): Promise<CustomerExportFile> {
  const viewer = customerViewer(me.brandId, me.policy);
  const { db } = deps;
  const tests: SQL[] = [visibleWhere(viewer), scopeWhere(body.scope), customerFilterWhere(body)];
  if (body.ids) tests.push(inArray(crmCustomers.id, body.ids));
  if (body.groupId) {
    const conditions = await savedGroupConditions(db, me.brandId, body.groupId);
    if (!conditions) throw new ApiError(ResultCode.business, 'crmGroupNotFound');
    tests.push(conditionsWhere(conditions));
  }
  const where = and(...tests) as SQL;
  const { ids, keyword, scope, groupId, stage, level, sourceId, tagIds, ownerId, areaId } = body;
  await recordChange(db, me, {
    action: 'export',
    entity: 'crm_customer',
    payload: {
      scope,
      ids: ids?.length ?? 0,
      keyword,
      groupId,
      stage,
      level,
      sourceId,
      tagIds,
      ownerId,
      areaId,
    },
  });

  const t = (key: CrmKey) => crmText(me.locale, key);
  const ownerName = sql<string>`coalesce(nullif(${adminUsers.realName}, ''), ${adminUsers.userName})`;
  const tagTitles = sql<string>`(select coalesce(string_agg(${crmTags.title}, '、' order by ${crmTags.ordernum}, ${crmTags.id}), '')
    from ${crmCustomerTags} join ${crmTags} on ${crmTags.id} = ${crmCustomerTags.tagId}
    where ${crmCustomerTags.customerId} = ${crmCustomers.id})`;
  const sources = db
    .select({ id: crmTags.id, title: crmTags.title })
    .from(crmTags)
    .where(and(eq(crmTags.brandId, me.brandId), eq(crmTags.type, 'source')));
  const sourceTitles = new Map((await sources).map((s) => [s.id, s.title]));
  // Each label in the caller's language, looked up once rather than per row.
  const genderText = new Map(Object.entries(genderKeys).map(([k, key]) => [k, t(key)]));
  const stageText = new Map(Object.entries(stageKeys).map(([k, key]) => [k, t(key)]));
  const poolText = t('crmExport.pool');
  // Ids are int4: the first batch starts below the largest one.
  let before = 2_147_483_647;
  let first = true;
  const encoder = new TextEncoder();
  // Newest first like the list, a batch at a time by id: each query starts where the last ended.
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (first) {
        first = false;
        controller.enqueue(encoder.encode(`\uFEFF${csvRecord(columnKeys.map((k) => t(k)))}`));
        return;
      }
      // Only the columns written: every column more is an object field more per row.
      const rows = await db
        .select({ c: exportColumns, p: exportedColumns, owner: ownerName, tags: tagTitles })
        .from(crmCustomers)
        .leftJoin(adminUsers, eq(adminUsers.id, crmCustomers.ownerId))
        .where(and(where, lt(crmCustomers.id, before)))
        .orderBy(desc(crmCustomers.id))
        .limit(batchRows);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      before = rows[rows.length - 1]?.c.id ?? 0;
      let text = '';
      for (const { c: r, p, owner, tags } of rows)
        text += csvRecord(
          [
            r.name,
            r.mobile,
            genderText.get(r.gender) ?? genderText.get('unknown') ?? '',
            ...exported.map((f) => p[f.key] ?? ''),
            stageText.get(r.stage) ?? stageText.get('new') ?? '',
            r.level ?? '',
            r.sourceId ? (sourceTitles.get(r.sourceId) ?? '') : '',
            tags ?? '',
            r.ownerId ? (owner ?? '') : poolText,
            r.province,
            r.city,
            r.district,
            r.address,
            cstTime(r.lastFollowAt),
            cstTime(r.nextFollowAt),
            cstTime(r.createdAt),
            r.lostReason,
          ].map(safeCell),
        );
      controller.enqueue(encoder.encode(text));
    },
  });
  const day = chinaDay();
  return { stream, fileName: `customers-${day}.csv` };
}
