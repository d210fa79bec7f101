import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../src/i18n/i18n.ts';
import { checkForm } from '../src/lib/form-check.ts';
import {
  type DecimalRule,
  decimalProblem,
  formatUnits,
  moneyRule,
  normalizeDecimal,
  percentRule,
} from './decimal.ts';
import { decimalSchema } from './rule-schema.ts';

const browserAccepts = (rule: DecimalRule, text: string) =>
  checkForm({ v: text }, { v: { decimal: rule, required: rule.required } }).ok;
const serverAccepts = (rule: DecimalRule, text: string) => decimalSchema(rule).safeParse(text).success;

describe('decimal amounts', () => {
  it('refuses too many places, signs, exponents, separators and out-of-range values, and says why', () => {
    expect(decimalProblem('12.345', moneyRule)).toBe('places');
    expect(decimalProblem('-1', moneyRule)).toBe('format');
    expect(decimalProblem('1e3', moneyRule)).toBe('format');
    expect(decimalProblem('1,000', moneyRule)).toBe('format');
    expect(decimalProblem('100000000.00', moneyRule)).toBe('range');
    expect(decimalProblem('99999999.99', moneyRule)).toBeNull();
    expect(decimalProblem('0', moneyRule)).toBeNull();
    // A commission over 100 %.
    expect(decimalProblem('100.01', percentRule)).toBe('range');
    expect(decimalProblem('100', percentRule)).toBeNull();
  });

  it('answers two places, without floating-point drift', () => {
    expect(normalizeDecimal('12.5', 2)).toBe('12.50');
    expect(normalizeDecimal('012', 2)).toBe('12.00');
    expect(normalizeDecimal('0.1', 2)).toBe('0.10');
    expect(normalizeDecimal(' 99999999.99 ', 2)).toBe('99999999.99');
    expect(formatUnits(7n, 2)).toBe('0.07');
    expect(decimalSchema(moneyRule).parse('0.3')).toBe('0.30');
    expect(decimalSchema(moneyRule).parse('')).toBeNull();
    expect(decimalSchema({ ...moneyRule, required: true }).safeParse('').success).toBe(false);
  });

  it('words the refusal by label in the console', () => {
    setLocale('zh-CN');
    const r = checkForm({ price: '12.345' }, { price: { decimal: moneyRule, label: '价格' } });
    expect(r).toMatchObject({ ok: false, errors: { price: '价格应为数字，最多 2 位小数（如 12.50）' } });
    const big = checkForm({ price: '100000000' }, { price: { decimal: moneyRule, label: '价格' } });
    expect(big).toMatchObject({ ok: false, errors: { price: '价格应在 0 到 99999999.99 之间' } });
    const ok = checkForm({ price: '12.5' }, { price: { decimal: moneyRule, label: '价格' } });
    expect(ok).toEqual({ ok: true, values: { price: '12.50' } });
  });

  const near = fc.oneof(
    fc.stringMatching(/^ ?-?\d{0,10}(\.\d{0,4})? ?$/),
    fc.stringMatching(/^[\d.e,+-]{0,12}$/),
    fc.string({ maxLength: 12 }),
  );
  for (const [name, rule] of Object.entries({
    moneyRule,
    percentRule,
    requiredMoney: { ...moneyRule, required: true },
  })) {
    it(`${name}: the browser and the server accept the same text`, () => {
      fc.assert(
        fc.property(near, (text) => {
          expect(browserAccepts(rule, text)).toBe(serverAccepts(rule, text));
        }),
        { numRuns: Number(process.env.RULE_RUNS ?? 400) },
      );
    });
  }
});
