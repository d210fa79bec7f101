import { Hono } from 'hono';
import { idBody } from '../../../contract/envelope.ts';
import { notifyStatsRule } from '../../../contract/notify.ts';
import { deleteQuery } from '../../../contract/role.ts';
import {
  messageLogBody,
  repeatBody,
  smsConfigBody,
  smsRule,
  smsSendBody,
  smsSendPreviewBody,
  smsTemplateAddBody,
  smsTemplateListBody,
  smsTemplateRule,
  smsTemplateStatusBody,
  smsTemplateUpdateBody,
} from '../../../contract/sms.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import { queuedCounts } from './batch-answer.ts';
import { groupPreview } from './group-send.service.ts';
import { notifyCaller, viewingCaller } from './request-caller.ts';
import { smsConfigDetail, updateSmsConfig } from './sms-config.service.ts';
import { repeatSms, sendSms, smsLogPage, smsStats } from './sms-send.service.ts';
import {
  addSmsTemplate,
  deleteSmsTemplates,
  setSmsTemplateDisplay,
  smsTemplateDetail,
  smsTemplatePage,
  updateSmsTemplate,
} from './sms-template.service.ts';

/**
 * `/brand/sms/*`: settings, templates, sending and the log of the brand's text messages (the
 * sms-*.service.ts files do the work).
 */
export const smsRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/configdetail.html', requireRule(smsRule.configdetail), async (c) =>
    ok(c, await smsConfigDetail(c.var.deps, notifyCaller(c))),
  )
  .post('/configupdate.html', requireRule(smsRule.configupdate), async (c) => {
    const body = await parseBody(c, smsConfigBody);
    await updateSmsConfig(c.var.deps, notifyCaller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/templatelist.html', requireRule(smsTemplateRule.templatelist), async (c) => {
    const body = await parseBody(c, smsTemplateListBody);
    return ok(c, await smsTemplatePage(c.var.deps, notifyCaller(c), body));
  })
  .post('/templatedetail.html', requireRule(smsTemplateRule.templatedetail), async (c) => {
    const { id } = await parseBody(c, idBody);
    return ok(c, await smsTemplateDetail(c.var.deps, notifyCaller(c), id));
  })
  .post('/templateadd.html', requireRule(smsTemplateRule.templateadd), async (c) => {
    const body = await parseBody(c, smsTemplateAddBody);
    return ok(c, await addSmsTemplate(c.var.deps, notifyCaller(c), body), 'added');
  })
  .post('/templateupdate.html', requireRule(smsTemplateRule.templateupdate), async (c) => {
    const body = await parseBody(c, smsTemplateUpdateBody);
    await updateSmsTemplate(c.var.deps, notifyCaller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/templatestatus.html', requireRule(smsTemplateRule.templatestatus), async (c) => {
    const body = await parseBody(c, smsTemplateStatusBody);
    await setSmsTemplateDisplay(c.var.deps, notifyCaller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/templatedel.html', xsrfForGet, requireRule(smsTemplateRule.templatedel), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const result = await deleteSmsTemplates(c.var.deps, notifyCaller(c), ids);
    return ok(c, result, 'deleted', { n: result.deleted });
  })
  .post('/send.html', requireRule(smsRule.send), async (c) => {
    const body = await parseBody(c, smsSendBody);
    const result = await sendSms(c.var.deps, await viewingCaller(c), body);
    return ok(c, result, 'sendQueued', queuedCounts(result));
  })
  .post('/send_preview.html', requireRule(smsRule.send), async (c) => {
    const body = await parseBody(c, smsSendPreviewBody);
    return ok(c, await groupPreview(c.var.deps, await viewingCaller(c), body, 'mobile'));
  })
  .post('/repeat.html', requireRule(smsRule.repeat), async (c) => {
    const body = await parseBody(c, repeatBody);
    const result = await repeatSms(c.var.deps, notifyCaller(c), body);
    return ok(c, result, 'sendQueued', queuedCounts(result));
  })
  .post('/list.html', requireRule(smsRule.list), async (c) => {
    const body = await parseBody(c, messageLogBody);
    return ok(c, await smsLogPage(c.var.deps, notifyCaller(c), body));
  })
  // Takes no input (the console may merge its page's query into any body).
  .post('/stats.html', requireRule(notifyStatsRule.sms), async (c) =>
    ok(c, await smsStats(c.var.deps, notifyCaller(c))),
  );
