import { describe, expect, it } from 'vitest';
import { forwardedAddress } from '../client-info.ts';
import { Semaphore } from '../semaphore.ts';
import { addressKey, signInGate, signInLimits, withFailure } from './sign-in-limits.ts';

const now = new Date('2030-01-01T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const times = (n: number, minutesAgo: number) => Array.from({ length: n }, () => ago(minutesAgo));

describe('signInGate', () => {
  it('is open without failures', () => {
    expect(signInGate({ user: [], address: [] }, now)).toEqual({
      captchaRequired: false,
      captchaMinutes: 0,
      locked: false,
      lockedMinutes: 0,
    });
  });

  it('asks for the captcha from the 3rd failure of a user name, until the 3rd newest leaves the window', () => {
    expect(signInGate({ user: times(2, 1), address: times(2, 1) }, now).captchaRequired).toBe(false);
    const gate = signInGate({ user: [ago(1), ago(2), ago(5)], address: [] }, now);
    expect(gate).toMatchObject({ captchaRequired: true, captchaMinutes: 10, locked: false });
    // Failures older than the window do not count.
    expect(signInGate({ user: [ago(1), ago(2), ago(15)], address: [] }, now).captchaRequired).toBe(false);
  });

  it('rounds a part minute up and never says 0 while a limit holds', () => {
    const gate = signInGate({ user: [ago(1), ago(2), ago(14.99)], address: [] }, now);
    expect(gate.captchaMinutes).toBe(1);
  });

  it('locks a user name from its 10th failure, whatever the addresses', () => {
    const gate = signInGate({ user: [...times(9, 1), ago(3)], address: [] }, now);
    expect(gate).toMatchObject({ locked: true, lockedMinutes: 12, captchaRequired: true });
    expect(signInGate({ user: times(9, 1), address: [] }, now).locked).toBe(false);
  });

  it('locks an address from its 20th failure, whatever the user names', () => {
    expect(signInGate({ user: [], address: times(19, 1) }, now).locked).toBe(false);
    const gate = signInGate({ user: [], address: [...times(19, 0), ago(6)] }, now);
    expect(gate).toMatchObject({ locked: true, lockedMinutes: 9, captchaRequired: false });
  });

  it('answers the longer of two locks', () => {
    const gate = signInGate({ user: times(10, 10), address: times(20, 2) }, now);
    expect(gate.lockedMinutes).toBe(13);
  });

  it('withFailure adds this failure to both histories', () => {
    const next = signInGate(withFailure({ user: times(2, 1), address: [] }, now), now);
    expect(next).toMatchObject({ captchaRequired: true, captchaMinutes: 14 });
  });

  it('uses the limits given', () => {
    const limits = { ...signInLimits, captchaAfter: 1 };
    expect(signInGate({ user: [ago(1)], address: [] }, now, limits).captchaRequired).toBe(true);
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address and groups IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('')).toBe('');
  });
});

describe('forwardedAddress', () => {
  it('takes the entry our outermost trusted proxy wrote, not what the client sent before it', () => {
    expect(forwardedAddress('6.6.6.6, 198.51.100.2', 1)).toBe('198.51.100.2');
    expect(forwardedAddress('6.6.6.6, 198.51.100.2, 10.0.0.5', 2)).toBe('198.51.100.2');
    expect(forwardedAddress('198.51.100.2', 3)).toBe('198.51.100.2');
    expect(forwardedAddress(undefined, 1)).toBeUndefined();
    expect(forwardedAddress(' , ', 1)).toBeUndefined();
  });
});

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order', async () => {
    const slots = new Semaphore(2);
    const order: number[] = [];
    let running = 0;
    let most = 0;
    const task = (i: number) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        return i;
      });
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(task));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect([slots.peak, slots.started, slots.waiting]).toEqual([2, 6, 0]);
  });

  it('frees the slot when a task fails', async () => {
    const slots = new Semaphore(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
