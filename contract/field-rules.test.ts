import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../src/i18n/i18n.ts';
import { checkForm } from '../src/lib/form-check.ts';
import {
  agentGroupDescriptionRule,
  agentGroupTitleRule,
  agentIdCardSchema,
  agentMobileRule,
  agentNameRule,
  agentRejectReasonRule,
} from './agent.ts';
import { agentCompanyRule, agentRemarkRule } from './agent-fields.ts';
import {
  brandContactRule,
  brandHoursRule,
  brandIntroRule,
  brandTitleRule,
  techCopyrightRule,
} from './config.ts';
import {
  emailRule,
  enteredPasswordRule,
  mobileRule,
  passwordRule,
  realNameRule,
  roleDescriptionRule,
  roleTitleRule,
  type TextRule,
  userNameRule,
} from './field-rules.ts';
import { idCardCheckCharacter } from './id-card.ts';
import { textSchema } from './rule-schema.ts';

// One definition of each rule: the browser's check and the server's zod schema are built from the same
// object, so the server takes exactly what the browser's check passes, as the browser sends it (a
// mobile typed "137 0000 0001" is sent as its digits), and refuses what the check refuses.
const rules: Record<string, TextRule> = {
  userNameRule,
  passwordRule,
  enteredPasswordRule,
  realNameRule,
  mobileRule,
  emailRule,
  roleTitleRule,
  roleDescriptionRule,
  brandTitleRule,
  brandContactRule,
  brandIntroRule,
  brandHoursRule,
  techCopyrightRule,
  agentNameRule,
  agentMobileRule,
  agentCompanyRule,
  agentRemarkRule,
  agentRejectReasonRule,
  agentGroupTitleRule,
  agentGroupDescriptionRule,
};

const browserAccepts = (rule: TextRule, text: string) => checkForm({ v: text }, { v: { ...rule } }).ok;
/** What the browser sends for `text` once its check passes, or null when the check refuses it. */
const browserSends = (rule: TextRule, text: string): string | null => {
  const r = checkForm({ v: text }, { v: { ...rule } });
  return r.ok ? String(r.values.v) : null;
};
const serverAccepts = (rule: TextRule, text: string) => textSchema(rule).safeParse(text).success;

// Text near the edges of the rules: lengths around the limits, the characters formats care about,
// spaces around, and characters outside the basic plane.
const near = fc.oneof(
  fc.string({ maxLength: 70 }),
  fc.stringMatching(/^ ?[A-Za-z0-9_.@+-]{0,40} ?$/),
  fc.stringMatching(/^1[0-9]{9,11}$/),
  // Mobiles as people type them: spaced, dashed, +86, full-width digits.
  fc.stringMatching(/^(\+?86)? ?1[0-9 -]{9,13}$/),
  fc.stringMatching(/^１[０-９]{9,11}$/),
  fc.stringMatching(/^[a-z0-9._+-]{1,12}@[a-z0-9-]{1,10}(\.[a-z]{1,4}){0,2}$/),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

describe('shared field rules', () => {
  for (const [name, rule] of Object.entries(rules)) {
    it(`${name}: the server takes what the browser's check passes, as sent, and nothing it refuses`, () => {
      setLocale('zh-CN');
      fc.assert(
        fc.property(near, (text) => {
          const sent = browserSends(rule, text);
          if (sent === null) expect(serverAccepts(rule, text)).toBe(false);
          else expect(serverAccepts(rule, sent)).toBe(true);
        }),
        { numRuns: Number(process.env.RULE_RUNS ?? 400) },
      );
    });
  }

  it('says what the server would, by label', () => {
    setLocale('zh-CN');
    const r = checkForm({ userName: 'ab' }, { userName: { ...userNameRule, label: '用户名' } });
    expect(r).toMatchObject({ ok: false, errors: { userName: '用户名至少需要 3 个字符' } });
    expect(serverAccepts(userNameRule, 'ab')).toBe(false);
    // Passwords count spaces: eight of them are a password on both sides.
    expect(browserAccepts(passwordRule, '        ')).toBe(true);
    expect(serverAccepts(passwordRule, '        ')).toBe(true);
  });
});

describe('id card numbers (GB 11643)', () => {
  // Numbers as people type them: well formed, one character off, lower-case x, spaces, too short.
  const typed = fc.oneof(
    fc
      .stringMatching(
        /^(11|44|99)[0-9]{4}(19[5-9][0-9]|20[01][0-9])(0[1-9]|1[0-2])([012][0-9]|3[01])[0-9]{3}$/,
      )
      .map((first17) => `${first17}${idCardCheckCharacter(first17)}`),
    fc.stringMatching(/^[0-9]{17}[0-9Xx]$/),
    fc.stringMatching(/^ ?[0-9 ]{10,20}[0-9Xx]? ?$/),
    fc.string({ maxLength: 24 }),
  );
  it('the browser and the server accept the same numbers', () => {
    setLocale('zh-CN');
    fc.assert(
      fc.property(typed, (text) => {
        const browser = checkForm({ v: text }, { v: { idCard: true, max: 32 } }).ok;
        expect(browser).toBe(agentIdCardSchema.safeParse(text).success);
      }),
      { numRuns: Number(process.env.RULE_RUNS ?? 400) },
    );
  });

  it('says what is wrong by label, and sends the number upper-cased', () => {
    setLocale('zh-CN');
    const rule = { v: { idCard: true, label: '身份证号' } };
    expect(checkForm({ v: '110105194912310021' }, rule)).toMatchObject({
      ok: false,
      errors: { v: '身份证号的校验位不对，请核对是否输错' },
    });
    expect(checkForm({ v: '11010519491231002x' }, rule)).toEqual({
      ok: true,
      values: { v: '11010519491231002X' },
    });
  });
});
