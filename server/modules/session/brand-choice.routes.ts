import { Hono } from 'hono';
import { selectBrandBody } from '../../../contract/auth.ts';
import { requireSession } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody } from '../../envelope.ts';
import { selectBrand, userBrands } from './session.service.ts';

/** `/auth/brand/*`: the brands a signed-in user belongs to, and choosing one (session.service.ts). */
export const brandChoiceRoutes = new Hono<AppEnv>()
  .use(requireSession)
  // Takes no input: the body is not read, so query parameters the console merges in do no harm.
  .post('/userbrandlist.html', async (c) => {
    return ok(c, await userBrands(c.var.deps, { ...c.var.session, locale: c.var.locale }));
  })
  .post('/userselectbrand.html', async (c) => {
    const { brandId } = await parseBody(c, selectBrandBody);
    const result = await selectBrand(c.var.deps, { ...c.var.session, locale: c.var.locale }, brandId);
    return ok(c, result, 'brandSelected', { brand: result.brand.brandTitle });
  });
