import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaMidnight } from '../../../contract/china-time.ts';
import { customerRule, customerPaths as paths } from '../../../contract/customer.ts';
import { memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { adminUsers } from '../../db/core.tables.ts';
import { crmCustomerGroups, crmCustomers, crmCustomerTags, crmTags } from './crm.tables.ts';

/**
 * The customer lists' answers, recorded: every call below (list, pool and lost; each kind of viewer;
 * every filter, sort and keyword; pages up to 50; repeated calls and writes between them, for the
 * caches) against the demo brand's seeded customers and 2,000 more, all times pinned. Each answer is
 * kept as its ids, total and a hash of its whole body, so a change to any field, order, total,
 * message or to what a cache answers after a write fails here. Times are written relative to today's
 * midnight (China Standard Time), the one thing that moves between runs.
 * `GOLDEN_WRITE=1` records the file again (only on purpose, from code known to be right; then
 * `npx biome check --write` it).
 */

const goldenPath = new URL('./crm-customer-list.golden.json', import.meta.url);

type As = { token: string; brandId: number; lang?: string };
interface Entry {
  call: string;
  code: number;
  total?: number;
  ids?: number[];
  hash: string;
}

let api: TestApi;
let today = 0;
const viewers: Record<string, As> = {};
const memberRules = [customerRule.list, customerRule.pool, customerRule.lost];

const isoRe = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g;
const pinned = (raw: string) => raw.replace(isoRe, (iso) => `T${Date.parse(iso) - today}`);
// A call's label names its dates as days from today (China Standard Time), so the recording holds on
// any date: `"2026-10-29"` is recorded as `"D-30"`.
const dayRe = /"(\d{4}-\d{2}-\d{2})"/g;
const label = (body: unknown) =>
  pinned(JSON.stringify(body)).replace(
    dayRe,
    (_, day: string) => `"D${Math.round((Date.parse(`${day}T00:00:00+08:00`) - today) / 86_400_000)}"`,
  );

// Recorded on the embedded database: PostgreSQL hands the seeded rows other ids (the answers are the
// same rows, otherwise numbered), so the CI run on PostgreSQL leaves this file to the customer tests
// that name rows by what they hold.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the customer lists as recorded', () => {
  beforeAll(async () => {
    api = await createTestApi();
    const db = api.database.db;
    today = chinaMidnight(new Date()).getTime();
    viewers.admin = {
      token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand),
      brandId: demo.brand,
    };
    viewers.operator = {
      token: await api.loginTo(demo.operator.user, demo.operator.password, demo.brand),
      brandId: demo.brand,
    };
    viewers.member = {
      token: await memberWithRules(api, demo.brand, 'golden-member', memberRules),
      brandId: demo.brand,
    };
    viewers.all = {
      token: await memberWithRules(api, demo.brand, 'golden-all', [...memberRules, customerRule.all]),
      brandId: demo.brand,
    };
    viewers.otherBrand = {
      token: await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand),
      brandId: demo.secondBrand,
    };
    const users = await db.select({ id: adminUsers.id, userName: adminUsers.userName }).from(adminUsers);
    const idOf = (name: string) => users.find((u) => u.userName === name)?.id ?? 0;
    const owners = [idOf('operator'), idOf('golden-member'), idOf('admin'), null];
    await db.insert(crmCustomers).values(
      Array.from({ length: 2_000 }, (_, i) => ({
        brandId: demo.brand,
        name: `Golden ${i}`,
        mobile: `135${String(5_000_000 + i).padStart(8, '0')}`,
        company: i % 3 === 0 ? 'Golden Co' : '',
        ownerId: owners[i % 4] ?? null,
        stage: (['new', 'following', 'won', 'lost'] as const)[i % 7 === 0 ? 3 : i % 3],
        level: (['A', 'B', 'C', null] as const)[i % 4],
        lostReason: i % 7 === 0 ? 'golden reason' : '',
        lastFollowAt: i % 5 === 0 ? null : new Date(),
        nextFollowAt: i % 6 === 0 ? null : new Date(),
      })),
    );
    // Every time pinned relative to today, with ties, so orders and `due` are the same on every run.
    const t = new Date(today).toISOString();
    await db.execute(sql`update crm_customers set
      created_at = ${t}::timestamptz - ((id * 37) % 2000) * interval '1 hour',
      updated_at = ${t}::timestamptz - ((id * 41) % 1500) * interval '1 hour',
      owned_at = case when owned_at is null then null else ${t}::timestamptz - ((id * 43) % 900) * interval '1 hour' end,
      last_follow_at = case when last_follow_at is null then null else ${t}::timestamptz - ((id * 13) % 500) * interval '1 hour' end,
      next_follow_at = case when next_follow_at is null then null else ${t}::timestamptz + (((id * 11) % 400) - 200) * interval '1 hour' end,
      lost_at = case when lost_at is null and stage <> 'lost' then null else ${t}::timestamptz - ((id * 17) % 300) * interval '1 hour' end`);
    const tags = await db.select({ id: crmTags.id, type: crmTags.type }).from(crmTags);
    const tagIds = tags.filter((x) => x.type === 'tag').map((x) => x.id);
    const golden = await db
      .select({ id: crmCustomers.id })
      .from(crmCustomers)
      .where(sql`name like 'Golden %'`)
      // In id order: the rows' order on disk moves with the table's columns (a column added by a migration).
      .orderBy(crmCustomers.id);
    await db
      .insert(crmCustomerTags)
      .values(
        golden.flatMap((g, i) =>
          tagIds.filter((_, k) => (i + k) % 3 === 0).map((tagId) => ({ customerId: g.id, tagId })),
        ),
      )
      .onConflictDoNothing();
  });
  afterAll(() => api?.close());

  it('answers every list, viewer, filter, sort, keyword and page as recorded', async () => {
    const db = api.database.db;
    const entries: Entry[] = [];
    const call = async (who: string, as: As, path: string, body: unknown) => {
      const r = await api.call<{ list?: { id: number }[]; total?: number }>(path, {
        token: as.token,
        brandId: as.brandId,
        ...(as.lang ? { lang: as.lang } : {}),
        body,
      });
      const entry: Entry = {
        call: `${who} ${path} ${label(body)}`,
        code: r.code,
        hash: createHash('sha256').update(pinned(r.raw)).digest('hex').slice(0, 20),
      };
      if (r.code === 0 && r.data.list) {
        entry.total = r.data.total;
        entry.ids = r.data.list.map((i) => i.id);
      }
      entries.push(entry);
    };
    const scopes = [paths.list, paths.pool, paths.lost];
    const sorts = ['createdAt', 'lastFollowAt', 'nextFollowAt', 'name'].flatMap((s) => [s, `-${s}`]);

    for (const [who, as] of Object.entries(viewers)) {
      for (const path of scopes) {
        await call(who, as, path, {});
        await call(who, as, path, { page: 2 });
        await call(who, as, path, { page: 50, pageSize: 20 });
        await call(who, as, path, { page: 50, pageSize: 5 });
        await call(who, as, path, { pageSize: 3 });
        for (const sort of sorts) await call(who, as, path, { sort, pageSize: 10, page: 3 });
        await call(who, as, path, { keyword: 'golden', pageSize: 50 });
        await call(who, as, path, { keyword: 'golden', page: 2, pageSize: 50 });
        await call(who, as, path, { keyword: 'golden', page: 21, pageSize: 50 });
        await call(who, as, path, { keyword: 'golden', page: 30, pageSize: 50 });
        await call(who, as, path, { keyword: 'golden 10', sort: 'name' });
        await call(who, as, path, { keyword: '王' });
        await call(who, as, path, { keyword: '  GOLDEN CO ', page: 3 });
        await call(who, as, path, { keyword: '%' });
        await call(who, as, path, { keyword: '_' });
        await call(who, as, path, { keyword: 'no such customer' });
      }
    }

    const tags = await db.select({ id: crmTags.id, type: crmTags.type }).from(crmTags);
    const tagIds = tags.filter((x) => x.type === 'tag').map((x) => x.id);
    const sourceIds = tags.filter((x) => x.type === 'source').map((x) => x.id);
    const groups = await db.select({ id: crmCustomerGroups.id }).from(crmCustomerGroups);
    const [ownerRow] = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(sql`user_name = 'operator'`);
    const filters: Record<string, unknown>[] = [
      { stage: 'new' },
      { stage: 'following' },
      { stage: 'won' },
      { stage: 'lost' },
      { level: 'A' },
      { level: 'C', sort: '-nextFollowAt' },
      ...sourceIds.slice(0, 2).map((sourceId) => ({ sourceId })),
      { tagIds: tagIds.slice(0, 1) },
      { tagIds: tagIds.slice(0, 3), pageSize: 5, page: 2 },
      { ownerId: ownerRow?.id },
      { areaId: 440000 },
      { areaId: 440300 },
      { areaId: 440305 },
      { createdFrom: new Date(today - 30 * 86_400_000 + 8 * 3600_000).toISOString().slice(0, 10) },
      { createdTo: new Date(today - 30 * 86_400_000 + 8 * 3600_000).toISOString().slice(0, 10) },
      { createdFrom: new Date(today - 10 * 86_400_000).toISOString() },
      { due: 'today' },
      { due: 'overdue' },
      { due: 'week' },
      { importId: 1 },
      ...groups.map((g) => ({ groupId: g.id })),
      { groupId: 999_999 },
      { keyword: 'golden', level: 'B', pageSize: 7, page: 4 },
      { keyword: 'golden', tagIds: tagIds.slice(0, 1), sort: '-lastFollowAt' },
      { keyword: 'golden', due: 'week' },
      { stage: '' },
      { stage: 'nope' },
      { pageSize: 0 },
      { page: 0 },
      { sort: 'bad' },
      { tagIds: 'x' },
      { createdFrom: 'yesterday' },
    ];
    for (const who of ['admin', 'operator', 'member']) {
      const as = viewers[who] as As;
      for (const path of scopes) for (const f of filters) await call(who, as, path, f);
    }
    const en = { ...(viewers.operator as As), lang: 'en' };
    for (const f of [{ groupId: 999_999 }, { stage: 'nope' }, { keyword: 'golden' }])
      await call('en', en, paths.list, f);
    const none = { token: await memberWithRules(api, demo.brand, 'golden-none', []), brandId: demo.brand };
    for (const path of scopes) await call('none', none, path, {});

    // The caches follow writes: the same calls again after each change.
    const again = async (step: string) => {
      for (const who of ['admin', 'operator', 'member']) {
        const as = viewers[who] as As;
        await call(`${step} ${who}`, as, paths.list, { pageSize: 5 });
        await call(`${step} ${who}`, as, paths.list, { pageSize: 5, level: 'A' });
        await call(`${step} ${who}`, as, paths.list, { keyword: 'golden', pageSize: 5 });
        await call(`${step} ${who}`, as, paths.list, { keyword: 'golden', pageSize: 5, page: 2 });
        await call(`${step} ${who}`, as, paths.pool, { keyword: 'golden 1', pageSize: 5 });
        await call(`${step} ${who}`, as, paths.lost, { keyword: 'golden', pageSize: 5 });
      }
    };
    await again('before');
    await again('repeated');
    const [first] = await db
      .select({ id: crmCustomers.id })
      .from(crmCustomers)
      .where(sql`name = 'Golden 1099'`);
    await db.execute(sql`update crm_customers set owner_id = null, level = 'A' where id = ${first?.id ?? 0}`);
    await again('moved to the pool');
    await db
      .insert(crmCustomerTags)
      .values({ customerId: first?.id ?? 0, tagId: tagIds[0] ?? 0 })
      .onConflictDoNothing();
    await again('tagged');
    await db.execute(sql`update crm_tags set title = 'Golden renamed' where id = ${tagIds[0] ?? 0}`);
    await again('tag renamed');
    await db.execute(
      sql`delete from crm_customers where name in ('Golden 1098', 'Golden 1097', 'Golden 1096')`,
    );
    await again('deleted');

    if (process.env.GOLDEN_WRITE === '1') writeFileSync(goldenPath, `${JSON.stringify(entries, null, 1)}\n`);
    const recorded: Entry[] = JSON.parse(readFileSync(goldenPath, 'utf8'));
    expect(entries.length).toBe(recorded.length);
    for (const [i, entry] of entries.entries()) expect(entry, entry.call).toEqual(recorded[i]);
  }, 600_000);
});
