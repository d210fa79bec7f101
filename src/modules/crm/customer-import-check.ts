import {
  type CustomerImportField,
  customerNameRule,
  type ImportMapping,
  importedGender,
} from '../../../contract/customer.ts';
import { customerFields, dayFieldProblem, isImported } from '../../../contract/customer-fields.ts';
import { formatPatterns, normalizeMobile, type TextRule } from '../../../contract/field-rules.ts';
import type { MessageKey } from '../../i18n/i18n.ts';

/** Why a preview line will not import, as a message key with its values (said in the reader's language). */
export interface LineProblem {
  key: MessageKey;
  params?: Record<string, string | number>;
  /** The field the problem is in, said by its label as `{field}` (a day of a declared field). */
  field?: CustomerImportField;
}

/**
 * The first problem of one preview line that the import will refuse it for, found in the browser from
 * the same rules the server's import applies (server/modules/crm/customer-import.policy.ts): name and
 * mobile there and well-formed, the gender one of the words the import knows (`importedGender`), the
 * level A, B or C, an e-mail or a day of the declared fields
 * (contract/customer-fields.ts) well-formed, a birthday not after today. The brand's sources, tags
 * and regions are looked up by the import itself; the dialog says so under the preview.
 */
export function lineProblem(cells: readonly string[], mapping: ImportMapping): LineProblem | null {
  const cell = (field: CustomerImportField) => {
    const at = mapping[field];
    return at === undefined ? '' : (cells[at] ?? '').trim();
  };
  const name = cell('name');
  if (!name) return { key: 'customerImport.line.nameMissing' };
  if (name.length > customerNameRule.max)
    return { key: 'customerImport.line.nameLong', params: { max: customerNameRule.max } };
  const mobile = cell('mobile');
  if (!mobile) return { key: 'customerImport.line.mobileMissing' };
  if (!formatPatterns.mobile.test(normalizeMobile(mobile)))
    return { key: 'customerImport.line.mobileBad', params: { value: mobile } };
  const gender = cell('gender');
  if (!importedGender(gender)) return { key: 'customerImport.line.genderBad', params: { value: gender } };
  const level = cell('level').toUpperCase();
  if (level && level !== 'A' && level !== 'B' && level !== 'C')
    return { key: 'customerImport.line.levelBad', params: { value: cell('level') } };
  for (const f of customerFields.filter(isImported)) {
    const value = cell(f.key);
    const rule: TextRule = f.rule;
    if (!value) continue;
    if (
      rule.format === 'email' &&
      (value.length > (rule.max ?? value.length) || !formatPatterns.email.test(value))
    )
      return { key: 'customerImport.line.emailBad', params: { value } };
    const day = dayFieldProblem(f, value);
    if (day) return { key: `customerImport.line.${day}`, params: { value }, field: f.key };
  }
  return null;
}

/**
 * Each preview line's first problem (`lineProblem`), and besides a line whose mobile an earlier line of
 * the file already has: the import takes the first and refuses the others as duplicates, so the preview
 * says so, naming the first line (`firstLine` is the first row's line number in the file).
 */
export function previewProblems(
  rows: readonly (readonly string[])[],
  mapping: ImportMapping,
  firstLine: number,
): (LineProblem | null)[] {
  const seen = new Map<string, number>();
  return rows.map((cells, i) => {
    const problem = lineProblem(cells, mapping);
    if (problem) return problem;
    const at = mapping.mobile;
    const value = at === undefined ? '' : (cells[at] ?? '').trim();
    const mobile = normalizeMobile(value);
    const earlier = seen.get(mobile);
    if (earlier !== undefined)
      return { key: 'customerImport.line.mobileRepeated', params: { value, line: earlier } };
    seen.set(mobile, firstLine + i);
    return null;
  });
}
