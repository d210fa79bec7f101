import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { sortKey } from '../kit/sort-key.ts';
import type { Db } from './client.ts';
import { type RuleSeed, ruleTree } from './rule-tree.ts';
import {
  adminUsers,
  brandMembers,
  brands,
  crmMaterials,
  crmMaterialTags,
  crmProducts,
  crmTags,
  roleRules,
  roles,
  rules,
} from './schema.ts';

/**
 * Brings the `rules` table in line with the product's rule tree: inserts missing rules and updates
 * titles, flags and places of existing ones (matched by controller + action). Rules are product data,
 * not demo data, so this runs on every database at every start; role grants keep their rule ids.
 */
export async function syncRules(db: Db): Promise<void> {
  const existing = await db.select().from(rules);
  const byKey = new Map(existing.map((r) => [`${r.controller}#${r.action}`, r]));
  const visit = async (nodes: RuleSeed[], parentId: number) => {
    for (const [index, node] of nodes.entries()) {
      const values = {
        parentId,
        controller: node.controller,
        action: node.action,
        title: node.title,
        titleEn: node.titleEn,
        icon: node.icon ?? '',
        isMenu: node.kind === 'nav' || node.kind === 'page' || node.kind === 'group',
        isRoute: node.kind === 'nav' || node.kind === 'page' || node.kind === 'route',
        sort: (index + 1) * 10,
      };
      const found = byKey.get(`${node.controller}#${node.action}`);
      let id: number;
      if (!found) {
        const [row] = await db.insert(rules).values(values).returning({ id: rules.id });
        if (!row) throw new Error('rule insert returned nothing');
        id = row.id;
      } else {
        id = found.id;
        const changed = (Object.keys(values) as (keyof typeof values)[]).some((k) => found[k] !== values[k]);
        if (changed) await db.update(rules).set(values).where(eq(rules.id, id));
      }
      if (node.children) await visit(node.children, id);
    }
  };
  await visit(ruleTree, 0);
}

/** Makes `userName` the owner of the brand titled `brandTitle`, creating user, brand and owner role as needed. */
export async function createOwner(
  db: Db,
  input: { userName: string; password: string; brandTitle: string; realName?: string },
): Promise<{ userId: number; brandId: number; roleId: number; createdUser: boolean; createdBrand: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    let createdBrand = false;
    let [brand] = await tx.select().from(brands).where(eq(brands.title, input.brandTitle)).limit(1);
    if (!brand) {
      [brand] = await tx.insert(brands).values({ title: input.brandTitle }).returning();
      createdBrand = true;
    }
    if (!brand) throw new Error('brand insert returned nothing');
    let [role] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.brandId, brand.id), eq(roles.isOwner, true)))
      .limit(1);
    if (!role)
      [role] = await tx
        .insert(roles)
        .values({ brandId: brand.id, title: 'Owner', titleSort: sortKey('Owner'), isOwner: true })
        .returning();
    if (!role) throw new Error('role insert returned nothing');
    let createdUser = false;
    let [user] = await tx
      .select()
      .from(adminUsers)
      .where(sql`lower(${adminUsers.userName}) = lower(${input.userName})`)
      .limit(1);
    if (!user) {
      [user] = await tx
        .insert(adminUsers)
        .values({
          userName: input.userName,
          userNameSort: sortKey(input.userName),
          passwordHash,
          realName: input.realName ?? input.userName,
          realNameSort: sortKey(input.realName ?? input.userName, { person: true }),
        })
        .returning();
      createdUser = true;
    } else {
      await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, user.id));
    }
    if (!user) throw new Error('user insert returned nothing');
    await tx
      .insert(brandMembers)
      .values({ userId: user.id, brandId: brand.id, roleId: role.id })
      .onConflictDoUpdate({
        target: [brandMembers.userId, brandMembers.brandId],
        set: { roleId: role.id, status: 1 },
      });
    return { userId: user.id, brandId: brand.id, roleId: role.id, createdUser, createdBrand };
  });
}

export const demoLogins = [
  { user: 'admin', password: 'admin123', note: 'owner of "Demo Brand" and "Second Brand"' },
  { user: 'operator', password: 'operator123', note: 'role "Operator" in "Demo Brand": CRM only' },
] as const;

