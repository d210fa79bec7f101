import { and, eq, ne, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { idBody } from '../../../contract/envelope.ts';
import { type DeleteResult, deleteQuery } from '../../../contract/role.ts';
import {
  type WxworkAccountDetail,
  type WxworkAccountItem,
  wxworkAccountAddBody,
  wxworkAccountListBody,
  wxworkAccountRule,
  wxworkAccountUpdateBody,
} from '../../../contract/wxwork.ts';
import { auditAs } from '../../audit.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { date, int, text } from '../../db/prepared.ts';
import { wxworkAccounts } from '../../db/schema.ts';
import { fieldRefusal, ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { likePattern, type Queryable, recheckedWrite } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { deleteInBrand, findInBrand } from '../../kit/rows.ts';
import { type SecretBox, secretHint } from '../../secrets.ts';
import { callbackPairRefusal, wxworkSecretPurpose } from './wxwork-account.policy.ts';

/**
 * Where WeCom would deliver the application's messages: this server's own address, as the caller
 * reached it (behind TRUST_PROXY proxies, the protocol they forwarded). The path is reserved for the
 * callback; receiving is not built yet (docs/limitations.md, "Agents").
 */
function callbackUrl(c: Context<AppEnv>, id: number): string {
  const url = new URL(c.req.url);
  const host = c.req.header('host') ?? url.host;
  return `${c.var.client.https ? 'https' : 'http'}://${host}/wxwork/callback/${id}.html`;
}

const listColumns = {
  id: wxworkAccounts.id,
  title: wxworkAccounts.title,
  corpId: wxworkAccounts.corpId,
  agentId: wxworkAccounts.agentId,
  secret: wxworkAccounts.secret,
  status: wxworkAccounts.status,
  createdAt: wxworkAccounts.createdAt,
  updatedAt: wxworkAccounts.updatedAt,
};

type Row = { [K in keyof typeof listColumns]: unknown };

function accountItem(secrets: SecretBox, brandId: number, r: Row, url: string): WxworkAccountItem {
  const id = int(r.id);
  return {
    id,
    title: text(r.title),
    corpId: text(r.corpId),
    agentId: int(r.agentId),
    secret: secretHint(secrets, r.secret === null ? null : text(r.secret), wxworkSecretPurpose(brandId, id)),
    status: int(r.status) === 1 ? 1 : 0,
    callbackUrl: url,
    createdAt: date(r.createdAt).toISOString(),
    updatedAt: date(r.updatedAt).toISOString(),
  };
}

type AccountFilter = { brandId: number; status: number | undefined; keyword: string | undefined };

/** The sealed secret stays in the row `item` reads; the answer is made after the page, from its hint. */
const accountList: ListDefinition<AccountFilter, typeof listColumns, never, Row> = {
  name: 'wxwork_account',
  columns: listColumns,
  key: wxworkAccounts.id,
  from: (db, fields) => db.select(fields).from(wxworkAccounts).$dynamic(),
  where: (f) =>
    and(
      eq(wxworkAccounts.brandId, f.brandId),
      f.status !== undefined ? eq(wxworkAccounts.status, f.status) : undefined,
      f.keyword &&
        sql`(lower(${wxworkAccounts.title}) like ${f.keyword} or lower(${wxworkAccounts.corpId}) like ${f.keyword})`,
    ),
  orderBy: () => [sql`${wxworkAccounts.id} desc`],
  item: (r) => r,
};

/** Refuses a corp + AgentId the brand has connected already, naming the account. */
async function checkApp(
  db: Queryable,
  brandId: number,
  app: { corpId: string; agentId: number },
  exceptId: number,
) {
  const [other] = await db
    .select({ title: wxworkAccounts.title })
    .from(wxworkAccounts)
    .where(
      and(
        eq(wxworkAccounts.brandId, brandId),
        eq(wxworkAccounts.corpId, app.corpId),
        eq(wxworkAccounts.agentId, app.agentId),
        ne(wxworkAccounts.id, exceptId),
      ),
    );
  if (other) throw fieldRefusal('agentId', 'wxworkAppTaken', { ...app, title: other.title });
}

/** `/wxwork/account/*`: the brand's enterprise WeChat (WeCom) applications. */
export const wxworkAccountRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(wxworkAccountRule.list), async (c) => {
    const body = await parseBody(c, wxworkAccountListBody);
    const { brandId } = caller(c);
    const filter: AccountFilter = {
      brandId,
      status: body.status,
      keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
    };
    const page = await listPage(c.var.deps, accountList, {
      filter,
      page: body.page,
      pageSize: body.pageSize,
    });
    const { secrets } = c.var.deps;
    return ok(c, {
      ...page,
      list: page.list.map((r) => accountItem(secrets, brandId, r, callbackUrl(c, int(r.id)))),
    });
  })
  .post('/detail.html', requireRule(wxworkAccountRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    const { brandId } = caller(c);
    const row = await findInBrand(c.var.deps.db, wxworkAccounts, brandId, id, 'wxworkAccountNotFound');
    const detail: WxworkAccountDetail = {
      ...accountItem(c.var.deps.secrets, brandId, row, callbackUrl(c, row.id)),
      token: row.token,
      encodingAesKey: row.encodingAesKey,
    };
    return ok(c, detail);
  })
  .post('/add.html', requireRule(wxworkAccountRule.add), async (c) => {
    const body = await parseBody(c, wxworkAccountAddBody);
    const me = caller(c);
    const { db, secrets } = c.var.deps;
    const callback = { token: body.token ?? '', encodingAesKey: body.encodingAesKey ?? '' };
    refuse(callbackPairRefusal(callback));
    const app = { corpId: body.corpId, agentId: body.agentId };
    await checkApp(db, me.brandId, app, 0);
    const id = await recheckedWrite(
      () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(wxworkAccounts)
            .values({ brandId: me.brandId, title: body.title, ...app, ...callback, status: body.status ?? 1 })
            .returning({ id: wxworkAccounts.id });
          if (!row) throw new Error('wxwork account insert returned nothing');
          // Sealed for this very account, so it is written once its id is known.
          await tx
            .update(wxworkAccounts)
            .set({ secret: secrets.seal(body.secret, wxworkSecretPurpose(me.brandId, row.id)) })
            .where(eq(wxworkAccounts.id, row.id));
          await auditAs(tx, me, {
            action: 'add',
            entity: 'wxwork_account',
            entityId: row.id,
            // Names of the callback settings only, and that a secret was given: never their values.
            payload: {
              title: body.title,
              ...app,
              secret: 'set',
              callback: callback.token ? 'set' : 'none',
              status: body.status ?? 1,
            },
          });
          return row.id;
        }),
      () => checkApp(db, me.brandId, app, 0),
    );
    return ok(c, { id }, 'added');
  })
  .post('/update.html', requireRule(wxworkAccountRule.update), async (c) => {
    const body = await parseBody(c, wxworkAccountUpdateBody);
    const me = caller(c);
    const { db, secrets } = c.var.deps;
    const current = await findInBrand(db, wxworkAccounts, me.brandId, body.id, 'wxworkAccountNotFound');
    const callback = {
      token: body.token ?? current.token,
      encodingAesKey: body.encodingAesKey ?? current.encodingAesKey,
    };
    refuse(callbackPairRefusal(callback));
    const app = { corpId: body.corpId ?? current.corpId, agentId: body.agentId ?? current.agentId };
    await checkApp(db, me.brandId, app, current.id);
    const next = {
      title: body.title ?? current.title,
      ...app,
      ...callback,
      status: body.status ?? current.status,
      // Write-only: a new value replaces, '' or nothing keeps.
      secret: body.secret
        ? secrets.seal(body.secret, wxworkSecretPurpose(me.brandId, current.id))
        : current.secret,
    };
    await recheckedWrite(
      () =>
        db.transaction(async (tx) => {
          await tx
            .update(wxworkAccounts)
            .set({ ...next, updatedAt: new Date() })
            .where(and(eq(wxworkAccounts.id, current.id), eq(wxworkAccounts.brandId, me.brandId)));
          await auditAs(tx, me, {
            action: 'update',
            entity: 'wxwork_account',
            entityId: current.id,
            payload: {
              title: next.title,
              ...app,
              status: next.status,
              secret: body.secret ? 'changed' : 'kept',
              token: body.token !== undefined && body.token !== current.token ? 'changed' : 'kept',
              encodingAesKey:
                body.encodingAesKey !== undefined && body.encodingAesKey !== current.encodingAesKey
                  ? 'changed'
                  : 'kept',
            },
          });
        }),
      () => checkApp(db, me.brandId, app, current.id),
    );
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(wxworkAccountRule.del), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const deleted = await deleteInBrand(c.var.deps.db, caller(c), {
      table: wxworkAccounts,
      ids,
      notFound: 'wxworkAccountNotFound',
      entity: 'wxwork_account',
      payload: (row) => ({ title: row.title, corpId: row.corpId, agentId: row.agentId }),
    });
    const result: DeleteResult = { deleted: deleted.length };
    return ok(c, result, 'deleted', { n: deleted.length });
  });
