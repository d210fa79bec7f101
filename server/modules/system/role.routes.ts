import { Hono } from 'hono';
import { idBody } from '../../../contract/envelope.ts';
import {
  deleteQuery,
  roleAddBody,
  roleListBody,
  rolePrivBody,
  roleRule,
  roleUpdateBody,
} from '../../../contract/role.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import {
  addRole,
  deleteRoles,
  roleDetail,
  roleList,
  roleRuleTree,
  setRoleRules,
  updateRole,
} from './role.service.ts';
import { systemCaller } from './system-caller.ts';

/** `/brand/role/*`: roles of the selected brand and the rules each grants (role.service.ts does the work). */
export const roleRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/rules.html', requireRule(roleRule.rules), async (c) => {
    return ok(c, await roleRuleTree(c.var.deps, c.var.locale));
  })
  .post('/list.html', requireRule(roleRule.list), async (c) => {
    const body = await parseBody(c, roleListBody);
    return ok(c, await roleList(c.var.deps, await systemCaller(c), body));
  })
  .post('/detail.html', requireRule(roleRule.detail), async (c) => {
    const body = await parseBody(c, idBody);
    return ok(c, await roleDetail(c.var.deps, await systemCaller(c), body));
  })
  .post('/add.html', requireRule(roleRule.add), async (c) => {
    const body = await parseBody(c, roleAddBody);
    return ok(c, await addRole(c.var.deps, await systemCaller(c), body), 'added');
  })
  .post('/update.html', requireRule(roleRule.update), async (c) => {
    const body = await parseBody(c, roleUpdateBody);
    await updateRole(c.var.deps, await systemCaller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/priv.html', requireRule(roleRule.priv), async (c) => {
    const body = await parseBody(c, rolePrivBody);
    await setRoleRules(c.var.deps, await systemCaller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(roleRule.del), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const result = await deleteRoles(c.var.deps, await systemCaller(c), ids);
    return ok(c, result, 'deleted', { n: result.deleted });
  });
