// A screen's data loads through `useResource(key, load)` (src/ui/use-resource.ts), which drops an answer
// for an old key; an effect with its own `let live = true` flag re-makes that by hand (issue 44).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
// The developer tools read a machine's diagram keyed by the machine object itself, not by a value a
// key can hold, and reset their zoom with it.
const exempt = 'src/modules/dev/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    // The screens, not their tests beside them.
    return /\.(ts|tsx)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/** The lines that start a hand-written "is this answer still wanted" flag, with file and line. */
function effectLoaders(files: Array<{ path: string; text: string }>): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    if (path.startsWith(exempt)) continue;
    text.split('\n').forEach((line, i) => {
      if (
        /\blet\s+(live|alive|active|cancelled|canceled|current|mounted|stale|ignore)\s*=\s*(true|false)\b/.test(
          line,
        )
      )
        found.push(`${path}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('data loading in screens', () => {
  it('goes through useResource, with no hand-written live flag in an effect', () => {
    const files = sourceFiles(join(root, 'src/modules')).map((p) => ({
      path: relative(root, p).split('\\').join('/'),
      text: readFileSync(p, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(50);
    expect(effectLoaders(files)).toEqual([]);
  });

  it('would name a screen that loads in an effect with its own live flag', () => {
    const screen = {
      path: 'src/modules/demo/demo-screen.tsx',
      text: 'useEffect(() => {\n  let live = true;\n  load().then((r) => live && setRows(r));\n}, [id]);\n',
    };
    expect(effectLoaders([screen])).toEqual(['src/modules/demo/demo-screen.tsx:2: let live = true;']);
    expect(effectLoaders([{ ...screen, path: 'src/modules/dev/inspector-chart.tsx' }])).toEqual([]);
  });
});
