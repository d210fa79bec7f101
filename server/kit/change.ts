import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { type UndoHandle, undoWindowMinutes } from '../../contract/change-undo.ts';
import { adminUsers, changeCounters, changes, roles } from '../db/core.tables.ts';
import { liveChannel } from '../live/live-events.ts';
import type { Queryable } from './db.ts';

/** Who changes: a member of a brand (0 as `userId`: the system, as the pool return). */
export interface ChangeActor {
  brandId: number;
  userId: number;
}

/** One change as the service that made it describes it. */
export interface ChangeInput {
  /** What changed: a table's entity name (`crm_customer`, `role`, `admin_user`). */
  entity: string;
  action: string;
  /** The one row changed (0 or absent for a change of many, or of a brand's settings). */
  entityId?: number | undefined;
  /** Every row changed, for a bulk change or an import: one record lists them all. */
  entityIds?: readonly number[] | undefined;
  /** What the audit keeps of the action (its ids, reason, the fields an update sent). */
  payload?: Record<string, unknown> | undefined;
  /** The changed fields before and after; secret-looking fields are masked here, whatever the caller sends. */
  before?: Record<string, unknown> | null | undefined;
  after?: Record<string, unknown> | null | undefined;
  /** The name of what changed; by default the payload's `userName`/`title`, else the row's current name. */
  subject?: string | undefined;
  /**
   * What the change's undo needs that `before` masks, already sealed (`sealChange` of kit/undo.ts): kept
   * in `changes.sealed`, never answered.
   */
  sealed?: string | undefined;
}

/** A change the current request recorded: what `ok()` needs to offer its undo. */
export interface RecordedChange {
  id: number;
  entity: string;
  action: string;
  createdAt: Date;
}

/**
 * The changes recorded while answering one request (docs/decisions/undo.md): the app's first middleware
 * opens a list per request, recordChange adds to it, and `ok()` reads it to put the undo handle beside
 * `data`, so no service has to hand its change's id back. Outside a request (jobs, seeds) nothing is kept.
 */
const requestChanges = new AsyncLocalStorage<{ open: boolean; changes: RecordedChange[] }>();

/**
 * Runs `next` (the rest of a request) with its own list of recorded changes. The list closes when the
 * request is answered: work the request set going that outlives it (a job queue woken by it) inherits
 * the context, and must not go on filling a list nobody reads.
 */
export async function collectChanges<T>(next: () => Promise<T>): Promise<T> {
  const store = { open: true, changes: [] as RecordedChange[] };
  try {
    return await requestChanges.run(store, next);
  } finally {
    store.open = false;
    store.changes = [];
  }
}

/**
 * The undo handle of the current request's answer: its change when the request recorded exactly one
 * that `undoable` says can be taken back; otherwise none (a call that changed several things, or none).
 */
export function requestUndoHandle(
  undoable: (entity: string, action: string) => boolean,
): UndoHandle | undefined {
  const recorded = requestChanges.getStore()?.changes.filter((r) => undoable(r.entity, r.action)) ?? [];
  const [only] = recorded;
  if (recorded.length !== 1 || !only) return undefined;
  return {
    id: only.id,
    until: new Date(only.createdAt.getTime() + undoWindowMinutes * 60_000).toISOString(),
  };
}

/** A field whose value is never written into a change in clear: passwords, keys, tokens, secrets. */
const secretName =
  /password|secret|token|apikey|api_key|privatekey|private_key|^key$|accesskey|aeskey|aes_key/i;

/** The fields with every secret-looking one masked (nested objects too): the change shows it changed, not to what. */
export function maskSecrets(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => {
      if (secretName.test(k)) return [k, v === null || v === undefined || v === '' ? v : '••••'];
      if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date))
        return [k, maskSecrets(Object.fromEntries(Object.entries(v)))];
      return [k, v];
    }),
  );
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/**
 * Records one change, in the caller's transaction (`tx`): the only writer of `changes`. One statement
 * takes the brand's next number (the counter row stays locked until the transaction ends, so numbers
 * follow commit order and a reader resuming after N never meets a lower number committing later),
 * writes the record and raises `{t:'change', brandId, seq, entity}` on the live bus, which PostgreSQL
 * delivers on commit and never for work that rolled back. Answers the number.
 */
