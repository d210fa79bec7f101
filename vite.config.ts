import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bundleFigures } from './scripts/bundle-chunks.ts';
import { prerenderLogin } from './scripts/prerender-login.ts';
import { savedTraceSchema, traceTestFile } from './scripts/trace-test-file.ts';

// The API answers on paths ending in `.html` under these prefixes (SPEC §7), and the brand site's read
// API under `/site` (`.json`); in dev they go to the API process started by `npm run dev`.
const apiPrefixes = [
  '/auth',
  '/brand',
  '/api',
  '/crm',
  '/agent',
  '/apply',
  '/wxwork',
  '/upload',
  '/site',
  '/verifycode.html',
];
const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * React Aria ships its own strings (sort announcements, "Select all", ...) for 34 locales, imported
 * eagerly by each component. The console speaks zh-CN and en, so the others only cost download: the
 * system module's table alone carried about 4 KB gzip of them. The same technique as
 * @react-aria/optimize-locales-plugin: a removed locale resolves to `undefined`, which the string
 * dictionary skips, so a browser in another language falls back to en-US strings (zh-* to zh-CN).
 */
function reactAriaLocales(keep: string[]): Plugin {
  const empty = '\0react-aria-removed-locale';
  const locale = /(?:^|\/)([a-z]{2})-[A-Z]{2}\.m?js$/;
  const fromReactAria =
    /[/\\](?:@react-aria|@react-stately|@internationalized|react-aria|react-stately|react-aria-components)[/\\]/;
  return {
    name: 'react-aria-locales',
    enforce: 'pre',
    resolveId(source, importer) {
      const lang = locale.exec(source)?.[1];
      if (!lang || !importer || !fromReactAria.test(importer)) return null;
      return keep.includes(lang) ? null : empty;
    },
    load(id) {
      return id === empty ? 'export default undefined;' : null;
    },
  };
}

/**
 * React Aria's date fields and calendars make their calendar with @internationalized/date's
 * `createCalendar`, which imports every calendar system it knows (Islamic, Hebrew, Ethiopic, Persian,
 * Japanese, ...; about 8 KB gzip in every screen with a date field). The console forces its locale
 * to zh-CN or en (I18nProvider), whose calendar is the Gregorian one, so that is the one it builds.
 */
function gregorianCalendarOnly(): Plugin {
  const only = '\0gregorian-create-calendar';
  return {
    name: 'gregorian-calendar-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('@internationalized') || !/(^|\/)createCalendar\.m?js$/.test(source))
        return null;
      return only;
    },
    load(id) {
      if (id !== only) return null;
      return [
        "import { GregorianCalendar } from '@internationalized/date';",
        'export function createCalendar() { return new GregorianCalendar(); }',
      ].join('\n');
    },
  };
}

/**
 * Two of React Aria's modules probe ICU when they load: the page's first DateTimeFormat or NumberFormat
 * call loads ICU's data for it (20 to 90 ms in Chromium on a loaded machine), before the login form can
 * render, although the login screen formats no date and no number. Each probe is given what it finds in
 * every browser the console supports, at no cost:
 * - React Aria's default locale checks `navigator.language` with `Intl.DateTimeFormat.supportedLocalesOf`,
 *   which throws only for a malformed language tag (an unsupported one gives an empty list, which the
 *   check ignores); `new Intl.Locale` throws for the same tags and costs nothing once React Aria's
 *   `isRTL` has used it. The console gives its own locale anyway.
 * - @internationalized/number asks whether `signDisplay: 'exceptZero'` works; it does in every browser
 *   of Vite's default targets (Chromium 77, Firefox 70 and Safari 14.1 brought it).
 */
