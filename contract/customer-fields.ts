import { chinaDay, isDayText } from './china-time.ts';
import { type ListedFieldSpec, type ListShow, plainFieldsAt, plainFieldValues } from './entity-fields.ts';
import { isRealTime } from './envelope.ts';
import { emailRule } from './field-rules.ts';

/**
 * The customer's plain fields (a text or a day, no catalogue behind them), each declared once: the
 * add/update bodies, the detail answer, the form, the drawer, the export and the import all iterate
 * this list, and so do the list rows and the list screens' columns (`list`), so a new field is one entry here, its column (server/modules/crm/crm.tables.ts) and its
 * words in the catalogues. Fields with more behind them (name, mobile, gender, address, source, tags,
 * stage, level, owner, follow-up times) stay written out where they are used.
 *
 * Each field's words are under its key in each catalogue: `cust.<key>` (form, drawer),
 * `customerImport.field.<key>` (import dialog), `crmExport.col.<key>` (export header),
 * `crmImport.field.<key>` (an import row's reason). Plain objects, no zod: the console imports this.
 */

/** How the form takes the value: one line, an e-mail, several lines, or a day (`YYYY-MM-DD`). */
export type CustomerFieldControl = 'text' | 'email' | 'textarea' | 'date';

/**
 * Where the field sits among the written-out ones: `work` after gender (the drawer and the list's
 * columns: after mobile), `contact` after those (the drawer and the list's columns: after the
 * region), `note` last (the import: after the address; the list's columns: after the created time).
 */
export type CustomerFieldPlace = 'work' | 'contact' | 'note';

/** Lower-case header words an import guesses the field's column from, in each language. */
export interface CustomerHeaderWords {
  readonly 'zh-CN': readonly string[];
  readonly en: readonly string[];
}

/** `rule`: the text rule both sides check (a `date` field: its length only; the day itself apart). */
export interface CustomerFieldSpec extends ListedFieldSpec {
  readonly control: CustomerFieldControl;
  readonly place: CustomerFieldPlace;
  /**
   * How the customer lists show it (entity-fields.ts): a column (headed `cust.<key>`; the pool
   * shows the `default` ones, the customer list's chooser offers all), a line under the name, or
   * (null) not at all: then it is in the detail answer only, else in every list row's too.
   */
  readonly list: ListShow | null;
  /** null: not imported. */
  readonly importWords: CustomerHeaderWords | null;
  /** A column of the export. */
  readonly exported: boolean;
  /**
   * A filter of the customer lists (and the export): a day field, a from–to range (`<key>From`,
   * `<key>To`, either alone). Other kinds have no list filter yet.
   */
  readonly filtered: boolean;
  /**
   * A day that has come (a birthday): not after today, today as the console's clocks read it (China
   * time). Refused by the form, the add and update bodies and the import alike.
   */
  readonly upToToday?: boolean;
}

export const customerFields = [
  {
    key: 'company',
    rule: { max: 60 },
    control: 'text',
    place: 'work',
    list: { as: 'column', shown: 'default', lines: 2 },
    importWords: { 'zh-CN': ['公司', '单位', '公司名称', '企业'], en: ['company', 'organization'] },
    exported: true,
    filtered: false,
  },
  {
    key: 'title',
    rule: { max: 30 },
    control: 'text',
    place: 'work',
    list: { as: 'underName' },
    importWords: { 'zh-CN': ['职位', '职务', '头衔'], en: ['title', 'job title', 'position'] },
    exported: true,
    filtered: false,
  },
  {
    key: 'email',
    rule: emailRule,
    control: 'email',
    place: 'contact',
    list: null,
    importWords: { 'zh-CN': ['邮箱', '电子邮件', '电子邮箱'], en: ['email', 'e-mail', 'mail'] },
    exported: true,
    filtered: false,
  },
  {
    key: 'wechat',
    rule: { max: 40 },
    control: 'text',
    place: 'contact',
    list: null,
    importWords: { 'zh-CN': ['微信', '微信号'], en: ['wechat', 'weixin'] },
    exported: true,
    filtered: false,
  },
  {
    key: 'birthday',
    rule: { max: 10 },
    control: 'date',
    place: 'contact',
    list: null,
    importWords: { 'zh-CN': ['生日', '出生日期'], en: ['birthday'] },
    exported: true,
    filtered: true,
    upToToday: true,
  },
  {
    key: 'remark',
    rule: { max: 500 },
    control: 'textarea',
    place: 'note',
    list: null,
    importWords: { 'zh-CN': ['备注', '说明'], en: ['remark', 'remarks', 'note', 'notes', 'comment'] },
    exported: false,
    filtered: false,
  },
] as const satisfies readonly CustomerFieldSpec[];

