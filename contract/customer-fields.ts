import { emailRule, type TextRule } from './field-rules.ts';

/**
 * The customer's plain fields (a text or a day, no catalogue behind them), each declared once: the
 * add/update bodies, the detail answer, the form, the drawer, the export and the import all iterate
 * this list, so a new field is one entry here, its column (server/modules/crm/crm.tables.ts) and its
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
 * Where the field sits among the written-out ones: `work` after gender (the drawer: after mobile),
 * `contact` after those (the drawer: after the region), `note` last (the import: after the address).
 */
export type CustomerFieldPlace = 'work' | 'contact' | 'note';

/** Lower-case header words an import guesses the field's column from, in each language. */
export interface CustomerHeaderWords {
  readonly 'zh-CN': readonly string[];
  readonly en: readonly string[];
}

export interface CustomerFieldSpec {
  readonly key: string;
  /** The text rule both sides check (a `date` field: its length only; the day itself is checked apart). */
  readonly rule: TextRule;
  readonly control: CustomerFieldControl;
  readonly place: CustomerFieldPlace;
  /** `item`: in every list row's answer too (CustomerItem); `detail`: in the detail answer only. */
  readonly answer: 'item' | 'detail';
  /** null: not imported. */
  readonly importWords: CustomerHeaderWords | null;
  /** A column of the export. */
  readonly exported: boolean;
  /**
   * A filter of the customer lists (and the export): a day field, a from–to range (`<key>From`,
   * `<key>To`, either alone). Other kinds have no list filter yet.
   */
  readonly filtered: boolean;
}

/** A day as the form and the import take it. */
export const customerDayPattern = /^\d{4}-\d{2}-\d{2}$/;

export const customerFields = [
  {
    key: 'company',
    rule: { max: 60 },
    control: 'text',
    place: 'work',
    answer: 'item',
    importWords: { 'zh-CN': ['公司', '单位', '公司名称', '企业'], en: ['company', 'organization'] },
    exported: true,
    filtered: false,
  },
  {
    key: 'title',
    rule: { max: 30 },
    control: 'text',
    place: 'work',
    answer: 'item',
    importWords: { 'zh-CN': ['职位', '职务', '头衔'], en: ['title', 'job title', 'position'] },
    exported: true,
    filtered: false,
  },
  {
    key: 'email',
    rule: emailRule,
    control: 'email',
    place: 'contact',
    answer: 'detail',
    importWords: { 'zh-CN': ['邮箱', '电子邮件', '电子邮箱'], en: ['email', 'e-mail', 'mail'] },
    exported: true,
    filtered: false,
  },
  {
    key: 'wechat',
    rule: { max: 40 },
    control: 'text',
    place: 'contact',
    answer: 'detail',
    importWords: { 'zh-CN': ['微信', '微信号'], en: ['wechat', 'weixin'] },
    exported: true,
    filtered: false,
  },
  {
    key: 'birthday',
    rule: { max: 10 },
    control: 'date',
    place: 'contact',
    answer: 'detail',
    importWords: { 'zh-CN': ['生日', '出生日期'], en: ['birthday'] },
    exported: true,
    filtered: true,
  },
  {
    key: 'remark',
    rule: { max: 500 },
    control: 'textarea',
    place: 'note',
    answer: 'detail',
    importWords: { 'zh-CN': ['备注', '说明'], en: ['remark', 'remarks', 'note', 'notes', 'comment'] },
    exported: false,
    filtered: false,
  },
] as const satisfies readonly CustomerFieldSpec[];

export type CustomerField = (typeof customerFields)[number];
export type CustomerFieldKey = CustomerField['key'];
/** The fields a detail answer adds to the list's item. */
export type CustomerDetailFieldKey = Extract<CustomerField, { answer: 'detail' }>['key'];
export type CustomerItemFieldKey = Extract<CustomerField, { answer: 'item' }>['key'];
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
export function customerFieldsAt(place: CustomerFieldPlace): CustomerField[] {
  return customerFields.filter((f) => f.place === place);
}

/** A field whose value is a day (`YYYY-MM-DD`, '' for none; a `date` column, null for none). */
export function isDayField(f: CustomerFieldSpec): boolean {
  return f.control === 'date';
}

/** The declared fields an import takes. */
export function isImported(
  f: CustomerField,
): f is Extract<CustomerField, { importWords: CustomerHeaderWords }> {
  return f.importWords !== null;
}

/** The keys of the declared fields at a place. */
export type CustomerFieldKeyAt<P extends CustomerFieldPlace> = Extract<CustomerField, { place: P }>['key'];

/**
 * One value per declared field at `place`, in declaration order, made by `value` (a body's schemas,
 * an answer's values, a row's columns).
 */
export function customerFieldValues<P extends CustomerFieldPlace, V>(
  place: P,
  value: (f: CustomerField) => V,
): Record<CustomerFieldKeyAt<P>, V> {
  const out: Record<string, V> = {};
  for (const f of customerFieldsAt(place)) out[f.key] = value(f);
  if (!hasEvery(out, place)) throw new Error(`a customer field at ${place} without a value`);
  return out;
}

function hasEvery<P extends CustomerFieldPlace, V>(
  o: Record<string, V>,
  place: P,
): o is Record<CustomerFieldKeyAt<P>, V> {
  return customerFieldsAt(place).every((f) => f.key in o);
}

/** Each imported field's header words, by key. */
export function customerImportWords(): Record<CustomerImportedFieldKey, CustomerHeaderWords> {
  const out: Record<string, CustomerHeaderWords> = {};
  for (const f of customerFields) if (isImported(f)) out[f.key] = f.importWords;
  if (!hasImported(out)) throw new Error('an imported customer field without header words');
  return out;
}

function hasImported(
  o: Record<string, CustomerHeaderWords>,
): o is Record<CustomerImportedFieldKey, CustomerHeaderWords> {
  return customerFields.filter(isImported).every((f) => f.key in o);
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
