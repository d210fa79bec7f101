/**
 * The calls this process is answering right now. Background work on the embedded database steps
 * aside while there are any (server/jobs/batch-pace.ts), so a long job never makes a manager wait.
 */
export class InFlight {
  #count = 0;

  get count(): number {
    return this.#count;
  }

  async around<T>(call: () => Promise<T>): Promise<T> {
    this.#count += 1;
    try {
      return await call();
    } finally {
      this.#count -= 1;
    }
  }
}
