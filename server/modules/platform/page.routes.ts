import { Hono } from 'hono';
import { idBody } from '../../../contract/envelope.ts';
import {
  pageAddBody,
  pageDelQuery,
  pageListBody,
  pageRule,
  pageStatusBody,
  pageUpdateBody,
} from '../../../contract/page.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { addPage, deletePages, listPages, pageDetail, setPageDisplay, updatePage } from './page.service.ts';

/** `/api/page/*`: single pages of the brand's site, found there by slug (page.service.ts does the work). */
export const pageRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(pageRule.list), async (c) => {
    const body = await parseBody(c, pageListBody);
    return ok(c, await listPages(c.var.deps, caller(c), body));
  })
  .post('/detail.html', requireRule(pageRule.detail), async (c) => {
    const body = await parseBody(c, idBody);
    return ok(c, await pageDetail(c.var.deps, caller(c), body));
  })
  .post('/add.html', requireRule(pageRule.add), async (c) => {
    const body = await parseBody(c, pageAddBody);
    return ok(c, await addPage(c.var.deps, caller(c), body), 'added');
  })
  .post('/update.html', requireRule(pageRule.update), async (c) => {
    const body = await parseBody(c, pageUpdateBody);
    await updatePage(c.var.deps, caller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/status.html', requireRule(pageRule.status), async (c) => {
    const body = await parseBody(c, pageStatusBody);
    await setPageDisplay(c.var.deps, caller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(pageRule.del), async (c) => {
    const result = await deletePages(c.var.deps, caller(c), parseQuery(c, pageDelQuery));
    return ok(c, result, 'deleted', { n: result.deleted });
  });
