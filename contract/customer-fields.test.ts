import { describe, expect, it } from 'vitest';
import { customerAddBody } from './customer.ts';
import { chinaToday, customerFields, isDayAfterToday } from './customer-fields.ts';

const birthday = customerFields.find((f) => f.key === 'birthday');
if (!birthday) throw new Error('the birthday field is declared');

describe('a day that must have come (the birthday)', () => {
  it('reads today in China time: after 16:00 UTC it is already tomorrow', () => {
    expect(chinaToday(new Date('2026-12-05T15:59:59Z'))).toBe('2026-12-05');
    expect(chinaToday(new Date('2026-12-05T16:00:00Z'))).toBe('2026-12-06');
  });

  it('takes today and any day before, refuses a day after today', () => {
    const now = new Date('2026-12-05T16:30:00Z');
    expect(isDayAfterToday(birthday, '2026-12-06', now)).toBe(false);
    expect(isDayAfterToday(birthday, '1990-05-20', now)).toBe(false);
    expect(isDayAfterToday(birthday, '', now)).toBe(false);
    expect(isDayAfterToday(birthday, '2026-12-07', now)).toBe(true);
  });

  it('is refused by the add body with its own message key; today passes', () => {
    const body = { name: '甲', mobile: '13800000001' };
    const later = customerAddBody.safeParse({ ...body, birthday: '2099-12-31' });
    expect(later.success).toBe(false);
    expect(later.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['birthday', 'field.dayAfterToday'],
    ]);
    expect(customerAddBody.safeParse({ ...body, birthday: chinaToday() }).success).toBe(true);
  });
});
