import { describe, expect, it } from 'vitest';
import { chinaDay } from '../../../contract/china-time.ts';
import { normalizeMobile } from '../../../contract/field-rules.ts';
import { AreaIndex, checkImportRow, type ImportLookups, splitTags } from './customer-import.policy.ts';

const lookups: ImportLookups = {
  sources: new Map([['官网', 7]]),
  tags: new Map([
    ['vip', 11],
    ['价格敏感', 12],
  ]),
  areas: new AreaIndex([
    { id: 110000, parentId: 0, name: '北京市', level: 1 },
    { id: 110100, parentId: 110000, name: '市辖区', level: 2 },
    { id: 110105, parentId: 110100, name: '朝阳区', level: 3 },
    { id: 440000, parentId: 0, name: '广东省', level: 1 },
    { id: 440300, parentId: 440000, name: '深圳市', level: 2 },
    { id: 440305, parentId: 440300, name: '南山区', level: 3 },
  ]),
};
const mapping = {
  name: 0,
  mobile: 1,
  gender: 2,
  level: 3,
  source: 4,
  tags: 5,
  province: 6,
  city: 7,
  district: 8,
};
const row = (...cells: string[]) => checkImportRow(cells, mapping, lookups);

describe('checkImportRow', () => {
  it('takes a full row: gender words, level in any case, source and tags by title, the region with or without suffixes', () => {
    const out = row('张三', '+86 138-0000-0001', '女', 'b', '官网', 'VIP，价格敏感', '广东', '深圳', '南山');
    expect(out).toMatchObject({
      ok: true,
      row: {
        mobile: '13800000001',
        gender: 'female',
        level: 'B',
        sourceId: 7,
        tagIds: [11, 12],
        areaId: 440305,
      },
    });
    expect(out.ok && out.row).toMatchObject({
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      provinceId: 440000,
      cityId: 440300,
    });
  });

  it('finds a municipality named twice (北京市, 北京市) and a district alone', () => {
    expect(row('甲', '13800000002', '', '', '', '', '北京市', '北京市', '朝阳区')).toMatchObject({
      ok: true,
      row: { areaId: 110105, cityId: 110100 },
    });
    expect(row('甲', '13800000002', '', '', '', '', '', '', '南山区')).toMatchObject({
      ok: true,
      row: { areaId: 440305, provinceId: 440000, province: '广东省' },
    });
  });

  it('refuses each bad value with its reason', () => {
    expect(row('', '13800000001')).toMatchObject({
      ok: false,
      reasons: [{ key: 'crmImport.row.nameRequired' }],
    });
    expect(row('x'.repeat(41), '13800000001')).toMatchObject({
      ok: false,
      reasons: [{ key: 'crmImport.row.tooLong' }],
    });
    expect(row('甲', '')).toMatchObject({ ok: false, reasons: [{ key: 'crmImport.row.mobileRequired' }] });
    expect(row('甲', '23800000001')).toMatchObject({
      ok: false,
      reasons: [{ key: 'crmImport.row.mobileBad' }],
    });
    expect(row('甲', '13800000001', '未说')).toMatchObject({
      ok: false,
      reasons: [{ key: 'crmImport.row.genderBad' }],
    });
    // A name an object has of its own is no gender word.
    expect(row('甲', '13800000001', 'constructor')).toMatchObject({
      ok: false,
      reasons: [{ key: 'crmImport.row.genderBad', params: { value: 'constructor' } }],
    });
    expect(row('甲', '13800000001', '', 'D')).toMatchObject({
      ok: false,
      reasons: [{ key: 'crmImport.row.levelBad' }],
    });
    expect(row('甲', '13800000001', '', '', '展会')).toMatchObject({
      ok: false,
      reasons: [{ key: 'crmImport.row.sourceUnknown', params: { value: '展会' } }],
    });
    expect(row('甲', '13800000001', '', '', '', 'VIP,老客户')).toMatchObject({
      ok: false,
      reasons: [{ key: 'crmImport.row.tagUnknown', params: { value: '老客户' } }],
    });
    expect(row('甲', '13800000001', '', '', '', '', '火星')).toMatchObject({
      ok: false,
      reasons: [{ key: 'crmImport.row.areaUnknown', params: { value: '火星' } }],
    });
  });

  it('names every fault of a row, so the file is mended once and not once per fault', () => {
    const withBirthday = [
      '',
      '1370000',
      '未说',
      'D',
      '展会',
      'VIP,老客户,新朋友',
      '火星',
      '',
      '',
      '1988-13-01',
    ];
    expect(checkImportRow(withBirthday, { ...mapping, birthday: 9 }, lookups)).toEqual({
      ok: false,
      reasons: [
        { key: 'crmImport.row.nameRequired' },
        { key: 'crmImport.row.mobileBad', params: { value: '1370000' } },
        { key: 'crmImport.row.genderBad', params: { value: '未说' } },
        { key: 'crmImport.row.levelBad', params: { value: 'D' } },
        { key: 'crmImport.row.dayBad', params: { field: 'birthday', value: '1988-13-01' } },
        { key: 'crmImport.row.sourceUnknown', params: { value: '展会' } },
        { key: 'crmImport.row.tagUnknown', params: { value: '老客户' } },
        { key: 'crmImport.row.tagUnknown', params: { value: '新朋友' } },
        { key: 'crmImport.row.areaUnknown', params: { value: '火星' } },
      ],
    });
  });

  it('refuses a birthday that is not a day or is after today, takes today', () => {
    const withBirthday = (day: string) =>
      checkImportRow(
        ['甲', '13800000001', '', '', '', '', '', '', '', day],
        { ...mapping, birthday: 9 },
        lookups,
      );
    expect(withBirthday('1990-02-30')).toMatchObject({
      ok: false,
      reasons: [{ key: 'crmImport.row.dayBad' }],
    });
    expect(withBirthday('2099-12-31')).toMatchObject({
      ok: false,
      reasons: [{ key: 'crmImport.row.dayAfterToday', params: { field: 'birthday', value: '2099-12-31' } }],
    });
    expect(withBirthday(chinaDay())).toMatchObject({ ok: true });
    expect(withBirthday('1990-05-20')).toMatchObject({
      ok: true,
      row: { fields: { birthday: '1990-05-20' } },
    });
  });

  it('normalises mobiles and splits tags on either width of separator', () => {
    expect(normalizeMobile('86 13800000001')).toBe('13800000001');
    expect(normalizeMobile('138 0000 0001')).toBe('13800000001');
    expect(splitTags('a，b;c；d、e|a')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
