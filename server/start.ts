import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoLogins } from './db/seed.ts';
import { readEnvOrExit } from './env.ts';
import { defaultDistDir, startServer } from './index.ts';

// `npm start`: build the console when the build is missing or older than its sources, then serve.
const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

async function buildIfStale() {
  const built = join(defaultDistDir, 'index.html');
  const sources = ['src', 'index.html', 'vite.config.ts', 'contract'].map((p) => newestMtime(join(root, p)));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return;
  console.log('Building the console (vite build)...');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}

const env = readEnvOrExit();
await buildIfStale();
const server = await startServer({ env });
console.log(`Brand Console is running at ${server.url}`);
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
  console.log(`${signal}: shutting down`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
