import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentItem } from '../../contract/agent.ts';
import { idCardCheckCharacter } from '../../contract/id-card.ts';
import { ruleKey } from '../../contract/rule-key.ts';
import type { UploadedItem, UploadListResult } from '../../contract/upload.ts';
import { createTestApi, demo, type TestApi } from '../../tests/support/test-api.ts';
import { startS3 } from '../../tests/support/upload-fixtures.ts';
import { hashPassword } from '../auth/password.ts';
import { adminUsers, brandMembers, roleRules, roles, rules, uploads } from '../db/core.tables.ts';
import { agents } from '../modules/agent/agent.tables.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

// Agents' licence and id card scans are private: never in the picture library the logo and cover
// pickers read, served only to members of their brand whose role sees agents. On disk and on a bucket.
const s3 = await startS3();
afterAll(() => s3.close());

const storages: [string, () => Storage][] = [
  ['local disk', () => new LocalStorage(mkdtempSync(join(tmpdir(), 'bc-private-uploads-')))],
  ['S3 (s3rver)', () => new S3Storage(s3.env)],
];

let colour = 0;
/** A PNG no other test sent (the library answers the same content with its existing entry). */
async function picture(): Promise<Buffer> {
  colour += 1;
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: colour, g: 90, b: 140 } } })
    .png()
    .toBuffer();
}

