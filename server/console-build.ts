import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The checkout's root: the build goes to its dist/, the folder server/index.ts serves by default.
const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds the console (`vite build`) when the build is missing or older than its sources. */
export async function buildIfStale() {
  const built = join(root, 'dist', 'index.html');
  const sources = ['src', 'index.html', 'vite.config.ts', 'contract'].map((p) => newestMtime(join(root, p)));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return;
  console.log('Building the console (vite build)...');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}
