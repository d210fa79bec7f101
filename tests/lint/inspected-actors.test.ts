// Every actor a screen or a kit component starts reports to the machine inspector (issue 42): it is
// started through src/lib/use-inspected-actor.ts, never with a bare `useActorRef` from @xstate/react.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const wrapper = 'src/lib/use-inspected-actor.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    // The console's files, not the tests beside them.
    return /\.(ts|tsx)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/** The files that use xstate's `useActorRef` themselves (import it, or call it), with the line. */
function bareActorRefs(files: Array<{ path: string; text: string }>): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    if (path === wrapper) continue;
    text.split('\n').forEach((line, i) => {
      if (/\buseActorRef\b/.test(line) && !/^\s*(\/\/|\*)/.test(line))
        found.push(`${path}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('actors started by screens and the kit', () => {
  it('are started through useInspectedActor, so the machine inspector sees them', () => {
    const files = sourceFiles(join(root, 'src')).map((p) => ({
      path: relative(root, p).split('\\').join('/'),
      text: readFileSync(p, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(bareActorRefs(files)).toEqual([]);
  });

  it('would name a screen that starts its actor with a bare useActorRef', () => {
    const screen = {
      path: 'src/modules/demo/demo-screen.tsx',
      text: "import { useActorRef } from '@xstate/react';\nconst actor = useActorRef(listMachine);\n",
    };
    expect(bareActorRefs([screen])).toEqual([
      "src/modules/demo/demo-screen.tsx:1: import { useActorRef } from '@xstate/react';",
      'src/modules/demo/demo-screen.tsx:2: const actor = useActorRef(listMachine);',
    ]);
  });
});
