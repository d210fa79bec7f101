import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CrmProductDetail, CrmProductListResult } from '../../../../contract/crm-product.ts';
import type { CrmTagFlatListResult } from '../../../../contract/crm-tag.ts';
import type { AddResult } from '../../../../contract/envelope.ts';
import { apiUrl, call, openConsole, signIn } from '../../../../tests/support/console-session.tsx';
import { summaryLeadsTo } from '../../../../tests/support/error-summary.ts';
import { setLocale } from '../../../i18n/i18n.ts';

// One server for every client test file: names made here carry this run's tag.
const tag = `cs${Date.now().toString(36)}`;

let token = '';
beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
});

async function addItem(body: Record<string, unknown>) {
  const a = await call<AddResult>('/crm/tag/add.html', body, token);
  if (a.code !== 0) throw new Error(a.message);
  return a.data.id;
}

async function deleteItem(id: number, as = token) {
  const res = await fetch(`${apiUrl}/crm/tag/del.html?id=${id}`, {
    headers: { Authorization: `Bearer ${as}`, BrandId: '1' },
  });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

/** The screen's heading: the first screen of a file arrives through a cold lazy import (slow on a loaded machine). */
const opened = (name: string) => screen.findByRole('heading', { name, level: 1 });

/** The row of a table whose row header reads `name`. */
function rowOf(table: string, name: string): HTMLElement {
  const row = within(screen.getByRole('grid', { name: table }))
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name }));
  if (!row) throw new Error(`no row ${name} in ${table}`);
  return row;
}

const names = (table: string) =>
  within(screen.getByRole('grid', { name: table }))
    .getAllByRole('rowheader')
    .map((h) => h.textContent);

