import type { Result } from './bench-api.ts';

/**
 * Every figure of `npm run bench` that has a goal in docs/performance.md, noted by its section as it
 * prints it, and printed together at the end beside its goal: one run's figures, one table.
 */
interface Figure {
  section: string;
  what: string;
  value: number;
  unit: string;
  goal: number;
  /** Most figures are times or sizes, at their goal when at most it. */
  atMost: boolean;
}

const figures: Figure[] = [];

export function noteGoal(
  section: string,
  what: string,
  value: number,
  unit: string,
  goal: number,
  atMost = true,
): string {
  figures.push({ section, what, value, unit, goal, atMost });
  const met = atMost ? value <= goal : value >= goal;
  return `goal ${goal} ${unit}${met ? '' : ', missed'}`;
}

/** A list page or filter at 16 connections: 25 ms p99 on PostgreSQL, 50 on PGlite; a keyword 60. */
export function listGoalMs(name: string): number {
  if (/keyword/i.test(name)) return 60;
  return process.env.DATABASE_URL ? 25 : 50;
}

/**
 * A section's loads, one line each, with their goal: `goalOf` answers the goal of a load's p99 (by
 * default a list's), undefined for a load without one. `quiet(r)` says a non-2xx answer is expected.
 */
export function printLoads(
  section: string,
  results: Result[],
  options: {
    width?: number;
    goalOf?: (name: string) => number | undefined;
    quiet?: (r: Result) => boolean;
  } = {},
): void {
  const { width = 46, goalOf = listGoalMs, quiet = () => false } = options;
  for (const r of results) {
    const goal = goalOf(r.name);
    const said = goal === undefined ? '' : ` (${noteGoal(section, r.name, r.p99, 'ms', goal)})`;
    const errors = r.errors || (r.non2xx && !quiet(r)) ? `   errors ${r.errors}, non-2xx ${r.non2xx}` : '';
    console.log(
      `  ${r.name.padEnd(width)} ${r.reqPerSec.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms${said}${errors}`,
    );
  }
}

/** The figures noted in this run beside their goals, and how many are at it. */
export function printGoals(): void {
  if (figures.length === 0) return;
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`\n== Figures beside their goals (${db}, this run)`);
  let met = 0;
  for (const f of figures) {
    const ok = f.atMost ? f.value <= f.goal : f.value >= f.goal;
    if (ok) met += 1;
    const value = Number.isInteger(f.value) ? String(f.value) : f.value.toFixed(f.value < 10 ? 2 : 1);
    console.log(
      `  ${ok ? 'met   ' : 'MISSED'} ${`${f.section}: ${f.what}`.padEnd(66)} ${`${value} ${f.unit}`.padStart(10)}   goal ${f.atMost ? '≤' : '≥'} ${f.goal} ${f.unit}`,
    );
  }
  console.log(`${met} of ${figures.length} figures at their goal`);
}
