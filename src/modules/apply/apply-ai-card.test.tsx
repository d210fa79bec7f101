import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, openConsole, signIn } from '../../../tests/support/console-session.tsx';

// The applications page's AI card follows the brand's AI settings. Second Brand, whose AI settings no
// other screen test file changes, so the two states are this file's own.
const brand = 2;
let token = '';
const setAi = async (body: { baseUrl: string; model: string; apiKey: string | null }) =>
  expect((await call('/brand/ai/config_update.html', body, token, brand)).code).toBe(0);

beforeAll(async () => {
  token = (await signIn('admin', 'admin123', brand)).token;
});
afterAll(() => setAi({ baseUrl: '', model: '', apiKey: null }));

describe('/apply/index, the AI card', () => {
  it('says not set up without a provider, set up once one is saved, and leads to the assistant', async () => {
    await setAi({ baseUrl: '', model: '', apiKey: null });
    await openConsole('#/apply/index', 'admin', 'admin123', brand);
    let card = await screen.findByRole('region', { name: 'AI 服务' });
    expect(within(card).getByText('未设置')).toBeTruthy();
    expect(within(card).getByText('接入大模型服务商后，可在 AI 模块中使用')).toBeTruthy();
    expect(within(card).queryByText('即将推出')).toBeNull();
    cleanup();

    await setAi({ baseUrl: 'http://127.0.0.1:9/v1', model: 'demo-model', apiKey: 'sk-apply-card-0123' });
    await openConsole('#/apply/index', 'admin', 'admin123', brand);
    card = await screen.findByRole('region', { name: 'AI 服务' });
    expect(await within(card).findByText('已设置')).toBeTruthy();
    expect(within(card).getByText('已接入大模型服务商，可在 AI 模块中使用')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '前往 AI' }).getAttribute('href')).toBe('#/ai/index');
  });
});
