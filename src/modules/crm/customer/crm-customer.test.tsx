import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CrmMaterialListResult } from '../../../../contract/crm-material.ts';
import type { CrmTagGroup } from '../../../../contract/crm-tag.ts';
import type { CustomerDetail } from '../../../../contract/customer.ts';
import type { AddResult } from '../../../../contract/envelope.ts';
import {
  browserFetch,
  call,
  callGet,
  findUndoToast,
  holdingFetch,
  openConsole,
  signIn,
} from '../../../../tests/support/console-session.tsx';
import { description } from '../../../../tests/support/described.ts';
import { setLocale } from '../../../i18n/i18n.ts';
import { tickableMaterials } from './follow-materials.tsx';

// The customer screens against the real server. Names carry this run's tag; mobiles are
// random so a rerun against the same database does not meet its own customers.
const tag = `cu${Date.now().toString(36)}`;
const long = 120_000;
let token = '';

beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
});

const mobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
// A list with no row left shows its empty state instead of the grid: then no row is there either.
const rowOf = (gridName: string, name: string) => {
  const grid = screen.queryByRole('grid', { name: gridName });
  return grid
    ? within(grid)
        .queryAllByRole('row')
        .find((r) => within(r).queryByRole('rowheader', { name: new RegExp(`^${name}`) }))
    : undefined;
};

async function addCustomer(name: string): Promise<number> {
  const r = await call<AddResult>('/crm/customer/add.html', { name, mobile: mobile() }, token);
  expect(r.code).toBe(0);
  return Number(r.data.id);
}

/** A customer of the sales member (销售顾问, who sees only their own). */
async function addSalesCustomer(name: string): Promise<number> {
  const sales = await signIn('sales', 'sales123');
  const r = await call<AddResult>(
    '/crm/customer/add.html',
    { name, mobile: mobile(), ownerId: sales.userInfo.userId },
    token,
  );
  expect(r.code).toBe(0);
  return Number(r.data.id);
}

/** A customer of the sales member, opened in its drawer in sales's console. */
async function openAsSales(name: string) {
  const id = await addSalesCustomer(name);
  const { user } = await openConsole(
    `#/crm/customer/list?keyword=${encodeURIComponent(name)}`,
    'sales',
    'sales123',
  );
  await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
  await user.click(screen.getByRole('button', { name: `查看客户 ${name}` }));
  return { user, drawer: await screen.findByRole('dialog', { name }), id };
}

