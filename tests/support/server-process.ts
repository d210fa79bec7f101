import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** One `npm start` process (API only, nothing built), as an operator runs it. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Sends the signal and answers the exit code (null: ended by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Resolves with the exit code once the process has ended, however. */
  exited: Promise<number | null>;
}

/**
 * Starts `tsx server/start.ts --api-only` with `env` on top of this process's environment and waits
 * for its "running at" line (printed once it is migrated, its jobs started and it listens).
 * `console: true` starts it as `npm start` does, building and serving the console too.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { startTimeoutMs?: number; console?: boolean } = {},
): Promise<ServerProcess> {
  // Node itself with tsx as a loader, not the tsx command: that runs node as a child of its own, so a
  // SIGKILL (a crash) would end tsx and leave the server running.
  const args = ['--import', 'tsx', 'server/start.ts', ...(options.console ? [] : ['--api-only'])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, LOG_REQUESTS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in time:\n${out}`));
    }, options.startTimeoutMs ?? 90_000);
    const onData = (d: Buffer) => {
      out += d;
      const found = /running at (http:\/\/\S+)/.exec(out);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it started:\n${out}`));
    });
  });
  return {
    url,
    child,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
