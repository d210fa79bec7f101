import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AgentGroupItem,
  AgentGroupListBody,
  agentGroupAddBody,
  agentGroupListBody,
  agentGroupUpdateBody,
} from '../../../contract/agent.ts';
import type { ListResult } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import type { AppDeps } from '../../context.ts';
import { int } from '../../db/prepared.ts';
import { ApiError, fieldRefusal } from '../../envelope.ts';
import type { Caller } from '../../kit/caller.ts';
import { recordChange } from '../../kit/change.ts';
import { likePattern, type Queryable, recheckedWrite } from '../../kit/db.ts';
import { type ListDefinition, listPage, sortOrder } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { readColumns, tableColumns } from '../../kit/row-reader.ts';
import { deletedInBrand, insertInBrand } from '../../kit/rows.ts';
import { agentGroups, agents } from './agent.tables.ts';
import { groupDeleteRefusal, levelRefusal } from './agent-group.policy.ts';

/**
 * The agent groups' use cases (docs/decisions/server-layout.md): each `(deps, caller, input)` with its
 * checks, its transaction and its change record; agent-group.routes.ts only parses, calls and answers.
 */

/** Who calls: the member of the brand (its id and brand are what the use cases read). */
export type AgentGroupCaller = Pick<Caller, 'brandId' | 'userId'>;

const entity = 'agent_group';

// Counted through (brand_id, group_id, id): an index-only count of the group's agents. Written out
// whole: Drizzle leaves a column of the outer table unqualified, which inside the subquery would read
// the agents' own column of that name.
const agentCount = sql<number>`(select count(*)::int from "agents" "a" where "a"."brand_id" = "agent_groups"."brand_id" and "a"."group_id" = "agent_groups"."id")`;

const groupColumns = {
  ...tableColumns(agentGroups, 'id title level commission description createdAt updatedAt'),
  agentCount,
};

function groupItem(r: { [K in keyof typeof groupColumns]: unknown }): AgentGroupItem {
  // numeric(5, 2) comes back as its text ("12.50") on both drivers. Object.assign, not a spread:
  // see readColumns.
  return Object.assign(
    readColumns(groupColumns, r, 'id title level commission description createdAt updatedAt'),
    { agentCount: int(r.agentCount) },
  );
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

/** A page of the brand's groups, in level order by default. */
export function listAgentGroups(
  deps: Pick<AppDeps, 'db' | 'lists'>,
  me: AgentGroupCaller,
  body: z.infer<typeof agentGroupListBody>,
): Promise<ListResult<AgentGroupItem>> {
  const filter: GroupFilter = {
    brandId: me.brandId,
    keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
  };
  return listPage(deps, groupList, { filter, sort: body.sort, page: body.page, pageSize: body.pageSize });
}

/** One group of the brand, or `code 1` not found. */
export function agentGroupDetail(deps: Pick<AppDeps, 'db'>, me: AgentGroupCaller, id: number) {
  return groupOfBrand(deps.db, me.brandId, id);
}

/** Adds a group at a level and title no other group of the brand holds. */
export async function addAgentGroup(
  deps: Pick<AppDeps, 'db'>,
  me: AgentGroupCaller,
  body: z.infer<typeof agentGroupAddBody>,
): Promise<{ id: number }> {
  const { db } = deps;
  const values = {
    title: body.title,
    level: body.level,
    commission: body.commission ?? '0.00',
    description: body.description ?? '',
  };
  await checkGroup(db, me.brandId, values, 0);
  // Two adds of one level or title at once: the index lets one in; the other hears why.
  const id = await recheckedWrite(
    () => db.transaction((tx) => insertInBrand(tx, me, { table: agentGroups, values, entity })),
    () => checkGroup(db, me.brandId, values, 0),
  );
  return { id };
}

/** Changes the fields given of a group, its level and title still the brand's only ones. */
export async function updateAgentGroup(
  deps: Pick<AppDeps, 'db'>,
  me: AgentGroupCaller,
  body: z.infer<typeof agentGroupUpdateBody>,
): Promise<void> {
  const { db } = deps;
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
        await recordChange(tx, me, {
          action: 'update',
          entity,
          entityId: current.id,
          payload: { ...changes, title: changes.title ?? current.title },
          before: Object.fromEntries(Object.keys(changes).map((k) => [k, Reflect.get(current, k)])),
          after: changes,
        });
      }),
    () => checkGroup(db, me.brandId, changes, current.id),
  );
}

/** Deletes groups, all or nothing; a group with agents stays (its agents would lose their level). */
export function deleteAgentGroups(
  deps: Pick<AppDeps, 'db'>,
  me: Caller,
  ids: number[],
): Promise<DeleteResult> {
  return deletedInBrand(
    deps.db,
    me,
    {
      table: agentGroups,
      notFound: 'agentGroupNotFound',
      entity,
      check: async (rows, tx) => {
        // Counted inside the delete's transaction, with the groups locked: an agent moved into one
        // meanwhile is seen, and the foreign key would refuse what this misses.
        const counts = await tx
          .select({ groupId: agents.groupId, n: sql<number>`count(*)::int` })
          .from(agents)
          .where(and(eq(agents.brandId, me.brandId), inArray(agents.groupId, ids)))
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
    },
    ids,
  );
}
