import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserPaths } from '../contract/admin-user.ts';
import { authPaths, type LoginState } from '../contract/auth.ts';
import { customerPaths, type ImportJob } from '../contract/customer.ts';
import { rolePaths } from '../contract/role.ts';
import { type UploadedItem, uploadPaths } from '../contract/upload.ts';
import { type ServerProcess, startServerProcess } from '../tests/support/server-process.ts';
import { startS3 } from '../tests/support/upload-fixtures.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createOwner } from './seed.ts';

/**
 * Three real `npm start` processes on one PostgreSQL database and one bucket, as an operator runs them
 * behind a balancer: whatever one process does, the others see at once. PostgreSQL only (the suite
 * runs again with DATABASE_URL in CI).
 */
const databaseUrl = process.env.DATABASE_URL;

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

const owner = { user: 'mp-owner', password: 'mp-owner-pass-1', brand: 'Multi-process brand' };

describe.skipIf(!databaseUrl)('three processes on one PostgreSQL', () => {
  const name = `bc_multi_${randomBytes(5).toString('hex')}`;
  const url = new URL(databaseUrl ?? 'postgres://x/y');
  url.pathname = `/${name}`;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let processes: ServerProcess[] = [];
  let database: Database;
  let brandId = 0;
  let token = '';

  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  const on = (i: number) => processes[i]?.url ?? '';

  async function call<T>(
    i: number,
    path: string,
    body: unknown = {},
    as: { token?: string; brandId?: number } = { token, brandId },
  ): Promise<Envelope<T>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (as.token) headers.Authorization = `Bearer ${as.token}`;
    if (as.brandId) headers.BrandId = String(as.brandId);
    const res = await fetch(`${on(i)}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return (await res.json()) as Envelope<T>;
  }

  async function signIn(i: number, user: string, password: string): Promise<string> {
    const a = await call<{ token: string }>(i, authPaths.login, { user, password }, {});
    expect(a.code, a.message).toBe(0);
    const chosen = await call(i, authPaths.selectBrand, { brandId }, { token: a.data.token });
    expect(chosen.code, chosen.message).toBe(0);
    return a.data.token;
  }

  async function multipart<T>(i: number, path: string, form: FormData): Promise<Envelope<T>> {
    const res = await fetch(`${on(i)}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, BrandId: String(brandId) },
      body: form,
    });
    return (await res.json()) as Envelope<T>;
  }

  /** Asks until `done` says so; the bound is for a hang only. */
  async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
    for (let i = 0; i < 600; i++) {
      const value = await ask();
      if (done(value)) return value;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${what} never happened`);
  }

  beforeAll(async () => {
    await admin(`create database ${name}`);
    s3 = await startS3();
    const env = {
      PORT: '0',
      DATABASE_URL: url.toString(),
      APP_SECRET: 'multi-process-secret-the-same-everywhere',
      DB_POOL_SIZE: '4',
      DRAIN_SECONDS: '5',
      S3_ENDPOINT: s3.env.endpoint,
      S3_BUCKET: s3.env.bucket,
      S3_ACCESS_KEY_ID: s3.env.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.env.secretAccessKey,
    };
    // Started together on an empty database: they migrate it once between them.
    const started = await Promise.allSettled([1, 2, 3].map(() => startServerProcess(env)));
    processes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    if (failed.length > 0) throw new Error(failed.join('\n'));
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    ({ brandId } = await createOwner(database.db, {
      userName: owner.user,
      password: owner.password,
      brandTitle: owner.brand,
    }));
    token = await signIn(0, owner.user, owner.password);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGTERM')));
    await database?.close();
    await s3?.close();
    await admin(`drop database if exists ${name} with (force)`);
  }, 60_000);

  it('a session made on one works on the others', async () => {
    for (const i of [1, 2]) expect((await call(i, rolePaths.list, {})).code).toBe(0);
  });

  it('a member added on one is counted on another; rights taken away on one are refused on another at once', async () => {
    const ruleRows = await database.executeSql(
      `select id, controller || '/' || action as key from rules
        where controller || '/' || action in ('system/index', 'system/role', 'brand/role/list', 'brand/role/detail')`,
    );
    const ruleIds = ruleRows.rows.map((r) => Number(r.id));
    const role = await call<{ id: number }>(0, rolePaths.add, { title: 'Role reader', rules: ruleIds });
    expect(role.code, role.message).toBe(0);
    const count = async (i: number) => (await call<{ total: number }>(i, adminUserPaths.list, {})).data.total;
    const before = await count(2);
    const added = await call(0, adminUserPaths.add, {
      userName: 'mpreader',
      password: 'mpreader-pass-1',
      confirmPassword: 'mpreader-pass-1',
      roleId: role.data.id,
    });
    expect(added.code, added.message).toBe(0);
    expect(await count(1)).toBe(before + 1);
    expect(await count(2)).toBe(before + 1);

    const reader = await signIn(2, 'mpreader', 'mpreader-pass-1');
    const asReader = { token: reader, brandId };
    // Each process has served the reader's list once (its menu cache is warm) before the change.
    for (const i of [0, 1, 2]) expect((await call(i, rolePaths.list, {}, asReader)).code).toBe(0);
    const kept = ruleRows.rows.filter((r) => r.key !== 'brand/role/list').map((r) => Number(r.id));
    expect((await call(1, rolePaths.priv, { id: role.data.id, rules: kept })).code).toBe(0);
    for (const i of [0, 1, 2]) expect((await call(i, rolePaths.list, {}, asReader)).code).toBe(403);
  });

  it('sign-in failures count across the processes', async () => {
    const wrong = { user: owner.user, password: 'not-the-password' };
    for (const i of [0, 1, 2]) expect((await call(i, authPaths.login, wrong, {})).code).toBe(1);
    for (const i of [0, 1, 2]) {
      const state = await call<LoginState>(i, authPaths.loginState, { user: owner.user }, {});
      expect(state.data.captchaRequired).toBe(true);
    }
  });

  it('a file uploaded through one is listed and served to the others from the shared bucket', async () => {
    const form = new FormData();
    form.append('file', new Blob(['shared through the bucket'], { type: 'text/plain' }), 'shared.txt');
    const up = await multipart<UploadedItem>(0, uploadPaths.file, form);
    expect(up.code, up.message).toBe(0);
    const listed = await call<{ list: UploadedItem[] }>(2, uploadPaths.filelist, {});
    expect(listed.data.list.map((f) => f.fileurl)).toContain(up.data.fileurl);
    expect(await (await fetch(up.data.fileurl)).text()).toBe('shared through the bucket');
  });

  it('an import is worked once, by whichever process takes it', async () => {
    let csv = '姓名,手机\n';
    for (let i = 0; i < 300; i++) csv += `客户${i},${13_600_000_000 + i}\n`;
    const form = new FormData();
    form.append('mapping', JSON.stringify({ name: 0, mobile: 1 }));
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'customers.csv');
    const started = await multipart<{ jobId: number }>(1, customerPaths.import, form);
    expect(started.code, started.message).toBe(0);
    const job = await until(
      () => call<ImportJob>(2, customerPaths.importStatus, { jobId: started.data.jobId }),
      (a) => a.data.status === 'done' || a.data.status === 'failed',
      'the import',
    );
    expect(job.data).toMatchObject({ status: 'done', total: 300, imported: 300, failed: 0 });
    const { rows } = await database.executeSql(
      `select count(*)::int as customers, count(distinct mobile)::int as mobiles,
              (select count(*)::int from crm_customer_events e join crm_customers c on c.id = e.customer_id
                where c.brand_id = $1 and e.kind = 'imported') as events
         from crm_customers where brand_id = $1`,
      [brandId],
    );
    expect(rows[0]).toEqual({ customers: 300, mobiles: 300, events: 300 });
  });

  it('a scheduled article is published once', { timeout: 90_000 }, async () => {
    const node = await call<{ id: number }>(0, '/api/article/node_add.html', { title: 'News' });
    expect(node.code, node.message).toBe(0);
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const added = await call<{ id: number }>(1, '/api/article/add.html', {
      title: 'Published once',
      nodeId: node.data.id,
      status: 'published',
      publishAt,
    });
    expect(added.code, added.message).toBe(0);
    await until(
      () => call<{ status: string }>(2, '/api/article/detail.html', { id: added.data.id }),
      (a) => a.data.status === 'published',
      'the publication',
    );
    // Every process polls the queue; the one job went to one of them and completed.
    const jobs = await until(
      () =>
        database.executeSql(
          `select state::text as state from pgboss.job
            where name = 'article.publish' and data->>'articleId' = $1::text`,
          [added.data.id],
        ),
      (r) => r.rows[0]?.state === 'completed',
      'the job completing',
    );
    expect(jobs.rows).toEqual([{ state: 'completed' }]);
    const { rows } = await database.executeSql(
      `select count(*)::int as n from changes where entity = 'article' and entity_id = $1 and action = 'publish'`,
      [added.data.id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('killing one leaves the others answering', async () => {
    const killed = processes[2];
    expect(await killed?.stop('SIGKILL')).toBeNull();
    for (const i of [0, 1]) {
      expect((await fetch(`${on(i)}/readyz`)).status).toBe(200);
      expect((await call(i, rolePaths.list, {})).code).toBe(0);
    }
    await expect(fetch(`${on(2)}/healthz`)).rejects.toThrow();
  });
});
