// An English count reads right for one as for many. The catalogues have no plural forms (Chinese needs
// none), so an English sentence puts its count after a colon or in brackets ("Customers deleted: 1",
// "Delete the selected customers (1)?"), not before a plural noun ("1 customers deleted"). This reads
// every catalogue's English text for a placeholder followed by a plural word, whatever the placeholder
// is called ("at most {limit} customers" said "at most 1 customers"), but those that name something.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Client catalogues (`*.strings.ts`, src/i18n's) and server ones (`*.messages.ts`). */
const catalogues = execFileSync('git', ['ls-files', 'src', 'server'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(
    (f) =>
      /\.(strings|messages)\.ts$/.test(f) ||
      (/^src\/i18n\/[\w-]+\.ts$/.test(f) && !/\/(i18n|catalog|use-t)\.ts$/.test(f)),
  );

/** Counts that are never one where the text is said, each with why. */
const neverOne: Record<string, string> = {
  'ai.draft.problem.tooLong': 'said when the text is longer than its limit',
  'ai.draft.problem.segments': 'said when a message goes out in more than one part',
  'wxwork.aesKeyHint': 'the key is 43 characters',
  'login.minutes': "one minute is 'login.minute'",
  'kit.liveUpdatedMany': 'said for more than one row',
  'kit.liveDeletedMany': 'said for more than one row',
  crmImportTooManyRows: 'said past the limit of an import',
  'apiDocs.count': 'every call of the API',
  'field.minChars': "a rule's least length; a least of one is said as 'field.required'",
  'field.maxChars': "a rule's most length",
  'field.maxItems': "a rule's most items",
  // Limits the code sets, all above one.
  tooDeep: 'the body nesting limit',
  'field.decimal': "a rule's decimal places (2)",
  'check.decimal': "a rule's decimal places (2)",
  'check.minLength': "a rule's least length; a least of one is said as 'check.required'",
  'check.maxLength': "a rule's most length",
  crmTagGroupFull: 'the tags a group holds',
  crmGroupFull: 'the customer groups a brand keeps',
  'crmImport.row.tooLong': "a field's most length",
  'crmImport.row.tooManyTags': 'the tags a customer has',
  nodeTooDeep: 'the levels categories nest',
  undoExpired: 'the minutes a change can be undone',
  'config.brand.titleHint': "the brand title's most length",
  'config.brand.introHint': "the brand introduction's most length",
  'userinfo.passwordHint': "a password's lengths",
  'adminUser.userNameHint': "a user name's lengths",
  'adminUser.passwordHint': "a password's lengths",
  'role.privCount': 'every function of the console',
  'home.item.smsFailed': 'the days the home page looks back',
  'home.item.emailFailed': 'the days the home page looks back',
  'ai.article.titleHint': "a title's most length",
  'ai.article.notesHint': "the notes' most length",
  'customerImport.line.nameLong': "a name's most length",
  'insight.group.areaFull': 'the areas a group condition takes',
  'articleEditor.summaryHint': "a summary's most length",
};

/** Placeholders that name something (a host, a field's label, a person), never a count. */
const names = new Set(['host', 'label', 'name', 'actor', 'ext', 'field', 'subject', 'title', 'other']);

/** Every `key: 'text'` (or `'key': 'text'`) entry whose text has no Chinese. */
function englishEntries(file: string): Array<{ key: string; text: string }> {
  const source = readFileSync(resolve(root, file), 'utf8');
  const entries: Array<{ key: string; text: string }> = [];
  for (const m of source.matchAll(/(?:'([\w.-]+)'|\b([A-Za-z]\w*))\s*:\s*'((?:[^'\\\n]|\\.)*)'/g)) {
    const key = m[1] ?? m[2] ?? '';
    const text = m[3] ?? '';
    if (!/[\u4e00-\u9fff]/.test(text)) entries.push({ key, text });
  }
  return entries;
}

const pluralAfterCount = /\{(\w+)\} (?:\w+ )?(?!(?:this|was|has)\b)[a-z]{3,}s\b/g;

/** Whether a text puts a counting placeholder before a plural word. */
const countsBeforePlural = (text: string) =>
  [...text.matchAll(pluralAfterCount)].some((m) => !names.has(m[1] ?? ''));

describe('English counts', () => {
  it('reads the catalogues (a check that reads nothing passes nothing)', () => {
    expect(catalogues.length).toBeGreaterThan(20);
    expect(englishEntries('src/i18n/kit.ts').length).toBeGreaterThan(100);
  });

  it('no English text puts a count before a plural noun', () => {
    const found = catalogues.flatMap((file) =>
      englishEntries(file)
        .filter((e) => countsBeforePlural(e.text) && !(e.key in neverOne))
        .map((e) => `${file}: ${e.key}: ${e.text}`),
    );
    expect(found).toEqual([]);
  });

  it('every key said never to be one is still in a catalogue', () => {
    const keys = new Set(catalogues.flatMap((f) => englishEntries(f).map((e) => e.key)));
    expect(Object.keys(neverOne).filter((k) => !keys.has(k))).toEqual([]);
  });
});
