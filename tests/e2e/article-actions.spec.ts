import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';

// The article editor's save buttons stay in sight at the foot of the screen on a laptop and a phone,
// a focused field is never behind them, and one save marks every missing field. Axe after each step.

const sizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** The bar holding the save button, as the page lays it out. */
async function barBox(page: Page) {
  const bar = page.locator('form[aria-label] > [data-keep-clear]');
  const box = await bar.boundingBox();
  if (!box) throw new Error('the action bar is not laid out');
  return box;
}

for (const size of sizes) {
  test(`the article editor's actions stay in the viewport at ${size.width}x${size.height}`, async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signInAdmin(page);
    await page.goto('/#/platform/article/edit');
    await expect(page.getByRole('heading', { name: '写文章', level: 1 })).toBeVisible();
    // By keyboard: focus the option and press Space.
    const schedule = page.getByRole('radio', { name: '定时发布' });
    await schedule.focus();
    await page.keyboard.press('Space');
    await expect(schedule).toBeChecked();
    const save = page.getByRole('button', { name: '定时发布', exact: true });
    await expect(save).toBeVisible();
    await expectAccessible(page);

    // At the top of the page the buttons are already inside the screen.
    const box = await save.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(size.height);
    await page.screenshot({ path: info.outputPath('editor-top.png') });

    // The last field, reached by focus, sits above the bar, not behind it.
    const last = page.getByRole('textbox', { name: '描述' });
    await last.focus();
    const field = await last.boundingBox();
    const bar = await barBox(page);
    expect(bar.y + bar.height).toBeLessThanOrEqual(size.height + 1);
    expect((field?.y ?? 0) + (field?.height ?? 0)).toBeLessThanOrEqual(bar.y);
    await expectAccessible(page);

    // One save marks the title, the category and the time together, each in the summary.
    await save.click();
    await expect(page.getByRole('link', { name: '请选择发布时间' })).toBeVisible();
    await expect(page.getByRole('link', { name: '请填写标题' })).toBeVisible();
    await expect(page.getByRole('link', { name: '请选择分类' })).toBeVisible();
    // The form's error summary takes focus (SPEC §5); its links lead to each field.
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    const again = await save.boundingBox();
    expect((again?.y ?? 0) + (again?.height ?? 0)).toBeLessThanOrEqual(size.height);
    await page.screenshot({ path: info.outputPath('editor-errors.png'), fullPage: false });
    await expectAccessible(page);
  });
}
