import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrmProductDetail,
  type CrmProductListResult,
  crmProductRule,
  crmProductPaths as paths,
} from '../../../contract/crm-product.ts';
import type { AddResult } from '../../../contract/envelope.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { auditOf, libraryFile, memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { crmProducts } from './crm.tables.ts';

let api: TestApi;
let owner: { token: string; brandId: number } = { token: '', brandId: demo.brand };
let second: { token: string; brandId: number } = { token: '', brandId: demo.secondBrand };
const images: string[] = [];
let otherBrandImage = '';
let ownVideo = '';
beforeAll(async () => {
  api = await createTestApi();
  owner = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
  second = {
    token: await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand),
    brandId: demo.secondBrand,
  };
  for (let i = 0; i < 10; i++) images.push(await libraryFile(api, demo.brand, 'image', `photo${i}.png`));
  otherBrandImage = await libraryFile(api, demo.secondBrand, 'image');
  ownVideo = await libraryFile(api, demo.brand, 'video');
});
afterAll(() => api.close());

type As = { token: string; brandId: number };

const base = { kind: 'product', title: '保温杯', price: '59.00' };

async function add(body: Record<string, unknown>, as: As = owner) {
  const a = await api.call<AddResult>(paths.add, { ...as, body });
  if (a.code !== 0) throw new Error(`add ${JSON.stringify(body)}: ${a.message}`);
  return a.data.id;
}

async function detail(id: number, as: As = owner) {
  const a = await api.call<CrmProductDetail>(paths.detail, { ...as, body: { id } });
  expect(a.code).toBe(0);
  return a.data;
}

async function list(body: Record<string, unknown>, as: As = owner) {
  const a = await api.call<CrmProductListResult>(paths.list, { ...as, body });
  expect(a.code, a.message).toBe(0);
  return a.data;
}

const fieldsOf = (a: { data: unknown }) => (a.data as InvalidInput).fields;

