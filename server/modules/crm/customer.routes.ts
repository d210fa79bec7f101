import { type Context, Hono } from 'hono';
import {
  type CustomerListResult,
  columnUpdateBody,
  crmConfigUpdateBody,
  customerAddBody,
  customerAssignBody,
  customerClaimBody,
  customerListBody,
  customerLoseBody,
  customerReleaseBody,
  customerRestoreBody,
  customerRule,
  customerTagBody,
  customerUpdateBody,
  followAddBody,
  followListBody,
} from '../../../contract/customer.ts';
import { idBody } from '../../../contract/envelope.ts';
import { type DeleteResult, deleteQuery } from '../../../contract/role.ts';
import { requireRule } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { policyCaller } from '../../kit/policy.ts';
import {
  addCustomer,
  assignCustomers,
  type CustomerCaller,
  claimCustomers,
  customerColumnPrefs,
  customerConfig,
  customerDetail,
  customerOwners,
  customerTimeline,
  deleteCustomers,
  followCustomer,
  loseCustomer,
  releaseCustomers,
  restoreCustomer,
  tagCustomers,
  updateCustomer,
  updateCustomerColumnPrefs,
  updateCustomerConfig,
} from './customer.service.ts';
import { customerListPage } from './customer-list.ts';
import type { CustomerScope } from './customer-scope.ts';
import { customerViewer } from './customer-scope.ts';

/** The caller as the customer use cases take it. */
async function customerCaller(c: Context<AppEnv>): Promise<CustomerCaller> {
  const me = caller(c);
  return { brandId: me.brandId, userId: me.userId, policy: await policyCaller(c), locale: c.var.locale };
}

function listRoute(scope: CustomerScope) {
  return async (c: Context<AppEnv>) => {
    const body = await parseBody(c, customerListBody);
    const me = await customerCaller(c);
    const result: CustomerListResult = await customerListPage(
      c.var.deps,
      customerViewer(me.brandId, me.policy),
      scope,
      body,
    );
    return ok(c, result);
  };
}

/** `/crm/customer/*`: the brand's customers, owned, pooled and lost (customer.service.ts does the work). */
export const crmCustomerRoutes = new Hono<AppEnv>()
  .post('/list.html', requireRule(customerRule.list), listRoute('list'))
  .post('/pool.html', requireRule(customerRule.pool), listRoute('pool'))
  .post('/lost.html', requireRule(customerRule.lost), listRoute('lost'))
  .post('/detail.html', requireRule(customerRule.detail), async (c) => {
    const body = await parseBody(c, idBody);
    return ok(c, await customerDetail(c.var.deps, await customerCaller(c), body));
  })
  .post('/owners.html', requireRule(customerRule.owners), async (c) => {
    return ok(c, await customerOwners(c.var.deps, await customerCaller(c)));
  })
  .post('/claim.html', requireRule(customerRule.claim), async (c) => {
    const body = await parseBody(c, customerClaimBody);
    return ok(c, await claimCustomers(c.var.deps, await customerCaller(c), body), 'saved');
  })
  .post('/release.html', requireRule(customerRule.release), async (c) => {
    const body = await parseBody(c, customerReleaseBody);
    return ok(c, await releaseCustomers(c.var.deps, await customerCaller(c), body), 'saved');
  })
  .post('/config_detail.html', requireRule(customerRule.configDetail), async (c) => {
    return ok(c, await customerConfig(c.var.deps, await customerCaller(c)));
  })
  .post('/add.html', requireRule(customerRule.add), async (c) => {
    const body = await parseBody(c, customerAddBody);
    return ok(c, await addCustomer(c.var.deps, await customerCaller(c), body), 'saved');
  })
  .post('/update.html', requireRule(customerRule.update), async (c) => {
    const body = await parseBody(c, customerUpdateBody);
    await updateCustomer(c.var.deps, await customerCaller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(customerRule.del), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const result: DeleteResult = await deleteCustomers(c.var.deps, await customerCaller(c), ids);
    return ok(c, result, 'deleted', { n: result.deleted });
  })
  .post('/assign.html', requireRule(customerRule.assign), async (c) => {
    const body = await parseBody(c, customerAssignBody);
    return ok(c, await assignCustomers(c.var.deps, await customerCaller(c), body), 'saved');
  })
  .post('/lose.html', requireRule(customerRule.lose), async (c) => {
    const body = await parseBody(c, customerLoseBody);
    await loseCustomer(c.var.deps, await customerCaller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/restore.html', requireRule(customerRule.restore), async (c) => {
    const body = await parseBody(c, customerRestoreBody);
    await restoreCustomer(c.var.deps, await customerCaller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/tag.html', requireRule(customerRule.tag), async (c) => {
    const body = await parseBody(c, customerTagBody);
    return ok(c, await tagCustomers(c.var.deps, await customerCaller(c), body), 'saved');
  })
  .post('/follow_list.html', requireRule(customerRule.followList), async (c) => {
    const body = await parseBody(c, followListBody);
    return ok(c, await customerTimeline(c.var.deps, await customerCaller(c), body));
  })
  .post('/follow_add.html', requireRule(customerRule.followAdd), async (c) => {
    const body = await parseBody(c, followAddBody);
    return ok(c, await followCustomer(c.var.deps, await customerCaller(c), body), 'saved');
  })
  .post('/config_update.html', requireRule(customerRule.configUpdate), async (c) => {
    const body = await parseBody(c, crmConfigUpdateBody);
    return ok(c, await updateCustomerConfig(c.var.deps, await customerCaller(c), body), 'saved');
  })
  .post('/column_detail.html', requireRule(customerRule.columnDetail), async (c) => {
    return ok(c, await customerColumnPrefs(c.var.deps, await customerCaller(c)));
  })
  .post('/column_update.html', requireRule(customerRule.columnUpdate), async (c) => {
    const body = await parseBody(c, columnUpdateBody);
    return ok(c, await updateCustomerColumnPrefs(c.var.deps, await customerCaller(c), body), 'saved');
  });
