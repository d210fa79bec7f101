import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../i18n/i18n.ts';
import { defaultCookieSeconds, getCookie, removeCookie, setCookie } from './cookie.ts';
import { chinaPickerValue, formatDateTime, fromChinaPickerValue, nextMonthTime } from './dates.ts';
import { formatSize } from './format-size.ts';
import { randomString } from './random-string.ts';
import { redirectDelayMs, redirectLater } from './redirect.ts';
import { defaultThumbOrder } from './thumb-order.ts';

afterEach(() => vi.useRealTimers());

describe('docs/spec.md §9 helpers', () => {
  it('formats sizes from B to PB with two decimals, bytes whole', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(5)).toBe('5 B');
    expect(formatSize(93)).toBe('93 B');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.50 KB');
    expect(formatSize(1024 ** 2 * 3)).toBe('3.00 MB');
    expect(formatSize(1024 ** 5 * 2)).toBe('2.00 PB');
    // Beyond PB stays in PB.
    expect(formatSize(1024 ** 6)).toBe('1024.00 PB');
  });

  it('property: formatted sizes are whole bytes, or two decimals of a known unit', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e18, noNaN: true }), (n) => {
        expect(formatSize(n)).toMatch(n < 1024 ? /^\d+ B$/ : /^\d+\.\d{2} (KB|MB|GB|TB|PB)$/);
      }),
    );
  });

  it('random strings are 32 characters by default, alphanumeric, and differ', () => {
    const a = randomString();
    expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(randomString(5)).toHaveLength(5);
    expect(new Set(Array.from({ length: 50 }, () => randomString())).size).toBe(50);
  });

  it('cookies default to 108000 s and round-trip', () => {
    expect(defaultCookieSeconds).toBe(108000);
    setCookie('lang pref', '中文');
    expect(getCookie('lang pref')).toBe('中文');
    removeCookie('lang pref');
    expect(getCookie('lang pref')).toBeNull();
  });

  it('next month is 30 days on', () => {
    expect(nextMonthTime(new Date(2024, 0, 31)).getTime()).toBe(new Date(2024, 2, 1).getTime());
  });

  it('redirect waits 900 ms and can be cancelled', () => {
    vi.useFakeTimers();
    window.location.hash = '#/';
    redirectLater('#/system/role');
    vi.advanceTimersByTime(redirectDelayMs - 1);
    expect(window.location.hash).toBe('#/');
    vi.advanceTimersByTime(1);
    expect(window.location.hash).toBe('#/system/role');
    const cancel = redirectLater('/login');
    cancel();
    vi.advanceTimersByTime(redirectDelayMs);
    expect(window.location.hash).toBe('#/system/role');
  });

  it('a new thumbnail orders at 10', () => {
    expect(defaultThumbOrder).toBe(10);
  });
});

describe('formatDateTime', () => {
  const zone = (minutesBehindUtc: number) =>
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(minutesBehindUtc);
  afterEach(() => {
    vi.restoreAllMocks();
    setLocale('zh-CN');
  });

  it('writes a time in China time, the same in both languages, with seconds only when asked', () => {
    zone(-480);
    const at = '2026-11-24T01:05:07Z';
    expect(formatDateTime(at)).toBe('2026-11-24 09:05');
    expect(formatDateTime(new Date(at), { seconds: true })).toBe('2026-11-24 09:05:07');
    setLocale('en');
    expect(formatDateTime(at)).toBe('2026-11-24 09:05');
  });

  it('names the zone where the browser is elsewhere, and still shows China time', () => {
    zone(300);
    expect(formatDateTime('2026-11-28T09:47:00Z')).toBe('2026-11-28 17:47（北京时间）');
    setLocale('en');
    expect(formatDateTime('2026-11-28T09:47:00Z')).toBe('2026-11-28 17:47 (China time)');
  });

  it('a picker value is China wall time, and reads back as the same instant', () => {
    expect(chinaPickerValue('2026-11-28T09:47:00Z')).toBe('2026-11-28T17:47');
    expect(fromChinaPickerValue('2026-11-28T17:47').toISOString()).toBe('2026-11-28T09:47:00.000Z');
  });
});
