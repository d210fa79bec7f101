import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CrmTagGroup, CrmTagItem } from '../../contract/crm-tag.ts';
import type { CustomerDetail, TimelineResult } from '../../contract/customer.ts';
import type { AddResult, ListResult } from '../../contract/envelope.ts';
import { call, findUndoToast, openConsole, signIn } from '../../tests/support/console-session.tsx';

// Undo from the customer list against the real server (issue 43): the change commits at once, its
// toast offers 撤销, Ctrl+Z or the button takes it back. Names carry this run's tag.
const tag = `ud${Date.now().toString(36)}`;
const long = 120_000;
let token = '';
let tagId = 0;
let followType = 0;

beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
  const groups = await call<CrmTagGroup[]>('/crm/tag/group.html', { display: true }, token);
  tagId = groups.data.flatMap((g) => g.tags)[0]?.id ?? 0;
  const types = await call<ListResult<CrmTagItem>>('/crm/tag/followlist.html', {}, token);
  followType = types.data.list[0]?.id ?? 0;
  expect(tagId).toBeGreaterThan(0);
  expect(followType).toBeGreaterThan(0);
});

const mobile = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const rowOf = (name: string) => {
  const grid = screen.queryByRole('grid', { name: '客户' });
  return grid
    ? within(grid)
        .queryAllByRole('row')
        .find((r) => within(r).queryByRole('rowheader', { name: new RegExp(`^${name}`) }))
    : undefined;
};

/** A customer with a tag and a follow-up, which a delete takes with it and its undo brings back. */
async function customerWithRelations(name: string): Promise<number> {
  const added = await call<AddResult>(
    '/crm/customer/add.html',
    { name, mobile: mobile(), tagIds: [tagId] },
    token,
  );
  expect(added.code).toBe(0);
  const id = Number(added.data.id);
  const follow = await call<AddResult>(
    '/crm/customer/follow_add.html',
    { customerId: id, typeId: followType, content: `${name} 电话沟通` },
    token,
  );
  expect(follow.code).toBe(0);
  return id;
}

describe('undo from the customer list', () => {
  it(
    'deletes three customers, Ctrl+Z brings all three back with their tags and follow-ups, focus on the list',
    async () => {
      const names = ['甲', '乙', '丙'].map((n) => `${tag}删${n}`);
      const ids = await Promise.all(names.map(customerWithRelations));
      // A fourth keeps the list on screen.
      await customerWithRelations(`${tag}删丁`);
      const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(`${tag}删`)}`);
      await waitFor(() => expect(names.every((n) => rowOf(n))).toBe(true));
      for (const n of names) await user.click(within(rowOf(n) as HTMLElement).getByRole('checkbox'));
      // No "are you sure?": the delete commits at once and its toast offers 撤销 (issue 43, item 5).
      await user.click(screen.getByRole('button', { name: /删除所选/ }));
      expect(screen.queryByRole('alertdialog')).toBeNull();

      const toast = (await screen.findByText('已删除 3 位客户')).closest('[data-undo]') as HTMLElement;
      // Its shortcut is said, and it stays: no countdown.
      expect(within(toast).getByText(/^按 (Ctrl\+Z|⌘Z) 撤销，/)).toBeTruthy();
      await waitFor(() => expect(names.some((n) => rowOf(n))).toBe(false));
      const grid = screen.getByRole('grid', { name: '客户' });
      await waitFor(() =>
        expect(grid.contains(document.activeElement) || document.activeElement === grid).toBe(true),
      );

      await user.keyboard('{Control>}z{/Control}');
      await screen.findByText('已撤销，3 条回到原样');
      await waitFor(() => expect(names.every((n) => rowOf(n))).toBe(true));
      // Focus is back on the list, where it was before the change.
      await waitFor(() =>
        expect(grid.contains(document.activeElement) || document.activeElement === grid).toBe(true),
      );
      // The same ids, with their tags and follow-ups.
      for (const id of ids) {
        const detail = await call<CustomerDetail>('/crm/customer/detail.html', { id }, token);
        expect(detail.code).toBe(0);
        expect(detail.data.tags.map((x) => x.id)).toContain(tagId);
        const timeline = await call<TimelineResult>(
          '/crm/customer/follow_list.html',
          { customerId: id },
          token,
        );
        expect(timeline.data.list.some((e) => e.kind === 'follow')).toBe(true);
      }
    },
    long,
  );

  it(
    'releases a customer to the pool and takes it back with the toast’s 撤销',
    async () => {
      // Not a prefix of each other: a row is found by the start of its name.
      const name = `${tag}放甲`;
      await customerWithRelations(name);
      await customerWithRelations(`${tag}放乙`);
      const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(`${tag}放`)}`);
      await waitFor(() => expect(rowOf(name)).toBeTruthy());
      await user.click(within(rowOf(name) as HTMLElement).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: '放入公海' }));
      const ask = await screen.findByRole('dialog', { name: `将“${name}”放入公海` });
      await user.click(within(ask).getByRole('button', { name: '放入公海' }));
      const toast = (await screen.findByText(`已将 ${name} 放入公海`)).closest('[data-undo]') as HTMLElement;
      await waitFor(() => expect(rowOf(name)).toBeFalsy());
      await user.click(within(toast).getByRole('button', { name: '撤销' }));
      await screen.findByText('已撤销，1 条回到原样');
      await waitFor(() => expect(rowOf(name)).toBeTruthy());
    },
    long,
  );
});

