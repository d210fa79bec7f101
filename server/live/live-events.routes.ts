import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type LiveEventData, type LiveEventName, liveKeepAliveMs } from '../../contract/live-events.ts';
import { requireBrand } from '../auth/session.middleware.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/client.ts';
import { intOrNull, runPrepared } from '../db/prepared.ts';
import { inboxText } from '../kit/inbox.ts';
import { disabledMemberships } from '../kit/member.ts';
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

/**
 * `GET /brand/manage/events.html`: the console's live events (contract/live-events.ts), one stream per
 * signed-in console. It hears this process's hub; each event about the caller is checked against the
 * database before it is said, so a stream says only what is true now and ends with its session.
 */
export const liveEventRoutes = new Hono<AppEnv>().get('/events.html', requireBrand, (c) => {
  const { db, live } = c.var.deps;
  const { sessionId, userId } = c.var.session;
  const locale = c.var.locale;
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
      } else if (event.t === 'role') {
        if (event.brandId === brandId && event.roleId === roleId) await say('rules', {});
      } else if (event.userId === userId && event.brandId === brandId) {
        const title = event.title === null ? '' : inboxText(event.title, locale);
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
      await say('ready', {});
      await finished;
    } finally {
      clearInterval(keepAlive);
      unsubscribe?.();
      ending?.();
    }
  });
});
