import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';

// Tables and charts at a desk's and a phone's width: axis text a person can read, short values on one
// line, the row actions in view. Other spec files share the server: names made here carry this run's tag.
const tag = `fit${Date.now().toString(36)}`;
// A browser outside China: every time then names its zone ("（北京时间）", "(China time)"), the widest a
// time cell gets, and the one the tables must still fit.
test.use({ timezoneId: 'UTC' });
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

/**
 * Each bar of the figure named `name` has its name under the axis, and no two names touch: what each
 * bar of a category chart is can only be read there (the tag chart at a desk's width named four of
 * its six tags).
 */
async function axisNamesOf(page: Page, name: string) {
  const figure = page.getByRole('figure', { name, exact: true });
  await expect(figure.locator('svg rect').first()).toBeVisible();
  return figure.evaluate((root) => {
    const series = root.querySelectorAll('ul li').length;
    const bars = root.querySelectorAll('svg rect').length / Math.max(1, series);
    const names = [...root.querySelectorAll('svg text[text-anchor="middle"]')];
    const boxes = names.map((n) => n.getBoundingClientRect());
    const touching: string[] = [];
    boxes.forEach((a, i) => {
      boxes.slice(i + 1).forEach((b, k) => {
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
          touching.push(`${names[i]?.textContent} × ${names[i + 1 + k]?.textContent}`);
        }
      });
    });
    return { bars, names: names.length, touching };
  });
}

