import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPaths, type ImportJob } from '../../../contract/customer.ts';
import { memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { rowsOf } from '../../kit/db.ts';
import { LocalStorage } from '../../storage/local-storage.ts';
import { runCrmImport } from './customer-import.ts';

let api: TestApi;
let owner = '';
let second = '';
let operator = '';
let operatorId = 0;

const header = '姓名,手机,性别,公司,等级,来源,标签,省,市,区\n';

function csvOf(n: number, from = 13_900_000_000): string {
  let s = header;
  for (let i = 0; i < n; i++) s += `客户${i},${from + i},男,公司${i},A,官网,VIP,广东省,深圳市,南山区\n`;
  return s;
}

const fullMapping = {
  name: 0,
  mobile: 1,
  gender: 2,
  company: 3,
  level: 4,
  source: 5,
  tags: 6,
  province: 7,
  city: 8,
  district: 9,
};

async function upload(
  data: string | Uint8Array,
  o: {
    token?: string;
    brandId?: number;
    mapping?: unknown;
    owner?: string;
    hasHeader?: string;
    name?: string;
    lang?: string;
  } = {},
) {
  const form = new FormData();
  form.append(
    'mapping',
    typeof o.mapping === 'string' ? o.mapping : JSON.stringify(o.mapping ?? fullMapping),
  );
  if (o.owner) form.append('owner', o.owner);
  if (o.hasHeader) form.append('hasHeader', o.hasHeader);
  form.append(
    'file',
    new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type: 'text/csv' }),
    o.name ?? 'customers.csv',
  );
  const headers: Record<string, string> = {
    BrandId: String(o.brandId ?? demo.brand),
    Authorization: `Bearer ${o.token ?? owner}`,
  };
  if (o.lang) headers['Accept-Language'] = o.lang;
  const res = await api.app.request(customerPaths.import, { method: 'POST', headers, body: form });
  return (await res.json()) as {
    code: number;
    message: string;
    data: { jobId: number } & { fields?: { field: string }[] };
  };
}

async function status(jobId: number, token = owner, brandId: number = demo.brand, lang = 'zh-CN') {
  return api.call<ImportJob>(customerPaths.importStatus, { token, brandId, body: { jobId }, lang });
}

