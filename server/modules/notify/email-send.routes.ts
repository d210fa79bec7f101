import { Hono } from 'hono';
import { emailRule, emailSendBody, emailSendPreviewBody, emailUserBody } from '../../../contract/email.ts';
import { notifyStatsRule } from '../../../contract/notify.ts';
import { messageLogBody, repeatBody } from '../../../contract/sms.ts';
import { requireRule } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody } from '../../envelope.ts';
import { queuedCounts } from './batch-answer.ts';
import { emailLogPage, emailRecipients, emailStats, repeatEmail, sendEmail } from './email-send.service.ts';
import { groupPreview } from './group-send.service.ts';
import { notifyCaller, viewingCaller } from './request-caller.ts';

/**
 * `/api/email/*`: the recipients to pick, sending and its preview, repeats, the log and its figures
 * (email-send.service.ts does the work).
 */
export const emailSendRoutes = new Hono<AppEnv>()
  .post('/user.html', requireRule(emailRule.user), async (c) => {
    const body = await parseBody(c, emailUserBody);
    return ok(c, await emailRecipients(c.var.deps, await viewingCaller(c), body));
  })
  .post('/send.html', requireRule(emailRule.send), async (c) => {
    const body = await parseBody(c, emailSendBody);
    const result = await sendEmail(c.var.deps, await viewingCaller(c), body);
    return ok(c, result, 'sendQueued', queuedCounts(result));
  })
  .post('/send_preview.html', requireRule(emailRule.send), async (c) => {
    const body = await parseBody(c, emailSendPreviewBody);
    return ok(c, await groupPreview(c.var.deps, await viewingCaller(c), body, 'email'));
  })
  .post('/list.html', requireRule(emailRule.list), async (c) => {
    const body = await parseBody(c, messageLogBody);
    return ok(c, await emailLogPage(c.var.deps, notifyCaller(c), body));
  })
  .post('/repeat.html', requireRule(emailRule.repeat), async (c) => {
    const body = await parseBody(c, repeatBody);
    const result = await repeatEmail(c.var.deps, notifyCaller(c), body);
    return ok(c, result, 'sendQueued', queuedCounts(result));
  })
  .post('/stats.html', requireRule(notifyStatsRule.email), async (c) =>
    ok(c, await emailStats(c.var.deps, notifyCaller(c))),
  );