describe('POST /crm/product/add.html and detail.html', () => {
  it('adds a product with cover, images and a sanitised description; prices are two-place strings', async () => {
    const id = await add({
      ...base,
      title: '手冲咖啡壶',
      code: 'KF-001',
      price: '12.5',
      marketPrice: '15',
      unit: '个',
      stock: 20,
      cover: images[0],
      images: [images[1], images[2], images[3]],
      description:
        '<h2>特点</h2><p><strong>加厚</strong>玻璃<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      ordernum: 5,
    });
    const d = await detail(id);
    expect(d).toMatchObject({
      kind: 'product',
      title: '手冲咖啡壶',
      code: 'KF-001',
      price: '12.50',
      marketPrice: '15.00',
      unit: '个',
      stock: 20,
      duration: null,
      cover: images[0],
      images: [images[1], images[2], images[3]],
      description: '<h2>特点</h2><p><strong>加厚</strong>玻璃</p>',
      display: true,
      ordernum: 5,
    });
    expect(d.coverThumb).toMatch(/_thumb\.webp$/);
    const [row] = await api.database.db.select().from(crmProducts).where(eq(crmProducts.id, id));
    expect(row?.price).toBe('12.50');
    const audit = await auditOf(api, 'crm_product', [id]);
    expect(audit.map((r) => [r.action, r.subject, r.payload])).toEqual([
      ['add', '手冲咖啡壶', { kind: 'product', title: '手冲咖啡壶', price: '12.50' }],
    ]);
  });

  it('adds a service with a duration; empty optional fields stay empty', async () => {
    const id = await add({ kind: 'service', title: '上门安装', price: '0', duration: '90', marketPrice: '' });
    expect(await detail(id)).toMatchObject({
      kind: 'service',
      price: '0.00',
      marketPrice: null,
      duration: 90,
      stock: null,
      cover: '',
      images: [],
      ordernum: 100,
    });
  });

  it('refuses bad input at its field', async () => {
    await add({ ...base, title: '已有编码', code: 'DUP-1' });
    const long = '长'.repeat(61);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, title: '' }, 'title', '必填'],
      [{ ...base, title: long }, 'title', '最多 60 个字符'],
      [{ ...base, price: '12.345' }, 'price', '应为数字，最多 2 位小数（如 12.50）'],
      [{ ...base, price: '-1' }, 'price', '应为数字，最多 2 位小数（如 12.50）'],
      [{ ...base, price: '1e3' }, 'price', '应为数字，最多 2 位小数（如 12.50）'],
      [{ ...base, price: '100000000.00' }, 'price', '应在 0 到 99999999.99 之间'],
      [{ ...base, price: 12.5 }, 'price', '类型错误，应为 文本'],
      [{ ...base, price: '' }, 'price', '必填'],
      [{ ...base, marketPrice: '1,000' }, 'marketPrice', '应为数字，最多 2 位小数（如 12.50）'],
      [{ ...base, marketPrice: '59' }, 'marketPrice', '原价应高于售价（59.00 元），或不填'],
      [{ ...base, marketPrice: '12.5' }, 'marketPrice', '原价应高于售价（59.00 元），或不填'],
      [{ ...base, kind: 'gift' }, 'kind', '应为 product, service 之一'],
      [{ ...base, stock: -1 }, 'stock', '不能小于 0'],
      [{ ...base, kind: 'service', stock: 3 }, 'stock', '服务没有库存，请留空'],
      [{ ...base, duration: 30 }, 'duration', '只有服务有时长，请留空'],
      [{ ...base, code: 'dup-1' }, 'code', '编码“dup-1”已被“已有编码”使用'],
      [{ ...base, cover: otherBrandImage }, 'cover', '请从本品牌的图片库选择图片'],
      [{ ...base, cover: ownVideo }, 'cover', '请从本品牌的图片库选择图片'],
      [{ ...base, cover: 'https://example.com/a.png' }, 'cover', '请从本品牌的图片库选择图片'],
      [{ ...base, images: [images[0], '/uploads/../../etc/passwd'] }, 'images', '请从本品牌的图片库选择图片'],
      [{ ...base, images: images.slice(0, 10) }, 'images', '最多 9 项'],
    ];
    for (const [body, field, message] of cases) {
      const a = await api.call(paths.add, { ...owner, body });
      expect(a.code, JSON.stringify(body)).toBe(1);
      expect(fieldsOf(a)[0], JSON.stringify(body)).toEqual({ field, message });
    }
    const en = await api.call(paths.add, { ...owner, lang: 'en', body: { ...base, price: '1e3' } });
    expect(en.message).toBe(
      'Parameter error: must be a number with at most 2 decimal places (such as 12.50)',
    );
  });

  it('answers another brand product as not found', async () => {
    const foreign = await add({ ...base, title: '别家的杯子' }, second);
    const a = await api.call(paths.detail, { ...owner, body: { id: foreign } });
    expect([a.code, a.message]).toEqual([1, `产品或服务不存在（id ${foreign}）`]);
  });
});

describe('POST /crm/product/update.html', () => {
  it('edits the price and the pictures; audits the fields and the new price', async () => {
    const id = await add({ ...base, title: '茶具', cover: images[4] });
    const r = await api.call(paths.update, {
      ...owner,
      body: { id, price: '88.8', cover: images[5], images: [images[6]], code: 'CJ-1' },
    });
    expect([r.code, r.message]).toEqual([0, '保存成功']);
    expect(await detail(id)).toMatchObject({
      price: '88.80',
      cover: images[5],
      images: [images[6]],
      code: 'CJ-1',
    });
    const audit = await auditOf(api, 'crm_product', [id]);
    expect(audit.at(-1)?.payload).toEqual({ fields: ['code', 'price', 'cover', 'images'], price: '88.80' });
  });

  it('refuses bad input, the other kind field, a taken code and another brand id', async () => {
    const id = await add({ ...base, title: '杯垫', code: 'BD-1' });
    const service = await add({ kind: 'service', title: '清洗', price: '10' });
    await add({ ...base, title: '杯盖', code: 'BG-1' });
    const foreign = await add({ ...base, title: '别家杯垫' }, second);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ id, price: '12.345' }, 'price', '应为数字，最多 2 位小数（如 12.50）'],
      [{ id, title: '' }, 'title', '必填'],
      [{ id, code: 'bg-1' }, 'code', '编码“bg-1”已被“杯盖”使用'],
      [{ id: service, stock: 5 }, 'stock', '服务没有库存，请留空'],
      [{ id, images: [otherBrandImage] }, 'images', '请从本品牌的图片库选择图片'],
      [{ id, kind: 'service' }, '', '不支持的字段 kind'],
    ];
    for (const [body, field, message] of cases) {
      const a = await api.call(paths.update, { ...owner, body });
      expect(fieldsOf(a)?.[0], JSON.stringify(body)).toEqual({ field, message });
    }
    // Its own code in another case is no conflict.
    expect((await api.call(paths.update, { ...owner, body: { id, code: 'bd-1' } })).code).toBe(0);
    const other = await api.call(paths.update, { ...owner, body: { id: foreign, price: '1.00' } });
    expect([other.code, other.message]).toEqual([1, `产品或服务不存在（id ${foreign}）`]);
    const [row] = await api.database.db.select().from(crmProducts).where(eq(crmProducts.id, foreign));
    expect(row?.price).toBe('59.00');
  });
});

