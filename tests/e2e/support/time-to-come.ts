import type { Locator, Page } from '@playwright/test';
import { chinaDay, dayAfter, dayMs } from '../../../contract/china-time.ts';
import { expect, expectAccessible } from './axe.ts';
import { arrowTo, tabTo } from './keyboard.ts';

/** Today, yesterday and tomorrow on China's calendar, `YYYY-MM-DD`. */
export function chinaDays(now: Date = new Date()) {
  const today = chinaDay(now);
  return { today, tomorrow: dayAfter(today), yesterday: chinaDay(new Date(now.getTime() - dayMs)) };
}

/** A calendar cell's name for a day, as React Aria says it in Chinese ("2026年12月6日…"). */
function dayCell(day: string): RegExp {
  const [y, m, d] = day.split('-').map(Number);
  return new RegExp(`${y}年${m}月${d}日`);
}

/**
 * A time-to-come picker (`src/ui/time-to-come-picker.tsx`) by keyboard: its calendar opens on today
 * with nothing before it offered, tomorrow is picked and lands at 09:00; then yesterday is typed over
 * the day, left for the caller's save to refuse. Returns the picker and a way to type another day.
 */
export async function pickTomorrowThenYesterday(page: Page, scope: Locator, label: string) {
  const days = chinaDays();
  await tabTo(page, scope.getByRole('button', { name: new RegExp(`^打开日历 ${label}`) }));
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('application', { name: /年.*月/ });
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', dayCell(days.today));
  await expect(calendar.getByRole('button', { name: '上个月' })).toBeDisabled();
  const before = calendar.getByRole('button', { name: dayCell(days.yesterday) });
  if ((await before.count()) > 0) await expect(before).toHaveAttribute('aria-disabled', 'true');
  await expectAccessible(page);
  await arrowTo(page, calendar.getByRole('button', { name: dayCell(days.tomorrow) }), 'ArrowRight', 2);
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  const picker = scope.getByRole('group', { name: new RegExp(`^${label}`) });
  await expect(picker.getByRole('spinbutton', { name: /^小时/ })).toHaveAttribute('aria-valuenow', '9');
  const typeDay = async (day: string) => {
    await tabTo(page, picker.getByRole('spinbutton').first(), { back: true });
    await page.keyboard.type(day.replaceAll('-', ''));
  };
  await typeDay(days.yesterday);
  return { days, typeDay };
}
