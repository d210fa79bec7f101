import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInByKeyboard } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';
import { tabTo } from './support/keyboard.ts';

// The agents story: three applications wait; two pass in bulk and one is rejected with a reason
// (its SMS in the log provider's log); an agent moves to another group; a group with agents cannot be
// deleted (the count shown); an enterprise WeChat account is added and its secret never comes back.
// By keyboard alone, axe after every step.

/** Moves focus inside a grid with the arrow keys (up first, then down) until `row` holds it. */
async function arrowTo(page: Page, row: Locator) {
  const inside = () => row.evaluate((el) => el.contains(document.activeElement));
  for (const key of ['ArrowUp', 'ArrowDown'])
    for (let i = 0; i < 8 && !(await inside()); i++) await page.keyboard.press(key);
  if (!(await inside())) throw new Error(`could not reach ${row} with the arrow keys`);
}

/**
 * Reaches a control inside a grid row as a keyboard user does: Tab into the grid (one stop), the arrow
 * keys to the row, then Right across its cells to the control.
 */
async function gridTo(page: Page, grid: Locator, row: Locator, control: Locator) {
  await tabTo(page, grid);
  await arrowTo(page, row);
  for (let i = 0; i < 14 && !(await control.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowRight');
  await expect(control).toBeFocused();
}

/** Opens a kit Select by keyboard and picks `option`. */
async function choose(page: Page, select: Locator, option: string) {
  await tabTo(page, select);
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  // The list opens on the current choice: the wanted one may be above or below it.
  for (const key of ['ArrowUp', 'ArrowDown'])
    for (let i = 0; i < 12 && !(await wanted.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await expect(select).toContainText(option);
}

const secret = `WeComSecret-${Date.now().toString(36)}-e2e-0123456789abcdefXYZ`;

test('agents by keyboard: verify the queue, move an agent, keep a group, connect enterprise WeChat', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Every answer the browser receives, to prove the WeChat secret never comes back.
  const answers: Promise<string>[] = [];
  page.on('response', (res) => {
    // The live event stream is answered for as long as the page is open: its text never ends, and it
    // carries event names only.
    const stream = (res.headers()['content-type'] ?? '').startsWith('text/event-stream');
    if (res.request().resourceType() === 'fetch' && !stream) answers.push(res.text().catch(() => ''));
  });
  await signInByKeyboard(page, 'admin', 'admin123');

  // 1. The verification screen from the menus; the rejection SMS chosen in its settings.
  const nav = page.getByRole('navigation', { name: '模块导航' }).getByRole('link', { name: '代理' });
  await tabTo(page, nav);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '代理', level: 1 })).toBeVisible();
  await expect(page.getByText('3 个').first()).toBeVisible();
  const verifyLink = page.getByRole('link', { name: '去审核' });
  await tabTo(page, verifyLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '代理审核', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '待审核（3 个）' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '吴志强 的申请', level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: '吴志强-营业执照' })).toBeVisible();
  await expectAccessible(page);

  await tabTo(page, page.getByRole('button', { name: '短信通知设置' }), { back: true });
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: '审核结果短信' });
  await expect(settings.getByRole('button', { name: /驳回时发送/ })).toContainText('不发送短信');
  await choose(page, settings.getByRole('button', { name: /驳回时发送/ }), '代理申请驳回');
  await expect(settings.getByText(/内容：\{name\}您好，您在\{brand\}的代理申请未通过/)).toBeVisible();
  await tabTo(page, settings.getByRole('button', { name: '保存' }));
  await page.keyboard.press('Enter');
  // The toast first: it goes after 2.5 s, and each assertion may be followed by an axe run.
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(settings).toHaveCount(0);

  // 2. Two applications ticked in the queue (arrows and Space) and passed at once.
  const queue = page.getByRole('grid', { name: '待审核的申请' });
  await tabTo(page, queue);
  for (const name of ['吴志强', '郑佳怡']) {
    const row = queue.getByRole('row', { name: new RegExp(name) });
    await arrowTo(page, row);
    await page.keyboard.press('Space');
    await expect(row).toHaveAttribute('aria-selected', 'true');
  }
  await tabTo(page, page.getByRole('button', { name: '通过所选（2）' }), { back: true });
  await page.keyboard.press('Enter');
  const bulk = page.getByRole('dialog', { name: '通过 2 个申请？' });
  await expect(bulk.getByText('将通过：吴志强、郑佳怡。')).toBeVisible();
  await tabTo(page, bulk.getByRole('button', { name: '通过 2 个' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('已通过 2 个申请')).toBeVisible();
  await expect(bulk).toHaveCount(0);
  // The one left opens, its heading focused for the next decision.
  const last = page.getByRole('heading', { name: '黄思远 的申请', level: 2 });
  await expect(last).toBeFocused();
  await expect(page.getByRole('heading', { name: '待审核（1 个）' })).toBeVisible();

  // 3. The last one rejected with a reason; the queue is done.
  await tabTo(page, page.getByRole('button', { name: '驳回' }));
  await page.keyboard.press('Enter');
  const reason = page.getByRole('textbox', { name: /^驳回原因/ });
  await expect(reason).toBeFocused();
  await page.keyboard.type('营业执照已过期');
  await tabTo(page, page.getByRole('button', { name: '确认驳回' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('已驳回申请，已提交短信通知')).toBeVisible();
  await expect(page.getByText('没有待审核的申请')).toBeVisible();
  // The rejection's SMS is in the log provider's log, the reason in its text.
  await expect
    .poll(async () => {
      const log = await consoleCall<{ list: { to: string; text: string; status: string }[] }>(
        page,
        '/brand/sms/list.html',
        { to: '13800138009' },
      );
      return log.data.list.map((m) => `${m.status} ${m.text}`);
    })
    .toContain('sent 黄思远您好，您在Demo Brand的代理申请未通过：营业执照已过期。请修改后重新提交。');

  // 4. An agent moved to another group in the edit drawer.
  const listLink = page.getByRole('navigation', { name: '栏目菜单' }).getByRole('link', { name: '代理列表' });
  await tabTo(page, listLink, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '代理列表', level: 1 })).toBeVisible();
  const agents = page.getByRole('grid', { name: '代理', exact: true });
  const zhao = agents.getByRole('row', { name: /赵丽/ });
  await expect(zhao).toContainText('铜牌代理（3 级）');
  await gridTo(page, agents, zhao, zhao.getByRole('button', { name: '编辑 赵丽' }));
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: '编辑代理：赵丽' });
  await expect(drawer.getByText(/^已登记 1101\*{10}/)).toBeVisible();
  await choose(page, drawer.getByRole('button', { name: /分组/ }), '银牌代理（2 级）');
  await tabTo(page, drawer.getByRole('button', { name: '保存' }));
  await page.keyboard.press('Enter');
  await expect(drawer).toHaveCount(0);
  await expect(zhao).toContainText('银牌代理（2 级）');

  // 5. The groups tab: a group with agents offers no delete, and says how many are in it.
  await tabTo(page, page.getByRole('tab', { name: '代理' }), { back: true });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: '分组' })).toHaveAttribute('aria-selected', 'true');
  const groups = page.getByRole('grid', { name: '代理分组' });
  const silver = groups.getByRole('row', { name: /银牌代理/ });
  await expect(silver).toContainText('15.00%');
  const del = silver.getByRole('button', { name: /^删除/ });
  await expect(del).toBeDisabled();
  await expect(del).toHaveAccessibleDescription('分组下还有 3 个代理，先把他们移到其他分组才能删除');
  // The server says the same to a client that tries anyway.
  const groupList = await consoleCall<{ list: { id: number; title: string }[] }>(
    page,
    '/agent/group/list.html',
  );
  const silverId = groupList.data.list.find((g) => g.title === '银牌代理')?.id;
  const refused = await page.evaluate(async (id) => {
    const res = await fetch(`/agent/group/delete.html?id=${id}`, {
      headers: {
        Authorization: `Bearer ${sessionStorage.getItem('token')}`,
        BrandId: '1',
        'X-XSRF-TOKEN': decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''),
      },
    });
    return res.json();
  }, silverId);
  expect(refused).toMatchObject({
    code: 1,
    message: '分组“银牌代理”下还有 3 个代理，请先把他们移到其他分组再删除',
  });

  // 6. An enterprise WeChat account on the applications page; its secret never comes back.
  const apply = page.getByRole('navigation', { name: '模块导航' }).getByRole('link', { name: '应用' });
  await tabTo(page, apply, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '应用', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '企业微信', exact: true })).toContainText(
    '1 个账号，1 个启用',
  );
  await tabTo(page, page.getByRole('button', { name: '添加账号' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: '添加企业微信账号' });
  await expect(form.getByLabel(/^名称/)).toBeFocused();
  await page.keyboard.type('会员中心');
  for (const [label, value] of [
    [/^企业 ID/, 'ww7a8b9c0d1e2f3a4b'],
    [/^应用 AgentId/, '1000008'],
    [/^Secret/, secret],
    [/^Token/, 'MemberToken88'],
    [/^EncodingAESKey/, 'Q'.repeat(43)],
  ] as const) {
    await tabTo(page, form.getByLabel(label));
    await page.keyboard.type(value);
  }
  await tabTo(page, form.getByRole('button', { name: '保存' }));
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  const row = page.getByRole('row', { name: /会员中心/ });
  await expect(row).toContainText(`已设置（尾号 ${secret.slice(-4)}）`);
  await expect(row.getByText(/\/wxwork\/callback\/\d+\.html$/)).toBeVisible();
  await expect(page.getByRole('region', { name: '企业微信', exact: true })).toContainText(
    '2 个账号，2 个启用',
  );
  await gridTo(
    page,
    page.getByRole('grid', { name: '企业微信账号' }),
    row,
    row.getByRole('button', { name: '编辑 会员中心' }),
  );
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: '编辑企业微信账号：会员中心' });
  await expect(edit.getByText(`已设置（尾号 ${secret.slice(-4)}），留空则保持不变`)).toBeVisible();
  await expect(edit.getByLabel(/^Secret/)).toHaveValue('');
  await expect(edit.getByLabel(/^回调地址/)).toHaveValue(/\/wxwork\/callback\/\d+\.html$/);
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);
  const received = await Promise.all(answers);
  expect(received.length).toBeGreaterThan(10);
  expect(received.filter((text) => text.includes(secret))).toEqual([]);
});
