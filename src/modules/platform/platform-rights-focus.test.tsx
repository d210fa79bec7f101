import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RuleNode } from '../../../contract/role.ts';
import type { SlideListResult } from '../../../contract/slide.ts';
import { apiUrl, call, findUndoToast, openConsole, signIn } from '../../../tests/support/console-session.tsx';
import { description } from '../../../tests/support/described.ts';

// One server for every client test file: names made here carry this run's tag.
const tag = `pr${Date.now().toString(36)}`;
let token = '';

async function add(path: string, body: Record<string, unknown>): Promise<number> {
  const a = await call<{ id: number }>(path, body, token);
  if (a.code !== 0) throw new Error(`${path}: ${a.message}`);
  return a.data.id;
}

/**
 * A member of Demo Brand whose role holds every rule of the platform module (the screen, its content
 * calls) but those `without` names, and none of the media library's; signs in as `userName`.
 */
async function platformMember(userName: string, without: string[]): Promise<void> {
  const tree = await call<RuleNode[]>('/brand/role/rules.html', {}, token);
  const ids: number[] = [];
  const walk = (nodes: RuleNode[], inPlatform: boolean) => {
    for (const n of nodes) {
      const key = `${n.controller}/${n.action}`;
      const here = inPlatform || key === 'platform/index';
      if (here && !without.includes(key)) ids.push(n.id);
      walk(n.childList, here);
    }
  };
  walk(tree.data, false);
  const roleId = await add('/brand/role/add.html', { title: `${userName} role`, rules: ids });
  await add('/brand/adminuser/add.html', {
    userName,
    realName: userName,
    password: 'secret-123',
    confirmPassword: 'secret-123',
    roleId,
  });
}

beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
  await Promise.all([import('./platform-index.tsx'), import('./article-editor.tsx')]);
});

const demoImage = async () => {
  const listed = await call<SlideListResult>('/api/slide/list.html', { pageSize: 100 }, token);
  const image = listed.data.list[0]?.image;
  if (!image) throw new Error('the demo slides are missing');
  return image;
};