describe('/crm/customer/list', () => {
  it(
    'adds a customer in the drawer: a bad mobile is refused at its field, then the row shows',
    async () => {
      const name = `${tag}王`;
      const { user } = await openConsole(`#/crm/customer/list?keyword=${tag}`);
      await screen.findByRole('heading', { name: '客户列表', level: 1 });
      await user.click(await screen.findByRole('button', { name: '新增客户' }));
      const drawer = await screen.findByRole('dialog', { name: '新增客户' });
      await user.type(within(drawer).getByLabelText(/^客户名称/), name);
      const field = within(drawer).getByLabelText(/^手机号/);
      await user.type(field, '12345');
      await user.click(within(drawer).getByRole('button', { name: '添加' }));
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      // Typed as people write it, with a +86 and spaces: kept as its eleven digits.
      const digits = mobile();
      await user.clear(field);
      await user.type(field, `+86 ${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`);
      await user.click(within(drawer).getByRole('button', { name: '添加' }));
      await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
      const saved = await call<{ list: { mobile: string }[] }>(
        '/crm/customer/list.html',
        { keyword: name },
        token,
      );
      expect(saved.data.list.map((c) => c.mobile)).toEqual([digits]);
    },
    long,
  );

  it(
    'adds a follow-up in the customer drawer: it heads the timeline and sets the last follow-up',
    async () => {
      const name = `${tag}跟`;
      await addCustomer(name);
      const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(name)}`);
      await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
      await user.click(screen.getByRole('button', { name: `查看客户 ${name}` }));
      const drawer = await screen.findByRole('dialog', { name });
      expect((await within(drawer).findByTestId('last-follow')).textContent).toBe('—');
      await user.click(await within(drawer).findByRole('button', { name: /跟进方式/ }));
      const options = await screen.findAllByRole('option');
      await user.click(options[0] as HTMLElement);
      await user.type(within(drawer).getByLabelText(/^跟进内容/), `${tag} 电话沟通报价`);
      await user.click(within(drawer).getByRole('button', { name: '添加跟进' }));
      const timeline = within(drawer).getByRole('list', { name: '跟进记录' });
      await waitFor(() => expect(within(timeline).getByText(`${tag} 电话沟通报价`)).toBeTruthy());
      await waitFor(() => expect(within(drawer).getByTestId('last-follow').textContent).not.toBe('—'));
    },
    long,
  );

  it(
    'a customer whose planned follow-up day has passed says 已逾期 beside it, in the list and the drawer',
    async () => {
      // The demo's customers include overdue ones (seed-customers.ts): the list's 已逾期 filter finds them.
      const { user } = await openConsole('#/crm/customer/list?due=overdue');
      const grid = await screen.findByRole('grid', { name: '客户' });
      const first = await waitFor(() => {
        const row = within(grid).getAllByRole('row')[1];
        expect(row).toBeTruthy();
        return row as HTMLElement;
      });
      const name = within(first).getByRole('rowheader').textContent ?? '';
      const column = within(grid)
        .getAllByRole('columnheader')
        .findIndex((h) => /下次跟进/.test(h.textContent ?? ''));
      expect(column).toBeGreaterThan(0);
      expect(within(first).getAllByRole('gridcell')[column - 1]?.textContent).toContain('已逾期');
      await user.click(within(first).getByRole('button', { name: /^查看客户/ }));
      const drawer = await screen.findByRole('dialog', { name: new RegExp(name.slice(0, 2)) });
      await waitFor(() =>
        expect(within(drawer).getByTestId('next-follow').textContent).toMatch(/（北京时间）已逾期$/),
      );
    },
    long,
  );

  it(
    'a follow-up with no next time keeps the one planned, and says so under the field',
    async () => {
      const name = `${tag}约`;
      const planned = new Date(Date.now() + 7 * 24 * 3600_000);
      planned.setUTCSeconds(0, 0);
      const added = await call<AddResult>(
        '/crm/customer/add.html',
        { name, mobile: mobile(), nextFollowAt: planned.toISOString() },
        token,
      );
      const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(name)}`);
      await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
      await user.click(screen.getByRole('button', { name: `查看客户 ${name}` }));
      const drawer = await screen.findByRole('dialog', { name });
      const shown = (await within(drawer).findByTestId('next-follow')).textContent ?? '';
      expect(shown).not.toBe('—');
      expect(shown).not.toContain('已逾期');
      const when = within(drawer).getByRole('group', { name: /^下次跟进时间/ });
      expect(description(when)).toBe(`留空则保留已安排的下次跟进：${shown}`);
      await user.click(await within(drawer).findByRole('button', { name: /跟进方式/ }));
      await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
      await user.type(within(drawer).getByLabelText(/^跟进内容/), `${tag} 微信确认时间`);
      await user.click(within(drawer).getByRole('button', { name: '添加跟进' }));
      const timeline = within(drawer).getByRole('list', { name: '跟进记录' });
      await waitFor(() => expect(within(timeline).getByText(`${tag} 微信确认时间`)).toBeTruthy());
      expect(within(drawer).getByTestId('next-follow').textContent).toBe(shown);
      const detail = await call<{ nextFollowAt: string | null }>(
        '/crm/customer/detail.html',
        { id: Number(added.data.id) },
        token,
      );
      expect(detail.data.nextFollowAt).toBe(planned.toISOString());
    },
    long,
  );

  it(
    'sends materials with a follow-up: boxes to tick for a few, found by title past a page, nine at most',
    async () => {
      const name = `${tag}料`;
      await addCustomer(name);
      const total = async () =>
        (await call<CrmMaterialListResult>('/crm/material/list.html', { pageSize: 1 }, token)).data.total;
      const material = async (title: string) =>
        expect(
          (await call('/crm/material/add.html', { title, kind: 'text', content: title }, token)).code,
        ).toBe(0);
      const mine = Array.from({ length: 10 }, (_, i) => `${tag}资料${i + 1}`);
      for (const title of mine) await material(title);
      const openDrawer = async () => {
        cleanup();
        const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(name)}`);
        await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
        await user.click(screen.getByRole('button', { name: `查看客户 ${name}` }));
        const drawer = await screen.findByRole('dialog', { name });
        await user.click(await within(drawer).findByRole('button', { name: /跟进方式/ }));
        await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
        return { user, drawer };
      };
      const timeline = (drawer: HTMLElement) => within(drawer).getByRole('list', { name: '跟进记录' });
      // A rerun on the same database may already hold more than a page: then only the search is seen.
      if ((await total()) <= tickableMaterials) {
        const { user, drawer } = await openDrawer();
        const box = (title: string) =>
          within(drawer).getByRole('checkbox', { name: title }) as HTMLInputElement;
        await waitFor(() => expect(box(mine[0] ?? '')).toBeTruthy());
        expect(within(drawer).getByText('每条跟进最多 9 个资料')).toBeTruthy();
        for (const title of mine.slice(0, 9)) await user.click(box(title));
        // The tenth is not offered once nine are ticked; unticking one offers it again.
        expect(box(mine[9] ?? '').disabled).toBe(true);
        await user.click(box(mine[0] ?? ''));
        expect(box(mine[9] ?? '').disabled).toBe(false);
        for (const title of mine.slice(1, 8)) await user.click(box(title));
        await user.type(within(drawer).getByLabelText(/^跟进内容/), `${tag} 发了资料`);
        await user.click(within(drawer).getByRole('button', { name: '添加跟进' }));
        await waitFor(() => expect(timeline(drawer).textContent).toContain(`资料：${mine[8]}`));
      }
      // Past a page of materials: the 21st and later were never offered. Now they are found by title.
      while ((await total()) <= tickableMaterials) await material(`${tag}资料更多${await total()}`);
      const last = `${tag}资料末`;
      await material(last);
      const { user, drawer } = await openDrawer();
      const find = await within(drawer).findByRole('combobox', { name: /^查找资料/ });
      expect(within(drawer).queryAllByRole('checkbox')).toHaveLength(0);
      await user.type(find, last);
      await user.click(await screen.findByRole('option', { name: last }));
      // The only one found is picked: nothing is left to offer and the list closes.
      await waitFor(() => expect(find.getAttribute('aria-expanded')).toBe('false'));
      const chosen = await within(drawer).findByRole('grid', { name: '资料' });
      await waitFor(() => expect(within(chosen).getByRole('row', { name: last })).toBeTruthy());
      // The search stays, for another of it to be picked.
      expect((find as HTMLInputElement).value).toBe(last);
      await user.type(within(drawer).getByLabelText(/^跟进内容/), `${tag} 发了末一份`);
      await user.click(within(drawer).getByRole('button', { name: '添加跟进' }));
      await waitFor(() => expect(timeline(drawer).textContent).toContain(`资料：${last}`));
    },
    long,
  );

  it(
    'pages the drawer timeline with load more; a follow-up added after shows the first page again',
    async () => {
      const name = `${tag}页`;
      const id = await addCustomer(name);
      const types = await call<{ list: { id: number }[] }>(
        '/crm/tag/followlist.html',
        { pageSize: 100 },
        token,
      );
      const typeId = types.data.list[0]?.id;
      for (let i = 1; i <= 12; i++) {
        const r = await call(
          '/crm/customer/follow_add.html',
          { customerId: id, typeId, content: `${tag} 第${i}次` },
          token,
        );
        expect(r.code).toBe(0);
      }
      const all = await call<{ total: number }>('/crm/customer/follow_list.html', { customerId: id }, token);
      expect(all.data.total).toBeGreaterThan(10);
      const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(name)}`);
      await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
      await user.click(screen.getByRole('button', { name: `查看客户 ${name}` }));
      const drawer = await screen.findByRole('dialog', { name });
      const entries = () =>
        within(within(drawer).getByRole('list', { name: '跟进记录' })).queryAllByRole('listitem');
      await waitFor(() => expect(entries()).toHaveLength(10));
      expect(entries()[0]?.textContent).toContain(`${tag} 第12次`);
      await user.click(within(drawer).getByRole('button', { name: '加载更多' }));
      await waitFor(() => expect(entries()).toHaveLength(all.data.total));
      expect(within(drawer).queryByRole('button', { name: '加载更多' })).toBeNull();

      await user.click(within(drawer).getByRole('button', { name: /跟进方式/ }));
      await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
      await user.type(within(drawer).getByLabelText(/^跟进内容/), `${tag} 第13次`);
      await user.click(within(drawer).getByRole('button', { name: '添加跟进' }));
      // The first page read again replaces the list: the pages read by "load more" go with the old one.
      await waitFor(() => expect(entries()[0]?.textContent).toContain(`${tag} 第13次`));
      expect(entries()).toHaveLength(10);
      expect(within(drawer).getByRole('button', { name: '加载更多' })).toBeTruthy();
    },
    long,
  );

  it(
    'shows a declared day (生日) in the drawer and the edit form, and filters the list by its range',
    async () => {
      const name = `${tag}生`;
      const r = await call<AddResult>(
        '/crm/customer/add.html',
        { name, mobile: mobile(), birthday: '1990-05-20' },
        token,
      );
      expect(r.code).toBe(0);
      await addCustomer(`${tag}无生日`);
      const { user } = await openConsole(
        `#/crm/customer/list?keyword=${tag}&birthdayFrom=1990-05-01&birthdayTo=1990-05-31`,
      );
      await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
      expect(rowOf('客户', `${tag}无生日`)).toBeUndefined();
      await user.click(screen.getByRole('button', { name: `查看客户 ${name}` }));
      const drawer = await screen.findByRole('dialog', { name });
      const term = await within(drawer).findByText('生日', { selector: 'dt' });
      expect(term.nextElementSibling?.textContent).toBe('1990-05-20');
      await user.click(within(drawer).getByRole('button', { name: '编辑' }));
      const form = await screen.findByRole('form', { name: '编辑' });
      await waitFor(() =>
        expect(within(form).getByRole('group', { name: /^生日/ }).textContent).toMatch(/1990/),
      );
    },
    long,
  );

  it('in English a birthday is typed year first, as the console writes dates', async () => {
    setLocale('en');
    try {
      const { user } = await openConsole('#/crm/customer/list');
      await user.click(await screen.findByRole('button', { name: 'Add customer' }));
      const drawer = await screen.findByRole('dialog', { name: 'Add customer' });
      const segments = within(within(drawer).getByRole('group', { name: /^Birthday/ })).getAllByRole(
        'spinbutton',
      );
      expect(segments.map((s) => s.getAttribute('aria-label')?.split(',')[0])).toEqual([
        'year',
        'month',
        'day',
      ]);
      await user.click(segments[0] as HTMLElement);
      await user.keyboard('19900507');
      expect(await within(drawer).findByText('Monday, May 7th, 1990')).toBeTruthy();
    } finally {
      setLocale('zh-CN');
    }
  });

  it(
    'refuses a birthday after today at its field and in the summary, as the server does; a past one saves',
    async () => {
      const name = `${tag}未来生日`;
      const later = await call(
        '/crm/customer/add.html',
        { name, mobile: mobile(), birthday: '2099-12-31' },
        token,
      );
      // The message never names a key; the field is in its data, where the console places it.
      expect(later).toMatchObject({
        code: 1,
        message: '参数错误：不能晚于今天',
        data: { fields: [{ field: 'birthday', message: '不能晚于今天' }] },
      });
      const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(name)}`);
      await user.click(await screen.findByRole('button', { name: '新增客户' }));
      const drawer = await screen.findByRole('dialog', { name: '新增客户' });
      await user.type(within(drawer).getByLabelText(/^客户名称/), name);
      await user.type(within(drawer).getByLabelText(/^手机号/), mobile());
      const segments = within(within(drawer).getByRole('group', { name: /^生日/ })).getAllByRole(
        'spinbutton',
      );
      await user.click(segments[0] as HTMLElement);
      await user.keyboard('20991231');
      await user.click(within(drawer).getByRole('button', { name: '添加' }));
      expect(await within(drawer).findAllByText('生日不能晚于今天')).toHaveLength(2);
      const none = await call<{ total: number }>('/crm/customer/list.html', { keyword: name }, token);
      expect(none.data.total).toBe(0);
      await user.click(segments[0] as HTMLElement);
      await user.keyboard('1990');
      await user.click(within(drawer).getByRole('button', { name: '添加' }));
      await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
      const saved = await call<{ list: { id: number }[] }>(
        '/crm/customer/list.html',
        { keyword: name },
        token,
      );
      const detail = await call<CustomerDetail>(
        '/crm/customer/detail.html',
        { id: saved.data.list[0]?.id },
        token,
      );
      expect(detail.data.birthday).toBe('1990-12-31');
    },
    long,
  );

  it(
    'says in words why the owner changed: released to the pool, claimed from it (not the server’s codes)',
    async () => {
      const name = `${tag}领`;
      const id = await addCustomer(name);
      expect((await call('/crm/customer/release.html', { ids: [id] }, token)).code).toBe(0);
      expect((await call('/crm/customer/claim.html', { ids: [id] }, token)).code).toBe(0);
      const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(name)}`);
      await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
      await user.click(screen.getByRole('button', { name: `查看客户 ${name}` }));
      const drawer = await screen.findByRole('dialog', { name });
      const timeline = await within(drawer).findByRole('list', { name: '跟进记录' });
      await waitFor(() => expect(within(timeline).getByText('原因：从公海领取')).toBeTruthy());
      expect(within(timeline).getByText('原因：释放到公海')).toBeTruthy();
      expect(within(timeline).queryByText(/claim|release/)).toBeNull();
    },
    long,
  );

  it(
    'offers 负责人 as a filter to a reader who sees every owner, not to one who sees only their own',
    async () => {
      for (const [who, password, offered] of [
        ['admin', 'admin123', true],
        ['operator', 'operator123', false],
      ] as const) {
        // Every answer noted: the filter is judged once the owners' call has answered.
        const seen = holdingFetch(browserFetch, '', Promise.resolve());
        const { user } = await openConsole('#/crm/customer/list', who, password, 1, { fetch: seen.fetch });
        await screen.findByRole('heading', { name: '客户列表', level: 1 });
        // The panel stays as the last visit left it: opened here, it is closed again for the next test.
        const filters = await screen.findByRole('button', { name: '筛选' });
        const opened = filters.getAttribute('aria-expanded') !== 'true';
        if (opened) await user.click(filters);
        await screen.findByRole('button', { name: /阶段/ });
        await waitFor(() =>
          expect(seen.answered.some((p) => p.endsWith('/crm/customer/owners.html'))).toBe(true),
        );
        await waitFor(() => expect(screen.queryByRole('button', { name: /负责人/ }) !== null).toBe(offered));
        if (opened) await user.click(filters);
        cleanup();
      }
    },
    long,
  );

  it(
    'keeps a filter in the address across a reload',
    async () => {
      const { user } = await openConsole('#/crm/customer/list');
      await screen.findByRole('heading', { name: '客户列表', level: 1 });
      // The filters wait behind their one control.
      await user.click(await screen.findByRole('button', { name: '筛选' }));
      await user.click(await screen.findByRole('button', { name: /阶段/ }));
      await user.click(await screen.findByRole('option', { name: '跟进中' }));
      await waitFor(() => expect(window.location.hash).toContain('stage=following'));
      const hash = window.location.hash;
      cleanup();
      await openConsole(hash);
      await screen.findByRole('heading', { name: '客户列表', level: 1 });
      expect(window.location.hash).toContain('stage=following');
      // Arriving narrowed, the filters are open and say what narrows the list.
      expect(screen.getByRole('button', { name: '筛选（已设 1 项）' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      await waitFor(() =>
        expect(screen.getByRole('button', { name: /阶段/ }).textContent).toContain('跟进中'),
      );
    },
    long,
  );

  it(
    'in English a customer’s tags are listed with English commas, in the drawer and the pool',
    async () => {
      const name = `${tag}英`;
      const groups = await call<CrmTagGroup[]>('/crm/tag/group.html', { display: true }, token);
      const two = groups.data.flatMap((g) => g.tags).slice(0, 2);
      expect(two).toHaveLength(2);
      const added = await call<AddResult>(
        '/crm/customer/add.html',
        { name, mobile: mobile(), tagIds: two.map((x) => x.id) },
        token,
      );
      expect(added.code).toBe(0);
      const listed = two.map((x) => x.title).join(', ');
      setLocale('en');
      try {
        const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(name)}`);
        await waitFor(() => expect(rowOf('Customers', name)).toBeTruthy());
        await user.click(screen.getByRole('button', { name: `Open customer ${name}` }));
        const drawer = await screen.findByRole('dialog', { name });
        expect(await within(drawer).findByText(listed)).toBeTruthy();
        cleanup();
        expect((await call('/crm/customer/release.html', { ids: [Number(added.data.id)] }, token)).code).toBe(
          0,
        );
        await openConsole(`#/crm/customer/pool?keyword=${encodeURIComponent(name)}`);
        await waitFor(() => expect(rowOf('Customer pool', name)).toBeTruthy());
        expect(within(rowOf('Customer pool', name) as HTMLElement).getByText(listed)).toBeTruthy();
      } finally {
        setLocale('zh-CN');
        // Out of the pool again: the pool's story below counts on its own customers there.
        await callGet('/crm/customer/del.html', `id=${added.data.id}`, token);
      }
    },
    long,
  );

  it(
    'tags the selected customers in bulk',
    async () => {
      const name = `${tag}签`;
      const id = await addCustomer(name);
      const groups = await call<CrmTagGroup[]>('/crm/tag/group.html', { display: true }, token);
      const first = groups.data.flatMap((g) => g.tags)[0];
      expect(first).toBeTruthy();
      const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(name)}`);
      await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
      const row = rowOf('客户', name) as HTMLElement;
      await user.click(within(row).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: '打标签' }));
      const dialog = await screen.findByRole('dialog', { name: '为 1 位客户打标签' });
      // 确定 with nothing ticked: reachable, and says why at the first tag group, focus there.
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await within(dialog).findByText('请至少勾选一个标签')).toBeTruthy();
      await waitFor(() => expect(within(dialog).getAllByRole('checkbox')[0]).toBe(document.activeElement));
      await user.click(within(dialog).getByRole('checkbox', { name: first?.title ?? '' }));
      expect(within(dialog).queryByText('请至少勾选一个标签')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      await screen.findByText('已更新 1 位客户的标签');
      const detail = await call<CustomerDetail>('/crm/customer/detail.html', { id }, token);
      expect(detail.data.tags.map((x) => x.id)).toContain(first?.id);
    },
    long,
  );
});

describe('release, claim, lose and restore', () => {
  it(
    'releases a customer to the pool from its drawer, and claims it back there',
    async () => {
      const name = `${tag}池`;
      await addCustomer(name);
      const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(name)}`);
      await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
      await user.click(screen.getByRole('button', { name: `查看客户 ${name}` }));
      const drawer = await screen.findByRole('dialog', { name });
      await user.click(await within(drawer).findByRole('button', { name: '放入公海' }));
      const ask = await screen.findByRole('dialog', { name: `将“${name}”放入公海` });
      await user.type(within(ask).getByLabelText(/原因/), '暂无需求');
      await user.click(within(ask).getByRole('button', { name: '放入公海' }));
      // The release's toast names the customer.
      await screen.findByText(`已将 ${name} 放入公海`);
      await waitFor(() => expect(rowOf('客户', name)).toBeFalsy());
      cleanup();

      // A second one in the pool, after it in the list: claimed by keyboard, the first leaves the list,
      // the toast names it and focus stays in the list, on the row that took its place.
      const next = `${tag}泳`;
      const nextId = await addCustomer(next);
      expect((await call('/crm/customer/release.html', { ids: [nextId] }, token)).code).toBe(0);
      const pool = await openConsole(`#/crm/customer/pool?keyword=${tag}&sort=name`);
      await waitFor(() => expect(rowOf('公海客户', next)).toBeTruthy());
      screen.getByRole('button', { name: `领取 ${name}` }).focus();
      await pool.user.keyboard('{Enter}');
      await screen.findByText(`已领取 ${name}`);
      await waitFor(() => expect(rowOf('公海客户', name)).toBeFalsy());
      await waitFor(() => expect(rowOf('公海客户', next)?.contains(document.activeElement)).toBe(true));
    },
    long,
  );

  it(
    'releases one selected customer from the list: the toast names them and focus stays in the list',
    async () => {
      // Two customers: one released, the other keeps the list (and focus) on screen.
      const name = `${tag}放甲`;
      await addCustomer(name);
      await addCustomer(`${tag}放乙`);
      const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(`${tag}放`)}`);
      await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
      await user.click(within(rowOf('客户', name) as HTMLElement).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: '放入公海' }));
      const ask = await screen.findByRole('dialog', { name: `将“${name}”放入公海` });
      await user.click(within(ask).getByRole('button', { name: '放入公海' }));
      await screen.findByText(`已将 ${name} 放入公海`);
      expect(screen.queryByText('已将 1 位客户放入公海')).toBeNull();
      await waitFor(() => expect(rowOf('客户', name)).toBeFalsy());
      await waitFor(() =>
        expect(screen.getByRole('grid', { name: '客户' }).contains(document.activeElement)).toBe(true),
      );
    },
    long,
  );

  it(
    'marks a customer lost with a required reason, and restores it from the lost list',
    async () => {
      const name = `${tag}失`;
      await addCustomer(name);
      const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(name)}`);
      await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
      await user.click(screen.getByRole('button', { name: `查看客户 ${name}` }));
      const drawer = await screen.findByRole('dialog', { name });
      await user.click(await within(drawer).findByRole('button', { name: '标记流失' }));
      const ask = await screen.findByRole('dialog', { name: `将“${name}”标记为流失` });
      const confirm = within(ask).getByRole('button', { name: '标记流失' });
      const field = within(ask).getByLabelText(/原因/);
      // No reason, no loss; but Confirm stays in the tab order, and a press says why at the field.
      expect(confirm.hasAttribute('disabled') || confirm.getAttribute('aria-disabled') === 'true').toBe(
        false,
      );
      await user.click(confirm);
      await within(ask).findByText('请填写原因');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
      expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
        '请填写原因',
      );
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect(screen.getByRole('dialog', { name: `将“${name}”标记为流失` })).toBe(ask);
      await user.type(field, '选择了竞品');
      expect(within(ask).queryByText('请填写原因')).toBeNull();
      await user.click(confirm);
      await waitFor(() => expect(rowOf('客户', name)).toBeFalsy());
      cleanup();

      const lost = await openConsole(`#/crm/customer/lost?keyword=${encodeURIComponent(name)}`);
      await waitFor(() => expect(rowOf('流失客户', name)).toBeTruthy());
      const row = rowOf('流失客户', name) as HTMLElement;
      expect(within(row).getByText('选择了竞品')).toBeTruthy();
      // No "are you sure?": the restore is at once, and its toast offers 撤销 (issue 43, item 5).
      await lost.user.click(within(row).getByRole('button', { name: /恢复/ }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      // Saying who came back, as the other customer actions' toasts do (not the server's 保存成功).
      await findUndoToast(`已恢复 ${name}`);
      await waitFor(() => expect(rowOf('流失客户', name)).toBeFalsy());
    },
    long,
  );
});

