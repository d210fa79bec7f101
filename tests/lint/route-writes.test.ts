import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 41: a route file parses, calls its service and answers; the service holds the transaction,
 * the writes and the change record. Every route file of `server/modules` is held to that.
 */

/** What only a service may do: write rows, open a transaction, record a change or an audit row. */
const writes = [
  /\.insert\(/,
  /\.update\(/,
  /\.delete\(/,
  /\.transaction\(/,
  /\b(insert|update|delete)\s+(into\s+)?["\w]/i,
  /\b(deleteInBrand|deletedInBrand|toggleInBrand|displayInBrand|sortInBrand|insertInBrand|recordChange|audit|auditAs)\(/,
];
/** A route file longer than this is doing a service's work. */
const maxRouteLines = 300;
/** Route files' share of the modules' lines, at most. */
const maxRouteShare = 0.3;

const modulesDir = 'server/modules';
const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
  // The modules' code: the tests beside it are not part of the share.
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => join(modulesDir, f).replaceAll('\\', '/'));
const routeFiles = files.filter((f) => f.endsWith('.routes.ts'));
const linesOf = (file: string) => readFileSync(file, 'utf8').split('\n').length;

function writesIn(source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, i) => (writes.some((w) => w.test(line)) ? [`${i + 1}: ${line.trim()}`] : []));
}

describe('route files only parse, call and answer', () => {
  it.each(routeFiles)('%s holds no write, transaction or change record', (file) => {
    expect(writesIn(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it.each(routeFiles)(`%s is at most ${maxRouteLines} lines`, (file) => {
    expect(linesOf(file)).toBeLessThanOrEqual(maxRouteLines);
  });

  it(`route files are under ${maxRouteShare * 100} % of the modules' lines`, () => {
    const routeLines = routeFiles.reduce((n, f) => n + linesOf(f), 0);
    const allLines = files.reduce((n, f) => n + linesOf(f), 0);
    expect(routeLines / allLines).toBeLessThan(maxRouteShare);
  });

  it('finds a write where there is one (the check can fail)', () => {
    expect(writesIn('const a = 1;\nawait tx.insert(crmCustomers).values(row);')).toEqual([
      '2: await tx.insert(crmCustomers).values(row);',
    ]);
    expect(writesIn("await auditAs(tx, me, { action: 'add' });")).toHaveLength(1);
  });
});
