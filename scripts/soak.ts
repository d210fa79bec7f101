/**
 * `npm run soak`: the way a brand runs it in production, under load, for a while. N API processes
 * (`npm start --api-only`) on one PostgreSQL and one S3 bucket (s3rver) behind nginx with the file in
 * deploy/nginx.conf and TRUST_PROXY on; 64 clients making mixed reads and writes (lists, details,
 * adds, toggles, follow-ups, imports, e-mails to a local SMTP sink); each process restarted in turn
 * on the way (SIGTERM, drain, start again, wait for /readyz). Prints calls, errors, p50/p99 per call,
 * each process's memory and the database connections in use; exits 1 on any error.
 *
 *   npm run soak -- --minutes 1 --processes 3 --clients 64
 *
 * DATABASE_URL: a PostgreSQL server to make a throw-away database on; without it a throw-away cluster is
 * started (scripts/pg-test-cluster.sh, on SOAK_PG_PORT, default 54340). SOAK_PORT: nginx listens there, the processes on
 * the ports after it; by default a block of ports nothing listens on. nginx must be installed (Debian:
 * apt-get install nginx-light).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { createOwner } from '../server/seed.ts';
import { type ServerProcess, startServerProcess } from '../tests/support/server-process.ts';
import { startSmtpSink } from '../tests/support/smtp-sink.ts';
import { startS3 } from '../tests/support/upload-fixtures.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: process.env.SOAK_MINUTES ?? '10' },
    processes: { type: 'string', default: process.env.SOAK_PROCESSES ?? '3' },
    clients: { type: 'string', default: process.env.SOAK_CLIENTS ?? '64' },
  },
});
const minutes = Number(args.minutes);
const processCount = Number(args.processes);
const clientCount = Number(args.clients);
/**
 * The first of `count` consecutive loopback ports nothing listens on. A fixed default once failed CI's
 * soak because a developer's own server held it (`bind() … Address already in use` from nginx). The
 * block lies below the kernel's ephemeral ports: a process restarted on the way gives its port up for
 * a few seconds, and a port in that range was once taken meanwhile as the local end of some outgoing
 * connection, so the restarted process could not listen again (EADDRINUSE).
 */
async function freePortBlock(count: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  const low = 10_000;
  const high = Math.min(40_000, firstEphemeralPort()) - count;
  for (let attempt = 0; attempt < 50 && high > low; attempt++) {
    const base = low + Math.floor(Math.random() * (high - low));
    let all = true;
    for (let i = 0; i < count && all; i++) all = await free(base + i);
    if (all) return base;
  }
  throw new Error(`no ${count} free consecutive ports found between ${low} and ${high + count}`);
}
/** Where the kernel starts handing out local ports for outgoing connections (Linux), else the IANA range. */
function firstEphemeralPort(): number {
  try {
    const first = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    return Number.isInteger(first) && first > 0 ? first : 49_152;
  } catch {
    return 49_152;
  }
}
const basePort = process.env.SOAK_PORT
  ? Number(process.env.SOAK_PORT)
  : await freePortBlock(processCount + 1);
const work = join(tmpdir(), `bc-soak-${randomBytes(4).toString('hex')}`);
mkdirSync(work, { recursive: true });

