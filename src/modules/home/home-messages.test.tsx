import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountPaths } from '../../../contract/account.ts';
import { type InboxCount, type InboxListResult, inboxPaths } from '../../../contract/inbox.ts';
import type { SendResult } from '../../../contract/sms.ts';
import {
  browserFetch,
  call,
  holdingFetch,
  openConsole,
  signIn,
} from '../../../tests/support/console-session.tsx';
import { deferred } from '../../../tests/support/deferred.ts';
import { type SmtpSink, startSmtpSink } from '../../../tests/support/smtp-sink.ts';

// A send that fails raises a message for the member who sent it; the home page and the
// message page show it against the real server. This file sends in a brand of its own: its SMTP
// settings, messages and latest changes are this file's alone.
const quiet = inject('quietBrands')['home-messages'];
const brand = quiet.id;
let sink: SmtpSink;
let token = '';
let batchId = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  token = (await signIn(quiet.user, quiet.password, brand)).token;
  const settings = await call(
    '/api/email/config_update.html',
    { host: '127.0.0.1', port: sink.port, secure: 'none', fromAddress: 'news@second.example' },
    token,
    brand,
  );
  expect(settings.code).toBe(0);
  batchId = await failedSend('首页测试', ['nobody@one.example', 'nobody@two.example']);
});
afterAll(() => sink.close());

/** Sends an e-mail the sink refuses (every nobody@ mailbox: a permanent failure); answers its batch once its message is in. */
async function failedSend(subject: string, to: string[]): Promise<number> {
  const sent = await call<SendResult>(
    '/api/email/send.html',
    { to, subject, body: '<p>正文</p>' },
    token,
    brand,
  );
  expect(sent.code).toBe(0);
  const batch = sent.data.batchId;
  await waitFor(
    async () => {
      const list = await call<InboxListResult>(
        '/brand/manage/message_list.html',
        { unread: true },
        token,
        brand,
      );
      expect(list.data.list.some((m) => m.link.includes(`batchId=${batch}&`) && m.count === to.length)).toBe(
        true,
      );
    },
    { timeout: 30_000 },
  );
  return batch;
}

describe('home and messages after a failed send', () => {
  it('home lists the failed e-mails and the unread messages, each linking to its screen, and the last changes', async () => {
    await openConsole('/', quiet.user, quiet.password, brand);
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
    expect(await within(recent).findByText(`${quiet.user} 发送了邮件“首页测试”`)).toBeTruthy();
  });

  it('today’s work shows at once when both answers are in: an unread count answering late pushes no item down', async () => {
    const count = deferred<void>();
    const held = holdingFetch(browserFetch, inboxPaths.count, count.promise);
    await openConsole('/', quiet.user, quiet.password, brand, { fetch: held.fetch });
    const today = await screen.findByRole('region', { name: '今天要处理的事' });
    // The items have answered; the unread count is still on its way.
    await waitFor(() => expect(held.answered).toContain(accountPaths.today));
    expect(today.getAttribute('aria-busy')).toBe('true');
    expect(within(today).getByText('加载中…')).toBeTruthy();
    expect(within(today).queryAllByRole('link')).toEqual([]);
    count.resolve();
    const unread = await within(today).findByRole('link', { name: /^你有 \d+ 条未读消息$/ });
    expect(today.getAttribute('aria-busy')).toBeNull();
    const links = within(today).getAllByRole('link');
    expect(links[0]).toBe(unread);
    expect(links.map((l) => l.textContent)).toContainEqual(
      expect.stringMatching(/^近 7 天有 \d+ 封邮件发送失败$/),
    );
  });

  it('the badge counts the unread; the message opens its log; marking read brings the badge down at once', async () => {
    const { user } = await openConsole('/manage/message', quiet.user, quiet.password, brand);
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
    const title = `邮件批次 #${await failedSend('下拉测试', ['nobody@three.example'])} 有 1 封发送失败`;
    const { user } = await openConsole('/', quiet.user, quiet.password, brand);
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
    await failedSend('全部已读测试', ['nobody@four.example']);
    const { user } = await openConsole('/manage/message?unread=true', quiet.user, quiet.password, brand);
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
