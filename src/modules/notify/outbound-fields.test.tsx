import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, openConsole, signIn } from '../../../tests/support/console-session.tsx';

// The settings forms say at the field why an address is refused, and when a kept secret must be
// entered again; the real server decides (OUTBOUND_ALLOW names 127.0.0.1 only).
let token = '';
beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
});

describe('settings forms: addresses and secrets at the field', () => {
  it('SMTP: an internal host is refused at the host, a moved server without its password at the password', async () => {
    const saved = await call(
      '/api/email/config_update.html',
      {
        host: 'smtp.brand.example',
        port: 465,
        secure: 'tls',
        user: 'mailer',
        password: 'Sup3r-Secret-Pass',
        fromAddress: 'noreply@brand.example',
      },
      token,
    );
    expect(saved.code, saved.message).toBe(0);
    const { user } = await openConsole('/notify/index');
    await user.click(await screen.findByRole('tab', { name: '发信邮箱（SMTP）' }, { timeout: 10_000 }));
    const panel = screen.getByRole('tabpanel', { name: '发信邮箱（SMTP）' });
    const host = await within(panel).findByLabelText('SMTP 服务器');
    await user.clear(host);
    await user.type(host, '10.0.0.5');
    await user.click(within(panel).getByRole('button', { name: '保存邮件设置' }));
    await waitFor(() => expect(host.getAttribute('aria-invalid')).toBe('true'), { timeout: 10_000 });
    const why = '10.0.0.5 指向内网地址（10.0.0.5），不允许连接；如确需使用，请运维在 OUTBOUND_ALLOW 中放行';
    expect(within(panel).getAllByText(why).length).toBeGreaterThan(0);

    await user.clear(host);
    await user.type(host, 'smtp.elsewhere.example');
    await user.click(within(panel).getByRole('button', { name: '保存邮件设置' }));
    const password = within(panel).getByLabelText('登录密码（授权码）');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'), { timeout: 10_000 });
    expect(within(panel).getAllByText('地址已更改，请为新地址重新输入密钥').length).toBeGreaterThan(0);
    // Nothing was saved: the server still has the first host.
    const detail = await call<{ host: string }>('/api/email/config_detail.html', {}, token);
    expect(detail.data.host).toBe('smtp.brand.example');
  }, 60_000);

  it('AI: cloud metadata as the base URL is refused at the base URL, saying why', async () => {
    await call('/brand/ai/config_update.html', { baseUrl: '', model: '', apiKey: null }, token);
    const { user } = await openConsole('/ai/index');
    const setup = await screen.findByRole('region', { name: '还没有设置 AI 服务商' }, { timeout: 15_000 });
    const form = within(setup).getByRole('form', { name: '服务商设置' });
    const baseUrl = within(form).getByLabelText(/^接口地址/);
    await user.type(baseUrl, 'http://169.254.169.254/v1');
    await user.type(within(form).getByLabelText(/^模型/), 'm-1');
    await user.type(within(form).getByLabelText(/^密钥/), 'sk-live-000000');
    await user.click(within(form).getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(baseUrl.getAttribute('aria-invalid')).toBe('true'), { timeout: 15_000 });
    expect(
      within(form).getAllByText(
        '169.254.169.254 指向链路本地地址（169.254.169.254），不允许连接；如确需使用，请运维在 OUTBOUND_ALLOW 中放行',
      ).length,
    ).toBeGreaterThan(0);
  }, 60_000);
});
