import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserListResult } from '../../contract/admin-user.ts';
import type { AddResult } from '../../contract/envelope.ts';
import type { RoleListResult } from '../../contract/role.ts';
import { createTestApi, demo, type TestApi } from '../../tests/support/test-api.ts';
import { sortKey } from '../kit/sort-key.ts';
import { moduleSortedNames } from '../seed.ts';
import { adminUsers, roles } from './core.tables.ts';
import { syncSortKeys } from './sort-keys.ts';

// Names sort in pinyin order (何 刘 孙 吴 周), not by code point (何 刘 吴 周 孙).
let api: TestApi;
let as: { token: string; brandId: number };
beforeAll(async () => {
  api = await createTestApi();
  as = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
});
afterAll(() => api.close());

const byCodePoint = ['何平', '刘洋', '吴婷', '周杰', '孙丽'];
const pinyinOrder = ['何平', '刘洋', '孙丽', '吴婷', '周杰'];

describe('sortKey', () => {
  const sorted = (names: string[], person = false) =>
    [...names].sort((a, b) => {
      const ka = sortKey(a, { person });
      const kb = sortKey(b, { person });
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });

  it('orders Chinese names by pinyin, then tone, shorter first, with Latin letters among them', () => {
    expect([...byCodePoint].sort()).toEqual(byCodePoint);
    expect(sorted(byCodePoint, true)).toEqual(pinyinOrder);
    expect(sorted(['李明', '林', 'Lily', '黎明', '李', 'alice', 'Bob'], true)).toEqual([
      'alice',
      'Bob',
      '黎明',
      '李',
      '李明',
      'Lily',
      '林',
    ]);
  });

  it('reads a surname as a surname for people, and keeps one fixed order for names read alike', () => {
    expect(sortKey('单田芳', { person: true }).startsWith('shan4')).toBe(true);
    expect(sorted(['和平', '何平'])).toEqual(sorted(['何平', '和平']));
  });
});

describe('list sorts by the sort keys', () => {
  it('sorts members by real name in pinyin order, both ways, and follows a rename', async () => {
    const role = await api.call<AddResult>('/brand/role/add.html', {
      ...as,
      body: { title: 'Pinyin group' },
    });
    const ids = new Map<string, number>();
    for (const [i, realName] of ['周杰', '孙丽', '何平', '吴婷', '刘洋'].entries()) {
      const a = await api.call<AddResult>('/brand/adminuser/add.html', {
        ...as,
        body: {
          userName: `py_${i}`,
          password: 'password-1',
          confirmPassword: 'password-1',
          realName,
          roleId: role.data.id,
        },
      });
      ids.set(realName, a.data.id);
    }
    const names = async (sort: string) =>
      (
        await api.call<AdminUserListResult>('/brand/adminuser/list.html', {
          ...as,
          body: { roleId: role.data.id, sort },
        })
      ).data.list.map((u) => u.realName);
    expect(await names('realName')).toEqual(pinyinOrder);
    expect(await names('-realName')).toEqual([...pinyinOrder].reverse());
    await api.call('/brand/adminuser/update.html', {
      ...as,
      body: { id: ids.get('周杰'), realName: '艾米' },
    });
    expect(await names('realName')).toEqual(['艾米', '何平', '刘洋', '孙丽', '吴婷']);
  });

  it('sorts role titles in pinyin order, and a title changed by hand is sorted again after the next start', async () => {
    for (const title of ['周组', '孙组', '何组', '吴组', '刘组'])
      await api.call('/brand/role/add.html', { ...as, body: { title } });
    const titles = async () =>
      (
        await api.call<RoleListResult>('/brand/role/list.html', {
          ...as,
          body: { keyword: '组', sort: 'title' },
        })
      ).data.list.map((r) => r.title);
    expect(await titles()).toEqual(['何组', '刘组', '孙组', '吴组', '周组']);

    // Renamed by SQL, as a tool would: the trigger drops the stale key, the start-up backfill fills it.
    const db = api.database.db;
    await db.update(roles).set({ title: '艾组' }).where(eq(roles.title, '周组'));
    const [renamed] = await db.select().from(roles).where(eq(roles.title, '艾组'));
    expect(renamed?.titleSort).toBeNull();
    expect(await syncSortKeys(db, moduleSortedNames)).toBeGreaterThanOrEqual(1);
    expect(await titles()).toEqual(['艾组', '何组', '刘组', '孙组', '吴组']);
  });

  it('fills the keys of rows written without them, the backfill of existing rows', async () => {
    const db = api.database.db;
    await db.execute(
      sql`insert into ${adminUsers} (user_name, password_hash, real_name) values ('sql_one', 'x', '孙丽'), ('sql_two', 'x', 'Zed')`,
    );
    await syncSortKeys(db, moduleSortedNames);
    const rows = await db
      .select()
      .from(adminUsers)
      .where(inArray(adminUsers.userName, ['sql_one', 'sql_two']));
    expect(rows.map((r) => [r.userNameSort, r.realNameSort])).toEqual(
      expect.arrayContaining([
        [sortKey('sql_one'), sortKey('孙丽', { person: true })],
        [sortKey('sql_two'), sortKey('Zed', { person: true })],
      ]),
    );
    const unkeyed = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(sql`${adminUsers.userNameSort} is null or ${adminUsers.realNameSort} is null`);
    expect(unkeyed).toEqual([]);
  });
});
