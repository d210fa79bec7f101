import { Hono } from 'hono';
import type { RuleNode } from '../../contract/role.ts';
import { loadBrand, requireRule, requireSession } from '../auth/session.middleware.ts';
import type { AppEnv } from '../context.ts';
import { rules } from '../db/schema.ts';
import { ok } from '../envelope.ts';

/** `/brand/role/*`: roles of the selected brand. The rest of the system module comes in its own issue. */
export const roleRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  // The grantable rule tree a role is built from (every brand grants from the same tree).
  .post('/rules.html', requireRule('brand/role', 'rules'), async (c) => {
    const all = await c.var.deps.db.select().from(rules).orderBy(rules.sort, rules.id);
    const en = c.var.locale === 'en';
    const byParent = new Map<number, typeof all>();
    for (const r of all) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
    const node = (r: (typeof all)[number]): RuleNode => ({
      id: r.id,
      parentId: r.parentId,
      controller: r.controller,
      action: r.action,
      title: en && r.titleEn ? r.titleEn : r.title,
      isMenu: r.isMenu,
      childList: (byParent.get(r.id) ?? []).map(node),
    });
    return ok(c, (byParent.get(0) ?? []).map(node));
  });