describe.each(storages)('private licence scans on %s', (_label, makeStorage) => {
  let api: TestApi;
  let owner: string;
  let secondBrand: string;
  let operator: string;
  let agentsRole: string;

  /** A member of Demo Brand whose role holds only `keys`. */
  async function memberWith(name: string, keys: string[]): Promise<string> {
    const db = api.database.db;
    const [user] = await db
      .insert(adminUsers)
      .values({ userName: name, passwordHash: await hashPassword('member-pass-1') })
      .returning({ id: adminUsers.id });
    const [role] = await db
      .insert(roles)
      .values({ brandId: demo.brand, title: `${name} role` })
      .returning({ id: roles.id });
    if (!user || !role) throw new Error('seed failed');
    const granted = (await db.select().from(rules)).filter((r) =>
      keys.includes(ruleKey(r.controller, r.action)),
    );
    expect(granted).toHaveLength(keys.length);
    await db.insert(roleRules).values(granted.map((r) => ({ roleId: role.id, ruleId: r.id })));
    await db.insert(brandMembers).values({ userId: user.id, brandId: demo.brand, roleId: role.id });
    return api.loginTo(name, 'member-pass-1', demo.brand);
  }

  beforeAll(async () => {
    api = await createTestApi({ storage: makeStorage() });
    owner = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    secondBrand = await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand);
    operator = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
    agentsRole = await memberWith('agent-desk', [
      'agent/user/list',
      'agent/user/detail',
      'agent/user/add',
      'agent/user/update',
      'brand/upload/file',
    ]);
  });
  afterAll(() => api.close());

  async function upload(data: Buffer, name: string, o: { token?: string; purpose?: string } = {}) {
    const form = new FormData();
    form.append('kind', 'image');
    if (o.purpose) form.append('purpose', o.purpose);
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
    const res = await api.app.request('/brand/upload/file.html', {
      method: 'POST',
      headers: { Authorization: `Bearer ${o.token ?? owner}`, BrandId: String(demo.brand) },
      body: form,
    });
    return (await res.json()) as { code: number; message: string; data: UploadedItem };
  }

  const imageList = async (token = owner) =>
    (
      await api.call<UploadListResult>('/brand/upload/imagelist.html', {
        token,
        brandId: demo.brand,
        body: { pageSize: 100 },
      })
    ).data;

  /** A private file's address as the console reads it: with the session and the brand. */
  const read = (url: string, token?: string, brandId: number = demo.brand) =>
    api.app.request(url, {
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), BrandId: String(brandId) },
    });

  const envelope = async (res: Response) => (await res.json()) as { code: number; message: string };

  it('keeps a licence uploaded on the agent form out of the library, and serves it only to the agents’ roles', async () => {
    const before = await imageList();
    const scan = await picture();
    const licence = await upload(scan, 'id-card.png', { token: agentsRole, purpose: 'licence' });
    expect(licence.code).toBe(0);
    expect(licence.data.fileurl).toMatch(
      /^\/brand\/upload\/private\.html\?key=private\/1\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/,
    );
    expect(licence.data.thumburl).toBeUndefined();

    // Kept by an agent like any licence image.
    const added = await api.call<{ id: number }>('/agent/user/add.html', {
      token: agentsRole,
      brandId: demo.brand,
      body: {
        name: '私密执照',
        mobile: '13955550001',
        idCard: `${'44030519900101150'}${idCardCheckCharacter('44030519900101150')}`,
        licenceImages: [{ fileurl: licence.data.fileurl, title: '身份证' }],
      },
    });
    expect(added.code).toBe(0);
    const detail = await api.call<AgentItem>('/agent/user/detail.html', {
      token: agentsRole,
      brandId: demo.brand,
      body: { id: added.data.id },
    });
    expect(detail.data.licenceImages).toEqual([{ fileurl: licence.data.fileurl, title: '身份证' }]);

    // Never in the library, nor in its count.
    const after = await imageList();
    expect(after.list.map((i) => i.fileurl)).not.toContain(licence.data.fileurl);
    expect(after.total).toBe(before.total);

    // The agents' role reads it; nobody else.
    const allowed = await read(licence.data.fileurl, agentsRole);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toBe('image/png');
    expect(allowed.headers.get('cache-control')).toBe('private, no-store');
    expect((await allowed.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect((await read(licence.data.fileurl, owner)).status).toBe(200);

    expect((await envelope(await read(licence.data.fileurl))).code).toBe(401);
    const noRule = await envelope(await read(licence.data.fileurl, operator));
    expect([noRule.code, noRule.message]).toEqual([403, '没有权限执行此操作']);
    const elsewhere = await envelope(await read(licence.data.fileurl, secondBrand, demo.secondBrand));
    expect([elsewhere.code, elsewhere.message]).toEqual([1, '文件不存在，或已被删除']);

    // Its key is not reachable at the public address either.
    const key = licence.data.fileurl.split('key=')[1] ?? '';
    expect((await api.app.request(`/uploads/${key}`)).status).toBe(404);

    // The same content sent to the library is a library picture of its own, public.
    const shared = await upload(scan, 'same.png');
    expect(shared.data.fileurl).not.toBe(licence.data.fileurl);
    expect((await imageList()).list.map((i) => i.fileurl)).toContain(shared.data.fileurl);
  });

  it('still lists and serves a public picture for the pickers and the site', async () => {
    const logo = await upload(await picture(), 'logo.png');
    expect(logo.code).toBe(0);
    expect(logo.data.thumburl).toBeDefined();
    expect((await imageList()).list.map((i) => i.fileurl)).toContain(logo.data.fileurl);
    const served = logo.data.fileurl.startsWith('/')
      ? await api.app.request(logo.data.fileurl)
      : await fetch(logo.data.fileurl);
    expect(served.status).toBe(200);
    // A public picture is no licence scan: the private address does not serve it.
    const key = logo.data.fileurl.replace(/^.*?(1\/\d{4}\/)/, '$1');
    const asPrivate = await envelope(await read(`/brand/upload/private.html?key=${key}`, owner));
    expect(asPrivate.code).toBe(1);
  });

  it('takes a licence scan only from a role that may add or edit agents', async () => {
    const refused = await upload(await picture(), 'licence.png', { token: operator, purpose: 'licence' });
    expect(refused.code).toBe(403);
    const unknown = await upload(await picture(), 'x.png', { purpose: 'secret' });
    expect(unknown.code).toBe(1);
  });

  it('refuses at the public address a scan an agent kept from before scans were private', async () => {
    const old = await upload(await picture(), 'old-licence.png');
    const db = api.database.db;
    await db.update(uploads).set({ purpose: 'licence' }).where(eq(uploads.id, old.data.id));
    expect((await imageList()).list.map((i) => i.id)).not.toContain(old.data.id);
    const [row] = await db
      .select()
      .from(uploads)
      .where(inArray(uploads.id, [old.data.id]));
    if (!row?.thumbKey) throw new Error('no thumbnail');
    if (old.data.fileurl.startsWith('/')) {
      expect((await api.app.request(old.data.fileurl)).status).toBe(404);
      expect((await api.app.request(`/uploads/${row.thumbKey}`)).status).toBe(404);
    }
    const served = await read(`/brand/upload/private.html?key=${row.storageKey}`, agentsRole);
    expect(served.status).toBe(200);
  });

  it('makes private, at migration, the library pictures agents kept as licences (the logo excepted)', async () => {
    const scan = await upload(await picture(), 'kept-licence.png');
    const other = await upload(await picture(), 'just-a-picture.png');
    const db = api.database.db;
    const [agent] = await db
      .select({ id: agents.id })
      .from(agents)
      .where(eq(agents.brandId, demo.brand))
      .limit(1);
    if (!agent) throw new Error('no agent');
    await db
      .update(agents)
      .set({
        licenceImages: [
          { fileurl: scan.data.fileurl, title: '执照' },
          { fileurl: '/elsewhere.png', title: '' },
        ],
      })
      .where(eq(agents.id, agent.id));
    // The migration's statements that classify and readdress, run again on these rows.
    const statements = readFileSync('server/db/migrations/0017_private_uploads.sql', 'utf8')
      .split('--> statement-breakpoint')
      .filter((st) => /UPDATE "uploads" u SET "purpose"|UPDATE "agents" a SET/.test(st));
    expect(statements).toHaveLength(2);
    for (const st of statements) await db.execute(sql.raw(st));
    const [row] = await db.select().from(uploads).where(eq(uploads.id, scan.data.id));
    expect(row?.purpose).toBe('licence');
    const [kept] = await db
      .select({ images: agents.licenceImages })
      .from(agents)
      .where(eq(agents.id, agent.id));
    expect(kept?.images).toEqual([
      { fileurl: `/brand/upload/private.html?key=${row?.storageKey}`, title: '执照' },
      { fileurl: '/elsewhere.png', title: '' },
    ]);
    const list = (await imageList()).list.map((i) => i.id);
    expect(list).not.toContain(scan.data.id);
    expect(list).toContain(other.data.id);
    expect((await read(`/brand/upload/private.html?key=${row?.storageKey}`, agentsRole)).status).toBe(200);
  });
});
