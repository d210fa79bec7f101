import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../../contract/envelope.ts';
import type { NotifyStats } from '../../../contract/notify.ts';
import type { SendResult, SmsLogItem } from '../../../contract/sms.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { until } from '../../../tests/support/until.ts';
import { rowsOf } from '../../kit/db.ts';
import { messageWrites } from './message-writes.ts';
import { smsMessages } from './notify.tables.ts';

/**
 * The SMS and e-mail logs' kept counts (migration log-counts): after sends, retries, repeats, a delete
 * and a brand's deletion, each brand's count per status and its ended messages per day equal a full
 * count of the messages, and the log page and the overview answer them.
 */

let api: TestApi;
let token = '';

beforeAll(async () => {
  api = await createTestApi({ jobs: { pollingIntervalSeconds: 0.5 }, notify: { configCacheMs: 0 } });
  token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
});
afterAll(async () => {
  await api.close();
});

const call = <T>(path: string, body: unknown) =>
  api.call<T>(`/brand/sms/${path}`, { token, brandId: demo.brand, body });

const rows = (q: SQL) => rowsOf(api.database.db, q);
const sorted = (r: Record<string, unknown>[]) => r.map((x) => JSON.stringify(Object.values(x))).sort();

/** The kept counts and the same counted from the messages, per brand, channel, status (and day). */
async function keptAndCounted() {
  const day = (t: string) =>
    sql.raw(
      `to_char(coalesce(${t}.sent_at, ${t}.created_at) at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`,
    );
  return {
    kept: sorted(await rows(sql`select brand_id, channel, status, n from notify_log_counts where n <> 0`)),
    counted: sorted(
      await rows(sql`select brand_id, 'sms' as channel, status, count(*)::int as n from sms_messages m group by 1, 3
        union all select brand_id, 'email', status, count(*)::int from email_messages m group by 1, 3`),
    ),
    keptDays: sorted(
      await rows(
        sql`select brand_id, channel, to_char(day, 'YYYY-MM-DD') as day, status, n from notify_log_days where n <> 0`,
      ),
    ),
    countedDays: sorted(
      await rows(sql`select brand_id, 'sms' as channel, ${day('m')} as day, status, count(*)::int as n
          from sms_messages m where status in ('sent', 'failed', 'unknown') group by 1, 3, 4
        union all select brand_id, 'email', ${day('e')}, status, count(*)::int
          from email_messages e where status in ('sent', 'failed', 'unknown') group by 1, 3, 4`),
    ),
  };
}

async function expectKeptEqualsCounted() {
  const c = await keptAndCounted();
  expect(c.kept.length).toBeGreaterThan(0);
  expect(c.kept).toEqual(c.counted);
  expect(c.keptDays).toEqual(c.countedDays);
}

const batchRows = (batchId: number) =>
  api.database.db.select().from(smsMessages).where(eq(smsMessages.batchId, batchId)).orderBy(smsMessages.id);
const settled = (batchId: number) =>
  until(
    () => batchRows(batchId),
    (r) => r.length > 0 && r.every((m) => !['queued', 'sending'].includes(m.status)),
  );

