// A message no screen or answer says is dead weight in both catalogues: a translator keeps it up to
// date for nobody, and a reader takes it for a text users meet. Every key of the client's and the
// server's catalogues must be named by code: quoted whole ('crm.tag.title'), or under a key built from
// a template (`cust.${f.key}`, `audit.${kind}`), which covers every key that starts with that prefix.
// Thirty were found and removed when this was written (login.subtitle, system.yes, adminUser.searchHint,
// crmImportMappingRequired, …).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'server', 'contract'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f));

/** The client's catalogues (`*.strings.ts`, src/i18n's) and the server's (`*.messages.ts`). */
const isCatalogue = (f: string) =>
  /\.(strings|messages)\.ts$/.test(f) ||
  (/^src\/i18n\/[\w-]+\.ts$/.test(f) && !/\/(i18n|catalog|use-t)\.ts$/.test(f));

/** Each catalogue entry's key (`'a.b': '…'` or `aB: '…'`). */
function catalogueKeys(source: string): string[] {
  return [...source.matchAll(/^\s*(?:'([\w.-]+)'|([A-Za-z]\w*))\s*:\s*['"`]/gm)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
}

/** Whether code names a key: quoted whole, or a template's fixed start (`prefix.${…}`) begins it. */
function namedBy(code: string): (key: string) => boolean {
  const prefixes = [...new Set([...code.matchAll(/`([\w-]+\.[\w.-]*?)\$\{/g)].map((m) => m[1] ?? ''))].filter(
    (p) => p.endsWith('.'),
  );
  return (key) =>
    code.includes(`'${key}'`) ||
    code.includes(`"${key}"`) ||
    code.includes(`\`${key}\``) ||
    prefixes.some((p) => key.startsWith(p));
}

function unusedKeys(): string[] {
  const code = files
    .filter((f) => !isCatalogue(f))
    .map((f) => readFileSync(resolve(root, f), 'utf8'))
    .join('\n');
  const named = namedBy(code);
  return files
    .filter(isCatalogue)
    .flatMap((f) =>
      [...new Set(catalogueKeys(readFileSync(resolve(root, f), 'utf8')))]
        .filter((key) => !named(key))
        .map((key) => `${f}: ${key}`),
    );
}

describe('message keys', () => {
  it('are each said by some code', () => {
    expect(unusedKeys()).toEqual([]);
  });

  it('would find a key nothing names, and take one named whole or under a template', () => {
    const tick = '`';
    const named = namedBy(
      `t('a.used'); t(${tick}cust.$\{f.key}${tick}); x = ${tick}seed$\{i}@example.com${tick};`,
    );
    expect(named('a.used')).toBe(true);
    expect(named('cust.wechat')).toBe(true);
    expect(named('a.unused')).toBe(false);
    expect(named('seed.one')).toBe(false);
    expect(catalogueKeys("  'a.b': '甲',\n  crmX: 'Y',\n")).toEqual(['a.b', 'crmX']);
  });
});
