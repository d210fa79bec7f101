import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openConsole, toastsSay } from '../../../tests/support/console-session.tsx';
import { memberWithEveryRule, withheldSetup } from '../../../tests/support/withheld-controls.ts';

// /config/media against the real server. One server for every client test file: names made here
// carry this run's tag.
const tag = `md${Date.now().toString(36)}`;

beforeAll(withheldSetup);

describe('the media library', () => {
  it('a page the server refuses says why once, where the pictures were, with nothing to retry', async () => {
    const member = await memberWithEveryRule(tag, 'media');
    // The stream held: the rights' news would take the page away before the search reaches the server.
    const { user } = await openConsole('#/config/media', member.userName, 'secret-123', 1, {
      stream: 'held',
    });
    await screen.findByRole('heading', { name: '媒体库', level: 1 });
    await screen.findByRole('grid', { name: /图片/ });
    // The role loses the image list while the page is open; the next search is refused.
    await member.take(['brand/upload/imagelist']);
    await user.type(screen.getByRole('searchbox', { name: '搜索名称' }), '会员{Enter}');
    const failed = await screen.findByText('无法读取媒体库');
    const box = failed.closest('[role="alert"]') as HTMLElement;
    const reason = '没有权限执行此操作';
    expect(within(box).getByText(reason)).toBeTruthy();
    // A refusal: asking again could only be refused again.
    expect(within(box).queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.queryByRole('grid', { name: /图片/ })).toBeNull();
    // Said where the pictures were, and not again in a toast.
    expect(await toastsSay()).not.toContain(reason);
  });
});
