import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/index.ts';
import { startSmtpSink } from '../tests/support/smtp-sink.ts';
import { noteGoal } from './bench-goals.ts';

/**
 * Notifications: enqueue 10,000 recipients with one `send` (goal <= 2 s), then deliver them
 * to the log provider (SMS) and to a local SMTP sink (e-mail), as messages a second. PGlite in a
 * temporary folder, or PostgreSQL with DATABASE_URL (APP_SECRET then needed too). Figures, not
 * assertions; several runs each.
 */
export interface NotifyFigures {
  channel: string;
  run: number;
  enqueueMs: number;
  deliverMs: number;
  perSecond: number;
}

const n = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const demo = { brand: 1, user: 'admin', password: 'admin123' };

export async function benchNotify(runs = Number(process.env.BENCH_RUNS ?? 3)): Promise<NotifyFigures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bc-bench-notify-'));
  const sink = await startSmtpSink({ parse: false });
  const server = await startServer({
    env: {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: process.env.DATABASE_URL,
      appSecret: process.env.APP_SECRET,
      sessionIdleHours: 12,
      allowedOrigins: [],
      logRequests: false,
      // The SMTP sink listens on loopback: allowed as an operator allows a local relay.
      outboundAllow: ['127.0.0.1'],
    },
    distDir: null,
    seedDemo: true,
    jobs: { pollingIntervalSeconds: 0.5 },
  });
  const figures: NotifyFigures[] = [];
  try {
    let token = '';
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const res = await fetch(server.url + path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          BrandId: String(demo.brand),
        },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { code: number; message: string; data: T };
      if (answer.code !== 0) throw new Error(`${path}: ${answer.message}`);
      return answer.data;
    };
    token = (
      await post<{ token: string }>('/auth/brandmanager/userpwd.html', {
        user: demo.user,
        password: demo.password,
      })
    ).token;
    await post('/auth/brand/userselectbrand.html', { brandId: demo.brand });
    await post('/brand/sms/configupdate.html', { provider: 'log', perMinute: 100, perDay: 1000 });
    const { id: templateId } = await post<{ id: number }>('/brand/sms/templateadd.html', {
      // Names are unique per brand; a bench on PostgreSQL (DATABASE_URL) meets the last run's template.
      title: `通知 ${Date.now()}`,
      kind: 'notice',
      content: '您好，您的订单{order}已发货',
    });
    await post('/api/email/config_update.html', {
      host: '127.0.0.1',
      port: sink.port,
      secure: 'none',
      fromName: '品牌',
      fromAddress: 'noreply@brand.example',
    });
    const pending = async (table: string) => {
      const { rows } = await server.database.executeSql(
        `select count(*)::int as n from ${table} where status in ('queued', 'sending')`,
      );
      return Number(rows[0]?.n ?? 0);
    };
    const drain = async (table: string) => {
      while ((await pending(table)) > 0) await new Promise((r) => setTimeout(r, 100));
    };
    for (let run = 1; run <= runs; run++) {
      const mobiles = Array.from({ length: n }, (_, i) => `1${3 + run}${String(i).padStart(9, '0')}`);
      let started = performance.now();
      const sms = await post<{ queued: number }>('/brand/sms/send.html', {
        templateId,
        mobiles,
        params: { order: `A${run}` },
      });
      const smsEnqueue = performance.now() - started;
      started = performance.now();
      await drain('sms_messages');
      const smsDeliver = performance.now() - started;
      figures.push({
        channel: 'SMS (log provider)',
        run,
        enqueueMs: smsEnqueue,
        deliverMs: smsDeliver,
        perSecond: (sms.queued / smsDeliver) * 1000,
      });

      const to = Array.from({ length: n }, (_, i) => `r${run}-${i}@customer.example`);
      const before = sink.received;
      started = performance.now();
      const mail = await post<{ queued: number }>('/api/email/send.html', {
        to,
        subject: `第 ${run} 次`,
        body: '<p>您好，这是一封测试邮件。</p>',
      });
      const mailEnqueue = performance.now() - started;
      started = performance.now();
      await drain('email_messages');
      const mailDeliver = performance.now() - started;
      if (sink.received - before !== mail.queued)
        throw new Error(`sink got ${sink.received - before} of ${mail.queued}`);
      figures.push({
        channel: 'e-mail (SMTP sink)',
        run,
        enqueueMs: mailEnqueue,
        deliverMs: mailDeliver,
        perSecond: (mail.queued / mailDeliver) * 1000,
      });
    }
  } finally {
    await server.close();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nNotifications: ${n.toLocaleString('en')} recipients per send, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  for (const f of figures)
    noteGoal('Notifications', `enqueue, ${f.channel}, run ${f.run}`, Math.round(f.enqueueMs), 'ms', 2000);
  console.table(
    figures.map((f) => ({
      channel: f.channel,
      run: f.run,
      'enqueue (ms, goal <= 2000)': Math.round(f.enqueueMs),
      'deliver all (ms)': Math.round(f.deliverMs),
      'messages/s': Math.round(f.perSecond),
    })),
  );
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchNotify();