const log = (line: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

// ---- the database -------------------------------------------------------------------------------
let ownCluster = false;
let serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  const env = {
    ...process.env,
    PG_TEST_DIR: join(work, 'pg'),
    PG_TEST_PORT: process.env.SOAK_PG_PORT ?? '54340',
  };
  serverUrl = execFileSync('bash', [join(root, 'scripts/pg-test-cluster.sh'), 'start'], { env })
    .toString()
    .trim();
  ownCluster = true;
}
const dbName = `bc_soak_${randomBytes(4).toString('hex')}`;
const dbUrl = (() => {
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
async function onServer<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}
await onServer((c) => c.query(`create database ${dbName}`));

// ---- the bucket, the mail server, the processes ---------------------------------------------------
const s3 = await startS3();
const sink = await startSmtpSink({ auth: { user: 'mailer', pass: 'soak-mail-pass' }, parse: false });
const ports = Array.from({ length: processCount }, (_, i) => basePort + 1 + i);
const processEnv = (port: number) => ({
  PORT: String(port),
  DATABASE_URL: dbUrl,
  APP_SECRET: 'soak-secret-the-same-in-every-process',
  TRUST_PROXY: 'true',
  // The SMTP sink is on loopback, which the outbound rules refuse unless named.
  OUTBOUND_ALLOW: '127.0.0.1',
  DB_POOL_SIZE: '10',
  DRAIN_SECONDS: '20',
  S3_ENDPOINT: s3.env.endpoint,
  S3_BUCKET: s3.env.bucket,
  S3_ACCESS_KEY_ID: s3.env.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.env.secretAccessKey,
});
log(`starting ${processCount} processes on ${ports.join(', ')} (database ${dbName})`);
const processes: ServerProcess[] = await Promise.all(ports.map((p) => startServerProcess(processEnv(p))));

// ---- nginx, from deploy/nginx.conf ----------------------------------------------------------------
const siteTemplate = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
/** deploy/nginx.conf with our ports; a process being restarted is marked `down` (taken out). */
const siteConf = (down: number | undefined) =>
  siteTemplate
    .replace(/^\s*server 127\.0\.0\.1:\d+ .*$\n/gm, '')
    .replace(
      /(least_conn;\n)/,
      `$1${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s${p === down ? ' down' : ''};\n`).join('')}`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${basePort};`);
for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
  mkdirSync(join(work, d), { recursive: true });
