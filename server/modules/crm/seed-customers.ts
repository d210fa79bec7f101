import { and, eq, inArray } from 'drizzle-orm';
import type { CustomerConditions } from '../../../contract/customer.ts';
import type { Db } from '../../db/client.ts';
import { adminUsers, areas } from '../../db/core.tables.ts';
import { sortKey } from '../../kit/sort-key.ts';
import {
  crmCustomerEvents,
  crmCustomerGroups,
  crmCustomers,
  crmCustomerTags,
  crmTags,
} from './crm.tables.ts';

/**
 * The customers of "Demo Brand", so a new user opens a living CRM: a few hundred customers
 * over admin, operator, sales and the pool, every stage (lost ones with their reasons), tags, sources,
 * regions in five provinces, twelve weeks of follow-ups with some due today and some overdue, and two
 * saved groups. Deterministic: a seeded generator, so every fresh demo database is the same one.
 */

export const demoCustomerCount = 320;

const surnames = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
];
const givenNames = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '强',
  '洋',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '晓东',
  '子涵',
  '浩宇',
];
const companies = [
  '',
  '',
  '星河贸易',
  '青禾餐饮',
  '远航科技',
  '瑞丰建材',
  '悦己美业',
  '百川物流',
  '晨光文具',
  '山海茶业',
];
const titles = ['', '', '经理', '店长', '采购', '总监', '老板'];
/** District codes from the areas table: 南山区, 福田区, 天河区, 西湖区, 朝阳区, 武侯区, 浦东新区. */
const districts = [440305, 440304, 440106, 330106, 110105, 510107, 310115];
const lostReasons = ['价格太高', '选择了竞品', '暂无需求', '联系不上'];
const followNotes = [
  '电话沟通了需求，客户对新品感兴趣',
  '发送了产品资料，约下周再聊',
  '到店体验，试用了手冲套装',
  '客户询问团购价格',
  '回访使用情况，反馈良好',
  '微信沟通，客户在比较几家',
];

