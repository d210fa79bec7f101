import { expect, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';
import { tabTo } from './support/keyboard.ts';

// Issue 39, point 6: one way to show time. A manager whose browser is in New York reads every time in
// China time, written `2026-11-28 17:47`, with the zone named; before, the role list showed the
// browser's own date (`2026/11/28`, New York's day) and said no zone.
test.use({ timezoneId: 'America/New_York' });

/** An ISO time as the console writes it: China's wall clock to the minute. */
function china(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

test('a browser outside China reads China time with the zone named, in the one format', async ({ page }) => {
  await signInAdmin(page);
  const roles = await consoleCall<{ list: Array<{ title: string; createdAt: string }> }>(
    page,
    '/brand/role/list.html',
    { keyword: '运营' },
  );
  const role = roles.data.list.find((r) => r.title === '运营');
  if (!role) throw new Error('the demo has the role 运营');
  await page.goto('/#/system/role');
  await expect(page.getByRole('heading', { name: /角色/, level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: /运营/ }).first();
  await expect(row).toContainText(`${china(role.createdAt)}（北京时间）`);
  // The time is reached by keyboard and reads the same to a screen reader as on screen.
  await tabTo(page, page.getByRole('grid').first());
  await expect(row.getByRole('gridcell', { name: `${china(role.createdAt)}（北京时间）` })).toBeVisible();
});
