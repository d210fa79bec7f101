import { Hono } from 'hono';
import {
  crmProductAddBody,
  crmProductListBody,
  crmProductRule,
  crmProductStatusBody,
  crmProductUpdateBody,
} from '../../../contract/crm-product.ts';
import { idBody } from '../../../contract/envelope.ts';
import { deleteQuery } from '../../../contract/role.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import { crmCaller } from './crm-caller.ts';
import {
  addProduct,
  deleteProducts,
  productDetail,
  productPage,
  setProductsDisplay,
  updateProduct,
} from './product.service.ts';

/** `/crm/product/*`: the brand's products and services (docs/spec.md §7; product.service.ts does the work). */
export const crmProductRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(crmProductRule.list), async (c) => {
    const body = await parseBody(c, crmProductListBody);
    return ok(c, await productPage(c.var.deps, crmCaller(c), body));
  })
  .post('/detail.html', requireRule(crmProductRule.detail), async (c) => {
    const body = await parseBody(c, idBody);
    return ok(c, await productDetail(c.var.deps, crmCaller(c), body));
  })
  .post('/add.html', requireRule(crmProductRule.add), async (c) => {
    const body = await parseBody(c, crmProductAddBody);
    return ok(c, await addProduct(c.var.deps, crmCaller(c), body), 'added');
  })
  .post('/update.html', requireRule(crmProductRule.update), async (c) => {
    const body = await parseBody(c, crmProductUpdateBody);
    await updateProduct(c.var.deps, crmCaller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/status.html', requireRule(crmProductRule.status), async (c) => {
    const body = await parseBody(c, crmProductStatusBody);
    const result = await setProductsDisplay(c.var.deps, crmCaller(c), body);
    return ok(c, result, body.ids.length > 1 ? 'statusChanged' : 'saved', { n: result.changed });
  })
  .get('/del.html', xsrfForGet, requireRule(crmProductRule.del), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const result = await deleteProducts(c.var.deps, crmCaller(c), ids);
    return ok(c, result, 'deleted', { n: result.deleted });
  });
