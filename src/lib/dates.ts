import { addDays, getUnixTime } from 'date-fns';

/** SPEC §9: the "next month" time is 30 days on, not the calendar month. */
export const nextMonthDays = 30;

export function nextMonthTime(from: Date = new Date()): Date {
  return addDays(from, nextMonthDays);
}

export function nextMonthUnixSeconds(from: Date = new Date()): number {
  return getUnixTime(nextMonthTime(from));
}
