import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { smsVariables } from '../../../contract/notify-text.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import {
  type SmsKind,
  type SmsTemplate,
  smsKinds,
  type smsTemplateAddBody,
  type smsTemplateListBody,
  type smsTemplateStatusBody,
  type smsTemplateUpdateBody,
} from '../../../contract/sms.ts';
import type { AppDeps } from '../../context.ts';
import { bool, date, int, text } from '../../db/prepared.ts';
import { fieldRefusal } from '../../envelope.ts';
import { recordChange } from '../../kit/change.ts';
import { likePattern, type Queryable, recheckedWrite } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { tableColumns } from '../../kit/row-reader.ts';
import { deletedInBrand, displayInBrand, findInBrand } from '../../kit/rows.ts';
import { agentTemplateUses } from '../agent/agent.public.ts';
import { smsTemplates } from './notify.tables.ts';
import type { NotifyCaller } from './notify-caller.ts';
import { beforeOf } from './notify-change.ts';
import { templateNameTaken } from './template-name.ts';

/**
 * The brand's SMS templates (docs/decisions/server-layout.md, "A service per resource"): listed, read,
 * added, changed, shown or hidden and deleted, each write with its change record in its transaction.
 * The log keeps its messages when a template goes: their template id then names one that is gone.
 */

const entity = 'sms_template';
const isKind = (v: string): v is SmsKind => smsKinds.some((k) => k === v);

function templateOf(row: typeof smsTemplates.$inferSelect): SmsTemplate {
  return {
    id: row.id,
    title: row.title,
    kind: isKind(row.kind) ? row.kind : 'notice',
    code: row.code,
    content: row.content,
    variables: smsVariables(row.content),
    display: row.display,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const templateColumns = tableColumns(smsTemplates, 'id title kind code content display createdAt updatedAt');
type TemplateFilter = {
  brandId: number;
  keyword: string | undefined;
  kind: string | undefined;
  display: boolean | undefined;
};

const templateList: ListDefinition<TemplateFilter, typeof templateColumns, string, SmsTemplate> = {
  name: 'sms_template',
  columns: templateColumns,
  key: smsTemplates.id,
  from: (db, fields) => db.select(fields).from(smsTemplates).$dynamic(),
  where: (f) =>
    and(
      eq(smsTemplates.brandId, f.brandId),
      f.kind && eq(smsTemplates.kind, f.kind),
      f.display && eq(smsTemplates.display, f.display),
      f.keyword &&
        sql`(${smsTemplates.title} ilike ${f.keyword} or ${smsTemplates.content} ilike ${f.keyword} or ${smsTemplates.code} ilike ${f.keyword})`,
    ),
  orderBy: () => [sql`${smsTemplates.id} desc`],
  item: (r) =>
    templateOf({
      id: int(r.id),
      brandId: 0,
      title: text(r.title),
      kind: text(r.kind),
      code: text(r.code),
      content: text(r.content),
      display: bool(r.display),
      createdAt: date(r.createdAt),
      updatedAt: date(r.updatedAt),
    }),
};

/** The templates as the row kit's toggle and delete find and record them. */
const templateRows = {
  table: smsTemplates,
  notFound: 'smsTemplateNotFound',
  entity,
  payload: (row: typeof smsTemplates.$inferSelect) => ({ title: row.title }),
} as const;

export function smsTemplatePage(deps: AppDeps, me: NotifyCaller, body: z.output<typeof smsTemplateListBody>) {
  const filter: TemplateFilter = {
    brandId: me.brandId,
    keyword: body.keyword ? likePattern(body.keyword) : undefined,
    kind: body.kind,
    display: body.display,
  };
  return listPage(deps, templateList, { page: body.page, pageSize: body.pageSize, filter });
}

export async function smsTemplateDetail(deps: AppDeps, me: NotifyCaller, id: number): Promise<SmsTemplate> {
  return templateOf(await findInBrand(deps.db, smsTemplates, me.brandId, id, 'smsTemplateNotFound'));
}

const named = {
  table: smsTemplates,
  id: smsTemplates.id,
  brandId: smsTemplates.brandId,
  name: smsTemplates.title,
};

/** Refuses a title another template of the brand has (case aside); run again when the index decides a race. */
async function checkTitle(db: Queryable, brandId: number, title: string | undefined, exceptId: number) {
  if (title !== undefined && (await templateNameTaken(db, named, brandId, title, exceptId)))
    throw fieldRefusal('title', 'smsTemplateTitleTaken', { title });
}

/** Adds a template. Answers its id. */
export async function addSmsTemplate(
  deps: AppDeps,
  me: NotifyCaller,
  body: z.output<typeof smsTemplateAddBody>,
): Promise<{ id: number }> {
  const values = {
    title: body.title,
    kind: body.kind,
    code: body.code ?? '',
    content: body.content,
    display: body.display ?? true,
  };
  await checkTitle(deps.db, me.brandId, body.title, 0);
  const id = await recheckedWrite(
    () =>
      deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(smsTemplates)
          .values({ brandId: me.brandId, ...values })
          .returning({ id: smsTemplates.id });
        if (!row) throw new Error('sms template insert returned nothing');
        await recordChange(tx, me, {
          action: 'add',
          entity,
          entityId: row.id,
          payload: { title: body.title, kind: body.kind },
          after: values,
        });
        return row.id;
      }),
    () => checkTitle(deps.db, me.brandId, body.title, 0),
  );
  return { id };
}

/** Changes the fields sent of a template of the brand. */
export async function updateSmsTemplate(
  deps: AppDeps,
  me: NotifyCaller,
  body: z.output<typeof smsTemplateUpdateBody>,
): Promise<void> {
  const { db } = deps;
  const row = await findInBrand(db, smsTemplates, me.brandId, body.id, 'smsTemplateNotFound');
  const { id: _id, ...changes } = body;
  await checkTitle(db, me.brandId, changes.title, row.id);
  await recheckedWrite(
    () =>
      db.transaction(async (tx) => {
        await tx
          .update(smsTemplates)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(smsTemplates.id, row.id));
        await recordChange(tx, me, {
          action: 'update',
          entity,
          entityId: row.id,
          payload: { ...changes, title: changes.title ?? row.title },
          before: beforeOf(row, changes),
          after: changes,
        });
      }),
    () => checkTitle(db, me.brandId, changes.title, row.id),
  );
}

export function setSmsTemplateDisplay(
  deps: AppDeps,
  me: NotifyCaller,
  body: z.output<typeof smsTemplateStatusBody>,
): Promise<void> {
  return displayInBrand(deps.db, me, templateRows, body);
}

export function deleteSmsTemplates(deps: AppDeps, me: NotifyCaller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(
    deps.db,
    me,
    {
      ...templateRows,
      // The agent settings that name it lose it by their foreign key: kept so its undo names it again.
      keep: async (row, tx) => {
        const uses = await agentTemplateUses(tx, me.brandId, row.id);
        return uses.pass || uses.reject ? { agentSettings: uses } : {};
      },
    },
    ids,
  );
}
