import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openConsole } from '../../../tests/support/console-session.tsx';

// Against the real server (shared by the client project): this file changes only the tech group.
describe('/config/index', () => {
  it('shows the brand tab first and the attach tab at /config/attach, with the storage read only', async () => {
    await openConsole('/config/attach');
    await screen.findByRole('heading', { name: '配置', level: 1 });
    const attachTab = screen.getByRole('tab', { name: '附件设置' });
    expect(attachTab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: '附件设置' });
    await within(panel).findByText('本地磁盘（DATA_DIR/uploads）');
    const images = within(panel).getByRole('group', { name: '允许上传的图片类型' });
    expect((within(images).getByRole('checkbox', { name: 'png' }) as HTMLInputElement).checked).toBe(true);
    expect((within(images).getByRole('checkbox', { name: 'svg' }) as HTMLInputElement).checked).toBe(false);
  });

  it('marks every field in the wrong form on one save, each in words saying what it takes, and saves once they are right', async () => {
    const user = userEvent.setup();
    await openConsole('/config/index');
    await screen.findByRole('heading', { name: '配置', level: 1 });
    await user.click(screen.getByRole('tab', { name: '技术设置' }));
    const panel = screen.getByRole('tabpanel', { name: '技术设置' });
    const icp = await within(panel).findByLabelText('ICP 备案号');
    const phone = within(panel).getByLabelText(/^客服电话/);
    await user.clear(icp);
    await user.type(icp, 'ICP 123');
    await user.clear(phone);
    await user.type(phone, 'abc123');
    await user.click(within(panel).getByRole('button', { name: '保存技术设置' }));
    await waitFor(() => expect(icp.getAttribute('aria-invalid')).toBe('true'));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    // At each field and in the summary at the top: two of each.
    expect(within(panel).getAllByText('ICP 备案号格式不正确，应如 粤ICP备12345678号-1')).toHaveLength(2);
    expect(
      within(panel).getAllByText('客服电话应为手机号、固话（如 0755-86001234）或 400/800 电话'),
    ).toHaveLength(2);
    await user.clear(icp);
    await user.type(icp, '粤ICP备12345678号-1');
    await user.clear(phone);
    await user.type(phone, '400-800-1234');
    await user.click(within(panel).getByRole('button', { name: '保存技术设置' }));
    await screen.findByText('保存成功');
    expect(icp.getAttribute('aria-invalid')).toBeNull();
  });
});
