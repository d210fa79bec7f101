import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../../contract/envelope.ts';
import type { SmsLogItem, SmsLogResult, SmsTemplate } from '../../../contract/sms.ts';
import { call, openConsole, signIn } from '../../../tests/support/console-session.tsx';

// The SMS log against the real server, on the demo's failed messages (seed-notify.ts). Each story
// takes failed messages nobody has sent again yet, so a rerun on the same database takes others.
const long = 120_000;
let token = '';

beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
});
afterEach(cleanup);

/** The newest failed messages not sent again, each of a mobile no other of them has. */
async function failedMessages(count: number): Promise<SmsLogItem[]> {
  const page = await call<SmsLogResult>('/brand/sms/list.html', { status: 'failed', pageSize: 100 }, token);
  const mine = page.data.list.filter((m) => m.repeatedBy === null && m.repeatOf === null);
  const picked = mine.filter((m, i) => mine.findIndex((o) => o.to === m.to) === i).slice(0, count);
  expect(picked).toHaveLength(count);
  return picked;
}

describe('/notify/sms/list resend', () => {
  it(
    'a failed message sent again says by which, offers no second resend, and the repeat names it',
    async () => {
      const [message] = await failedMessages(1);
      if (!message) throw new Error('no failed message');
      const { user } = await openConsole(`#/notify/sms/list?to=${message.to}`);
      const grid = await screen.findByRole('grid', { name: '短信记录' });
      const resend = await within(grid).findByRole('button', { name: `重发 ${message.to}` });
      // The provider's code, and what it means in the user's words above it.
      expect(within(grid).getByText(message.reason)).toBeTruthy();
      expect(within(grid).getByText('号码无效，服务商拒收')).toBeTruthy();
      await user.click(resend);
      expect(await screen.findByText('已提交 1 条，拒绝 0 条')).toBeTruthy();
      const log = await waitFor(async () => {
        const page = await call<ListResult<SmsLogItem>>('/brand/sms/list.html', { to: message.to }, token);
        const again = page.data.list.find((m) => m.repeatOf === message.id);
        if (!again) throw new Error('no repeat yet');
        return again;
      });
      expect(await within(grid).findByText(`已重发为 #${log.id}`)).toBeTruthy();
      expect(within(grid).getByText(`重发自 #${message.id}`)).toBeTruthy();
      // The original is not offered again (its repeat is what to resend, should that fail).
      expect(within(grid).queryByRole('button', { name: `重发 ${message.to}` })).toBeNull();
    },
    long,
  );

  it(
    'a resend the limits refuse says which number and why, in an error toast',
    async () => {
      const [message] = await failedMessages(1);
      if (!message) throw new Error('no failed message');
      // A message to the same number a moment ago: one a minute is the demo's limit.
      const templates = await call<{ list: SmsTemplate[] }>('/brand/sms/templatelist.html', {}, token);
      const template = templates.data.list.find((x) => x.display) ?? templates.data.list[0];
      const params = Object.fromEntries((template?.variables ?? []).map((v) => [v, '1234']));
      const sent = await call<{ queued: number }>(
        '/brand/sms/send.html',
        { templateId: template?.id, mobiles: [message.to], params },
        token,
      );
      expect([sent.message, sent.data?.queued]).toEqual([expect.any(String), 1]);
      const { user } = await openConsole(`#/notify/sms/list?to=${message.to}&status=failed`);
      const grid = await screen.findByRole('grid', { name: '短信记录' });
      await user.click(await within(grid).findByRole('button', { name: `重发 ${message.to}` }));
      const toast = await screen.findByText(`已提交 0 条，拒绝 1 条：${message.to}（超过每分钟发送上限）`);
      expect(toast.closest('[data-tone]')?.getAttribute('data-tone')).toBe('error');
      // Nothing was sent again: the message still offers its resend.
      expect(within(grid).getByRole('button', { name: `重发 ${message.to}` })).toBeTruthy();
    },
    long,
  );

  it(
    'a batch that is not a number is said at its field, and the log stays as it was',
    async () => {
      const { user } = await openConsole('#/notify/sms/list');
      await screen.findByRole('grid', { name: '短信记录' });
      await user.click(screen.getByRole('button', { name: /筛选/ }));
      const batch = screen.getByRole('textbox', { name: '批次' });
      await user.type(batch, 'abc');
      await user.tab();
      expect(await screen.findByText('批次是一个数字，如 12')).toBeTruthy();
      expect(batch.getAttribute('aria-invalid')).toBe('true');
      expect(window.location.hash).not.toContain('batchId');
      expect(screen.queryByText(/加载失败/)).toBeNull();
      expect(screen.queryByRole('button', { name: /^重发批次/ })).toBeNull();
      expect(screen.getByRole('grid', { name: '短信记录' })).toBeTruthy();
      await user.clear(batch);
      await user.tab();
      expect(screen.queryByText('批次是一个数字，如 12')).toBeNull();
      cleanup();
      // The same in an address (a link, an old bookmark): said at the field, nothing asked of the server.
      const again = await openConsole('#/notify/sms/list?batchId=abc');
      await screen.findByRole('grid', { name: '短信记录' });
      expect(await screen.findByText('批次是一个数字，如 12')).toBeTruthy();
      expect(screen.queryByText(/加载失败/)).toBeNull();
      expect(screen.queryByRole('button', { name: /^重发批次/ })).toBeNull();
      // The panel remembers being open: closed again, as the other stories of the shard expect it.
      await again.user.click(screen.getByRole('button', { name: /筛选/ }));
      expect(screen.getByRole('button', { name: /筛选/ }).getAttribute('aria-expanded')).toBe('false');
    },
    long,
  );
  it(
    'a date range ending before it starts is said at the field and not applied; a range of one day is',
    async () => {
      const { user } = await openConsole('#/notify/sms/list');
      const grid = await screen.findByRole('grid', { name: '短信记录' });
      const rows = within(grid).getAllByRole('row').length;
      await user.click(screen.getByRole('button', { name: /筛选/ }));
      const range = screen.getByRole('group', { name: '日期范围' });
      await user.click(within(range).getByRole('spinbutton', { name: /^年, 开始日期/ }));
      await user.keyboard('20261205');
      await user.keyboard('20261120');
      expect(await screen.findByText('开始日期不能晚于结束日期')).toBeTruthy();
      expect(screen.queryByText(/必须早于/)).toBeNull();
      // Not applied: the address and the log are as they were.
      expect(window.location.hash).not.toContain('dateFrom');
      expect(screen.queryByText('没有符合条件的结果')).toBeNull();
      expect(within(screen.getByRole('grid', { name: '短信记录' })).getAllByRole('row')).toHaveLength(rows);
      // The same day at both ends is a range: applied, and the words go.
      await user.click(within(range).getByRole('spinbutton', { name: /^月, 结束日期/ }));
      await user.keyboard('1205');
      await waitFor(() => expect(window.location.hash).toContain('dateFrom=2026-12-05&dateTo=2026-12-05'));
      expect(screen.queryByText('开始日期不能晚于结束日期')).toBeNull();
      // The panel remembers being open: closed again, as the other stories of the shard expect it.
      await user.click(screen.getByRole('button', { name: /筛选/ }));
    },
    long,
  );
});
