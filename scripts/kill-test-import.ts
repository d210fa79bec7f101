import { customerPaths, type ImportJob } from '../contract/customer.ts';
import { startKillHarness } from './kill-harness.ts';

/**
 * The customer import's kill test: a 50,000-row customer import (3 bad lines among them); the server
 * process is killed (SIGKILL) in the middle and started again on the same database. Then it counts:
 * the job resumed (or failed cleanly), every good row is in exactly once, the import's counters agree
 * with the rows. PGlite in a temporary folder, or PostgreSQL with DATABASE_URL and APP_SECRET.
 * Figures, printed; exits 1 if a row went in twice, a good row is missing, or the counters disagree.
 */

const rows = Number(process.env.KILL_ROWS ?? 50_000);
// Past the first batches and not at a batch boundary.
const killAfter = Number(process.env.KILL_AFTER ?? Math.round(rows * 0.3));
const badLines = [1001, 25_002, rows]; // spreadsheet numbers (header = 1)
const firstMobile = 16_600_000_000;

function csv(): string {
  const lines = ['姓名,手机,公司,等级'];
  for (let i = 0; i < rows; i++) {
    const line = i + 2;
    lines.push(
      badLines.includes(line)
        ? `坏行${i},12345,,A`
        : `客户${i},${firstMobile + i},公司${i % 97},${'ABC'[i % 3]}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export async function killTestImport(): Promise<boolean> {
  const server = await startKillHarness('bc-kill-import-');
  const { post } = server;
  try {
    const form = new FormData();
    form.append('mapping', JSON.stringify({ name: 0, mobile: 1, company: 2, level: 3 }));
    form.append('owner', 'pool');
    form.append('file', new Blob([csv()], { type: 'text/csv' }), 'kill-test.csv');
    const started = performance.now();
    const res = await fetch(server.url + customerPaths.import, {
      method: 'POST',
      headers: server.authHeaders(),
      body: form,
    });
    const answer = (await res.json()) as { code: number; message: string; data: { jobId: number } };
    if (answer.code !== 0) throw new Error(`import: ${answer.message}`);
    const { jobId } = answer.data;
    const uploadMs = performance.now() - started;

    let atKill: ImportJob | undefined;
    for (;;) {
      const job = await post<ImportJob>(customerPaths.importStatus, { jobId });
      if (job.status === 'done' || job.status === 'failed')
        throw new Error('the import ended before the kill');
      if (job.done >= killAfter) {
        await server.kill();
        atKill = job;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const killedAt = performance.now();

    await server.restart();
    let end: ImportJob;
    for (;;) {
      end = await post<ImportJob>(customerPaths.importStatus, { jobId });
      if (end.status === 'done' || end.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const recoveredMs = performance.now() - killedAt;
    await server.stop();

    const database = await server.openDatabase();
    const { rows: counted } = await database.executeSql(
      `select count(*)::int as n, count(distinct mobile)::int as distinct_mobiles,
         (select count(*)::int from crm_customer_events e join crm_customers c on c.id = e.customer_id
           where c.import_id = $1 and e.kind = 'imported') as events
       from crm_customers where import_id = $1`,
      [jobId],
    );
    await database.close();
    const n = Number(counted[0]?.n);
    const distinct = Number(counted[0]?.distinct_mobiles);
    const events = Number(counted[0]?.events);
    const good = rows - badLines.length;
    console.log(
      `\nImport kill test: ${rows.toLocaleString('en')} rows (${badLines.length} bad), ${server.pg ? 'PostgreSQL' : 'PGlite'}, SIGKILL mid-import`,
    );
    console.table({
      'upload + queue (ms)': Math.round(uploadMs),
      'rows done at the kill (as last read)': atKill?.done ?? 0,
      'status after restart': end.status,
      'import: done': end.done,
      'import: imported': end.imported,
      'import: failed': end.failed,
      'bad lines reported': end.errors.map((e) => e.line).join(' '),
      'customers in the database': n,
      'distinct mobiles': distinct,
      'timeline entries': events,
      'kill -> import ended (ms)': Math.round(recoveredMs),
    });
    const ok =
      end.status === 'done' &&
      n === good &&
      distinct === n &&
      events === n &&
      end.imported === n &&
      end.failed === badLines.length &&
      end.errors.map((e) => e.line).join() === badLines.join();
    console.log(
      ok
        ? 'resumed: every good row once, the bad lines reported by number, the counters agree'
        : 'FAILED: a row twice or missing, or counters that disagree with the rows',
    );
    return ok;
  } finally {
    await server.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await killTestImport()) ? 0 : 1);
