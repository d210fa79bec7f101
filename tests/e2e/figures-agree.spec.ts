import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { tabTo } from './support/keyboard.ts';

// Issue 38's figures: every count on the home page, the account dashboard and CRM 首页 opens a list,
// and that list says 共 N 条 with the same N. Nothing is hard-coded: each number is read from the
// screen, the link followed by keyboard, and the list's own total read where the user reads it.

/** The count in a figure's words: its last number ("近 7 天有 13 条短信发送失败" counts 13). */
function countIn(words: string): number {
  const numbers = words.match(/\d[\d,]*/g);
  if (!numbers) throw new Error(`no number in "${words}"`);
  return Number((numbers.at(-1) ?? '').replace(/,/g, ''));
}

/**
 * The total the list now shows (its pager's 共 N 条), or 0 when it shows an empty state: 暂无数据, or
 * 没有符合条件的结果 when a filter is set (本周新客户 just after the week begins, China's Monday 00:00).
 */
async function listTotal(page: Page): Promise<number> {
  const pager = page.getByRole('navigation', { name: '分页' }).getByText(/^共 [\d,]+ 条$/);
  const empty = page.getByText('暂无数据').or(page.getByText('没有符合条件的结果'));
  await expect(pager.or(empty).first()).toBeVisible();
  await expectAccessible(page);
  if (await pager.isVisible()) return countIn((await pager.textContent()) ?? '');
  return 0;
}

/** Follows a figure by keyboard (Tab to it, Enter) and answers the opened list's total. */
async function follow(page: Page, target: Locator): Promise<number> {
  await tabTo(page, target, { max: 200 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/(crm|notify|manage|system)\//);
  return listTotal(page);
}

type Seen = { words: string; figure: number; list: number; url: string };

function expectAgreement(seen: Seen[]) {
  expect(seen.length).toBeGreaterThan(0);
  const disagree = seen.filter((s) => s.figure !== s.list);
  expect(disagree, `figures whose list shows another count:\n${JSON.stringify(seen, null, 2)}`).toEqual([]);
}

test('home: each item of 今天要处理的事 opens a list of exactly that many rows', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAdmin(page);
  const today = page.getByRole('region', { name: '今天要处理的事' });
  // The list shows once with every item (the unread count is a call of its own): counted after that.
  await expect(today).not.toHaveAttribute('aria-busy');
  await expect(today.getByRole('link').first()).toBeVisible();
  await expectAccessible(page);
  const count = await today.getByRole('link').count();
  const seen: Seen[] = [];
  for (let i = 0; i < count; i++) {
    await page.goto('/#/');
    const link = page.getByRole('region', { name: '今天要处理的事' }).getByRole('link').nth(i);
    await expect(link).toBeVisible();
    await expectAccessible(page);
    const words = (await link.textContent()) ?? '';
    const list = await follow(page, link);
    seen.push({ words, figure: countIn(words), list, url: page.url().replace(/^.*#/, '#') });
  }
  expectAgreement(seen);
  // The follow-ups the home page counts are the member's own: the list it opens says whose.
  const due = seen.find((s) => s.words.includes('跟进'));
  expect(due?.url).toMatch(/ownerId=\d+/);
});

test('account dashboard: each figure of the brand card opens a list of exactly that many rows', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInAdmin(page);
  const seen: Seen[] = [];
  const figuresOf = () => page.getByRole('list', { name: 'Demo Brand 的数据' }).getByRole('button');
  await page.goto('/#/account/dashboard');
  await expect(figuresOf().first()).toBeVisible();
  await expectAccessible(page);
  const count = await figuresOf().count();
  for (let i = 0; i < count; i++) {
    await page.goto('/#/account/dashboard');
    const figure = figuresOf().nth(i);
    await expect(figure).toBeVisible();
    await expectAccessible(page);
    const words = (await figure.textContent()) ?? '';
    const list = await follow(page, figure);
    seen.push({ words, figure: countIn(words), list, url: page.url().replace(/^.*#/, '#') });
  }
  expectAgreement(seen);
  // The pool is a figure of its own, not hidden inside the customers'.
  expect(seen.map((s) => s.words).join(' ')).toContain('公海');
});

test('CRM 首页: each card and each stage opens a list of exactly that many rows', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAdmin(page);
  const open = async () => {
    await page.goto('/#/crm/index');
    await expect(page.getByRole('heading', { name: '客户阶段漏斗' })).toBeVisible();
    // Said once on the screen: the chart under the heading names itself to assistive technology only.
    const shown = await page
      .getByText('客户阶段漏斗', { exact: true })
      .evaluateAll((all) => all.filter((e) => e.getBoundingClientRect().width > 1).length);
    expect(shown, 'the funnel’s name shown once').toBe(1);
    await expect(page.getByRole('figure', { name: '客户阶段漏斗' })).toBeVisible();
    await expectAccessible(page);
  };
  await open();
  const cards = await page
    .getByRole('region')
    .filter({ has: page.locator('p') })
    .count();
  const seen: Seen[] = [];
  const titles = ['今天待跟进', '已逾期', '本周新客户', '公海客户'];
  for (const title of titles) {
    await open();
    const card = page.getByRole('region', { name: new RegExp(`^${title}`) });
    const words = `${await card.getByRole('heading').textContent()} ${await card.locator('p').textContent()}`;
    const list = await follow(page, card.getByRole('link'));
    seen.push({ words, figure: countIn(words), list, url: page.url().replace(/^.*#/, '#') });
  }
  expect(cards).toBeGreaterThanOrEqual(titles.length);
  await open();
  const stages = await page.getByRole('list', { name: '按阶段查看' }).getByRole('link').count();
  expect(stages).toBe(4);
  for (let i = 0; i < stages; i++) {
    await open();
    const link = page.getByRole('list', { name: '按阶段查看' }).getByRole('link').nth(i);
    const words = (await link.textContent()) ?? '';
    const list = await follow(page, link);
    seen.push({ words, figure: countIn(words), list, url: page.url().replace(/^.*#/, '#') });
  }
  expectAgreement(seen);
});
