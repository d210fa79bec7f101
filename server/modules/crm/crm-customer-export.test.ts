import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRule, customerPaths as paths } from '../../../contract/customer.ts';
import { memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { adminUsers } from '../../db/core.tables.ts';
import { crmCustomers } from './crm.tables.ts';
import { cstTime, safeCell } from './customer-export.routes.ts';

// The export answers the CSV file itself, only what the caller may see, safe to open in Excel.
let api: TestApi;
let admin: string;
let operator: string;
let noExport: string;
let operatorId = 0;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  operator = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
  noExport = await memberWithRules(api, demo.brand, 'no-export', [customerRule.list]);
  const users = await api.database.db
    .select({ id: adminUsers.id, userName: adminUsers.userName })
    .from(adminUsers);
  operatorId = users.find((u) => u.userName === 'operator')?.id ?? 0;
  const adminId = users.find((u) => u.userName === 'admin')?.id ?? 0;
  await api.database.db.insert(crmCustomers).values([
    {
      brandId: demo.brand,
      name: '=1+1',
      mobile: '13800000001',
      ownerId: operatorId,
      stage: 'following',
      company: 'exptest',
    },
    { brandId: demo.brand, name: '导出甲', mobile: '13800000002', ownerId: operatorId, company: '@exptest' },
    {
      brandId: demo.brand,
      name: '管理员的客户',
      mobile: '13800000003',
      ownerId: adminId,
      company: 'exptest',
    },
    { brandId: demo.secondBrand, name: '别的品牌', mobile: '13800000004', ownerId: adminId },
  ]);
});
afterAll(() => api.close());

function exportRequest(token: string, body: unknown, brandId = demo.brand) {
  return api.app.request(paths.export, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      BrandId: String(brandId),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

async function exportAs(token: string, body: unknown, brandId = demo.brand) {
  const res = await exportRequest(token, body, brandId);
  // Decoded keeping the BOM (res.text() drops it): the file must start with one for Excel.
  return { res, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
}

describe('export.html', () => {
  it('answers a CSV file with a BOM, a header in the caller language and formula cells escaped', async () => {
    // The demo's customers are there too: the test's own rows are the ones of company "exptest".
    const { res, text } = await exportAs(operator, { scope: 'list', keyword: 'exptest' });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(text.startsWith('\uFEFF姓名,手机,性别,公司')).toBe(true);
    expect(text).toContain("'=1+1,13800000001");
    expect(text).toContain("导出甲,13800000002,未知,'@exptest");
    // The operator's own customers only: admin's stays out, and so does the other brand's.
    expect(text).not.toContain('管理员的客户');
    expect(text).not.toContain('别的品牌');
    expect(text.trim().split('\n')).toHaveLength(3);
  });

  it('exports every owner with all customers, the selected ids only, and the filter given', async () => {
    const all = await exportAs(admin, { scope: 'list', keyword: 'exptest' });
    expect(all.text).toContain('管理员的客户');
    expect(all.text).not.toContain('别的品牌');
    expect(all.text.trim().split('\n')).toHaveLength(4);
    const one = await exportAs(admin, { scope: 'list', keyword: '导出甲' });
    expect(one.text.trim().split('\n')).toHaveLength(2);
  });

  it('writes times in ISO 8601 on China time with +08:00, the instant they were', async () => {
    const next = new Date('2026-11-28T09:47:00Z');
    await api.database.db.insert(crmCustomers).values({
      brandId: demo.brand,
      name: '时间客户',
      mobile: '13800000005',
      ownerId: operatorId,
      company: 'timetest',
      nextFollowAt: next,
    });
    const { text } = await exportAs(operator, { scope: 'list', keyword: 'timetest' });
    const [header = '', row = ''] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const cells = row.split(',');
    const at = (title: string) => cells[header.split(',').indexOf(title)];
    expect(at('下次跟进')).toBe('2026-11-28T17:47:00+08:00');
    expect(new Date(at('下次跟进') ?? '').getTime()).toBe(next.getTime());
    // Every time cell of the row, the creation time too, names its offset.
    expect(at('创建时间')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(cstTime(null)).toBe('');
  });

  it('writes a file of many batches whole: every row once, newest first, a last batch full or not', async () => {
    // Read 2,000 rows at a time, the next batch while this one is written: 4,000 rows end on a full
    // batch, 2,001 on a batch of one.
    for (const [company, count, prefix] of [
      ['batchfull', 4000, '137'],
      ['batchone', 2001, '136'],
    ] as const)
      await api.database.db.insert(crmCustomers).values(
        Array.from({ length: count }, (_, i) => ({
          brandId: demo.brand,
          name: `${company}${i}`,
          mobile: `${prefix}${String(i).padStart(8, '0')}`,
          ownerId: operatorId,
          company,
        })),
      );
    for (const [company, count] of [
      ['batchfull', 4000],
      ['batchone', 2001],
    ] as const) {
      const { text } = await exportAs(admin, { scope: 'list', keyword: company });
      const names = text
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
      expect(names).toHaveLength(count);
      // Inserted in order, so newest first is the last inserted first.
      expect(names).toEqual(Array.from({ length: count }, (_, i) => `${company}${count - 1 - i}`));
    }
  });

  it('a download cancelled after its first part leaves the next export whole', async () => {
    const res = await exportRequest(admin, { scope: 'list', keyword: 'batchfull' });
    const reader = res.body?.getReader();
    await reader?.read();
    await reader?.read();
    await reader?.cancel();
    const { text } = await exportAs(admin, { scope: 'list', keyword: 'batchfull' });
    expect(text.trim().split('\n')).toHaveLength(4001);
  });

  it('refuses without the rule, and a bad body names the field, as envelopes', async () => {
    const refused = await exportAs(noExport, { scope: 'list' });
    expect(JSON.parse(refused.text).code).toBe(403);
    const bad = await exportAs(admin, { scope: 'everything' });
    expect(JSON.parse(bad.text)).toMatchObject({ code: 1, data: { fields: [{ field: 'scope' }] } });
  });

  it('writes an apostrophe before = + - @ and a leading tab, and nothing else', () => {
    expect(['=A1', '+86', '-1', '@x', '\tx', 'a=b', '张三'].map(safeCell)).toEqual([
      "'=A1",
      "'+86",
      "'-1",
      "'@x",
      "'\tx",
      'a=b',
      '张三',
    ]);
  });
});
