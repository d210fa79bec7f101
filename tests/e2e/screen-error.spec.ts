import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { gridTo, tabTo } from './support/keyboard.ts';

// A screen that throws says so in its own place inside the shell: what happened, a retry and a way
// home, focus on its heading; the menu still works, the server logged the report, and what was typed
// in the form comes back after the retry. The failure is real: our server's answer for the media
// library is altered on its way to the page (its items without addresses), which the library cannot
// render. Axe after every step.

const library = '**/brand/upload/imagelist.html';

/** From now on the library's answers lose their items' addresses on the way to the page. */
async function breakLibrary(page: Page) {
  await page.route(library, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { list: Record<string, unknown>[] } };
    body.data.list = body.data.list.map((item) => ({ ...item, fileurl: null, thumburl: null }));
    await route.fulfill({ response, json: body });
  });
}

test('a screen that throws is said in place; the menu works, the report reaches the server, retry brings the draft back', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(240_000);
  allowConsoleErrors(
    /TypeError: Cannot read properties of null \(reading 'startsWith'\)/,
    'the failure this story causes: React logs the error its boundary caught',
  );
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInAdmin(page);

  // 1. A product opened from the list, its name changed (not saved).
  await page.goto('/#/crm/sales/product');
  const edit = page.getByRole('link', { name: '编辑 经典保温杯 500ml' });
  await gridTo(page, page.getByRole('grid').filter({ has: edit }), edit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '编辑产品', level: 1 })).toBeVisible();
  const name = page.getByRole('textbox', { name: /^名称/ });
  await expect(name).toHaveValue('经典保温杯 500ml');
  await tabTo(page, name);
  await page.keyboard.press('End');
  await page.keyboard.type('（新版）');
  await expect(name).toHaveValue('经典保温杯 500ml（新版）');
  await expectAccessible(page);

  // 2. The media library's answer comes back in a shape it cannot show: the screen fails.
  await breakLibrary(page);
  const reported = page.waitForResponse('**/brand/manage/client_error.html');
  await tabTo(page, page.getByRole('button', { name: '从媒体库选择' }).first());
  await page.keyboard.press('Enter');
  const failed = page.getByRole('heading', { name: '这一页出错了', level: 1 });
  await expect(failed).toBeVisible();
  await expect(failed).toBeFocused();
  await expect(page.getByText('你在表单中未保存的内容已保留：重试后表单会提供恢复。')).toBeVisible();
  await expect(page.getByText('错误已报告给服务器。')).toBeVisible();
  const answer = await (await reported).json();
  expect(answer.code).toBe(0);
  // The shell is still there around it.
  await expect(page.getByRole('navigation', { name: '模块导航' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('screen-failed.png') });
  await expectAccessible(page);
  await page.getByText('错误详情').click();
  await expect(page.getByRole('code').or(page.locator('details code'))).toContainText(/null|undefined/);

  // 3. Retry (the library's answer is ours again): the form offers what was typed; restored.
  await page.unroute(library);
  await tabTo(page, page.getByRole('button', { name: '重试' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '编辑产品', level: 1 })).toBeVisible();
  await expect(page.getByText('页面出错前此表单未保存的内容已保留，是否恢复？')).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: '恢复' }));
  await page.keyboard.press('Enter');
  await expect(name).toHaveValue('经典保温杯 500ml（新版）');
  await expectAccessible(page);

  // 4. It fails again; the menu leads on to another page, and Back to this one opens it afresh.
  await breakLibrary(page);
  await tabTo(page, page.getByRole('button', { name: '从媒体库选择' }).first());
  await page.keyboard.press('Enter');
  await expect(failed).toBeVisible();
  await page.unroute(library);
  const products = page.getByRole('navigation', { name: '栏目菜单' }).getByRole('link', { name: '销售产品' });
  await tabTo(page, products, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '销售产品', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await expect(page.getByRole('heading', { name: '编辑产品', level: 1 })).toBeVisible();
  await expect(failed).toHaveCount(0);
  await expectAccessible(page);

  // 5. The way home.
  await breakLibrary(page);
  await tabTo(page, page.getByRole('button', { name: '从媒体库选择' }).first());
  await page.keyboard.press('Enter');
  await expect(failed).toBeVisible();
  await tabTo(page, page.getByRole('main').getByRole('link', { name: '返回首页' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/$/);
  await expect(failed).toHaveCount(0);
  await expectAccessible(page);
  // Each failure was caught by the boundary: none reached the page as an uncaught error.
  expect(errors).toEqual([]);
});
