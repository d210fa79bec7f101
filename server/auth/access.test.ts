import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvalidInput } from '../../contract/errors.ts';
import { ruleKey } from '../../contract/rule-key.ts';
import { type Answer, createTestApi, demo, type TestApi } from '../../tests/support/test-api.ts';
import { adminUsers, brandMembers, roleRules, roles, rules, sessions } from '../db/core.tables.ts';
import { type RuleSeed, ruleTree } from '../db/rule-tree.ts';
import { type AppEndpoint, endpointsOf } from '../openapi/app-endpoints.ts';
import { hashPassword } from './password.ts';
import { hashToken, newToken } from './token.ts';

/**
 * The access matrix, generated from the app's own routes (`app.routes`): every endpoint behind a
 * session, every endpoint inside a brand and every endpoint guarded by a rule is checked here without
 * being listed. A new module's endpoints are covered as soon as they are mounted.
 */

type Endpoint = AppEndpoint;

function treeKeys(nodes: RuleSeed[], into = new Set<string>()): Set<string> {
  for (const n of nodes) {
    into.add(ruleKey(n.controller, n.action));
    treeKeys(n.children ?? [], into);
  }
  return into;
}

/**
 * Endpoints that need a session but no rule: they belong to the signed-in user, not to a screen.
 * A brand endpoint missing here and missing a rule fails below: new module endpoints need a rule.
 */
const ruleFree = new Set([
  'POST /auth/brandmanager/logout.html',
  'POST /auth/brand/userbrandlist.html',
  'POST /auth/brand/userselectbrand.html',
  'POST /brand/manage/body.html',
  'POST /brand/manage/cache.html',
  'POST /brand/manage/usermenu.html',
  'POST /brand/manage/userpwd.html',
  'POST /brand/manage/userinfo.html',
  // A screen that failed in the browser reports it: any signed-in user, brand or not.
  'POST /brand/manage/client_error.html',
  // The account dashboard, the home page's items (each figure and item guarded by its
  // screen's rule inside), and the member's own in-app messages.
  'POST /brand/manage/overview.html',
  'POST /brand/manage/today.html',
  'POST /brand/manage/signin_list.html',
  'POST /brand/manage/session_list.html',
  'POST /brand/manage/session_revoke_others.html',
  'POST /brand/manage/message_list.html',
  'POST /brand/manage/message_read.html',
  'POST /brand/manage/message_count.html',
  // The member's own live events: each says only what concerns the caller.
  'GET /brand/manage/events.html',
  // The same public area lists for every address picker (a customer's, an agent's): any member.
  'POST /brand/area/child_list.html',
  'POST /brand/area/init.html',
  // Taking a change back needs the rule the change itself needed, checked inside (change-undo.service.ts).
  'POST /brand/change/undo.html',
]);

// At collection time, so each endpoint is a test of its own.
const api: TestApi = await createTestApi();
const endpoints = endpointsOf(api.app);
const tokens = {
  /** A member of Second Brand only, calling with Demo Brand's id. */
  outsider: '',
  /** A member of Demo Brand whose role is switched per endpoint. */
  member: '',
  expired: newToken(),
  revoked: newToken(),
};
let memberUserId = 0;
let allRuleIds: { id: number; key: string }[] = [];

beforeAll(async () => {
  const db = api.database.db;
  const passwordHash = await hashPassword('matrix-pass-1');
  const [outsider] = await db
    .insert(adminUsers)
    .values({ userName: 'outsider', passwordHash })
    .returning({ id: adminUsers.id });
  const [member] = await db
    .insert(adminUsers)
    .values({ userName: 'matrix', passwordHash })
    .returning({ id: adminUsers.id });
  if (!outsider || !member) throw new Error('seed failed');
  memberUserId = member.id;
  const [secondOwner] = await db.select().from(roles).where(eq(roles.brandId, demo.secondBrand));
  const [nothing] = await db
    .insert(roles)
    .values({ brandId: demo.brand, title: 'Nothing' })
    .returning({ id: roles.id });
  if (!secondOwner || !nothing) throw new Error('seed failed');
  await db.insert(brandMembers).values([
    { userId: outsider.id, brandId: demo.secondBrand, roleId: secondOwner.id },
    { userId: member.id, brandId: demo.brand, roleId: nothing.id },
  ]);
  tokens.outsider = await api.loginTo('outsider', 'matrix-pass-1', demo.secondBrand);
  tokens.member = await api.loginTo('matrix', 'matrix-pass-1', demo.brand);
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.userName, demo.admin.user));
  const inAnHour = new Date(Date.now() + 3_600_000);
  await db.insert(sessions).values([
    {
      tokenHash: hashToken(tokens.expired),
      userId: admin?.id ?? 0,
      brandId: demo.brand,
      expiresAt: new Date(Date.now() - 1000),
    },
    {
      tokenHash: hashToken(tokens.revoked),
      userId: admin?.id ?? 0,
      brandId: demo.brand,
      expiresAt: inAnHour,
      revokedAt: new Date(),
    },
  ]);
  allRuleIds = (await db.select().from(rules)).map((r) => ({
    id: r.id,
    key: ruleKey(r.controller, r.action),
  }));
});
afterAll(() => api.close());

/** Gives the matrix member a fresh (non-owner) role holding every rule but `without`. */
async function memberRoleWithout(without: string | null) {
  const db = api.database.db;
  const [role] = await db
    .insert(roles)
    .values({ brandId: demo.brand, title: `All but ${without ?? 'nothing'} ${Math.random()}` })
    .returning({ id: roles.id });
  if (!role) throw new Error('role insert failed');
  const granted = allRuleIds.filter((r) => r.key !== without);
  await db.insert(roleRules).values(granted.map((r) => ({ roleId: role.id, ruleId: r.id })));
  await db.update(brandMembers).set({ roleId: role.id }).where(eq(brandMembers.userId, memberUserId));
}

