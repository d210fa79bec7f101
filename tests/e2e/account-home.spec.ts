import type { Page } from '@playwright/test';
import { type OpenAiDouble, smsDraft, startOpenAiDouble } from '../support/openai-double.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { expect, expectAccessible, test } from './support/axe.ts';
import { consoleCall } from './support/console-call.ts';
import { tabTo } from './support/keyboard.ts';

// The account story: the account page, a failed send raising the badge, and the assistant drafting
// an SMS template, by keyboard alone with axe after every step. The sends and the assistant work in
// Second Brand, so the Demo Brand other spec files read keeps its settings.

/** A call as another device would make it (no cookies, so no XSRF header needed). */
async function apiCall<T>(
  baseURL: string,
  path: string,
  body: unknown,
  auth: { token?: string; brandId?: number } = {},
): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(auth.token ? { Authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.brandId ? { BrandId: String(auth.brandId) } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: T };
}

/** Axe now, whatever changed (expect() of support/axe.ts also runs it after each change it sees). */
const axe = (page: Page) => expectAccessible(page);

let double: OpenAiDouble;
let sink: SmtpSink;
test.beforeAll(async () => {
  double = await startOpenAiDouble();
  sink = await startSmtpSink();
});
test.afterAll(async () => {
  await double.close();
  await sink.close();
});

