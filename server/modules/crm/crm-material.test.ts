import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrmMaterialDetail,
  type CrmMaterialListResult,
  crmMaterialRule,
  crmMaterialPaths as paths,
} from '../../../contract/crm-material.ts';
import type { AddResult } from '../../../contract/envelope.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { auditOf, libraryFile, memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { crmMaterials } from './crm.tables.ts';

let api: TestApi;
let owner: { token: string; brandId: number } = { token: '', brandId: demo.brand };
let second: { token: string; brandId: number } = { token: '', brandId: demo.secondBrand };
let image1 = '';
let image2 = '';
let pdf = '';
let video = '';
let otherBrandImage = '';
let groupId = 0;
let tagA = 0;
let tagB = 0;
let otherBrandTag = 0;
beforeAll(async () => {
  api = await createTestApi();
  owner = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
  second = {
    token: await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand),
    brandId: demo.secondBrand,
  };
  image1 = await libraryFile(api, demo.brand, 'image', '门店.png');
  image2 = await libraryFile(api, demo.brand, 'image', '新品.png');
  pdf = await libraryFile(api, demo.brand, 'file', '价目表.pdf');
  video = await libraryFile(api, demo.brand, 'video', '介绍.mp4');
  otherBrandImage = await libraryFile(api, demo.secondBrand, 'image');
  const tag = async (body: Record<string, unknown>, as = owner) =>
    (await api.call<AddResult>('/crm/tag/add.html', { ...as, body })).data.id;
  groupId = await tag({ type: 'group', title: '兴趣' });
  tagA = await tag({ type: 'tag', title: '咖啡', groupId });
  tagB = await tag({ type: 'tag', title: '茶', groupId });
  const otherGroup = await tag({ type: 'group', title: '兴趣' }, second);
  otherBrandTag = await tag({ type: 'tag', title: '咖啡', groupId: otherGroup }, second);
});
afterAll(() => api.close());

type As = { token: string; brandId: number };

async function add(body: Record<string, unknown>, as: As = owner) {
  const a = await api.call<AddResult>(paths.add, { ...as, body });
  if (a.code !== 0) throw new Error(`add ${JSON.stringify(body)}: ${a.message}`);
  return a.data.id;
}

async function detail(id: number) {
  const a = await api.call<CrmMaterialDetail>(paths.detail, { ...owner, body: { id } });
  expect(a.code, a.message).toBe(0);
  return a.data;
}

const fieldsOf = (a: { data: unknown }) => (a.data as InvalidInput).fields;

describe('POST /crm/material/add.html and detail.html', () => {
  it('adds each kind with what it needs; keeps only the kind own fields', async () => {
    const pictures = await add({
      title: '门店照片',
      kind: 'image',
      files: [
        { fileurl: image1, title: '' },
        { fileurl: image2, title: '新品上架' },
      ],
      url: 'https://ignored.example.com',
      tags: [tagA, tagB, tagA],
    });
    const d = await detail(pictures);
    expect(d).toMatchObject({
      kind: 'image',
      files: [
        { fileurl: image1, title: '门店.png' },
        { fileurl: image2, title: '新品上架' },
      ],
      url: '',
      content: '',
      display: true,
    });
    expect(d.thumburl).toMatch(/_thumb\.webp$/);
    expect(d.tags.map((t) => t.title)).toEqual(['咖啡', '茶']);
    const text = await add({
      title: '开业话术',
      kind: 'text',
      content: '<p>欢迎光临<script>x()</script></p><p>全场 <strong>八折</strong>&amp;包邮</p>',
      display: false,
    });
    expect(await detail(text)).toMatchObject({
      content: '<p>欢迎光临</p><p>全场 <strong>八折</strong>&amp;包邮</p>',
      excerpt: '欢迎光临 全场 八折&包邮',
      display: false,
      files: [],
    });
    const link = await add({ title: '活动页', kind: 'link', url: 'https://shop.example.com/spring' });
    expect((await detail(link)).url).toBe('https://shop.example.com/spring');
    expect(
      (await detail(await add({ title: '视频', kind: 'video', files: [{ fileurl: video, title: '' }] })))
        .kind,
    ).toBe('video');
    expect(
      (await detail(await add({ title: '价目', kind: 'file', files: [{ fileurl: pdf, title: '' }] }))).files,
    ).toEqual([{ fileurl: pdf, title: '价目表.pdf' }]);
    const audit = await auditOf(api, 'crm_material', [pictures]);
    expect(audit.map((r) => [r.action, r.subject])).toEqual([['add', '门店照片']]);
  });

  it('refuses bad input at its field', async () => {
    const file = (fileurl: string) => [{ fileurl, title: '' }];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '', kind: 'text', content: '<p>x</p>' }, 'title', '必填'],
      [{ title: 'x', kind: 'poster' }, 'kind', '应为 image, video, file, text, link 之一'],
      [{ title: 'x', kind: 'image' }, 'files', '请从媒体库选择至少一个文件'],
      [{ title: 'x', kind: 'image', files: file(pdf) }, 'files', '请从本品牌的媒体库选择图片'],
      [{ title: 'x', kind: 'image', files: file(otherBrandImage) }, 'files', '请从本品牌的媒体库选择图片'],
      [{ title: 'x', kind: 'video', files: file(image1) }, 'files', '请从本品牌的媒体库选择视频'],
      [{ title: 'x', kind: 'text', content: '<p> </p><script>x</script>' }, 'content', '请填写文字内容'],
      [{ title: 'x', kind: 'link' }, 'url', '请填写链接地址'],
      [{ title: 'x', kind: 'link', url: 'javascript:alert(1)' }, 'url', '链接应以 http:// 或 https:// 开头'],
      [
        { title: 'x', kind: 'text', content: '<p>x</p>', tags: [groupId] },
        'tags',
        `标签不存在（id ${groupId}）`,
      ],
      [
        { title: 'x', kind: 'text', content: '<p>x</p>', tags: [otherBrandTag] },
        'tags',
        `标签不存在（id ${otherBrandTag}）`,
      ],
    ];
    for (const [body, field, message] of cases) {
      const a = await api.call(paths.add, { ...owner, body });
      expect(a.code, JSON.stringify(body)).toBe(1);
      expect(fieldsOf(a)[0], JSON.stringify(body)).toEqual({ field, message });
    }
  });
});