const icuProbes = [
  {
    file: /[/\\]react-aria[/\\]dist[/\\]private[/\\]i18n[/\\]useDefaultLocale\.m?js$/,
    probe: /Intl\.DateTimeFormat\.supportedLocalesOf\(\[\s*locale\s*\]\)/,
    cheap: 'new Intl.Locale(locale)',
  },
  {
    file: /[/\\]@internationalized[/\\]number[/\\]dist[/\\]private[/\\]NumberFormatter\.m?js$/,
    probe:
      /new Intl\.NumberFormat\('de-DE',\s*\{\s*signDisplay:\s*'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero'/,
    cheap: 'true',
  },
];

function noIcuProbesAtLoad(): Plugin {
  return {
    name: 'no-icu-probes-at-load',
    apply: 'build',
    transform(code, id) {
      const found = icuProbes.find((p) => p.file.test(id));
      if (!found) return null;
      if (!found.probe.test(code)) {
        this.warn(`${id} no longer probes ICU as expected: noIcuProbesAtLoad in vite.config.ts is stale`);
        return null;
      }
      return { code: code.replace(found.probe, found.cheap), map: null };
    },
  };
}

/**
 * React Aria's Button imports the progress bar's module for its context alone (a pending button labels
 * a progress bar inside it), and a module lands whole in one chunk: the progress bar, its number
 * formatting and ICU's number formatter rode in the login screen's chunk, although only the file upload
 * and the import dialog show a progress bar. The context moves to a module of its own, which both
 * import, so it stays one context.
 */
function progressBarContextApart(): Plugin {
  const specifier = 'virtual:rac-progress-bar-context';
  const resolved = '\0rac-progress-bar-context';
  const inRac = (name: string) =>
    new RegExp(`[/\\\\]react-aria-components[/\\\\]dist[/\\\\]private[/\\\\]${name}\\.m?js$`);
  const button = inRac('Button');
  const progressBar = inRac('ProgressBar');
  return {
    name: 'progress-bar-context-apart',
    apply: 'build',
    resolveId(source) {
      return source === specifier ? resolved : null;
    },
    load(id) {
      return id === resolved
        ? "import { createContext } from 'react';\nexport const ProgressBarContext = createContext(null);"
        : null;
    },
    transform(code, id) {
      const stale = () => {
        this.warn(`${id} changed: progressBarContextApart in vite.config.ts is stale`);
        return null;
      };
      if (button.test(id)) {
        const from = /(import \{ProgressBarContext as [\w$]+\} from )"\.\/ProgressBar\.mjs";/;
        return from.test(code) ? { code: code.replace(from, `$1"${specifier}";`), map: null } : stale();
      }
      if (progressBar.test(id)) {
        const local = /export \{([\w$]+) as ProgressBarContext\b/.exec(code)?.[1];
        if (!local) return stale();
        const made = new RegExp(
          `const ${local.replaceAll('$', '\\$')} = /\\*#__PURE__\\*/ \\(0, [\\w$]+createContext\\)\\(null\\);`,
        );
        if (!made.test(code)) return stale();
        return {
          code: code.replace(made, `import { ProgressBarContext as ${local} } from "${specifier}";`),
          map: null,
        };
      }
      return null;
    },
  };
}

/**
 * One chunk for the first screen: our modules that the entry or the login screen import statically,
 * and the libraries every visit runs (React, xstate, wouter). Left to itself rolldown cut that path
 * into about fifteen small shared chunks, each compressed alone and each a request. React Aria is not
 * named: its package index re-exports every component, so a walk of the import graph cannot tell which
 * of its modules the login screen uses; rolldown itself puts those only our first-screen modules use
 * into this chunk, and leaves the rest to the shell's and the modules' chunks.
 */
function firstScreenChunk(roots: string[]) {
  const libraries =
    /[/\\]node_modules[/\\](react|react-dom|scheduler|xstate|@xstate[/\\]react|use-sync-external-store|wouter|regexparam)[/\\]/;
  let ours: Set<string> | null = null;
  return {
    debugName: 'first-screen',
    name: (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
      if (!ours) {
        const found = new Set<string>();
        const visit = (m: string) => {
          if (found.has(m) || m.includes('node_modules')) return;
          found.add(m);
          for (const dep of ctx.getModuleInfo(m)?.importedIds ?? []) visit(dep);
        };
        for (const root of roots) visit(root);
        // The entry module stays in the entry chunk, so index.html and the manifest keep an entry.
        found.delete(roots[0] ?? '');
        ours = found;
      }
      return ours.has(id) || libraries.test(id) ? 'first-screen' : null;
    },
  };
}

/**
 * The console's build id, `<package version>+<commit>` when built from a git checkout (else the version;
 * VITE_BUILD_ID overrides both): a client error report names it, so a log line says which console failed.
 */
function buildId(): string {
  if (process.env.VITE_BUILD_ID) return process.env.VITE_BUILD_ID;
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    return version;
  }
}

/** Where tests/support/machine-coverage.global.ts keeps the model tests' coverage for the inspector. */
const machineCoverageFile = fileURLToPath(new URL('./.cache/machine-coverage.json', import.meta.url));

function body(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 5_000_000) req.destroy(new Error('trace too large'));
    });
    req.on('end', () => done(text));
    req.on('error', fail);
  });
}

