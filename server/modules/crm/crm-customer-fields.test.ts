import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CustomerDetail, type ImportJob, customerPaths as paths } from '../../../contract/customer.ts';
import {
  type CustomerField,
  customerFields,
  customerRangeFilters,
  isDayField,
  isImported,
} from '../../../contract/customer-fields.ts';
import type { TextRule } from '../../../contract/field-rules.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { crmText } from './crm.messages.ts';

// Every declared customer field (contract/customer-fields.ts) goes through the calls it is declared
// for: added, answered, changed and cleared; exported under its header; imported from a column named
// by its first header word, a bad day refused with the field named. A new field is tested by being declared.
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi({ jobs: true });
  admin = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
});
afterAll(() => api.close());

const as = () => ({ token: admin, brandId: demo.brand });

/** A good value of a field, different per `n`. */
function sample(f: CustomerField, n: number): string {
  const rule: TextRule = f.rule;
  if (isDayField(f)) return `199${n}-05-2${n}`;
  if (rule.format === 'email') return `f${n}@example.com`;
  return `${f.key}${n}`.slice(0, rule.max ?? 20);
}
const values = (n: number) => Object.fromEntries(customerFields.map((f) => [f.key, sample(f, n)]));

async function detail(id: number): Promise<CustomerDetail> {
  const d = await api.call<CustomerDetail>(paths.detail, { ...as(), body: { id } });
  expect(d.code).toBe(0);
  return d.data;
}

describe('declared customer fields', () => {
  it('are added, answered, changed and cleared', async () => {
    const added = await api.call<{ id: number }>(paths.add, {
      ...as(),
      body: { name: '字段甲', mobile: '13700001001', ...values(1) },
    });
    expect(added.code).toBe(0);
    expect(await detail(added.data.id)).toMatchObject(values(1));
    const changed = await api.call(paths.update, { ...as(), body: { id: added.data.id, ...values(2) } });
    expect(changed.code).toBe(0);
    expect(await detail(added.data.id)).toMatchObject(values(2));
    const cleared = Object.fromEntries(customerFields.map((f) => [f.key, '']));
    await api.call(paths.update, { ...as(), body: { id: added.data.id, ...cleared } });
    expect(await detail(added.data.id)).toMatchObject(cleared);
  });

  it('refuses a day that is not one', async () => {
    for (const f of customerFields.filter(isDayField))
      for (const bad of ['1990-02-30', '20.5.1990', '1990-5-20']) {
        const r = await api.call(paths.add, {
          ...as(),
          body: { name: '坏日子', mobile: '13700001002', [f.key]: bad },
        });
        expect(r.code, `${f.key} ${bad}`).not.toBe(0);
      }
  });

  it('filter the list by a day range, either end alone, a customer without the day in none', async () => {
    const days = ['1980-01-31', '1985-06-15', '1990-12-01', ''];
    for (const r of customerRangeFilters) {
      const ids: number[] = [];
      for (const [i, day] of days.entries()) {
        const a = await api.call<{ id: number }>(paths.add, {
          ...as(),
          body: { name: `范围${i}`, mobile: `1370000200${i}`, [r.field.key]: day },
        });
        ids.push(a.data.id);
      }
      const found = async (body: Record<string, string>) => {
        const l = await api.call<{ list: { id: number }[] }>(paths.list, {
          ...as(),
          body: { keyword: '1370000200', ...body },
        });
        expect(l.code).toBe(0);
        return l.data.list.map((c) => c.id).sort((a, b) => a - b);
      };
      expect(await found({ [r.from]: '1985-06-15', [r.to]: '1990-12-01' })).toEqual([ids[1], ids[2]]);
      expect(await found({ [r.to]: '1985-06-14' })).toEqual([ids[0]]);
      expect(await found({ [r.from]: '1985-06-16' })).toEqual([ids[2]]);
      expect(await found({})).toHaveLength(days.length);
      const bad = await api.call(paths.list, { ...as(), body: { [r.from]: '1985-02-30' } });
      expect(bad.code).not.toBe(0);
    }
  });

  it('are exported under their headers', async () => {
    await api.call(paths.add, { ...as(), body: { name: '导出字段', mobile: '13700001003', ...values(3) } });
    const res = await api.app.request(paths.export, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${admin}`,
        BrandId: String(demo.brand),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ keyword: '13700001003' }),
    });
    const [header = '', row = ''] = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const cells = row.split(',');
    for (const f of customerFields.filter((x) => x.exported)) {
      const at = header.split(',').indexOf(crmText('zh-CN', `crmExport.col.${f.key}`));
      expect(at, f.key).toBeGreaterThan(0);
      expect(cells[at], f.key).toBe(sample(f, 3));
    }
  });

  it('are imported from the columns of their header words, a bad day refused with its field named', async () => {
    const imported = customerFields.filter(isImported);
    const header = ['姓名', '手机', ...imported.map((f) => f.importWords['zh-CN'][0])];
    const good = ['导入字段', '13700001004', ...imported.map((f) => sample(f, 4))];
    const bad = ['坏日子', '13700001005', ...imported.map((f) => (isDayField(f) ? '1990-13-01' : ''))];
    const mapping = Object.fromEntries([
      ['name', 0],
      ['mobile', 1],
      ...imported.map((f, i) => [f.key, i + 2]),
    ]);
    const form = new FormData();
    form.append('mapping', JSON.stringify(mapping));
    form.append('owner', 'me');
    const csv = [header, good, bad].map((r) => r.join(',')).join('\n');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'fields.csv');
    const res = await api.app.request(paths.import, {
      method: 'POST',
      headers: { BrandId: String(demo.brand), Authorization: `Bearer ${admin}` },
      body: form,
    });
    const started = (await res.json()) as { code: number; data: { jobId: number } };
    expect(started.code).toBe(0);
    let job: ImportJob | undefined;
    for (let i = 0; i < 600 && job?.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      job = (await api.call<ImportJob>(paths.importStatus, { ...as(), body: { jobId: started.data.jobId } }))
        .data;
    }
    expect(job).toMatchObject({
      status: 'done',
      imported: 1,
      failed: customerFields.some(isDayField) ? 1 : 0,
    });
    for (const f of customerFields.filter(isDayField))
      expect(job?.errors.map((e) => e.reason).join(' ')).toContain(
        crmText('zh-CN', `crmImport.field.${f.key}`),
      );
    const list = await api.call<{ list: { id: number }[] }>(paths.list, {
      ...as(),
      body: { keyword: '13700001004' },
    });
    const id = list.data.list[0]?.id ?? 0;
    expect(await detail(id)).toMatchObject(Object.fromEntries(imported.map((f) => [f.key, sample(f, 4)])));
  });
});