describe('POST /crm/material/update.html', () => {
  it('changes the kind (its needs checked on the result) and the tags; another brand id is not found', async () => {
    const id = await add({ title: '改类型', kind: 'text', content: '<p>原文</p>', tags: [tagA] });
    const missing = await api.call(paths.update, { ...owner, body: { id, kind: 'link' } });
    expect(fieldsOf(missing)).toEqual([{ field: 'url', message: '请填写链接地址' }]);
    const r = await api.call(paths.update, {
      ...owner,
      body: { id, kind: 'link', url: 'https://example.com/x', tags: [tagB] },
    });
    expect([r.code, r.message]).toEqual([0, '保存成功']);
    expect(await detail(id)).toMatchObject({
      kind: 'link',
      url: 'https://example.com/x',
      content: '',
      excerpt: '',
    });
    expect((await detail(id)).tags.map((t) => t.id)).toEqual([tagB]);
    const foreign = await add({ title: '别家', kind: 'link', url: 'https://example.com' }, second);
    const other = await api.call(paths.update, { ...owner, body: { id: foreign, title: '改' } });
    expect([other.code, other.message]).toEqual([1, `素材不存在（id ${foreign}）`]);
    const seen = await api.call(paths.detail, { ...owner, body: { id: foreign } });
    expect([seen.code, seen.message]).toEqual([1, `素材不存在（id ${foreign}）`]);
    const audit = await auditOf(api, 'crm_material', [id]);
    expect(audit.at(-1)?.payload).toEqual({ fields: ['kind', 'url', 'tags'] });
  });
});

describe('status, del and list', () => {
  it('hides and shows; lists by kind, tag, keyword and display, newest first, with tags', async () => {
    const a = await add({ title: '列表甲', kind: 'link', url: 'https://a.example.com', tags: [tagA] }, owner);
    const b = await add({ title: '列表乙', kind: 'text', content: '<p>乙</p>', tags: [tagB] }, owner);
    const hide = await api.call(paths.status, { ...owner, body: { id: b, display: false } });
    expect(hide.code).toBe(0);
    const list = async (body: Record<string, unknown>) =>
      (await api.call<CrmMaterialListResult>(paths.list, { ...owner, body })).data.list.map((m) => m.id);
    expect((await list({ keyword: '列表' })).slice(0, 2)).toEqual([b, a]);
    expect(await list({ keyword: '列表', kind: 'link' })).toEqual([a]);
    expect(await list({ keyword: '列表', tagId: tagB })).toEqual([b]);
    expect(await list({ keyword: '列表', display: '0' })).toEqual([b]);
    const one = await api.call<CrmMaterialListResult>(paths.list, { ...owner, body: { keyword: '列表甲' } });
    expect(one.data.list[0]?.tags).toEqual([{ id: tagA, title: '咖啡', color: '' }]);
    const foreign = await add({ title: '别家列表', kind: 'link', url: 'https://b.example.com' }, second);
    expect(await list({ keyword: '别家列表' })).toEqual([]);
    const other = await api.call(paths.status, { ...owner, body: { id: foreign, display: false } });
    expect(other.code).toBe(1);
  });

  it('deletes; another brand id leaves everything; the delete needs its rule', async () => {
    const a = await add({ title: '删素材', kind: 'link', url: 'https://a.example.com' });
    const foreign = await add({ title: '别家删', kind: 'link', url: 'https://b.example.com' }, second);
    expect((await api.call(`${paths.del}?ids=${a},${foreign}`, { ...owner, method: 'GET' })).code).toBe(1);
    const assistant = await memberWithRules(api, demo.brand, 'material_assistant', [
      crmMaterialRule.list,
      crmMaterialRule.add,
    ]);
    const refused = await api.call(`${paths.del}?id=${a}`, {
      token: assistant,
      brandId: demo.brand,
      method: 'GET',
    });
    expect(refused.code).toBe(403);
    const r = await api.call<DeleteResult>(`${paths.del}?id=${a}`, { ...owner, method: 'GET' });
    expect([r.code, r.data]).toEqual([0, { deleted: 1 }]);
    expect(await api.database.db.select().from(crmMaterials).where(eq(crmMaterials.id, a))).toEqual([]);
  });
});
