import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openConsole } from '../../../../tests/support/console-session.tsx';

// The media library's rights are the configuration module's 上传. The demo Operator role is CRM only:
// its product form offers no library that could only refuse it, and says why at the field.
afterEach(cleanup);

const noRight = '你的角色不能读取媒体库，可请品牌所有者在角色权限“配置 › 上传”中开通';

async function productForm(user: string, password: string) {
  await openConsole('#/crm/sales/product/add', user, password);
  await screen.findByRole('heading', { name: '添加产品', level: 1 });
  const cover = await screen.findByRole('group', { name: '封面' });
  const images = screen.getByRole('group', { name: '图片' });
  // The description's editor is its own chunk: its toolbar is there once 粗体 is.
  const toolbar = await screen.findByRole('toolbar', {}, { timeout: 30_000 });
  await within(toolbar).findByRole('button', { name: '粗体' });
  return { cover, images, toolbar };
}

describe('the product form and the media library', () => {
  it('a role without the library: no 从媒体库选择 and no 插入图片, the reason at each picture field', async () => {
    const { cover, images, toolbar } = await productForm('operator', 'operator123');
    for (const field of [cover, images]) {
      expect(within(field).queryByRole('button', { name: '从媒体库选择' })).toBeNull();
      expect(within(field).getByText(noRight)).toBeTruthy();
    }
    expect(within(toolbar).queryByRole('button', { name: '插入图片' })).toBeNull();
  }, 120_000);

  it('the owner: the library is offered at each picture field and in the editor', async () => {
    const { cover, images, toolbar } = await productForm('admin', 'admin123');
    for (const field of [cover, images]) {
      expect(within(field).getByRole('button', { name: '从媒体库选择' })).toBeTruthy();
      expect(within(field).queryByText(noRight)).toBeNull();
    }
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: '插入图片' })).toBeTruthy());
  }, 120_000);
});
