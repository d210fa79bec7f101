import { addDays, getUnixTime, lightFormat } from 'date-fns';

/** docs/spec.md §9: the "next month" time is 30 days on, not the calendar month. */
export const nextMonthDays = 30;

export function nextMonthTime(from: Date = new Date()): Date {
  return addDays(from, nextMonthDays);
}

export function nextMonthUnixSeconds(from: Date = new Date()): number {
  return getUnixTime(nextMonthTime(from));
}

/**
 * A time as the console shows it: `2026-11-24 13:05` (with `seconds`, `13:05:09`), the same in both
 * languages, as Chinese back offices write times. date-fns' `lightFormat` takes no locale, so a screen
 * that shows times does not download date-fns' English locale tables (5 KB gzip) for digits.
 */
export function formatDateTime(iso: string | Date, options: { seconds?: boolean } = {}): string {
  return lightFormat(new Date(iso), options.seconds ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd HH:mm');
}