describe('CRM settings against the real server', () => {
  it('a show/hide switch the server refuses reverts and says why beside itself', async () => {
    const name = `${tag} 已删`;
    const id = await addItem({ type: 'follow', title: name });
    // The stream held: the delete below must not reach the list before the click does.
    const { user } = await openConsole('#/crm/config/follow', 'admin', 'admin123', 1, { stream: 'held' });
    await opened('跟进方式');
    await waitFor(() => expect(rowOf('跟进方式', name)).toBeTruthy());
    // Deleted by someone else while the list is open, the news not yet arrived.
    await deleteItem(id);
    const sw = within(rowOf('跟进方式', name)).getByRole('switch', {
      name: `显示 ${name}`,
    }) as HTMLInputElement;
    expect(sw.checked).toBe(true);
    await user.click(sw);
    expect(await within(rowOf('跟进方式', name)).findByText(`该条目不存在（id ${id}）`)).toBeTruthy();
    await waitFor(() => expect(sw.checked).toBe(true));
  });

  it('follows a rename made elsewhere in place, and drops a row deleted elsewhere', async () => {
    const renamed = `${tag} 旧名`;
    const gone = `${tag} 将删`;
    const id = await addItem({ type: 'follow', title: renamed });
    const goneId = await addItem({ type: 'follow', title: gone });
    await openConsole('#/crm/config/follow');
    await opened('跟进方式');
    await waitFor(() => expect(rowOf('跟进方式', gone)).toBeTruthy());
    const before = names('跟进方式');
    // News comes only over the stream: wait until this console holds it open.
    await waitFor(() => expect(document.querySelector('[data-live-stream="open"]')).not.toBeNull());
    expect((await call('/crm/tag/update.html', { id, title: `${tag} 新名` }, token)).code).toBe(0);
    await waitFor(() => expect(rowOf('跟进方式', `${tag} 新名`)).toBeTruthy());
    // In its place: the same order, one name changed.
    expect(names('跟进方式')).toEqual(before.map((n) => (n === renamed ? `${tag} 新名` : n)));
    await deleteItem(goneId);
    await waitFor(() => expect(() => rowOf('跟进方式', gone)).toThrow());
    // The note naming who changed what sits under the toolbar, as in every list, not above it.
    const note = document.querySelector('[data-live-note]');
    const add = screen.getByRole('button', { name: /^添加/ });
    expect(note && add.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('follows changes to tag groups and their tags made elsewhere, in place, with a note naming who', async () => {
    const [group, empty] = [`${tag} 爱好`, `${tag} 空组`];
    const groupId = await addItem({ type: 'group', title: group });
    const emptyId = await addItem({ type: 'group', title: empty });
    const [kept, renamed, gone] = [`${tag} 读书`, `${tag} 跑步`, `${tag} 游泳`];
    const ids: Record<string, number> = {};
    for (const title of [kept, renamed, gone]) ids[title] = await addItem({ type: 'tag', groupId, title });
    const sales = (await signIn('sales', 'sales123')).token;
    const asSales = async (path: string, body: Record<string, unknown>) =>
      expect((await call(path, body, sales)).code).toBe(0);
    await openConsole(`#/crm/config/tag?group=${groupId}`);
    await opened('客户标签');
    const tags = `“${group}”的标签`;
    await waitFor(() => expect(names(tags)).toEqual([kept, renamed, gone]));
    const groupLink = () => screen.getByRole('link', { name: new RegExp(`^查看“${group}”的 \\d+ 个标签$`) });
    expect(groupLink().textContent).toBe('3 个标签');
    const addGroup = screen.getByRole('button', { name: '添加标签组' });
    addGroup.focus();
    const note = (text: string) =>
      waitFor(() =>
        expect(screen.getAllByRole('status').some((s) => s.textContent === `销售顾问 ${text}`)).toBe(true),
      );
    // News comes only over the stream: wait until this console holds it open.
    await waitFor(() => expect(document.querySelector('[data-live-stream="open"]')).not.toBeNull());

    // A tag renamed by sales: in its place, the group's other tags where they were.
    await asSales('/crm/tag/update.html', { id: ids[renamed], title: `${renamed}新` });
    await waitFor(() => expect(names(tags)).toEqual([kept, `${renamed}新`, gone]));
    await note(`刚更新了 ${renamed}`);
    // A tag added to the group in view shows at its end, and the group counts it.
    const added = `${tag} 登山`;
    await asSales('/crm/tag/add.html', { type: 'tag', groupId, title: added });
    await waitFor(() => expect(names(tags)).toEqual([kept, `${renamed}新`, gone, added]));
    expect(groupLink().textContent).toBe('4 个标签');
    await note(`刚在 ${group} 中新增了 1 条`);
    // A tag deleted: it leaves the group.
    await deleteItem(ids[gone] ?? 0, sales);
    await waitFor(() => expect(names(tags)).toEqual([kept, `${renamed}新`, added]));
    expect(groupLink().textContent).toBe('3 个标签');
    await note(`刚删除了 ${gone}`);
    // A group deleted leaves the groups; one added elsewhere is told, not put under the pointer.
    await deleteItem(emptyId, sales);
    await waitFor(() => expect(names('标签组')).not.toContain(empty));
    await note(`刚删除了 ${empty}`);
    await asSales('/crm/tag/add.html', { type: 'group', title: `${tag} 新组` });
    await note('刚新增了 1 条，翻页或刷新后可见');
    expect(names('标签组')).not.toContain(`${tag} 新组`);
    // None of it took the focus.
    expect(document.activeElement).toBe(addGroup);
  });

  it('reorders by keyboard and the order persists', async () => {
    const titles = [`${tag} 甲`, `${tag} 乙`, `${tag} 丙`];
    for (const title of titles) await addItem({ type: 'source', title });
    const { user } = await openConsole('#/crm/config/source');
    await opened('客户来源');
    await waitFor(() => expect(rowOf('客户来源', titles[2] ?? '')).toBeTruthy());
    // Keyboard only: focus the move button, Enter, twice; then the save button.
    within(rowOf('客户来源', titles[0] ?? ''))
      .getByRole('button', { name: `下移 ${titles[0]}` })
      .focus();
    await user.keyboard('{Enter}');
    within(rowOf('客户来源', titles[0] ?? ''))
      .getByRole('button', { name: `下移 ${titles[0]}` })
      .focus();
    await user.keyboard('{Enter}');
    const mine = () => names('客户来源').filter((n) => n?.startsWith(tag));
    expect(mine()).toEqual([titles[1], titles[2], titles[0]]);
    screen.getByRole('button', { name: '保存排序' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '还原' }).hasAttribute('disabled')).toBe(true),
    );
    const saved = await call<CrmTagFlatListResult>('/crm/tag/sourcelist.html', { pageSize: 100 }, token);
    expect(saved.data.list.map((s) => s.title).filter((n) => n.startsWith(tag))).toEqual([
      titles[1],
      titles[2],
      titles[0],
    ]);
  });

  it('adds a tag group and its tags by keyboard; the new group is chosen', async () => {
    const group = `${tag} 兴趣`;
    const { user } = await openConsole('#/crm/config/tag');
    await opened('客户标签');
    await user.click(await screen.findByRole('button', { name: '添加标签组' }));
    const dialog = await screen.findByRole('dialog', { name: '添加标签组' });
    await user.type(await within(dialog).findByLabelText(/^名称/), group);
    await user.click(within(dialog).getByRole('radio', { name: '蓝色' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: `“${group}”的标签` })).toBeTruthy();
    expect(await screen.findByText('这个标签组还没有标签')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '添加标签' }));
    const tagDialog = await screen.findByRole('dialog', { name: '添加标签' });
    await user.type(await within(tagDialog).findByLabelText(/^名称/), '旅行{Enter}');
    await waitFor(() => expect(names(`“${group}”的标签`)).toEqual(['旅行']));
    // A taken name is refused at its field.
    await user.click(screen.getByRole('button', { name: '添加标签' }));
    const again = await screen.findByRole('dialog', { name: '添加标签' });
    const field = await within(again).findByLabelText(/^名称/);
    await user.type(field, '旅行{Enter}');
    expect(await within(again).findAllByText('标签“旅行”已存在')).not.toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(field));
  });
});

