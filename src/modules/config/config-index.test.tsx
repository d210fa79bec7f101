import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AttachConfig, configPaths } from '../../../contract/config.ts';
import { call, openConsole, signIn } from '../../../tests/support/console-session.tsx';
import { description } from '../../../tests/support/described.ts';
import { draftKey } from '../../lib/draft-key.ts';

// Against the real server (shared by the client project): this file changes only the tech group (the
// attach test saves nothing, and drops the draft its unsaved form leaves).
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

  it('refuses a limit typed out of its range at its field, as typed, saying the range, and saves nothing', async () => {
    const { token } = await signIn('admin', 'admin123');
    const stored = async () =>
      (await call<AttachConfig>(configPaths.attach, {}, token)).data.cfg_attach_image_max_mb;
    const before = await stored();
    try {
      const user = userEvent.setup();
      await openConsole('/config/attach');
      const panel = await screen.findByRole('tabpanel', { name: '附件设置' });
      const field = await within(panel).findByRole('textbox', { name: /^图片大小上限/ });
      await waitFor(() => expect((field as HTMLInputElement).value).toBe(String(before)));
      await user.clear(field);
      await user.type(field, '0');
      await user.click(within(panel).getByRole('button', { name: '保存附件设置' }));
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      // Kept as typed, not quietly made 1; the field says what it takes.
      expect((field as HTMLInputElement).value).toBe('0');
      expect(description(field)).toContain('图片大小上限（MB）应为 1 到 50 之间的整数');
      expect(screen.queryByText('保存成功')).toBeNull();
      expect(await stored()).toBe(before);
    } finally {
      sessionStorage.removeItem(draftKey('config:attach'));
    }
  });

  it('refuses a coordinate that is no number or out of range at its field and in the summary; the stored one stays', async () => {
    const { token } = await signIn('admin', 'admin123');
    const stored = async () =>
      (await call<{ cfg_brand_address: unknown }>(configPaths.brand, {}, token)).data.cfg_brand_address;
    const before = await stored();
    try {
      const user = userEvent.setup();
      await openConsole('/config/index');
      const panel = await screen.findByRole('tabpanel', { name: '品牌信息' });
      const lat = (await within(panel).findByRole('textbox', { name: /^纬度/ })) as HTMLInputElement;
      const lng = within(panel).getByRole('textbox', { name: /^经度/ }) as HTMLInputElement;
      await user.clear(lat);
      await user.type(lat, '22.54abc');
      await user.clear(lng);
      await user.type(lng, '200');
      await user.click(within(panel).getByRole('button', { name: '保存品牌信息' }));
      const summary = await within(panel).findByRole('region', { name: '表单验证失败' });
      const said = within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent);
      expect(said).toEqual([
        '纬度应为 -90 到 90 之间的数字，如 22.54',
        '经度应为 -180 到 180 之间的数字，如 114.06',
      ]);
      expect(lat.getAttribute('aria-invalid')).toBe('true');
      expect(description(lat)).toContain('纬度应为 -90 到 90 之间的数字');
      expect(description(lng)).toContain('经度应为 -180 到 180 之间的数字');
      // Kept as typed; nothing sent, so the stored address (its coordinates too) is as it was.
      expect(lat.value).toBe('22.54abc');
      expect(screen.queryByText('保存成功')).toBeNull();
      expect(await stored()).toEqual(before);
    } finally {
      sessionStorage.removeItem(draftKey('config:brand'));
    }
  });
});
