import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvalidInput } from '../contract/errors.ts';
import { createTestApi, demo, type TestApi } from '../tests/support/test-api.ts';
import { png } from '../tests/support/upload-fixtures.ts';
import { changes, uploads } from './db/core.tables.ts';
import { crmTags } from './modules/crm/crm.tables.ts';
import { LocalStorage } from './storage/local-storage.ts';

/**
 * Input no form sends: a NUL, a lone surrogate, an id past what the database holds, a day that does
 * not exist, a broken escape in a file's address. Each is a refusal naming its field (code 1) in the
 * caller's language, with nothing written.
 */

const root = mkdtempSync(join(tmpdir(), 'bc-edges-'));
let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await createTestApi({ storage: new LocalStorage(root) });
  token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
});
afterAll(() => api.close());

const call = (path: string, body: unknown, lang?: string) =>
  api.call<InvalidInput>(path, { token, brandId: demo.brand, body, ...(lang ? { lang } : {}) });

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

async function rowsOf(table: typeof crmTags | typeof changes | typeof uploads) {
  const [row] = await api.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('text no column can store', () => {
  it('refuses a NUL in a keyword at its field, in both languages', async () => {
    const zh = await call('/crm/customer/list.html', { keyword: 'a\u0000b' });
    expect([zh.code, zh.message]).toEqual([1, '参数错误：含有无法保存的字符（空字符或不成对的代理字符）']);
    expect(zh.data.fields).toEqual([
      { field: 'keyword', message: '含有无法保存的字符（空字符或不成对的代理字符）' },
    ]);
    const en = await call('/crm/customer/list.html', { keyword: 'a\u0000b' }, 'en');
    expect(en.message).toBe(
      'Parameter error: contains a character that cannot be stored (a NUL or an unpaired surrogate)',
    );
  });

  it('refuses a lone surrogate in a name, writing no row and no audit entry', async () => {
    const [tags, audits] = [await rowsOf(crmTags), await rowsOf(changes)];
    const a = await call('/crm/tag/add.html', { type: 'source', title: '\ud800x' });
    expect(a.code).toBe(1);
    expect(a.data.fields.map((f) => f.field)).toEqual(['title']);
    // Nested fields are named by their path.
    const nested = await call('/crm/customer/group_count.html', {
      conditions: { tagIds: [1], bad: 'x\udfff' },
    });
    expect([nested.code, nested.data.fields[0]?.field]).toEqual([1, 'conditions.bad']);
    expect([await rowsOf(crmTags), await rowsOf(changes)]).toEqual([tags, audits]);
    // A surrogate pair (an emoji) is text like any other.
    const emoji = await call('/crm/tag/add.html', { type: 'source', title: '小红书 📕' });
    expect(emoji.code).toBe(0);
  });
});

describe('ids the database cannot hold', () => {
  it('refuses 2147483648 in a body and in a confirm-delete address, naming id', async () => {
    const detail = await call('/crm/customer/detail.html', { id: 2_147_483_648 });
    expect([detail.code, detail.message]).toEqual([1, '参数错误：不能大于 2147483647']);
    const del = await api.call<InvalidInput>('/crm/product/del.html?id=2147483648', {
      method: 'GET',
      token,
      brandId: demo.brand,
      lang: 'en',
    });
    expect([del.code, del.message]).toEqual([1, 'Parameter error: must be at most 2147483647']);
    // The largest id the database holds is simply not found.
    const largest = await call('/crm/customer/detail.html', { id: 2_147_483_647 });
    expect([largest.code, largest.data]).toEqual([1, null]);
  });
});

describe('a BrandId header sent empty', () => {
  it('is refused with code 1 in the caller’s language, where "0" still means no brand', async () => {
    for (const path of ['/brand/manage/overview.html', '/brand/area/init.html', '/crm/tag/list.html']) {
      const en = await api.call(path, { token, brandId: '', lang: 'en', body: {} });
      expect([path, en.code, en.message]).toEqual([
        path,
        1,
        'The BrandId header is empty: send a brand’s id, or 0 (or no header) for no brand',
      ]);
      const zh = await api.call(path, { token, brandId: ' ', body: {} });
      expect([zh.code, zh.message]).toEqual([
        1,
        '请求头 BrandId 为空：请填写品牌编号，不选品牌时填 0 或不发送此请求头',
      ]);
    }
    // The console sends 0 before a brand is chosen: its own profile calls keep working.
    const none = await api.call('/brand/manage/overview.html', { token, brandId: 0, body: {} });
    expect(none.code).toBe(0);
  });
});

describe('days that do not exist', () => {
  it('refuses 2024-13-45, 2023-02-29 and year 0 in a list filter at the field', async () => {
    for (const day of ['2024-13-45', '2023-02-29', '0000-01-01', '2024-01-01T25:61:00Z']) {
      const a = await call('/crm/customer/list.html', { createdFrom: day });
      expect([a.code, a.message], day).toEqual([1, '参数错误：不是有效的日期']);
    }
    const en = await call('/crm/customer/pool.html', { createdTo: '2024-13-45' }, 'en');
    expect(en.message).toBe('Parameter error: is not a real date');
    const leap = await call('/crm/customer/list.html', {
      createdFrom: '2024-02-29',
      createdTo: '2024-03-01 08:00',
    });
    expect(leap.code).toBe(0);
  });
});

/** A PNG of a few bytes whose header declares `width` × `height` (an image bomb's shape). */
function pngDeclaring(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const byte of b) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    // The first rows only: the header is what is judged, nothing is decoded.
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(data: Buffer, name: string, lang?: string) {
  const form = new FormData();
  form.append('kind', 'image');
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
  const res = await api.app.request('/brand/upload/file.html', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      BrandId: String(demo.brand),
      ...(lang ? { 'Accept-Language': lang } : {}),
    },
    body: form,
  });
  return (await res.json()) as { code: number; message: string; data: InvalidInput };
}