describe('the logs’ kept counts', () => {
  it('start equal to a full count of the seeded messages', async () => {
    await expectKeptEqualsCounted();
  });

  it('stay equal through sends, retries, repeats, a delete and a brand’s deletion', async () => {
    expect((await call('configupdate.html', { provider: 'log', perMinute: 5, perDay: 50 })).code).toBe(0);
    const t = await call<{ id: number }>('templateadd.html', {
      title: '计数',
      kind: 'notice',
      code: 'SMS_1',
      content: '您好{name}',
    });
    expect(t.code).toBe(0);
    const send = async (mobiles: string[]) => {
      const a = await call<SendResult>('send.html', {
        templateId: t.data.id,
        mobiles,
        params: { name: '王' },
      });
      expect(a.code).toBe(0);
      return a.data.batchId;
    };
    // A send, delivered by the worker.
    const first = await settled(await send(['13700000001', '13700000002', '13700000003']));
    expect(first.map((m) => m.status)).toEqual(['sent', 'sent', 'sent']);
    await expectKeptEqualsCounted();

    // A retry, as the worker writes one: claimed, back to the queue, claimed again, then ended; the
    // messages written without jobs, so only these writes move them.
    const writes = messageWrites(api.database.db, 'sms_messages', 'm.id');
    const [batch] = await rows(sql`insert into sms_batches (brand_id) values (${demo.brand}) returning id`);
    const second = Number(batch?.id);
    const queued = await rows(sql`insert into sms_messages (brand_id, batch_id, mobile, text)
      select ${demo.brand}, ${second}, '1370000001' || k, 't' from generate_series(1, 2) k returning id`);
    for (const [i, r] of queued.entries()) {
      const id = Number(r.id);
      expect(await writes.claim(id)).not.toBeNull();
      await writes.finish({ id, status: 'queued', reason: 'retrying: 503' });
      await expectKeptEqualsCounted();
      await writes.claim(id);
      await writes.finish({ id, status: i === 0 ? 'failed' : 'unknown', reason: 'refused' });
    }
    await expectKeptEqualsCounted();

    // A repeat of the failed one, delivered by the worker.
    const again = await call<SendResult>('repeat.html', { batchId: second });
    expect(again.code).toBe(0);
    expect((await settled(again.data.batchId)).map((m) => m.status)).toEqual(['sent']);
    await expectKeptEqualsCounted();

    // A delete by a tool, and the e-mail log written and moved as the delivery does.
    await api.database.db.execute(sql`delete from sms_messages where id = ${first[0]?.id ?? 0}`);
    const [mailBatch] = await rows(
      sql`insert into email_batches (brand_id, subject, body) values (${demo.brand}, 's', 'b') returning id`,
    );
    const inserted = await rows(sql`insert into email_messages (brand_id, batch_id, "to", subject)
      select ${demo.brand}, ${Number(mailBatch?.id)}, 'a' || k || '@example.com', 's' from generate_series(1, 4) k returning id`);
    const mail = messageWrites(api.database.db, 'email_messages', 'm.id');
    for (const [i, r] of inserted.entries()) {
      await mail.claim(Number(r.id));
      await mail.finish({ id: Number(r.id), status: i === 0 ? 'failed' : 'sent', reason: '' });
    }
    await expectKeptEqualsCounted();

    // A brand with its own messages, then deleted: its counts go with it, the others stay exact.
    const [brand] = await rows(sql`insert into brands (title) values ('计数品牌') returning id`);
    const brandId = Number(brand?.id);
    await api.database.db.execute(sql`insert into sms_messages (brand_id, batch_id, mobile, text, status, sent_at)
      select ${brandId}, 0, '1390000000' || k, 't', 'sent', now() from generate_series(1, 5) k`);
    await api.database.db.execute(sql`insert into email_messages (brand_id, batch_id, "to", subject, status)
      select ${brandId}, 0, 'b' || k || '@example.com', 's', 'failed' from generate_series(1, 3) k`);
    await expectKeptEqualsCounted();
    await api.database.db.execute(sql`delete from brands where id = ${brandId}`);
    await expectKeptEqualsCounted();
    expect(await rows(sql`select * from notify_log_counts where brand_id = ${brandId}`)).toEqual([]);
    expect(await rows(sql`select * from notify_log_days where brand_id = ${brandId}`)).toEqual([]);
  });

  it('are what the log page and the overview answer', async () => {
    const [all] = await rows(sql`select count(*)::int as n from sms_messages where brand_id = ${demo.brand}`);
    const [failed] = await rows(
      sql`select count(*)::int as n from sms_messages where brand_id = ${demo.brand} and status = 'failed'`,
    );
    // Pages of one row: full, so their totals are never read off the page.
    const page = await call<ListResult<SmsLogItem>>('list.html', { pageSize: 1 });
    expect(page.data.total).toBe(Number(all?.n));
    const onlyFailed = await call<ListResult<SmsLogItem>>('list.html', { pageSize: 1, status: 'failed' });
    expect(onlyFailed.data.total).toBe(Number(failed?.n));
    const stats = await call<NotifyStats>('stats.html', {});
    const [sentToday] = await rows(sql`select count(*)::int as n from sms_messages
      where brand_id = ${demo.brand} and status = 'sent'
        and to_char(sent_at at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD') = ${stats.data.days.at(-1)?.day ?? ''}`);
    expect(stats.data.today.sent).toBe(Number(sentToday?.n));
  });
});
