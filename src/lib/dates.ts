import '../i18n/kit.ts';
import { addDays, getUnixTime, lightFormat } from 'date-fns';
import { chinaOffsetMs, chinaWallTime } from '../../contract/china-time.ts';
import { t } from '../i18n/i18n.ts';

/** docs/spec.md §9: the "next month" time is 30 days on, not the calendar month. */
export const nextMonthDays = 30;

export function nextMonthTime(from: Date = new Date()): Date {
  return addDays(from, nextMonthDays);
}

export function nextMonthUnixSeconds(from: Date = new Date()): number {
  return getUnixTime(nextMonthTime(from));
}

// The console shows every time in China time (contract/china-time.ts), where the server counts
// "today" (docs/decisions/platform-wide.md, 2026-12-01 "One way to show time").

/**
 * `at` moved so that its local fields read China's wall clock: date-fns' `lightFormat` reads local
 * fields, and this is the one place the console leaves the browser's zone for China's.
 */
function chinaWall(at: Date): Date {
  const shifted = new Date(at.getTime() + chinaOffsetMs);
  return new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
    shifted.getUTCSeconds(),
  );
}

/** Whether the browser's clock at `at` is not China's: the time shown then names its zone. */
export function browserOutsideChina(at: Date = new Date()): boolean {
  return -at.getTimezoneOffset() * 60_000 !== chinaOffsetMs;
}

/**
 * A time as the console shows it everywhere: `2026-11-24 13:05` in China time (with `seconds`,
 * `13:05:09`, for logs), the same in both languages, as Chinese back offices write times. Where the
 * browser's zone is another, the zone is named after it (`（北京时间）` / ` (China time)`), so a
 * manager abroad never reads a China time as their own. date-fns' `lightFormat` takes no locale, so a
 * screen that shows times does not download date-fns' locale tables for digits.
 */
export function formatDateTime(iso: string | Date, options: { seconds?: boolean } = {}): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const text = lightFormat(chinaWall(at), options.seconds ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd HH:mm');
  return browserOutsideChina(at) ? t('kit.chinaTime', { time: text }) : text;
}

/** A time as a date-time picker holds it: China's wall clock, `YYYY-MM-DDTHH:mm`. */
export function chinaPickerValue(iso: string | Date): string {
  return lightFormat(chinaWall(new Date(iso)), "yyyy-MM-dd'T'HH:mm");
}

/** A picker's `YYYY-MM-DDTHH:mm` (China's wall clock) as the instant it names. */
export function fromChinaPickerValue(value: string): Date {
  return chinaWallTime(value);
}
