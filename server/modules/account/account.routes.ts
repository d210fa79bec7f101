import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import type {
  AccountOverview,
  BrandOverview,
  RevokeOthersResult,
  SessionItem,
  SignInItem,
  TodayResult,
} from '../../../contract/account.ts';
import { signInHistoryLength } from '../../../contract/account.ts';
import { customerRule } from '../../../contract/customer.ts';
import { noInput } from '../../../contract/envelope.ts';
import { audit } from '../../audit.ts';
import { requireBrand } from '../../auth/session.middleware.ts';
import type { AppEnv, MemberInfo } from '../../context.ts';
import { sessions, signIns } from '../../db/schema.ts';
import { ok, parseBody } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { rulesOf } from '../../kit/grants.ts';
import { activeMemberships } from '../../kit/member.ts';
import { raiseEvent } from '../../live/live-events.ts';
import { figureProviders } from './figures.ts';
import { failedDays, todayProviders } from './today.ts';

/**
 * The account dashboard and the home page, mounted inside manage.routes.ts (`/brand/manage/*`),
 * whose middleware checks the session and reads the brand. The user's own: a session, no rule; each
 * figure and item is guarded by the rule of the screen it opens. Calls without input read no body.
 */
export const accountRoutes = new Hono<AppEnv>()
  .post('/overview.html', async (c) => {
    await parseBody(c, noInput);
    const { db, menuCache } = c.var.deps;
    const memberships = await activeMemberships(db, c.var.locale, c.var.session.userId);
    const now = new Date();
    const cards: BrandOverview[] = [];
    for (const m of memberships) {
      const member: MemberInfo = m;
      const holds = await rulesOf({ db, menuCache }, member);
      const figures = [];
      // Who reads the card, as the customer lists see them (owners hold every rule, `all` included).
      const viewer = { brandId: m.brandId, userId: c.var.session.userId, seesAll: holds(customerRule.all) };
      for (const p of figureProviders) {
        if (!holds(p.rule)) continue;
        const { count, route } = await p.read({ deps: c.var.deps, brandId: m.brandId, now, viewer });
        figures.push({ id: p.id, value: count, route, rule: p.rule });
      }
      cards.push({
        brandId: m.brandId,
        brandTitle: m.brandTitle,
        roleTitle: m.roleTitle,
        logo: m.logo,
        isOwner: m.isOwner,
        figures,
      });
    }
    const result: AccountOverview = { brands: cards };
    return ok(c, result);
  })
  .post('/today.html', requireBrand, async (c) => {
    await parseBody(c, noInput);
    const me = caller(c);
    const holds = await rulesOf(c.var.deps, me);
    const now = new Date();
    const viewer = { brandId: me.brandId, userId: me.userId, seesAll: holds(customerRule.all) };
    const items: TodayResult['items'] = [];
    for (const p of todayProviders) {
      if (!holds(p.rule)) continue;
      const item = await p.read({ deps: c.var.deps, brandId: me.brandId, now, viewer, me });
      if (item.count > 0) items.push({ id: p.id, ...item });
    }
    const result: TodayResult = { items, failedDays };
    return ok(c, result);
  })
  .post('/signin_list.html', async (c) => {
    await parseBody(c, noInput);
    const { sessionId, userId } = c.var.session;
    const rows = await c.var.deps.db
      .select()
      .from(signIns)
      .where(eq(signIns.userId, userId))
      .orderBy(desc(signIns.id))
      .limit(signInHistoryLength);
    const list: SignInItem[] = rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      address: r.clientAddress,
      userAgent: r.userAgent,
      current: r.sessionId === sessionId,
    }));
    return ok(c, { list });
  })
  .post('/session_list.html', async (c) => {
    await parseBody(c, noInput);
    const { sessionId, userId } = c.var.session;
    const rows = await c.var.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
      .limit(50);
    const list: SessionItem[] = rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      address: r.clientAddress,
      userAgent: r.userAgent,
      current: r.id === sessionId,
    }));
    // This session first, then the others by last use.
    list.sort((a, b) => Number(b.current) - Number(a.current));
    return ok(c, { list });
  })
  // Another device (a lost phone, a shared computer) is signed out at its next call; this one stays.
  .post('/session_revoke_others.html', async (c) => {
    await parseBody(c, noInput);
    const { sessionId, userId } = c.var.session;
    const { db } = c.var.deps;
    const revoked = await db.transaction(async (tx) => {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            ne(sessions.id, sessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .returning({ id: sessions.id });
      await audit(tx, {
        brandId: c.var.member?.brandId ?? 0,
        userId,
        action: 'revoke_others',
        entity: 'session',
        entityId: sessionId,
        payload: { n: rows.length },
      });
      if (rows.length > 0) await raiseEvent(tx, { t: 'session', userId });
      return rows.length;
    });
    const result: RevokeOthersResult = { revoked };
    return ok(c, result, 'sessionsRevoked', { n: revoked });
  });
