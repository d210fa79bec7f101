import { type Context, Hono } from 'hono';
import { idBody } from '../../../contract/envelope.ts';
import { deleteQuery } from '../../../contract/role.ts';
import {
  wxworkAccountAddBody,
  wxworkAccountListBody,
  wxworkAccountRule,
  wxworkAccountUpdateBody,
} from '../../../contract/wxwork.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import {
  addWxworkAccount,
  deleteWxworkAccounts,
  listWxworkAccounts,
  updateWxworkAccount,
  type WxworkCaller,
  wxworkAccountDetail,
} from './wxwork-account.service.ts';

/**
 * The caller, with this server's origin as they reached it (behind TRUST_PROXY proxies, the protocol
 * they forwarded): WeCom's callback address is made from it.
 */
function wxworkCaller(c: Context<AppEnv>): WxworkCaller {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return { ...caller(c), origin: `${c.var.client.https ? 'https' : 'http'}://${host}` };
}

/** `/wxwork/account/*`: the brand's enterprise WeChat (WeCom) applications (wxwork-account.service.ts does the work). */
export const wxworkAccountRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(wxworkAccountRule.list), async (c) => {
    const body = await parseBody(c, wxworkAccountListBody);
    return ok(c, await listWxworkAccounts(c.var.deps, wxworkCaller(c), body));
  })
  .post('/detail.html', requireRule(wxworkAccountRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    return ok(c, await wxworkAccountDetail(c.var.deps, wxworkCaller(c), id));
  })
  .post('/add.html', requireRule(wxworkAccountRule.add), async (c) => {
    const body = await parseBody(c, wxworkAccountAddBody);
    return ok(c, await addWxworkAccount(c.var.deps, wxworkCaller(c), body), 'added');
  })
  .post('/update.html', requireRule(wxworkAccountRule.update), async (c) => {
    const body = await parseBody(c, wxworkAccountUpdateBody);
    await updateWxworkAccount(c.var.deps, wxworkCaller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(wxworkAccountRule.del), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const result = await deleteWxworkAccounts(c.var.deps, caller(c), ids);
    return ok(c, result, 'deleted', { n: result.deleted });
  });