for (const width of [1280, 390]) {
  test(`at ${width} px every bar of the category charts is named, the names apart`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAdmin(page);
    await page.goto('/#/crm/customer/portrait');
    for (const name of ['按阶段', '按来源', '按标签', '按省份', '按负责人', '按等级']) {
      const axis = await axisNamesOf(page, name);
      expect(axis.bars, name).toBeGreaterThan(2);
      expect({ name, names: axis.names, touching: axis.touching }).toEqual({
        name,
        names: axis.bars,
        touching: [],
      });
    }
    await expectAccessible(page);
    await page.goto('/#/crm/index');
    const funnel = await axisNamesOf(page, '客户阶段漏斗');
    expect(funnel).toEqual({ bars: 4, names: 4, touching: [] });
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
      nextFollowAt: new Date(Date.now() + 86_400_000).toISOString(),
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

  // The long company name is cut on screen after its two lines (contract/customer-fields.ts), whole in
  // its title and in the cell's text.
  const company = grid.getByTitle(long).first();
  await expect(company).toHaveText(long);
  const shown = await company.evaluate((el) => ({
    cut: el.scrollHeight > el.clientHeight,
    lines: Math.round(el.clientHeight / Number.parseFloat(getComputedStyle(el).lineHeight)),
  }));
  expect(shown).toEqual({ cut: true, lines: 2 });

  // A planned follow-up's time (drawn with room for its 已逾期 badge) breaks between its date and its
  // time, never inside the date ("2026-11-" over "28 07:50").
  const dates = await grid.evaluate((table) =>
    [...table.querySelectorAll('[role="gridcell"] span')]
      .filter((el) => el.children.length === 0 && /^\d{4}-\d{2}-\d{2}$/.test(el.textContent ?? ''))
      .map((el) => el.getClientRects().length),
  );
  expect(dates).toEqual([1, 1, 1]);
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

/** Each body row's box and its row actions' boxes (the pinned last cell's buttons), in the viewport's terms. */
function rowBoxes(page: Page) {
  return page
    .getByRole('grid')
    .first()
    .evaluate((table) =>
      [...table.querySelectorAll('tbody tr')].map((row) => {
        const box = (el: Element) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        };
        const actions = row.lastElementChild as HTMLElement;
        return { row: box(row), actions: [...actions.querySelectorAll('button, a')].map(box) };
      }),
    );
}

for (const [locale, show, hide] of [
  ['zh-CN', '筛选', '筛选'],
  ['en', 'Filters', 'Filters'],
] as const) {
  test(`customer list on a phone (390 px, ${locale}): filters closed, rows as cards, actions in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAdmin(page);
    if (locale === 'en') await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.goto('/#/crm/customer/list');
    await page.reload();
    const toggle = page.getByRole('button', { name: show, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const grid = page.getByRole('grid').first();
    await expect(grid.getByRole('rowheader').first()).toBeVisible();

    // The first card starts above the fold; nothing on the page scrolls sideways.
    const rows = await rowBoxes(page);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.row.top).toBeLessThan(844 - 100);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every row's actions are inside the screen's width, not off to the right inside the table.
    for (const row of rows) {
      expect(row.actions.length).toBeGreaterThan(0);
      for (const a of row.actions) {
        expect(a.left).toBeGreaterThanOrEqual(0);
        expect(a.right).toBeLessThanOrEqual(390);
      }
    }

    // By keyboard: open, the filters show; close, they go.
    await toggle.focus();
    await page.keyboard.press('Enter');
    const open = page.getByRole('button', { name: hide, exact: true });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(locale === 'en' ? 'Stage' : '阶段', { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: show, exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // Two filters from the address: the closed toggle says how many narrow the list.
    await page.goto('/#/crm/customer/list?stage=new&level=A');
    const counted = locale === 'en' ? `${show} (2 set)` : `${show}（已设 2 项）`;
    await expect(page.getByRole('button', { name: counted, exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
}

test('customer list at 1280 px: filters open, closed and opened again by keyboard, the choice kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page);
  await page.goto('/#/crm/customer/list?stage=new');
  const toggle = page.getByRole('button', { name: '筛选（已设 1 项）', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const grid = page.getByRole('grid', { name: '客户', exact: true });
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  // A table at a desk's width: column headers, and the actions at the right of each row.
  await expect(grid.getByRole('columnheader', { name: '阶段' })).toBeVisible();
  const before = (await rowBoxes(page))[0]?.row.top ?? 0;

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: '筛选（已设 1 项）', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  const after = (await rowBoxes(page))[0]?.row.top ?? 0;
  expect(after).toBeLessThan(before);

  // Another page and back while the page stays open: the list's filters are as they were left.
  await page.goto('/#/crm/customer/pool');
  await expect(page.getByRole('grid').first()).toBeVisible();
  await page.goto('/#/crm/customer/list?stage=new');
  const again = page.getByRole('button', { name: '筛选（已设 1 项）', exact: true });
  await expect(again).toHaveAttribute('aria-expanded', 'false');
  await again.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: '筛选（已设 1 项）', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

/**
 * The table's sideways overflow, and any column header that ends under the pinned actions column (a
 * column the user would have to scroll to): nothing of either when every column fits.
 */
function overflowOf(page: Page, name: string) {
  return page.getByRole('grid', { name, exact: true }).evaluate((table) => {
    const frame = table.parentElement as HTMLElement;
    const headers = [...table.querySelectorAll('[role="columnheader"]')];
    const actions = headers.at(-1)?.getBoundingClientRect().left ?? Number.POSITIVE_INFINITY;
    return {
      sideways: table.scrollWidth - frame.clientWidth,
      hidden: headers
        .slice(0, -1)
        .filter((h) => h.getBoundingClientRect().right > actions + 1)
        .map((h) => (h.textContent ?? '').trim()),
    };
  });
}

test('SMS and e-mail logs at 1280 px: every column in view, a failed message’s provider code beside its status', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page);
  // The demo's failed messages carry the provider's code (isv.MOBILE_NUMBER_ILLEGAL): one word, no space.
  await page.goto('/#/notify/sms/list?status=failed');
  const sms = page.getByRole('grid', { name: '短信记录', exact: true });
  await expect(sms.getByText('isv.MOBILE_NUMBER_ILLEGAL').first()).toBeVisible();
  await expect(sms.getByRole('columnheader', { name: '发送时间' })).toBeVisible();
  expect(await overflowOf(page, '短信记录')).toEqual({ sideways: 0, hidden: [] });

  await page.goto('/#/notify/sms/list');
  await expect(sms.getByRole('rowheader').first()).toBeVisible();
  expect(await overflowOf(page, '短信记录')).toEqual({ sideways: 0, hidden: [] });

  // A failed message sent again: the original says by which, the repeat from which, in the narrow
  // pinned actions column; each note breaks at its space at most, and every column stays in view.
  const failed = await consoleCall<{ list: { id: number; to: string; repeatedBy: number | null }[] }>(
    page,
    '/brand/sms/list.html',
    { status: 'failed', pageSize: 50 },
  );
  const original = failed.data.list.find((m) => m.repeatedBy === null);
  expect(original).toBeTruthy();
  const repeat = await consoleCall<{ batchId: number; queued: number }>(page, '/brand/sms/repeat.html', {
    id: original?.id,
  });
  expect(repeat.data.queued).toBe(1);
  for (const locale of ['zh-CN', 'en']) {
    await page.evaluate((l) => localStorage.setItem('locale', l), locale);
    await page.goto(`/#/notify/sms/list?to=${original?.to}`);
    await page.reload();
    const name = locale === 'en' ? 'SMS log' : '短信记录';
    // The original and its repeat.
    await expect(page.getByRole('grid', { name, exact: true }).getByRole('rowheader').nth(1)).toBeVisible();
    expect(await overflowOf(page, name)).toEqual({ sideways: 0, hidden: [] });
    const lines = await page.getByRole('grid', { name, exact: true }).evaluate((table) =>
      [...table.querySelectorAll('[role="gridcell"] span')]
        .filter(
          (el) =>
            el.children.length === 0 &&
            /^(重发自|已重发为|Resent from|Resent as) #\d+$/.test(el.textContent ?? ''),
        )
        .map((el) => ({
          // As many lines as words at the most: it breaks between its words, never inside one.
          lines: new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size,
          words: (el.textContent ?? '').split(' ').length,
        })),
    );
    expect(lines.length, locale).toBe(2);
    expect(
      lines.filter((n) => n.lines > n.words),
      locale,
    ).toEqual([]);
    // The whole log too, the repeat its newest row.
    await page.goto('/#/notify/sms/list');
    await expect(page.getByRole('grid', { name, exact: true }).getByRole('rowheader').first()).toBeVisible();
    expect(await overflowOf(page, name), locale).toEqual({ sideways: 0, hidden: [] });
  }
  await page.evaluate(() => localStorage.setItem('locale', 'zh-CN'));
  await page.reload();

  await page.goto('/#/notify/email/list');
  const mail = page.getByRole('grid', { name: '邮件发送记录', exact: true });
  await expect(mail.getByRole('rowheader').first()).toBeVisible();
  expect(await overflowOf(page, '邮件发送记录')).toEqual({ sideways: 0, hidden: [] });

  // In English too; a time breaks between its date, its time and its zone, the zone's name whole.
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  const log = page.getByRole('grid', { name: 'E-mail log', exact: true });
  await expect(log.getByRole('rowheader').first()).toBeVisible();
  expect(await overflowOf(page, 'E-mail log')).toEqual({ sideways: 0, hidden: [] });
  const zones = await log.evaluate((table) =>
    [...table.querySelectorAll('[role="gridcell"] *')]
      .filter((el) => el.children.length === 0 && (el.textContent ?? '').includes('China'))
      .map((el) => ({ text: el.textContent, lines: el.getClientRects().length })),
  );
  expect(zones.length).toBeGreaterThan(0);
  expect(zones.filter((z) => z.text !== '(China time)' || z.lines !== 1)).toEqual([]);
});

