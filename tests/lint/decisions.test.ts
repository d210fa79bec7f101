// Every decision record says where it stands, on the line under its heading: "Status: accepted", or
// superseded by a named later entry, so a reader of an old entry knows before reading it whether it
// still holds. A superseding entry names the one it replaces, and that one names it back.
// An entry holds a decision and its reason, not the measurements it was made on: a time, size or rate
// measured goes to docs/performance.md ("Figures behind decisions"), which the entry points to, so the
// figures are kept together, dated, beside how to measure them again (issue 44).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = resolve(import.meta.dirname, '../../docs/decisions');

interface Entry {
  file: string;
  heading: string;
  status: string;
  /** The heading, the status and the text up to the next heading. */
  text: string;
}

/** Each `## ` entry of a decisions file, with the line under its heading and its whole text. */
function entriesOf(file: string, text: string): Entry[] {
  const lines = text.split('\n');
  return lines.flatMap((line, start) => {
    if (!line.startsWith('## ')) return [];
    const next = lines.findIndex((other, i) => i > start && /^#{1,2} /.test(other));
    return {
      file,
      heading: line.slice(3),
      status: lines[start + 1] ?? '',
      text: lines.slice(start, next === -1 ? undefined : next).join('\n'),
    };
  });
}

/** What is wrong with an entry's status line, or null. */
function statusProblem(entry: Pick<Entry, 'status'>): string | null {
  if (!entry.status.startsWith('Status: ')) return 'no "Status:" line under its heading';
  if (!/^Status: (accepted|superseded)\b/.test(entry.status))
    return `a status other than accepted or superseded: ${entry.status}`;
  if (/superseded/.test(entry.status) && !/"[^"]+"/.test(entry.status))
    return 'superseded without naming, in quotes, the entry that supersedes it';
  return null;
}

/**
 * A time, size or rate written as a number and its unit ("1,106 s", "0.54 ms", "6–10 s", "14.2 KB",
 * "901 req/s"), or a count of tests that passed ("1,947 passing"). Pixels and percentages are left
 * out: in these files they are layout decisions and the rules' own thresholds.
 */
const figurePattern =
  /\b\d[\d,.]*(?:\s?[-–]\s?\d[\d,.]*)?\s?(?:ms|s|min|req\/s|[kK]i?B|MB|GB)\b|\b\d[\d,]* (?:passed|passing)\b/g;

/**
 * Figures that are the decision rather than a measurement: a limit, budget, timer or wait the console,
 * its server or its tests set, or the constant of a library or runtime the decision works around
 * (React's Suspense throttle, React Aria's announcer, Node's keep-alive, Tiptap's destroy, the app's
 * own session timers). By file, then the start of the entry's title; a figure not listed here is a
 * measurement and belongs in docs/performance.md.
 */
const decidedFigures: Record<string, Record<string, string[]>> = {
  'accessibility.md': {
    '2026-11-27: axe runs after every change of the page': ['150 ms'], // stillness before a run
    "2026-12-02: a message's toast waits for the page": ['3 s'], // longest wait for a page
  },
  'account-and-ai.md': { 'The badge polls': ['30 s'] },
  'client-loading.md': {
    'The login screen and the shell are separate lazy chunks': ['120 KB'], // first-screen budget
    'Screens preload while the user types': ['300 ms'], // React's Suspense throttle
    'The kit is prefetched once the shell has rendered': ['60 KB'], // a module's budget
  },
  'configuration.md': { 'Uploads stream; the type is read from the content': ['64 KB', '1 MB'] },
  'crm-customers.md': {
    'Groups (segments)': ['0.4 s'], // the live count's pause
    'The search index keeps a small pending list': ['256 kB'],
    'An import never makes the console wait': ['40 ms', '100 ms'], // the pace and the list's budget
  },
  'interaction-kit.md': {
    'A pending button that goes away takes its announcement with it': ['7 s'], // React Aria's announcer
    'Lists search as you type': ['300 ms'],
  },
  'live-changes.md': {
    '2026-11-27 One GET stream per console, read with fetch': ['25 s'],
    '2026-11-27 The stream is a help, never a dependency': ['30 s', '1 s'],
  },
  'notifications.md': {
    "Background work is a pg-boss job in the app's own database": ['5 s'], // drain
    'The message row is the truth; a job run twice sends once': ['5 s', '10 s'], // first retries
    'Interrupted deliveries are sent again, noted': ['60 s', '90 s'], // attempt expiry
  },
  'platform-wide.md': {
    'A 401 is said once; every other error once, where the user acted': ['1.5 s'],
    'Idle connections are closed by the client': ['5 s', '4 s', '75 s'], // Node's defaults, ours
  },
  'running-in-production.md': { '2026-11-27 — Health checks are plain JSON': ['2 s'] },
  'security.md': {
    'JSON bodies over 1 MB refused before they are read': ['1 MB'],
    'Client error reports: signed in, capped and rate-limited': ['64 KiB'],
  },
  'session-walk.md': { 'An error message stays while the walk reads it': ['2.5 s'] }, // toasts' life
  'shell.md': {
    'A new tab asks the open tabs for their session': ['500 ms'],
    'The rich text editor never touches a destroyed instance': ['1 ms'], // Tiptap's destroy
  },
  'site-api.md': { 'Caching: one query a request without a CDN': ['32 MB'] },
  'testing-and-ci.md': {
    'Model tests walk the production machines': ['1.5 s', '500 ms'], // the session's timers
    'Screen tests wait for the routed screen': ['60 s'],
    'The browser suite runs in two shards': ['1.5 s'],
  },
  'testing.md': {
    'A wait is a guard against a hang, one for the whole client suite': ['30 s', '180 s'],
    "2026-12-01 A story waits for a list's answer": ['5 s'], // the axe watch's limit
  },
  'undo-ui.md': {
    '2026-12-02 Focus returns where it was before the change': ['3 s'],
    '2026-12-02 Undo replaces "are you sure?"': ['3 s'],
  },
};

/** The decided figures listed for an entry. */
function decidedIn(entry: Pick<Entry, 'file' | 'heading'>): string[] {
  const byTitle = decidedFigures[entry.file] ?? {};
  return Object.entries(byTitle).flatMap(([title, figures]) =>
    entry.heading.startsWith(title) ? figures : [],
  );
}

/** The figures an entry writes that are measurements, not decided figures. */
function measuredFigures(entry: Pick<Entry, 'file' | 'heading' | 'text'>): string[] {
  const decided = new Set(decidedIn(entry));
  return [...entry.text.matchAll(figurePattern)].map((m) => m[0]).filter((figure) => !decided.has(figure));
}

const entries = readdirSync(folder)
  .filter((f) => f.endsWith('.md') && f !== 'README.md')
  .flatMap((f) => entriesOf(f, readFileSync(join(folder, f), 'utf8')));

describe('decision records', () => {
  it('each has a status under its heading', () => {
    expect(entries.length).toBeGreaterThan(300);
    const problems = entries.flatMap((e) => {
      const problem = statusProblem(e);
      return problem ? [`${e.file} "${e.heading}": ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('tells a missing, unknown or unnamed status apart', () => {
    const entry = (status: string) => ({ status });
    expect(statusProblem(entry('Status: accepted.'))).toBeNull();
    expect(statusProblem(entry('Status: superseded by "Later" (2026-12-02, below).'))).toBeNull();
    expect(statusProblem(entry('Before the change, ...'))).toMatch(/no "Status:"/);
    expect(statusProblem(entry('Status: proposed'))).toMatch(/other than/);
    expect(statusProblem(entry('Status: superseded by the one below'))).toMatch(/without naming/);
  });

  it('carry no measured figures: those are in docs/performance.md', () => {
    const problems = entries.flatMap((e) => {
      const figures = measuredFigures(e);
      return figures.length > 0 ? [`${e.file} "${e.heading}": ${figures.join(', ')}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('list as decided only figures their entries still write', () => {
    const stale = Object.entries(decidedFigures).flatMap(([file, byTitle]) =>
      Object.entries(byTitle).flatMap(([title, figures]) => {
        const [entry, ...more] = entries.filter((e) => e.file === file && e.heading.startsWith(title));
        if (!entry || more.length > 0)
          return [`${file} "${title}": ${more.length + (entry ? 1 : 0)} entries with that title`];
        const written = new Set([...entry.text.matchAll(figurePattern)].map((m) => m[0]));
        return figures
          .filter((f) => !written.has(f))
          .map((f) => `${file} "${title}": ${f} no longer written`);
      }),
    );
    expect(stale).toEqual([]);
  });

  it('tells a measured figure from a decided one and from other numbers', () => {
    const entry = (text: string, heading = '2026-12-03 x') => ({ file: 'testing.md', heading, text });
    expect(
      measuredFigures(
        entry(
          'CI took 1,106 s; a call went from 1.25 to 0.54 ms at 901 req/s; 14.2 KB gzip; a build 6–10 s; 2.4 min; all 1,947 passing.',
        ),
      ),
    ).toEqual(['1,106 s', '0.54 ms', '901 req/s', '14.2 KB', '6–10 s', '2.4 min', '1,947 passing']);
    expect(
      measuredFigures(
        entry('24×24 px, 3 sources, 50 SMS, at most 100 groups, 2026-11-28 17:47, 30 minutes, 40 %.'),
      ),
    ).toEqual([]);
    const guard = 'A wait is a guard against a hang, one for the whole client suite';
    expect(measuredFigures(entry('one limit of 30 s, a test timeout of 180 s', guard))).toEqual([]);
    expect(measuredFigures(entry('one limit of 30 s, which took 31 s', guard))).toEqual(['31 s']);
  });
});
