import { type Context, Hono } from 'hono';
import {
  crmTagAddBody,
  crmTagFlatListBody,
  crmTagGroupBody,
  crmTagListBody,
  crmTagRule,
  crmTagUpdateBody,
} from '../../../contract/crm-tag.ts';
import { displayToggleBody, sortBody } from '../../../contract/envelope.ts';
import { deleteQuery } from '../../../contract/role.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import { crmCaller } from './crm-caller.ts';
import {
  addTag,
  deleteTags,
  flatTagPage,
  setTagDisplay,
  sortTags,
  tagGroups,
  tagPage,
  updateTag,
} from './tag.service.ts';

async function flatPage(c: Context<AppEnv>, type: 'follow' | 'source') {
  const body = await parseBody(c, crmTagFlatListBody);
  return ok(c, await flatTagPage(c.var.deps, crmCaller(c), type, body));
}

/** `/crm/tag/*`: tag groups and tags, follow-up types and sources (docs/spec.md §7; tag.service.ts does the work). */
export const crmTagRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/add.html', requireRule(crmTagRule.add), async (c) => {
    const body = await parseBody(c, crmTagAddBody);
    return ok(c, await addTag(c.var.deps, crmCaller(c), body), 'added');
  })
  .post('/update.html', requireRule(crmTagRule.update), async (c) => {
    const body = await parseBody(c, crmTagUpdateBody);
    await updateTag(c.var.deps, crmCaller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/status.html', requireRule(crmTagRule.status), async (c) => {
    const body = await parseBody(c, displayToggleBody);
    await setTagDisplay(c.var.deps, crmCaller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(crmTagRule.del), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const result = await deleteTags(c.var.deps, crmCaller(c), ids);
    return ok(c, result, 'deleted', { n: result.deleted });
  })
  .post('/group.html', requireRule(crmTagRule.group), async (c) => {
    const body = await parseBody(c, crmTagGroupBody);
    return ok(c, await tagGroups(c.var.deps, crmCaller(c), body));
  })
  .post('/taglist.html', requireRule(crmTagRule.taglist), async (c) => {
    const body = await parseBody(c, crmTagListBody);
    return ok(c, await tagPage(c.var.deps, crmCaller(c), body));
  })
  .post('/followlist.html', requireRule(crmTagRule.followlist), (c) => flatPage(c, 'follow'))
  .post('/sourcelist.html', requireRule(crmTagRule.sourcelist), (c) => flatPage(c, 'source'))
  .post('/order.html', requireRule(crmTagRule.order), async (c) => {
    const body = await parseBody(c, sortBody);
    await sortTags(c.var.deps, crmCaller(c), body.list);
    return ok(c, null, 'saved');
  });
