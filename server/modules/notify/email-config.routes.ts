import { Hono } from 'hono';
import { emailConfigBody, emailRule, testmailBody } from '../../../contract/email.ts';
import { requireRule } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody } from '../../envelope.ts';
import { emailConfigDetail, sendTestmail, updateEmailConfig } from './email-config.service.ts';
import { notifyCaller } from './request-caller.ts';

/**
 * `/api/email/*`: the brand's SMTP settings and their test e-mail (email-config.service.ts does the
 * work). server/app.ts reads the session and the brand once for every e-mail route file.
 */
export const emailConfigRoutes = new Hono<AppEnv>()
  .post('/config_detail.html', requireRule(emailRule.config_detail), async (c) =>
    ok(c, await emailConfigDetail(c.var.deps, notifyCaller(c))),
  )
  .post('/config_update.html', requireRule(emailRule.config_update), async (c) => {
    const body = await parseBody(c, emailConfigBody);
    await updateEmailConfig(c.var.deps, notifyCaller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/testmail.html', requireRule(emailRule.testmail), async (c) => {
    const body = await parseBody(c, testmailBody);
    await sendTestmail(c.var.deps, notifyCaller(c), body);
    return ok(c, null, 'testmailSent', { to: body.to });
  });