describe('image bombs', () => {
  it('refuses an image whose header declares more pixels than the limit, naming it; nothing stored', async () => {
    const [before, files] = [await rowsOf(uploads), filesUnder(root)];
    const bomb = pngDeclaring(16_000, 16_000);
    expect(bomb.length).toBeLessThan(70_000);
    const a = await upload(bomb, 'bomb.png');
    expect([a.code, a.message]).toEqual([1, '图片“bomb.png”超过 40 百万像素的上限（宽 × 高）']);
    expect(a.data.fields).toEqual([{ field: 'file', message: a.message }]);
    expect(await rowsOf(uploads)).toBe(before);
    expect(filesUnder(root)).toEqual(files);
  });

  it('takes the limit from the attachment settings', async () => {
    const set = await call('/brand/config/update.html', { cfg_attach_image_max_mp: 1 });
    expect(set.code).toBe(0);
    const a = await upload(await png(1200, 1000), 'wide.png', 'en');
    expect([a.code, a.message]).toEqual([
      1,
      'The image "wide.png" is over the 1 megapixel limit (width × height)',
    ]);
    expect((await upload(await png(1000, 1000), 'square.png')).code).toBe(0);
    expect((await call('/brand/config/update.html', { cfg_attach_image_max_mp: 201 })).code).toBe(1);
  });
});

describe('uploads', () => {
  it('refuses a NUL in an upload title before storing anything: no row, no file', async () => {
    const [before, files] = [await rowsOf(uploads), filesUnder(root)];
    const form = new FormData();
    form.append('kind', 'image');
    form.append('title', 'shop\u0000front');
    form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'shop.png');
    const res = await api.app.request('/brand/upload/file.html', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, BrandId: String(demo.brand) },
      body: form,
    });
    const a = (await res.json()) as { code: number; data: InvalidInput };
    expect([a.code, a.data.fields[0]?.field]).toEqual([1, 'title']);
    expect(await rowsOf(uploads)).toBe(before);
    expect(filesUnder(root)).toEqual(files);
  });

  it('answers a broken escape or a NUL in a file address with 404, not a fault', async () => {
    for (const path of ['/uploads/%ZZ.png', '/uploads/%00.png', '/uploads/1/%ED%A0%80.png']) {
      const res = await api.app.request(path);
      expect(res.status, path).toBe(404);
    }
    expect(api.errors).toEqual([]);
  });
});

describe('bodies no parser should walk into a fault', () => {
  const deep = `${'['.repeat(3_000)}${']'.repeat(3_000)}`;

  it('refuses a body nested 3,000 arrays deep with code 1, also on the public sign-in state call', async () => {
    const zh = await api.call('/auth/brandmanager/loginstate.html', { body: `{"user":${deep}}` });
    expect([zh.status, zh.code, zh.message]).toEqual([200, 1, '请求体嵌套过深（最多 64 层）']);
    const en = await call('/crm/customer/list.html', `{"keyword":${deep}}`, 'en');
    expect([en.code, en.message]).toEqual([1, 'The request body is nested too deeply (at most 64 levels)']);
    // Nesting a contract does use is read as before.
    const fine = await call('/crm/customer/list.html', { tagIds: [1], sort: 'name' });
    expect(fine.code).toBe(0);
    expect(api.errors).toEqual([]);
  });

  const multipart = (path: string, contentType: string, body: string) =>
    api.call(path, { token, brandId: demo.brand, headers: { 'Content-Type': contentType }, body });
  const cutShort =
    '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nname,mobile\r\n';

  it.each(['/brand/upload/file.html', '/brand/upload/files.html', '/crm/customer/import.html'])(
    '%s refuses multipart without a boundary, or cut short, naming the problem; nothing stored',
    async (path) => {
      const files = filesUnder(root).length;
      const none = await multipart(path, 'multipart/form-data', '--x\r\n');
      expect([none.code, none.message]).toEqual([1, '上传请求的 Content-Type 缺少 boundary，无法读取表单']);
      const cut = await multipart(path, 'multipart/form-data; boundary=cut', cutShort);
      expect([cut.code, cut.message]).toEqual([1, '上传的表单数据不完整或格式有误，请重新上传']);
      expect(filesUnder(root).length).toBe(files);
      expect(api.errors).toEqual([]);
    },
  );

  it('answers JSON that does not say it is JSON with HTTP 415 and the envelope', async () => {
    const a = await api.call('/crm/tag/add.html', {
      token,
      brandId: demo.brand,
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ type: 'source', title: 'plain' }),
    });
    expect([a.status, a.code, a.message]).toEqual([415, 415, 'Unsupported Media Type']);
    const charset = await api.call('/crm/customer/list.html', {
      token,
      brandId: demo.brand,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: {},
    });
    expect(charset.code).toBe(0);
  });
});
