import { Hono } from 'hono';
import {
  customerRule,
  groupAddBody,
  groupCountBody,
  groupListBody,
  groupUpdateBody,
  portraitBody,
} from '../../../contract/customer.ts';
import { idBody } from '../../../contract/envelope.ts';
import { deleteQuery } from '../../../contract/role.ts';
import { requireRule } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import { crmCaller, crmViewer } from './crm-caller.ts';
import {
  addGroup,
  customerPortrait,
  customerSummary,
  deleteGroups,
  groupCount,
  groupDetail,
  groupPage,
  updateGroup,
} from './customer-group.service.ts';

/** `/crm/customer/group_*`, `portrait`, `summary`: segments, the portrait and the CRM index (customer-group.service.ts does the work). */
export const crmCustomerGroupRoutes = new Hono<AppEnv>()
  .post('/group_list.html', requireRule(customerRule.groupList), async (c) => {
    const body = await parseBody(c, groupListBody);
    return ok(c, await groupPage(c.var.deps, await crmViewer(c), body));
  })
  .post('/group_detail.html', requireRule(customerRule.groupDetail), async (c) => {
    const body = await parseBody(c, idBody);
    return ok(c, await groupDetail(c.var.deps, await crmViewer(c), body));
  })
  .post('/group_count.html', requireRule(customerRule.groupCount), async (c) => {
    const body = await parseBody(c, groupCountBody);
    return ok(c, await groupCount(c.var.deps, await crmViewer(c), body));
  })
  .post('/group_add.html', requireRule(customerRule.groupAdd), async (c) => {
    const body = await parseBody(c, groupAddBody);
    return ok(c, await addGroup(c.var.deps, crmCaller(c), body), 'added');
  })
  .post('/group_update.html', requireRule(customerRule.groupUpdate), async (c) => {
    const body = await parseBody(c, groupUpdateBody);
    await updateGroup(c.var.deps, crmCaller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/group_del.html', xsrfForGet, requireRule(customerRule.groupDel), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const result = await deleteGroups(c.var.deps, crmCaller(c), ids);
    return ok(c, result, 'deleted', { n: result.deleted });
  })
  .post('/portrait.html', requireRule(customerRule.portrait), async (c) => {
    const body = await parseBody(c, portraitBody);
    return ok(c, await customerPortrait(c.var.deps, await crmViewer(c), body));
  })
  .post('/summary.html', requireRule(customerRule.summary), async (c) => {
    return ok(c, await customerSummary(c.var.deps, await crmViewer(c)));
  });
