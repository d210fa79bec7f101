import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type ApplySummary, applyScreenRule } from '../../../contract/apply.ts';
import { smsProviders } from '../../../contract/sms.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { aiConfigOf, aiConfigured } from '../ai/ai.public.ts';
import { emailConfigOf, smsConfigOf, smsConfigRefusal, smsSecretPurpose } from '../notify/notify.public.ts';
import { wxworkAccounts } from './apply.tables.ts';

/**
 * `/apply/summary.html`: whether each integration is set up, for the applications page's cards. It
 * reads the other modules' settings itself, so a role that may open the page sees the state of every
 * card without the rights to change them; no secret, not even its hint, is in the answer.
 */
export const applyRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/summary.html', requireRule(applyScreenRule.index), async (c) => {
    const { brandId } = caller(c);
    const { db, secrets } = c.var.deps;
    const sms = await smsConfigOf(db, brandId);
    const provider = smsProviders.find((p) => p === sms.provider) ?? 'log';
    const hasSecret =
      sms.accessKeySecret !== null && secrets.open(sms.accessKeySecret, smsSecretPurpose(brandId)) !== null;
    const email = await emailConfigOf(db, brandId);
    const [accounts] = await db
      .select({
        total: sql<number>`count(*)::int`,
        enabled: sql<number>`(count(*) filter (where ${wxworkAccounts.status} = 1))::int`,
      })
      .from(wxworkAccounts)
      .where(eq(wxworkAccounts.brandId, brandId));
    const summary: ApplySummary = {
      // The log provider texts nobody: set up means a real provider with what it needs (sms.policy.ts).
      sms: {
        provider,
        ready: provider !== 'log' && smsConfigRefusal({ ...sms, provider, hasSecret }) === null,
      },
      email: {
        host: email.host,
        fromAddress: email.fromAddress,
        ready: email.host !== '' && email.fromAddress !== '',
      },
      wxwork: { total: accounts?.total ?? 0, enabled: accounts?.enabled ?? 0 },
      ai: { ready: aiConfigured(await aiConfigOf(db, brandId)) },
    };
    return ok(c, summary);
  });
