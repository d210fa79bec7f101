import { eq, sql } from 'drizzle-orm';
import type { LiveChange, LiveRowChange, LiveRowEntity } from '../../contract/live-events.ts';
import type { RuleKey } from '../../contract/rule-key.ts';
import type { AppDeps } from '../context.ts';
import { adminUsers } from '../db/core.tables.ts';

/** A change record as a stream reads it (server/kit/change.ts writes it). */
export interface ChangeRow {
  seq: number;
  entity: string;
  action: string;
  userId: number;
  /** The actor's name when the change was written. */
  actorName: string;
  entityId: number;
  entityIds: number[];
  before: unknown;
  createdAt: Date;
}

/** Who holds the stream, as now: brand, member, and what their role grants. */
export interface FeedReader {
  brandId: number;
  userId: number;
  isOwner: boolean;
  ruleKeys: ReadonlySet<string>;
}

/**
 * A module's part of the live feed: which entities' changes it tells, and how one reads to a member
 * (null: nothing they may see). The module applies its own rights and row scope, and answers the
 * rows as that member's own list call would, so a stream never tells more than a read would.
 */
export interface ChangeFeed {
  entities: readonly string[];
  view(deps: AppDeps, reader: FeedReader, change: ChangeRow): Promise<LiveChange | null>;
}

/**
 * A module's list feed: a change to one of `entities` is told, by its ids alone, to a reader holding
 * one of that entity's list rules now. The console reads the rows in view again through its own list
 * call, so the stream tells no field the reader's list would not (docs/decisions/live-changes.md).
 */
export function listFeed(entities: Partial<Record<LiveRowEntity, readonly RuleKey[]>>): ChangeFeed {
  const rulesOf = new Map(Object.entries(entities));
  return {
    entities: [...rulesOf.keys()],
    async view(deps, reader, change): Promise<LiveRowChange | null> {
      const rules = rulesOf.get(change.entity);
      if (!rules || !(reader.isOwner || rules.some((r) => reader.ruleKeys.has(r)))) return null;
      const ids = change.entityIds.length > 0 ? change.entityIds : change.entityId ? [change.entityId] : [];
      return {
        entity: change.entity as LiveRowEntity,
        action: change.action,
        actor: await actorOf(deps, change),
        at: change.createdAt.toISOString(),
        ids,
      };
    },
  };
}

/**
 * Who made a change, named as the console names members (their real name, else their user name; the
 * name the record kept once the account is gone); null for the system.
 */
export async function actorOf(
  deps: AppDeps,
  change: ChangeRow,
): Promise<{ id: number; name: string } | null> {
  if (!change.userId) return null;
  const [member] = await deps.db
    .select({ name: sql<string>`coalesce(nullif(${adminUsers.realName}, ''), ${adminUsers.userName})` })
    .from(adminUsers)
    .where(eq(adminUsers.id, change.userId));
  return { id: change.userId, name: member?.name ?? change.actorName };
}