/**
 * Demo data for the embedded default (issue 2 item 5), written only when no brand exists yet, so a
 * restart never duplicates it and a deleted demo user stays deleted.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(brands);
  if (count > 0) return false;
  const admin = await createOwner(db, {
    userName: 'admin',
    password: 'admin123',
    brandTitle: 'Demo Brand',
    realName: '管理员',
  });
  await createOwner(db, {
    userName: 'admin',
    password: 'admin123',
    brandTitle: 'Second Brand',
    realName: '管理员',
  });

  const [crm] = await db
    .select({ id: rules.id })
    .from(rules)
    .where(and(eq(rules.controller, 'crm'), eq(rules.action, 'index')));
  if (!crm) throw new Error('the rule tree must be synced before the demo seed');
  const all = await db.select({ id: rules.id, parentId: rules.parentId }).from(rules);
  const crmRuleIds = [crm.id];
  for (let i = 0; i < crmRuleIds.length; i++) {
    for (const r of all) if (r.parentId === crmRuleIds[i]) crmRuleIds.push(r.id);
  }
  const operatorHash = await hashPassword('operator123');
  await db.transaction(async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ brandId: admin.brandId, title: 'Operator', titleSort: sortKey('Operator'), isOwner: false })
      .returning();
    if (!role) throw new Error('role insert returned nothing');
    await tx.insert(roleRules).values(crmRuleIds.map((ruleId) => ({ roleId: role.id, ruleId })));
    const [user] = await tx
      .insert(adminUsers)
      .values({
        userName: 'operator',
        userNameSort: sortKey('operator'),
        passwordHash: operatorHash,
        realName: '运营专员',
        realNameSort: sortKey('运营专员', { person: true }),
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    await tx.insert(brandMembers).values({ userId: user.id, brandId: admin.brandId, roleId: role.id });
  });
  await seedCrmDemo(db, admin.brandId);
  return true;
}

/**
 * The CRM settings and catalogue of the demo brand (issue 13): tag groups with tags, follow-up types,
 * sources, a few products and services and two materials, so the screens open alive.
 */
export async function seedCrmDemo(db: Db, brandId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const item = async (
      type: string,
      title: string,
      ordernum: number,
      extra: { groupId?: number; color?: string } = {},
    ) => {
      const [row] = await tx
        .insert(crmTags)
        .values({ brandId, type, title, ordernum, ...extra })
        .returning({ id: crmTags.id });
      if (!row) throw new Error('crm tag insert returned nothing');
      return row.id;
    };
    const level = await item('group', '客户等级', 1, { color: '#cf1322' });
    const vip = await item('tag', 'VIP', 1, { groupId: level, color: '#cf1322' });
    await item('tag', '普通', 2, { groupId: level });
    await item('tag', '潜在', 3, { groupId: level, color: '#595959' });
    const interest = await item('group', '关注点', 2, { color: '#0958d9' });
    const price = await item('tag', '价格敏感', 1, { groupId: interest, color: '#ad6800' });
    await item('tag', '重视服务', 2, { groupId: interest, color: '#389e0d' });
    await item('tag', '新品尝鲜', 3, { groupId: interest, color: '#531dab' });
    for (const [i, title] of ['电话', '微信', '上门拜访', '到店接待'].entries())
      await item('follow', title, i + 1);
    for (const [i, title] of ['官网', '线下活动', '老客户转介绍', '短视频平台'].entries())
      await item('source', title, i + 1);
    await tx.insert(crmProducts).values([
      {
        brandId,
        kind: 'product',
        title: '经典保温杯 500ml',
        code: 'CUP-500',
        price: '89.00',
        marketPrice: '129.00',
        unit: '个',
        stock: 120,
        ordernum: 1,
        description: '<p>双层不锈钢，保温 12 小时。</p>',
      },
      {
        brandId,
        kind: 'product',
        title: '手冲咖啡套装',
        code: 'KIT-01',
        price: '268.00',
        unit: '套',
        stock: 35,
        ordernum: 2,
        description: '<p>含滤杯、分享壶和 100 张滤纸。</p>',
      },
      {
        brandId,
        kind: 'product',
        title: '替换滤纸（100 张）',
        code: 'PAPER-100',
        price: '19.90',
        unit: '包',
        stock: 0,
        display: false,
        ordernum: 3,
      },
      {
        brandId,
        kind: 'service',
        title: '上门安装',
        code: 'SVC-INSTALL',
        price: '50.00',
        unit: '次',
        duration: 60,
        ordernum: 1,
      },
      {
        brandId,
        kind: 'service',
        title: '年度保养',
        code: 'SVC-CARE',
        price: '199.00',
        marketPrice: '299.00',
        unit: '年',
        duration: 120,
        ordernum: 2,
      },
    ]);
    const materials = await tx
      .insert(crmMaterials)
      .values([
        {
          brandId,
          title: '新客户欢迎语',
          kind: 'text',
          content: '<p>您好，欢迎关注我们！新客户首单享<strong>九折</strong>，有任何问题随时联系我。</p>',
          excerpt: '您好，欢迎关注我们！新客户首单享九折，有任何问题随时联系我。',
        },
        { brandId, title: '春季活动页', kind: 'link', url: 'https://example.com/spring' },
      ])
      .returning({ id: crmMaterials.id });
    const [welcome, spring] = materials;
    if (welcome && spring)
      await tx.insert(crmMaterialTags).values([
        { materialId: welcome.id, tagId: vip },
        { materialId: spring.id, tagId: price },
      ]);
  });
}
