import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import { agentGroupRule, agentScreenRule } from '../../../contract/agent.ts';
import { aiRule } from '../../../contract/ai.ts';
import { articleRule } from '../../../contract/article.ts';
import {
  type AuditEntity,
  type AuditListItem,
  type AuditListResult,
  auditEntities,
  auditListBody,
} from '../../../contract/audit.ts';
import { configScreenRule } from '../../../contract/config.ts';
import { crmScreenRule } from '../../../contract/crm.ts';
import { customerRule, customerScreenRule } from '../../../contract/customer.ts';
import { ResultCode } from '../../../contract/envelope.ts';
import { friendLinkRule } from '../../../contract/friend-link.ts';
import { pageRule } from '../../../contract/page.ts';
import type { RuleKey } from '../../../contract/rule-key.ts';
import { slideRule } from '../../../contract/slide.ts';
import { systemRule } from '../../../contract/system.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { adminUsers, changes, roles } from '../../db/core.tables.ts';
import { ApiError, ok, parseBody } from '../../envelope.ts';
import { roleTitleOf } from '../../kit/role-title.ts';
import { undoRefusal, undoUntil } from './change-undo.service.ts';

/** The screen rule that shows each entity: a role reads the changes of what it may open. */
const entityRule: Record<AuditEntity, RuleKey> = {
  admin_user: systemRule.adminUser,
  role: systemRule.role,
  sms_template: 'notify/sms/template',
  email_template: 'notify/email/list',
  sms_batch: 'notify/sms/list',
  email_batch: 'notify/email/list',
  // The provider's settings are read with their own rule (the page shows them only then).
  ai_config: aiRule.config_detail,
  crm_customer: customerScreenRule.list,
  // An import is started and reported on the customer list.
  crm_import: customerScreenRule.list,
  crm_customer_group: customerScreenRule.group,
  // Tags, follow-up types and sources are one table; the tag settings screen reads them all.
  crm_tag: crmScreenRule.tag,
  crm_product: crmScreenRule.product,
  crm_material: crmScreenRule.material,
  // The content workspace's tabs are its lists: each is read with its list's rule.
  article: articleRule.list,
  article_node: articleRule.node_list,
  page: pageRule.list,
  slide: slideRule.list,
  friendlink: friendLinkRule.list,
  friendlink_node: friendLinkRule.node_list,
  agent: agentScreenRule.list,
  agent_group: agentGroupRule.list,
  upload: configScreenRule.media,
};

/**
 * Entities whose rows a member sees only when they hold a wider rule (a salesperson sees the customers
 * they own, not every owner's): without it, only the changes they made themselves are listed.
 */
const ownUnless: Partial<Record<AuditEntity, RuleKey>> = {
  crm_customer: customerRule.all,
  crm_import: customerRule.all,
};

function isEntity(v: string): v is AuditEntity {
  return (auditEntities as readonly string[]).includes(v);
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * `/brand/audit/*`: the brand's recent changes, for the System overview. Reading them needs the
 * module's overview rule, and each entity's rows also need that entity's screen rule.
 */
export const auditRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(systemRule.index), async (c) => {
    const body = await parseBody(c, auditListBody);
    const member = c.var.member;
    if (!member) throw new ApiError(ResultCode.forbidden, 'brandRequired');
    const { db, menuCache } = c.var.deps;
    const grants = member.isOwner ? null : await menuCache.get(db, member);
    const readable = auditEntities.filter(
      (e) =>
        (body.entity === undefined || body.entity === e) && (!grants || grants.ruleKeys.has(entityRule[e])),
    );
    if (readable.length === 0) {
      const empty: AuditListResult = { list: [], total: 0, page: body.page, pageSize: body.pageSize };
      return ok(c, empty);
    }
    const actor = alias(adminUsers, 'actor');
    const subjectUser = alias(adminUsers, 'subject_user');
    const ownOnly = readable.filter((e) => {
      const wider = ownUnless[e];
      return grants !== null && wider !== undefined && !grants.ruleKeys.has(wider);
    });
    const where = and(
      eq(changes.brandId, member.brandId),
      inArray(changes.entity, readable),
      ownOnly.length > 0
        ? or(notInArray(changes.entity, ownOnly), eq(changes.userId, c.var.session.userId))
        : undefined,
      // A private file (an agent's licence scan) is never the library's: its upload is not listed.
      sql`not (${changes.entity} = 'upload' and coalesce(${changes.payload}->>'purpose', 'library') <> 'library')`,
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          id: changes.id,
          action: changes.action,
          entity: changes.entity,
          entityId: changes.entityId,
          payload: changes.payload,
          createdAt: changes.createdAt,
          userId: changes.userId,
          undoneBy: changes.undoneBy,
          actorName: actor.userName,
          keptActorName: changes.actorName,
          userName: subjectUser.userName,
          roleTitle: roles.title,
          roleTitleKey: roles.titleKey,
          keptSubject: changes.subject,
        })
        .from(changes)
        .leftJoin(actor, eq(actor.id, changes.userId))
        .leftJoin(subjectUser, and(eq(changes.entity, 'admin_user'), eq(subjectUser.id, changes.entityId)))
        .leftJoin(
          roles,
          and(eq(changes.entity, 'role'), eq(roles.id, changes.entityId), eq(roles.brandId, member.brandId)),
        )
        .where(where)
        .orderBy(desc(changes.createdAt), desc(changes.id))
        .limit(body.pageSize)
        .offset((body.page - 1) * body.pageSize),
      db.select({ n: sql<number>`count(*)::int` }).from(changes).where(where),
    ]);
    const list: AuditListItem[] = [];
    const userId = c.var.session.userId;
    const me = {
      userId,
      policy: {
        userId,
        isOwner: member.isOwner,
        ruleKeys: grants?.ruleKeys ?? new Set<string>(),
      },
    };
    const now = c.var.deps.now();
    for (const r of rows) {
      if (!isEntity(r.entity)) continue;
      const payload: Record<string, unknown> =
        r.payload && typeof r.payload === 'object' && !Array.isArray(r.payload) ? { ...r.payload } : {};
      list.push({
        id: r.id,
        action: r.action,
        entity: r.entity,
        entityId: r.entityId,
        // The current name (a role may have been renamed since), else the name kept with the row.
        subject:
          r.userName ??
          (r.roleTitle === null ? null : roleTitleOf(c.var.locale, r.roleTitle, r.roleTitleKey)) ??
          (r.keptSubject || text(payload.userName) || text(payload.title) || `#${r.entityId}`),
        actorName: r.actorName ?? r.keptActorName,
        // A change of many lists its rows under `ids`: not a field it changed.
        fields:
          r.action === 'update'
            ? Object.keys(payload)
                .filter((k) => k !== 'ids')
                .sort()
            : [],
        createdAt: r.createdAt.toISOString(),
        // While this caller may take it back now (docs/decisions/undo.md): the same check the undo makes.
        undo:
          undoRefusal(me, r, c.var.deps.undo.get(r.entity, r.action), now) === null
            ? { id: r.id, until: undoUntil(r.createdAt).toISOString() }
            : null,
        undoneBy: r.undoneBy,
      });
    }
    const result: AuditListResult = {
      list,
      total: counted?.n ?? 0,
      page: body.page,
      pageSize: body.pageSize,
    };
    return ok(c, result);
  });
