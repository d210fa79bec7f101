import { addressRules } from '../../../contract/address.ts';
import {
  type CustomerGender,
  type CustomerImportField,
  type CustomerLevel,
  customerLimits,
  customerNameRule,
  importedGender,
} from '../../../contract/customer.ts';
import {
  type CustomerFieldKey,
  customerFields,
  dayFieldProblem,
  isImported,
} from '../../../contract/customer-fields.ts';
import { formatPatterns, normalizeMobile, type TextRule } from '../../../contract/field-rules.ts';
import type { CrmKey } from './crm.messages.ts';

/**
 * The rules of one imported row, apart from the database: a CSV row and the brand's dictionaries in,
 * a customer to insert or the reason it is refused out. Tested alone (server/modules/crm/crm-customer-import.policy.test.ts).
 */

export type ImportMapping = Partial<Record<CustomerImportField, number>>;

/** A reason as a message key, said in the reader's language when the report is read. */
export interface RowReason {
  key: CrmKey;
  params?: Record<string, string | number>;
}

export interface ImportedRow {
  name: string;
  mobile: string;
  gender: CustomerGender;
  /** The declared fields (contract/customer-fields.ts), '' when not mapped or empty. */
  fields: Record<CustomerFieldKey, string>;
  level: CustomerLevel | null;
  sourceId: number | null;
  tagIds: number[];
  areaId: number;
  provinceId: number;
  cityId: number;
  province: string;
  city: string;
  district: string;
  address: string;
}

export interface AreaRow {
  id: number;
  parentId: number;
  name: string;
  level: number;
}

/** Names of the divisions, found with or without their suffix (广东 = 广东省, 朝阳 = 朝阳区). */
export class AreaIndex {
  readonly #byParent = new Map<number, Map<string, AreaRow>>();
  readonly #byLevel = new Map<number, Map<string, AreaRow[]>>();
  readonly #byId = new Map<number, AreaRow>();

  constructor(rows: readonly AreaRow[]) {
    for (const row of rows) {
      this.#byId.set(row.id, row);
      const children = this.#byParent.get(row.parentId) ?? new Map<string, AreaRow>();
      this.#byParent.set(row.parentId, children);
      const level = this.#byLevel.get(row.level) ?? new Map<string, AreaRow[]>();
      this.#byLevel.set(row.level, level);
      for (const key of new Set([row.name, shortName(row.name)])) {
        if (!children.has(key)) children.set(key, row);
        level.set(key, [...(level.get(key) ?? []), row]);
      }
    }
  }

  byId(id: number): AreaRow | undefined {
    return this.#byId.get(id);
  }

  child(parentId: number, name: string): AreaRow | undefined {
    const children = this.#byParent.get(parentId);
    return children?.get(name) ?? children?.get(shortName(name));
  }

  /** The one division of a level with this name (a city given without its province), if only one. */
  unique(level: number, name: string): AreaRow | undefined {
    const found = this.#byLevel.get(level)?.get(name) ?? this.#byLevel.get(level)?.get(shortName(name));
    return found?.length === 1 ? found[0] : undefined;
  }

  /** A municipality's only city (北京市 → 市辖区), which a spreadsheet names as the province. */
  onlyChild(parentId: number): AreaRow | undefined {
    const children = this.#byParent.get(parentId);
    if (!children) return undefined;
    const distinct = new Set(children.values());
    return distinct.size === 1 ? [...distinct][0] : undefined;
  }
}

const suffixes = /(特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区|自治州|地区|省|市|区|县|盟)$/;

function shortName(name: string): string {
  const short = name.replace(suffixes, '');
  return short.length >= 2 ? short : name;
}

export interface ImportLookups {
  /** The brand's sources by title (lower case). */
  sources: ReadonlyMap<string, number>;
  /** The brand's tags by title (lower case). */
  tags: ReadonlyMap<string, number>;
  areas: AreaIndex;
}

/** A refused row says every fault it has, so the manager mends the file once, not once per fault. */
export type RowOutcome = { ok: true; row: ImportedRow } | { ok: false; reasons: RowReason[] };

