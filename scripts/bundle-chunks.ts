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

/** Where the production build writes its login screen figure (in `dist/`), for the browser suite. */
export const loginScreenFigureFile = 'first-screen-size.json';

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

/**
 * Writes the login screen's figure beside the build (`dist/first-screen-size.json`), where the browser
 * suite holds it to its budget: a budget `npm run bench` only printed was missed by 36 bytes for days.
 */
export function loginScreenFigure(root: string): Plugin {
  const rel = (id: string) => (id.startsWith(root) ? id.slice(root.length) : id);
  return {
    name: 'login-screen-figure',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle, rel);
      const { login } = loginScreenChunks(chunks);
      this.emitFile({
        type: 'asset',
        fileName: loginScreenFigureFile,
        source: `${JSON.stringify({ bytes: gzipOf(chunks, login), budget: loginScreenBudget, chunks: [...login] })}\n`,
      });
    },
  };
}
