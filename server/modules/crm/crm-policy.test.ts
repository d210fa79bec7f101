import { describe, expect, it } from 'vitest';
import { materialRefusal } from './material.policy.ts';
import { productCodeRefusal, productKindRefusal, productMarketPriceRefusal } from './product.policy.ts';
import { tagDeleteRefusal, tagFullRefusal, tagGroupRefusal } from './tag.policy.ts';

describe('CRM dictionary policies', () => {
  it('a tag belongs to a group; nothing else does', () => {
    expect(tagGroupRefusal('tag', 3, { type: 'group' })).toBeNull();
    expect(tagGroupRefusal('tag', undefined, null)).toMatchObject({
      key: 'crmTagGroupRequired',
      field: 'groupId',
    });
    expect(tagGroupRefusal('tag', 3, null)).toMatchObject({ key: 'crmTagGroupNotFound', params: { id: 3 } });
    expect(tagGroupRefusal('tag', 3, { type: 'follow' })).toMatchObject({ key: 'crmTagGroupNotFound' });
    expect(tagGroupRefusal('follow', undefined, null)).toBeNull();
    expect(tagGroupRefusal('source', 3, { type: 'group' })).toMatchObject({ key: 'crmTagGroupOnlyForTags' });
  });

  it('a list keeps to its limit: tags per group, the other types per brand', () => {
    expect(tagFullRefusal('group', 49, '标签组')).toBeNull();
    expect(tagFullRefusal('group', 50, '标签组')).toEqual({
      code: 1,
      key: 'crmTagFull',
      params: { type: '标签组', max: 50 },
    });
    expect(tagFullRefusal('tag', 100, '标签')).toEqual({
      code: 1,
      key: 'crmTagGroupFull',
      params: { max: 100 },
    });
    expect(tagFullRefusal('follow', 99, '跟进方式')).toBeNull();
  });

  it('an item customers use is not deleted, with how many say why', () => {
    expect(tagDeleteRefusal({ title: 'VIP' }, 0, '标签')).toBeNull();
    expect(tagDeleteRefusal({ title: 'VIP' }, 12, '标签')).toEqual({
      code: 1,
      key: 'crmTagInUse',
      params: { type: '标签', title: 'VIP', n: 12 },
    });
  });
});

describe('material policy', () => {
  const none = { files: [], contentText: '', url: '' };
  it('asks each kind for what it shows', () => {
    for (const kind of ['image', 'video', 'file'] as const) {
      expect(materialRefusal({ ...none, kind })).toMatchObject({
        key: 'crmMaterialFilesRequired',
        field: 'files',
      });
      expect(
        materialRefusal({ ...none, kind, files: [{ fileurl: '/uploads/a.png', title: '' }] }),
      ).toBeNull();
    }
    expect(materialRefusal({ ...none, kind: 'text' })).toMatchObject({ field: 'content' });
    expect(materialRefusal({ ...none, kind: 'text', contentText: '你好' })).toBeNull();
    expect(materialRefusal({ ...none, kind: 'link' })).toMatchObject({ key: 'crmMaterialUrlRequired' });
    for (const url of ['ftp://example.com', 'example.com', 'https://', 'javascript:alert(1)'])
      expect(materialRefusal({ ...none, kind: 'link', url }), url).toMatchObject({
        key: 'crmMaterialUrlInvalid',
      });
    expect(materialRefusal({ ...none, kind: 'link', url: 'https://example.com/a?b=1' })).toBeNull();
  });
});

describe('product policies', () => {
  it('stock is a product own, duration a service own', () => {
    expect(productKindRefusal('product', { stock: 3, duration: null })).toBeNull();
    expect(productKindRefusal('product', { duration: 30 })).toMatchObject({ field: 'duration' });
    expect(productKindRefusal('service', { duration: 30, stock: null })).toBeNull();
    expect(productKindRefusal('service', { stock: 0 })).toMatchObject({ field: 'stock' });
  });

  it('a list price, when given, is above the price', () => {
    expect(productMarketPriceRefusal('59.00', null)).toBeNull();
    expect(productMarketPriceRefusal('59.00', '59.01')).toBeNull();
    expect(productMarketPriceRefusal('59.00', '59.00')).toEqual({
      code: 1,
      key: 'crmProductMarketPriceNotAbove',
      params: { price: '59.00' },
      field: 'marketPrice',
    });
    expect(productMarketPriceRefusal('59.00', '9.99')).toMatchObject({ field: 'marketPrice' });
  });

  it('a code names one row of the brand', () => {
    expect(productCodeRefusal('', { title: 'x' })).toBeNull();
    expect(productCodeRefusal('A-1', null)).toBeNull();
    expect(productCodeRefusal('A-1', { title: '杯子' })).toEqual({
      code: 1,
      key: 'crmProductCodeTaken',
      params: { code: 'A-1', title: '杯子' },
      field: 'code',
    });
  });
});
