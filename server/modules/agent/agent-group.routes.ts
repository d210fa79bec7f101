import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type AgentGroupItem,
  type AgentGroupListBody,
  agentGroupAddBody,
  agentGroupListBody,
  agentGroupRule,
  agentGroupUpdateBody,
} from '../../../contract/agent.ts';
import { idBody } from '../../../contract/envelope.ts';
import { type DeleteResult, deleteQuery } from '../../../contract/role.ts';
import { auditAs } from '../../audit.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { int } from '../../db/prepared.ts';
import { agentGroups, agents } from '../../db/schema.ts';
import { ApiError, fieldRefusal, ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { likePattern, type Queryable, recheckedWrite } from '../../kit/db.ts';
import { type ListDefinition, listPage, sortOrder } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { readColumns, tableColumns } from '../../kit/row-reader.ts';
import { deleteInBrand } from '../../kit/rows.ts';
import { groupDeleteRefusal, levelRefusal } from './agent-group.policy.ts';

// Counted through (brand_id, group_id, id): an index-only count of the group's agents. Written out
// whole: Drizzle leaves a column of the outer table unqualified, which inside the subquery would read
// the agents' own column of that name.
const agentCount = sql<number>`(select count(*)::int from "agents" "a" where "a"."brand_id" = "agent_groups"."brand_id" and "a"."group_id" = "agent_groups"."id")`;

const groupColumns = {
  ...tableColumns(agentGroups, 'id title level commission description createdAt updatedAt'),
  agentCount,
};

function groupItem(r: { [K in keyof typeof groupColumns]: unknown }): AgentGroupItem {
  return {
    // numeric(5, 2) comes back as its text ("12.50") on both drivers.
    ...readColumns(groupColumns, r, 'id title level commission description createdAt updatedAt'),
    agentCount: int(r.agentCount),
  };
}

type GroupFilter = { brandId: number; keyword: string | undefined };

/** `agent/group/list`: a brand has nine groups at most (one per level), in level order by default. */
const groupList: ListDefinition<
  GroupFilter,
  typeof groupColumns,
  NonNullable<AgentGroupListBody['sort']>,
  AgentGroupItem
> = {
  name: 'agent_group',
  columns: groupColumns,
  key: agentGroups.id,
  from: (db, fields) => db.select(fields).from(agentGroups).$dynamic(),
  where: (f) =>
    and(eq(agentGroups.brandId, f.brandId), f.keyword && sql`lower(${agentGroups.title}) like ${f.keyword}`),
  orderBy: (sort = 'level') =>
    sortOrder(
      sort,
      {
        level: agentGroups.level,
        title: sql`lower(${agentGroups.title})`,
        commission: agentGroups.commission,
        agentCount,
      },
      agentGroups.id,
      'asc',
    ),
  item: groupItem,
};

async function groupOfBrand(db: Queryable, brandId: number, id: number): Promise<AgentGroupItem> {
  const [row] = await db
    .select(groupColumns)
    .from(agentGroups)
    .where(and(eq(agentGroups.id, id), eq(agentGroups.brandId, brandId)));
  if (!row) throw new ApiError(1, 'agentGroupNotFound', { id });
  return groupItem(row);
}

/** The other group of the brand at `level`, if any (for the level's refusal, which names it). */
async function levelHolder(db: Queryable, brandId: number, level: number, exceptId: number) {
  const [row] = await db
    .select({ title: agentGroups.title })
    .from(agentGroups)
    .where(and(eq(agentGroups.brandId, brandId), eq(agentGroups.level, level), ne(agentGroups.id, exceptId)));
  return row ?? null;
}

async function titleTaken(db: Queryable, brandId: number, title: string, exceptId: number) {
  const [row] = await db
    .select({ id: agentGroups.id })
    .from(agentGroups)
    .where(
      and(
        eq(agentGroups.brandId, brandId),
        sql`lower(${agentGroups.title}) = lower(${title})`,
        ne(agentGroups.id, exceptId),
      ),
    );
  return row !== undefined;
}

/** Refuses a level or title another group of the brand holds; run again when the unique index decides a race. */
async function checkGroup(
  db: Queryable,
  brandId: number,
  values: { level?: number; title?: string },
  exceptId: number,
) {
  if (values.level !== undefined)
    refuse(levelRefusal(values.level, await levelHolder(db, brandId, values.level, exceptId)));
  if (values.title !== undefined && (await titleTaken(db, brandId, values.title, exceptId)))
    throw fieldRefusal('title', 'agentGroupTitleTaken', { title: values.title });
}

/** `/agent/group/*`: the groups that set an agent's level and commission. */
export const agentGroupRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(agentGroupRule.list), async (c) => {
    const body = await parseBody(c, agentGroupListBody);
    const filter: GroupFilter = {
      brandId: caller(c).brandId,
      keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
    };
    return ok(
      c,
      await listPage(c.var.deps, groupList, {
        filter,
        sort: body.sort,
        page: body.page,
        pageSize: body.pageSize,
      }),
    );
  })
  .post('/detail.html', requireRule(agentGroupRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    return ok(c, await groupOfBrand(c.var.deps.db, caller(c).brandId, id));
  })
  .post('/add.html', requireRule(agentGroupRule.add), async (c) => {
    const body = await parseBody(c, agentGroupAddBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const values = {
      title: body.title,
      level: body.level,
      commission: body.commission ?? '0.00',
      description: body.description ?? '',
    };
    await checkGroup(db, me.brandId, values, 0);
    // Two adds of one level or title at once: the index lets one in; the other hears why.
    const id = await recheckedWrite(
      () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(agentGroups)
            .values({ brandId: me.brandId, ...values })
            .returning({ id: agentGroups.id });
          if (!row) throw new Error('agent group insert returned nothing');
          await auditAs(tx, me, { action: 'add', entity: 'agent_group', entityId: row.id, payload: values });
          return row.id;
        }),
      () => checkGroup(db, me.brandId, values, 0),
    );
    return ok(c, { id }, 'added');
  })
  .post('/update.html', requireRule(agentGroupRule.update), async (c) => {
    const body = await parseBody(c, agentGroupUpdateBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const current = await groupOfBrand(db, me.brandId, body.id);
    const { id: _id, ...given } = body;
    const changes = {
      ...(given.title !== undefined ? { title: given.title } : {}),
      ...(given.level !== undefined ? { level: given.level } : {}),
      ...(given.commission ? { commission: given.commission } : {}),
      ...(given.description !== undefined ? { description: given.description } : {}),
    };
    await checkGroup(db, me.brandId, changes, current.id);
    await recheckedWrite(
      () =>
        db.transaction(async (tx) => {
          await tx
            .update(agentGroups)
            .set({ ...changes, updatedAt: new Date() })
            .where(and(eq(agentGroups.id, current.id), eq(agentGroups.brandId, me.brandId)));
          await auditAs(tx, me, {
            action: 'update',
            entity: 'agent_group',
            entityId: current.id,
            payload: { ...changes, title: changes.title ?? current.title },
          });
        }),
      () => checkGroup(db, me.brandId, changes, current.id),
    );
    return ok(c, null, 'saved');
  })
  .get('/delete.html', xsrfForGet, requireRule(agentGroupRule.delete), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const deleted = await deleteInBrand(c.var.deps.db, caller(c), {
      table: agentGroups,
      ids,
      notFound: 'agentGroupNotFound',
      entity: 'agent_group',
      check: async (rows, tx) => {
        // Counted inside the delete's transaction, with the groups locked: an agent moved into one
        // meanwhile is seen, and the foreign key would refuse what this misses.
        const counts = await tx
          .select({ groupId: agents.groupId, n: sql<number>`count(*)::int` })
          .from(agents)
          .where(and(eq(agents.brandId, caller(c).brandId), inArray(agents.groupId, ids)))
          .groupBy(agents.groupId);
        for (const row of rows)
          refuse(
            groupDeleteRefusal({
              title: row.title,
              agentCount: counts.find((n) => n.groupId === row.id)?.n ?? 0,
            }),
          );
      },
      payload: (row) => ({ title: row.title, level: row.level }),
    });
    const result: DeleteResult = { deleted: deleted.length };
    return ok(c, result, 'deleted', { n: deleted.length });
  });