describe('a customer that leaves the reader’s sight', () => {
  it(
    'given to another member by one who sees only their own: the drawer closes, the row leaves, 撤销 brings it back',
    async () => {
      const name = `${tag}让`;
      const { user, drawer } = await openAsSales(name);
      await user.click(await within(drawer).findByRole('button', { name: '分配' }));
      const ask = await screen.findByRole('dialog', { name: '分配 1 位客户' });
      // 分配 before an owner is chosen: said at 分配给, which takes focus; nothing is sent.
      await user.click(within(ask).getByRole('button', { name: '分配' }));
      const owner = within(ask).getByRole('button', { name: /分配给/ });
      await waitFor(() => expect(owner).toBe(document.activeElement));
      expect(description(owner)).toContain('请选择分配给');
      await user.click(owner);
      const others = (await screen.findAllByRole('option')).filter((o) => o.textContent !== '销售顾问');
      await user.click(others[0] as HTMLElement);
      await user.click(within(ask).getByRole('button', { name: '分配' }));
      // Not "客户不存在" in a drawer left open with nothing but 重试: it closes, as after a release.
      await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
      expect(screen.queryByText(/客户不存在/)).toBeNull();
      const toast = await findUndoToast(`已重新分配 ${name}`);
      await waitFor(() => expect(rowOf('客户', name)).toBeFalsy());
      await user.click(within(toast).getByRole('button', { name: '撤销' }));
      await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
    },
    long,
  );

  it(
    'opened after another member deleted it: the drawer says so, with no retry that could only fail',
    async () => {
      const name = `${tag}删`;
      const id = await addCustomer(name);
      // The news of the deletion is held back, so the row is still listed when it is opened.
      const { user } = await openConsole(
        `#/crm/customer/list?keyword=${encodeURIComponent(name)}`,
        'admin',
        'admin123',
        1,
        { stream: 'held' },
      );
      await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
      expect((await callGet('/crm/customer/del.html', `id=${id}`, token)).code).toBe(0);
      await user.click(screen.getByRole('button', { name: `查看客户 ${name}` }));
      const drawer = await screen.findByRole('dialog', { name });
      expect((await within(drawer).findByRole('alert')).textContent).toBe(`客户不存在（id ${id}）`);
      expect(within(drawer).queryByRole('button', { name: '重试' })).toBeNull();
    },
    long,
  );
});

