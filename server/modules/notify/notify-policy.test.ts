import { describe, expect, it } from 'vitest';
import { emailVariables, renderSms, smsSegments, smsVariables } from '../../../contract/notify-text.ts';
import { paramsRefusal, recipientVerdict, smsConfigRefusal } from './sms.policy.ts';
import { smtpFailure } from './smtp.ts';

describe('recipientVerdict', () => {
  const limits = { perMinute: 1, perDay: 10 };
  it('refuses malformed, repeated and over-the-limit mobiles, each with its reason', () => {
    const history = new Map([
      ['13800000002', { lastMinute: 1, lastDay: 1 }],
      ['13800000003', { lastMinute: 0, lastDay: 10 }],
    ]);
    expect(
      recipientVerdict(
        ['13800000001', '12345', '13800000002', '13800000003', '138 0000 0001', '+8613800000004'],
        history,
        limits,
      ),
    ).toEqual({
      accepted: ['13800000001', '13800000004'],
      refused: [
        { mobile: '12345', reason: 'badNumber' },
        { mobile: '13800000002', reason: 'perMinute' },
        { mobile: '13800000003', reason: 'perDay' },
        { mobile: '13800000001', reason: 'duplicate' },
      ],
    });
  });
  it('accepts everything with no history under roomy limits', () => {
    const mobiles = Array.from({ length: 50 }, (_, i) => `1390000${String(i).padStart(4, '0')}`);
    expect(recipientVerdict(mobiles, new Map(), { perMinute: 1, perDay: 1 }).accepted).toEqual(mobiles);
  });
});

describe('smsConfigRefusal', () => {
  const base = {
    accessKeyId: 'id',
    hasSecret: true,
    sdkAppId: '1400000000',
    signName: 's',
    region: 'ap-guangzhou',
  };
  it('asks each provider for what it needs, by field', () => {
    expect(smsConfigRefusal({ ...base, provider: 'log', accessKeyId: '', hasSecret: false })).toBeNull();
    expect(smsConfigRefusal({ ...base, provider: 'aliyun', sdkAppId: '', region: '' })).toBeNull();
    expect(smsConfigRefusal({ ...base, provider: 'aliyun', hasSecret: false })?.field).toBe(
      'accessKeySecret',
    );
    expect(smsConfigRefusal({ ...base, provider: 'aliyun', signName: '' })?.field).toBe('signName');
    expect(smsConfigRefusal({ ...base, provider: 'tencent', sdkAppId: 'abc' })?.field).toBe('sdkAppId');
    expect(smsConfigRefusal({ ...base, provider: 'tencent', region: '' })?.field).toBe('region');
    expect(smsConfigRefusal({ ...base, provider: 'tencent' })).toBeNull();
  });
});

describe('template variables', () => {
  it('derives SMS variables from {name} placeholders in order, once each', () => {
    expect(smsVariables('{name}您好，验证码{code}，{name}')).toEqual(['name', 'code']);
    expect(smsVariables('没有变量 {} {1a}')).toEqual([]);
    expect(renderSms('验证码{code}，{missing}', { code: '12' })).toBe('验证码12，{missing}');
    expect(paramsRefusal(['code'], {})).toMatchObject({ field: 'params.code', key: 'paramMissing' });
    expect(paramsRefusal(['code'], { code: '1', x: '2' })).toMatchObject({
      field: 'params.x',
      key: 'paramUnknown',
    });
    expect(paramsRefusal(['code'], { code: '1' })).toBeNull();
  });
  it('counts SMS segments as carriers do (70, then 67 a part)', () => {
    expect([
      smsSegments('字'.repeat(70)),
      smsSegments('字'.repeat(71)),
      smsSegments('字'.repeat(134)),
      smsSegments('字'.repeat(135)),
    ]).toEqual([1, 2, 2, 3]);
  });
  it('derives e-mail variables from {{name}} in subject and body', () => {
    expect(emailVariables('{{ name }}的订单', '<p>{{name}} {{{order.id}}}</p>')).toEqual([
      'name',
      'order.id',
    ]);
  });
});

describe('smtpFailure', () => {
  const err = (message: string, extra: object) => Object.assign(new Error(message), extra);
  it('reads the reply class, and the stage from nodemailer’s wording', () => {
    expect(smtpFailure(err('x', { responseCode: 451, response: '451 4.3.2 busy' }))).toMatchObject({
      kind: 'temporary',
      message: 'SMTP 451',
    });
    expect(smtpFailure(err('x', { responseCode: 550, response: '550 5.1.1 no' })).kind).toBe('permanent');
    expect(
      smtpFailure(err('Invalid login', { code: 'EAUTH', response: '535 5.7.8 Authentication failed' })).kind,
    ).toBe('permanent');
    expect(
      smtpFailure(err('connect ECONNREFUSED 127.0.0.1:1', { code: 'ESOCKET', command: 'CONN' })).kind,
    ).toBe('temporary');
    expect(smtpFailure(err('Connection timeout', { code: 'ETIMEDOUT', command: 'CONN' })).kind).toBe(
      'temporary',
    );
    expect(smtpFailure(err('Greeting never received', { code: 'ETIMEDOUT', command: 'CONN' })).kind).toBe(
      'temporary',
    );
    expect(smtpFailure(err('Timeout', { code: 'ETIMEDOUT', command: 'CONN' })).kind).toBe('unknown');
    expect(smtpFailure(err('Connection closed unexpectedly', { code: 'ESOCKET' })).kind).toBe('unknown');
  });
});