writeFileSync(join(work, 'site.conf'), siteConf(undefined));
writeFileSync(
  join(work, 'nginx.conf'),
  `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  # Each client call on a connection of its own. A reload (taking a process out) closes the old
  # workers' idle client connections; a browser resends a call that met such a closing connection
  # before any answer, Node's fetch does not and would count it as an error of ours.
  keepalive_timeout 0;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/site.conf;
}
`,
);
const nginxBin = ['/usr/sbin/nginx', 'nginx'].find((b) => {
  try {
    execFileSync(b, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});
if (!nginxBin) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
const nginx = spawn(nginxBin, ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
const front = `http://127.0.0.1:${basePort}`;

const workersOf = (master: number | undefined): number[] => {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === master) found.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return found;
};

/**
 * Rewrites the site with `down` taken out and reloads nginx; answers once the workers of the old
 * configuration have finished their calls and exited, so no new call can reach that process.
 */
async function reloadNginx(down: number | undefined) {
  const before = workersOf(nginx.pid);
  writeFileSync(join(work, 'site.conf'), siteConf(down));
  nginx.kill('SIGHUP');
  for (let i = 0; i < 600; i++) {
    const now = workersOf(nginx.pid);
    if (now.length > 0 && !now.some((w) => before.includes(w))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('nginx did not reload');
}
for (let i = 0; ; i++) {
  try {
    await fetch(`${front}/bench/hello.html`);
    break;
  } catch {
    if (i > 100) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

// ---- the calls ------------------------------------------------------------------------------------
interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}
const timings = new Map<string, number[]>();
const errors: string[] = [];
let calls = 0;

async function timed<T>(name: string, run: () => Promise<Response>): Promise<Envelope<T> | undefined> {
  const started = performance.now();
  let res: Response;
  try {
    res = await run();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}${cause}`);
    return undefined;
  }
  const text = await res.text();
  const ms = performance.now() - started;
  calls++;
  (timings.get(name) ?? timings.set(name, []).get(name))?.push(ms);
  let body: Envelope<T> | undefined;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    // Not an envelope: an nginx error page, counted below.
  }
  if (res.status !== 200 || body?.code !== 0) {
    errors.push(`${name}: HTTP ${res.status} ${text.slice(0, 160)}`);
    return undefined;
  }
  return body;
}

const post = <T>(name: string, path: string, body: unknown, token?: string, brandId?: number) =>
  timed<T>(name, () =>
    fetch(`${front}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(brandId ? { BrandId: String(brandId) } : {}),
      },
      body: JSON.stringify(body),
    }),
  );

// ---- a brand to work in -------------------------------------------------------------------------
const setup = await openDatabase({ databaseUrl: dbUrl, poolSize: 2 });
const owner = { user: 'soak-owner', password: 'soak-owner-pass-1' };
const { brandId } = await createOwner(setup.db, {
  userName: owner.user,
  password: owner.password,
  brandTitle: 'Soak brand',
});
await setup.close();

async function signIn(): Promise<string> {
  const a = await post<{ token: string }>('sign in', '/auth/brandmanager/userpwd.html', owner);
  if (!a) throw new Error(`sign-in failed: ${errors.at(-1)}`);
  await post('select brand', '/auth/brand/userselectbrand.html', { brandId }, a.data.token);
  return a.data.token;
}
const tokens = await Promise.all(Array.from({ length: 8 }, signIn));
const as = (i: number) => [tokens[i % tokens.length], brandId] as const;
await post(
  'crm config',
  '/crm/customer/config_update.html',
  { crm_pool_days: 30, crm_claim_limit: 100_000 },
  ...as(0),
);
await post(
  'email config',
  '/api/email/config_update.html',
  {
    host: '127.0.0.1',
    port: sink.port,
    secure: 'none',
    user: 'mailer',
    password: 'soak-mail-pass',
    fromName: 'Soak',
    fromAddress: 'noreply@soak.example',
    replyTo: 'help@soak.example',
  },
  ...as(0),
);
const followType = await post<{ id: number }>(
  'tag add',
  '/crm/tag/add.html',
  { type: 'follow', title: '电话' },
  ...as(0),
);
const toggled = await Promise.all(
  Array.from({ length: 8 }, (_, i) =>
    post<{ id: number }>('tag add', '/crm/tag/add.html', { type: 'source', title: `来源${i}` }, ...as(0)),
  ),
);
if (!followType || toggled.some((t) => !t)) throw new Error(`setup failed: ${errors.join('\n')}`);
const customerIds: number[] = [];
let mobile = 13_500_000_000;
for (let i = 0; i < 50; i++) {
  const a = await post<{ id: number }>(
    'customer add',
    '/crm/customer/add.html',
    { name: `客户${i}`, mobile: String(mobile++) },
    ...as(0),
  );
  if (a) customerIds.push(a.data.id);
}
timings.clear();
calls = 0;
if (errors.length > 0) throw new Error(`setup failed: ${errors.join('\n')}`);

// ---- memory and connections, sampled --------------------------------------------------------------
const rssOf = (pid: number | undefined): number => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
};
const memory = ports.map(() => ({ first: 0, last: 0, max: 0, restarts: 0 }));
const connections = { max: 0, last: 0 };
const monitor = new pg.Client({ connectionString: serverUrl });
await monitor.connect();
async function sample() {
  processes.forEach((p, i) => {
    const rss = rssOf(p.child.pid);
    const m = memory[i];
    if (!m || rss === 0) return;
    if (m.first === 0) m.first = rss;
    m.last = rss;
    m.max = Math.max(m.max, rss);
  });
  const { rows } = await monitor.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where datname = $1',
    [dbName],
  );
  connections.last = rows[0]?.n ?? 0;
  connections.max = Math.max(connections.max, connections.last);
}

// ---- the load -----------------------------------------------------------------------------------
const endAt = Date.now() + minutes * 60_000;
let emailsSent = 0;
let importsDone = 0;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

// The load goes on until the time is up and every process has been restarted once.
let restartsDone = false;
const running = () => Date.now() < endAt || !restartsDone;

