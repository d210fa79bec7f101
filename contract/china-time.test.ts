import { describe, expect, it } from 'vitest';
import {
  chinaDay,
  chinaDayStart,
  chinaIso,
  chinaMidnight,
  chinaMonday,
  chinaMonthStart,
  chinaWallTime,
  dayAfter,
  isDayText,
} from './china-time.ts';

// 16:00 UTC is midnight in China: each case sits a second either side of it.
const before = new Date('2026-11-30T15:59:59Z');
const after = new Date('2026-11-30T16:00:00Z');

describe('China time, read the same by the server and the console', () => {
  it('turns the day at 16:00 UTC', () => {
    expect(chinaDay(before)).toBe('2026-11-30');
    expect(chinaDay(after)).toBe('2026-12-01');
    expect(chinaMidnight(before).toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(chinaMidnight(after).toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });

  it('starts a named day at its midnight in China, and counts the next day on the calendar', () => {
    expect(chinaDayStart('2026-12-01').toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
  });

  it('finds the month and the Monday of a moment in China', () => {
    expect(chinaMonthStart(before).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(chinaMonthStart(after).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    // 2026-11-30 is a Monday; Sunday 2026-11-29 23:59:59 in China is still the week before.
    expect(chinaMonday(before)).toBe('2026-11-30');
    expect(chinaMonday(new Date('2026-11-29T15:59:59Z'))).toBe('2026-11-23');
    expect(chinaMonday(new Date('2026-12-06T15:59:59Z'))).toBe('2026-11-30');
  });

  it('writes a moment on China’s clock with its offset, the same instant', () => {
    expect(chinaIso(before)).toBe('2026-11-30T23:59:59+08:00');
    expect(new Date(chinaIso(before)).getTime()).toBe(before.getTime());
  });

  it('reads a picker’s wall-clock time as China’s', () => {
    expect(chinaWallTime('2026-12-01T07:59').toISOString()).toBe('2026-11-30T23:59:00.000Z');
  });

  it('tells a day alone from a time', () => {
    expect(isDayText('2026-12-01')).toBe(true);
    expect(isDayText('2026-12-01T08:00')).toBe(false);
    expect(isDayText('2026-12-1')).toBe(false);
  });
});
