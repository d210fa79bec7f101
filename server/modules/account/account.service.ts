import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
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
import type { Locale } from '../../../contract/envelope.ts';
import type { AppDeps, MemberInfo } from '../../context.ts';
import { sessions } from '../../db/core.tables.ts';
import type { Caller } from '../../kit/caller.ts';
import { recordChange } from '../../kit/change.ts';
import { rulesOf } from '../../kit/grants.ts';
import { activeMemberships } from '../../kit/member.ts';
import { raiseEvent } from '../../live/live-events.ts';
import { signIns } from './account.tables.ts';
import { figureProviders } from './figures.ts';
import { failedDays, todayProviders } from './today.ts';

/**
 * The account dashboard's use cases: the user's brands with their figures, today's items, the
 * sign-in history and the open sessions, and signing the other sessions out. The user's own: each
 * figure and item is guarded by the rule of the screen it opens.
 */

/** The signed-in caller: their user and session, the brand they chose (if any), and their language. */
export interface AccountCaller {
  userId: number;
  sessionId: number;
  member: MemberInfo | null;
  locale: Locale;
}

/** `overview`: a card per brand the user may work in, with the figures their role may open. */
export async function accountOverview(deps: AppDeps, me: AccountCaller): Promise<AccountOverview> {
  const memberships = await activeMemberships(deps.db, me.locale, me.userId);
  const now = new Date();
  const cards: BrandOverview[] = [];
  for (const m of memberships) {
    const member: MemberInfo = m;
    const holds = await rulesOf(deps, member);
    const figures = [];
    // Who reads the card, as the customer lists see them (owners hold every rule, `all` included).
    const viewer = { brandId: m.brandId, userId: me.userId, seesAll: holds(customerRule.all) };
    for (const p of figureProviders) {
      if (!holds(p.rule)) continue;
      const { count, route } = await p.read({ deps, brandId: m.brandId, now, viewer });
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
  return { brands: cards };
}

/** `today`: what waits for the member in the chosen brand (only items with something in them). */
export async function accountToday(deps: AppDeps, me: Caller): Promise<TodayResult> {
  const holds = await rulesOf(deps, me);
  const now = new Date();
  const viewer = { brandId: me.brandId, userId: me.userId, seesAll: holds(customerRule.all) };
  const items: TodayResult['items'] = [];
  for (const p of todayProviders) {
    if (!holds(p.rule)) continue;
    const item = await p.read({ deps, brandId: me.brandId, now, viewer, me });
    if (item.count > 0) items.push({ id: p.id, ...item });
  }
  return { items, failedDays };
}

/** `signin_list`: the user's latest sign-ins, this session's marked. */
export async function signInList(
  deps: Pick<AppDeps, 'db'>,
  me: AccountCaller,
): Promise<{ list: SignInItem[] }> {
  const rows = await deps.db
    .select()
    .from(signIns)
    .where(eq(signIns.userId, me.userId))
    .orderBy(desc(signIns.id))
    .limit(signInHistoryLength);
  const list = rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    address: r.clientAddress,
    userAgent: r.userAgent,
    current: r.sessionId === me.sessionId,
  }));
  return { list };
}

/** `session_list`: the user's open sessions, this one first, then the others by last use. */
export async function sessionList(
  deps: Pick<AppDeps, 'db'>,
  me: AccountCaller,
): Promise<{ list: SessionItem[] }> {
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, me.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(50);
  const list: SessionItem[] = rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    address: r.clientAddress,
    userAgent: r.userAgent,
    current: r.id === me.sessionId,
  }));
  list.sort((a, b) => Number(b.current) - Number(a.current));
  return { list };
}

/**
 * `session_revoke_others`: another device (a lost phone, a shared computer) is signed out at its next
 * call; this one stays. Recorded as before the services (a `session` `revoke_others`, with how many);
 * the user's consoles hear `session` when one ended.
 */
export async function revokeOtherSessions(
  deps: Pick<AppDeps, 'db'>,
  me: AccountCaller,
): Promise<RevokeOthersResult> {
  const { sessionId, userId } = me;
  const revoked = await deps.db.transaction(async (tx) => {
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
    await recordChange(
      tx,
      { brandId: me.member?.brandId ?? 0, userId },
      { action: 'revoke_others', entity: 'session', entityId: sessionId, payload: { n: rows.length } },
    );
    if (rows.length > 0) await raiseEvent(tx, { t: 'session', userId });
    return rows.length;
  });
  return { revoked };
}