describe('the price field', () => {
  it('refuses a bad amount at the field and sends nothing', async () => {
    const title = `${tag} 价格`;
    const { user } = await openConsole('#/crm/sales/product/add');
    await opened('添加产品');
    await user.type(await screen.findByLabelText(/^名称/), title);
    const price = screen.getByLabelText(/^售价（元）/);
    for (const [typed, message] of [
      ['12.345', '售价应为数字，最多 2 位小数'],
      ['-1', '售价应为数字，最多 2 位小数'],
      ['1e3', '售价应为数字，最多 2 位小数'],
      ['100000000.00', '售价应在 0 到 99999999.99 之间'],
    ] as const) {
      await user.clear(price);
      await user.type(price, typed);
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(price.getAttribute('aria-invalid')).toBe('true');
      await summaryLeadsTo(user, document.body, new RegExp(message), () => price);
    }
    const found = await call<CrmProductListResult>('/crm/product/list.html', { keyword: title }, token);
    expect(found.data.total).toBe(0);
    // A good amount is sent as the server keeps it.
    await user.clear(price);
    await user.type(price, '12.5');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('heading', { name: '销售产品', level: 1 })).toBeTruthy();
    const saved = await call<CrmProductListResult>('/crm/product/list.html', { keyword: title }, token);
    expect(saved.data.list.map((p) => p.price)).toEqual(['12.50']);
  });
});

describe('the list price', () => {
  it('at or below the price is said at its field and nothing is sent; above it, it is saved', async () => {
    const title = `${tag} 原价`;
    const { user } = await openConsole('#/crm/sales/product/add');
    await opened('添加产品');
    await user.type(await screen.findByLabelText(/^名称/), title);
    await user.type(screen.getByLabelText(/^售价（元）/), '５９');
    const market = screen.getByLabelText(/^原价（元）/);
    for (const typed of ['59', '12.5']) {
      await user.clear(market);
      await user.type(market, typed);
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(market.getAttribute('aria-invalid')).toBe('true');
      await summaryLeadsTo(user, document.body, /原价应高于售价（59\.00 元），或不填/, () => market);
    }
    const found = await call<CrmProductListResult>('/crm/product/list.html', { keyword: title }, token);
    expect(found.data.total).toBe(0);
    await user.clear(market);
    await user.type(market, '79');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('heading', { name: '销售产品', level: 1 })).toBeTruthy();
    const saved = await call<CrmProductListResult>('/crm/product/list.html', { keyword: title }, token);
    expect(saved.data.list.map((p) => [p.price, p.marketPrice])).toEqual([['59.00', '79.00']]);
  });
});

