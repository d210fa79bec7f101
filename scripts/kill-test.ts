import { interruptedNote } from '../server/modules/notify/message-writes.ts';
import { startSmtpSink } from '../tests/support/smtp-sink.ts';
import { startKillHarness } from './kill-harness.ts';

/**
 * The notifications' kill test: a 10,000-recipient e-mail send to a local SMTP sink; the server process is
 * killed (SIGKILL, no goodbye) in the middle of delivery and started again on the same database. Then
 * it counts, from the sink (what arrived) and the log (what the server says): no recipient lost, and
 * duplicates only among the messages in flight at the kill. PGlite in a temporary folder, or PostgreSQL
 * with DATABASE_URL and APP_SECRET. Figures, printed; exits 1 if a recipient was lost.
 */

const recipients = Number(process.env.KILL_RECIPIENTS ?? 10_000);
// Not a multiple of the batch size (25): the kill should land in the middle of a batch, not between two.
const killAfter = Number(process.env.KILL_AFTER ?? Math.round(recipients * 0.3) + 13);

export async function killTest(): Promise<boolean> {
  const sink = await startSmtpSink({ parse: false });
  // The SMTP sink listens on loopback: allowed as an operator allows a local relay.
  const server = await startKillHarness('bc-kill-', { OUTBOUND_ALLOW: '127.0.0.1' }).catch(async (error) => {
    await sink.close();
    throw error;
  });
  const { post } = server;
  try {
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
    await server.kill();
    const atKill = sink.received;
    const killedAt = performance.now();
    // Whatever the sink still finishes reading from the dead process's connections counts as arrived.
    await new Promise((r) => setTimeout(r, 500));

    await server.restart();
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
    await server.stop();

    const database = await server.openDatabase();
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
      `\nKill test: ${recipients.toLocaleString('en')} e-mails to an SMTP sink, ${server.pg ? 'PostgreSQL' : 'PGlite'}, SIGKILL mid-delivery`,
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
    await server.dispose();
    await sink.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await killTest()) ? 0 : 1);
