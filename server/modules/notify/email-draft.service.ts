import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  EmailDraft,
  emailDraftAddBody,
  emailDraftListBody,
  emailDraftUpdateBody,
  emailMessageFields,
} from '../../../contract/email.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import type { AppDeps } from '../../context.ts';
import { date, dateOrNull, int, text } from '../../db/prepared.ts';
import { recordChange } from '../../kit/change.ts';
import { likePattern } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { deletedInBrand, findInBrand } from '../../kit/rows.ts';
import { sanitizeMailHtml } from '../../rich-text/sanitize.ts';
import { paramsOf, stringsOf } from './email-config.ts';
import { renderEmailSubject } from './email-render.ts';
import { emailDrafts, emailTemplates } from './notify.tables.ts';
import type { NotifyCaller } from './notify-caller.ts';
import { beforeOf } from './notify-change.ts';

/**
 * The brand's e-mail drafts (docs/decisions/server-layout.md, "A service per resource"): kept,
 * changed, listed, read and deleted, each write with its change record in its transaction. A draft
 * sent goes with its send (email-send.service.ts).
 */

const entity = 'email_draft';

/** A message's fields as a draft or a direct send takes them. */
export type Composed = z.output<z.ZodObject<typeof emailMessageFields>>;

export function draftOf(row: typeof emailDrafts.$inferSelect): EmailDraft {
  return {
    id: row.id,
    to: stringsOf(row.to),
    cc: stringsOf(row.cc),
    subject: row.subject,
    body: row.body,
    templateId: row.templateId,
    params: paramsOf(row.params),
    sendAt: row.sendAt ? row.sendAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const draftColumns = {
  id: emailDrafts.id,
  brandId: emailDrafts.brandId,
  userId: emailDrafts.userId,
  to: emailDrafts.to,
  cc: emailDrafts.cc,
  subject: emailDrafts.subject,
  body: emailDrafts.body,
  templateId: emailDrafts.templateId,
  params: emailDrafts.params,
  sendAt: emailDrafts.sendAt,
  createdAt: emailDrafts.createdAt,
  updatedAt: emailDrafts.updatedAt,
  templateSubject: emailTemplates.subject,
};
type DraftFilter = { brandId: number; keyword: string | undefined };
/**
 * The subject a draft's mail will have: its template's, with the draft's values, when it uses one
 * (its own subject is then empty), else its own. A template gone or not rendering leaves its own.
 */
function subjectOf(own: string, templateSubject: string | null, params: Record<string, string>): string {
  if (templateSubject === null) return own;
  try {
    return renderEmailSubject(templateSubject, params) || own;
  } catch {
    return own;
  }
}

/**
 * The drafts' list (`draft_list`), newest first, each with the subject its mail will have; a keyword
 * finds the subject (a template's as written) or a recipient.
 */
const draftList: ListDefinition<DraftFilter, typeof draftColumns, string, EmailDraft> = {
  name: 'email_draft',
  columns: draftColumns,
  key: emailDrafts.id,
  from: (db, fields) =>
    db
      .select(fields)
      .from(emailDrafts)
      .leftJoin(
        emailTemplates,
        and(eq(emailTemplates.id, emailDrafts.templateId), eq(emailTemplates.brandId, emailDrafts.brandId)),
      )
      .$dynamic(),
  where: (f) =>
    and(
      eq(emailDrafts.brandId, f.brandId),
      f.keyword &&
        or(
          ilike(emailDrafts.subject, f.keyword),
          ilike(emailTemplates.subject, f.keyword),
          sql`${emailDrafts.to}::text ilike ${f.keyword}`,
        ),
    ),
  orderBy: () => [sql`${emailDrafts.id} desc`],
  item: (r) => {
    const sendAt = dateOrNull(r.sendAt ?? null);
    const draft = draftOf({
      id: int(r.id),
      brandId: int(r.brandId),
      userId: int(r.userId),
      to: jsonOf(r.to),
      cc: jsonOf(r.cc),
      subject: text(r.subject),
      body: text(r.body),
      templateId: r.templateId === null || r.templateId === undefined ? null : int(r.templateId),
      params: jsonOf(r.params),
      sendAt,
      createdAt: date(r.createdAt),
      updatedAt: date(r.updatedAt),
    });
    const templateSubject =
      r.templateSubject === null || r.templateSubject === undefined ? null : text(r.templateSubject);
    return { ...draft, subject: subjectOf(draft.subject, templateSubject, draft.params) };
  },
};

/** A jsonb column as the driver gave it: parsed already, or its text. */
function jsonOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The columns a draft's fields set (only those sent; the body sanitised). */
const draftValues = (m: Partial<Composed>) => ({
  ...(m.to !== undefined ? { to: m.to } : {}),
  ...(m.cc !== undefined ? { cc: m.cc } : {}),
  ...(m.subject !== undefined ? { subject: m.subject } : {}),
  ...(m.body !== undefined ? { body: sanitizeMailHtml(m.body) } : {}),
  ...(m.templateId !== undefined ? { templateId: m.templateId } : {}),
  ...(m.params !== undefined ? { params: m.params } : {}),
  ...(m.sendAt !== undefined ? { sendAt: m.sendAt ? new Date(m.sendAt) : null } : {}),
});

export function emailDraftPage(deps: AppDeps, me: NotifyCaller, body: z.output<typeof emailDraftListBody>) {
  const filter: DraftFilter = {
    brandId: me.brandId,
    keyword: body.keyword ? likePattern(body.keyword) : undefined,
  };
  return listPage(deps, draftList, { page: body.page, pageSize: body.pageSize, filter });
}

export async function emailDraftDetail(deps: AppDeps, me: NotifyCaller, id: number): Promise<EmailDraft> {
  return draftOf(await findInBrand(deps.db, emailDrafts, me.brandId, id, 'emailDraftNotFound'));
}

/** Keeps a draft (its template, if any, must be the brand's). Answers its id. */
export async function addEmailDraft(
  deps: AppDeps,
  me: NotifyCaller,
  body: z.output<typeof emailDraftAddBody>,
): Promise<{ id: number }> {
  const { db } = deps;
  if (body.templateId)
    await findInBrand(db, emailTemplates, me.brandId, body.templateId, 'emailTemplateNotFound');
  const values = draftValues(body);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailDrafts)
      .values({ brandId: me.brandId, userId: me.userId, ...values })
      .returning({ id: emailDrafts.id });
    if (!row) throw new Error('email draft insert returned nothing');
    await recordChange(tx, me, {
      action: 'add',
      entity,
      entityId: row.id,
      payload: { title: body.subject ?? '' },
      after: values,
    });
    return row.id;
  });
  return { id };
}

/** Changes the fields sent of a draft of the brand. */
export async function updateEmailDraft(
  deps: AppDeps,
  me: NotifyCaller,
  body: z.output<typeof emailDraftUpdateBody>,
): Promise<void> {
  const { db } = deps;
  const row = await findInBrand(db, emailDrafts, me.brandId, body.id, 'emailDraftNotFound');
  if (body.templateId)
    await findInBrand(db, emailTemplates, me.brandId, body.templateId, 'emailTemplateNotFound');
  const changed = draftValues(body);
  await db.transaction(async (tx) => {
    await tx
      .update(emailDrafts)
      .set({ ...changed, updatedAt: new Date() })
      .where(eq(emailDrafts.id, row.id));
    await recordChange(tx, me, {
      action: 'update',
      entity,
      entityId: row.id,
      payload: { title: body.subject ?? row.subject },
      before: beforeOf(row, changed),
      after: changed,
    });
  });
}

export function deleteEmailDrafts(deps: AppDeps, me: NotifyCaller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(
    deps.db,
    me,
    {
      table: emailDrafts,
      notFound: 'emailDraftNotFound',
      entity,
      payload: (row) => ({ title: row.subject }),
    },
    ids,
  );
}
