import type { z } from 'zod';
import type { EmailConfig, emailConfigBody, testmailBody } from '../../../contract/email.ts';
import { auditAs } from '../../audit.ts';
import type { AppDeps } from '../../context.ts';
import { ApiError } from '../../envelope.ts';
import { recordChange } from '../../kit/change.ts';
import { nextSecret, secretChange } from '../../kit/secret-field.ts';
import { checkAddress } from '../../outbound/check-address.ts';
import { failureText } from '../../outbound/failure-text.ts';
import { secretHint } from '../../secrets.ts';
import { configReady, emailConfigOf, emailSecretPurpose, secureOf } from './email-config.ts';
import { emailConfigs } from './notify.tables.ts';
import type { NotifyCaller } from './notify-caller.ts';
import { beforeOf } from './notify-change.ts';
import { createMailer, smtpFailureClass } from './smtp.ts';

/**
 * The brand's SMTP settings (docs/decisions/server-layout.md, "A service per resource"): read with the
 * password only hinted, saved with the change recorded in the same transaction, and tried with a test
 * e-mail.
 */

/** The settings as the form shows them: the password only as a hint that one is kept. */
export async function emailConfigDetail(deps: AppDeps, me: NotifyCaller): Promise<EmailConfig> {
  const row = await emailConfigOf(deps.db, me.brandId);
  return {
    host: row.host,
    port: row.port,
    secure: secureOf(row.secure),
    user: row.user,
    password: secretHint(deps.secrets, row.password, emailSecretPurpose(me.brandId)),
    fromName: row.fromName,
    fromAddress: row.fromAddress,
    replyTo: row.replyTo,
  };
}

/** Saves the settings (the server's address checked first); a kept password keeps its server. */
export async function updateEmailConfig(
  deps: AppDeps,
  me: NotifyCaller,
  body: z.output<typeof emailConfigBody>,
): Promise<void> {
  const { db, secrets, outbound } = deps;
  if (body.host) await checkAddress(outbound, 'host', body.host, 'host');
  const current = await emailConfigOf(db, me.brandId);
  // A kept password goes only where it went before: another server, port or user needs it again.
  const password = nextSecret(secrets, {
    field: 'password',
    typed: body.password,
    current: current.password,
    purpose: emailSecretPurpose(me.brandId),
    readdressed:
      current.host.toLowerCase() !== body.host.toLowerCase() ||
      current.port !== body.port ||
      current.user !== (body.user ?? current.user),
  });
  const next = {
    host: body.host,
    port: body.port,
    secure: body.secure,
    user: body.user ?? current.user,
    password,
    fromName: body.fromName ?? current.fromName,
    fromAddress: body.fromAddress,
    replyTo: body.replyTo ?? current.replyTo,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(emailConfigs)
      .values({ brandId: me.brandId, ...next })
      .onConflictDoUpdate({ target: emailConfigs.brandId, set: next });
    // The record says the password changed, never what it is.
    const { password: _password, updatedAt: _at, ...plain } = next;
    await recordChange(tx, me, {
      action: 'update',
      entity: 'email_config',
      payload: { ...plain, password: secretChange(body.password) },
      subject: 'SMTP',
      before: beforeOf(current, plain),
      after: plain,
    });
  });
}

/** Sends a test e-mail through the saved settings; a failure says its class and reply code. */
export async function sendTestmail(
  deps: AppDeps,
  me: NotifyCaller,
  { to }: z.output<typeof testmailBody>,
): Promise<void> {
  const { db, secrets, notify, outbound } = deps;
  const config = await configReady(db, me.brandId);
  const password = config.password ? secrets.open(config.password, emailSecretPurpose(me.brandId)) : null;
  const en = me.locale === 'en';
  let mailer: Awaited<ReturnType<typeof createMailer>> | undefined;
  try {
    mailer = await createMailer(
      { ...config, secure: secureOf(config.secure), password },
      notify,
      false,
      outbound,
    );
    await mailer.sendMail({
      from: { name: config.fromName, address: config.fromAddress },
      to,
      ...(config.replyTo ? { replyTo: config.replyTo } : {}),
      subject: en ? 'Test e-mail from Brand Console' : '品牌控制台测试邮件',
      text: en
        ? 'The SMTP settings work: this message came through them.'
        : '邮件设置可用：这封邮件就是通过它发送的。',
    });
  } catch (error) {
    // A class and its reply code ("authentication failed (SMTP 535)"), never what the peer said.
    throw new ApiError(1, 'testmailFailed', { reply: failureText(me.locale, smtpFailureClass(error)) });
  } finally {
    mailer?.close();
  }
  await auditAs(db, me, { action: 'testmail', entity: 'email_config', payload: { to }, subject: 'SMTP' });
}
