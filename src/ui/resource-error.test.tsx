import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentUserPaths } from '../../contract/agent.ts';
import { applyPaths } from '../../contract/apply.ts';
import { areaPaths } from '../../contract/area.ts';
import { configPaths } from '../../contract/config.ts';
import { customerPaths } from '../../contract/customer.ts';
import { rolePaths } from '../../contract/role.ts';
import { smsPaths } from '../../contract/sms.ts';
import { browserFetch, openConsole, toastsSay, urlOf } from '../../tests/support/console-session.tsx';

// The screens that say a failed read with ResourceError, against the real server, their figures'
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

describe('a screen whose data cannot be read', () => {
  it.each([
    ['#/agent/index', '代理', agentUserPaths.summary, '待审核的申请'],
    ['#/apply/index', '应用', applyPaths.summary, '短信服务'],
    ['#/notify/index', '通知', smsPaths.stats, '今日 成功 / 失败'],
    ['#/config/protocol', '协议设置', configPaths.document, '隐私政策'],
    ['#/crm/index', '客户关系', customerPaths.summary, '客户阶段漏斗'],
    ['#/crm/customer/portrait', '客户画像', customerPaths.portrait, '按阶段'],
  ])('%s says it once, where its data would be, and 重试 brings it', async (hash, heading, path, shown) => {
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
  });
});

describe('a role whose privileges cannot be read', () => {
  it('says it once in the privileges dialog, and 重试 brings the tree', async () => {
    const { user } = await openConsole('#/system/role', 'admin', 'admin123', 1, {
      fetch: failingOnce(rolePaths.detail),
    });
    const list = await screen.findByRole('grid', { name: '角色列表' });
    await user.click(await within(list).findByRole('button', { name: '权限：运营' }));
    const dialog = await screen.findByRole('dialog', { name: '运营 的权限' });
    const box = (await within(dialog).findByText('无法加载权限规则')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(box).getByText('API 连接异常')).toBeTruthy();
    expect(await toastsSay()).not.toContain('API 连接异常');
    await act(async () => {
      await user.click(within(box).getByRole('button', { name: '重试' }));
    });
    expect(await within(dialog).findByRole('treegrid')).toBeTruthy();
    expect(box.isConnected).toBe(false);
  });
});

describe('a customer group whose choices cannot be read', () => {
  it('says it once in the group dialog, and 重试 brings the form', async () => {
    const { user } = await openConsole('#/crm/customer/group', 'admin', 'admin123', 1, {
      fetch: failingOnce(areaPaths.childList),
    });
    await user.click(await screen.findByRole('button', { name: '新建分组' }));
    const dialog = await screen.findByRole('dialog');
    const box = (await within(dialog).findByText('条件选项没有读到：API 连接异常')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(await toastsSay()).not.toContain('API 连接异常');
    await act(async () => {
      await user.click(within(box).getByRole('button', { name: '重试' }));
    });
    expect(await within(dialog).findByRole('textbox', { name: /分组名称/ })).toBeTruthy();
    expect(box.isConnected).toBe(false);
  });
});