export type CustomerField = (typeof customerFields)[number];
export type CustomerFieldKey = CustomerField['key'];
/** The fields a detail answer adds to the list's item. */
export type CustomerDetailFieldKey = Extract<CustomerField, { list: null }>['key'];
/** The fields every list row answers: those the lists show. */
export type CustomerItemFieldKey = Exclude<CustomerFieldKey, CustomerDetailFieldKey>;
export type CustomerImportedFieldKey = Extract<CustomerField, { importWords: CustomerHeaderWords }>['key'];
export type CustomerExportedFieldKey = Extract<CustomerField, { exported: true }>['key'];
type CustomerFilteredFieldKey = Extract<CustomerField, { filtered: true }>['key'];
/** The list filters of the declared fields: `<key>From`, `<key>To`. */
export type CustomerRangeFilterName = `${CustomerFilteredFieldKey}${'From' | 'To'}`;

/** Each declared range filter: its field and the names of its two ends. */
export const customerRangeFilters = customerFields.flatMap((f) => {
  const from = `${f.key}From`;
  const to = `${f.key}To`;
  return isRangeFilterName(from) && isRangeFilterName(to) ? [{ field: f, from, to }] : [];
});

// Checked rather than typed from the declaration, so that no field filtered still compiles.
function isRangeFilterName(name: string): name is CustomerRangeFilterName {
  return customerFields.some((f) => f.filtered && (name === `${f.key}From` || name === `${f.key}To`));
}
/** The names of the declared range filters, each field's from and to. */
export const customerRangeFilterNames = customerRangeFilters.flatMap((r) => [r.from, r.to]);

/** The declared fields of one place, in declaration order. */
export function customerFieldsAt<P extends CustomerFieldPlace>(
  place: P,
): Extract<CustomerField, { place: P }>[] {
  return plainFieldsAt(customerFields, place);
}

/** A field whose value is a day (`YYYY-MM-DD`, '' for none; a `date` column, null for none). */
export function isDayField(f: CustomerFieldSpec): boolean {
  return f.control === 'date';
}

/** A day field whose day must have come (`upToToday`). */
export function takesDaysUpToToday(f: CustomerFieldSpec): boolean {
  return f.upToToday === true;
}

/** Whether a well-formed day (`YYYY-MM-DD`) is later than a field that takes days up to today allows. */
export function isDayAfterToday(f: CustomerFieldSpec, day: string, now: Date = new Date()): boolean {
  return takesDaysUpToToday(f) && day !== '' && day > chinaDay(now);
}

/**
 * What is wrong with a day field's value, or null ('' is no day): not a day that exists (`dayBad`), or a
 * day to come where the field takes none (`dayAfterToday`). The form, the import's preview and the
 * import ask this one question, each saying the answer in its own words.
 */
export function dayFieldProblem(
  f: CustomerFieldSpec,
  value: string,
  now: Date = new Date(),
): 'dayBad' | 'dayAfterToday' | null {
  if (!isDayField(f) || value === '') return null;
  if (!(isDayText(value) && isRealTime(value))) return 'dayBad';
  return isDayAfterToday(f, value, now) ? 'dayAfterToday' : null;
}

/** The declared fields an import takes. */
export function isImported(
  f: CustomerField,
): f is Extract<CustomerField, { importWords: CustomerHeaderWords }> {
  return f.importWords !== null;
}

/**
 * One value per declared field at `place`, in declaration order, made by `value` (a body's schemas,
 * an answer's values, a row's columns).
 */
export function customerFieldValues<P extends CustomerFieldPlace, V>(
  place: P,
  value: (f: CustomerField) => V,
) {
  return plainFieldValues(customerFieldsAt(place), value);
}

/** The declared fields every list row answers (CustomerItem), in declaration order. */
export const customerItemFields = customerFields.filter(
  (f): f is Extract<CustomerField, { key: CustomerItemFieldKey }> => f.list !== null,
);

/** Each imported field's header words, by key. */
export function customerImportWords(): Record<CustomerImportedFieldKey, CustomerHeaderWords> {
  return plainFieldValues(customerFields.filter(isImported), (f) => f.importWords);
}

/** One value per declared range filter's end (`birthdayFrom`, `birthdayTo`…), by its name. */
export function customerRangeFilterValues<V>(
  value: (name: string, field: CustomerField) => V,
): Record<CustomerRangeFilterName, V> {
  const out: Record<string, V> = {};
  for (const r of customerRangeFilters) {
    out[r.from] = value(r.from, r.field);
    out[r.to] = value(r.to, r.field);
  }
  if (!hasRangeFilters(out)) throw new Error('a customer range filter without a value');
  return out;
}

function hasRangeFilters<V>(o: Record<string, V>): o is Record<CustomerRangeFilterName, V> {
  return customerRangeFilterNames.every((n) => n in o);
}