test('English column headings break at a space: the SMS templates and the articles show every column beside their actions at 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  for (const [path, name] of [
    ['/notify/sms/template', 'SMS templates'],
    ['/platform/index', 'Articles'],
  ] as const) {
    await page.goto(`/#${path}`);
    await page.reload();
    await expect(page.getByRole('grid', { name, exact: true }).getByRole('rowheader').first()).toBeVisible();
    expect([name, await overflowOf(page, name)]).toEqual([name, { sideways: 0, hidden: [] }]);
  }
});

test('the member list at 1024 px, the system menu open: 上次登录 wraps between date, time and zone, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAdmin(page);
  // Admin's own row, signed in just now: its time names its zone (a browser outside China). Narrowed to
  // it, since the members other stories add (names of one long word) make the table scroll sideways at
  // this width by design, its actions pinned.
  await page.goto('/#/system/adminuser?keyword=admin');
  const members = page.getByRole('grid', { name: '管理员列表', exact: true });
  const time = members.getByRole('gridcell', { name: /（北京时间）$/ }).first();
  await expect(time).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '栏目菜单' }).getByRole('link', { name: '角色' }),
  ).toBeVisible();
  expect(await overflowOf(page, '管理员列表')).toEqual({ sideways: 0, hidden: [] });
  // Each of its words whole on its line: the date is not cut at a hyphen.
  const date = (await time.textContent())?.split(' ')[0] ?? '';
  const dateBox = await time.getByText(date, { exact: true }).boundingBox();
  expect(dateBox?.height).toBeLessThan(30);
  await expectAccessible(page);
});