describe('site content for a role without some rights', () => {
  it('offers no slide reordering to a role that may not edit slides, and says what it may not do', async () => {
    await platformMember(`${tag}_noedit`, ['api/slide/update', 'api/slide/del']);
    await openConsole('#/platform/index?tab=slides', `${tag}_noedit`, 'secret-123');
    const cards = await screen.findByRole('list', { name: '幻灯片（按显示顺序）' });
    await waitFor(() => expect(within(cards).getAllByRole('img').length).toBeGreaterThan(1));
    expect(within(cards).queryAllByRole('button', { name: /前移|后移/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '保存排序' })).toBeNull();
    expect(screen.queryByRole('button', { name: '还原' })).toBeNull();
    expect(
      screen.getByText(
        '你的角色不能调整幻灯片的顺序、显示或内容，可请品牌所有者在角色权限“内容管理 › 幻灯片”中开通“编辑幻灯片（含排序、显示）”',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        '你的角色不能删除幻灯片，可请品牌所有者在角色权限“内容管理 › 幻灯片”中开通“删除幻灯片”',
      ),
    ).toBeTruthy();
  });

  it('says at 添加幻灯片 and at the cover field that the role cannot read the media library', async () => {
    await platformMember(`${tag}_nomedia`, []);
    const { user } = await openConsole('#/platform/index?tab=slides', `${tag}_nomedia`, 'secret-123');
    await screen.findByRole('list', { name: '幻灯片（按显示顺序）' });
    const why =
      '幻灯片需要一张媒体库中的图片，而你的角色不能读取媒体库，可请品牌所有者在角色权限“配置 › 上传”中开通';
    const addSlide = screen.getByRole('button', { name: '添加幻灯片' });
    expect(addSlide.getAttribute('aria-disabled')).toBe('true');
    expect(description(addSlide)).toBe(why);
    expect(screen.getByText(why)).toBeTruthy();
    await user.click(addSlide);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The article editor's cover: the field says it, its button is withheld and opens nothing.
    window.location.hash = '#/platform/article/edit';
    const choose = await screen.findByRole('button', { name: '从媒体库选择封面图' });
    const noRight = '你的角色不能读取媒体库，可请品牌所有者在角色权限“配置 › 上传”中开通';
    expect(choose.getAttribute('aria-disabled')).toBe('true');
    expect(description(choose)).toBe(noRight);
    expect(screen.getByText(noRight)).toBeTruthy();
    await user.click(choose);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('focus after the site content actions', () => {
  it('a slide deleted hands focus to the next card, and 撤销 to the slide back', async () => {
    const image = await demoImage();
    const first = `${tag} 甲`;
    const second = `${tag} 乙`;
    // Two of its own, so that one follows the other whatever the demo's slides are.
    await add('/api/slide/add.html', { title: first, image, ordernum: 1 });
    await add('/api/slide/add.html', { title: second, image, ordernum: 2 });
    const { user } = await openConsole('#/platform/index?tab=slides');
    const cards = await screen.findByRole('list', { name: '幻灯片（按显示顺序）' });
    const del = await within(cards).findByRole('button', { name: `删除 ${first}` });
    const cardsNow = () => [...cards.querySelectorAll('[data-card]')];
    const at = cardsNow().findIndex((c) => c.contains(del));
    const next = cardsNow()[at + 1]?.querySelector('img')?.alt;
    expect(next).toBeTruthy();
    del.focus();
    await user.keyboard('{Enter}');
    const toast = await findUndoToast();
    await waitFor(() => expect(within(cards).queryByRole('img', { name: first })).toBeNull());
    // The card that took its place: its first control.
    const focusedCard = () => document.activeElement?.closest('[data-card]')?.querySelector('img')?.alt;
    await waitFor(() => expect(focusedCard()).toBe(next));
    await user.click(within(toast).getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(within(cards).getByRole('img', { name: first })).toBeTruthy());
    await waitFor(() => expect(focusedCard()).toBe(first));
    for (const t of [first, second]) {
      const listed = await call<SlideListResult>('/api/slide/list.html', { keyword: t }, token);
      for (const s of listed.data.list)
        await fetch(`${apiUrl}/api/slide/del.html?id=${s.id}`, {
          headers: { Authorization: `Bearer ${token}`, BrandId: '1' },
        });
    }
  });

  it('调整顺序 takes focus to 完成, and 完成 back to 调整顺序', async () => {
    const { user } = await openConsole('#/platform/index?tab=articles');
    const sort = await screen.findByRole('button', { name: '调整顺序' });
    sort.focus();
    await user.keyboard('{Enter}');
    const done = await screen.findByRole('button', { name: '完成' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '调整顺序' })),
    );
  });

  it('the move dialog starts on its category, says the move, and hands focus back to the list', async () => {
    const from = await add('/api/article/node_add.html', { title: `${tag} 来处` });
    await add('/api/article/node_add.html', { title: `${tag} 去处` });
    await add('/api/article/add.html', { title: `${tag} 要移的`, nodeId: from });
    await add('/api/article/add.html', { title: `${tag} 留下的`, nodeId: from });
    const { user } = await openConsole(`#/platform/index?tab=articles&nodeId=${from}`);
    const grid = () => screen.getByRole('grid', { name: '文章列表' });
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(3));
    const moved = within(grid())
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(`${tag} 要移的`));
    await user.click(within(moved as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '移动到分类（1）' }));
    const dialog = await screen.findByRole('dialog', { name: '把 1 篇文章移动到分类' });
    const target = within(dialog).getByRole('button', { name: /目标分类/ });
    await waitFor(() => expect(document.activeElement).toBe(target));
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: `${tag} 去处` }));
    await user.click(within(dialog).getByRole('button', { name: '移动' }));
    expect(await screen.findByText(`已将 1 篇文章移到“${tag} 去处”`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list stays (the other article): focus is back on it, not on the page's heading.
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(grid().contains(document.activeElement)).toBe(true));
  });
});
