import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrmProductDetail,
  type CrmProductListResult,
  crmProductPaths as paths,
} from '../../contract/crm-product.ts';
import type { AddResult } from '../../contract/envelope.ts';
import type { InvalidInput } from '../../contract/errors.ts';
import { productFields } from '../../contract/product-fields.ts';
import { clearedOf, samplesOf, tooLongOf } from '../support/declared-fields.ts';
import { createTestApi, demo, type TestApi } from '../support/test-api.ts';

// Every declared product field (contract/product-fields.ts) goes through the calls it is declared
// for: added, answered by the detail and in the list's rows, changed, left alone, cleared, and refused
// past its length with its name. A new field is tested by being declared.
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
});
afterAll(() => api.close());

const as = () => ({ token: admin, brandId: demo.brand });
const values = (n: number) => samplesOf(productFields, n);

async function detail(id: number): Promise<CrmProductDetail> {
  const d = await api.call<CrmProductDetail>(paths.detail, { ...as(), body: { id } });
  expect(d.code, d.message).toBe(0);
  return d.data;
}

async function listed(id: number, keyword: string) {
  const l = await api.call<CrmProductListResult>(paths.list, { ...as(), body: { kind: 'service', keyword } });
  expect(l.code, l.message).toBe(0);
  return l.data.list.find((r) => r.id === id);
}

describe('declared product fields', () => {
  it('are added, answered, listed, changed, left alone and cleared', async () => {
    const title = '字段服务甲';
    const added = await api.call<AddResult>(paths.add, {
      ...as(),
      body: { kind: 'service', title, price: '88.00', ...values(1) },
    });
    expect(added.code, added.message).toBe(0);
    const id = added.data.id;
    expect(await detail(id)).toMatchObject(values(1));
    expect(await listed(id, title)).toMatchObject(values(1));
    const changed = await api.call(paths.update, { ...as(), body: { id, ...values(2) } });
    expect(changed.code, changed.message).toBe(0);
    expect(await detail(id)).toMatchObject(values(2));
    await api.call(paths.update, { ...as(), body: { id, title: '字段服务乙' } });
    expect(await detail(id)).toMatchObject({ title: '字段服务乙', ...values(2) });
    await api.call(paths.update, { ...as(), body: { id, ...clearedOf(productFields) } });
    expect(await detail(id)).toMatchObject(clearedOf(productFields));
  });

  it('are refused past their length, naming the field', async () => {
    for (const f of productFields) {
      const r = await api.call<InvalidInput>(paths.add, {
        ...as(),
        body: { kind: 'product', title: '太长', price: '1.00', [f.key]: tooLongOf(f) },
      });
      expect(r.code, f.key).not.toBe(0);
      expect(r.data?.fields?.[0]?.field, f.key).toBe(f.key);
    }
  });
});
