/**
 * At most `limit` tasks at once; the rest wait in arrival order. For CPU-bound work on the thread pool
 * (scrypt), where running more at once only makes every caller wait longer and memory grow.
 */
export class Semaphore {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  /** The most tasks that ever ran at once, and how many ran in all (tests and diagnostics). */
  peak = 0;
  started = 0;

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`Semaphore: limit ${limit} must be >= 1`);
  }

  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.active++;
    // A released slot passes straight to the next waiter, so `active` never drops and rises between.
    this.started++;
    this.peak = Math.max(this.peak, this.active);
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}
