import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachConfig, BrandConfig, DocumentConfig, TechConfig } from '../../../contract/config.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import type { UploadedItem } from '../../../contract/upload.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { png } from '../../../tests/support/upload-fixtures.ts';

let api: TestApi;
let owner: string;
let second: string;
let operator: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  second = await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand);
  operator = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
});
afterAll(() => api.close());

const read = <T>(group: string, token = owner, brandId: number = demo.brand) =>
  api.call<T>(`/brand/config/${group}.html`, { token, brandId, lang: 'en' });
const update = (body: unknown, token = owner, brandId: number = demo.brand) =>
  api.call<InvalidInput | { saved: string[] }>('/brand/config/update.html', {
    token,
    brandId,
    body,
    lang: 'en',
  });

async function uploadImage(token: string, brandId: number, colour: string): Promise<UploadedItem> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await png(20, 20, colour))]), 'logo.png');
  const res = await api.app.request('/brand/upload/file.html', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, BrandId: String(brandId) },
    body: form,
  });
  return ((await res.json()) as { data: UploadedItem }).data;
}

describe('reading the groups', () => {
  it('answers each group with defaults, fields prefixed cfg_{group}_', async () => {
    const brand = await read<BrandConfig>('brand');
    expect(brand.code).toBe(0);
    expect(brand.data).toMatchObject({
      cfg_brand_title: 'Demo Brand',
      cfg_brand_logo: '',
      cfg_brand_phone: '',
    });
    expect(brand.data.cfg_brand_address).toEqual({
      areaId: 0,
      lat: null,
      lng: null,
      province: '',
      city: '',
      district: '',
      address: '',
    });
    const attach = await read<AttachConfig>('attach');
    expect(attach.data).toEqual({
      cfg_attach_image_max_mb: 5,
      cfg_attach_image_max_mp: 40,
      cfg_attach_video_max_mb: 100,
      cfg_attach_file_max_mb: 20,
      cfg_attach_image_exts: 'jpg,jpeg,png,gif,webp',
      cfg_attach_video_exts: 'mp4,webm,mov',
      cfg_attach_file_exts: 'pdf,doc,docx,xls,xlsx,ppt,pptx,zip,txt,csv',
      cfg_attach_thumb_width: 320,
      cfg_attach_storage: 'local',
    });
    const tech = await read<TechConfig>('tech');
    expect(Object.keys(tech.data)).toEqual([
      'cfg_tech_site_url',
      'cfg_tech_icp',
      'cfg_tech_police_record',
      'cfg_tech_copyright',
      'cfg_tech_service_phone',
      'cfg_tech_site_api',
    ]);
    const doc = await read<DocumentConfig>('document');
    expect(doc.data).toMatchObject({ cfg_document_agreement: '', cfg_document_agreement_version: 0 });
  });

  it('needs the rule, a session and a membership of the brand', async () => {
    for (const g of ['brand', 'attach', 'tech', 'document']) {
      expect((await read(g, operator)).code, g).toBe(403);
      expect((await read(g, '')).code, g).toBe(401);
      expect((await read(g, operator, demo.secondBrand)).code, g).toBe(403);
    }
  });
});

