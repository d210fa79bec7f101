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

test('one scheduled instant, set with the picker by keyboard, reads one way on the 发布 panel, the list and the preview', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page);
  const title = `定时${Date.now().toString(36)}`;
  // Next year's 28 November at 17:47 in China: 09:47 UTC, 04:47 in New York, so the browser's own
  // clock would read another hour (and, for other picks, another day).
  const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear() + 1;
  const shown = `${year}-11-28 17:47（北京时间）`;
  const instant = `${year}-11-28T09:47:00.000Z`;

  await page.goto('/#/platform/article/edit');
  await expect(page.getByRole('heading', { name: '写文章', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^标题/ })).toBeFocused();
  await page.keyboard.type(title);
  await tabTo(page, page.getByRole('radio', { name: '保存为草稿' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '定时发布' })).toBeChecked();

  // The picker, driven by keyboard: the date and time typed segment by segment (China's clock)...
  const picker = page.getByRole('group', { name: /^发布时间/ });
  const segments = picker.getByRole('spinbutton');
  await tabTo(page, segments.first());
  await page.keyboard.type(`${year}11281747`);
  // ... it names the instant the way the console writes it, with the zone, since New York's differs...
  const panel = page.getByRole('region', { name: '发布', exact: true });
  await expect(panel.getByText(shown, { exact: true })).toBeVisible();
  // ... and the day chosen again in its calendar keeps the time.
  await tabTo(page, picker.getByRole('button', { name: /打开日历/ }));
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog').getByRole('grid');
  await expect(
    calendar
      .getByRole('button', { name: /28/ })
      .and(page.locator('[aria-selected="true"], [data-selected]'))
      .first(),
  ).toBeVisible();
  await expect(calendar.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(panel.getByText(shown, { exact: true })).toBeVisible();

  // A category, the one other field an article needs: the first the list offers.
  const node = page.getByRole('region', { name: '分类与封面' }).getByRole('button', { name: /分类/ }).first();
  await tabTo(page, node);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await tabTo(page, page.getByRole('button', { name: '定时发布', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('已设置定时发布')).toBeVisible();
  await expect(page).toHaveURL(/article\/edit\?id=\d+$/);
  const id = Number(/id=(\d+)/.exec(page.url())?.[1]);
  // The 发布 panel: what is scheduled, and the picker holding it, read the same.
  await expect(panel.getByText(`将于 ${shown} 自动发布`)).toBeVisible();
  await expect(panel.getByText(shown, { exact: true })).toBeVisible();
  // The picker fits its panel at 1280 px: its calendar button is inside it, not past its edge.
  const inside = await panel.evaluate((box) => {
    const button = box.querySelector('button[aria-label="打开日历"]');
    const outer = box.getBoundingClientRect();
    const r = button?.getBoundingClientRect();
    return r !== undefined && r.left >= outer.left && r.right <= outer.right;
  });
  expect(inside, 'the calendar button sits inside the 发布 panel').toBe(true);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('publish-panel-scheduled.png') });
  // Saved as the instant the user picked in China time.
  const saved = await consoleCall<{ publishAt: string; status: string }>(page, '/api/article/detail.html', {
    id,
  });
  expect(new Date(saved.data.publishAt).toISOString()).toBe(instant);

  // The site preview (the article as it will read) says the same time.
  await tabTo(page, page.getByRole('button', { name: '预览', exact: true }));
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog', { name: '站点预览' });
  await expect(preview).toContainText(shown);
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  // The list: the row's status says the same time; Enter on the row opens it again, unchanged.
  await tabTo(page, page.getByRole('link', { name: '返回文章列表' }), { back: true });
  await page.keyboard.press('Enter');
  const grid = page.getByRole('grid', { name: '文章列表' });
  await expect(grid).toBeVisible();
  await tabTo(page, page.getByRole('searchbox'));
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  const row = grid.getByRole('row', { name: new RegExp(title) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`定时 ${shown}`);
  await tabTo(page, grid, { max: 4 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`article/edit\\?id=${id}$`));
  await expect(page.getByText(`将于 ${shown} 自动发布`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: '发布', exact: true }).getByText(shown, { exact: true }),
  ).toBeVisible();
  await expect(segments.first()).toHaveText(String(year));

  // Put away: the article deleted, so the schedule job never publishes a test's article.
  const removed = await page.evaluate(async (url) => {
    const res = await fetch(url, {
      headers: {
        Authorization: `Bearer ${sessionStorage.getItem('token')}`,
        BrandId: String(JSON.parse(sessionStorage.getItem('brand') ?? '{}').brandId),
        'X-XSRF-TOKEN': decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''),
      },
    });
    return ((await res.json()) as { code: number }).code;
  }, `/api/article/del.html?ids=${id}`);
  expect(removed).toBe(0);
});
