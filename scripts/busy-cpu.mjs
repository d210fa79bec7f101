// Busy processes that keep the CPU saturated beside a test run (`npm run test:stress`, CI's unit phase):
// each spins in one-second slices and ends with the process that started it (its stdin closes).
import { spawn } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';

const spin =
  "process.stdin.on('close',()=>process.exit(0));process.stdin.resume();" +
  'setInterval(()=>{const t=Date.now();while(Date.now()-t<1000);},0)';

/** How many: `STRESS_BUSY` when set (a whole number), else `fallback`. */
export function busyCount(fallback) {
  const raw = process.env.STRESS_BUSY;
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`STRESS_BUSY must be a whole number, not ${raw}`);
    process.exit(2);
  }
  return n;
}

export const cores = availableParallelism();

export const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Starts `count` busy processes; the returned function stops them (also called when this process exits). */
export function startBusy(count) {
  const busy = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', spin], { stdio: ['pipe', 'ignore', 'ignore'] }),
  );
  const stop = () => {
    for (const b of busy) b.kill('SIGKILL');
  };
  process.on('exit', stop);
  return stop;
}

/**
 * Starts counting the machine's CPU time; the returned function says how busy the cores were since, as
 * a share of every core's time ("cores busy 93 %"). A phase at 95 % or more gains nothing from one more
 * process beside it; a phase well under it waits on something other than the CPU.
 */
export function cpuMeter() {
  const total = () =>
    cpus().reduce(
      (sum, c) => {
        const t = c.times;
        sum.idle += t.idle;
        sum.all += t.user + t.nice + t.sys + t.idle + t.irq;
        return sum;
      },
      { idle: 0, all: 0 },
    );
  const start = total();
  return () => {
    const now = total();
    const all = now.all - start.all;
    const busy = all > 0 ? 1 - (now.idle - start.idle) / all : 0;
    return `cores busy ${Math.round(busy * 100)} %`;
  };
}
