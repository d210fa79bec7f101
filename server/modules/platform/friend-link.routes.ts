import { Hono } from 'hono';
import { idBody } from '../../../contract/envelope.ts';
import {
  friendLinkAddBody,
  friendLinkDelQuery,
  friendLinkListBody,
  friendLinkNodeDelQuery,
  friendLinkNodeUpdateBody,
  friendLinkOrderBody,
  friendLinkRule,
  friendLinkStatusBody,
  friendLinkUpdateBody,
} from '../../../contract/friend-link.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import {
  addFriendLink,
  deleteFriendLinkNodes,
  deleteFriendLinks,
  friendLinkDetail,
  friendLinkNodeList,
  listFriendLinks,
  saveFriendLinkNode,
  setFriendLinkDisplay,
  sortFriendLinks,
  updateFriendLink,
} from './friend-link.service.ts';

/** `/api/friendlink/*`: the site's friend links and their categories (friend-link.service.ts does the work). */
export const friendLinkRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(friendLinkRule.list), async (c) => {
    const body = await parseBody(c, friendLinkListBody);
    return ok(c, await listFriendLinks(c.var.deps, caller(c), body));
  })
  .post('/detail.html', requireRule(friendLinkRule.detail), async (c) => {
    const body = await parseBody(c, idBody);
    return ok(c, await friendLinkDetail(c.var.deps, caller(c), body));
  })
  .post('/add.html', requireRule(friendLinkRule.add), async (c) => {
    const body = await parseBody(c, friendLinkAddBody);
    return ok(c, await addFriendLink(c.var.deps, caller(c), body), 'added');
  })
  .post('/update.html', requireRule(friendLinkRule.update), async (c) => {
    const body = await parseBody(c, friendLinkUpdateBody);
    await updateFriendLink(c.var.deps, caller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/order.html', requireRule(friendLinkRule.order), async (c) => {
    const body = await parseBody(c, friendLinkOrderBody);
    await sortFriendLinks(c.var.deps, caller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/status.html', requireRule(friendLinkRule.status), async (c) => {
    const body = await parseBody(c, friendLinkStatusBody);
    await setFriendLinkDisplay(c.var.deps, caller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(friendLinkRule.del), async (c) => {
    const result = await deleteFriendLinks(c.var.deps, caller(c), parseQuery(c, friendLinkDelQuery));
    return ok(c, result, 'deleted', { n: result.deleted });
  })
  .post('/node_list.html', requireRule(friendLinkRule.node_list), async (c) =>
    ok(c, await friendLinkNodeList(c.var.deps, caller(c))),
  )
  .post('/node_update.html', requireRule(friendLinkRule.node_update), async (c) => {
    const body = await parseBody(c, friendLinkNodeUpdateBody);
    const result = await saveFriendLinkNode(c.var.deps, caller(c), body);
    return ok(c, result, body.id === undefined ? 'added' : 'saved');
  })
  .get('/node_del.html', xsrfForGet, requireRule(friendLinkRule.node_del), async (c) => {
    const result = await deleteFriendLinkNodes(c.var.deps, caller(c), parseQuery(c, friendLinkNodeDelQuery));
    return ok(c, result, 'deleted', { n: result.deleted });
  });
