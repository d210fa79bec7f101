import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../tests/support/test-api.ts';
import { LocalStorage } from '../../storage/local-storage.ts';
import { privateImportPrefix } from '../../storage/storage.ts';
import { localUploadRoutes } from './uploads-static.routes.ts';

// A customer import's CSV waits in the uploads storage until its job has read it: personal data that
// /uploads never answers, whoever knows its key, while the media library's files stay public.
const root = mkdtempSync(join(tmpdir(), 'bc-private-'));
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

it('serves a library file and refuses an import file under /uploads', async () => {
  const storage = new LocalStorage(root);
  const put = (key: string) => {
    const path = storage.pathOf(key) ?? '';
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, '姓名,手机\n张三,13800000000\n');
  };
  put('1/2026/11/abcdef.csv');
  put(`${privateImportPrefix}1/abcdef.csv`);
  const app = localUploadRoutes(storage, api.database.db);
  expect((await app.request('/uploads/1/2026/11/abcdef.csv')).status).toBe(200);
  expect((await app.request(`/uploads/${privateImportPrefix}1/abcdef.csv`)).status).toBe(404);
});