/** Tags in one cell: separated by commas, semicolons, 、 or |, in either width. */
export function splitTags(cell: string): string[] {
  return [
    ...new Set(
      cell
        .split(/[,，;；、|]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

function tooLong(field: string, max: number): RowReason {
  return { key: 'crmImport.row.tooLong', params: { field, max } };
}

/**
 * One row to a customer. Unknown source, tag or region titles refuse the row (nothing is dropped
 * quietly): the manager adds the missing title and imports the same file again, whose rows already in
 * come back as duplicates. Every cell is checked, so a refused row names all its faults.
 */
export function checkImportRow(
  cells: readonly string[],
  mapping: ImportMapping,
  lookups: ImportLookups,
): RowOutcome {
  const cell = (field: CustomerImportField) => {
    const at = mapping[field];
    return at === undefined ? '' : (cells[at] ?? '').trim();
  };
  const reasons: RowReason[] = [];
  const name = cell('name');
  if (!name) reasons.push({ key: 'crmImport.row.nameRequired' });
  else if (name.length > customerNameRule.max) reasons.push(tooLong('name', customerNameRule.max));
  const rawMobile = cell('mobile');
  const mobile = normalizeMobile(rawMobile);
  if (!rawMobile) reasons.push({ key: 'crmImport.row.mobileRequired' });
  else if (!formatPatterns.mobile.test(mobile))
    reasons.push({ key: 'crmImport.row.mobileBad', params: { value: rawMobile.slice(0, 30) } });

  const genderCell = cell('gender');
  const gender = importedGender(genderCell);
  if (!gender) reasons.push({ key: 'crmImport.row.genderBad', params: { value: genderCell.slice(0, 20) } });

  const levelCell = cell('level').toUpperCase();
  const level: CustomerLevel | null =
    levelCell === 'A' || levelCell === 'B' || levelCell === 'C' ? levelCell : null;
  if (levelCell && !level)
    reasons.push({ key: 'crmImport.row.levelBad', params: { value: cell('level').slice(0, 20) } });

  const fields: Record<string, string> = {};
  for (const f of customerFields) {
    const value = isImported(f) ? cell(f.key) : '';
    const refused = importedFieldProblem(f, value);
    if (refused) reasons.push(refused);
    fields[f.key] = value;
  }
  if (!everyField(fields)) throw new Error('a declared customer field without a value');
  const address = cell('address');
  if (address.length > addressRules.detailMax) reasons.push(tooLong('address', addressRules.detailMax));

  const source = cell('source');
  const sourceId = source ? lookups.sources.get(source.toLowerCase()) : undefined;
  if (source && sourceId === undefined)
    reasons.push({ key: 'crmImport.row.sourceUnknown', params: { value: source.slice(0, 30) } });

  const tagTitles = splitTags(cell('tags'));
  const tagIds: number[] = [];
  if (tagTitles.length > customerLimits.tagsPerCustomer)
    reasons.push({ key: 'crmImport.row.tooManyTags', params: { max: customerLimits.tagsPerCustomer } });
  else
    for (const t of tagTitles) {
      const found = lookups.tags.get(t.toLowerCase());
      if (found === undefined)
        reasons.push({ key: 'crmImport.row.tagUnknown', params: { value: t.slice(0, 30) } });
      else if (!tagIds.includes(found)) tagIds.push(found);
    }

  const region = regionOf(cell('province'), cell('city'), cell('district'), lookups.areas);
  if (!region.ok) reasons.push(region.reason);

  // A missing gender or region has pushed its reason already; naming them tells the types so.
  if (reasons.length > 0 || !gender || !region.ok) return { ok: false, reasons };
  return {
    ok: true,
    row: {
      name,
      mobile,
      gender,
      fields,
      level,
      sourceId: sourceId ?? null,
      tagIds,
      ...region.area,
      address,
    },
  };
}

/** Why a declared field's cell refuses the row: too long, an e-mail or a day not well-formed, a day to come. */
function importedFieldProblem(f: (typeof customerFields)[number], value: string): RowReason | null {
  const rule: TextRule = f.rule;
  const { max, format } = rule;
  if (max !== undefined && value.length > max) return tooLong(f.key, max);
  if (!value) return null;
  if (format === 'email' && !formatPatterns.email.test(value))
    return { key: 'crmImport.row.emailBad', params: { value: value.slice(0, 60) } };
  const day = dayFieldProblem(f, value);
  if (day === 'dayBad')
    return { key: 'crmImport.row.dayBad', params: { field: f.key, value: value.slice(0, 30) } };
  if (day === 'dayAfterToday') return { key: 'crmImport.row.dayAfterToday', params: { field: f.key, value } };
  return null;
}

function everyField(o: Record<string, string>): o is Record<CustomerFieldKey, string> {
  return customerFields.every((f) => f.key in o);
}

type Region = Pick<ImportedRow, 'areaId' | 'provinceId' | 'cityId' | 'province' | 'city' | 'district'>;

function regionOf(
  provinceName: string,
  cityName: string,
  districtName: string,
  areas: AreaIndex,
): { ok: true; area: Region } | { ok: false; reason: RowReason } {
  const none: Region = { areaId: 0, provinceId: 0, cityId: 0, province: '', city: '', district: '' };
  if (!provinceName && !cityName && !districtName) return { ok: true, area: none };
  const unknown = (value: string) => ({
    ok: false as const,
    reason: { key: 'crmImport.row.areaUnknown' as const, params: { value: value.slice(0, 30) } },
  });
  let province: AreaRow | undefined;
  let city: AreaRow | undefined;
  if (provinceName) {
    province = areas.child(0, provinceName);
    if (!province) return unknown(provinceName);
  }
  if (cityName) {
    if (province) {
      city = areas.child(province.id, cityName);
      // 北京市, 北京市: the municipality's one city is 市辖区.
      if (!city && (cityName === province.name || cityName === provinceName))
        city = areas.onlyChild(province.id);
    } else {
      city = areas.unique(2, cityName);
      province = city ? areas.byId(city.parentId) : undefined;
    }
    if (!city) return unknown(cityName);
  } else if (province && districtName) {
    city = areas.onlyChild(province.id);
  }
  let district: AreaRow | undefined;
  if (districtName) {
    district = city ? areas.child(city.id, districtName) : areas.unique(3, districtName);
    if (!district) return unknown(districtName);
    city ??= areas.byId(district.parentId);
    province ??= city ? areas.byId(city.parentId) : undefined;
  }
  const code = (district ?? city ?? province)?.id ?? 0;
  const provinceId = province?.id ?? 0;
  const cityId = city?.id ?? 0;
  return {
    ok: true,
    area: {
      areaId: code,
      provinceId,
      cityId,
      province: province?.name ?? '',
      city: city?.name ?? '',
      district: district?.name ?? '',
    },
  };
}
