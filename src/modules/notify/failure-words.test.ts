import { describe, expect, it } from 'vitest';
import { failureWords } from './failure-words.ts';

describe('failureWords', () => {
  it('says the providers’ common refusals in words, and nothing for a reason it does not know', () => {
    expect(
      [
        'isv.MOBILE_NUMBER_ILLEGAL',
        'Aliyun isv.MOBILE_NUMBER_ILLEGAL: bad number',
        'Tencent InvalidParameterValue.IncorrectPhoneNumber: 手机号格式错误',
        'Aliyun isv.AMOUNT_NOT_ENOUGH: 账户余额不足',
        'Aliyun isv.BUSINESS_LIMIT_CONTROL: 触发号码天级流控',
        'Tencent LimitExceeded.PhoneNumberDailyLimit: 单个手机号日下发短信条数超过设定的上限',
        'Aliyun isv.SMS_SIGNATURE_ILLEGAL: 签名不合法',
        'Aliyun SignatureDoesNotMatch: Specified signature is not matched with our calculation.',
        'Aliyun isv.SMS_TEMPLATE_ILLEGAL: 模板不合法',
        '550 5.1.1 Mailbox unavailable',
        '535 5.7.8 Authentication credentials invalid',
        'no answer within 10 s: the provider may have sent it',
        'cannot reach the provider (ECONNREFUSED)',
        '',
        'Aliyun isp.SYSTEM_ERROR: something new',
      ].map(failureWords),
    ).toEqual([
      'notify.why.badNumber',
      'notify.why.badNumber',
      'notify.why.badNumber',
      'notify.why.balance',
      'notify.why.providerLimit',
      'notify.why.providerLimit',
      'notify.why.signName',
      'notify.why.credentials',
      'notify.why.template',
      'notify.why.noMailbox',
      'notify.why.credentials',
      'notify.why.maybeSent',
      'notify.why.unreachable',
      null,
      null,
    ]);
  });
});