/**
 * The machine inspector's dev-server half (issue 42), present under `npm run dev` only (`apply:
 * 'serve'`): the coverage the model tests left, and "save as test", which writes the posted trace as a
 * Vitest file into src/machines/traces/, beside the machines.
 */
function machineInspector(): Plugin {
  const traces = fileURLToPath(new URL('./src/machines/traces/', import.meta.url));
  return {
    name: 'machine-inspector',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/__machine-inspector/coverage', (_req, res) => {
        try {
          res.setHeader('content-type', 'application/json');
          res.end(readFileSync(machineCoverageFile, 'utf8'));
        } catch {
          // No model-test run kept one yet: nothing to show, which is not an error of the page.
          res.setHeader('content-type', 'application/json');
          res.end('null');
        }
      });
      server.middlewares.use('/__machine-inspector/trace', (req, res) => {
        const answer = (status: number, value: unknown) => {
          res.statusCode = status;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(value));
        };
        if (req.method !== 'POST') return answer(405, { error: 'POST a trace' });
        body(req)
          .then((text) => {
            const parsed = savedTraceSchema.safeParse(JSON.parse(text));
            if (!parsed.success) return answer(400, { error: parsed.error.message });
            const { name, source } = traceTestFile(parsed.data);
            mkdirSync(traces, { recursive: true });
            writeFileSync(traces + name, source, 'utf8');
            // In the house format at once, so `npm run lint` passes with the new file.
            execFileSync(
              fileURLToPath(new URL('./node_modules/.bin/biome', import.meta.url)),
              ['format', '--write', traces + name],
              {
                stdio: 'ignore',
              },
            );
            answer(201, { file: `src/machines/traces/${name}` });
          })
          .catch((e: unknown) => answer(400, { error: e instanceof Error ? e.message : String(e) }));
      });
    },
  };
}

export default defineConfig({
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId()) },
  plugins: [
    reactAriaLocales(['en', 'zh']),
    gregorianCalendarOnly(),
    noIcuProbesAtLoad(),
    progressBarContextApart(),
    react(),
    machineInspector(),
    prerenderLogin(),
    bundleFigures(fileURLToPath(new URL('.', import.meta.url))),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every browser the console supports (Vite's default targets) has native modulepreload.
    modulePreload: { polyfill: false },
    // contract/ builds zod schemas at module level for the server; the console imports only paths and
    // types from those files, so treating `z.*` calls as pure keeps zod out of the console's bundle.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            firstScreenChunk([
              fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
              fileURLToPath(new URL('./src/modules/login/login-screen.tsx', import.meta.url)),
            ]),
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: `http://127.0.0.1:${apiPort}` }])),
  },
});