test('account, badge and assistant by keyboard: brand cards, sign out elsewhere, a failed send, an SMS draft', async ({
  page,
  baseURL,
}) => {
  // The limit is for a loaded machine (two cores shared by five engineers), not a target.
  test.setTimeout(600_000);
  const base = baseURL ?? '';
  // Another device of the admin, which also sets Second Brand's SMTP server up: the local sink, which
  // refuses every nobody@ mailbox.
  const other = await apiCall<{ token: string }>(base, '/auth/brandmanager/userpwd.html', {
    user: 'admin',
    password: 'admin123',
  });
  const otherToken = other.data.token;
  await apiCall(base, '/auth/brand/userselectbrand.html', { brandId: 2 }, { token: otherToken });
  const smtp = await apiCall(
    base,
    '/api/email/config_update.html',
    { host: '127.0.0.1', port: sink.port, secure: 'none', fromAddress: 'news@second.example' },
    { token: otherToken, brandId: 2 },
  );
  expect(smtp.code).toBe(0);

  // The badge polls every 30 s: the page's clock is the test's to move.
  await page.clock.install();

  // 1. Sign in; the account page shows both brands with the figures the owner may read.
  await page.goto('/#/login');
  await tabTo(page, page.getByLabel('用户名'));
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('admin123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '账户概览', level: 1 })).toBeVisible();
  for (const brand of ['Demo Brand', 'Second Brand']) {
    const figures = page.getByRole('list', { name: `${brand} 的数据` });
    await expect(figures.getByRole('button', { name: /^管理员 \d+ 名$/ })).toBeVisible();
    await expect(figures.getByRole('button', { name: /^本月发出短信 \d+ 条$/ })).toBeVisible();
    await expect(figures.getByRole('button', { name: /^本月发出邮件 \d+ 封$/ })).toBeVisible();
  }
  const signIns = page.getByRole('region', { name: '最近登录' });
  await expect(signIns.getByText('本次登录')).toBeVisible();
  await axe(page);

  // 2. Sign out everywhere else: the other device's session ends, this one stays.
  const devices = page.getByRole('region', { name: '登录中的设备' });
  await expect(devices.getByText('当前设备')).toBeVisible();
  await expect(devices.getByRole('listitem')).not.toHaveCount(1);
  await tabTo(page, devices.getByRole('button', { name: '退出其他设备' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('当前设备不受影响');
  await tabTo(page, confirm.getByRole('button', { name: '确定' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^已退出其他 \d+ 个会话$/)).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await apiCall(base, '/brand/manage/session_list.html', {}, { token: otherToken })).code).toBe(401);
  await axe(page);

  // 3. Into Second Brand; a send that fails raises the badge at the next poll.
  await tabTo(page, page.getByRole('button', { name: /Second Brand/ }), { back: true });
  await page.keyboard.press('Enter');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /Second Brand/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
  const bell = banner.getByRole('button', { name: /^消息，\d+ 条未读$/ });
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  const sent = await consoleCall<{ batchId: number }>(page, '/api/email/send.html', {
    to: ['nobody@second.example'],
    subject: '失败的邮件',
    body: '<p>正文</p>',
  });
  expect(sent.code).toBe(0);
  const title = `邮件批次 #${sent.data.batchId} 有 1 封发送失败`;
  await expect
    .poll(
      async () =>
        (await consoleCall<{ unread: number }>(page, '/brand/manage/message_count.html')).data.unread,
      {
        timeout: 30_000,
      },
    )
    .toBe(before + 1);
  await page.clock.fastForward(30_000);
  await expect(banner.getByRole('button', { name: `消息，${before + 1} 条未读` })).toBeVisible();
  await axe(page);

  // 4. The dropdown lists it; it opens the e-mail log at that batch's failures and is read.
  await tabTo(page, banner.getByRole('button', { name: /^消息，/ }));
  await page.keyboard.press('Enter');
  const dropdown = page.getByRole('dialog', { name: '消息' });
  const message = dropdown.getByRole('link', { name: new RegExp(title) });
  await expect(message).toBeVisible();
  await tabTo(page, message);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`#/notify/email/list\\?batchId=${sent.data.batchId}&status=failed$`),
  );
  // The e-mail log lists the batch's failure.
  const failed = page
    .getByRole('grid', { name: '邮件发送记录' })
    .getByRole('row')
    .filter({ hasText: 'nobody@second.example' });
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('失败');
  await expect(banner.getByRole('button', { name: `消息，${before} 条未读` })).toBeVisible();
  await axe(page);

  // 5. The assistant: without a provider it says how to set one up; the settings bring the chat.
  await tabTo(
    page,
    page.getByRole('navigation', { name: '模块导航' }).getByRole('link', { name: 'AI 助手' }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: '还没有设置 AI 服务商' })).toBeVisible();
  await tabTo(page, page.getByLabel(/^接口地址/));
  await page.keyboard.type(double.url);
  await page.keyboard.press('Tab');
  await page.keyboard.type('double-1');
  await page.keyboard.press('Tab');
  await page.keyboard.type(double.key);
  await tabTo(page, page.getByRole('button', { name: '保存设置' }));
  await page.keyboard.press('Enter');
  const log = page.getByRole('log', { name: '对话' });
  await expect(log).toBeVisible();
  // The streaming region is announced politely.
  await expect(log).toHaveAttribute('aria-live', 'polite');
  await axe(page);

  // 6. "Draft an SMS template" streams; Stop cancels it and the provider's request ends.
  double.mode = 'hold';
  await tabTo(page, page.getByRole('button', { name: '起草短信模板' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('你的消息')).toBeFocused();
  await page.keyboard.type('会员积分到账通知');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('status').filter({ hasText: '助手正在回答…' })).toBeVisible();
  await expect(log).toHaveAttribute('aria-busy', 'true');
  await tabTo(page, page.getByRole('button', { name: '停止' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '已停止回答' })).toBeVisible();
  await expect(log.getByText(/（已停止）$/)).toBeVisible();
  await expect.poll(() => double.aborted).toBe(1);
  double.mode = 'ok';
  double.release();
  await axe(page);

  // 7. Asked again, the draft comes whole, passes the SMS rules and is handed to the template form.
  await tabTo(page, page.getByRole('button', { name: '起草短信模板' }), { back: true });
  await page.keyboard.press('Enter');
  await page.keyboard.type('会员积分到账通知');
  await page.keyboard.press('Control+Enter');
  await expect(log.getByText('符合模板规则')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: /^助手已回答/ })).toBeVisible();
  await tabTo(page, log.getByRole('button', { name: '在短信模板编辑页打开' }), { back: true });
  await page.keyboard.press('Enter');

  // 8. The SMS template form opens and offers the draft; filled in, nothing is saved.
  const form = page.getByRole('dialog', { name: '添加短信模板' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('status').filter({ hasText: '有一份为此表单准备的草稿' })).toBeVisible();
  // Axe once the page has moved to the form and its dialog has opened (the step's change).
  await axe(page);
  await tabTo(page, form.getByRole('button', { name: '恢复' }));
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('模板名称', { exact: true })).toHaveValue(smsDraft.title);
  await expect(form.getByLabel('模板内容', { exact: true })).toHaveValue(smsDraft.content);
  const saved = await consoleCall<{ list: unknown[] }>(page, '/brand/sms/templatelist.html', {
    keyword: smsDraft.title,
  });
  expect(saved.data.list).toEqual([]);
  await axe(page);
});
