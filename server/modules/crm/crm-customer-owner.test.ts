import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerBulkResult,
  customerRule,
  customerPaths as paths,
  type TimelineResult,
} from '../../../contract/customer.ts';
import { customerMaker, memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { adminUsers, changes } from '../../db/core.tables.ts';
import { crmConfigs, crmCustomerEvents, crmCustomers } from './crm.tables.ts';
import { returnToPool } from './pool-return.ts';

/**
 * The four owner changes (claim, release, assign, the daily pool return) as a user and the audit log
 * see them: the rows, one 'owner' timeline event per customer with its reason, one audit row, and the
 * refusals with their messages. They share one writer; these pin what each path writes through it.
 */

type As = { token: string; brandId: number };
let api: TestApi;
let customer: ReturnType<typeof customerMaker>;
let admin: As;
let operator: As;
let second: As;
let adminId = 0;
let operatorId = 0;
let secondId = 0;

const longAgo = new Date('2020-01-01T00:00:00Z');

beforeAll(async () => {
  api = await createTestApi();
  customer = customerMaker(api, demo.brand, 'Owner case', '1360000');
  admin = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
  operator = {
    token: await api.loginTo(demo.operator.user, demo.operator.password, demo.brand),
    brandId: demo.brand,
  };
  second = {
    token: await memberWithRules(api, demo.brand, 'owner-second', [customerRule.list, customerRule.claim]),
    brandId: demo.brand,
  };
  const users = await api.database.db
    .select({ id: adminUsers.id, userName: adminUsers.userName })
    .from(adminUsers);
  adminId = users.find((u) => u.userName === demo.admin.user)?.id ?? 0;
  operatorId = users.find((u) => u.userName === 'operator')?.id ?? 0;
  secondId = users.find((u) => u.userName === 'owner-second')?.id ?? 0;
});
afterAll(() => api.close());

const rowOf = async (id: number) =>
  (await api.database.db.select().from(crmCustomers).where(eq(crmCustomers.id, id)))[0];
const ownerEventsOf = (customerId: number) =>
  api.database.db
    .select()
    .from(crmCustomerEvents)
    .where(and(eq(crmCustomerEvents.customerId, customerId), eq(crmCustomerEvents.kind, 'owner')));
/** The audit rows of `action` whose payload names `id`. */
async function auditsOf(action: string, id: number) {
  const rows = await api.database.db.select().from(changes).where(eq(changes.action, action));
  return rows.filter((r) => {
    const ids = (r.payload as { ids?: unknown }).ids;
    return Array.isArray(ids) && ids.includes(id);
  });
}
async function timelineOwner(as: As, customerId: number) {
  const r = await api.call<TimelineResult>(paths.followList, { ...as, body: { customerId } });
  expect(r.code).toBe(0);
  return r.data.list.filter((e) => e.kind === 'owner');
}

describe('claim', () => {
  it('takes pool rows for the caller with a claim event and audit; an owned or lost row is refused', async () => {
    const pooled = await customer({ ownerId: null });
    const lostPooled = await customer({ ownerId: null, stage: 'lost', lostReason: 'price' });
    const owned = await customer({ ownerId: secondId, ownedAt: longAgo });
    const before = new Date();
    const r = await api.call<CustomerBulkResult>(paths.claim, {
      ...operator,
      body: { ids: [owned, pooled, lostPooled] },
    });
    expect(r.code).toBe(0);
    expect(r.data).toEqual({
      changed: 1,
      refused: [
        { id: owned, reason: '已被他人领取' },
        { id: lostPooled, reason: '已被他人领取' },
      ],
    });

    const row = await rowOf(pooled);
    expect(row?.ownerId).toBe(operatorId);
    expect(row?.ownedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());
    const events = await ownerEventsOf(pooled);
    expect(events.map((e) => ({ actorId: e.actorId, data: e.data }))).toEqual([
      { actorId: operatorId, data: { from: null, to: operatorId, reason: 'claim' } },
    ]);
    const [entry] = await timelineOwner(operator, pooled);
    expect(entry?.actor?.id).toBe(operatorId);
    expect(entry?.owner?.from).toBeNull();
    expect(entry?.owner?.to?.id).toBe(operatorId);
    expect(entry?.owner?.reason).toBe('claim');
    const audits = await auditsOf('claim', pooled);
    expect(audits.map((a) => [a.brandId, a.userId, a.entity, a.payload])).toEqual([
      [demo.brand, operatorId, 'crm_customer', { ids: [pooled] }],
    ]);

    expect((await rowOf(owned))?.ownerId).toBe(secondId);
    expect((await rowOf(owned))?.ownedAt).toEqual(longAgo);
    expect((await rowOf(lostPooled))?.ownerId).toBeNull();
    expect(await ownerEventsOf(owned)).toEqual([]);
    expect(await ownerEventsOf(lostPooled)).toEqual([]);
  });

  it('gives a row two members claim at once to one of them; the other hears it was claimed meanwhile', async () => {
    const pooled = await customer({ ownerId: null });
    const answers = await Promise.all(
      [operator, second].map((as) =>
        api.call<CustomerBulkResult>(paths.claim, { ...as, body: { ids: [pooled] } }),
      ),
    );
    expect(answers.map((r) => r.code)).toEqual([0, 0]);
    expect(answers.map((r) => r.data.changed).sort()).toEqual([0, 1]);
    expect(answers.flatMap((r) => r.data.refused)).toEqual([{ id: pooled, reason: '已被他人领取' }]);
    const winner = answers[0]?.data.changed === 1 ? operatorId : secondId;
    expect((await rowOf(pooled))?.ownerId).toBe(winner);
    expect((await ownerEventsOf(pooled)).map((e) => e.data)).toEqual([
      { from: null, to: winner, reason: 'claim' },
    ]);
  });

  it('writes nothing when every row is refused', async () => {
    const owned = await customer({ ownerId: secondId });
    const r = await api.call<CustomerBulkResult>(paths.claim, { ...operator, body: { ids: [owned] } });
    expect(r.data.changed).toBe(0);
    expect(await ownerEventsOf(owned)).toEqual([]);
    expect(await auditsOf('claim', owned)).toEqual([]);
  });
});

describe('release', () => {
  it('puts the caller’s rows in the pool with their reason, or "release" when none is given', async () => {
    const withReason = await customer({ ownerId: operatorId, ownedAt: longAgo });
    const without = await customer({ ownerId: operatorId, ownedAt: longAgo });
    const blank = await customer({ ownerId: operatorId, ownedAt: longAgo });
    const pooled = await customer({ ownerId: null });

    const r = await api.call<CustomerBulkResult>(paths.release, {
      ...operator,
      body: { ids: [withReason, pooled], reason: 'no budget' },
    });
    expect(r.code).toBe(0);
    expect(r.data).toEqual({ changed: 1, refused: [{ id: pooled, reason: `客户不存在（id ${pooled}）` }] });
    expect((await api.call(paths.release, { ...operator, body: { ids: [without] } })).code).toBe(0);
    expect((await api.call(paths.release, { ...operator, body: { ids: [blank], reason: '  ' } })).code).toBe(
      0,
    );

    for (const id of [withReason, without, blank]) {
      const row = await rowOf(id);
      expect(row?.ownerId).toBeNull();
      expect(row?.ownedAt).toBeNull();
    }
    const eventOf = async (id: number) =>
      (await ownerEventsOf(id)).map((e) => ({ actorId: e.actorId, data: e.data }));
    expect(await eventOf(withReason)).toEqual([
      { actorId: operatorId, data: { from: operatorId, to: null, reason: 'no budget' } },
    ]);
    expect(await eventOf(without)).toEqual([
      { actorId: operatorId, data: { from: operatorId, to: null, reason: 'release' } },
    ]);
    expect(await eventOf(blank)).toEqual([
      { actorId: operatorId, data: { from: operatorId, to: null, reason: 'release' } },
    ]);
    expect(await ownerEventsOf(pooled)).toEqual([]);

    const [entry] = await timelineOwner(operator, withReason);
    expect(entry?.owner?.from?.id).toBe(operatorId);
    expect(entry?.owner?.to).toBeNull();
    expect(entry?.owner?.reason).toBe('no budget');

    const payloadOf = async (id: number) =>
      (await auditsOf('release', id)).map((a) => [a.brandId, a.userId, a.entity, a.payload]);
    expect(await payloadOf(withReason)).toEqual([
      [demo.brand, operatorId, 'crm_customer', { ids: [withReason], reason: 'no budget' }],
    ]);
    expect(await payloadOf(without)).toEqual([
      [demo.brand, operatorId, 'crm_customer', { ids: [without], reason: '' }],
    ]);
    expect(await payloadOf(blank)).toEqual([
      [demo.brand, operatorId, 'crm_customer', { ids: [blank], reason: '' }],
    ]);
  });
});

describe('assign', () => {
  it('moves rows not already the member’s, with assign events from each owner, one audit', async () => {
    const fromOperator = await customer({ ownerId: operatorId, ownedAt: longAgo });
    const fromPool = await customer({ ownerId: null });
    const already = await customer({ ownerId: secondId, ownedAt: longAgo });
    const lost = await customer({
      ownerId: operatorId,
      stage: 'lost',
      lostReason: 'price',
      ownedAt: longAgo,
    });
    const before = new Date();
    const r = await api.call<CustomerBulkResult>(paths.assign, {
      ...admin,
      body: { ids: [fromOperator, fromPool, already, lost], ownerId: secondId },
    });
    expect(r.code).toBe(0);
    expect(r.data).toEqual({ changed: 2, refused: [{ id: lost, reason: `客户不存在（id ${lost}）` }] });

    for (const id of [fromOperator, fromPool]) {
      const row = await rowOf(id);
      expect(row?.ownerId).toBe(secondId);
      expect(row?.ownedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());
    }
    expect((await ownerEventsOf(fromOperator)).map((e) => [e.actorId, e.data])).toEqual([
      [adminId, { from: operatorId, to: secondId, reason: 'assign' }],
    ]);
    expect((await ownerEventsOf(fromPool)).map((e) => [e.actorId, e.data])).toEqual([
      [adminId, { from: null, to: secondId, reason: 'assign' }],
    ]);
    const [entry] = await timelineOwner(admin, fromOperator);
    expect(entry?.owner?.from?.id).toBe(operatorId);
    expect(entry?.owner?.to?.id).toBe(secondId);
    expect(entry?.owner?.reason).toBe('assign');

    // The member already owned it: untouched, no event, not refused either.
    expect((await rowOf(already))?.ownedAt).toEqual(longAgo);
    expect(await ownerEventsOf(already)).toEqual([]);
    expect((await rowOf(lost))?.ownerId).toBe(operatorId);
    expect(await ownerEventsOf(lost)).toEqual([]);

    const audits = await auditsOf('assign', fromOperator);
    expect(audits).toHaveLength(1);
    const payload = audits[0]?.payload as { ids: number[]; ownerId: number };
    expect([audits[0]?.brandId, audits[0]?.userId, audits[0]?.entity]).toEqual([
      demo.brand,
      adminId,
      'crm_customer',
    ]);
    expect({ ...payload, ids: [...payload.ids].sort((a, b) => a - b) }).toEqual({
      ids: [fromOperator, fromPool].sort((a, b) => a - b),
      ownerId: secondId,
    });
  });

  it('counts only the rows that move against the member’s claim limit', async () => {
    const theirs = await customer({ ownerId: secondId });
    const ownedNow = (
      await api.database.db
        .select({ stage: crmCustomers.stage })
        .from(crmCustomers)
        .where(and(eq(crmCustomers.brandId, demo.brand), eq(crmCustomers.ownerId, secondId)))
    ).filter((r) => r.stage !== 'lost').length;
    await api.database.db
      .insert(crmConfigs)
      .values({ brandId: demo.brand, claimLimit: ownedNow + 1 })
      .onConflictDoUpdate({ target: crmConfigs.brandId, set: { claimLimit: ownedNow + 1 } });
    try {
      const a = await customer({ ownerId: null });
      const b = await customer({ ownerId: null });
      const tooMany = await api.call(paths.assign, { ...admin, body: { ids: [a, b], ownerId: secondId } });
      expect(tooMany.code).toBe(1);
      expect(tooMany.message).toBe(
        `每人最多拥有 ${ownedNow + 1} 个客户，该成员已有 ${ownedNow} 个，本次只能再分配 1 个`,
      );
      expect((await rowOf(a))?.ownerId).toBeNull();
      expect(await ownerEventsOf(a)).toEqual([]);
      const fits = await api.call<CustomerBulkResult>(paths.assign, {
        ...admin,
        body: { ids: [theirs, a], ownerId: secondId },
      });
      expect(fits.data).toEqual({ changed: 1, refused: [] });
    } finally {
      await api.database.db
        .update(crmConfigs)
        .set({ claimLimit: 500 })
        .where(eq(crmConfigs.brandId, demo.brand));
    }
  });
});

describe('the claim limit on adding', () => {
  /** The customers (not lost) a member owns in the demo brand. */
  const ownedBy = async (ownerId: number) =>
    (
      await api.database.db
        .select({ stage: crmCustomers.stage })
        .from(crmCustomers)
        .where(and(eq(crmCustomers.brandId, demo.brand), eq(crmCustomers.ownerId, ownerId)))
    ).filter((r) => r.stage !== 'lost').length;
  const setLimit = (claimLimit: number) =>
    api.database.db
      .insert(crmConfigs)
      .values({ brandId: demo.brand, claimLimit })
      .onConflictDoUpdate({ target: crmConfigs.brandId, set: { claimLimit } });

  it('tells a member at the limit they cannot add, in adding’s words, and tells who adds for another member that member’s count', async () => {
    // Each owns one at least: a limit is never below one.
    await customer({ ownerId: operatorId });
    await customer({ ownerId: secondId });
    const mine = await ownedBy(operatorId);
    await setLimit(mine);
    try {
      const mobile = `139${String(Date.now() % 1e8).padStart(8, '0')}`;
      const own = await api.call(paths.add, { ...operator, body: { name: '满额新增', mobile } });
      expect(own.code).toBe(1);
      expect(own.message).toBe(
        `每人最多拥有 ${mine} 个客户，你已有 ${mine} 个，不能再新增；可先把不再跟进的客户放入公海`,
      );
      const theirs = await ownedBy(secondId);
      await setLimit(theirs);
      const forOther = await api.call(paths.add, {
        ...admin,
        body: { name: '满额代加', mobile, ownerId: secondId },
      });
      expect(forOther.code).toBe(1);
      expect(forOther.message).toBe(
        `每人最多拥有 ${theirs} 个客户，该成员已有 ${theirs} 个，本次只能再分配 0 个`,
      );
      const saved = await api.database.db
        .select({ id: crmCustomers.id })
        .from(crmCustomers)
        .where(and(eq(crmCustomers.brandId, demo.brand), eq(crmCustomers.mobile, mobile)));
      expect(saved).toEqual([]);
    } finally {
      await setLimit(500);
    }
  });
});

describe('pool return', () => {
  it('returns due rows of every brand at the job’s clock, no actor, one system audit per brand', async () => {
    const now = new Date('2032-03-01T00:00:00Z');
    const day = 86_400_000;
    const here = await customer({ ownerId: operatorId, lastFollowAt: new Date(now.getTime() - 31 * day) });
    const there = await customer({
      brandId: demo.secondBrand,
      ownerId: adminId,
      lastFollowAt: new Date(now.getTime() - 31 * day),
    });
    // Every other row (the demo's, other tests') was followed "now" on the driven clock.
    await api.database.db
      .update(crmCustomers)
      .set({ lastFollowAt: now })
      .where(notInArray(crmCustomers.id, [here, there]));
    expect(await returnToPool(api.database.db, now)).toBe(2);

    const rows = await api.database.db
      .select()
      .from(crmCustomers)
      .where(inArray(crmCustomers.id, [here, there]));
    for (const row of rows) {
      expect(row.ownerId).toBeNull();
      expect(row.ownedAt).toBeNull();
      expect(row.updatedAt).toEqual(now);
    }
    for (const [id, brandId, from] of [
      [here, demo.brand, operatorId],
      [there, demo.secondBrand, adminId],
    ] as const) {
      expect((await ownerEventsOf(id)).map((e) => [e.brandId, e.actorId, e.data, e.createdAt])).toEqual([
        [brandId, null, { from, to: null, reason: 'pool-return' }, now],
      ]);
      expect(
        (await auditsOf('pool-return', id)).map((a) => [a.brandId, a.userId, a.entity, a.payload]),
      ).toEqual([[brandId, 0, 'crm_customer', { ids: [id] }]]);
    }
    const [entry] = await timelineOwner(admin, here);
    expect(entry?.actor).toBeNull();
    expect(entry?.owner?.from?.id).toBe(operatorId);
    expect(entry?.owner?.to).toBeNull();
    expect(entry?.owner?.reason).toBe('pool-return');
    expect(entry?.createdAt).toBe(now.toISOString());
  });
});
