import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { startBenchServer } from './bench-api.ts';
import { noteGoal } from './bench-goals.ts';
import { eventToScreen, launchBenchChrome } from './bench-live.ts';
import {
  type Chunk,
  chunksOf,
  closure,
  consoleLayers,
  gzipOf,
  holding as holdingIn,
  loginScreenBudget,
  minus,
  moduleBudget,
  moduleChunks,
} from './bundle-chunks.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const rel = (id: string) => (id.startsWith(root) ? id.slice(root.length) : id);

async function bundleSizes(outDir: string) {
  let chunks = new Map<string, Chunk>();
  await build({
    root,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
    plugins: [
      {
        name: 'bench-client-chunks',
        generateBundle(_options, bundle) {
          chunks = chunksOf(bundle, rel);
        },
      },
    ],
  });
  const holding = (module: string) => holdingIn(chunks, module);
  const size = (files: Iterable<string>) => gzipOf(chunks, files);

  // The machine inspector, explorer and kit gallery are development tools: a production build carries
  // none of their code (issue 42), nor the bridge to Stately's inspector and Stately's package. Found
  // by the modules the chunks hold, so a renamed file still counts. The dev module's manifest is in
  // every build (src/modules/modules.ts lists it); in production it carries no route, window or start.
  const devOnly = [...chunks.values()].flatMap((c) =>
    c.modules.filter(
      (m) =>
        (m.startsWith('src/modules/dev/') && m !== 'src/modules/dev/dev.module.ts') ||
        m.includes('node_modules/@statelyai/') ||
        /^src\/lib\/(machine-inspector|inspection-bus|stately-bridge)/.test(m),
    ),
  );
  console.log('\n== Development tools in the production build');
  if (devOnly.length > 0) {
    console.log(
      `FAIL: the production build carries ${devOnly.length} development module(s): ${devOnly.join(', ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      'none: no chunk holds src/modules/dev/* (its manifest aside), src/lib/machine-inspector*, src/lib/inspection-bus*, src/lib/stately-bridge* or @statelyai/*',
    );
  }

  const layers = consoleLayers(chunks, root);
  const { entry: entrySet, login: loginSet, beforeShell, withShell, kitModules, withKit } = layers;

  // A catalogue that registers itself (the kit's, the shell frame's, a module's) loads with the files
  // that show its words; one found in the login screen's chunks is a cost the form does not need
  // (docs/decisions/client-loading.md; tests/lint/first-screen-messages.test.ts sees the imports).
  const selfRegistering = [...loginSet].flatMap((f) =>
    (chunks.get(f)?.modules ?? []).filter(
      (m) =>
        /^src\/.*\.ts$/.test(m) &&
        /^(if \(\w+\) )?registerMessages\b/m.test(readFileSync(join(root, m), 'utf8')),
    ),
  );
  console.log('\n== Catalogues in the login screen');
  if (selfRegistering.length > 0) {
    console.log(
      `FAIL: the login screen's chunks carry ${selfRegistering.length} catalogue(s) that load with their screens: ${selfRegistering.join(', ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log('none beyond src/i18n/catalog.ts and what it joins (common.ts, shell.ts)');
  }

  console.log('\n== Console bundle (gzip)');
  console.log(
    `login screen JavaScript (entry + login chunk + their imports): ${kb(size(loginSet))}  (${noteGoal('Console', 'login screen JavaScript, gzip', Number((size(loginSet) / 1024).toFixed(1)), 'KB', loginScreenBudget / 1024)})`,
  );
  console.log(`  of which the entry and its static imports: ${kb(size(entrySet))}`);
  console.log(
    `  fetched after it renders (toasts' views, http kit and client): ${kb(size(minus(beforeShell, loginSet)))}`,
  );
  console.log(`shell on top of that (app-shell and its imports): ${kb(size(minus(withShell, beforeShell)))}`);

  // A module screen opens on top of the login screen, the shell and the kit (consoleLayers); what it
  // adds to those is the module's own code (docs/performance.md "Goals": each module <= 60 KB). The kit
  // is reported apart, and so is what a screen adds when it is opened before the kit has arrived.
  console.log(
    `kit (${kitModules.length} parts), fetched in the background after the shell renders: ${kb(size(minus(withKit, withShell)))}`,
  );
  console.log(
    'screens: own chunk; added to login, shell and kit (the budgeted figure); added to login and shell alone',
  );
  const { modules, perScreen } = moduleChunks(chunks, layers);
  for (const { screen, file, added, beforeKit } of perScreen) {
    console.log(
      `  ${screen.padEnd(44)} ${kb(size([file])).padStart(9)}  ${kb(size(added)).padStart(9)}  ${kb(size(beforeKit)).padStart(9)}`,
    );
  }
  console.log('modules: every screen of the module opened (shared chunks counted once), budget 60 KB');
  for (const [module, { added, beforeKit }] of [...modules].sort()) {
    noteGoal(
      'Console',
      `module ${module} beyond shell and kit, gzip`,
      Number((size(added) / 1024).toFixed(1)),
      'KB',
      moduleBudget / 1024,
    );
    console.log(`  ${module.padEnd(44)} ${kb(size(added)).padStart(20)}  ${kb(size(beforeKit)).padStart(9)}`);
  }
  // The rich text editor (Tiptap + ProseMirror) loads apart, only when a screen shows an editor: what
  // it adds on top of the configuration module's screens.
  const editor = holding('src/ui/rich-text-editor.tsx');
  const editorAdded = minus(
    closure(chunks, editor),
    new Set([...withKit, ...(modules.get('config')?.added ?? [])]),
  );
  console.log(
    `  ${'rich text editor (lazy, on top of config)'.padEnd(44)} ${kb(size(editorAdded)).padStart(20)}`,
  );
}

async function loginToShell(distDir: string) {
  const { server, dataDir } = await startBenchServer('bc-bench-client', distDir);
  const browser = await launchBenchChrome();
  const times: number[] = [];
  try {
    for (let i = 0; i < 5; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/#/login`);
      await page.getByLabel(/用户名|User name/).fill('operator');
      await page.getByLabel(/密码|Password/).fill('operator123');
      // Timed in the page: from the press to the shell's module navigation painted (the operator has
      // one brand, so no choice in between).
      // A string, not a function: tsx's name helpers would not exist inside the page.
      const ms = await page.evaluate<number>(`new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.type === 'submit');
        const start = performance.now();
        const check = () => {
          if (document.querySelector('nav[aria-label] a[href="#/crm/index"]')) {
            requestAnimationFrame(() => resolve(performance.now() - start));
          } else requestAnimationFrame(check);
        };
        button.click();
        check();
      })`);
      times.push(ms);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log('\n== Login -> shell rendered (headless Chromium, localhost, operator)');
  console.log(
    `runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${sorted[2]?.toFixed(0)} ms  (${noteGoal('Console', 'login → shell rendered, median', Math.round(sorted[2] ?? 0), 'ms', 500)})`,
  );
}

/** Median of an odd-sized sample (5 runs here). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Cold load of the login screen (docs/performance.md "Goals"): a fresh browser context each run, so nothing is
 * cached. Times are from navigation start: the first paint and first contentful paint (Chromium's paint
 * timing), when all the JavaScript the page requested had arrived, and the frame in which the password
 * field was first visible (the next animation frame after it entered the DOM, before that frame paints).
 */
async function coldLogin(distDir: string) {
  const { server, dataDir } = await startBenchServer('bc-bench-paint', distDir);
  const browser = await launchBenchChrome();
  const runs: Array<{ fp: number; fcp: number; js: number; field: number }> = [];
  try {
    // One warm-up load, not counted: the server's first answers of the static files.
    for (let i = 0; i < 6; i += 1) {
      const context = await browser.newContext({ locale: 'zh-CN' });
      const page = await context.newPage();
      // Before any of the page's scripts: watch for the password field and note the frame it shows in.
      await page.addInitScript(`(() => {
        const look = () => {
          const field = document.querySelector('input[type="password"]');
          if (field && field.checkVisibility()) { window.__passwordVisible = performance.now(); return; }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      })()`);
      await page.goto(`${server.url}/#/login`);
      await page.waitForFunction('window.__passwordVisible !== undefined');
      await page.waitForTimeout(100);
      const r = await page.evaluate<{ fp: number; fcp: number; js: number; field: number }>(`(() => {
        const paint = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
        // Scripts requested before the field showed (the idle preloads of the screens after sign-in come later).
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js') && e.startTime <= window.__passwordVisible);
        return {
          fp: paint('first-paint'),
          fcp: paint('first-contentful-paint'),
          js: Math.max(...scripts.map((e) => e.responseEnd)),
          field: window.__passwordVisible,
        };
      })()`);
      if (i > 0) runs.push(r);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The field is noted at the start of the frame it is first visible in; it reaches the screen with that
  // frame's paint, so never before the first contentful paint.
  for (const r of runs) r.field = Math.max(r.field, r.fcp);
  const fp = median(runs.map((r) => r.fp));
  const fcp = median(runs.map((r) => r.fcp));
  const field = median(runs.map((r) => r.field));
  const js = median(runs.map((r) => r.js));
  const gap = median(runs.map((r) => r.field - r.fcp));
  console.log('\n== Cold load of the login screen (headless Chromium, fresh context, median of 5)');
  console.log(
    `navigation -> first paint:             ${fp.toFixed(0)} ms  (first contentful paint ${fcp.toFixed(0)} ms)`,
  );
  console.log(`navigation -> its JavaScript arrived:   ${js.toFixed(0)} ms`);
  console.log(
    `navigation -> password field visible:  ${field.toFixed(0)} ms  (${gap.toFixed(0)} ms after first contentful paint, median of the runs; ${(field / fp).toFixed(2)}x first paint; budget: within 50 ms)`,
  );
  console.log(
    `  runs (first paint / field): ${runs.map((r) => `${r.fp.toFixed(0)}/${r.field.toFixed(0)}`).join(', ')} ms`,
  );
  console.log(
    '  beside a minimal react-admin app in one run: scripts/bench-anchors.ts (the last section of npm run bench).',
  );
}

export async function benchClient() {
  const outDir = mkdtempSync(join(tmpdir(), 'bc-bench-dist-'));
  try {
    await bundleSizes(outDir);
    await coldLogin(outDir);
    await loginToShell(outDir);
    await eventToScreen(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // `tsx scripts/bench-client.ts paint`: only the build and the cold load, for work on the first screen.
  // `tsx scripts/bench-client.ts sizes`: only the build and its chunk sizes.
  // `tsx scripts/bench-client.ts live`: the build and the event-to-screen time of a claim.
  if (['paint', 'sizes', 'live'].includes(process.argv[2] ?? '')) {
    const outDir = mkdtempSync(join(tmpdir(), 'bc-bench-dist-'));
    try {
      await bundleSizes(outDir);
      if (process.argv[2] === 'paint') await coldLogin(outDir);
      if (process.argv[2] === 'live') await eventToScreen(outDir);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  } else await benchClient();
}
