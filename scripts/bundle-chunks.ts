import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** One output chunk as the bundler wrote it. */
export interface Chunk {
  file: string;
  gzip: number;
  isEntry: boolean;
  facade: string | null;
  imports: string[];
  modules: string[];
}

/** docs/performance.md "Goals": the JavaScript the login screen downloads before its form, gzip. */
export const loginScreenBudget = 120 * 1024;

/** docs/performance.md "Goals": what a module's screens add beyond the shell and the prefetched kit, gzip. */
export const moduleBudget = 60 * 1024;

/** Chunks the first screen requests by itself before the shell shows: the toasts' views once the login form is in and the browser idle, the http kit and its client for the sign-in call. */
const loadedBeforeShell = [
  'src/ui/toast-views.tsx',
  'src/services/http.ts',
  'node_modules/ofetch/dist/index.mjs',
];

/** Where the production build writes its budgeted figures (in `dist/`), for the browser suite. */
export const bundleFiguresFile = 'bundle-figures.json';

/** The budgeted figures of a build, gzip bytes. */
export interface BundleFigures {
  login: { bytes: number; budget: number; chunks: string[] };
  modules: Record<string, { bytes: number; budget: number }>;
}

/**
 * The chunks of a build as `generateBundle` hands them over: before Vite adds the preload list of the
 * dynamic imports, and without the source map's comment, so a build with source maps and one without
 * give the same figures.
 */
export function chunksOf(
  bundle: Record<string, { type: string } & Partial<OutputChunkLike>>,
  rel: (id: string) => string,
): Map<string, Chunk> {
  const chunks = new Map<string, Chunk>();
  for (const [file, out] of Object.entries(bundle)) {
    if (out.type !== 'chunk' || out.code === undefined) continue;
    chunks.set(file, {
      file,
      gzip: gzipSync(out.code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n')).length,
      isEntry: out.isEntry ?? false,
      facade: out.isDynamicEntry && out.facadeModuleId ? rel(out.facadeModuleId) : null,
      imports: out.imports ?? [],
      modules: Object.keys(out.modules ?? {}).map(rel),
    });
  }
  return chunks;
}

interface OutputChunkLike {
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  modules: Record<string, unknown>;
}

/**
 * A chunk and everything it imports statically. The login screen and a shared kit group may live in a
 * chunk that is not a dynamic entry of its own, so chunks are found by the modules they hold.
 */
export function closure(chunks: Map<string, Chunk>, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of chunks.get(file)?.imports ?? []) closure(chunks, dep, seen);
  return seen;
}

/** The chunk that holds a module (its own, as a dynamic entry, or a shared one). */
export function holding(chunks: Map<string, Chunk>, module: string): string {
  const found =
    [...chunks.values()].find((c) => c.facade === module) ??
    [...chunks.values()].find((c) => c.modules.includes(module));
  if (!found) throw new Error(`bundle-chunks: no chunk holds ${module}`);
  return found.file;
}

export function gzipOf(chunks: Map<string, Chunk>, files: Iterable<string>): number {
  let total = 0;
  for (const f of files) total += chunks.get(f)?.gzip ?? 0;
  return total;
}

/** The entry's chunks and the login screen's: what the login page downloads before its form. */
export function loginScreenChunks(chunks: Map<string, Chunk>): { entry: Set<string>; login: Set<string> } {
  const entryChunk = [...chunks.values()].find((c) => c.isEntry);
  if (!entryChunk) throw new Error('bundle-chunks: no entry chunk');
  const entry = closure(chunks, entryChunk.file);
  const login = closure(chunks, holding(chunks, 'src/modules/login/login-screen.tsx'), new Set(entry));
  return { entry, login };
}

export const minus = (a: Set<string>, b: Set<string>) => new Set([...a].filter((f) => !b.has(f)));

/**
 * The console's layers, each with the one before it: the login screen, what it fetches before the shell,
 * the shell, and the kit (`src/ui/kit-preload.ts`), fetched in the background once the shell has
 * rendered, so a module screen opens on top of all of them.
 */
export function consoleLayers(chunks: Map<string, Chunk>, root: string) {
  const { entry, login } = loginScreenChunks(chunks);
  let beforeShell = new Set(login);
  for (const m of loadedBeforeShell) beforeShell = closure(chunks, holding(chunks, m), beforeShell);
  const withShell = closure(chunks, holding(chunks, 'src/shell/app-shell.tsx'), new Set(beforeShell));
  const kitModules = [
    ...readFileSync(join(root, 'src/ui/kit-preload.ts'), 'utf8').matchAll(/import\('\.\/([\w-]+\.tsx)'\)/g),
  ].map((m) => `src/ui/${m[1]}`);
  let withKit = new Set(withShell);
  for (const m of kitModules) withKit = closure(chunks, holding(chunks, m), withKit);
  return { entry, login, beforeShell, withShell, kitModules, withKit };
}

/**
 * Each module's screens (the CRM module's three parts each on its own): the chunks they add beyond the
 * shell and the kit (the budgeted figure), and beyond the shell alone (a screen opened before the kit
 * has arrived), shared chunks counted once.
 */
export function moduleChunks(chunks: Map<string, Chunk>, layers: ReturnType<typeof consoleLayers>) {
  const screens = [...chunks.values()]
    .map((c) => c.facade)
    .filter((f): f is string => f?.startsWith('src/modules/') === true)
    .sort();
  const modules = new Map<string, { added: Set<string>; beforeKit: Set<string> }>();
  const perScreen: { screen: string; file: string; added: Set<string>; beforeKit: Set<string> }[] = [];
  for (const screen of screens) {
    const file = holding(chunks, screen);
    const added = minus(closure(chunks, file), layers.withKit);
    const beforeKit = minus(closure(chunks, file), layers.withShell);
    const parts = screen.split('/');
    const module = (parts[2] === 'crm' ? parts.slice(2, 4).join('/') : parts[2]) ?? screen;
    const sets = modules.get(module) ?? { added: new Set<string>(), beforeKit: new Set<string>() };
    for (const f of added) sets.added.add(f);
    for (const f of beforeKit) sets.beforeKit.add(f);
    modules.set(module, sets);
    perScreen.push({ screen, file, added, beforeKit });
  }
  return { modules, perScreen };
}

/**
 * Writes the budgeted figures beside the build (`dist/bundle-figures.json`), where the browser suite
 * holds them to their budgets: a budget `npm run bench` only printed was missed by 36 bytes for days.
 */
export function bundleFigures(root: string): Plugin {
  // A worktree may link node_modules from elsewhere: the bundler names its modules by their real path.
  const rel = (id: string) =>
    id.startsWith(root) ? id.slice(root.length) : id.replace(/^.*?\/(?=node_modules\/)/, '');
  return {
    name: 'bundle-figures',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle, rel);
      const layers = consoleLayers(chunks, root);
      const { modules } = moduleChunks(chunks, layers);
      const figures: BundleFigures = {
        login: { bytes: gzipOf(chunks, layers.login), budget: loginScreenBudget, chunks: [...layers.login] },
        modules: Object.fromEntries(
          [...modules].map(([name, sets]) => [
            name,
            { bytes: gzipOf(chunks, sets.added), budget: moduleBudget },
          ]),
        ),
      };
      this.emitFile({ type: 'asset', fileName: bundleFiguresFile, source: `${JSON.stringify(figures)}\n` });
    },
  };
}
