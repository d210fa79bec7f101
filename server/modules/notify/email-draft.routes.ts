import { Hono } from 'hono';
import {
  emailDraftAddBody,
  emailDraftListBody,
  emailDraftUpdateBody,
  emailRule,
} from '../../../contract/email.ts';
import { idBody } from '../../../contract/envelope.ts';
import { deleteQuery } from '../../../contract/role.ts';
import { requireRule } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import {
  addEmailDraft,
  deleteEmailDrafts,
  emailDraftDetail,
  emailDraftPage,
  updateEmailDraft,
} from './email-draft.service.ts';
import { notifyCaller } from './request-caller.ts';

/** `/api/email/*`: the brand's e-mail drafts (email-draft.service.ts does the work). */
export const emailDraftRoutes = new Hono<AppEnv>()
  .post('/add.html', requireRule(emailRule.add), async (c) => {
    const body = await parseBody(c, emailDraftAddBody);
    return ok(c, await addEmailDraft(c.var.deps, notifyCaller(c), body), 'added');
  })
  .post('/update.html', requireRule(emailRule.update), async (c) => {
    const body = await parseBody(c, emailDraftUpdateBody);
    await updateEmailDraft(c.var.deps, notifyCaller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(emailRule.del), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const result = await deleteEmailDrafts(c.var.deps, notifyCaller(c), ids);
    return ok(c, result, 'deleted', { n: result.deleted });
  })
  .post('/detail.html', requireRule(emailRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    return ok(c, await emailDraftDetail(c.var.deps, notifyCaller(c), id));
  })
  .post('/draft_list.html', requireRule(emailRule.draft_list), async (c) => {
    const body = await parseBody(c, emailDraftListBody);
    return ok(c, await emailDraftPage(c.var.deps, notifyCaller(c), body));
  });