async function client(n: number) {
  const [token, brand] = as(n);
  while (running()) {
    const r = Math.random();
    if (r < 0.3) {
      const page = Math.random() < 0.5 ? 1 : 1 + Math.floor(Math.random() * 5);
      await post('customer list', '/crm/customer/list.html', { page, pageSize: 20 }, token, brand);
    } else if (r < 0.4) {
      await post('customer list keyword', '/crm/customer/list.html', { keyword: '客户1' }, token, brand);
    } else if (r < 0.55) {
      await post('customer detail', '/crm/customer/detail.html', { id: pick(customerIds) }, token, brand);
    } else if (r < 0.65) {
      await post('member list', '/brand/adminuser/list.html', {}, token, brand);
    } else if (r < 0.75) {
      const a = await post<{ id: number }>(
        'customer add',
        '/crm/customer/add.html',
        { name: `新客户${mobile}`, mobile: String(mobile++) },
        token,
        brand,
      );
      if (a) customerIds.push(a.data.id);
    } else if (r < 0.85) {
      const tag = pick(toggled)?.data.id;
      await post(
        'tag toggle',
        '/crm/tag/status.html',
        { id: tag, display: Math.random() < 0.5 },
        token,
        brand,
      );
    } else if (r < 0.95) {
      await post(
        'follow-up add',
        '/crm/customer/follow_add.html',
        { customerId: pick(customerIds), typeId: followType?.data.id, content: '电话回访，客户有意向' },
        token,
        brand,
      );
    } else if (r < 0.98) {
      await post(
        'follow-up list',
        '/crm/customer/follow_list.html',
        { customerId: pick(customerIds) },
        token,
        brand,
      );
    } else {
      const a = await post(
        'email send',
        '/api/email/send.html',
        { to: [`c${emailsSent}-${n}@soak.example`], subject: '回访', body: '<p>感谢您的关注</p>' },
        token,
        brand,
      );
      if (a) emailsSent++;
    }
  }
}

async function importer() {
  const [token, brand] = as(0);
  while (running()) {
    let csv = '姓名,手机\n';
    for (let i = 0; i < 500; i++) csv += `导入${i},${mobile++}\n`;
    const form = new FormData();
    form.append('mapping', JSON.stringify({ name: 0, mobile: 1 }));
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'soak.csv');
    const started = await timed<{ jobId: number }>('import', () =>
      fetch(`${front}/crm/customer/import.html`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, BrandId: String(brand) },
        body: form,
      }),
    );
    if (!started) continue;
    for (;;) {
      const s = await post<{ status: string; imported: number }>(
        'import status',
        '/crm/customer/import_status.html',
        { jobId: started.data.jobId },
        token,
        brand,
      );
      if (s?.data.status === 'done') {
        if (s.data.imported !== 500)
          errors.push(`import ${started.data.jobId}: ${s.data.imported} of 500 imported`);
        importsDone++;
        break;
      }
      if (!s || s.data.status === 'failed') {
        errors.push(`import ${started.data.jobId} failed`);
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    await new Promise((r) => setTimeout(r, 5000));
  }
}

