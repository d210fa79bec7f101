import { act, type screen as Screen, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chinaMonday } from '../../../../contract/china-time.ts';
import { crmTagPaths } from '../../../../contract/crm-tag.ts';
import { type CustomerSummary, customerPaths } from '../../../../contract/customer.ts';
import type { AddResult } from '../../../../contract/envelope.ts';
import { call, findUndoToast, openConsole, signIn } from '../../../../tests/support/console-session.tsx';

// The CRM home, customer groups and portrait against the real server. One server for every
// client test file: names made here carry this run's tag.
const tag = `ci${Date.now().toString(36)}`;
let token = '';

beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
});

async function addGroup(name: string, conditions: Record<string, unknown>): Promise<number> {
  const res = await call<AddResult>(customerPaths.groupAdd, { name, conditions }, token);
  expect(res.code).toBe(0);
  return res.data.id;
}

describe('/crm/index', () => {
  it("shows today's figures, each linking to the list with its filter, and the stage funnel", async () => {
    const summary = await call<CustomerSummary>(customerPaths.summary, {}, token);
    expect(summary.code).toBe(0);
    await openConsole('#/crm/index');
    await screen.findByRole('heading', { name: '客户关系', level: 1 });
    const cards = [
      ['今天待跟进（含逾期）', summary.data.dueToday, '#/crm/customer/list?due=today'],
      ['已逾期', summary.data.overdue, '#/crm/customer/list?due=overdue'],
      ['本周新客户', summary.data.newThisWeek, `#/crm/customer/list?createdFrom=${chinaMonday(new Date())}`],
      ['公海客户', summary.data.poolSize, '#/crm/customer/pool'],
    ] as const;
    for (const [title, count, href] of cards) {
      const card = await screen.findByRole('region', { name: title });
      expect(within(card).getByText(`${count.toLocaleString('zh-CN')} 位`)).toBeTruthy();
      expect(
        within(card)
          .getByRole('link', { name: `查看${title}` })
          .getAttribute('href'),
      ).toBe(href);
    }
    const funnel = screen.getByRole('region', { name: '客户阶段漏斗' });
    expect(within(funnel).getByRole('figure', { name: '客户阶段漏斗' })).toBeTruthy();
    const stages = within(funnel).getByRole('list', { name: '按阶段查看' });
    const following = summary.data.funnel.find((f) => f.stage === 'following')?.count ?? 0;
    expect(
      within(stages)
        .getByRole('link', { name: `跟进中 ${following}` })
        .getAttribute('href'),
    ).toBe('#/crm/customer/list?stage=following');
    expect(
      within(stages)
        .getByRole('link', { name: /^已流失/ })
        .getAttribute('href'),
    ).toBe('#/crm/customer/lost');
  });
});

describe('/crm/customer/portrait', () => {
  it("shows a saved group's portrait from the address, every chart with its data table", async () => {
    const name = `${tag}A级`;
    const id = await addGroup(name, { match: 'all', levels: ['A'] });
    const { user } = await openConsole(`#/crm/customer/portrait?groupId=${id}`);
    await screen.findByRole('heading', { name: '客户画像', level: 1 });
    // The picker shows the group the address names.
    await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(name) })).toBeTruthy());
    expect(await screen.findByText(/^共 [\d,]+ 位客户$/)).toBeTruthy();
    for (const title of ['按阶段', '按来源', '按标签', '按省份', '按负责人', '按等级', '每周新客户和跟进']) {
      const figure = screen.getByRole('figure', { name: title });
      // Each table's switch is read with its chart's title, not as the seventh 查看数据表.
      expect(figure.querySelector('summary')?.textContent).toBe(`查看数据表：${title}`);
    }
    const weekly = screen.getByRole('figure', { name: '每周新客户和跟进' });
    await user.click(within(weekly).getByText('查看数据表'));
    const table = within(weekly).getByRole('table');
    // Twelve weeks, a header and the total.
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    expect(within(table).getByRole('columnheader', { name: '跟进次数' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: `${chinaMonday(new Date())} 这周` })).toBeTruthy();
    // A customer with two tags is under both: the tag chart says no total, and its table has none.
    const tags = screen.getByRole('figure', { name: '按标签' });
    expect(within(tags).getByText(/^客户数最多的是 .+（\d+），一项可同时属于几类，不计合计$/)).toBeTruthy();
    await user.click(within(tags).getByText('查看数据表'));
    expect(within(within(tags).getByRole('table')).queryByRole('rowheader', { name: '合计' })).toBeNull();
    const levels = screen.getByRole('figure', { name: '按等级' });
    await user.click(within(levels).getByText('查看数据表'));
    const levelTable = within(levels).getByRole('table');
    // Only level A customers are in the group: B and C are there, at 0.
    const rowB = within(levelTable).getByRole('rowheader', { name: 'B 级' }).closest('tr');
    expect(rowB?.textContent).toBe('B 级0');
  });
});

