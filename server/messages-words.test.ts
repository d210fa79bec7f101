import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvalidInput } from '../contract/errors.ts';
import { createTestApi, demo, type TestApi } from '../tests/support/test-api.ts';
import { message, messageKeys } from './messages.ts';
import { OutboundPolicy } from './outbound/outbound.ts';

/**
 * A manager reads these messages: each names a field by its label in their language, never by the key
 * the API carries it under (those stay in `data.fields`), and never in a system's own English words.
 */
let api: TestApi;
let token = '';

beforeAll(async () => {
  api = await createTestApi({ outbound: new OutboundPolicy(['127.0.0.1']), ai: { timeoutMs: 3000 } });
  token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
});
afterAll(async () => {
  await api.close();
});

const call = (path: string, body: unknown, lang = 'zh-CN') =>
  api.call(path, { token, brandId: demo.brand, body, lang });

/** A setting's key, or a placeholder that puts a field's key into the text. */
const fieldKey = /\bcfg_|\{field\}/;
/** The keys of the settings' fields, as they would read in a Chinese sentence. */
const rawKey =
  /\b(host|port|fromAddress|accessKeyId|accessKeySecret|sdkAppId|signName|region|baseUrl|apiKey)\b/;
/** Words a library or the network stack says, left untranslated in a Chinese message. */
const systemEnglish = /\b(bad port|ECONN\w*|ENOTFOUND|fetch failed|Invalid URL|TypeError|socket)\b/i;

function fieldsOf(data: unknown) {
  return (data as InvalidInput).fields.map((f) => f.field);
}

describe('messages name fields as a manager reads them', () => {
  it('no message of either catalogue carries a field key', () => {
    // The import's reasons are stored with a field key that is said by its label (crmImport.field.*) when read.
    const labelled = new Set([
      'crmImport.row.tooLong',
      'crmImport.row.dayBad',
      'crmImport.row.dayAfterToday',
    ]);
    for (const key of messageKeys()) {
      if (labelled.has(key)) continue;
      for (const locale of ['zh-CN', 'en'] as const) expect(message(locale, key), key).not.toMatch(fieldKey);
      // Placeholders take values (a host name, a file name), not field keys.
      expect(message('zh-CN', key).replace(/\{\w+\}/g, ''), key).not.toMatch(rawKey);
    }
  });

  it('a bad setting on /config/index names the setting by its label', async () => {
    const zh = await call('/brand/config/update.html', { cfg_brand_phone: 'abc' });
    expect(zh.code).toBe(1);
    expect(zh.message).not.toMatch(fieldKey);
    expect(zh.message).toBe('参数错误：联系电话格式错误');
    expect(fieldsOf(zh.data)).toEqual(['cfg_brand_phone']);
    const en = await call('/brand/config/update.html', { cfg_tech_service_phone: 'abc' }, 'en');
    expect(en.message).not.toMatch(fieldKey);
    expect(en.message).toContain('Service phone');
    expect(fieldsOf(en.data)).toEqual(['cfg_tech_service_phone']);
  });

  it('a settings update with nothing in it names a setting by its label', async () => {
    const zh = await call('/brand/config/update.html', {});
    expect([zh.code, zh.message]).toEqual([1, '参数错误：请至少填写一项设置，如“品牌名称”']);
    expect(fieldsOf(zh.data)).toEqual(['cfg_brand_title']);
    const en = await call('/brand/config/update.html', {}, 'en');
    expect(en.message).toBe('Parameter error: fill in at least one setting, such as "Brand name"');
    for (const m of [zh.message, en.message, ...(zh.data as InvalidInput).fields.map((f) => f.message)])
      expect(m).not.toMatch(fieldKey);
  });

  it('bad input anywhere says what is wrong, not the key of the field', async () => {
    // The message says the problem; the key stays in data.fields, where the console places it.
    const cases: [string, Record<string, unknown>, string][] = [
      ['/brand/adminuser/update.html', { id: 1, mobile: '123' }, 'mobile'],
      ['/brand/role/add.html', { title: '' }, 'title'],
      ['/brand/adminuser/list.html', { status: 3 }, 'status'],
      ['/brand/sms/templateadd.html', { title: 't', kind: 'notice' }, 'content'],
    ];
    for (const [path, body, key] of cases)
      for (const lang of ['zh-CN', 'en']) {
        const a = await call(path, body, lang);
        expect(a.code, path).toBe(1);
        expect(fieldsOf(a.data), path).toContain(key);
        expect(a.message, `${path} ${lang}`).not.toMatch(new RegExp(`\\b${key}\\b`));
      }
  });

  it('the test mail before the SMTP settings names the setting it needs', async () => {
    const zh = await call('/api/email/testmail.html', { to: 'a@b.example' });
    expect([zh.code, zh.message]).toEqual([1, '请先在邮件设置中填写 SMTP 服务器']);
    expect(zh.message).not.toMatch(rawKey);
    expect(fieldsOf(zh.data)).toEqual(['host']);
    const en = await call('/api/email/testmail.html', { to: 'a@b.example' }, 'en');
    expect(en.message).toBe('Fill in the SMTP server in the e-mail settings first');
  });

  it('an SMS provider without its key names it as the provider does', async () => {
    const a = await call('/brand/sms/configupdate.html', { provider: 'tencent', accessKeyId: '' });
    expect([a.code, a.message]).toEqual([1, '短信服务商需要填写 SecretId']);
    expect(fieldsOf(a.data)).toEqual(['accessKeyId']);
  });

  it('an SMS send names a template variable as the template writes it', async () => {
    const tpl = await call('/brand/sms/templateadd.html', {
      title: '取件通知',
      kind: 'notice',
      content: '{name}您好，订单已发货',
    });
    expect(tpl.code).toBe(0);
    const id = (tpl.data as { id: number }).id;
    const missing = await call('/brand/sms/send.html', {
      templateId: id,
      mobiles: ['13800000011'],
      params: {},
    });
    expect(missing.message).toBe('请填写模板中 {name} 处要替换的内容');
    const extra = await call('/brand/sms/send.html', {
      templateId: id,
      mobiles: ['13800000011'],
      params: { name: '王', order: '1' },
    });
    expect(extra.message).toBe('模板中没有 {order} 这个可替换的部分');
    expect(fieldsOf(extra.data)).toEqual(['params.order']);
  });

  it('an AI provider address with a bad port is refused in plain words', async () => {
    // A bracketed IPv6 host's own colons are not a port.
    for (const baseUrl of ['http://127.0.0.1:0/v1', 'http://127.0.0.1:70000/v1', 'http://[::1]:70000/v1']) {
      const a = await call('/brand/ai/config_update.html', { baseUrl, model: 'm', apiKey: 'k' });
      expect(a.code, baseUrl).toBe(1);
      expect(a.message).not.toMatch(systemEnglish);
      expect(a.message).not.toMatch(rawKey);
      expect(a.message).toContain('端口');
      expect(fieldsOf(a.data)).toEqual(['baseUrl']);
    }
  });
});
