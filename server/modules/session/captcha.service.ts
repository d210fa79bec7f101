import { and, eq, gt, lt } from 'drizzle-orm';
import { captchaAnswer, captchaSvg } from '../../auth/captcha.ts';
import { hashToken, newToken } from '../../auth/token.ts';
import type { AppDeps } from '../../context.ts';
import { captchas } from '../../db/core.tables.ts';
import type { Queryable } from '../../kit/db.ts';

/**
 * The captchas' use cases: one is made, read back as sound, and used up by a sign-in (session.service.ts).
 * A captcha is no business change: none records a change (as before the services).
 */

export const captchaLifetimeMs = 5 * 60_000;

/** A new captcha: its key (for the HttpOnly cookie) and its image; the answer is stored by the key's hash. */
export async function newCaptcha(deps: Pick<AppDeps, 'db'>): Promise<{ key: string; svg: string }> {
  const { db } = deps;
  const key = newToken();
  const answer = captchaAnswer();
  const now = Date.now();
  // Expired answers are useless; clearing them here keeps the table small without a scheduler.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now)));
  await db
    .insert(captchas)
    .values({ keyHash: hashToken(key), answer, expiresAt: new Date(now + captchaLifetimeMs) });
  return { key, svg: captchaSvg(answer) };
}

/** The answer of the captcha of `key` while it lasts (to be spoken), or null. It is not used up. */
export async function captchaAnswerOf(
  deps: Pick<AppDeps, 'db'>,
  key: string | undefined,
): Promise<string | null> {
  if (!key) return null;
  const [stored] = await deps.db
    .select({ answer: captchas.answer })
    .from(captchas)
    .where(and(eq(captchas.keyHash, hashToken(key)), gt(captchas.expiresAt, new Date())));
  return stored?.answer ?? null;
}

/** Uses the captcha of `key` up, right or wrong, so it cannot be tried twice: its row as it was, or none. */
export async function takeCaptcha(db: Queryable, key: string | undefined) {
  if (!key) return undefined;
  const [stored] = await db
    .delete(captchas)
    .where(eq(captchas.keyHash, hashToken(key)))
    .returning();
  return stored;
}
