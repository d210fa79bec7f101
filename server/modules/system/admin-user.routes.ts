import { Hono } from 'hono';
import {
  adminUserAddBody,
  adminUserListBody,
  adminUserRule,
  adminUserUpdateBody,
} from '../../../contract/admin-user.ts';
import { idBody } from '../../../contract/envelope.ts';
import { deleteQuery } from '../../../contract/role.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import {
  addAdminUser,
  adminUserDetail,
  adminUserList,
  deleteAdminUsers,
  updateAdminUser,
} from './admin-user.service.ts';
import { systemCaller } from './system-caller.ts';

/**
 * `/brand/adminuser/*`: the members of the selected brand (admin-user.service.ts does the work).
 */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(adminUserRule.list), async (c) => {
    const body = await parseBody(c, adminUserListBody);
    return ok(c, await adminUserList(c.var.deps, await systemCaller(c), body));
  })
  .post('/detail.html', requireRule(adminUserRule.detail), async (c) => {
    const body = await parseBody(c, idBody);
    return ok(c, await adminUserDetail(c.var.deps, await systemCaller(c), body));
  })
  .post('/add.html', requireRule(adminUserRule.add), async (c) => {
    const body = await parseBody(c, adminUserAddBody);
    return ok(c, await addAdminUser(c.var.deps, await systemCaller(c), body), 'added');
  })
  .post('/update.html', requireRule(adminUserRule.update), async (c) => {
    const body = await parseBody(c, adminUserUpdateBody);
    await updateAdminUser(c.var.deps, await systemCaller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(adminUserRule.del), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const result = await deleteAdminUsers(c.var.deps, await systemCaller(c), ids);
    return ok(c, result, 'deleted', { n: result.deleted });
  });
