import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { Queryable } from '../kit/db.ts';

/**
 * What open consoles must hear, raised where it happens and carried by PostgreSQL `NOTIFY` (PGlite's
 * in-process notifications on the embedded database), so an event raised by a call one process
 * answered reaches streams held by any other. Raised inside the writing transaction, an event is
 * delivered on commit and never for work that rolled back.
 */
const id = z.number().int();
const busEvent = z.discriminatedUnion('t', [
  /** A role's rules or status changed: every member holding it reads the menu again. */
  z.object({ t: z.literal('role'), brandId: id, roleId: id }),
  /** One member's membership changed (role, status, removed): their session is checked, then the menu. */
  z.object({ t: z.literal('member'), brandId: id, userId: id }),
  /** Sessions of this user may have ended (password, sign-out, revoked): each stream checks its own. */
  z.object({ t: z.literal('session'), userId: id }),
  /** A member's inbox changed; `title` is the stored message title when one arrived. */
  z.object({
    t: z.literal('inbox'),
    brandId: id,
    userId: id,
    kind: z.string().nullable(),
    title: z.unknown(),
  }),
  /** A change was recorded (server/kit/change.ts): streams of the brand read the records after their last. */
  z.object({ t: z.literal('change'), brandId: id, seq: id, entity: z.string() }),
]);
export type BusEvent = z.infer<typeof busEvent>;

export const liveChannel = 'brand_console_events';

// NOTIFY refuses payloads of 8000 bytes or more: a longer title travels without its words.
const payloadLimit = 7000;

/** Raises an event; call inside the transaction that makes the change when there is one. */
export async function raiseEvent(db: Queryable, event: BusEvent): Promise<void> {
  let payload = JSON.stringify(event);
  if (payload.length > payloadLimit && event.t === 'inbox')
    payload = JSON.stringify({ ...event, title: null });
  await db.execute(sql`select pg_notify(${liveChannel}, ${payload})`);
}

function busEventOf(payload: string): BusEvent | null {
  try {
    const parsed = busEvent.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * This process's end of the bus: one listening connection, fanned out to the streams it holds.
 * An app made without one (most tests) holds streams that hear nothing but their keep-alive.
 */
export class LiveHub {
  private readonly listeners = new Set<(event: BusEvent) => void>();
  private readonly enders = new Set<() => void>();
  private stop: (() => Promise<void>) | null = null;

  async start(database: Pick<Database, 'listen'>): Promise<void> {
    this.stop = await database.listen(liveChannel, (payload) => {
      const event = busEventOf(payload);
      if (!event) return;
      for (const listener of this.listeners) listener(event);
    });
  }

  subscribe(listener: (event: BusEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * `end` is called when this process stops: a stream held open would keep a draining process waiting
   * for its whole bound, while an ended one is opened again by the console on another process.
   */
  onClose(end: () => void): () => void {
    this.enders.add(end);
    return () => this.enders.delete(end);
  }

  /** Streams still open (the process is draining). */
  get size(): number {
    return this.listeners.size;
  }

  async close(): Promise<void> {
    for (const end of this.enders) end();
    this.enders.clear();
    const stop = this.stop;
    this.stop = null;
    await stop?.();
  }
}
