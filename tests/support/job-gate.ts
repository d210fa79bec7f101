import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A gate on a queue of the client suite's API server, which runs in the global setup's process while
 * the test files run in workers of their own: a file `<dir>/<queue>` closes the gate, removing it opens
 * it. The server's job queue (its `hold` option) keeps each job of a closed queue from starting, so a
 * test whose path needs a job still waiting holds it there for as long as the path takes.
 */

/** The server's side: a job of a queue whose gate is closed waits until the gate opens. */
export function holdWhileClosed(dir: string): (queue: string) => Promise<void> {
  return async (queue) => {
    const gate = join(dir, queue);
    while (existsSync(gate)) await new Promise((resolve) => setTimeout(resolve, 20));
  };
}

/** The test's side. Jobs of other test files in that queue wait too, so open it again in a `finally`. */
export function jobGate(dir: string, queue: string) {
  const gate = join(dir, queue);
  return {
    close() {
      mkdirSync(dir, { recursive: true });
      writeFileSync(gate, '');
    },
    open() {
      rmSync(gate, { force: true });
    },
  };
}
