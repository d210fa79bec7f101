import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListResult } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import type {
  WxworkAccountDetail,
  WxworkAccountItem,
  wxworkAccountAddBody,
  wxworkAccountListBody,
  wxworkAccountUpdateBody,
} from '../../../contract/wxwork.ts';
import type { AppDeps } from '../../context.ts';
import { date, int, text } from '../../db/prepared.ts';
import { fieldRefusal } from '../../envelope.ts';
import type { Caller } from '../../kit/caller.ts';
import { recordChange } from '../../kit/change.ts';
import { likePattern, type Queryable, recheckedWrite } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { deletedInBrand, findInBrand } from '../../kit/rows.ts';
import { type SecretBox, secretHint } from '../../secrets.ts';
import { wxworkAccounts } from './apply.tables.ts';
import { callbackPairRefusal, wxworkSecretPurpose } from './wxwork-account.policy.ts';

/**
 * The brand's WeCom applications (docs/decisions/server-layout.md): each use case `(deps, caller,
 * input)` with its checks, its transaction and its change record (never a secret, a token or an AES
 * key in it); wxwork-account.routes.ts only parses, calls and answers.
 */

export type WxworkDeps = Pick<AppDeps, 'db' | 'lists' | 'secrets'>;

/** Who calls, and this server's origin as they reached it (`https://host`), for the callback address. */
export interface WxworkCaller extends Pick<Caller, 'brandId' | 'userId'> {
  origin: string;
}

const entity = 'wxwork_account';

/**
 * Where WeCom would deliver the application's messages: this server's own address, as the caller
 * reached it. The path is reserved for the callback; receiving is not built yet (docs/limitations.md,
 * "Agents").
 */
const callbackUrl = (me: WxworkCaller, id: number) => `${me.origin}/wxwork/callback/${id}.html`;

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

function accountItem(secrets: SecretBox, me: WxworkCaller, r: Row): WxworkAccountItem {
  const id = int(r.id);
  const { brandId } = me;
  return {
    id,
    title: text(r.title),
    corpId: text(r.corpId),
    agentId: int(r.agentId),
    secret: secretHint(secrets, r.secret === null ? null : text(r.secret), wxworkSecretPurpose(brandId, id)),
    status: int(r.status) === 1 ? 1 : 0,
    callbackUrl: callbackUrl(me, id),
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

/** A page of the brand's applications, newest first, each secret only as its hint. */
export async function listWxworkAccounts(
  deps: WxworkDeps,
  me: WxworkCaller,
  body: z.infer<typeof wxworkAccountListBody>,
): Promise<ListResult<WxworkAccountItem>> {
  const filter: AccountFilter = {
    brandId: me.brandId,
    status: body.status,
    keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
  };
  const page = await listPage(deps, accountList, { filter, page: body.page, pageSize: body.pageSize });
  return { ...page, list: page.list.map((r) => accountItem(deps.secrets, me, r)) };
}

/** One application with its callback settings (the secret still only its hint). */
export async function wxworkAccountDetail(
  deps: WxworkDeps,
  me: WxworkCaller,
  id: number,
): Promise<WxworkAccountDetail> {
  const row = await findInBrand(deps.db, wxworkAccounts, me.brandId, id, 'wxworkAccountNotFound');
  return {
    ...accountItem(deps.secrets, me, row),
    token: row.token,
    encodingAesKey: row.encodingAesKey,
  };
}

/** Connects an application the brand has not connected yet, its secret sealed for it. */
export async function addWxworkAccount(
  deps: WxworkDeps,
  me: WxworkCaller,
  body: z.infer<typeof wxworkAccountAddBody>,
): Promise<{ id: number }> {
  const { db, secrets } = deps;
  const callback = { token: body.token ?? '', encodingAesKey: body.encodingAesKey ?? '' };
  refuse(callbackPairRefusal(callback));
  const app = { corpId: body.corpId, agentId: body.agentId };
  await checkApp(db, me.brandId, app, 0);
  const id = await recheckedWrite(
    () =>
      db.transaction(async (tx) => {
        const plain = { title: body.title, ...app, status: body.status ?? 1 };
        const [row] = await tx
          .insert(wxworkAccounts)
          .values({ brandId: me.brandId, ...plain, ...callback })
          .returning({ id: wxworkAccounts.id });
        if (!row) throw new Error('wxwork account insert returned nothing');
        // Sealed for this very account, so it is written once its id is known.
        await tx
          .update(wxworkAccounts)
          .set({ secret: secrets.seal(body.secret, wxworkSecretPurpose(me.brandId, row.id)) })
          .where(eq(wxworkAccounts.id, row.id));
        await recordChange(tx, me, {
          action: 'add',
          entity,
          entityId: row.id,
          // Names of the callback settings only, and that a secret was given: never their values.
          payload: {
            title: body.title,
            ...app,
            secret: 'set',
            callback: callback.token ? 'set' : 'none',
            status: body.status ?? 1,
          },
          after: plain,
        });
        return row.id;
      }),
    () => checkApp(db, me.brandId, app, 0),
  );
  return { id };
}

/** Changes an application; a secret, token or key given replaces the stored one, nothing keeps it. */
export async function updateWxworkAccount(
  deps: WxworkDeps,
  me: WxworkCaller,
  body: z.infer<typeof wxworkAccountUpdateBody>,
): Promise<void> {
  const { db, secrets } = deps;
  const current = await findInBrand(db, wxworkAccounts, me.brandId, body.id, 'wxworkAccountNotFound');
  const callback = {
    token: body.token ?? current.token,
    encodingAesKey: body.encodingAesKey ?? current.encodingAesKey,
  };
  refuse(callbackPairRefusal(callback));
  const app = { corpId: body.corpId ?? current.corpId, agentId: body.agentId ?? current.agentId };
  await checkApp(db, me.brandId, app, current.id);
  const plain = { title: body.title ?? current.title, ...app, status: body.status ?? current.status };
  const next = {
    ...plain,
    ...callback,
    // Write-only: a new value replaces, '' or nothing keeps.
    secret: body.secret
      ? secrets.seal(body.secret, wxworkSecretPurpose(me.brandId, current.id))
      : current.secret,
  };
  // The record's fields before and after: the plain ones that changed (the secrets only as "changed").
  const changed = (Object.keys(plain) as (keyof typeof plain)[]).filter((k) => plain[k] !== current[k]);
  await recheckedWrite(
    () =>
      db.transaction(async (tx) => {
        await tx
          .update(wxworkAccounts)
          .set({ ...next, updatedAt: new Date() })
          .where(and(eq(wxworkAccounts.id, current.id), eq(wxworkAccounts.brandId, me.brandId)));
        await recordChange(tx, me, {
          action: 'update',
          entity,
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
          before: Object.fromEntries(changed.map((k) => [k, current[k]])),
          after: Object.fromEntries(changed.map((k) => [k, plain[k]])),
        });
      }),
    () => checkApp(db, me.brandId, app, current.id),
  );
}

/** Deletes applications, all or nothing. */
export function deleteWxworkAccounts(deps: WxworkDeps, me: Caller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(
    deps.db,
    me,
    {
      table: wxworkAccounts,
      notFound: 'wxworkAccountNotFound',
      entity,
      payload: (row) => ({ title: row.title, corpId: row.corpId, agentId: row.agentId }),
    },
    ids,
  );
}
