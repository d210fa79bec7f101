import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/client.ts';
import { interruptedNote } from '../server/modules/notify/message-writes.ts';
import { createOwner, syncRules } from '../server/seed.ts';
import { startSmtpSink } from '../tests/support/smtp-sink.ts';

/**
 * The notifications' kill test: a 10,000-recipient e-mail send to a local SMTP sink; the server process is
 * killed (SIGKILL, no goodbye) in the middle of delivery and started again on the same database. Then
 * it counts, from the sink (what arrived) and the log (what the server says): no recipient lost, and
 * duplicates only among the messages in flight at the kill. PGlite in a temporary folder, or PostgreSQL
 * with DATABASE_URL and APP_SECRET. Figures, printed; exits 1 if a recipient was lost.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const recipients = Number(process.env.KILL_RECIPIENTS ?? 10_000);
// Not a multiple of the batch size (25): the kill should land in the middle of a batch, not between two.
const killAfter = Number(process.env.KILL_AFTER ?? Math.round(recipients * 0.3) + 13);

function startChild(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  // Node itself with tsx's loader, not the tsx wrapper: a SIGKILL must reach the server, not a parent
  // that would leave it running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/notify-server.ts'], {
    cwd: root,
    // The SMTP sink listens on loopback: allowed as an operator allows a local relay.
    env: { ...process.env, ...env, PORT: '0', LOG_REQUESTS: 'false', OUTBOUND_ALLOW: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\S+)/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${out}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => (child.exitCode !== null ? done() : child.once('exit', () => done())));

export async function killTest(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bc-kill-'));
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir };
  const pg = process.env.DATABASE_URL;
  if (pg) {
    // No demo data on PostgreSQL: the first owner, as `npm run create-admin` makes it.
    const database = await openDatabase({ databaseUrl: pg });
    await database.migrate();
    await syncRules(database.db);
    await createOwner(database.db, { userName: 'admin', password: 'admin123', brandTitle: 'Demo Brand' });
    await database.close();
  }
  const sink = await startSmtpSink({ parse: false });
  let { child, url } = await startChild(env);
  let token = '';
  let brandId = 1;
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(url + path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        BrandId: String(brandId),
      },
      body: JSON.stringify(body),
    });
    const a = (await res.json()) as { code: number; message: string; data: T };
    if (a.code !== 0) throw new Error(`${path}: ${a.message}`);
    return a.data;
  };
  try {
    token = (
      await post<{ token: string }>('/auth/brandmanager/userpwd.html', {
        user: 'admin',
        password: 'admin123',
      })
    ).token;
    const brands = await post<{ brandId: number; brandTitle: string }[]>(
      '/auth/brand/userbrandlist.html',
      {},
    );
    brandId = brands.find((b) => b.brandTitle === 'Demo Brand')?.brandId ?? 1;
    await post('/auth/brand/userselectbrand.html', { brandId });
    await post('/api/email/config_update.html', {
      host: '127.0.0.1',
      port: sink.port,
      secure: 'none',
      fromName: '品牌',
      fromAddress: 'noreply@brand.example',
    });
    const to = Array.from({ length: recipients }, (_, i) => `k${i}@customer.example`);
    const started = performance.now();
    const batch = await post<{ batchId: number; queued: number }>('/api/email/send.html', {
      to,
      subject: '断电测试',
      body: '<p>每人一封</p>',
    });
    const enqueueMs = performance.now() - started;

    while (sink.received < killAfter) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    await exited(child);
    const atKill = sink.received;
    const killedAt = performance.now();
    // Whatever the sink still finishes reading from the dead process's connections counts as arrived.
    await new Promise((r) => setTimeout(r, 500));

    ({ child, url } = await startChild(env));
    token = (
      await post<{ token: string }>('/auth/brandmanager/userpwd.html', {
        user: 'admin',
        password: 'admin123',
      })
    ).token;
    await post('/auth/brand/userselectbrand.html', { brandId });
    const open = async () => {
      let n = 0;
      for (const status of ['queued', 'sending'])
        n += (
          await post<{ total: number }>('/api/email/list.html', {
            batchId: batch.batchId,
            status,
            pageSize: 1,
          })
        ).total;
      return n;
    };
    while ((await open()) > 0) await new Promise((r) => setTimeout(r, 250));
    const recoveredMs = performance.now() - killedAt;
    child.kill('SIGTERM');
    await exited(child);

    const database = pg ? await openDatabase({ databaseUrl: pg }) : await openDatabase({ dataDir });
    const { rows } = await database.executeSql(
      `select status, count(*)::int as n, count(*) filter (where reason = $2)::int as resent
       from email_messages where batch_id = $1 group by status`,
      [batch.batchId, interruptedNote],
    );
    await database.close();
    const byStatus = Object.fromEntries(rows.map((r) => [String(r.status), Number(r.n)]));
    const resent = rows.reduce((n, r) => n + Number(r.resent), 0);
    const distinct = to.filter((a) => (sink.perRecipient.get(a) ?? 0) > 0).length;
    const duplicates = [...sink.perRecipient.values()].reduce((n, c) => n + Math.max(0, c - 1), 0);
    const lost = recipients - distinct;
    console.log(
      `\nKill test: ${recipients.toLocaleString('en')} e-mails to an SMTP sink, ${pg ? 'PostgreSQL' : 'PGlite'}, SIGKILL mid-delivery`,
    );
    console.table({
      'queued by the send': batch.queued,
      'enqueue (ms)': Math.round(enqueueMs),
      'received by the sink at the kill': atKill,
      'in flight at the kill (resent after restart)': resent,
      'received, distinct recipients': distinct,
      'duplicates received': duplicates,
      'lost recipients': lost,
      'log: sent': byStatus.sent ?? 0,
      'log: failed or unknown': (byStatus.failed ?? 0) + (byStatus.unknown ?? 0),
      'kill -> all settled (ms)': Math.round(recoveredMs),
    });
    const ok = lost === 0 && duplicates <= resent;
    console.log(
      ok
        ? 'none lost; duplicates only among the messages in flight'
        : 'FAILED: a recipient was lost or a duplicate came from outside the in-flight messages',
    );
    return ok;
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await killTest()) ? 0 : 1);
