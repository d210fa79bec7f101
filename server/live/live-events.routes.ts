import { and, asc, eq, gt, min } from 'drizzle-orm';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  type LiveEventData,
  type LiveEventName,
  liveKeepAliveMs,
  liveResumeHours,
} from '../../contract/live-events.ts';
import { requireBrand } from '../auth/session.middleware.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/client.ts';
import { changeCounters, changes, roles } from '../db/core.tables.ts';
import { intOrNull, runPrepared } from '../db/prepared.ts';
import { inboxText } from '../kit/inbox.ts';
import { disabledMemberships } from '../kit/member.ts';
import type { ChangeFeed, ChangeRow, FeedReader } from './change-feed.ts';
import type { BusEvent } from './live-events.ts';

// The stream's session, still live, and the role it holds in the stream's brand now (null: no longer a
// member); the same conditions requireSession checks on every call.
const standingQuery = `
select r.id
from sessions s
join admin_users u on u.id = s.user_id
left join brand_members m on m.user_id = s.user_id and m.brand_id = $2 and m.status = 1
left join brands b on b.id = m.brand_id and b.status = 1
left join roles r on r.id = m.role_id and b.id is not null
where s.id = $1 and s.revoked_at is null and s.expires_at > $3 and u.status = 1
limit 1`;

async function standing(db: Db, sessionId: number, brandId: number) {
  const [row] = await runPrepared(db, standingQuery, [sessionId, brandId, new Date()]);
  if (!row) return { live: false, roleId: null };
  return { live: true, roleId: intOrNull(row[0]) };
}

/** A change number as `Last-Event-ID` carries it, or null. */
function lastEventId(header: string | undefined): number | null {
  if (!header || !/^\d{1,9}$/.test(header.trim())) return null;
  return Number(header.trim());
}

const pageOfChanges = 200;

/**
 * `GET /brand/manage/events.html`: the console's live events (contract/live-events.ts), one stream per
 * signed-in console. It hears this process's hub; each event about the caller is checked against the
 * database before it is said, so a stream says only what is true now and ends with its session.
 */