export async function recordChange(tx: Queryable, actor: ChangeActor, change: ChangeInput): Promise<number> {
  const entityId = change.entityId ?? 0;
  const entityIds = [...new Set(change.entityIds ?? (entityId ? [entityId] : []))];
  const payload = change.payload ?? {};
  const named = change.subject ?? (text(payload.userName) || text(payload.title));
  // Read inside the statement (and the caller's transaction): the member or role as it is now.
  const current =
    change.entity === 'admin_user'
      ? sql`(select ${adminUsers.userName} from ${adminUsers} where ${adminUsers.id} = ${entityId})`
      : change.entity === 'role'
        ? sql`(select ${roles.title} from ${roles} where ${roles.id} = ${entityId})`
        : null;
  const subject = named || !current ? sql`${named}` : sql`coalesce(${current}, '')`;
  const before = change.before ? maskSecrets(change.before) : null;
  const after = change.after ? maskSecrets(change.after) : null;
  const result: unknown = await tx.execute(sql`
    with numbered as (
      insert into ${changeCounters} (brand_id, seq) values (${actor.brandId}, 1)
      on conflict (brand_id) do update set seq = ${changeCounters}.seq + 1
      returning seq
    ), recorded as (
      insert into ${changes}
        (brand_id, seq, user_id, action, entity, entity_id, entity_ids, payload, before, after, subject, actor_name, sealed)
      select ${actor.brandId}, numbered.seq, ${actor.userId}, ${change.action}, ${change.entity}, ${entityId},
        ${JSON.stringify(entityIds)}::jsonb, ${JSON.stringify(payload)}::jsonb, ${json(before)}::jsonb,
        ${json(after)}::jsonb, ${subject},
        coalesce((select ${adminUsers.userName} from ${adminUsers} where ${adminUsers.id} = ${actor.userId}), ''),
        ${change.sealed ?? null}
      from numbered
      returning seq, id, created_at
    )
    select recorded.seq, recorded.id, (extract(epoch from recorded.created_at) * 1000)::float8 as created_ms, pg_notify(${liveChannel}, json_build_object(
      't', 'change', 'brandId', ${actor.brandId}::int, 'seq', recorded.seq, 'entity', ${change.entity}::text
    )::text) from recorded`);
  const rows = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const seq = first && typeof first === 'object' ? Number(Reflect.get(first, 'seq')) : Number.NaN;
  if (!Number.isInteger(seq)) throw new Error('change not recorded');
  const field = (name: string): unknown =>
    first && typeof first === 'object' ? Reflect.get(first, name) : null;
  const store = requestChanges.getStore();
  if (store?.open)
    store.changes.push({
      id: Number(field('id')),
      entity: change.entity,
      action: change.action,
      createdAt: new Date(Number(field('created_ms'))),
    });
  return seq;
}

/** One row of a change of many: its id, its name, and its fields before and after. */
export interface BulkRow {
  id: number;
  name: string;
  before?: Record<string, unknown> | null | undefined;
  after?: Record<string, unknown> | null | undefined;
}

/**
 * Records a change of several rows (a bulk delete, publish, move or decision) as one change listing
 * their ids, so it is one line of the audit, one live event and one thing to undo. One row is recorded
 * as before, with its id and payload; several keep each row's fields before and after under its id, and
 * name the first three rows ("甲, 乙, 丙 +2").
 */
export function recordBulkChange(
  tx: Queryable,
  actor: ChangeActor,
  change: Omit<ChangeInput, 'entityId' | 'entityIds' | 'before' | 'after' | 'subject'> & {
    rows: readonly BulkRow[];
    /** The payload of a change of one row (its title); several get `{ids}` and this payload's other keys. */
    payloadOf?: (row: BulkRow) => Record<string, unknown>;
  },
): Promise<number> {
  const { rows: given, payloadOf, ...rest } = change;
  // In id order, whatever order the rows were locked in: the record reads the same for the same change.
  const rows = [...given].sort((a, b) => a.id - b.id);
  const [only] = rows;
  if (rows.length === 1 && only)
    return recordChange(tx, actor, {
      ...rest,
      entityId: only.id,
      payload: { ...rest.payload, ...payloadOf?.(only) },
      subject: only.name,
      before: only.before,
      after: only.after,
    });
  const keyed = (pick: (r: BulkRow) => BulkRow['before']) =>
    rows.some((r) => pick(r)) ? Object.fromEntries(rows.map((r) => [String(r.id), pick(r) ?? null])) : null;
  const named = rows.slice(0, 3).map((r) => r.name);
  return recordChange(tx, actor, {
    ...rest,
    entityIds: rows.map((r) => r.id),
    payload: { ...rest.payload, ids: rows.map((r) => r.id) },
    subject: `${named.join(', ')}${rows.length > 3 ? ` +${rows.length - 3}` : ''}`,
    before: keyed((r) => r.before),
    after: keyed((r) => r.after),
  });
}
