import { buildIfStale, consoleDistDir } from './console-build.ts';
import { readEnvOrExit } from './env.ts';
import { startServer } from './index.ts';
import { demoLogins } from './seed.ts';

// `npm start`: build the console when the build is missing or older than its sources, then serve.
// `--api-only` serves the API alone and builds nothing (API processes behind a proxy that serves the
// console from elsewhere; the multi-process test and the soak). VITE_MACHINE_EXPLORER=true builds and
// serves the developer build with the machine inspector instead.
const env = readEnvOrExit();
const apiOnly = process.argv.includes('--api-only');
const explorer = env.machineExplorer ?? false;
if (!apiOnly) await buildIfStale({ explorer });
const server = await startServer({ env, distDir: apiOnly ? null : consoleDistDir(explorer) });
console.log(`Brand Console is running at ${server.url}${explorer ? ' (with the machine inspector)' : ''}`);
if (env.databaseUrl) {
  console.log('Database: PostgreSQL (DATABASE_URL). Create the first owner with npm run create-admin.');
} else {
  console.log(`Database: embedded PGlite in ${env.dataDir}. Demo logins:`);
  for (const l of demoLogins) console.log(`  ${l.user} / ${l.password}  (${l.note})`);
}

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: draining (up to ${env.drainSeconds ?? 20} s), then exiting`);
  // close() is bounded by DRAIN_SECONDS; this guards against a database that never answers its close.
  setTimeout(
    () => {
      console.error('shutdown did not finish in time; exiting');
      process.exit(1);
    },
    ((env.drainSeconds ?? 20) + 10) * 1000,
  ).unref();
  server.close().then(
    () => {
      console.log('stopped');
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
// Work cut off by the drain (a call or job whose database is closing under it) may reject with nobody
// left to hear it. Node would end the process with code 1 before the drain finished, losing what was
// still being closed in order; it is logged instead. Before a drain, an unheard rejection is the bug it
// always was: logged and fatal, as Node's default.
process.on('unhandledRejection', (error) => {
  console.error('unhandled rejection:', error);
  if (!stopping) process.exit(1);
});
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