describe('a list price above the price', () => {
  it('is checked when the price or the list price changes; a row saved before the check takes its other changes', async () => {
    const id = await add({ ...base, title: '旅行杯', marketPrice: '79' });
    const refused = await api.call(paths.update, { ...owner, body: { id, price: '80' } });
    expect(fieldsOf(refused)).toEqual([
      { field: 'marketPrice', message: '原价应高于售价（80.00 元），或不填' },
    ]);
    const en = await api.call(paths.update, {
      ...owner,
      lang: 'en',
      body: { id, price: '59', marketPrice: '50' },
    });
    expect(fieldsOf(en)).toEqual([
      { field: 'marketPrice', message: 'The list price must be above the price (59.00 yuan), or left empty' },
    ]);
    expect(await detail(id)).toMatchObject({ price: '59.00', marketPrice: '79.00' });
    expect(
      (await api.call(paths.update, { ...owner, body: { id, price: '80', marketPrice: '' } })).code,
    ).toBe(0);
    expect(await detail(id)).toMatchObject({ price: '80.00', marketPrice: null });

    // Saved before the check: a list price below the price.
    await api.database.db
      .update(crmProducts)
      .set({ price: '100.00', marketPrice: '90.00' })
      .where(eq(crmProducts.id, id));
    // The form sends every field: the same prices with a new name are saved.
    const renamed = await api.call(paths.update, {
      ...owner,
      body: { id, title: '旅行杯（新款）', price: '100', marketPrice: '90.00' },
    });
    expect([renamed.code, renamed.message]).toEqual([0, '保存成功']);
    const moved = await api.call(paths.update, { ...owner, body: { id, marketPrice: '95' } });
    expect(fieldsOf(moved)).toEqual([
      { field: 'marketPrice', message: '原价应高于售价（100.00 元），或不填' },
    ]);
    expect(await detail(id)).toMatchObject({
      title: '旅行杯（新款）',
      price: '100.00',
      marketPrice: '90.00',
    });
  });
});

describe('POST /crm/product/status.html', () => {
  it('takes one or several off sale and back; all or nothing across brands', async () => {
    const a = await add({ ...base, title: '上架一' });
    const b = await add({ ...base, title: '上架二' });
    const foreign = await add({ ...base, title: '别家上架' }, second);
    const one = await api.call(paths.status, { ...owner, body: { id: a, display: false } });
    expect([one.code, one.data]).toEqual([0, { changed: 1 }]);
    expect((await detail(a)).display).toBe(false);
    const both = await api.call(paths.status, { ...owner, body: { ids: [a, b], display: true } });
    expect([both.code, both.message]).toEqual([0, '已更新 2 项']);
    const mixed = await api.call(paths.status, { ...owner, body: { ids: [a, foreign], display: false } });
    expect([mixed.code, mixed.message]).toEqual([1, `产品或服务不存在（id ${foreign}）`]);
    expect((await detail(a)).display).toBe(true);
    const none = await api.call(paths.status, { ...owner, body: { display: false } });
    expect(fieldsOf(none)).toEqual([{ field: 'id', message: '必填' }]);
  });
});

