import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  EmailTemplate,
  emailTemplateAddBody,
  emailTemplateListBody,
  emailTemplateStatusBody,
  emailTemplateUpdateBody,
} from '../../../contract/email.ts';
import { emailBraceProblem, emailVariables } from '../../../contract/notify-text.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import type { AppDeps } from '../../context.ts';
import { bool, date, int, text } from '../../db/prepared.ts';
import { fieldRefusal } from '../../envelope.ts';
import { recordChange } from '../../kit/change.ts';
import { likePattern, type Queryable, recheckedWrite } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { tableColumns } from '../../kit/row-reader.ts';
import { deletedInBrand, displayInBrand, findInBrand } from '../../kit/rows.ts';
import { sanitizeMailHtml } from '../../rich-text/sanitize.ts';
import { emailTemplates } from './notify.tables.ts';
import type { NotifyCaller } from './notify-caller.ts';
import { beforeOf } from './notify-change.ts';
import { templateNameTaken } from './template-name.ts';

/**
 * The brand's e-mail templates (docs/decisions/server-layout.md, "A service per resource"): listed,
 * read, added, changed, shown or hidden and deleted, each write with its change record in its
 * transaction. A template's body is kept as sanitised HTML.
 */

const entity = 'email_template';

function templateOf(row: typeof emailTemplates.$inferSelect): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    variables: emailVariables(row.subject, row.body),
    display: row.display,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const templateColumns = tableColumns(
  emailTemplates,
  'id brandId name subject body display createdAt updatedAt',
);
type TemplateFilter = { brandId: number; keyword: string | undefined; display: boolean | undefined };
const templateList: ListDefinition<TemplateFilter, typeof templateColumns, string, EmailTemplate> = {
  name: 'email_template',
  columns: templateColumns,
  key: emailTemplates.id,
  from: (db, fields) => db.select(fields).from(emailTemplates).$dynamic(),
  where: (f) =>
    and(
      eq(emailTemplates.brandId, f.brandId),
      f.display && eq(emailTemplates.display, f.display),
      f.keyword && or(ilike(emailTemplates.name, f.keyword), ilike(emailTemplates.subject, f.keyword)),
    ),
  orderBy: () => [sql`${emailTemplates.id} desc`],
  item: (r) =>
    templateOf({
      id: int(r.id),
      brandId: int(r.brandId),
      name: text(r.name),
      subject: text(r.subject),
      body: text(r.body),
      display: bool(r.display),
      createdAt: date(r.createdAt),
      updatedAt: date(r.updatedAt),
    }),
};

/** The templates as the row kit's toggle and delete find and record them. */
const templateRows = {
  table: emailTemplates,
  notFound: 'emailTemplateNotFound',
  entity,
  payload: (row: typeof emailTemplates.$inferSelect) => ({ title: row.name }),
} as const;

export function emailTemplatePage(
  deps: AppDeps,
  me: NotifyCaller,
  body: z.output<typeof emailTemplateListBody>,
) {
  const filter: TemplateFilter = {
    brandId: me.brandId,
    keyword: body.keyword ? likePattern(body.keyword) : undefined,
    display: body.display,
  };
  return listPage(deps, templateList, { page: body.page, pageSize: body.pageSize, filter });
}

export async function emailTemplateDetail(
  deps: AppDeps,
  me: NotifyCaller,
  id: number,
): Promise<EmailTemplate> {
  return templateOf(await findInBrand(deps.db, emailTemplates, me.brandId, id, 'emailTemplateNotFound'));
}

const named = {
  table: emailTemplates,
  id: emailTemplates.id,
  brandId: emailTemplates.brandId,
  name: emailTemplates.name,
};

/** Refuses a name another template of the brand has (case aside); run again when the index decides a race. */
async function checkName(db: Queryable, brandId: number, name: string | undefined, exceptId: number) {
  if (name !== undefined && (await templateNameTaken(db, named, brandId, name, exceptId)))
    throw fieldRefusal('name', 'emailTemplateNameTaken', { name });
}

/**
 * The body as kept: sanitised, and still renderable (the schema checked what was sent; markup the
 * sanitiser drops could leave a `{{` unclosed, which would fail every send).
 */
function keptBody(sent: string): string {
  const html = sanitizeMailHtml(sent);
  const piece = emailBraceProblem(html);
  if (piece !== null) throw fieldRefusal('body', 'field.emailBraces', { piece });
  return html;
}

/** Adds a template (its body sanitised; one that sanitises to nothing is refused). Answers its id. */
export async function addEmailTemplate(
  deps: AppDeps,
  me: NotifyCaller,
  body: z.output<typeof emailTemplateAddBody>,
): Promise<{ id: number }> {
  const html = keptBody(body.body);
  if (!html) throw fieldRefusal('body', 'emailSubjectOrTemplate');
  const values = { name: body.name, subject: body.subject, body: html, display: body.display ?? true };
  await checkName(deps.db, me.brandId, body.name, 0);
  const id = await recheckedWrite(
    () =>
      deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(emailTemplates)
          .values({ brandId: me.brandId, ...values })
          .returning({ id: emailTemplates.id });
        if (!row) throw new Error('email template insert returned nothing');
        await recordChange(tx, me, {
          action: 'add',
          entity,
          entityId: row.id,
          payload: { title: body.name },
          after: values,
        });
        return row.id;
      }),
    () => checkName(deps.db, me.brandId, body.name, 0),
  );
  return { id };
}

/** Changes the fields sent of a template of the brand. */
export async function updateEmailTemplate(
  deps: AppDeps,
  me: NotifyCaller,
  body: z.output<typeof emailTemplateUpdateBody>,
): Promise<void> {
  const { db } = deps;
  const row = await findInBrand(db, emailTemplates, me.brandId, body.id, 'emailTemplateNotFound');
  const { id: _id, ...changes } = body;
  const changed = {
    ...changes,
    ...(changes.body !== undefined ? { body: keptBody(changes.body) } : {}),
  };
  await checkName(db, me.brandId, changes.name, row.id);
  await recheckedWrite(
    () =>
      db.transaction(async (tx) => {
        await tx
          .update(emailTemplates)
          .set({ ...changed, updatedAt: new Date() })
          .where(eq(emailTemplates.id, row.id));
        await recordChange(tx, me, {
          action: 'update',
          entity,
          entityId: row.id,
          payload: { title: changes.name ?? row.name, fields: Object.keys(changes) },
          before: beforeOf(row, changed),
          after: changed,
        });
      }),
    () => checkName(db, me.brandId, changes.name, row.id),
  );
}

export function setEmailTemplateDisplay(
  deps: AppDeps,
  me: NotifyCaller,
  body: z.output<typeof emailTemplateStatusBody>,
): Promise<void> {
  return displayInBrand(deps.db, me, templateRows, body);
}

export function deleteEmailTemplates(deps: AppDeps, me: NotifyCaller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(deps.db, me, templateRows, ids);
}
