import { chinaDayStart, chinaMidnight, chinaMonday, dayMs } from '../../../contract/china-time.ts';
import { customerLimits } from '../../../contract/customer.ts';
import type { Refusal } from '../../kit/policy.ts';

/** A brand keeps at most customerLimits.groups segments: more is a list nobody can pick from. */
export function groupFullRefusal(existing: number): Refusal | null {
  if (existing < customerLimits.groups) return null;
  return { code: 1, key: 'crmGroupFull', params: { max: customerLimits.groups } };
}

/** Group names are unique in the brand (case aside), so a notification's target reads unambiguously. */
export function groupNameRefusal(name: string, holder: { id: number } | null): Refusal | null {
  if (!holder) return null;
  return { code: 1, key: 'crmGroupNameTaken', params: { name }, field: 'name' };
}

/** A condition's tag or source ids must be the brand's own items of that type. */
export function conditionItemsRefusal(
  field: 'conditions.tagIds' | 'conditions.sourceIds',
  wanted: readonly number[],
  found: ReadonlySet<number>,
): Refusal | null {
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length === 0) return null;
  return { code: 1, key: 'crmGroupItemUnknown', params: { ids: unknown.join(', ') }, field };
}

/** Midnight (China Standard Time) of the day `now` falls in, and of the Monday of its week. */
export function cstDayAndWeek(now: Date): { today: Date; tomorrow: Date; monday: Date; mondayDay: string } {
  const today = chinaMidnight(now);
  const mondayDay = chinaMonday(now);
  return {
    today,
    tomorrow: new Date(today.getTime() + dayMs),
    monday: chinaDayStart(mondayDay),
    mondayDay,
  };
}

/** The Mondays (YYYY-MM-DD, China Standard Time) of the last `n` weeks, oldest first, this week last. */
export function lastMondays(now: Date, n: number): string[] {
  const base = Date.parse(`${chinaMonday(now)}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) =>
    new Date(base - (n - 1 - i) * 7 * dayMs).toISOString().slice(0, 10),
  );
}
