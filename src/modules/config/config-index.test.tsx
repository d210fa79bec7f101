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

  it('marks the field the server refuses, and saves once it is right', async () => {
    const user = userEvent.setup();
    await openConsole('/config/index');
    await screen.findByRole('heading', { name: '配置', level: 1 });
    await user.click(screen.getByRole('tab', { name: '技术设置' }));
    const panel = screen.getByRole('tabpanel', { name: '技术设置' });
    const icp = await within(panel).findByLabelText('ICP 备案号');
    await user.clear(icp);
    await user.type(icp, 'ICP 123');
    await user.click(within(panel).getByRole('button', { name: '保存技术设置' }));
    await waitFor(() => expect(icp.getAttribute('aria-invalid')).toBe('true'));
    expect(within(panel).getByText('格式错误')).toBeTruthy();
    await user.clear(icp);
    await user.type(icp, '粤ICP备12345678号-1');
    await user.click(within(panel).getByRole('button', { name: '保存技术设置' }));
    await screen.findByText('保存成功');
    expect(icp.getAttribute('aria-invalid')).toBeNull();
  });
});
