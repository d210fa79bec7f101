import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmsDouble, startSmsDouble } from '../../../tests/support/sms-double.ts';
import { OutboundPolicy } from '../../outbound/outbound.ts';
import { sendAliyunSms, signAcs3 } from './aliyun-sms.ts';
import { DeliveryError } from './delivery-error.ts';
import { percentEncode, sha256Hex } from './provider-signing.ts';
import { sendTencentSms, signTc3 } from './tencent-sms.ts';

describe('Aliyun ACS3-HMAC-SHA256', () => {
  // The worked example of Alibaba Cloud's "V3 request structure and signature" page
  // (help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature, English:
  // alibabacloud.com/help/en/sdk/product-overview/v3-request-structure-and-signature): ECS RunInstances,
  // fixed nonce and date, AccessKey "YourAccessKeyId"/"YourAccessKeySecret". Steps 1-4 there give the
  // canonical request below, HashedCanonicalRequest 7ea06492... and Signature 06563a9e....
  it('equals the documented example byte for byte', () => {
    const signed = signAcs3(
      {
        method: 'POST',
        host: 'ecs.cn-shanghai.aliyuncs.com',
        path: '/',
        query: { ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd', RegionId: 'cn-shanghai' },
        body: '',
        action: 'RunInstances',
        version: '2014-05-26',
        date: '2023-10-26T10:22:32Z',
        nonce: '3156853299f313e23d1673dc12e1703d',
      },
      'YourAccessKeyId',
      'YourAccessKeySecret',
    );
    expect(signed.canonicalRequest).toBe(
      [
        'POST',
        '/',
        'ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai',
        'host:ecs.cn-shanghai.aliyuncs.com',
        'x-acs-action:RunInstances',
        'x-acs-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-acs-date:2023-10-26T10:22:32Z',
        'x-acs-signature-nonce:3156853299f313e23d1673dc12e1703d',
        'x-acs-version:2014-05-26',
        '',
        'host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version',
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      'ACS3-HMAC-SHA256\n7ea06492da5221eba5297e897ce16e55f964061054b7695beedaac1145b1e259',
    );
    expect(signed.signature).toBe('06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0');
    expect(signed.headers.authorization).toBe(
      'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;' +
        'x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
    );
  });

  it('percent-encodes as RFC 3986 (space %20, * %2A, ~ kept, UTF-8 bytes)', () => {
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
    expect(percentEncode('验证码')).toBe('%E9%AA%8C%E8%AF%81%E7%A0%81');
  });
});

describe('Tencent TC3-HMAC-SHA256', () => {
  // The worked example of Tencent Cloud's "Signature v3" page (cloud.tencent.com/document/api/213/30654,
  // English: tencentcloud.com/document/api/213/30654): CVM DescribeInstances, timestamp 1551113065,
  // SecretKey "Gu5t9xGARNpq86cd98joQYCN3EXAMPLE". The page gives the payload hash 35e9c5b0...,
  // HashedCanonicalRequest 5ffe6a04... and Signature 72e494ea....
  it('equals the documented example byte for byte', () => {
    const payload =
      '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}';
    expect(sha256Hex(payload)).toBe('35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064');
    const signed = signTc3(
      {
        host: 'cvm.tencentcloudapi.com',
        service: 'cvm',
        payload,
        contentType: 'application/json; charset=utf-8',
        timestamp: 1551113065,
      },
      'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
    );
    expect(signed.canonicalRequest).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\ncontent-type;host\n' +
        '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
    expect(signed.stringToSign).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
    );
    expect(signed.signature).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
    expect(signed.authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });

  it('dates the credential in UTC (00:44 in UTC+8 is still the day before)', () => {
    const signed = signTc3(
      { host: 'h', service: 'sms', payload: '{}', contentType: 'application/json', timestamp: 1551113065 },
      'id',
      'k',
    );
    expect(signed.stringToSign.split('\n')[2]).toBe('2019-02-25/sms/tc3_request');
  });
});

describe('sending to a local double that checks the signature', () => {
  const keys = { id: 'LTAI-test-id', secret: 'double-secret-0123456789abcdef' };
  let double: SmsDouble;
  beforeAll(async () => {
    double = await startSmsDouble(keys);
  });
  afterAll(() => double.close());
  const aliyun = () => ({
    accessKeyId: keys.id,
    accessKeySecret: keys.secret,
    signName: '品牌控制台',
    endpoint: double.url,
    timeoutMs: 1000,
    // The double listens on loopback: named, as an operator names a local server.
    outbound: new OutboundPolicy(['127.0.0.1']),
  });
  const tencent = () => ({
    secretId: keys.id,
    secretKey: keys.secret,
    sdkAppId: '1400000000',
    signName: '品牌控制台',
    region: 'ap-guangzhou',
    endpoint: double.url,
    timeoutMs: 1000,
    // The double listens on loopback: named, as an operator names a local server.
    outbound: new OutboundPolicy(['127.0.0.1']),
  });

  it('Aliyun: the double accepts the signature and gets the Chinese parameters intact', async () => {
    double.mode = 'ok';
    const id = await sendAliyunSms(aliyun(), {
      mobile: '13800138000',
      templateCode: 'SMS_1',
      params: { code: '1234', name: '张三 & 李四*' },
    });
    expect(id).toMatch(/^ali-/);
    expect(double.badSignatures).toBe(0);
    expect(double.received.at(-1)).toEqual({
      provider: 'aliyun',
      mobile: '13800138000',
      templateCode: 'SMS_1',
      params: { code: '1234', name: '张三 & 李四*' },
      signName: '品牌控制台',
    });
  });

  it('Tencent: the double accepts the signature and gets the parameters in order', async () => {
    double.mode = 'ok';
    const id = await sendTencentSms(tencent(), {
      mobile: '+8613800138000',
      templateId: '449739',
      params: ['1234', '五'],
    });
    expect(id).toMatch(/^tc-/);
    expect(double.badSignatures).toBe(0);
    expect(double.received.at(-1)).toMatchObject({
      provider: 'tencent',
      mobile: '+8613800138000',
      params: ['1234', '五'],
    });
  });

  it('a wrong secret is refused by the double, permanently', async () => {
    double.mode = 'ok';
    const before = double.badSignatures;
    const a = await sendAliyunSms(
      { ...aliyun(), accessKeySecret: 'wrong' },
      { mobile: '1', templateCode: 'x', params: {} },
    ).catch((e) => e);
    const t = await sendTencentSms(
      { ...tencent(), secretKey: 'wrong' },
      { mobile: '1', templateId: 'x', params: [] },
    ).catch((e) => e);
    expect(double.badSignatures).toBe(before + 2);
    expect([a.kind, t.kind]).toEqual(['permanent', 'permanent']);
    expect(a.message).toContain('IncompleteSignature');
    expect(t.message).toContain('AuthFailure.SignatureFailure');
  });

  it('a provider 5xx is temporary, a refusal permanent, no answer unknown, no connection temporary', async () => {
    const kind = async (send: () => Promise<string>) => {
      try {
        await send();
        return 'sent';
      } catch (e) {
        return e instanceof DeliveryError ? e.kind : 'thrown';
      }
    };
    const ali = () => sendAliyunSms(aliyun(), { mobile: '13800138000', templateCode: 'SMS_1', params: {} });
    const tc = () => sendTencentSms(tencent(), { mobile: '+8613800138000', templateId: '1', params: [] });
    double.mode = 'error500';
    expect([await kind(ali), await kind(tc)]).toEqual(['temporary', 'temporary']);
    double.mode = 'refuse';
    expect([await kind(ali), await kind(tc)]).toEqual(['permanent', 'permanent']);
    double.mode = 'hang';
    expect([await kind(ali), await kind(tc)]).toEqual(['unknown', 'unknown']);
    double.mode = 'ok';
    // A port that was just free: nothing listens there.
    const spare = await startSmsDouble(keys);
    await spare.close();
    const closed = { endpoint: spare.url };
    expect(
      await kind(() =>
        sendAliyunSms({ ...aliyun(), ...closed }, { mobile: '1', templateCode: 'x', params: {} }),
      ),
    ).toBe('temporary');
  });
});
