import type { DatabaseKind } from '../db/client.ts';

/**
 * How a background job sizes its batches and gives way between them.
 *
 * On PGlite every statement runs on this process's one thread and one connection, so while a batch's
 * transaction is open every other call, of every brand, waits for it to commit. There a batch is sized
 * by time (`targetMs`, from the pace of the last batch) rather than by rows, and between batches the
 * job steps aside: it lets the calls that arrived meanwhile run first, and waits for the calls in
 * flight to finish (for at most `giveWayMs`, so that a console busy without pause still sees the job
 * move). On PostgreSQL other calls run on other connections beside the job: batches keep their full
 * size and nothing waits.
 */
export interface BatchPace {
  /** Rows to take into the next batch. */
  rows(): number;
  /** Runs one batch, timing it to size the next. */
  run<T>(rows: number, batch: () => Promise<T>): Promise<T>;
  /** Lets other calls through before the next batch. */
  giveWay(): Promise<void>;
}

export interface BatchPaceOptions {
  /** Rows per batch where batches need not be short (PostgreSQL), and the most on PGlite. */
  maxRows: number;
  /** The fewest rows of a PGlite batch. */
  minRows?: number;
  /** How long a PGlite batch may hold the database (default 40 ms). */
  targetMs?: number;
  /**
   * The longest a PGlite job waits for calls in flight before its next batch (default 40 ms: as long
   * as a batch, so a job and a console busy without pause get half the database each).
   */
  giveWayMs?: number;
  /** Calls being answered right now (the app counts them), which a PGlite job lets finish first. */
  inFlight?: () => number;
  /** The clock batches are timed by (tests set it). */
  now?: () => number;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function batchPace(kind: DatabaseKind, options: BatchPaceOptions): BatchPace {
  const { maxRows } = options;
  if (kind === 'postgres')
    return { rows: () => maxRows, run: (_rows, batch) => batch(), giveWay: async () => undefined };
  const minRows = Math.min(maxRows, options.minRows ?? 10);
  const targetMs = options.targetMs ?? 40;
  const giveWayMs = options.giveWayMs ?? 40;
  const inFlight = options.inFlight ?? (() => 0);
  const now = options.now ?? (() => performance.now());
  // The first batch is small: the job's pace on this machine is not known yet.
  let next = Math.min(maxRows, Math.max(minRows, 50));
  return {
    rows: () => next,
    async run(rows, batch) {
      const started = now();
      const result = await batch();
      const ms = Math.max(1, now() - started);
      // Down at once to the size that would have taken `targetMs`, up only halfway: a batch that held
      // the database too long is not repeated, and one quick batch does not double the next.
      const fit = (rows * targetMs) / ms;
      next = Math.round(Math.min(maxRows, Math.max(minRows, fit < next ? fit : (next + fit) / 2)));
      return result;
    },
    async giveWay() {
      await nextTurn();
      const until = now() + giveWayMs;
      while (inFlight() > 0 && now() < until) await pause(2);
    },
  };
}