describe('the customer list narrowed to a saved group', () => {
  it('names the group above the rows with the filters closed, says who is not listed, and 显示全部客户 widens it', async () => {
    const name = `${tag}B级`;
    const id = await addGroup(name, { match: 'all', levels: ['B'] });
    const listed = await call<{ total: number }>(customerPaths.list, { page: 1, groupId: id }, token);
    const { user } = await openConsole(`#/crm/customer/list?groupId=${id}`);
    await screen.findByRole('heading', { name: '客户列表', level: 1 });
    expect(
      await screen.findByText(`正在显示分组“${name}”中有负责人的客户（公海和已流失的客户不在此列）`),
    ).toBeTruthy();
    // Not one of the filters: they stay closed and count none.
    expect(screen.getByRole('button', { name: '筛选' }).getAttribute('aria-expanded')).toBe('false');
    await waitFor(() =>
      expect(screen.getByText(`共 ${listed.data.total.toLocaleString('zh-CN')} 条`)).toBeTruthy(),
    );
    await user.click(screen.getByRole('button', { name: '显示全部客户' }));
    await waitFor(() =>
      expect(
        screen.queryByText(`正在显示分组“${name}”中有负责人的客户（公海和已流失的客户不在此列）`),
      ).toBeNull(),
    );
    expect(window.location.hash).toBe('#/crm/customer/list');
  });
});