describe('GET /crm/product/del.html', () => {
  it('deletes by id or ids, refuses another brand id, and needs its rule', async () => {
    const a = await add({ ...base, title: '删一' });
    const b = await add({ ...base, title: '删二' });
    const foreign = await add({ ...base, title: '别家删' }, second);
    const mixed = await api.call(`${paths.del}?ids=${a},${foreign}`, { ...owner, method: 'GET' });
    expect(mixed.code).toBe(1);
    const assistant = await memberWithRules(api, demo.brand, 'sales_assistant_p', [
      crmProductRule.list,
      crmProductRule.add,
    ]);
    const refused = await api.call(`${paths.del}?id=${a}`, {
      token: assistant,
      brandId: demo.brand,
      method: 'GET',
    });
    expect([refused.code, refused.message]).toEqual([403, '没有权限执行此操作']);
    expect((await api.call(paths.list, { token: assistant, brandId: demo.brand, body: {} })).code).toBe(0);
    const r = await api.call<DeleteResult>(`${paths.del}?ids=${a},${b}`, { ...owner, method: 'GET' });
    expect([r.code, r.data]).toEqual([0, { deleted: 2 }]);
    expect(await api.database.db.select().from(crmProducts).where(eq(crmProducts.id, a))).toEqual([]);
  });
});

describe('POST /crm/product/list.html', () => {
  it('filters by kind, keyword (title or code), display and price range; sorts; totals follow changes', async () => {
    const as = second;
    const ids: Record<string, number> = {};
    for (const [title, code, price] of [
      ['蓝山咖啡豆', 'BEAN-01', '128.00'],
      ['耶加雪菲', 'BEAN-02', '98.50'],
      ['滤纸', 'PAPER', '9.90'],
    ] as const)
      ids[title] = await add({ ...base, title, code, price }, as);
    ids.洗杯 = await add({ kind: 'service', title: '洗杯服务', price: '5' }, as);
    await api.call(paths.status, { ...as, body: { id: ids.滤纸, display: false } });
    const titles = (r: CrmProductListResult) => r.list.map((p) => p.title);
    const products = await list({ kind: 'product' }, as);
    // Default: ordernum (all 100 here), then newest first.
    expect(titles(products)).toEqual([
      '滤纸',
      '耶加雪菲',
      '蓝山咖啡豆',
      '别家删',
      '别家上架',
      '别家杯垫',
      '别家的杯子',
    ]);
    expect(products.total).toBe(7);
    expect(titles(await list({ kind: 'service' }, as))).toEqual(['洗杯服务']);
    expect(titles(await list({ kind: 'product', keyword: 'bean' }, as))).toEqual(['耶加雪菲', '蓝山咖啡豆']);
    expect(titles(await list({ keyword: '咖啡' }, as))).toEqual(['蓝山咖啡豆']);
    expect(titles(await list({ kind: 'product', display: 'false' }, as))).toEqual(['滤纸']);
    const ranged = await list({ kind: 'product', priceMin: '9.90', priceMax: '100', sort: 'price' }, as);
    expect(ranged.list.map((p) => [p.title, p.price])).toEqual([
      ['滤纸', '9.90'],
      ['别家删', '59.00'],
      ['别家上架', '59.00'],
      ['别家杯垫', '59.00'],
      ['别家的杯子', '59.00'],
      ['耶加雪菲', '98.50'],
    ]);
    expect(titles(await list({ kind: 'product', sort: '-price', pageSize: 1 }, as))).toEqual(['蓝山咖啡豆']);
    expect(titles(await list({ kind: 'product', sort: 'createdAt', pageSize: 1 }, as))).toEqual([
      '别家的杯子',
    ]);
    const bad = await api.call(paths.list, { ...as, body: { priceMin: '1e3' } });
    expect(fieldsOf(bad)).toEqual([{ field: 'priceMin', message: '应为数字，最多 2 位小数（如 12.50）' }]);
    const badSort = await api.call(paths.list, { ...as, body: { sort: 'title' } });
    expect(badSort.code).toBe(1);
    // The kept count moves with every write: a full page's total is never stale.
    const page = await list({ kind: 'product', pageSize: 2 }, as);
    expect(page.total).toBe(7);
    await add({ ...base, title: '新品' }, as);
    expect((await list({ kind: 'product', pageSize: 2 }, as)).total).toBe(8);
    expect((await list({ kind: 'product', pageSize: 2, display: true }, as)).total).toBe(7);
    await api.call(paths.status, { ...as, body: { id: ids.蓝山咖啡豆, display: false } });
    expect((await list({ kind: 'product', pageSize: 2, display: true }, as)).total).toBe(6);
  });
});
