import { describe, expect, it } from 'vitest';
import { chinaDay } from './china-time.ts';
import { customerAddBody } from './customer.ts';
import { customerFields, dayFieldProblem, isDayAfterToday } from './customer-fields.ts';

const birthday = customerFields.find((f) => f.key === 'birthday');
if (!birthday) throw new Error('the birthday field is declared');

describe('a day that must have come (the birthday)', () => {
  it('takes today and any day before, refuses a day after today', () => {
    const now = new Date('2026-12-05T16:30:00Z');
    expect(isDayAfterToday(birthday, '2026-12-06', now)).toBe(false);
    expect(isDayAfterToday(birthday, '1990-05-20', now)).toBe(false);
    expect(isDayAfterToday(birthday, '', now)).toBe(false);
    expect(isDayAfterToday(birthday, '2026-12-07', now)).toBe(true);
  });

  it("names what is wrong with a day field's value, the one answer the form and the import say", () => {
    const now = new Date('2026-12-05T16:30:00Z');
    expect(dayFieldProblem(birthday, '', now)).toBeNull();
    expect(dayFieldProblem(birthday, '2026-12-06', now)).toBeNull();
    expect(dayFieldProblem(birthday, '2026-12-07', now)).toBe('dayAfterToday');
    expect(dayFieldProblem(birthday, '1990-02-30', now)).toBe('dayBad');
    expect(dayFieldProblem(birthday, '1990/05/20', now)).toBe('dayBad');
    const wechat = customerFields.find((f) => f.key === 'wechat');
    expect(wechat && dayFieldProblem(wechat, '2099-01-01', now)).toBeNull();
  });

  it('is refused by the add body with its own message key; today passes', () => {
    const body = { name: '甲', mobile: '13800000001' };
    const later = customerAddBody.safeParse({ ...body, birthday: '2099-12-31' });
    expect(later.success).toBe(false);
    expect(later.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['birthday', 'field.dayAfterToday'],
    ]);
    expect(customerAddBody.safeParse({ ...body, birthday: chinaDay() }).success).toBe(true);
  });
});
