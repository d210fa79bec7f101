import type { Context } from 'hono';
import { ResultCode } from '../../contract/envelope.ts';
import type { AppEnv, MemberInfo } from '../context.ts';
import { ApiError } from '../envelope.ts';

/** Who is calling: their membership in the brand of the `BrandId` header, and their own ids. */
export interface Caller extends MemberInfo {
  userId: number;
  sessionId: number;
}

/**
 * The caller of a brand endpoint. Every query of a module is scoped by `caller.brandId`, never by an
 * id from the body: that is what keeps one brand from reading or writing another's rows. requireRule
 * already refused calls without a brand; the check here only narrows the type.
 */
export function caller(c: Context<AppEnv>): Caller {
  const member = c.get('member');
  if (!member) throw new ApiError(ResultCode.forbidden, 'brandRequired');
  const { userId, sessionId } = c.get('session');
  return { ...member, userId, sessionId };
}
