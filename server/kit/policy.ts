import type { Context } from 'hono';
import type { AppEnv, MessageKey, MessageParams } from '../context.ts';
import { ApiError } from '../envelope.ts';
import { caller } from './caller.ts';

/**
 * The meeting point of routes and policies. A module's business rules are plain functions (no Hono, no
 * SQL) in `server/modules/<module>/<name>.policy.ts`: they take facts the route read and answer a Refusal or
 * null; the route passes the answer to `refuse` before it writes anything.
 */

/** Why a change is refused: the envelope code (`1` a business rule, `403` a permission) and why. */
export interface Refusal {
  code: 1 | 403;
  key: MessageKey;
  params?: MessageParams;
  /** The input field it is about, so a form marks that field (answered as `data.fields`). */
  field?: string;
}

/** Throws the refusal as the answer; does nothing for null. */
export function refuse(refusal: Refusal | null): void {
  if (refusal) throw new ApiError(refusal.code, refusal.key, refusal.params, null, refusal.field);
}

/** A rule as policies see it: its id, its key and its title in the caller's language. */
export interface RuleFact {
  id: number;
  key: string;
  title: string;
}

/** A role as policies see it: what it grants (every rule for the owner role). */
export interface RoleFacts {
  title: string;
  isOwner: boolean;
  enabled: boolean;
  rules: readonly RuleFact[];
}

/** The caller as policies see them. An owner holds every rule. */
export interface PolicyCaller {
  userId: number;
  isOwner: boolean;
  /** `controller/action` of every rule the caller's role grants (empty for an owner: not needed). */
  ruleKeys: ReadonlySet<string>;
}

/** The caller with their role's rules, from the same per-process cache requireRule reads. */
export async function policyCaller(c: Context<AppEnv>): Promise<PolicyCaller> {
  const me = caller(c);
  const { db, menuCache } = c.get('deps');
  const ruleKeys = me.isOwner ? new Set<string>() : (await menuCache.get(db, me)).ruleKeys;
  return { userId: me.userId, isOwner: me.isOwner, ruleKeys };
}