/** mulberry32: a tiny seeded generator, the same sequence on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayMs = 86_400_000;

export async function seedCustomerDemo(db: Db, brandId: number): Promise<void> {
  const rand = seeded(14);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const members = await db
    .select({ id: adminUsers.id, userName: adminUsers.userName })
    .from(adminUsers)
    .where(inArray(adminUsers.userName, ['admin', 'operator', 'sales']));
  const memberId = (userName: string) => members.find((m) => m.userName === userName)?.id ?? null;
  const owners = [memberId('admin'), memberId('operator'), memberId('sales'), null];
  const tags = await db
    .select({ id: crmTags.id, type: crmTags.type })
    .from(crmTags)
    .where(and(eq(crmTags.brandId, brandId), inArray(crmTags.type, ['tag', 'follow', 'source'])));
  const ofType = (type: string) => tags.filter((t) => t.type === type).map((t) => t.id);
  const tagIds = ofType('tag');
  const followTypes = ofType('follow');
  const sources = ofType('source');
  const areaRows = await db.select({ id: areas.id, parentId: areas.parentId, name: areas.name }).from(areas);
  const byId = new Map(areaRows.map((a) => [a.id, a]));

  const now = Date.now();
  const rows: (typeof crmCustomers.$inferInsert)[] = [];
  const followsOf: { at: number; typeId: number | null; content: string; nextAt: number | null }[][] = [];
  const tagsOf: number[][] = [];
  for (let i = 0; i < demoCustomerCount; i++) {
    const name = pick(surnames) + pick(givenNames);
    const owner = owners[i % owners.length] ?? null;
    const roll = rand();
    // The pool holds new and following customers; owners have every stage.
    const stage =
      roll < 0.25 ? 'new' : roll < 0.7 || owner === null ? 'following' : roll < 0.88 ? 'won' : 'lost';
    const district = byId.get(districts[i % districts.length] ?? 0);
    const city = district ? byId.get(district.parentId) : undefined;
    const province = city ? byId.get(city.parentId) : undefined;
    const createdAt = now - Math.floor(rand() * 84 + 1) * dayMs - Math.floor(rand() * dayMs);
    // Follow-ups between the creation and now, oldest first; new customers have none yet.
    const follows: (typeof followsOf)[number] = [];
    const count = stage === 'new' ? 0 : 1 + Math.floor(rand() * 4);
    let at = createdAt;
    for (let k = 0; k < count; k++) {
      at += Math.floor(rand() * ((now - at) / 2));
      follows.push({
        at,
        typeId: followTypes.length ? pick(followTypes) : null,
        content: pick(followNotes),
        nextAt: null,
      });
    }
    // An owner's open customers were followed up (or, new, taken) within the last 25 days, so the
    // nightly pool return (30 days by default) leaves the demo's owners their customers. Derived from
    // the row's number, not drawn, so every other value stays as the seed has always made it.
    let createdAtOwned = createdAt;
    if (owner !== null && stage !== 'lost') {
      const recent = now - ((i % 20) + 1) * dayMs - (i % 7) * 3600_000;
      if (stage === 'new' && createdAt < now - 25 * dayMs) createdAtOwned = recent;
      const last = follows.at(-1)?.at ?? createdAtOwned;
      if (stage !== 'new' && last < now - 25 * dayMs)
        follows.push({
          at: Math.max(recent, last),
          typeId: followTypes[i % Math.max(followTypes.length, 1)] ?? null,
          content: followNotes[i % followNotes.length] ?? '',
          nextAt: null,
        });
    }
    // Open customers of an owner have their next follow-up: one in six today, one in six overdue. The
    // slot counts an owner's own rows (every fourth), so each owner has both: taken from the row's
    // number, two in six rows fell to one owner each, and the demo admin had no overdue customer.
    let nextFollowAt: number | null = null;
    if (owner !== null && (stage === 'new' || stage === 'following')) {
      const slot = Math.floor(i / owners.length) % 6;
      nextFollowAt =
        slot === 0
          ? now + Math.floor(rand() * 2 * 3600_000) - 3600_000
          : slot === 1
            ? now - (1 + Math.floor(rand() * 10)) * dayMs
            : now + (1 + Math.floor(rand() * 14)) * dayMs;
      const last = follows.at(-1);
      if (last) last.nextAt = nextFollowAt;
    }
    followsOf.push(follows);
    tagsOf.push(tagIds.filter(() => rand() < 0.22));
    const lastFollow = follows.at(-1)?.at ?? null;
    rows.push({
      brandId,
      name,
      nameSort: sortKey(name, { person: true }),
      mobile: `139${String(10_000_000 + i * 7919).slice(-8)}`,
      gender: pick(['male', 'female', 'unknown'] as const),
      company: pick(companies),
      title: pick(titles),
      email: i % 3 === 0 ? `customer${i + 1}@example.com` : '',
      wechat: i % 4 === 0 ? `wx_demo_${i + 1}` : '',
      areaId: district?.id ?? 0,
      provinceId: province?.id ?? 0,
      cityId: city?.id ?? 0,
      province: province?.name ?? '',
      city: city?.name ?? '',
      district: district?.name ?? '',
      address: district ? `${pick(['人民路', '中山路', '科技园路', '建设大道'])} ${1 + (i % 200)} 号` : '',
      sourceId: sources.length ? pick(sources) : null,
      stage,
      level: pick(['A', 'B', 'B', 'C', 'C', null] as const),
      remark: '',
      ownerId: owner,
      ownedAt: owner === null ? null : new Date(createdAtOwned),
      lastFollowAt: lastFollow === null ? null : new Date(lastFollow),
      nextFollowAt: nextFollowAt === null ? null : new Date(nextFollowAt),
      lostReason: stage === 'lost' ? pick(lostReasons) : '',
      lostAt: stage === 'lost' ? new Date(lastFollow ?? createdAt) : null,
      createdBy: owner ?? memberId('admin'),
      createdAt: new Date(createdAtOwned),
      updatedAt: new Date(lastFollow ?? createdAtOwned),
    });
  }

  const groups: { name: string; conditions: CustomerConditions }[] = [
    { name: 'A级客户', conditions: { match: 'all', levels: ['A'] } },
    { name: '广东客户', conditions: { match: 'all', areaIds: [440000] } },
  ];
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(crmCustomers).values(rows).returning({ id: crmCustomers.id });
    const links = inserted.flatMap((c, i) => (tagsOf[i] ?? []).map((tagId) => ({ customerId: c.id, tagId })));
    if (links.length) await tx.insert(crmCustomerTags).values(links);
    const events = inserted.flatMap((c, i) => {
      const owner = rows[i]?.ownerId ?? null;
      return (followsOf[i] ?? []).map((f) => ({
        brandId,
        customerId: c.id,
        kind: 'follow',
        actorId: owner ?? memberId('admin'),
        typeId: f.typeId,
        content: f.content,
        nextAt: f.nextAt === null ? null : new Date(f.nextAt),
        createdAt: new Date(f.at),
      }));
    });
    if (events.length) await tx.insert(crmCustomerEvents).values(events);
    await tx.insert(crmCustomerGroups).values(
      groups.map((g) => ({
        brandId,
        name: g.name,
        conditions: g.conditions,
        createdBy: memberId('admin'),
      })),
    );
  });
}
