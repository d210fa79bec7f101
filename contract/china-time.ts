/**
 * China Standard Time: UTC+8 all year (no daylight saving since 1991), the zone the console's users
 * work in. The server and the console read every day, week and month there ("today", a day filter,
 * the pool's 03:00, "new this month"), so both take them from here. A fixed offset: no time-zone data
 * on either side.
 */
export const chinaOffsetMs = 8 * 3_600_000;
export const dayMs = 86_400_000;

/** A day alone, `YYYY-MM-DD` (a day field's value, a filter's day), not a time. */
export const dayTextPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a day alone (`YYYY-MM-DD`), not a time. */
export function isDayText(value: string): boolean {
  return dayTextPattern.test(value);
}

/** `YYYY-MM-DD` of a moment in China time (today by default). */
export function chinaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + chinaOffsetMs).toISOString().slice(0, 10);
}

/** The moment a China day (`YYYY-MM-DD`) begins. */
export function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** A wall-clock time in China (`YYYY-MM-DDTHH:mm`, as a date-time picker holds it) as the instant it names. */
export function chinaWallTime(value: string): Date {
  return new Date(`${value.slice(0, 16)}:00+08:00`);
}

/** The day after a `YYYY-MM-DD` day (calendar arithmetic: a day has no zone). */
export function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
}

/**
 * A filter's range from its `from` and `to` as the database reads them: a day alone is that whole day
 * in China (from its midnight to the next, exclusive); a time stays as written.
 */
export function dayRange(
  from?: string,
  to?: string,
): { from: string | undefined; until: string | undefined } {
  return {
    from: from && isDayText(from) ? chinaDayStart(from).toISOString() : from || undefined,
    until: to && isDayText(to) ? chinaDayStart(dayAfter(to)).toISOString() : to || undefined,
  };
}

/** The start (midnight, China time) of the day `at` falls in. */
export function chinaMidnight(at: Date): Date {
  return new Date(Math.floor((at.getTime() + chinaOffsetMs) / dayMs) * dayMs - chinaOffsetMs);
}

/** The first moment of the month `at` falls in, China time. */
export function chinaMonthStart(at: Date): Date {
  const wall = new Date(at.getTime() + chinaOffsetMs);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1) - chinaOffsetMs);
}

/** The Monday (`YYYY-MM-DD`, China time) of the week `at` falls in. */
export function chinaMonday(at: Date): string {
  const wall = new Date(at.getTime() + chinaOffsetMs);
  const sinceMonday = (wall.getUTCDay() + 6) % 7;
  return new Date(wall.getTime() - sinceMonday * dayMs).toISOString().slice(0, 10);
}

/**
 * A moment in ISO 8601 on China's clock with the offset written (`2026-11-27T09:30:00+08:00`): the wall
 * time the console shows, which a spreadsheet or a script anywhere reads as the same instant.
 */
export function chinaIso(at: Date): string {
  return `${new Date(at.getTime() + chinaOffsetMs).toISOString().slice(0, 19)}+08:00`;
}
