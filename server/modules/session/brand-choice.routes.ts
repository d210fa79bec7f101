import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { type SelectBrandResult, selectBrandBody, type UserBrand } from '../../../contract/auth.ts';
import { ResultCode } from '../../../contract/envelope.ts';
import { audit } from '../../audit.ts';
import { requireSession } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { sessions } from '../../db/schema.ts';
import { ApiError, ok, parseBody } from '../../envelope.ts';
import { activeMemberships } from '../../kit/member.ts';

/** `/auth/brand/*`: the brands a signed-in user belongs to, and choosing one. */
export const brandChoiceRoutes = new Hono<AppEnv>()
  .use(requireSession)
  // Takes no input: the body is not read, so query parameters the console merges in do no harm.
  .post('/userbrandlist.html', async (c) => {
    const list: UserBrand[] = (
      await activeMemberships(c.var.deps.db, c.var.locale, c.var.session.userId)
    ).map((m) => ({
      brandId: m.brandId,
      brandTitle: m.brandTitle,
      roleTitle: m.roleTitle,
      logo: m.logo,
    }));
    return ok(c, list);
  })
  .post('/userselectbrand.html', async (c) => {
    const { brandId } = await parseBody(c, selectBrandBody);
    const { db, menuCache } = c.var.deps;
    const { userId, sessionId } = c.var.session;
    const [member] = await activeMemberships(db, c.var.locale, userId, brandId);
    if (!member) throw new ApiError(ResultCode.forbidden, 'brandForbidden');
    await db.transaction(async (tx) => {
      await tx.update(sessions).set({ brandId }).where(eq(sessions.id, sessionId));
      await audit(tx, { brandId, userId, action: 'select', entity: 'brand', entityId: brandId });
    });
    const grants = await menuCache.get(db, member);
    const result: SelectBrandResult = {
      brand: { brandId: member.brandId, brandTitle: member.brandTitle, roleTitle: member.roleTitle },
      roleMenu: grants.menu[c.var.locale],
    };
    return ok(c, result, 'brandSelected', { brand: member.brandTitle });
  });