describe('the drawer follows changes by others', () => {
  it(
    'shows the remark another member just saved, with a quiet note, focus kept',
    async () => {
      const name = `${tag}随`;
      const { drawer, id } = await openAsSales(name);
      const edit = await within(drawer).findByRole('button', { name: '编辑' });
      edit.focus();
      // News comes only over the stream: wait until this console holds it open.
      await waitFor(() => expect(document.querySelector('[data-live-stream="open"]')).not.toBeNull());
      const saved = await call('/crm/customer/update.html', { id, remark: `${tag} 已电话确认` }, token);
      expect(saved.code).toBe(0);
      expect(await within(drawer).findByText(`${tag} 已电话确认`)).toBeTruthy();
      expect(within(drawer).getByRole('status').textContent).toMatch(new RegExp(`刚更新了客户 ${name}$`));
      expect(document.activeElement).toBe(edit);
    },
    long,
  );
});

describe('a toast over the open drawer', () => {
  it(
    'offers 撤销 to the pointer and the screen reader while the drawer stays open, and the drawer keeps open after it',
    async () => {
      const name = `${tag}转`;
      await addSalesCustomer(name);
      const { user } = await openConsole(
        `#/crm/customer/list?keyword=${encodeURIComponent(name)}`,
        'admin',
        'admin123',
        1,
      );
      await waitFor(() => expect(rowOf('客户', name)).toBeTruthy());
      await user.click(screen.getByRole('button', { name: `查看客户 ${name}` }));
      const drawer = await screen.findByRole('dialog', { name });
      const owner = () => within(drawer).getByText('负责人').nextElementSibling?.textContent;
      await waitFor(() => expect(owner()).toBe('销售顾问'));
      await user.click(await within(drawer).findByRole('button', { name: '分配' }));
      const ask = await screen.findByRole('dialog', { name: '分配 1 位客户' });
      await user.click(within(ask).getByRole('button', { name: /分配给/ }));
      await user.click(await screen.findByRole('option', { name: '运营专员' }));
      await user.click(within(ask).getByRole('button', { name: '分配' }));
      await waitFor(() => expect(owner()).toBe('运营专员'));
      // The drawer is modal: what is outside it is hidden from assistive technology (inert in a
      // browser), but for the toasts, so 撤销 is there to be read and pressed.
      const toast = await findUndoToast(`已重新分配 ${name}`);
      await user.click(within(toast).getByRole('button', { name: '撤销' }));
      await waitFor(() => expect(owner()).toBe('销售顾问'));
      expect(screen.getByRole('dialog', { name })).toBe(drawer);
    },
    long,
  );
});