/**
 * What a call past the guard answered to the matrix's empty body (`{}`, or no query): done (code 0),
 * refused for its input with every failing field named (code 1, `data.fields`; `''` is the body
 * itself, a JSON body sent to an upload), or the file it streams (the customer export). Anything else
 * (a bare code 1, a 500, a transport fault) is said as it came.
 */
function pastTheGuard(a: Answer<unknown>): string {
  if (a.status !== 200) return `HTTP ${a.status}`;
  if (a.code === -1 && a.headers.get('content-type')?.startsWith('text/csv')) return 'a file';
  if (a.code === 0) return 'done';
  const fields = (a.data as Partial<InvalidInput> | null)?.fields ?? [];
  const named = fields.length > 0 && fields.every((f) => typeof f.field === 'string' && f.message !== '');
  if (a.code === 1 && named && a.message !== '') return 'refused, naming its fields';
  return `code ${a.code}: ${a.message} ${JSON.stringify(a.data)}`;
}

const call = (e: Endpoint, options: Parameters<TestApi['call']>[1] = {}) =>
  api.call(e.path, { method: e.method, ...(e.method === 'POST' ? { body: {} } : {}), ...options });

describe('the access matrix, from the app routes', () => {
  it('finds the app endpoints and their rules', () => {
    const guarded = endpoints.filter((e) => e.rule);
    console.log(
      `access matrix: ${guarded.length} rule-guarded routes, ${endpoints.filter((e) => e.session).length} ` +
        `routes behind a session, ${endpoints.length} routes in all`,
    );
    // The walk must see what requireRule guards; a broken walk would make every test below vacuous.
    expect(guarded.map((e) => `${e.method} ${e.path} ${e.rule}`)).toEqual(
      expect.arrayContaining([
        'GET /brand/adminuser/del.html brand/adminuser/del',
        'POST /brand/role/priv.html brand/role/priv',
        'POST /brand/audit/list.html system/index',
      ]),
    );
  });

  it('guards every brand endpoint with a rule, or lists it as the user own (ruleFree)', () => {
    const unguarded = endpoints.filter((e) => e.session && !e.rule).map((e) => `${e.method} ${e.path}`);
    expect(unguarded.filter((id) => !ruleFree.has(id))).toEqual([]);
  });

  it('names only rules that exist in the rule tree', () => {
    const keys = treeKeys(ruleTree);
    const missing = endpoints.filter((e) => e.rule && !keys.has(e.rule)).map((e) => `${e.path}: ${e.rule}`);
    expect(missing).toEqual([]);
  });

  it.each(endpoints.filter((e) => e.rule).map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: 401 without a session, 403 for another brand member, 403 without its rule, done or refused by field with it',
    async (_, e) => {
      expect((await call(e, { brandId: demo.brand })).code).toBe(401);
      const outsider = await call(e, { token: tokens.outsider, brandId: demo.brand });
      expect([outsider.code, outsider.message]).toEqual([403, '你不是该品牌的成员']);
      await memberRoleWithout(e.rule ?? null);
      const lacking = await call(e, { token: tokens.member, brandId: demo.brand, lang: 'en' });
      expect([lacking.code, lacking.message]).toEqual([403, 'You do not have permission to do this']);
      // The same member with the rule gets past the guard: the call is done, or its empty body refused
      // field by field, never a fault (nothing logged).
      await memberRoleWithout(null);
      const errorsBefore = api.errors.length;
      const allowed = await call(e, { token: tokens.member, brandId: demo.brand });
      expect(['done', 'refused, naming its fields', 'a file']).toContain(pastTheGuard(allowed));
      expect(api.errors.slice(errorsBefore)).toEqual([]);
    },
  );

  it.each(endpoints.filter((e) => e.session).map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: 401 without a token, with an unknown, malformed, expired or revoked one',
    async (_, e) => {
      expect((await call(e, { brandId: demo.brand })).code).toBe(401);
      expect((await call(e, { token: 'x'.repeat(43), brandId: demo.brand })).code).toBe(401);
      const bad = await call(e, { headers: { Authorization: 'Basic YWRtaW46YWRtaW4xMjM=' } });
      expect([bad.code, bad.message]).toEqual([401, '登录无效或已过期，请重新登录']);
      expect((await call(e, { token: tokens.expired, brandId: demo.brand })).code).toBe(401);
      expect((await call(e, { token: tokens.revoked, brandId: demo.brand })).code).toBe(401);
    },
  );

  it.each(endpoints.filter((e) => e.brand).map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: 403 for a brand the user is not in, or that cannot exist',
    async (_, e) => {
      const token = tokens.outsider;
      const a = await call(e, { token, brandId: demo.brand });
      expect([a.code, a.message]).toEqual([403, '你不是该品牌的成员']);
      expect((await call(e, { token, brandId: 'abc' })).code).toBe(403);
      expect((await call(e, { token, brandId: 999 })).code).toBe(403);
    },
  );
});

describe('the idle lifetime', () => {
  it('extends a session that is used', async () => {
    const token = await api.login(demo.admin.user, demo.admin.password);
    const old = new Date(Date.now() - 2 * 3_600_000);
    await api.database.db
      .update(sessions)
      .set({ lastSeenAt: old, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await api.call('/auth/brand/userbrandlist.html', { token })).code).toBe(0);
    const [row] = await api.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });
});
