import { type Context, Hono } from 'hono';
import { noInput } from '../../../contract/envelope.ts';
import { inboxListBody, inboxReadBody } from '../../../contract/inbox.ts';
import { requireBrand } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { type InboxCaller, inboxCount, inboxList, markInboxRead } from './inbox.service.ts';

const inboxCaller = (c: Context<AppEnv>): InboxCaller => ({
  ...caller(c),
  locale: c.var.locale,
  text: c.var.text,
});

/**
 * In-app messages, mounted inside manage.routes.ts (`/brand/manage/*`): the member's own in the
 * chosen brand, so a session and a brand, no rule (inbox.service.ts does the work).
 */
export const inboxRoutes = new Hono<AppEnv>()
  .post('/message_list.html', requireBrand, async (c) => {
    const body = await parseBody(c, inboxListBody);
    return ok(c, await inboxList(c.var.deps, inboxCaller(c), body));
  })
  // Polled by every open console (every 30 s while its tab is visible): one primary-key read.
  .post('/message_count.html', requireBrand, async (c) => {
    await parseBody(c, noInput);
    return ok(c, await inboxCount(c.var.deps, inboxCaller(c)));
  })
  .post('/message_read.html', requireBrand, async (c) => {
    const body = await parseBody(c, inboxReadBody);
    const result = await markInboxRead(c.var.deps, inboxCaller(c), body);
    return ok(c, result, 'inboxRead', { n: result.read });
  });