test('system lists with the menu open, at 1024 and 1280 px, a member with a mobile: every column beside the pinned actions', async ({
  page,
  request,
}) => {
  await signInAdmin(page);
  // A member as a manager adds one: a short user name, a mobile, signed in once (so 上次登录 names a
  // time and its zone, the widest it gets). The list is narrowed to them: members with user names of one
  // long word, which other stories leave, make it scroll sideways by design.
  const userName = `m${Date.now().toString(36).slice(-5)}`;
  const mobile = `139${String(stamp % 100_000_000).padStart(8, '0')}`;
  const roles = await consoleCall<{ list: { id: number; isOwner: boolean }[] }>(
    page,
    '/brand/role/list.html',
    {
      pageSize: 50,
    },
  );
  const roleId = roles.data.list.find((r) => !r.isOwner)?.id;
  const made = await consoleCall(page, '/brand/adminuser/add.html', {
    userName,
    password: 'member-123',
    confirmPassword: 'member-123',
    realName: '测试员',
    mobile,
    roleId,
  });
  expect([made.code, made.message]).toEqual([0, made.message]);
  const signedIn = await request.post('/auth/brandmanager/userpwd.html', {
    data: { user: userName, password: 'member-123' },
  });
  expect((await signedIn.json()).code).toBe(0);

  const lists = [
    ['/system/adminuser', `?keyword=${userName}`, '管理员列表', 'Admin users'],
    ['/system/role', '', '角色列表', 'Roles'],
    ['/apply/index', '', '企业微信账号', 'Enterprise WeChat accounts'],
  ] as const;
  for (const locale of ['zh-CN', 'en'] as const) {
    await page.evaluate((l) => localStorage.setItem('locale', l), locale);
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, query, zh, en] of lists) {
        const name = locale === 'en' ? en : zh;
        await page.goto(`/#${path}${query}`);
        await page.reload();
        const grid = page.getByRole('grid', { name, exact: true });
        await expect(grid.getByRole('rowheader').first()).toBeVisible();
        if (path === '/system/adminuser') {
          await expect(grid.getByRole('gridcell', { name: /\d{2}:\d{2}/ }).first()).toBeVisible();
        }
        const where = `${locale} ${width} ${path}`;
        if (locale === 'en' && width === 1024 && path.startsWith('/system')) {
          // In English the row actions alone take two fifths of the frame here: the table scrolls, and
          // scrolled to its end every column is beside them.
          await grid.evaluate((table) => {
            (table.parentElement as HTMLElement).scrollLeft = table.scrollWidth;
          });
          expect([where, (await overflowOf(page, name)).hidden]).toEqual([where, []]);
        } else {
          expect([where, await overflowOf(page, name)]).toEqual([where, { sideways: 0, hidden: [] }]);
        }
      }
    }
  }
  await page.evaluate(() => localStorage.setItem('locale', 'zh-CN'));
  // The mobile breaks, if it must, between its groups only: its text is still the eleven digits.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`/#/system/adminuser?keyword=${userName}`);
  await page.reload();
  const members = page.getByRole('grid', { name: '管理员列表', exact: true });
  await expect(members.getByRole('gridcell', { name: mobile })).toBeVisible();
  await expectAccessible(page);
});
