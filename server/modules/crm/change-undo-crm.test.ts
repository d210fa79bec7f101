import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmProductPaths } from '../../../contract/crm-product.ts';
import { crmTagPaths } from '../../../contract/crm-tag.ts';
import { customerRule, customerPaths as paths } from '../../../contract/customer.ts';
import { customerMaker, memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { type As, type Enveloped, undoCalls } from '../../../tests/support/undo-calls.ts';
import { adminUsers, changes, roleRules, roles } from '../../db/core.tables.ts';
import { rowsOf } from '../../kit/db.ts';
import { listCaches } from '../../kit/list-cache.ts';
import {
  crmCustomerEvents,
  crmCustomerGroups,
  crmCustomers,
  crmCustomerTags,
  crmProducts,
  crmTags,
} from './crm.tables.ts';
import { customerChangeFeed } from './customer-feed.ts';

/**
 * Undo of the CRM's changes (docs/decisions/undo.md): each undoable write answers with its handle; the
 * undo puts back what the change record kept (the rows with their ids, tags, follow-ups and timeline),
 * skips and names what someone changed since, and refuses whoever may not, and after the window.
 */

let api: TestApi;
let customer: ReturnType<typeof customerMaker>;
let admin: As;
let sales: As;
let rival: As;
let salesId = 0;
let rivalId = 0;
let tagA = 0;
let tagB = 0;
let followType = 0;
/** How far the app's clock runs ahead of the process's (the undo window reads it). */
let ahead = 0;

const salesRules = [
  customerRule.list,
  customerRule.pool,
  customerRule.lost,
  customerRule.detail,
  customerRule.claim,
  customerRule.release,
  customerRule.update,
  customerRule.del,
  customerRule.lose,
  customerRule.restore,
  customerRule.tag,
  customerRule.followAdd,
  customerRule.import,
  customerRule.importStatus,
];

beforeAll(async () => {
  api = await createTestApi({ jobs: true, now: () => new Date(Date.now() + ahead) });
  customer = customerMaker(api, demo.brand, 'Undo', '1391111');
  admin = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
  sales = { token: await memberWithRules(api, demo.brand, 'undo-sales', salesRules), brandId: demo.brand };
  rival = { token: await memberWithRules(api, demo.brand, 'undo-rival', salesRules), brandId: demo.brand };
  const users = await api.database.db.select().from(adminUsers);
  salesId = users.find((u) => u.userName === 'undo-sales')?.id ?? 0;
  rivalId = users.find((u) => u.userName === 'undo-rival')?.id ?? 0;
  const db = api.database.db;
  const [group] = await db
    .insert(crmTags)
    .values({ brandId: demo.brand, type: 'group', title: 'Undo group' })
    .returning();
  const made = await db
    .insert(crmTags)
    .values([
      { brandId: demo.brand, type: 'tag', groupId: group?.id, title: 'Undo A' },
      { brandId: demo.brand, type: 'tag', groupId: group?.id, title: 'Undo B' },
      { brandId: demo.brand, type: 'follow', title: 'Undo call' },
    ])
    .returning();
  [tagA, tagB, followType] = made.map((t) => t.id) as [number, number, number];
});
afterAll(() => api.close());

const { call, undo } = undoCalls(() => api);

/** A customer with its tags, follow-ups and timeline, as the database holds them. */
async function whole(ids: number[]) {
  const db = api.database.db;
  return {
    customers: await db
      .select()
      .from(crmCustomers)
      .where(inArray(crmCustomers.id, ids))
      .orderBy(asc(crmCustomers.id)),
    tags: await db
      .select()
      .from(crmCustomerTags)
      .where(inArray(crmCustomerTags.customerId, ids))
      .orderBy(asc(crmCustomerTags.customerId), asc(crmCustomerTags.tagId)),
    events: await db
      .select()
      .from(crmCustomerEvents)
      .where(inArray(crmCustomerEvents.customerId, ids))
      .orderBy(asc(crmCustomerEvents.id)),
  };
}

const ownersOf = async (ids: number[]) =>
  Object.fromEntries(
    (await api.database.db.select().from(crmCustomers).where(inArray(crmCustomers.id, ids))).map((r) => [
      r.id,
      r.ownerId,
    ]),
  );

describe('customers deleted, and taken back', () => {
  it('three customers come back with their ids, tags, follow-ups and timeline', async () => {
    const ids = [
      await customer({ ownerId: salesId, stage: 'following' }),
      await customer({ ownerId: salesId }),
      await customer({ ownerId: salesId }),
    ];
    for (const id of ids) {
      expect((await call(paths.tag, sales, { ids: [id], tagIds: [tagA], mode: 'add' })).code).toBe(0);
      const f = await call(paths.followAdd, sales, {
        customerId: id,
        typeId: followType,
        content: `call ${id}`,
      });
      expect(f.code).toBe(0);
    }
    const was = await whole(ids);
    expect(was.tags).toHaveLength(3);
    expect(was.events.filter((e) => e.kind === 'follow')).toHaveLength(3);

    const del = await call<{ deleted: number }>(`${paths.del}?ids=${ids.join(',')}`, sales);
    expect(del.code).toBe(0);
    expect(del.data.deleted).toBe(3);
    expect(del.undo?.id).toBeGreaterThan(0);
    expect(new Date(del.undo?.until ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect((await whole(ids)).customers).toEqual([]);

    const back = await undo(sales, del.undo?.id ?? 0);
    expect(back.code).toBe(0);
    expect(back.data).toEqual({ id: del.undo?.id, restored: 3, skipped: [] });
    expect(back.message).toBe('Undone');
    expect(await whole(ids)).toEqual(was);

    // The undo is a change of its own, and the original says it was taken back by it.
    const [original] = await api.database.db
      .select()
      .from(changes)
      .where(eq(changes.id, del.undo?.id ?? 0));
    const [own] = await api.database.db
      .select()
      .from(changes)
      .where(eq(changes.id, original?.undoneBy ?? 0));
    expect(own).toMatchObject({ action: 'undo', entity: 'crm_customer', payload: { undoes: del.undo?.id } });
    // Its answer has no undo of its own; a second undo is refused.
    expect(JSON.parse(back.raw).undo).toBeUndefined();
    const again = await undo(sales, del.undo?.id ?? 0);
    expect(again).toMatchObject({ code: 1, message: 'This change has already been undone' });
  });

  it('one customer whose mobile was taken meanwhile stays out, named; the others come back', async () => {
    const ids = [await customer({ ownerId: salesId }), await customer({ ownerId: salesId })];
    const [first] = await api.database.db
      .select()
      .from(crmCustomers)
      .where(eq(crmCustomers.id, ids[0] ?? 0));
    const del = await call(`${paths.del}?ids=${ids.join(',')}`, sales);
    await customer({ ownerId: rivalId, mobile: first?.mobile });
    const back = await undo(sales, del.undo?.id ?? 0);
    expect(back.data).toMatchObject({
      restored: 1,
      skipped: [{ entityId: ids[0], name: first?.name, reason: 'taken' }],
    });
    expect(back.message).toContain('not restored');
    expect((await whole(ids)).customers.map((c) => c.id)).toEqual([ids[1]]);
  });
});

describe('owner moves taken back', () => {
  it('a release: the rest return to their owner, the one claimed since stays, named with who claimed it', async () => {
    const ids = [
      await customer({ ownerId: salesId }),
      await customer({ ownerId: salesId }),
      await customer({ ownerId: salesId }),
    ];
    const rel = await call(paths.release, sales, { ids, reason: 'wrong ones' });
    expect(rel.code).toBe(0);
    expect(rel.undo?.id).toBeGreaterThan(0);
    const claimed = await call(paths.claim, rival, { ids: [ids[1]] });
    expect(claimed.code).toBe(0);
    const back = await undo(sales, rel.undo?.id ?? 0);
    expect(back.code).toBe(0);
    expect(back.data.restored).toBe(2);
    expect(back.data.skipped).toEqual([
      { entityId: ids[1], name: expect.any(String), reason: 'changed', by: 'undo-rival' },
    ]);
    expect(back.message).toContain('was changed by undo-rival since');
    expect(await ownersOf(ids)).toEqual({
      [ids[0] ?? 0]: salesId,
      [ids[1] ?? 0]: rivalId,
      [ids[2] ?? 0]: salesId,
    });
    // The release's owner events are gone from the restored ones' timelines; the claimed one keeps both.
    const events = (await whole(ids)).events.filter((e) => e.kind === 'owner');
    expect(events.map((e) => e.customerId).sort()).toEqual([ids[1], ids[1]]);
  });

  it('a claim and a reassignment go back to the pool and to the owner before', async () => {
    const pooled = await customer({ ownerId: null });
    const claim = await call(paths.claim, sales, { ids: [pooled] });
    expect(claim.undo?.id).toBeGreaterThan(0);
    expect((await undo(sales, claim.undo?.id ?? 0)).data.restored).toBe(1);
    expect(await ownersOf([pooled])).toEqual({ [pooled]: null });

    const mine = await customer({ ownerId: salesId, ownedAt: new Date('2026-11-01T00:00:00Z') });
    const moved = await call(paths.assign, admin, { ids: [mine], ownerId: rivalId });
    expect(moved.undo?.id).toBeGreaterThan(0);
    expect((await undo(admin, moved.undo?.id ?? 0)).data.restored).toBe(1);
    const [row] = await api.database.db.select().from(crmCustomers).where(eq(crmCustomers.id, mine));
    expect(row?.ownerId).toBe(salesId);
    expect(row?.ownedAt?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});

describe('stage and tags taken back', () => {
  it('lost, then restored: each undone puts the stage and its timeline back', async () => {
    const id = await customer({ ownerId: salesId, stage: 'following' });
    const was = await whole([id]);
    const lost = await call(paths.lose, sales, { id, reason: 'too dear' });
    expect(lost.undo?.id).toBeGreaterThan(0);
    expect((await undo(sales, lost.undo?.id ?? 0)).data).toMatchObject({ restored: 1, skipped: [] });
    const now = await whole([id]);
    expect(now.customers[0]).toMatchObject({ stage: 'following', lostReason: '', lostAt: null });
    expect(now.events).toEqual(was.events);

    await call(paths.lose, sales, { id, reason: 'too dear' });
    const restored = await call(paths.restore, sales, { id });
    expect(restored.undo?.id).toBeGreaterThan(0);
    expect((await undo(sales, restored.undo?.id ?? 0)).data.restored).toBe(1);
    expect((await whole([id])).customers[0]).toMatchObject({ stage: 'lost', lostReason: 'too dear' });
  });

  it('a lost mark changed since by another member stays, named', async () => {
    const id = await customer({ ownerId: salesId, stage: 'following' });
    const lost = await call(paths.lose, sales, { id, reason: 'gone quiet' });
    expect((await call(paths.restore, admin, { id })).code).toBe(0);
    const back = await undo(sales, lost.undo?.id ?? 0);
    expect(back.data.restored).toBe(0);
    expect(back.data.skipped).toEqual([
      { entityId: id, name: expect.any(String), reason: 'changed', by: 'admin' },
    ]);
    expect((await whole([id])).customers[0]?.stage).toBe('following');
  });

  it('a bulk tag: added tags come off where they were added, removed ones go back', async () => {
    const ids = [await customer({ ownerId: salesId }), await customer({ ownerId: salesId })];
    await api.database.db.insert(crmCustomerTags).values({ customerId: ids[0] ?? 0, tagId: tagA });
    const added = await call(paths.tag, sales, { ids, tagIds: [tagA, tagB], mode: 'add' });
    expect(added.undo?.id).toBeGreaterThan(0);
    expect((await whole(ids)).tags).toHaveLength(4);
    expect((await undo(sales, added.undo?.id ?? 0)).data.restored).toBe(2);
    // The tag the first had before stays.
    expect((await whole(ids)).tags).toEqual([{ customerId: ids[0], tagId: tagA }]);
    expect((await whole(ids)).events.filter((e) => e.kind === 'tag')).toEqual([]);

    const removed = await call(paths.tag, sales, { ids, tagIds: [tagA], mode: 'remove' });
    expect((await undo(sales, removed.undo?.id ?? 0)).data.restored).toBe(1);
    expect((await whole(ids)).tags).toEqual([{ customerId: ids[0], tagId: tagA }]);
  });
});

describe('who may undo, and until when', () => {
  it('refuses another member, and a member who lost the right since; the owner may', async () => {
    const id = await customer({ ownerId: salesId });
    const rel = await call(paths.release, sales, { ids: [id] });
    const other = await undo(rival, rel.undo?.id ?? 0);
    expect(other).toMatchObject({
      code: 403,
      message: 'Only the member who made this change or the brand owner can undo it',
    });
    // The author without the rule the release needed.
    const [role] = await api.database.db.select().from(roles).where(eq(roles.title, 'undo-sales role'));
    const [rule] = await rowsOf(
      api.database.db,
      sql`select id from rules where controller = 'crm/customer' and action = 'release'`,
    );
    await api.database.db
      .delete(roleRules)
      .where(sql`${roleRules.roleId} = ${role?.id} and ${roleRules.ruleId} = ${rule?.id}`);
    await api.database.db
      .update(roles)
      .set({ rulesVersion: sql`${roles.rulesVersion} + 1` })
      .where(eq(roles.id, role?.id ?? 0));
    const noRight = await undo(sales, rel.undo?.id ?? 0);
    expect(noRight).toMatchObject({
      code: 403,
      message: 'You no longer have the permission this change needs, so you cannot undo it',
    });
    await api.database.db.insert(roleRules).values({ roleId: role?.id ?? 0, ruleId: Number(rule?.id) });
    await api.database.db
      .update(roles)
      .set({ rulesVersion: sql`${roles.rulesVersion} + 1` })
      .where(eq(roles.id, role?.id ?? 0));
    // The brand's owner may take back anyone's change.
    expect((await undo(admin, rel.undo?.id ?? 0)).data.restored).toBe(1);
  });

  it('refuses after 30 minutes (the app clock held ahead), in both languages', async () => {
    const id = await customer({ ownerId: salesId });
    const rel = await call(paths.release, sales, { ids: [id] });
    ahead = 31 * 60_000;
    try {
      expect(await undo(sales, rel.undo?.id ?? 0)).toMatchObject({
        code: 1,
        message: 'This change is more than 30 minutes old and can no longer be undone',
      });
      expect((await undo(sales, rel.undo?.id ?? 0, 'zh-CN')).message).toBe(
        '这项变更已超过 30 分钟，不能再撤销',
      );
    } finally {
      ahead = 0;
    }
    expect(await ownersOf([id])).toEqual({ [id]: null });
    expect((await undo(sales, rel.undo?.id ?? 0)).code).toBe(0);
  });

  it("refuses a change of another brand, and one that cannot be undone; a change that can't has no handle", async () => {
    const other = await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand);
    const id = await customer({ ownerId: salesId });
    const rel = await call(paths.release, sales, { ids: [id] });
    const foreign = await undo({ token: other, brandId: demo.secondBrand }, rel.undo?.id ?? 0);
    expect(foreign).toMatchObject({ code: 1, message: `Change not found (id ${rel.undo?.id})` });
    const upd = await call(paths.update, admin, { id, remark: 'x' });
    expect(upd.code).toBe(0);
    expect(upd.undo).toBeUndefined();
    const [last] = await rowsOf(api.database.db, sql`select max(id) as id from changes`);
    expect((await undo(admin, Number(last?.id))).message).toBe('This change cannot be undone');
  });
});

describe('catalogue deletes taken back (the kit handler)', () => {
  it('a tag group comes back with its tags, same ids', async () => {
    const db = api.database.db;
    const [group] = await db
      .insert(crmTags)
      .values({ brandId: demo.brand, type: 'group', title: 'Undo gone group' })
      .returning();
    const tags = await db
      .insert(crmTags)
      .values([
        { brandId: demo.brand, type: 'tag', groupId: group?.id, title: 'Undo gone 1' },
        { brandId: demo.brand, type: 'tag', groupId: group?.id, title: 'Undo gone 2' },
      ])
      .returning();
    const ids = [group?.id ?? 0, ...tags.map((t) => t.id)];
    const was = await db.select().from(crmTags).where(inArray(crmTags.id, ids)).orderBy(asc(crmTags.id));
    const del = await call(`${crmTagPaths.del}?id=${group?.id}`, admin);
    expect(del.code).toBe(0);
    expect(await db.select().from(crmTags).where(inArray(crmTags.id, ids))).toEqual([]);
    expect((await undo(admin, del.undo?.id ?? 0)).data).toMatchObject({ restored: 1, skipped: [] });
    expect(await db.select().from(crmTags).where(inArray(crmTags.id, ids)).orderBy(asc(crmTags.id))).toEqual(
      was,
    );
  });
});

describe('an import taken back as a whole', () => {
  it('removes the customers it brought, but the one changed since, listed', async () => {
    const csv = `姓名,手机\n${[0, 1, 2, 3, 4].map((i) => `导入${i},1385555000${i}`).join('\n')}\n`;
    const form = new FormData();
    form.append('mapping', JSON.stringify({ name: 0, mobile: 1 }));
    form.append('owner', 'me');
    form.append('hasHeader', 'true');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'undo.csv');
    const res = await api.app.request(paths.import, {
      method: 'POST',
      headers: {
        BrandId: String(demo.brand),
        Authorization: `Bearer ${sales.token}`,
        'Accept-Language': 'en',
      },
      body: form,
    });
    const up = (await res.json()) as Enveloped<{ jobId: number }>;
    expect(up.code).toBe(0);
    expect(up.undo?.id).toBeGreaterThan(0);
    let status = '';
    for (let i = 0; i < 600 && status !== 'done'; i++) {
      const s = await call<{ status: string }>(paths.importStatus, sales, { jobId: up.data.jobId });
      status = s.data.status;
      if (status !== 'done') await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe('done');
    const brought = await api.database.db
      .select()
      .from(crmCustomers)
      .where(eq(crmCustomers.importId, up.data.jobId))
      .orderBy(asc(crmCustomers.id));
    expect(brought).toHaveLength(5);
    const touched = brought[2];
    expect((await call(paths.update, admin, { id: touched?.id, remark: 'called back' })).code).toBe(0);
    const back = await undo(sales, up.undo?.id ?? 0);
    expect(back.code).toBe(0);
    expect(back.data).toEqual({
      id: up.undo?.id,
      restored: 4,
      skipped: [{ entityId: touched?.id, name: touched?.name, reason: 'changed', by: 'admin' }],
    });
    const left = await api.database.db
      .select()
      .from(crmCustomers)
      .where(eq(crmCustomers.importId, up.data.jobId));
    expect(left.map((c) => c.id)).toEqual([touched?.id]);
  });
});

describe('a customer segment deleted, and taken back', () => {
  it('comes back with its id, name and conditions', async () => {
    const db = api.database.db;
    const [group] = await db
      .insert(crmCustomerGroups)
      .values({ brandId: demo.brand, name: 'Undo segment', conditions: { stage: ['new'] } })
      .returning();
    const del = await call(`${paths.groupDel}?id=${group?.id}`, admin);
    expect(del.code).toBe(0);
    expect(del.undo?.id).toBeGreaterThan(0);
    expect((await undo(admin, del.undo?.id ?? 0)).data).toMatchObject({ restored: 1, skipped: [] });
    expect(
      (
        await db
          .select()
          .from(crmCustomerGroups)
          .where(eq(crmCustomerGroups.id, group?.id ?? 0))
      )[0],
    ).toEqual(group);
  });
});

describe('toggles and edits taken back (the kit update handler)', () => {
  it('products put off sale in bulk come back on sale, but one edited since, named', async () => {
    const db = api.database.db;
    const made = await db
      .insert(crmProducts)
      .values(
        [1, 2, 3].map((n) => ({
          brandId: demo.brand,
          kind: 'product',
          title: `Undo product ${n}`,
          price: '9.90',
        })),
      )
      .returning();
    const ids = made.map((p) => p.id);
    const off = await call(crmProductPaths.status, admin, { ids, display: false });
    expect(off.code).toBe(0);
    expect(off.undo?.id).toBeGreaterThan(0);
    // One is put back on sale by an edit meanwhile: that one is not the undo's to touch.
    expect((await call(crmProductPaths.update, admin, { id: ids[1], display: true })).code).toBe(0);
    const back = await undo(admin, off.undo?.id ?? 0);
    expect(back.data.restored).toBe(2);
    expect(back.data.skipped).toEqual([
      { entityId: ids[1], name: 'Undo product 2', reason: 'changed', by: 'admin' },
    ]);
    const now = await db
      .select()
      .from(crmProducts)
      .where(inArray(crmProducts.id, ids))
      .orderBy(asc(crmProducts.id));
    expect(now.map((p) => p.display)).toEqual([true, true, true]);
  });

  it('a tag hidden comes back shown; an edit of its title comes back, unless renamed since', async () => {
    const db = api.database.db;
    const hidden = await call(crmTagPaths.status, admin, { id: tagB, display: false });
    expect(hidden.undo?.id).toBeGreaterThan(0);
    expect((await undo(admin, hidden.undo?.id ?? 0)).data).toMatchObject({ restored: 1, skipped: [] });
    expect((await db.select().from(crmTags).where(eq(crmTags.id, tagB)))[0]?.display).toBe(true);

    const renamed = await call(crmTagPaths.update, admin, { id: tagB, title: 'Undo B2' });
    expect(renamed.code).toBe(0);
    expect(renamed.undo?.id).toBeGreaterThan(0);
    expect((await undo(admin, renamed.undo?.id ?? 0)).data.restored).toBe(1);
    expect((await db.select().from(crmTags).where(eq(crmTags.id, tagB)))[0]?.title).toBe('Undo B');
  });
});

describe('an undo is told on the live feed', () => {
  /** The undo's own record as the feed reads it, told to `reader`. */
  async function toldOf(undoneId: number, reader: { userId: number; ruleKeys: string[] }) {
    const [original] = await api.database.db.select().from(changes).where(eq(changes.id, undoneId));
    const [own] = await api.database.db
      .select()
      .from(changes)
      .where(eq(changes.id, original?.undoneBy ?? 0));
    if (!own) throw new Error('no undo record');
    return customerChangeFeed.view(
      { db: api.database.db, lists: listCaches() } as never,
      { brandId: demo.brand, userId: reader.userId, isOwner: false, ruleKeys: new Set(reader.ruleKeys) },
      { ...own, entityIds: own.entityIds ?? [] },
    );
  }

  it('a release taken back: the pool hears the rows left it; the owner hears them back', async () => {
    const ids = [await customer({ ownerId: salesId })];
    const rel = await call(paths.release, sales, { ids });
    await undo(sales, rel.undo?.id ?? 0);
    const toRival = await toldOf(rel.undo?.id ?? 0, { userId: rivalId, ruleKeys: salesRules });
    expect(toRival).toMatchObject({ action: 'undo', rows: [{ id: ids[0], item: null }] });
    const toSales = await toldOf(rel.undo?.id ?? 0, { userId: salesId, ruleKeys: salesRules });
    expect(toSales).toMatchObject({ action: 'undo', rows: [{ id: ids[0], item: { id: ids[0] } }] });
  });
});