describe('undo that cannot take everything back says why', () => {
  it(
    'a customer released and claimed by another member since is not put back: the toast names them and who',
    async () => {
      const name = `${tag}争`;
      const id = await customerWithRelations(name);
      const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(name)}`);
      await waitFor(() => expect(rowOf(name)).toBeTruthy());
      await user.click(within(rowOf(name) as HTMLElement).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: '放入公海' }));
      const ask = await screen.findByRole('dialog', { name: `将“${name}”放入公海` });
      await user.click(within(ask).getByRole('button', { name: '放入公海' }));
      const toast = (await screen.findByText(`已将 ${name} 放入公海`)).closest('[data-undo]') as HTMLElement;
      // Meanwhile sales claims the customer from the pool.
      const sales = await signIn('sales', 'sales123');
      const claimed = await call<{ changed: number }>('/crm/customer/claim.html', { ids: [id] }, sales.token);
      expect(claimed.data.changed).toBe(1);
      await user.click(within(toast).getByRole('button', { name: '撤销' }));
      expect(await within(toast).findByText('已撤销，没有可恢复的')).toBeTruthy();
      expect(within(toast).getByText(`${name} 未恢复：sales 之后修改过`)).toBeTruthy();
      // Sales keeps the customer: nothing of theirs was overwritten.
      const detail = await call<CustomerDetail>('/crm/customer/detail.html', { id }, token);
      expect(detail.data.owner?.name).not.toBe('管理员');
    },
    long,
  );
});

describe('undo of a role delete, through the kit’s delete and from 最近变更', () => {
  it(
    'a role deleted from its list offers 撤销; 最近变更 offers it too, takes it back and says 已撤销',
    async () => {
      const title = `${tag} 角色`;
      const added = await call<AddResult>('/brand/role/add.html', { title, rules: [] }, token);
      expect(added.code).toBe(0);
      // Found by its name: the roles other files of the shard add may push it past the first page.
      const { user } = await openConsole(`#/system/role?keyword=${encodeURIComponent(title)}`);
      await screen.findByRole('heading', { name: '角色', level: 1 });
      // The list with no row left shows its empty state, not the grid: no row there either.
      const roleRow = () => {
        const grid = screen.queryByRole('grid', { name: '角色列表' });
        return grid
          ? within(grid)
              .queryAllByRole('row')
              .find((r) => within(r).queryByRole('rowheader', { name: new RegExp(`^${title}`) }))
          : undefined;
      };
      await waitFor(() => expect(roleRow()).toBeTruthy());
      // No "are you sure?": a role's delete is one an undo takes back (issue 43, item 5).
      await user.click(within(roleRow() as HTMLElement).getByRole('button', { name: /^删除/ }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      // The kit's delete (ConfirmAction) offers 撤销 with the answer's handle: every such list does.
      await findUndoToast();
      await waitFor(() => expect(roleRow()).toBeFalsy());
      cleanup();

      // Not taken back there: the overview's 最近变更 offers it, named with its row.
      const overview = await openConsole('#/system/index');
      const recent = await screen.findByRole('region', { name: '最近变更' });
      const what = `admin 删除了角色 ${title}`;
      const undo = await within(recent).findByRole('button', { name: `撤销：${what}` });
      await overview.user.click(undo);
      await screen.findByText('已撤销，1 条回到原样');
      const item = await waitFor(() => {
        const li = within(recent)
          .getAllByRole('listitem')
          .find((l) => within(l).queryByText(what));
        expect(li && within(li).queryByText('已撤销')).toBeTruthy();
        return li as HTMLElement;
      });
      expect(within(item).queryByRole('button', { name: /撤销/ })).toBeNull();
      // The role is back.
      const roles = await call<{ list: { title: string }[] }>(
        '/brand/role/list.html',
        { keyword: title },
        token,
      );
      expect(roles.data.list.some((r) => r.title === title)).toBe(true);
    },
    long,
  );
});