const restarts: string[] = [];
async function rollingRestart() {
  // Each process once, spread over the run, the last one well before the end.
  const gap = (minutes * 60_000) / (processCount + 1);
  for (let i = 0; i < processCount; i++) {
    await new Promise((r) => setTimeout(r, gap * (i === 0 ? 0.5 : 1)));
    const old = processes[i];
    if (!old) continue;
    // As an operator rolls: out of the proxy first, then SIGTERM (it drains what it still has), start
    // the new one, wait for /readyz, back into the proxy.
    await reloadNginx(ports[i]);
    const t0 = performance.now();
    const code = await old.stop('SIGTERM');
    const stopped = performance.now();
    // Work the drain cut off may reject after its database closed: logged, not fatal; shown, not hidden.
    const cutOff = /unhandled rejection:[^\n]*/.exec(old.output());
    if (cutOff) log(`process :${ports[i]} while draining: ${cutOff[0]}`);
    const next = await startServerProcess(processEnv(ports[i] ?? 0));
    for (;;) {
      const ready = await fetch(`${next.url}/readyz`).catch(() => undefined);
      if (ready?.status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    processes[i] = next;
    await reloadNginx(undefined);
    const m = memory[i];
    if (m) m.restarts++;
    if (code !== 0)
      errors.push(
        `process ${ports[i]} exited ${code} on SIGTERM; its last words: ${old.output().slice(-1500)}`,
      );
    restarts.push(
      `process :${ports[i]} SIGTERM -> exit ${code} in ${((stopped - t0) / 1000).toFixed(1)} s, ready again after ${((performance.now() - stopped) / 1000).toFixed(1)} s`,
    );
    log(restarts.at(-1) ?? '');
  }
  restartsDone = true;
}

log(`${clientCount} clients for ${minutes} min through nginx on ${front}`);
await sample();
const sampler = setInterval(() => void sample().catch(() => undefined), 2000);
const started = performance.now();
await Promise.all([
  ...Array.from({ length: clientCount }, (_, n) => client(n)),
  importer(),
  rollingRestart(),
]);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
await sample();

// Every accepted send reaches the sink once (bounded wait for the last deliveries).
for (let i = 0; i < 120 && sink.received < emailsSent; i++) await new Promise((r) => setTimeout(r, 500));
if (sink.received !== emailsSent) errors.push(`e-mails: ${emailsSent} accepted, ${sink.received} delivered`);
const duplicates = [...sink.perRecipient.values()].filter((n) => n > 1).length;
if (duplicates > 0) errors.push(`e-mails: ${duplicates} recipients got more than one`);

// ---- the report ---------------------------------------------------------------------------------
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
console.log('');
console.log(
  `soak: ${processCount} processes behind nginx, ${clientCount} clients, ${seconds.toFixed(0)} s, ${calls} calls (${(calls / seconds).toFixed(0)}/s), ${errors.length} errors`,
);
console.log('call                      calls     p50 ms   p99 ms');
for (const [name, list] of [...timings.entries()].sort()) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(24)} ${String(sorted.length).padStart(6)} ${pct(sorted, 0.5).toFixed(1).padStart(10)} ${pct(sorted, 0.99).toFixed(1).padStart(8)}`,
  );
}
console.log(
  `imports done: ${importsDone} (500 rows each); e-mails: ${emailsSent} sent, ${sink.received} received`,
);
for (const r of restarts) console.log(`restart: ${r}`);
for (const [i, m] of memory.entries())
  console.log(
    `memory :${ports[i]}: RSS ${m.first.toFixed(0)} MB at start, ${m.last.toFixed(0)} MB at end (max ${m.max.toFixed(0)} MB${m.restarts ? ', restarted once on the way' : ''})`,
  );
console.log(
  `database connections in use: ${connections.last} at end, ${connections.max} at most (${processCount} processes x DB_POOL_SIZE 10)`,
);
for (const e of errors.slice(0, 20)) console.log(`error: ${e.replace(/\s+/g, ' ')}`);
if (errors.length > 0) {
  try {
    console.log(`nginx's error log:\n${readFileSync(join(work, 'nginx-error.log'), 'utf8').slice(-4000)}`);
  } catch {
    // No log: nothing to show.
  }
}

// ---- cleanup ------------------------------------------------------------------------------------
nginx.kill('SIGQUIT');
await Promise.all(processes.map((p) => p.stop('SIGTERM')));
await monitor.end();
await sink.close();
await s3.close();
await onServer((c) => c.query(`drop database if exists ${dbName} with (force)`));
if (ownCluster)
  execFileSync('bash', [join(root, 'scripts/pg-test-cluster.sh'), 'stop'], {
    env: { ...process.env, PG_TEST_DIR: join(work, 'pg') },
    stdio: 'ignore',
  });
rmSync(work, { recursive: true, force: true });
console.log(errors.length === 0 ? 'soak: ok' : `soak: FAILED (${errors.length} errors)`);
process.exit(errors.length === 0 ? 0 : 1);