export const liveEventRoutes = (feeds: readonly ChangeFeed[] | Promise<readonly ChangeFeed[]>) =>
  new Hono<AppEnv>().get('/events.html', requireBrand, (c) => {
    const { db, live } = c.var.deps;
    const { sessionId, userId } = c.var.session;
    const inboxReader = { locale: c.var.locale, text: c.var.text };
    const member = c.var.member;
    if (!member) return c.body(null, 204);
    const brandId = member.brandId;
    // Proxies (nginx) pass the events on as they come rather than holding them back.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let roleId: number | null = member.roleId;
      let ended = false;
      let finish = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const say = <N extends LiveEventName>(event: N, data: LiveEventData[N]) =>
        stream.writeSSE({ event, data: JSON.stringify(data) });
      // A member disabled in this brand is told which, as a 401 would tell them.
      const end = async () => {
        ended = true;
        const [disabled] = await disabledMemberships(db, userId, brandId);
        await say('session', disabled ? { reason: 'memberDisabled', ...disabled } : {});
        finish();
      };
      const feedOf = new Map((await feeds).flatMap((f) => f.entities.map((e) => [e, f] as const)));
      // The last change number told (or passed over): a change is read once, in order, after it.
      let last = 0;
      // Until the stream knows where it starts, a change event has nothing to be read after.
      let started = false;
      const reader = async (): Promise<FeedReader | null> => {
        if (roleId === null) return null;
        const [role] = await db
          .select({ isOwner: roles.isOwner, rulesVersion: roles.rulesVersion, status: roles.status })
          .from(roles)
          .where(eq(roles.id, roleId));
        if (!role || (role.status !== 1 && !role.isOwner)) return null;
        const grants = role.isOwner
          ? null
          : await c.var.deps.menuCache.get(db, {
              roleId,
              brandId,
              isOwner: false,
              rulesVersion: role.rulesVersion,
            });
        return { brandId, userId, isOwner: role.isOwner, ruleKeys: grants?.ruleKeys ?? new Set() };
      };
      /** Tells the changes recorded after `last`, each to the feed of its entity, in order. */
      const catchUp = async () => {
        const entities = [...feedOf.keys()];
        if (entities.length === 0) return;
        for (;;) {
          const rows: ChangeRow[] = await db
            .select({
              seq: changes.seq,
              entity: changes.entity,
              action: changes.action,
              userId: changes.userId,
              actorName: changes.actorName,
              entityId: changes.entityId,
              entityIds: changes.entityIds,
              before: changes.before,
              createdAt: changes.createdAt,
            })
            .from(changes)
            .where(and(eq(changes.brandId, brandId), gt(changes.seq, last)))
            .orderBy(asc(changes.seq))
            .limit(pageOfChanges);
          const me = rows.some((r) => feedOf.has(r.entity)) ? await reader() : null;
          for (const row of rows) {
            const feed = feedOf.get(row.entity);
            const told = feed && me ? await feed.view(c.var.deps, me, row) : null;
            if (ended) return;
            if (told)
              await stream.writeSSE({ id: String(row.seq), event: 'change', data: JSON.stringify(told) });
            last = row.seq;
          }
          if (rows.length < pageOfChanges) return;
        }
      };
      /**
       * Where this stream starts: after the console's `Last-Event-ID` when it is within the resume window,
       * else now (a console told `reload` reads its lists again).
       */
      const start = async (): Promise<'now' | 'reload' | 'resume'> => {
        const [counter] = await db
          .select({ seq: changeCounters.seq })
          .from(changeCounters)
          .where(eq(changeCounters.brandId, brandId));
        const now = counter?.seq ?? 0;
        started = true;
        const resumeAt = lastEventId(c.req.header('last-event-id'));
        if (resumeAt === null) {
          last = now;
          return 'now';
        }
        const [oldest] = await db
          .select({ at: min(changes.createdAt) })
          .from(changes)
          .where(and(eq(changes.brandId, brandId), gt(changes.seq, resumeAt)));
        const windowStart = Date.now() - liveResumeHours * 3600_000;
        if (resumeAt > now || (oldest?.at && oldest.at.getTime() < windowStart)) {
          last = now;
          return 'reload';
        }
        last = resumeAt;
        return 'resume';
      };
      // Events are handled one after another, so a later check never overtakes an earlier one.
      let queue = Promise.resolve();
      const handle = async (event: BusEvent) => {
        if (ended) return;
        if (event.t === 'session' || event.t === 'member') {
          if (event.userId !== userId || (event.t === 'member' && event.brandId !== brandId)) return;
          const now = await standing(db, sessionId, brandId);
          if (!now.live || now.roleId === null) return end();
          if (event.t === 'member') {
            roleId = now.roleId;
            await say('rules', {});
          }
        } else if (event.t === 'change') {
          if (started && event.brandId === brandId && event.seq > last && feedOf.has(event.entity))
            await catchUp();
        } else if (event.t === 'role') {
          if (event.brandId === brandId && event.roleId === roleId) await say('rules', {});
        } else if (event.userId === userId && event.brandId === brandId) {
          const title = event.title === null ? '' : inboxText(event.title, inboxReader);
          await say('inbox', { kind: event.kind, title: title === '' ? null : title });
        }
      };
      const unsubscribe = live?.subscribe((event) => {
        queue = queue
          .then(() => handle(event))
          .catch((error) => {
            c.var.deps.logError(error, 'live events');
          });
      });
      const keepAlive = setInterval(() => {
        stream.write(': keep-alive\n\n').catch(() => finish());
      }, liveKeepAliveMs);
      stream.onAbort(finish);
      const ending = live?.onClose(() => finish());
      try {
        // One turn of the queue: the start point is fixed, then `ready` goes out, then what a resume
        // missed; events arriving meanwhile wait behind it. A start point read after `ready` could pass a
        // change the console made on `ready`, which was then never told.
        queue = queue
          .then(async () => {
            const from = await start();
            await say('ready', {});
            if (from === 'reload') await say('reload', {});
            else if (from === 'resume') await catchUp();
          })
          .catch((error) => {
            c.var.deps.logError(error, 'live events');
          });
        await finished;
      } finally {
        clearInterval(keepAlive);
        unsubscribe?.();
        ending?.();
      }
    });
  });
