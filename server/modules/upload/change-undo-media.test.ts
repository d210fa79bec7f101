import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditListResult, auditPaths } from '../../../contract/audit.ts';
import { changeUndoPaths, type UndoHandle, type UndoResult } from '../../../contract/change-undo.ts';
import { uploadPaths } from '../../../contract/upload.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { uploads } from '../../db/core.tables.ts';
import { rowsOf } from '../../kit/db.ts';
import { LocalStorage } from '../../storage/local-storage.ts';
import { uploadRemoveHandler, uploadRemoveQueue } from './upload-remove-job.ts';

/**
 * Undo of a media library file's delete (docs/decisions/undo.md): the row goes at once, its bytes stay
 * until its undo has expired (a job queued for then in the delete's transaction), so the undo brings
 * the file back whole; the job later removes the bytes of a file that stayed deleted, never of one
 * that came back.
 */

let api: TestApi;
let storage: LocalStorage;
let admin: { token: string; brandId: number };

beforeAll(async () => {
  storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'undo-media-')));
  api = await createTestApi({ storage });
  admin = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
});
afterAll(() => api.close());

let n = 0;
/** A library file with its bytes (and a thumbnail) on the local storage. */
async function libraryFile() {
  n += 1;
  const storageKey = `${demo.brand}/2026/12/undo-${n}.png`;
  const thumbKey = `${demo.brand}/2026/12/undo-${n}-thumb.webp`;
  for (const key of [storageKey, thumbKey]) {
    const path = storage.pathOf(key) ?? '';
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `bytes of ${key}`);
  }
  const [row] = await api.database.db
    .insert(uploads)
    .values({
      brandId: demo.brand,
      kind: 'image',
      title: `Undo picture ${n}`,
      ext: 'png',
      mime: 'image/png',
      size: 20,
      sha256: `undo-sha-${n}`,
      storageKey,
      thumbKey,
      width: 10,
      height: 10,
    })
    .returning();
  if (!row) throw new Error('upload insert failed');
  return row;
}

const stored = (key: string) => existsSync(storage.pathOf(key) ?? '');

async function del(id: number) {
  const a = await api.call(`${uploadPaths.del}?id=${id}`, { ...admin, method: 'GET' });
  return JSON.parse(a.raw) as { code: number; undo?: UndoHandle };
}

const removals = async () =>
  (
    await rowsOf(
      api.database.db,
      sql`select data, start_after from pgboss.job where name = ${uploadRemoveQueue.name} order by created_on`,
    )
  ).map((r) => ({
    data: r.data as { storageKey: string; thumbKey: string | null },
    at: new Date(String(r.start_after)),
  }));

describe('a library file deleted, and taken back', () => {
  it('keeps its bytes; the undo brings the row back whole; the later removal leaves a file that came back', async () => {
    const file = await libraryFile();
    const gone = await del(file.id);
    expect(gone.code).toBe(0);
    expect(gone.undo?.id).toBeGreaterThan(0);
    const [row] = await api.database.db.select().from(uploads).where(eq(uploads.id, file.id));
    expect(row).toBeUndefined();
    // The bytes wait for the undo: their removal is queued for after its window.
    expect(stored(file.storageKey)).toBe(true);
    const queued = (await removals()).find((j) => j.data.storageKey === file.storageKey);
    expect(queued?.data).toEqual({ storageKey: file.storageKey, thumbKey: file.thumbKey });
    expect(queued?.at.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);

    const back = await api.call<UndoResult>(changeUndoPaths.undo, {
      ...admin,
      body: { id: gone.undo?.id },
      lang: 'en',
    });
    expect(back.data).toEqual({ id: gone.undo?.id, restored: 1, skipped: [] });
    // 最近变更 lists the delete, undone.
    const audit = await api.call<AuditListResult>(auditPaths.list, { ...admin, body: { entity: 'upload' } });
    expect(audit.data.list.find((r) => r.id === gone.undo?.id)).toMatchObject({
      action: 'delete',
      subject: file.title,
      undo: null,
      undoneBy: expect.any(Number),
    });
    const [again] = await api.database.db.select().from(uploads).where(eq(uploads.id, file.id));
    expect(again).toEqual(file);
    // When the job comes due it finds the file back and leaves its bytes.
    await uploadRemoveHandler({ db: api.database.db, storage })({
      data: queued?.data ?? { storageKey: '', thumbKey: null },
    });
    expect(stored(file.storageKey)).toBe(true);
    expect(stored(file.thumbKey ?? '')).toBe(true);
  });

  it('one left deleted loses its bytes and thumbnail when the job comes due', async () => {
    const file = await libraryFile();
    expect((await del(file.id)).code).toBe(0);
    const queued = (await removals()).find((j) => j.data.storageKey === file.storageKey);
    await uploadRemoveHandler({ db: api.database.db, storage })({
      data: queued?.data ?? { storageKey: '', thumbKey: null },
    });
    expect(stored(file.storageKey)).toBe(false);
    expect(stored(file.thumbKey ?? '')).toBe(false);
  });

  it('stays out, named, when the same picture was uploaded again since', async () => {
    const file = await libraryFile();
    const gone = await del(file.id);
    await api.database.db.insert(uploads).values({
      ...file,
      id: undefined,
      storageKey: `${demo.brand}/2026/12/again-${n}.png`,
      thumbKey: null,
    });
    const back = await api.call<UndoResult>(changeUndoPaths.undo, {
      ...admin,
      body: { id: gone.undo?.id },
      lang: 'en',
    });
    expect(back.data).toEqual({
      id: gone.undo?.id,
      restored: 0,
      skipped: [{ entityId: file.id, name: file.title, reason: 'taken' }],
    });
  });
});
