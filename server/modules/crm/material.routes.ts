import { Hono } from 'hono';
import {
  crmMaterialAddBody,
  crmMaterialListBody,
  crmMaterialRule,
  crmMaterialUpdateBody,
} from '../../../contract/crm-material.ts';
import { displayToggleBody, idBody } from '../../../contract/envelope.ts';
import { deleteQuery } from '../../../contract/role.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import { crmCaller } from './crm-caller.ts';
import {
  addMaterial,
  deleteMaterials,
  materialDetail,
  materialPage,
  setMaterialDisplay,
  updateMaterial,
} from './material.service.ts';

/** `/crm/material/*`: the brand's marketing materials (material.service.ts does the work). */
export const crmMaterialRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(crmMaterialRule.list), async (c) => {
    const body = await parseBody(c, crmMaterialListBody);
    return ok(c, await materialPage(c.var.deps, crmCaller(c), body));
  })
  .post('/detail.html', requireRule(crmMaterialRule.detail), async (c) => {
    const body = await parseBody(c, idBody);
    return ok(c, await materialDetail(c.var.deps, crmCaller(c), body));
  })
  .post('/add.html', requireRule(crmMaterialRule.add), async (c) => {
    const body = await parseBody(c, crmMaterialAddBody);
    return ok(c, await addMaterial(c.var.deps, crmCaller(c), body), 'added');
  })
  .post('/update.html', requireRule(crmMaterialRule.update), async (c) => {
    const body = await parseBody(c, crmMaterialUpdateBody);
    await updateMaterial(c.var.deps, crmCaller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/status.html', requireRule(crmMaterialRule.status), async (c) => {
    const body = await parseBody(c, displayToggleBody);
    await setMaterialDisplay(c.var.deps, crmCaller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(crmMaterialRule.del), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const result = await deleteMaterials(c.var.deps, crmCaller(c), ids);
    return ok(c, result, 'deleted', { n: result.deleted });
  });
