import { Hono } from 'hono';
import { idBody } from '../../../contract/envelope.ts';
import {
  slideAddBody,
  slideDelQuery,
  slideListBody,
  slideRule,
  slideUpdateBody,
} from '../../../contract/slide.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { addSlide, deleteSlides, listSlides, slideDetail, updateSlide } from './slide.service.ts';

/** `/api/slide/*`: the site's slides, images from the brand's library (slide.service.ts does the work). */
export const slideRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(slideRule.list), async (c) => {
    const body = await parseBody(c, slideListBody);
    return ok(c, await listSlides(c.var.deps, caller(c), body));
  })
  .post('/detail.html', requireRule(slideRule.detail), async (c) => {
    const body = await parseBody(c, idBody);
    return ok(c, await slideDetail(c.var.deps, caller(c), body));
  })
  .post('/add.html', requireRule(slideRule.add), async (c) => {
    const body = await parseBody(c, slideAddBody);
    return ok(c, await addSlide(c.var.deps, caller(c), body), 'added');
  })
  .post('/update.html', requireRule(slideRule.update), async (c) => {
    const body = await parseBody(c, slideUpdateBody);
    await updateSlide(c.var.deps, caller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(slideRule.del), async (c) => {
    const result = await deleteSlides(c.var.deps, caller(c), parseQuery(c, slideDelQuery));
    return ok(c, result, 'deleted', { n: result.deleted });
  });