describe('the service’s duration', () => {
  it('out of range is said in the form, naming the field and its range, in both languages; nothing is sent', async () => {
    for (const [locale, words] of [
      [
        'zh-CN',
        { add: '添加服务', name: /^名称/, price: /^售价（元）/, duration: /^时长（分钟）/, save: '保存' },
      ],
      [
        'en',
        {
          add: 'Add service',
          name: /^Name/,
          price: /^Price \(yuan\)/,
          duration: /^Duration \(minutes\)/,
          save: 'Save',
        },
      ],
    ] as const) {
      const message =
        locale === 'en'
          ? 'Duration (minutes) must be a whole number from 1 to 14400'
          : '时长（分钟）应为 1 到 14400 之间的整数';
      const title = `${tag} 时长 ${locale}`;
      setLocale(locale);
      try {
        const { user } = await openConsole('#/crm/sales/service');
        await user.click(await screen.findByRole('button', { name: words.add }));
        const dialog = await screen.findByRole('dialog', { name: words.add });
        await user.type(await within(dialog).findByLabelText(words.name), title);
        await user.type(within(dialog).getByLabelText(words.price), '100');
        const duration = within(dialog).getByLabelText(words.duration);
        await user.type(duration, '99999');
        await user.click(within(dialog).getByRole('button', { name: words.save }));
        expect(duration.getAttribute('aria-invalid')).toBe('true');
        await summaryLeadsTo(user, dialog, message, () => duration);
        const found = await call<CrmProductListResult>(
          '/crm/product/list.html',
          { kind: 'service', keyword: title },
          token,
        );
        expect(found.data.total).toBe(0);
      } finally {
        setLocale('zh-CN');
        cleanup();
      }
    }
  });
});

describe('the product page keeps a draft', () => {
  it('across a session that ends mid-edit, and restores it, rich text included', async () => {
    const title = `${tag} 草稿`;
    const id = (
      await call<AddResult>('/crm/product/add.html', { kind: 'product', title, price: '10.00' }, token)
    ).data.id;
    const draftKey = `draft:crm-product:product:${id}`;
    const session = await openConsole(`#/crm/sales/product/update?id=${id}`);
    await opened('编辑产品');
    const price = await screen.findByLabelText(/^售价（元）/);
    await waitFor(() => expect((price as HTMLInputElement).value).toBe('10.00'));
    await session.user.clear(price);
    await session.user.type(price, '15.5');
    // The session ends (signed out elsewhere) before the save.
    await call('/auth/brandmanager/logout.html', {}, session.token);
    await session.user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(draftKey) ?? '{}').price).toBe('15.5'));
    const unchanged = await call<CrmProductDetail>('/crm/product/detail.html', { id }, token);
    expect(unchanged.data.price).toBe('10.00');

    // Signed in again, the page offers the draft; restoring it fills the fields and the editor.
    const draft = {
      ...JSON.parse(sessionStorage.getItem(draftKey) ?? '{}'),
      description: '<p>草稿里的<strong>介绍</strong></p>',
    };
    cleanup();
    const again = await openConsole('#/crm/sales/product');
    await screen.findByRole('heading', { name: '销售产品', level: 1 });
    sessionStorage.setItem(draftKey, JSON.stringify(draft));
    window.location.hash = `#/crm/sales/product/update?id=${id}`;
    await again.user.click(await screen.findByRole('button', { name: '恢复' }));
    await waitFor(() =>
      expect((screen.getByLabelText(/^售价（元）/) as HTMLInputElement).value).toBe('15.5'),
    );
    const editor = await screen.findByRole('textbox', { name: '详情介绍内容' });
    await waitFor(() => expect(editor.querySelector('strong')?.textContent).toBe('介绍'));
    await again.user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(async () => {
      const saved = await call<CrmProductDetail>('/crm/product/detail.html', { id }, token);
      expect([saved.data.price, saved.data.description]).toEqual([
        '15.50',
        '<p>草稿里的<strong>介绍</strong></p>',
      ]);
    });
  });
});
