import type { LiveChange } from '../../contract/live-events.ts';
import type { AppDeps } from '../context.ts';

/** A change record as a stream reads it (server/kit/change.ts writes it). */
export interface ChangeRow {
  seq: number;
  entity: string;
  action: string;
  userId: number;
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