describe('POST /brand/config/update.html', () => {
  it('saves fields of several groups at once; the title becomes the brand title everywhere', async () => {
    const a = await update({
      cfg_brand_title: '  Harbour Tea  ',
      cfg_brand_phone: '0755-86001234',
      cfg_brand_email: 'hello@harbour.example',
      cfg_brand_address: {
        areaId: 440305,
        address: '科技园 1 号',
        lat: 22.54,
        lng: 113.95,
        province: 'wrong',
      },
      cfg_attach_image_exts: 'PNG, .jpg ,jpeg,png',
      cfg_attach_thumb_width: '480',
      cfg_tech_site_url: 'https://harbour.example',
      cfg_tech_icp: '粤ICP备12345678号-1',
      cfg_tech_police_record: '粤公网安备44030502000001号',
    });
    expect(a.code).toBe(0);
    expect(a.message).toBe('Saved');
    const brand = await read<BrandConfig>('brand');
    expect(brand.data.cfg_brand_title).toBe('Harbour Tea');
    expect(brand.data.cfg_brand_address).toEqual({
      areaId: 440305,
      lat: 22.54,
      lng: 113.95,
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      address: '科技园 1 号',
    });
    const attach = await read<AttachConfig>('attach');
    expect(attach.data.cfg_attach_image_exts).toBe('png,jpg,jpeg');
    expect(attach.data.cfg_attach_thumb_width).toBe(480);
    // The brand list and the session's brand info read the same title.
    const brands = await api.call<{ brandId: number; title: string }[]>('/auth/brand/userbrandlist.html', {
      token: owner,
    });
    expect(JSON.stringify(brands.data)).toContain('Harbour Tea');
    const body = await api.call<{ brandInfo?: { brandTitle: string } }>('/brand/manage/body.html', {
      token: owner,
      brandId: demo.brand,
    });
    expect(JSON.stringify(body.data)).toContain('Harbour Tea');
    await update({ cfg_brand_title: 'Demo Brand' });
  });

  it('names every bad field in data.fields, unknown and read-only keys included, and saves nothing', async () => {
    const a = await update({
      cfg_brand_title: '',
      cfg_brand_phone: '12345',
      cfg_brand_intro: 'x'.repeat(501),
      cfg_attach_image_exts: 'jpg,exe',
      cfg_attach_image_max_mb: 0,
      cfg_tech_site_url: 'ftp://x.example',
      cfg_tech_icp: 'ICP 123',
      cfg_attach_storage: 's3',
      cfg_brand_colour: 'red',
    });
    expect(a.code).toBe(1);
    const fields = (a.data as InvalidInput).fields;
    expect(fields).toEqual([
      { field: 'cfg_brand_title', message: 'required' },
      { field: 'cfg_brand_phone', message: 'invalid format' },
      { field: 'cfg_brand_intro', message: 'at most 500 characters' },
      { field: 'cfg_attach_image_exts', message: 'unsupported extension(s): exe' },
      { field: 'cfg_attach_image_max_mb', message: 'must be at least 1' },
      { field: 'cfg_tech_site_url', message: 'only an address starting with http:// or https://' },
      { field: 'cfg_tech_icp', message: 'invalid format' },
      { field: 'cfg_attach_storage', message: 'read only' },
      { field: 'cfg_brand_colour', message: 'unknown field cfg_brand_colour' },
    ]);
    expect(a.message).toBe('Parameter error: Brand name: required');
    expect((await read<BrandConfig>('brand')).data.cfg_brand_title).toBe('Demo Brand');
    // An empty body names the field it needs.
    const empty = await update({});
    expect(empty.code).toBe(1);
    expect(empty.message).toBe('Parameter error: fill in at least one setting, such as "Brand name"');
    expect((empty.data as InvalidInput).fields).toEqual([
      { field: 'cfg_brand_title', message: 'fill in at least one setting, such as "Brand name"' },
    ]);
  });

  it("takes a logo only from the brand's own image library, and an address only with a real area", async () => {
    const mine = await uploadImage(owner, demo.brand, '#aa0000');
    const theirs = await uploadImage(second, demo.secondBrand, '#00aa00');
    const foreign = await update({ cfg_brand_logo: theirs.fileurl });
    expect(foreign.code).toBe(1);
    expect((foreign.data as InvalidInput).fields).toEqual([
      { field: 'cfg_brand_logo', message: "choose an image from this brand's library" },
    ]);
    expect((await update({ cfg_brand_logo: 'https://evil.example/x.png' })).code).toBe(1);
    expect((await update({ cfg_brand_logo: mine.fileurl })).code).toBe(0);
    expect((await read<BrandConfig>('brand')).data.cfg_brand_logo).toBe(mine.fileurl);
    const area = await update({ cfg_brand_address: { areaId: 999999, address: 'x' } });
    expect((area.data as InvalidInput).fields[0]?.field).toBe('cfg_brand_address.areaId');
    const lat = await update({ cfg_brand_address: { areaId: 440305, lat: 91 } });
    expect((lat.data as InvalidInput).fields[0]?.field).toBe('cfg_brand_address.lat');
  });

  it('sanitises documents and keeps their version and last update', async () => {
    const first = await update({
      cfg_document_privacy: '<p><strong>We</strong> care</p><img src=x onerror="alert(1)">',
    });
    expect(first.code).toBe(0);
    let doc = await read<DocumentConfig>('document');
    expect(doc.data.cfg_document_privacy).toBe('<p><strong>We</strong> care</p>');
    expect(doc.data.cfg_document_privacy_version).toBe(1);
    const firstUpdate = doc.data.cfg_document_privacy_updated_at;
    expect(firstUpdate).not.toBeNull();
    await update({ cfg_document_privacy: '<p><strong>We</strong> care</p>' });
    doc = await read<DocumentConfig>('document');
    expect(doc.data.cfg_document_privacy_version).toBe(1);
    await update({ cfg_document_privacy: '<p>We care a lot</p>' });
    doc = await read<DocumentConfig>('document');
    expect(doc.data.cfg_document_privacy_version).toBe(2);
    expect(doc.data.cfg_document_agreement_version).toBe(0);
    const readOnly = await update({ cfg_document_privacy_version: 9 });
    expect((readOnly.data as InvalidInput).fields).toEqual([
      { field: 'cfg_document_privacy_version', message: 'read only' },
    ]);
  });

  it('keeps each brand apart: saving in one brand leaves the other untouched', async () => {
    await update({ cfg_tech_copyright: '© Demo' });
    expect((await read<TechConfig>('tech', second, demo.secondBrand)).data.cfg_tech_copyright).toBe('');
  });

  it('refuses operator with code 403, no session with 401, another brand with 403', async () => {
    expect((await update({ cfg_brand_title: 'X' }, operator)).code).toBe(403);
    expect((await update({ cfg_brand_title: 'X' }, '')).code).toBe(401);
    expect((await update({ cfg_brand_title: 'X' }, operator, demo.secondBrand)).code).toBe(403);
    expect((await read<BrandConfig>('brand')).data.cfg_brand_title).toBe('Demo Brand');
  });
});