describe('/crm/customer/group', () => {
  const grid = () => screen.getByRole('grid', { name: '客户分组' });
  // The last group deleted, the list shows its empty state instead of the grid.
  const rowOf = (name: string) =>
    (screen.queryByRole('grid', { name: '客户分组' }) ? within(grid()).queryAllByRole('row') : []).find((r) =>
      within(r).queryByRole('rowheader', { name }),
    );

  it('builds a group with the live count beside its conditions, saves it, lists it with its links, deletes it', async () => {
    const name = `${tag}跟进中`;
    const expected = await call<{ count: number }>(
      customerPaths.groupCount,
      { conditions: { match: 'all', stages: ['following'], levels: ['A', 'B'] } },
      token,
    );
    expect(expected.code).toBe(0);
    const { user } = await openConsole('#/crm/customer/group');
    await screen.findByRole('heading', { name: '客户分组', level: 1 });
    await user.click(await screen.findByRole('button', { name: '新建分组' }));
    const dialog = await screen.findByRole('dialog', { name: '新建客户分组' });
    // Counted as the builder opens (no condition: every customer the admin may see).
    const count = await within(dialog).findByText(/^符合条件的客户：[\d,]+ 位$/);
    expect(count.getAttribute('aria-live')).toBe('polite');
    await user.type(within(dialog).getByLabelText(/^分组名称/), name);
    await user.click(within(dialog).getByRole('radio', { name: '满足全部条件' }));
    const stages = within(dialog).getByRole('group', { name: '阶段' });
    await user.click(within(stages).getByRole('checkbox', { name: '跟进中' }));
    const levels = within(dialog).getByRole('group', { name: '等级' });
    await user.click(within(levels).getByRole('checkbox', { name: 'A 级' }));
    await user.click(within(levels).getByRole('checkbox', { name: 'B 级' }));
    // The count follows the conditions once they rest: the server's count of the same conditions.
    await waitFor(() =>
      expect(count.textContent).toBe(`符合条件的客户：${expected.data.count.toLocaleString('zh-CN')} 位`),
    );
    await waitFor(() => expect(count.getAttribute('aria-busy')).toBeNull());
    expect(within(dialog).getByRole('group', { name: '省份和城市' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: /^最后跟进早于/ })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await screen.findByText('保存成功');
    await waitFor(() => expect(rowOf(name)).toBeTruthy());
    const row = rowOf(name);
    if (!row) throw new Error('no row');
    expect(within(row).getByText('跟进中，且A 级、B 级')).toBeTruthy();
    expect(within(row).getByText(String(expected.data.count))).toBeTruthy();
    const list = await call<{ list: { id: number; name: string; conditions: unknown }[] }>(
      customerPaths.groupList,
      { keyword: name },
      token,
    );
    const saved = list.data.list.find((g) => g.name === name);
    expect(saved?.conditions).toEqual({ match: 'all', stages: ['following'], levels: ['A', 'B'] });
    const id = saved?.id ?? 0;
    expect(
      within(row)
        .getByRole('link', { name: `查看 ${name} 的客户` })
        .getAttribute('href'),
    ).toBe(`#/crm/customer/list?groupId=${id}`);
    expect(
      within(row)
        .getByRole('link', { name: `${name} 的画像` })
        .getAttribute('href'),
    ).toBe(`#/crm/customer/portrait?groupId=${id}`);
    // Edit: the saved conditions come back checked; a tag, a source and "any" are added.
    await user.click(within(row).getByRole('button', { name: `编辑 ${name}` }));
    const edit = await screen.findByRole('dialog', { name: `编辑分组：${name}` });
    const stagesAgain = await within(edit).findByRole('group', { name: '阶段' });
    await waitFor(() =>
      expect(
        (within(stagesAgain).getByRole('checkbox', { name: '跟进中' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    const tagGroup = within(edit).getByRole('group', { name: '标签 · 客户等级' });
    await user.click(within(tagGroup).getByRole('checkbox', { name: 'VIP' }));
    await user.click(
      within(within(edit).getByRole('group', { name: '来源' })).getByRole('checkbox', { name: '官网' }),
    );
    await user.click(within(edit).getByRole('radio', { name: '满足任一条件' }));
    await within(edit).findByText(/^符合条件的客户：[\d,]+ 位$/);
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `编辑分组：${name}` })).toBeNull());
    const groups = await call<{ id: number; tags: { id: number; title: string }[] }[]>(
      crmTagPaths.group,
      {},
      token,
    );
    const vip = groups.data.flatMap((g) => g.tags).find((tagItem) => tagItem.title === 'VIP');
    const sources = await call<{ list: { id: number; title: string }[] }>(
      crmTagPaths.sourcelist,
      { pageSize: 100 },
      token,
    );
    const site = sources.data.list.find((src) => src.title === '官网');
    const detail = await call<{ conditions: unknown }>(customerPaths.groupDetail, { id }, token);
    expect(detail.data.conditions).toEqual({
      match: 'any',
      stages: ['following'],
      levels: ['A', 'B'],
      tagIds: [vip?.id],
      sourceIds: [site?.id],
    });
    await waitFor(() =>
      expect(
        within(rowOf(name) ?? grid()).getByText('跟进中，或A 级、B 级，或标签 VIP，或来源 官网'),
      ).toBeTruthy(),
    );
    const rowAgain = rowOf(name);
    if (!rowAgain) throw new Error('no row');
    // No "are you sure?": a segment's delete is taken back by undo, which its toast offers (issue 43).
    await user.click(within(rowAgain).getByRole('button', { name: new RegExp(`^删除 ?${name}`) }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await findUndoToast();
    await waitFor(() => expect(rowOf(name)).toBeUndefined());
  });
  const countOf = async (conditions: Record<string, unknown>) => {
    const res = await call<{ count: number }>(customerPaths.groupCount, { conditions }, token);
    expect(res.code).toBe(0);
    return res.data.count;
  };
  const countText = (n: number) => `符合条件的客户：${n.toLocaleString('zh-CN')} 位`;
  type Scope = Pick<typeof Screen, 'getByRole' | 'findByRole'>;
  /** Picks an area in the builder's picker by keyboard: type in the level's box, arrow down, Enter. */
  async function pickArea(user: UserEvent, areas: Scope, level: '省份' | '城市', name: string) {
    const box = await waitFor(() => {
      const b = areas.getByRole('combobox', { name: level }) as HTMLInputElement;
      expect(b.disabled).toBe(false);
      return b;
    });
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.keyboard(name.slice(0, 2));
    await screen.findByRole('option', { name });
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('option', { name }).getAttribute('data-focused')).toBe('true'),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box.value).toBe(name));
  }
  /** What the builder last said to a screen reader about the areas (its polite live region). */
  const said = (dialog: HTMLElement) =>
    within(dialog).getByRole('group', { name: '省份和城市' }).querySelector(':scope > [aria-live="polite"]')
      ?.textContent;
  const chosenTags = (areas: Scope) =>
    within(areas.getByRole('grid', { name: '已选地区' }))
      .queryAllByRole('row')
      .map((r) => r.textContent);

  /** Opens a group's edit dialog from its row; answers the dialog and its area section. */
  async function openEditor(user: UserEvent, name: string) {
    const row = rowOf(name);
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: `编辑 ${name}` }));
    const edit = await screen.findByRole('dialog', { name: `编辑分组：${name}` });
    return { edit, areas: within(await within(edit).findByRole('group', { name: '省份和城市' })) };
  }

  it('narrows a group to cities: the count follows, the city is saved by its code and named again when reopened', async () => {
    const name = `${tag}深圳`;
    const shenzhen = await countOf({ match: 'all', areaIds: [440300] });
    const twoCities = await countOf({ match: 'all', areaIds: [440300, 440100] });
    const everyone = await countOf({ match: 'all' });
    // The demo data has customers in Shenzhen and Guangzhou, and elsewhere: each count is its own.
    expect(shenzhen).toBeGreaterThan(0);
    expect(twoCities).toBeGreaterThan(shenzhen);
    expect(everyone).toBeGreaterThan(twoCities);
    const { user } = await openConsole('#/crm/customer/group');
    await user.click(await screen.findByRole('button', { name: '新建分组' }));
    const dialog = await screen.findByRole('dialog', { name: '新建客户分组' });
    const count = await within(dialog).findByText(countText(everyone));
    await user.type(within(dialog).getByLabelText(/^分组名称/), name);
    const areas = within(within(dialog).getByRole('group', { name: '省份和城市' }));
    expect(areas.getByText('未选，不限地区')).toBeTruthy();
    // Nothing picked yet: the button says what to do rather than adding nothing.
    await user.click(areas.getByRole('button', { name: '添加地区' }));
    expect(said(dialog)).toBe('先选择省份；只要其中几个城市时，再选城市。');
    await pickArea(user, areas, '省份', '广东省');
    await pickArea(user, areas, '城市', '深圳市');
    await user.click(areas.getByRole('button', { name: '添加 深圳市（广东省）' }));
    expect(chosenTags(areas)).toEqual(['深圳市（广东省）']);
    expect(said(dialog)).toBe('已添加 深圳市（广东省）');
    await waitFor(() => expect(count.textContent).toBe(countText(shenzhen)));
    // The province stays chosen, so the next city of it is one choice away.
    expect((areas.getByRole('combobox', { name: '省份' }) as HTMLInputElement).value).toBe('广东省');
    await pickArea(user, areas, '城市', '广州市');
    await user.click(areas.getByRole('button', { name: '添加 广州市（广东省）' }));
    expect(chosenTags(areas)).toEqual(['深圳市（广东省）', '广州市（广东省）']);
    await waitFor(() => expect(count.textContent).toBe(countText(twoCities)));
    // Guangzhou removed from the keyboard: its tag focused, Delete.
    const guangzhou = within(areas.getByRole('grid', { name: '已选地区' })).getByRole('row', {
      name: '广州市（广东省）',
    });
    act(() => guangzhou.focus());
    await user.keyboard('{Delete}');
    await waitFor(() => expect(chosenTags(areas)).toEqual(['深圳市（广东省）']));
    expect(said(dialog)).toBe('已移除 广州市（广东省）');
    await waitFor(() => expect(count.textContent).toBe(countText(shenzhen)));
    await waitFor(() => expect(count.getAttribute('aria-busy')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await screen.findByText('保存成功');
    await waitFor(() => expect(rowOf(name)).toBeTruthy());
    const list = await call<{ list: { id: number; name: string; conditions: unknown }[] }>(
      customerPaths.groupList,
      { keyword: name },
      token,
    );
    const saved = list.data.list.find((g) => g.name === name);
    expect(saved?.conditions).toEqual({ match: 'all', areaIds: [440300] });
    const row = rowOf(name);
    if (!row) throw new Error('no row');
    expect(within(row).getByText(String(shenzhen))).toBeTruthy();
    // The list names the area as the builder did.
    expect(within(row).getByText('地区 深圳市（广东省）')).toBeTruthy();
    // Reopened: the saved code comes back named, with its province, and counted.
    const { edit, areas: again } = await openEditor(user, name);
    expect(chosenTags(again)).toEqual(['深圳市（广东省）']);
    await within(edit).findByText(countText(shenzhen));
  });

  it('edits a group saved with a whole province: shown by name, its cities already inside it, another added', async () => {
    const name = `${tag}广东全省`;
    const id = await addGroup(name, { match: 'all', areaIds: [440000] });
    const guangdong = await countOf({ match: 'all', areaIds: [440000] });
    const withHangzhou = await countOf({ match: 'all', areaIds: [440000, 330100] });
    expect(withHangzhou).toBeGreaterThan(guangdong);
    const { user } = await openConsole('#/crm/customer/group');
    await screen.findByRole('heading', { name: '客户分组', level: 1 });
    await waitFor(() => expect(rowOf(name)).toBeTruthy());
    const { edit, areas } = await openEditor(user, name);
    expect(chosenTags(areas)).toEqual(['广东省']);
    const count = await within(edit).findByText(countText(guangdong));
    // A city of the chosen province is in the group already: said, not added twice.
    await pickArea(user, areas, '省份', '广东省');
    await pickArea(user, areas, '城市', '深圳市');
    const addShenzhen = areas.getByRole('button', { name: '添加 深圳市（广东省）' });
    expect(areas.getByText('深圳市（广东省） 已包含在 广东省 中')).toBeTruthy();
    await user.click(addShenzhen);
    expect(chosenTags(areas)).toEqual(['广东省']);
    await pickArea(user, areas, '省份', '浙江省');
    await pickArea(user, areas, '城市', '杭州市');
    await user.click(areas.getByRole('button', { name: '添加 杭州市（浙江省）' }));
    expect(chosenTags(areas)).toEqual(['广东省', '杭州市（浙江省）']);
    await waitFor(() => expect(count.textContent).toBe(countText(withHangzhou)));
    await waitFor(() => expect(count.getAttribute('aria-busy')).toBeNull());
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `编辑分组：${name}` })).toBeNull());
    const detail = await call<{ conditions: unknown }>(customerPaths.groupDetail, { id }, token);
    expect(detail.data.conditions).toEqual({ match: 'all', areaIds: [440000, 330100] });
    await waitFor(() =>
      expect(within(rowOf(name) ?? grid()).getByText('地区 广东省、杭州市（浙江省）')).toBeTruthy(),
    );
  });

  it('shows a saved code that names no area any more as such, and removes it with its named button', async () => {
    const name = `${tag}旧地区`;
    const id = await addGroup(name, { match: 'all', areaIds: [440300, 990100] });
    const { user } = await openConsole('#/crm/customer/group');
    await screen.findByRole('heading', { name: '客户分组', level: 1 });
    await waitFor(() => expect(rowOf(name)).toBeTruthy());
    const { edit, areas } = await openEditor(user, name);
    expect(chosenTags(areas)).toEqual(['深圳市（广东省）', '地区 990100（已不存在）']);
    await user.click(areas.getByRole('button', { name: '移除 地区 990100（已不存在）' }));
    expect(chosenTags(areas)).toEqual(['深圳市（广东省）']);
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `编辑分组：${name}` })).toBeNull());
    const detail = await call<{ conditions: unknown }>(customerPaths.groupDetail, { id }, token);
    expect(detail.data.conditions).toEqual({ match: 'all', areaIds: [440300] });
  });
});