/** Polls as the console does until the job has ended. */
async function finished(jobId: number, token = owner, lang = 'zh-CN'): Promise<ImportJob> {
  for (let i = 0; i < 600; i++) {
    const a = await status(jobId, token, demo.brand, lang);
    expect(a.code).toBe(0);
    if (a.data.status === 'done' || a.data.status === 'failed') return a.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import ${jobId} did not end`);
}

async function customersOf(mobiles: string[]) {
  return rowsOf(
    api.database.db,
    sql`select c.*, (select count(*)::int from crm_customer_tags t where t.customer_id = c.id) as tags,
          (select count(*)::int from crm_customer_events e where e.customer_id = c.id and e.kind = 'imported') as events
        from crm_customers c where brand_id = ${demo.brand} and mobile in (select jsonb_array_elements_text(${JSON.stringify(mobiles)}::jsonb))
        order by mobile`,
  );
}

beforeAll(async () => {
  api = await createTestApi({ jobs: true });
  owner = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  second = await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand);
  operator = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
  const [op] = await rowsOf(api.database.db, sql`select id from admin_users where user_name = 'operator'`);
  operatorId = Number(op?.id);
});
afterAll(() => api.close());

describe('customer import', () => {
  it('imports a good file: every field, owner me, timeline, inbox message, audit, file removed', async () => {
    const a = await upload(csvOf(5), { token: operator, owner: 'me' });
    expect(a.code).toBe(0);
    const job = await finished(a.data.jobId, operator);
    expect(job).toMatchObject({
      status: 'done',
      total: 5,
      done: 5,
      imported: 5,
      failed: 0,
      owner: 'me',
      errors: [],
      message: '',
    });
    expect(job.finishedAt).not.toBeNull();
    const rows = await customersOf(['13900000000', '13900000004']);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: '客户0',
      gender: 'male',
      company: '公司0',
      level: 'A',
      owner_id: operatorId,
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      area_id: 440305,
      province_id: 440000,
      city_id: 440300,
      import_id: a.data.jobId,
      tags: 1,
      events: 1,
    });
    expect(rows[0]?.source_id).not.toBeNull();
    const [inbox] = await rowsOf(
      api.database.db,
      sql`select kind, link, title from inbox_messages where user_id = ${operatorId} and kind = 'crm.import' order by id desc limit 1`,
    );
    expect(inbox?.link).toBe(`/crm/customer/list?importId=${a.data.jobId}`);
    const list = await api.call<{ list: { title: string }[] }>('/brand/manage/message_list.html', {
      token: operator,
      brandId: demo.brand,
      body: {},
    });
    expect(list.data.list[0]?.title).toBe('客户导入完成：成功 5 条，失败 0 条');
    const [stored] = await rowsOf(
      api.database.db,
      sql`select storage_key from crm_imports where id = ${a.data.jobId}`,
    );
    const storage = new LocalStorage(join(tmpdir(), 'brand-console-uploads'));
    // Removed just after the end is committed.
    let file = await storage.open(String(stored?.storage_key));
    for (let i = 0; file && i < 100; i++) {
      file.destroy();
      await new Promise((r) => setTimeout(r, 20));
      file = await storage.open(String(stored?.storage_key));
    }
    expect(file).toBeNull();
    const audits = await rowsOf(
      api.database.db,
      sql`select action, entity_ids from changes where entity = 'crm_import' and entity_id = ${a.data.jobId} order by id`,
    );
    expect(audits.map((r) => r.action)).toEqual(['import', 'import_done']);
    // The end's record names every customer the import brought, in id order.
    const brought = await rowsOf(
      api.database.db,
      sql`select id from crm_customers where import_id = ${a.data.jobId} order by id`,
    );
    expect(brought).toHaveLength(5);
    expect(audits[1]?.entity_ids).toEqual(brought.map((r) => Number(r.id)));
  });

  it('keeps the good rows of a file with bad lines and reports their spreadsheet line numbers, each with all its faults', async () => {
    const csv = [
      '姓名,手机,性别,公司,等级,来源,标签,省,市,区',
      '好一,13700000001,女,,B,,,,,',
      ',13700000002,,,,,,,,', // line 3: no name
      '好二,12345,,,,,,,,', // line 4: bad mobile
      '好三,13700000003,,,Z,,,,,', // line 5: bad level
      '好四,"137 0000 0004",female,,c,,,北京市,北京市,朝阳区',
      '好五,13700000005,,,,不存在的来源,,,,',
      ',12345,男士,,Z,,,,,', // line 8: four faults, each said
    ].join('\r\n');
    const a = await upload(csv);
    const job = await finished(a.data.jobId);
    // No owner named: the rows go to the pool, and the report says so.
    // A row is counted once however many faults it has.
    expect(job).toMatchObject({ status: 'done', total: 7, done: 7, imported: 2, failed: 5, owner: 'pool' });
    expect(job.errors).toEqual([
      { line: 3, reason: '姓名为空' },
      { line: 4, reason: '手机号“12345”不是大陆手机号' },
      { line: 5, reason: '等级“Z”无效（可填 A、B、C）' },
      { line: 7, reason: '来源“不存在的来源”不存在，请先在“客户来源”中添加' },
      {
        line: 8,
        reason:
          '姓名为空；手机号“12345”不是大陆手机号；性别“男士”无法识别（可填 男、女、male、female）；等级“Z”无效（可填 A、B、C）',
      },
    ]);
    const [four] = await customersOf(['13700000004']);
    expect(four).toMatchObject({
      gender: 'female',
      level: 'C',
      province: '北京市',
      district: '朝阳区',
      area_id: 110105,
      owner_id: null,
    });
    const en = await status(a.data.jobId, owner, demo.brand, 'en');
    expect(en.data.errors[0]?.reason).toBe('name is empty');
    expect(en.data.errors[4]?.reason).toBe(
      'name is empty; mobile “12345” is not a mainland mobile number; gender “男士” is not known (男, 女, male, female); level “Z” is not A, B or C',
    );
    // An import kept before a row named all its faults stored one (`key`, `params`): it reads the same.
    await api.database.db.execute(
      sql`update crm_imports set errors = '[{"line": 4, "key": "crmImport.row.mobileBad", "params": {"value": "12345"}}]'::jsonb where id = ${a.data.jobId}`,
    );
    expect((await finished(a.data.jobId)).errors).toEqual([
      { line: 4, reason: '手机号“12345”不是大陆手机号' },
    ]);
  });

  it('reads UTF-8 with a BOM, and GBK (Excel on Chinese Windows)', async () => {
    const bom = await upload(`\ufeff姓名,手机\n有BOM,13600000001\n`, { mapping: { name: 0, mobile: 1 } });
    expect(await finished(bom.data.jobId)).toMatchObject({ status: 'done', imported: 1 });
    expect((await customersOf(['13600000001']))[0]?.name).toBe('有BOM');
    // 姓名,手机 / 张三,13600000002 in GBK.
    const gbk = Buffer.concat([
      Buffer.from('D0D5C3FB2CCAD6BBFA0A', 'hex'),
      Buffer.from('D5C5C8FD', 'hex'),
      Buffer.from(',13600000002\n'),
    ]);
    const g = await upload(gbk, { mapping: { name: 0, mobile: 1 } });
    expect(await finished(g.data.jobId)).toMatchObject({ status: 'done', imported: 1 });
    expect((await customersOf(['13600000002']))[0]?.name).toBe('张三');
  });

  it('refuses a file that is neither UTF-8 nor GBK in the job message', async () => {
    const binary = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x41, 0x0a, 0x42, 0x0a,
    ]);
    const a = await upload(binary, { mapping: { name: 0, mobile: 1 } });
    expect(a.code).toBe(0);
    const job = await finished(a.data.jobId);
    expect(job.status).toBe('failed');
    expect(job.message).toContain('不是 UTF-8 或 GBK');
  });

  it('refuses a GBK file with a byte no GBK character has, rather than importing it with that byte dropped', async () => {
    // 姓名,手机 / 张三,13600000003 in GBK, a stray 0xFF inside the name (Node's decoder drops it silently).
    const gbk = Buffer.concat([
      Buffer.from('D0D5C3FB2CCAD6BBFA0A', 'hex'),
      Buffer.from('D5C5FFC8FD', 'hex'),
      Buffer.from(',13600000003\n'),
    ]);
    const a = await upload(gbk, { mapping: { name: 0, mobile: 1 } });
    const job = await finished(a.data.jobId);
    expect(job).toMatchObject({ status: 'failed', imported: 0 });
    expect(job.message).toContain('不是 UTF-8 或 GBK');
    expect(await customersOf(['13600000003'])).toEqual([]);
  });

  it('an import made "mine" keeps the claim limit: the rows past it go to the pool, counted', async () => {
    const db = api.database.db;
    const [{ n } = { n: 0 }] = (await rowsOf(
      db,
      sql`select count(*)::int as n from crm_customers where brand_id = ${demo.brand} and owner_id = ${operatorId} and stage <> 'lost'`,
    )) as { n: number }[];
    // Room for two more customers.
    const limit = Number(n) + 2;
    const set = await api.call(customerPaths.configUpdate, {
      token: owner,
      brandId: demo.brand,
      body: { crm_claim_limit: limit },
    });
    expect(set.code, set.message).toBe(0);
    try {
      const a = await upload(csvOf(4, 13_800_000_100), { token: operator, owner: 'me' });
      const job = await finished(a.data.jobId, operator);
      expect(job).toMatchObject({ status: 'done', imported: 4, pooled: 2, failed: 0, errors: [] });
      const rows = await customersOf(['13800000100', '13800000101', '13800000102', '13800000103']);
      expect(rows.map((r) => [r.mobile, r.owner_id, r.owned_at === null])).toEqual([
        ['13800000100', operatorId, false],
        ['13800000101', operatorId, false],
        ['13800000102', null, true],
        ['13800000103', null, true],
      ]);
      // A row already in the brand leaves its room to the next row: room for two, the first row a
      // duplicate, so the second and third are owned and only the fourth goes to the pool.
      const more = await api.call(customerPaths.configUpdate, {
        token: owner,
        brandId: demo.brand,
        body: { crm_claim_limit: limit + 2 },
      });
      expect(more.code, more.message).toBe(0);
      const dup = csvOf(1, 13_800_000_100) + csvOf(3, 13_800_000_300).slice(header.length);
      const b = await upload(dup, { token: operator, owner: 'me' });
      const second = await finished(b.data.jobId, operator);
      expect(second).toMatchObject({ status: 'done', imported: 3, pooled: 1, failed: 1 });
      const next = await customersOf(['13800000300', '13800000301', '13800000302']);
      expect(next.map((r) => [r.mobile, r.owner_id, r.owned_at === null])).toEqual([
        ['13800000300', operatorId, false],
        ['13800000301', operatorId, false],
        ['13800000302', null, true],
      ]);
      // Into the pool nothing is counted as pooled by the limit.
      const pool = await finished((await upload(csvOf(2, 13_800_000_200))).data.jobId);
      expect(pool).toMatchObject({ imported: 2, pooled: 0 });
    } finally {
      await api.call(customerPaths.configUpdate, {
        token: owner,
        brandId: demo.brand,
        body: { crm_claim_limit: 500 },
      });
    }
  });

  it('refuses a duplicate mobile within the file and against an existing customer', async () => {
    await api.database.db.execute(
      sql`insert into crm_customers (brand_id, name, mobile) values (${demo.brand}, '已有', '13500000009')`,
    );
    const csv = '姓名,手机\n甲,13500000001\n乙,13500000009\n丙,13500000001\n';
    const job = await finished((await upload(csv, { mapping: { name: 0, mobile: 1 } })).data.jobId);
    expect(job).toMatchObject({ imported: 1, failed: 2 });
    expect(job.errors).toEqual([
      { line: 3, reason: '手机号重复（13500000009）' },
      { line: 4, reason: '手机号重复（13500000001）' },
    ]);
    expect((await customersOf(['13500000009']))[0]?.name).toBe('已有');
  });

  it('refuses a bad mapping, naming the field', async () => {
    const noMobile = await upload(csvOf(1), { mapping: { name: 0 } });
    expect(noMobile.code).toBe(1);
    expect(noMobile.data.fields?.[0]?.field).toBe('mapping');
    const unknown = await upload(csvOf(1), { mapping: { name: 0, mobile: 1, shoeSize: 2 } });
    expect(unknown.code).toBe(1);
    expect(unknown.data.fields?.[0]?.field).toBe('mapping');
    const notJson = await upload(csvOf(1), { mapping: '{name:' });
    expect(notJson.data.fields?.[0]?.field).toBe('mapping');
    const owner = await upload(csvOf(1), { owner: 'everyone' });
    expect(owner.data.fields?.[0]?.field).toBe('owner');
  });

  it('refuses an empty file, a header alone, and a file that is not CSV', async () => {
    for (const data of ['', header, '\n\n']) {
      const a = await upload(data);
      expect(a.code).toBe(1);
      expect(a.data.fields?.[0]?.field).toBe('file');
    }
    const pdf = await upload(csvOf(1), { name: 'list.pdf' });
    expect(pdf.message).toBe('只能导入 .csv 文件（“list.pdf”）');
  });

  it('imports without a header line: the first line is a customer', async () => {
    const a = await upload('无头,13400000001\n无头二,13400000002\n', {
      mapping: { name: 0, mobile: 1 },
      hasHeader: 'false',
    });
    const job = await finished(a.data.jobId);
    expect(job).toMatchObject({ total: 2, imported: 2 });
  });

  it('refuses a caller without the rule, and hides imports of another brand or member', async () => {
    const reader = await memberWithRules(api, demo.brand, 'import_reader', ['crm/customer/list']);
    expect((await upload(csvOf(1, 13_300_000_000), { token: reader })).code).toBe(403);
    const mine = await upload(csvOf(1, 13_300_000_100), { token: operator });
    await finished(mine.data.jobId, operator);
    expect((await status(mine.data.jobId, reader)).code).toBe(403);
    // Another brand's owner: not found, as if it did not exist.
    const other = await status(mine.data.jobId, second, demo.secondBrand);
    expect(other.code).toBe(1);
    expect(other.message).toBe(`导入任务不存在（id ${mine.data.jobId}）`);
    // The owner sees every member's import; a member only their own.
    const byOwner = await upload(csvOf(1, 13_300_000_200));
    expect((await status(mine.data.jobId, owner)).code).toBe(0);
    expect((await status(byOwner.data.jobId, operator)).code).toBe(1);
    expect(
      (
        await api.call(customerPaths.importStatus, {
          token: owner,
          brandId: demo.brand,
          body: { jobId: 'x' },
        })
      ).data,
    ).toMatchObject({
      fields: [{ field: 'jobId' }],
    });
  });

  it('reports progress while it runs, and a second run after a crash inserts nothing twice', async () => {
    // Written as the route writes it, without a job, and run here step by step.
    const storage = new LocalStorage(join(tmpdir(), 'brand-console-uploads'));
    const { writeFile, mkdir } = await import('node:fs/promises');
    await mkdir(storage.tempDir, { recursive: true });
    const temp = join(storage.tempDir, `crash-${Date.now()}.csv`);
    const csv = `${csvOf(1200, 13_200_000_000)}坏行,1\n`;
    await writeFile(temp, csv);
    const key = `crm-import/${demo.brand}/crash${Date.now()}.csv`;
    await storage.put(key, temp, { contentType: 'text/csv', size: csv.length, attachment: true });
    const [row] = await rowsOf(
      api.database.db,
      sql`insert into crm_imports (brand_id, user_id, file_name, storage_key, mapping, total)
          values (${demo.brand}, 1, 'crash.csv', ${key}, ${JSON.stringify(fullMapping)}::jsonb, 1201) returning id`,
    );
    const id = Number(row?.id);
    const deps = { db: api.database.db, storage };
    let seen: ImportJob | undefined;
    await expect(
      runCrmImport(deps, id, {
        batchRows: 500,
        afterBatch: async (line) => {
          seen = (await status(id)).data;
          if (line > 1000) throw new Error('the process died');
        },
      }),
    ).rejects.toThrow('the process died');
    // Progress as the console reads it mid-way: two batches committed, still running.
    expect(seen).toMatchObject({ status: 'running', total: 1201, done: 1000, imported: 1000 });
    const mid = (await status(id)).data;
    expect(mid).toMatchObject({ status: 'running', done: 1000, imported: 1000 });
    await runCrmImport(deps, id);
    // And once more, as pg-boss would after an expiry: the import has ended, nothing happens.
    await runCrmImport(deps, id);
    const job = (await status(id)).data;
    expect(job).toMatchObject({ status: 'done', total: 1201, done: 1201, imported: 1200, failed: 1 });
    expect(job.errors).toEqual([{ line: 1202, reason: '手机号“1”不是大陆手机号' }]);
    const [counts] = await rowsOf(
      api.database.db,
      sql`select count(*)::int as n, count(distinct mobile)::int as d,
            (select count(*)::int from crm_customer_events e join crm_customers c on c.id = e.customer_id where c.import_id = ${id}) as events
          from crm_customers where import_id = ${id}`,
    );
    expect(counts).toEqual({ n: 1200, d: 1200, events: 1200 });
  });

  it('on the embedded database commits small batches from the first rows, and every row goes in', async () => {
    const storage = new LocalStorage(join(tmpdir(), 'brand-console-uploads'));
    const { writeFile, mkdir } = await import('node:fs/promises');
    await mkdir(storage.tempDir, { recursive: true });
    const temp = join(storage.tempDir, `paced-${Date.now()}.csv`);
    const csv = csvOf(1500, 17_600_000_000);
    await writeFile(temp, csv);
    const key = `crm-import/${demo.brand}/paced${Date.now()}.csv`;
    await storage.put(key, temp, { contentType: 'text/csv', size: csv.length, attachment: true });
    const [row] = await rowsOf(
      api.database.db,
      sql`insert into crm_imports (brand_id, user_id, file_name, storage_key, mapping, total)
          values (${demo.brand}, 1, 'paced.csv', ${key}, ${JSON.stringify(fullMapping)}::jsonb, 1500) returning id`,
    );
    const id = Number(row?.id);
    const lines: number[] = [];
    let firstSeen: ImportJob | undefined;
    await runCrmImport({ db: api.database.db, storage, kind: 'pglite' }, id, {
      afterBatch: async (line) => {
        lines.push(line);
        if (lines.length === 1) firstSeen = (await status(id)).data;
      },
    });
    // The dialog's progress moves after the first 50 rows, not after the first 500.
    expect(lines[0]).toBe(51);
    expect(firstSeen).toMatchObject({ status: 'running', done: 50, imported: 50 });
    // Each batch at most the 500 of the full size, lines in order to the file's end.
    for (let i = 1; i < lines.length; i++) {
      const step = (lines[i] ?? 0) - (lines[i - 1] ?? 0);
      expect(step).toBeGreaterThan(0);
      expect(step).toBeLessThanOrEqual(500);
    }
    expect(lines.at(-1)).toBe(1501);
    expect((await status(id)).data).toMatchObject({ status: 'done', done: 1500, imported: 1500, failed: 0 });
  });
});
