import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentUserPaths } from '../../contract/agent.ts';
import { applyPaths } from '../../contract/apply.ts';
import { smsPaths } from '../../contract/sms.ts';
import { browserFetch, openConsole, toastsSay, urlOf } from '../../tests/support/console-session.tsx';

// The overviews that say a failed read with ResourceError, against the real server, their figures'
// call cut off once by the network.

/** `browserFetch` with the first call to `path` failing as a dropped connection does. */
function failingOnce(path: string): typeof fetch {
  let failed = false;
  return (input, init) => {
    if (!failed && new URL(urlOf(input)).pathname === path) {
      failed = true;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return browserFetch(input, init);
  };
}

describe('an overview whose figures cannot be read', () => {
  it.each([
    ['#/agent/index', '代理', agentUserPaths.summary, '待审核的申请'],
    ['#/apply/index', '应用', applyPaths.summary, '短信服务'],
    ['#/notify/index', '通知', smsPaths.stats, '今日 成功 / 失败'],
  ])(
    '%s says it once, where the figures would be, and 重试 brings them',
    async (hash, heading, path, shown) => {
      const { user } = await openConsole(hash, 'admin', 'admin123', 1, { fetch: failingOnce(path) });
      await screen.findByRole('heading', { name: heading, level: 1 });
      // In the screen (a toast saying it too would be outside it, and found as well).
      const failed = await within(screen.getByRole('main')).findByText('API 连接异常');
      const box = failed.closest('[role="alert"]') as HTMLElement;
      expect(within(box).getByRole('button', { name: '重试' })).toBeTruthy();
      // Said there, and not again in a toast.
      expect(await toastsSay()).not.toContain('API 连接异常');
      // The figures that failed are not there (the e-mail's, read apart, may be).
      const before = screen.queryAllByText(shown).length;
      await act(async () => {
        await user.click(within(box).getByRole('button', { name: '重试' }));
      });
      await waitFor(() => expect(screen.queryAllByText(shown).length).toBeGreaterThan(before));
      expect(box.isConnected).toBe(false);
    },
  );
});
