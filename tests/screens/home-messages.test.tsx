import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxCount, InboxListResult } from '../../contract/inbox.ts';
import type { SendResult } from '../../contract/sms.ts';
import { call, openConsole, signIn } from '../support/console-session.tsx';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

// A send that fails raises a message for the member who sent it; the home page and the
// message page show it against the real server. This file sends in Second Brand (brand 2), whose
// SMTP settings no other test file uses.
const brand = 2;
let sink: SmtpSink;
let token = '';
let batchId = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  token = (await signIn('admin', 'admin123', brand)).token;
  const settings = await call(
    '/api/email/config_update.html',
    { host: '127.0.0.1', port: sink.port, secure: 'none', fromAddress: 'news@second.example' },
    token,
    brand,
  );
  expect(settings.code).toBe(0);
  const before = (await call<InboxCount>('/brand/manage/message_count.html', {}, token, brand)).data.unread;
  // The sink refuses every nobody@ mailbox: a permanent failure.
  const sent = await call<SendResult>(
    '/api/email/send.html',
    { to: ['nobody@one.example', 'nobody@two.example'], subject: '首页测试', body: '<p>正文</p>' },
    token,
    brand,
  );
  expect(sent.code).toBe(0);
  batchId = sent.data.batchId;
  const end = Date.now() + 30_000;
  for (;;) {
    const list = await call<InboxListResult>(
      '/brand/manage/message_list.html',
      { unread: true },
      token,
      brand,
    );
    if (list.data.list.some((m) => m.link.includes(`batchId=${batchId}&`) && m.count === 2)) break;
    if (Date.now() > end) throw new Error(`no message for batch ${batchId} (unread before: ${before})`);
    await new Promise((r) => setTimeout(r, 200));
  }
});
afterAll(() => sink.close());

describe('home and messages after a failed send', () => {
  it('home lists the failed e-mails and the unread messages, each linking to its screen, and the last changes', async () => {
    await openConsole('/', 'admin', 'admin123', brand);
    const today = await screen.findByRole('region', { name: '今天要处理的事' });
    const failed = await within(today).findByRole('link', { name: /^近 7 天有 \d+ 封邮件发送失败$/ });
    // The log opens on the same seven days (today included) the item counts.
    expect(failed.getAttribute('href')).toMatch(
      /^#\/notify\/email\/list\?status=failed&dateFrom=\d{4}-\d{2}-\d{2}&dateTo=\d{4}-\d{2}-\d{2}$/,
    );
    // The unread count comes from the header badge's own call, which may answer after the items.
    const unread = await within(today).findByRole('link', { name: /^你有 \d+ 条未读消息$/ });
    expect(unread.getAttribute('href')).toBe('#/manage/message?unread=true');
    const recent = screen.getByRole('region', { name: '最近变更' });
    expect(await within(recent).findByText('admin 发送了邮件“首页测试”')).toBeTruthy();
  });

  it('the badge counts the unread; the message opens its log; marking read brings the badge down at once', async () => {
    const { user } = await openConsole('/manage/message', 'admin', 'admin123', brand);
    const unread = (await call<InboxCount>('/brand/manage/message_count.html', {}, token, brand)).data.unread;
    const banner = screen.getByRole('banner');
    await within(banner).findByRole('button', { name: `消息，${unread} 条未读` });
    const table = await screen.findByRole('grid', { name: '消息列表' });
    const title = `邮件批次 #${batchId} 有 2 封发送失败`;
    const link = await within(table).findByRole('link', { name: title });
    expect(link.getAttribute('href')).toBe(`#/notify/email/list?batchId=${batchId}&status=failed`);
    const row = link.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText(/^原因：SMTP 550/)).toBeTruthy();
    expect(within(row).getByText('未读')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: `将“${title}”标为已读` }));
    await within(banner).findByRole('button', { name: `消息，${unread - 1} 条未读` });
    await waitFor(() => {
      const again = within(table).getByRole('link', { name: title }).closest('[role="row"]') as HTMLElement;
      expect(within(again).getByText('已读')).toBeTruthy();
    });

    // The dropdown lists the latest and leads to the page.
    await user.click(within(banner).getByRole('button', { name: /^消息，/ }));
    const dialog = await screen.findByRole('dialog', { name: '消息' });
    expect(await within(dialog).findByRole('link', { name: title })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '查看全部消息' }).getAttribute('href')).toBe(
      '#/manage/message',
    );
  });

  it('a message opened from the dropdown with the mouse is read, and the badge comes down', async () => {
    const sent = await call<SendResult>(
      '/api/email/send.html',
      { to: ['nobody@three.example'], subject: '下拉测试', body: '<p>正文</p>' },
      token,
      brand,
    );
    expect(sent.code).toBe(0);
    const title = `邮件批次 #${sent.data.batchId} 有 1 封发送失败`;
    await waitFor(
      async () => {
        const list = await call<InboxListResult>(
          '/brand/manage/message_list.html',
          { unread: true },
          token,
          brand,
        );
        expect(list.data.list.map((m) => m.title)).toContain(title);
      },
      { timeout: 30_000 },
    );
    const { user } = await openConsole('/', 'admin', 'admin123', brand);
    const unread = (await call<InboxCount>('/brand/manage/message_count.html', {}, token, brand)).data.unread;
    const banner = screen.getByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: `消息，${unread} 条未读` }));
    const dialog = await screen.findByRole('dialog', { name: '消息' });
    await user.click(await within(dialog).findByRole('link', { name: new RegExp(title) }));
    await within(banner).findByRole('button', { name: `消息，${unread - 1} 条未读` });
    expect((await call<InboxCount>('/brand/manage/message_count.html', {}, token, brand)).data.unread).toBe(
      unread - 1,
    );
  });

  it('filters the unread ones and marks all read', async () => {
    const { user } = await openConsole('/manage/message?unread=true', 'admin', 'admin123', brand);
    const table = await screen.findByRole('grid', { name: '消息列表' });
    await waitFor(() => expect(within(table).queryAllByText('已读')).toHaveLength(0));
    await user.click(await screen.findByRole('button', { name: '全部标为已读' }));
    // Showing unread ones only, of which there are none now.
    expect(await screen.findByText('没有符合条件的结果')).toBeTruthy();
    const banner = screen.getByRole('banner');
    await within(banner).findByRole('button', { name: '消息，0 条未读' });
    expect((await call<InboxCount>('/brand/manage/message_count.html', {}, token, brand)).data.unread).toBe(
      0,
    );
  });
});
