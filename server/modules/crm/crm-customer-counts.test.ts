import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerConditions,
  customerStages,
  type ImportJob,
  customerPaths as paths,
} from '../../../contract/customer.ts';
import { memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { migrationsFolder } from '../../db/client.ts';
import { rowsOf } from '../../kit/db.ts';
import { foldCustomerCounts, portraitOf } from './customer-portrait.ts';
import type { CustomerViewer } from './customer-scope.ts';

/**
 * The whole-brand portrait is read from counts triggers keep (migration 0019); a group's portrait
 * groups the customers themselves. Every write a customer can go through must leave the two answering
 * the same: here the counted portrait is compared with the one grouped from the customers (all four
 * stages: every customer, read the long way) after each kind of write, for a viewer who sees every
 * customer and for a member who sees their own and the pool.
 */

type As = { token: string; brandId: number };
let api: TestApi;
let owner: As = { token: '', brandId: demo.brand };
let operator: As = { token: '', brandId: demo.brand };
let all: CustomerViewer = { brandId: demo.brand, userId: 0, seesAll: true };
let member: CustomerViewer = { brandId: demo.brand, userId: 0, seesAll: false };
const ids = { group: 0, vip: 0, cold: 0, web: 0, fair: 0, operator: 0 };

const whole = customerConditions.parse({});
const everyStage = customerConditions.parse({ stages: [...customerStages] });

async function idOf(query: ReturnType<typeof sql>) {
  const [row] = await rowsOf(api.database.db, query);
  return Number(row?.id);
}

async function call<T = unknown>(path: string, body: unknown, as: As = owner) {
  const a = await api.call<T>(path, { ...as, body });
  if (a.code !== 0) throw new Error(`${path}: ${a.message}`);
  return a.data;
}

const countRows = async (brandId: number) =>
  Number(
    (
      await rowsOf(
        api.database.db,
        sql`select count(*)::int as n from crm_customer_counts where brand_id = ${brandId}`,
      )
    )[0]?.n,
  );

/** The counted portrait equals the grouped one for both viewers; answers the owner's. */
async function same() {
  const now = new Date();
  let seen = null;
  for (const v of [all, member]) {
    const counted = await portraitOf(api.database.db, v, whole, now, '公海');
    const grouped = await portraitOf(api.database.db, v, everyStage, now, '公海');
    expect(counted).toEqual(grouped);
    seen ??= counted;
  }
  if (!seen) throw new Error('no portrait');
  return seen;
}

let mobileSeq = 0;
async function add(body: Record<string, unknown> = {}, as: As = owner) {
  mobileSeq += 1;
  const data = await call<{ id: number }>(
    paths.add,
    { name: `计数${mobileSeq}`, mobile: `1370088${String(mobileSeq).padStart(4, '0')}`, ...body },
    as,
  );
  return data.id;
}

const shenzhen = {
  areaId: 440305,
  lat: null,
  lng: null,
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  address: '科技园',
};
const hangzhou = {
  areaId: 330106,
  lat: null,
  lng: null,
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  address: '',
};

beforeAll(async () => {
  api = await createTestApi({ jobs: true });
  owner = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
  operator = {
    token: await api.loginTo(demo.operator.user, demo.operator.password, demo.brand),
    brandId: demo.brand,
  };
  all = { ...all, userId: await idOf(sql`select id from admin_users where user_name = 'admin'`) };
  ids.operator = await idOf(sql`select id from admin_users where user_name = 'operator'`);
  member = { ...member, userId: ids.operator };
  const tag = (type: string, title: string, groupId: number | null = null) =>
    idOf(sql`insert into crm_tags (brand_id, type, title, group_id)
             values (${demo.brand}, ${type}, ${title}, ${groupId}) returning id`);
  ids.group = await tag('group', '计数组');
  ids.vip = await tag('tag', '计数VIP', ids.group);
  ids.cold = await tag('tag', '计数冷淡', ids.group);
  ids.web = await tag('source', '计数官网');
  ids.fair = await tag('source', '计数展会');
});
afterAll(() => api.close());

describe('the whole-brand portrait from counted customers', () => {
  it('answers as the customers grouped, for the demo customers and after the counts are made again from them', async () => {
    const before = await same();
    expect(before.total).toBeGreaterThan(0);
    expect(await countRows(demo.brand)).toBeGreaterThan(0);
    // The migration's backfill, run on today's customers in place of the counts the triggers kept.
    const statements = readFileSync(join(migrationsFolder, '0019_crm_customer_counts.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((s) => /^\s*(--.*\n\s*)*INSERT INTO "crm_customer_counts"/.test(s));
    expect(statements).toHaveLength(2);
    await api.database.db.execute(sql`delete from crm_customer_counts`);
    for (const s of statements) await api.database.db.execute(sql.raw(s));
    expect(await same()).toEqual(before);
  });

  it('follows adds and updates of each dimension', async () => {
    const before = await same();
    const a = await add({
      sourceId: ids.web,
      tagIds: [ids.vip],
      level: 'A',
      stage: 'following',
      address: shenzhen,
    });
    const b = await add({ ownerId: null, sourceId: ids.fair, level: 'B', address: hangzhou });
    const c = await add({ ownerId: ids.operator, tagIds: [ids.vip, ids.cold] });
    let p = await same();
    expect(p.total).toBe(before.total + 3);
    await call(paths.update, { id: a, stage: 'won' });
    await same();
    await call(paths.update, { id: a, level: 'C' });
    await same();
    await call(paths.update, { id: b, level: '' });
    await same();
    await call(paths.update, { id: a, sourceId: ids.fair });
    await same();
    await call(paths.update, { id: b, sourceId: null });
    await same();
    await call(paths.update, { id: c, address: hangzhou });
    await same();
    await call(paths.update, { id: b, tagIds: [ids.cold] });
    await same();
    // The week of creation: moved three weeks back, and a year back (before the twelve weeks).
    await api.database.db.execute(
      sql`update crm_customers set created_at = now() - interval '21 days' where id = ${a}`,
    );
    await api.database.db.execute(
      sql`update crm_customers set created_at = now() - interval '400 days' where id = ${b}`,
    );
    p = await same();
    expect(p.weekly.reduce((n, w) => n + w.newCustomers, 0)).toBeGreaterThan(0);
  });

  it('follows the owner: assign, release, claim, lose and restore', async () => {
    const a = await add({ tagIds: [ids.vip] });
    const b = await add({ sourceId: ids.web });
    await call(paths.assign, { ids: [a, b], ownerId: ids.operator });
    await same();
    await call(paths.release, { ids: [a] }, operator);
    await same();
    await call(paths.claim, { ids: [a] }, operator);
    await same();
    await call(paths.lose, { id: b, reason: '预算不足' }, operator);
    await same();
    await call(paths.restore, { id: b }, operator);
    const p = await same();
    expect(p.byOwner.find((s) => s.key === String(ids.operator))?.count).toBeGreaterThanOrEqual(2);
  });

  it('follows tags given and taken, many customers at once', async () => {
    const a = await add();
    const b = await add({ ownerId: null });
    await call(paths.tag, { ids: [a, b], tagIds: [ids.vip, ids.cold], mode: 'add' });
    await same();
    await call(paths.tag, { ids: [a, b], tagIds: [ids.vip], mode: 'remove' });
    const p = await same();
    expect(p.byTag.find((s) => s.key === String(ids.cold))?.count).toBeGreaterThanOrEqual(2);
  });

  it('follows an import, several rows in one statement', async () => {
    const before = await same();
    const header = '姓名,手机,等级,来源,标签,省,市,区\n';
    let csv = header;
    for (let i = 0; i < 30; i++)
      csv += `导入${i},${13_600_000_000 + i},${['A', 'B', ''][i % 3]},计数官网,计数VIP,广东省,深圳市,南山区\n`;
    const form = new FormData();
    form.append(
      'mapping',
      JSON.stringify({ name: 0, mobile: 1, level: 2, source: 3, tags: 4, province: 5, city: 6, district: 7 }),
    );
    form.append('owner', 'pool');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'customers.csv');
    const res = await api.app.request(paths.import, {
      method: 'POST',
      headers: { BrandId: String(demo.brand), Authorization: `Bearer ${owner.token}` },
      body: form,
    });
    const { data } = (await res.json()) as { data: { jobId: number } };
    let job: ImportJob | undefined;
    for (let i = 0; i < 600 && job?.status !== 'done' && job?.status !== 'failed'; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 50));
      job = await call<ImportJob>(paths.importStatus, { jobId: data.jobId });
    }
    expect(job).toMatchObject({ status: 'done', imported: 30 });
    const p = await same();
    expect(p.total).toBe(before.total + 30);
  });

  it('follows deletes of customers, of a source and a tag, and of an owner', async () => {
    const a = await add({ sourceId: ids.fair, tagIds: [ids.cold] });
    const b = await add({ tagIds: [ids.vip] });
    const del = await api.call(`${paths.del}?ids=${a},${b}`, { ...owner, method: 'GET' });
    expect(del.code, del.message).toBe(0);
    await same();
    // A source deleted leaves its customers without one; a tag deleted leaves its customers.
    await api.database.db.execute(sql`delete from crm_tags where id = ${ids.fair}`);
    await same();
    await api.database.db.execute(sql`delete from crm_tags where id = ${ids.cold}`);
    let p = await same();
    expect(p.byTag.some((s) => s.key === String(ids.cold))).toBe(false);
    // An owner gone: their customers are in the pool.
    await memberWithRules(api, demo.brand, 'count_leaver', []);
    const leaver = await idOf(sql`select id from admin_users where user_name = 'count_leaver'`);
    await add({ ownerId: leaver, level: 'B' });
    await add({ ownerId: leaver, stage: 'won' });
    expect((await same()).byOwner.find((s) => s.key === String(leaver))?.count).toBe(2);
    await api.database.db.execute(sql`delete from brand_members where user_id = ${leaver}`);
    await api.database.db.execute(sql`delete from admin_users where id = ${leaver}`);
    p = await same();
    expect(p.byOwner.some((s) => s.key === String(leaver))).toBe(false);
  });

  it('folds the appended rows together without changing the answer', async () => {
    const before = await same();
    const rows = await countRows(demo.brand);
    await foldCustomerCounts(api.database.db, demo.brand);
    expect(await countRows(demo.brand)).toBeLessThan(rows);
    expect(await same()).toEqual(before);
    // The read folds by itself once a brand's rows pile up (each update of a level appends two).
    const a = await add({ level: 'A' });
    for (let i = 0; i < 600; i++)
      await api.database.db.execute(
        sql`update crm_customers set level = ${i % 2 === 0 ? 'B' : 'A'} where id = ${a}`,
      );
    const piled = await countRows(demo.brand);
    expect(piled).toBeGreaterThan(rows + 1000);
    expect(await same()).toMatchObject({ total: before.total + 1 });
    expect(await countRows(demo.brand)).toBeLessThan(piled - 1000);
  });

  it('goes with a deleted brand', async () => {
    const second = {
      token: await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand),
      brandId: demo.secondBrand,
    };
    await add({ level: 'A' }, second);
    expect(await countRows(demo.secondBrand)).toBeGreaterThan(0);
    await api.database.db.execute(sql`delete from brands where id = ${demo.secondBrand}`);
    expect(await countRows(demo.secondBrand)).toBe(0);
    await same();
  });
});
