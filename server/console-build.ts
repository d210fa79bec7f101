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

/**
 * Where the console is built: dist/, or dist-explorer/ for the developer build with the machine
 * inspector (VITE_MACHINE_EXPLORER), which is kept apart so a production build never carries it.
 */
export function consoleDistDir(explorer = false): string {
  return join(root, explorer ? 'dist-explorer' : 'dist');
}

/** Builds the console (`vite build`) when the build is missing or older than its sources. */
export async function buildIfStale({ explorer = false }: { explorer?: boolean } = {}) {
  const outDir = consoleDistDir(explorer);
  const built = join(outDir, 'index.html');
  const sources = [
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    'contract',
    'scripts/prerender-login.ts',
    'scripts/bundle-chunks.ts',
  ].map((p) => newestMtime(join(root, p)));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return;
  console.log(`Building the console (vite build${explorer ? ', with the machine inspector' : ''})...`);
  const { build } = await import('vite');
  // Said in both builds, so a variable left in the shell never puts the inspector into dist/.
  await build({
    root,
    logLevel: 'warn',
    define: { 'import.meta.env.VITE_MACHINE_EXPLORER': JSON.stringify(String(explorer)) },
    build: { outDir },
  });
}
