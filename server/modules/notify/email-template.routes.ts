import { Hono } from 'hono';
import {
  emailRule,
  emailTemplateAddBody,
  emailTemplateListBody,
  emailTemplateStatusBody,
  emailTemplateUpdateBody,
} from '../../../contract/email.ts';
import { idBody } from '../../../contract/envelope.ts';
import { deleteQuery } from '../../../contract/role.ts';
import { requireRule } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import {
  addEmailTemplate,
  deleteEmailTemplates,
  emailTemplateDetail,
  emailTemplatePage,
  setEmailTemplateDisplay,
  updateEmailTemplate,
} from './email-template.service.ts';
import { notifyCaller } from './request-caller.ts';

/** `/api/email/template_*`: the brand's e-mail templates (email-template.service.ts does the work). */
export const emailTemplateRoutes = new Hono<AppEnv>()
  .post('/template_list.html', requireRule(emailRule.template_list), async (c) => {
    const body = await parseBody(c, emailTemplateListBody);
    return ok(c, await emailTemplatePage(c.var.deps, notifyCaller(c), body));
  })
  .post('/template_detail.html', requireRule(emailRule.template_detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    return ok(c, await emailTemplateDetail(c.var.deps, notifyCaller(c), id));
  })
  .post('/template_add.html', requireRule(emailRule.template_add), async (c) => {
    const body = await parseBody(c, emailTemplateAddBody);
    return ok(c, await addEmailTemplate(c.var.deps, notifyCaller(c), body), 'added');
  })
  .post('/template_update.html', requireRule(emailRule.template_update), async (c) => {
    const body = await parseBody(c, emailTemplateUpdateBody);
    await updateEmailTemplate(c.var.deps, notifyCaller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/template_status.html', requireRule(emailRule.template_status), async (c) => {
    const body = await parseBody(c, emailTemplateStatusBody);
    await setEmailTemplateDisplay(c.var.deps, notifyCaller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/template_del.html', xsrfForGet, requireRule(emailRule.template_del), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const result = await deleteEmailTemplates(c.var.deps, notifyCaller(c), ids);
    return ok(c, result, 'deleted', { n: result.deleted });
  });
