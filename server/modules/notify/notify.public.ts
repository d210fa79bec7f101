// What other modules use of notify: a brand's SMS and e-mail settings (the apply screen's summary) and
// queueing text messages (agents' notices), a log's total as a figure that links to it (the account
// dashboard, the home page), demo SMS templates (the agents' demo seed) and the SMS queue (agents' verification codes). Other modules import notify through this file only
// (docs/decisions/modules.md).

import { and, desc, eq } from 'drizzle-orm';
import { fieldRefusal } from '../../envelope.ts';
import type { Queryable } from '../../kit/db.ts';
import { emailTemplates, smsTemplates } from './notify.tables.ts';

export { emailConfigOf } from './email-config.ts';
export { logFigure } from './message-logs.ts';
export { smsSendQueue } from './notify-queues.ts';
export { type DemoSmsTemplate, seedSmsTemplates } from './seed-notify.ts';
export { smsConfigRefusal } from './sms.policy.ts';
export { smsConfigOf, smsSecretPurpose } from './sms-config.ts';
export { jobsIn, jobsOf, queueSmsBatch, type SmsDraft, templateDrafter } from './sms-send.ts';

/** One SMS template of the brand, or undefined (agents' notices are sent with one). */
export async function smsTemplateOf(db: Queryable, brandId: number, id: number) {
  const [template] = await db
    .select()
    .from(smsTemplates)
    .where(and(eq(smsTemplates.id, id), eq(smsTemplates.brandId, brandId)));
  return template;
}

/** One SMS template of the brand, or a refusal at `field` naming the id (agents' notice settings). */
export async function smsTemplateAt(db: Queryable, brandId: number, id: number, field: string) {
  const template = await smsTemplateOf(db, brandId, id);
  if (!template) throw fieldRefusal(field, 'smsTemplateNotFound', { id });
  return template;
}

/** The brand's newest SMS templates, at most `limit` (the agent settings choose from them). */
export function smsTemplateOptions(db: Queryable, brandId: number, limit: number) {
  return db
    .select({
      id: smsTemplates.id,
      title: smsTemplates.title,
      content: smsTemplates.content,
      display: smsTemplates.display,
    })
    .from(smsTemplates)
    .where(eq(smsTemplates.brandId, brandId))
    .orderBy(desc(smsTemplates.id))
    .limit(limit);
}

/** The brand's latest SMS templates, at most `limit`, newest first (the AI drafts in their tone). */
export function latestSmsTemplates(db: Queryable, brandId: number, limit: number) {
  return db
    .select({ title: smsTemplates.title, kind: smsTemplates.kind, content: smsTemplates.content })
    .from(smsTemplates)
    .where(eq(smsTemplates.brandId, brandId))
    .orderBy(desc(smsTemplates.id))
    .limit(limit);
}

/** The brand's latest e-mail templates' names and subjects, at most `limit`, newest first. */
export function latestEmailTemplates(db: Queryable, brandId: number, limit: number) {
  return db
    .select({ name: emailTemplates.name, subject: emailTemplates.subject })
    .from(emailTemplates)
    .where(eq(emailTemplates.brandId, brandId))
    .orderBy(desc(emailTemplates.id))
    .limit(limit);
}
