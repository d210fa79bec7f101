import Mustache from 'mustache';
import { describe, expect, it } from 'vitest';
import { emailBraceProblem, smsBilledLength, smsBraceProblem, smsVariables } from './notify-text.ts';

describe('smsBraceProblem', () => {
  it('passes a text whose braces are all variables, or that has none', () => {
    expect(smsBraceProblem('您的验证码是{code}，{minutes}分钟内有效')).toBeNull();
    expect(smsBraceProblem('欢迎光临')).toBeNull();
  });

  it('names the first piece that would reach the phone as typed', () => {
    expect(smsBraceProblem('您的验证码是{code，请勿泄露')).toBe('{code，请勿泄露');
    expect(smsBraceProblem('订单{order}已发货}')).toBe('}');
    expect(smsBraceProblem('您好{ name }')).toBe('{ name }');
    expect(smsBraceProblem('{验证码}')).toBe('{验证码}');
    expect(smsBraceProblem('{}')).toBe('{}');
    // Full-width braces, as a Chinese input method types them, make no variable either.
    expect(smsBraceProblem('｛name｝您好，您的订单{order}已发货')).toBe('｛name｝');
    expect(smsBraceProblem('订单{order｝')).toBe('{order｝');
    expect(smsBraceProblem('｛这是说明｝')).toBeNull();
    // Two openings: the first is left open, whatever follows.
    expect(smsBraceProblem('{a{b}')).toBe('{a');
    // A long open piece is shortened, so the message stays short.
    expect(smsBraceProblem('尾部{这是一段很长很长很长的说明文字')).toBe('{这是一段很长很长很长的…');
  });

  it('agrees with the variables the text is read for: a text it passes loses no brace to rendering', () => {
    const text = '{a}和{b_2}';
    expect(smsBraceProblem(text)).toBeNull();
    expect(smsVariables(text)).toEqual(['a', 'b_2']);
  });
});

describe('emailBraceProblem', () => {
  // What the server's renderer does with each: emailBraceProblem passes exactly what it renders.
  const samples = [
    'Hi {{name}}',
    'Hi {{ name }}, {{{company}}}',
    'Hi {{name',
    '<p>Hi {{name</p><p>Welcome</p>',
    'Hi {{{name}}',
    '{{#vip}}Gold{{/vip}} member',
    '{{^vip}}Join us{{/vip}}',
    '{{#vip}}Gold',
    'Gold{{/vip}}',
    '{{#a}}{{#b}}x{{/a}}{{/b}}',
    '{{=<% %>=}}',
    'Hi }} there',
    '{{!a note}}Hi',
    'Hi {{name，您的订单 {{order}}',
    'No variables',
  ];

  it('passes only what mustache, which the server renders with, renders as meant', () => {
    for (const text of samples) {
      let renders = true;
      try {
        Mustache.render(text, { name: 'N', company: 'C', vip: true });
      } catch {
        renders = false;
      }
      if (emailBraceProblem(text) === null) expect([text, renders]).toEqual([text, true]);
      // Mustache renders these, but not as meant: a tag naming no variable prints nothing, and a
      // change of delimiters hides every variable after it.
      else if (renders) expect(['{{=<% %>=}}', 'Hi {{name，您的订单 {{order}}']).toContain(text);
    }
  });

  it('names the piece without its markup', () => {
    expect(emailBraceProblem('<p>Hi {{name</p><p>Welcome</p>')).toBe('{{name Welcome');
    expect(emailBraceProblem('{{#vip}}Gold')).toBe('{{#vip}}');
    expect(emailBraceProblem('Gold{{/vip}}')).toBe('{{/vip}}');
    expect(emailBraceProblem('您的订单 ｛｛order｝｝ 已发货')).toBe('｛｛order｝｝');
    expect(emailBraceProblem('<p>{{name｝｝您好</p>')).toBe('{{name｝｝');
    expect(emailBraceProblem('Hi {{name，您的订单 {{order}}')).toBe('{{name，您的订单 {{or…');
    expect(emailBraceProblem('{{ name }}，{{{company}}}，{{&order.no}}')).toBeNull();
  });
});

describe('smsBilledLength', () => {
  const arrival = '尊敬的{name}，您的订单{order_no}已到货，取件码{code}。';
  it('counts a value not given as nothing, and says the count will grow', () => {
    expect(smsBilledLength(arrival, {}, '')).toEqual({ chars: 16, parts: 1, pending: true });
    expect(smsBilledLength(arrival, { name: '王先生', order_no: 'SO-7788', code: '1234' }, '')).toEqual({
      chars: 30,
      parts: 1,
      pending: false,
    });
  });
  it('counts the sign with its brackets only when there is one, and bills past 70 in parts of 67', () => {
    expect(smsBilledLength('取件码{code}', { code: '1234' }, '品牌')).toEqual({
      chars: 11,
      parts: 1,
      pending: false,
    });
    expect(smsBilledLength('一'.repeat(67), {}, '品牌').parts).toBe(2);
    expect(smsBilledLength('一'.repeat(70), {}, '').parts).toBe(1);
  });
});
