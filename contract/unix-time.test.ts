import { describe, expect, it } from 'vitest';
import { customerListBody, followAddBody } from './customer.ts';
import { emailDraftAddBody } from './email.ts';
import { messageLogBody } from './sms.ts';
import { fromUnixSeconds } from './unix-time.ts';

// 2026-11-27T00:00:00Z
const at = 1_795_737_600;
const iso = '2026-11-27T00:00:00.000Z';

describe('dates as unix seconds', () => {
  it('become the ISO time they name; other values pass unchanged', () => {
    expect(fromUnixSeconds(at)).toBe(iso);
    expect(fromUnixSeconds(String(at))).toBe(iso);
    expect(fromUnixSeconds('2026-11-27')).toBe('2026-11-27');
    expect(fromUnixSeconds(12)).toBe(12);
    expect(fromUnixSeconds(1.5e9 + 0.5)).toBe(1.5e9 + 0.5);
    expect(fromUnixSeconds(undefined)).toBeUndefined();
  });

  it('are taken by every date the API reads: filters, times, scheduled sends', () => {
    expect(customerListBody.parse({ createdFrom: at, createdTo: String(at) })).toMatchObject({
      createdFrom: iso,
      createdTo: iso,
    });
    expect(messageLogBody.parse({ dateFrom: at })).toMatchObject({ dateFrom: iso });
    expect(emailDraftAddBody.parse({ to: [], sendAt: at })).toMatchObject({ sendAt: iso });
    // Left out, they stay optional; a day as text is read as before.
    expect(emailDraftAddBody.parse({ to: [] })).not.toHaveProperty('sendAt');
    expect(messageLogBody.parse({ dateFrom: '2026-11-27' })).toMatchObject({ dateFrom: '2026-11-27' });
    // A next follow-up is a time to come: 2031-02-01T02:00:00Z.
    expect(
      followAddBody.parse({ customerId: 1, typeId: 1, content: 'called', nextAt: 1_927_677_600 }),
    ).toMatchObject({ nextAt: '2031-02-01T02:00:00.000Z' });
    const past = followAddBody.safeParse({ customerId: 1, typeId: 1, content: 'called', nextAt: at });
    expect(past.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['nextAt', 'field.beforeNow'],
    ]);
  });
});
