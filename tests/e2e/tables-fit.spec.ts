import type { Page } from '@playwright/test';
import { expect, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';

// Tables and charts at a desk's and a phone's width: axis text a person can read, short values on one
// line, the row actions in view. Other spec files share the server: names made here carry this run's tag.
const tag = `fit${Date.now().toString(36)}`;
const stamp = Date.now() % 900_000_000;

/** The rendered size, in CSS pixels, of each piece of axis text in the figure named `name`. */
function axisTextSizes(page: Page, name: string) {
  return page.getByRole('figure', { name }).evaluate((figure) =>
    [...figure.querySelectorAll('svg text')].map((text) => {
      const scale = (text as SVGTextElement).getScreenCTM()?.a ?? 1;
      return Number.parseFloat(getComputedStyle(text).fontSize) * scale;
    }),
  );
}

for (const width of [1280, 390]) {
  test(`chart axis text is at least 12 px at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAdmin(page);
    await page.goto('/#/notify/index');
    const name = '短信近 30 天每日发送';
    await expect(page.getByRole('figure', { name })).toBeVisible();
    const sizes = await axisTextSizes(page, name);
    expect(sizes.length).toBeGreaterThan(2);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
  });
}

test('customer list at 1280 px: short values on one line, long ones whole in the title, actions in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page);
  // Earlier stories give admin many customers; the claim limit must not refuse these three.
  const limit = await consoleCall(page, '/crm/customer/config_update.html', { crm_claim_limit: 100_000 });
  expect(limit.code).toBe(0);
  const long = `${tag} 一个很长很长的公司名称用来看表格单元格如何截断而不换行的有限公司`;
  for (const [i, stage] of (['new', 'following', 'won'] as const).entries()) {
    const made = await consoleCall(page, '/crm/customer/add.html', {
      name: `${tag}客${i}`,
      mobile: `13${String(stamp + i).padStart(9, '0')}`,
      company: long,
      stage,
    });
    expect([made.code, made.message]).toEqual([0, made.message]);
  }
  await page.goto(`/#/crm/customer/list?keyword=${tag}`);
  const grid = page.getByRole('grid', { name: '客户', exact: true });
  await expect(grid.getByRole('row', { name: new RegExp(`${tag}客2`) })).toBeVisible();

  const cells = await grid.evaluate((table) =>
    [...table.querySelectorAll('[role="gridcell"], [role="rowheader"]')].map((cell) => {
      const text = (cell.textContent ?? '').trim();
      const line = Number.parseFloat(getComputedStyle(cell).lineHeight);
      // The text's own boxes: a value that wraps has boxes a line apart.
      const tops: number[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0) tops.push(r.top);
      }
      const lines =
        tops.length === 0 ? 0 : 1 + Math.floor((Math.max(...tops) - Math.min(...tops)) / (line * 0.6));
      return { text, lines };
    }),
  );
  const short = cells.filter((c) => c.text.length > 0 && [...c.text].length <= 4);
  expect(short.map((c) => c.text)).toEqual(expect.arrayContaining(['新客户', '跟进中', '已成交']));
  expect(short.filter((c) => c.lines > 1)).toEqual([]);

  // The long company name is cut on screen, whole in its title and in the cell's text.
  const company = grid.getByTitle(long).first();
  await expect(company).toHaveText(long);
  const cut = await company.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut).toBe(true);
});

test('customer list in English at 1280 px: the row actions stay inside the table box', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/#/crm/customer/list');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const grid = page.getByRole('grid').first();
  const open = grid.getByRole('button', { name: /^Open / }).first();
  await expect(open).toBeVisible();
  const box = await grid.evaluate((table) => {
    const frame = (table.parentElement as HTMLElement).getBoundingClientRect();
    const actions = [...table.querySelectorAll('tbody tr')].map((row) =>
      (row.lastElementChild as HTMLElement).getBoundingClientRect(),
    );
    return { left: frame.left, right: frame.right, actions: actions.map((r) => [r.left, r.right]) };
  });
  expect(box.actions.length).toBeGreaterThan(0);
  for (const [left, right] of box.actions) {
    expect(left).toBeGreaterThanOrEqual(box.left - 1);
    expect(right).toBeLessThanOrEqual(box.right + 1);
  }
});
