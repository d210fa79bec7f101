import { and, eq, sql } from 'drizzle-orm';
import { customerRule } from '../contract/customer.ts';
import { hashPassword } from './auth/password.ts';
import type { Db } from './db/client.ts';
import { type RuleSeed, ruleTree } from './db/rule-tree.ts';
import {
  adminUsers,
  brandMembers,
  brands,
  crmMaterials,
  crmMaterialTags,
  crmProducts,
  crmTags,
  emailBatches,
  emailTemplates,
  roleRules,
  roles,
  rules,
  smsBatches,
  smsTemplates,
} from './db/schema.ts';
import type { SortedName } from './db/sort-keys.ts';
import { writeInbox } from './kit/inbox.ts';
import { sortKey } from './kit/sort-key.ts';
import { agentSortedNames } from './modules/agent/agent.public.ts';
import { seedAgentDemo } from './modules/agent/seed-agents.ts';
import { customerSortedNames } from './modules/crm/crm.public.ts';
import { seedCustomerDemo } from './modules/crm/seed-customers.ts';
import { SecretBox } from './secrets.ts';
import type { Storage } from './storage/storage.ts';

/** The modules' names kept with a sort key, for the start-up filler (server/db/sort-keys.ts). */
export const moduleSortedNames: SortedName[] = [...agentSortedNames, ...customerSortedNames];

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
        .values({
          brandId: brand.id,
          title: 'Owner',
          titleKey: 'owner',
          titleSort: sortKey('Owner'),
          isOwner: true,
        })
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
  { user: 'sales', password: 'sales123', note: 'role "Operator" in "Demo Brand": a second sales member' },
] as const;

/**
 * Demo data for the embedded default, written only when no brand exists yet, so a
 * restart never duplicates it and a deleted demo user stays deleted. `secrets` seals what the demo
 * holds sealed (agents' id card numbers; without it a throw-away key: the test template's); with a
 * `storage` the demo applications get licence images in the library.
 */
export async function seedDemo(
  db: Db,
  options: { secrets?: SecretBox | undefined; storage?: Storage | undefined } = {},
): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(brands);
  if (count > 0) return false;
  const admin = await createOwner(db, {
    userName: 'admin',
    password: 'admin123',
    brandTitle: 'Demo Brand',
    realName: '管理员',
  });
  const second = await createOwner(db, {
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
  const all = await db
    .select({ id: rules.id, parentId: rules.parentId, controller: rules.controller, action: rules.action })
    .from(rules);
  const crmRuleIds = [crm.id];
  for (let i = 0; i < crmRuleIds.length; i++) {
    for (const r of all) if (r.parentId === crmRuleIds[i]) crmRuleIds.push(r.id);
  }
  // The operators work their own customers and the pool: "all customers" stays with the owner.
  const seesAll = all.find((r) => `${r.controller}/${r.action}` === customerRule.all);
  if (seesAll) crmRuleIds.splice(crmRuleIds.indexOf(seesAll.id), 1);
  const operatorHash = await hashPassword('operator123');
  const salesHash = await hashPassword('sales123');
  await db.transaction(async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({
        brandId: admin.brandId,
        title: 'Operator',
        titleKey: 'operator',
        titleSort: sortKey('Operator'),
        isOwner: false,
      })
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
    // A second sales member with the same role, so the pool has someone to claim from another.
    const [sales] = await tx
      .insert(adminUsers)
      .values({
        userName: 'sales',
        userNameSort: sortKey('sales'),
        passwordHash: salesHash,
        realName: '销售顾问',
        realNameSort: sortKey('销售顾问', { person: true }),
      })
      .returning();
    if (!sales) throw new Error('user insert returned nothing');
    await tx.insert(brandMembers).values([
      { userId: user.id, brandId: admin.brandId, roleId: role.id },
      { userId: sales.id, brandId: admin.brandId, roleId: role.id },
    ]);
    // A first in-app message for each member, so the badge and the message page are not empty.
    const welcome = (brandId: number, userId: number) => ({
      brandId,
      userId,
      kind: 'notice' as const,
      title: { key: 'inbox.welcome' as const },
      body: { key: 'inbox.welcomeBody' as const },
      link: '/account/dashboard',
    });
    await writeInbox(tx, [
      welcome(admin.brandId, admin.userId),
      welcome(second.brandId, second.userId),
      welcome(admin.brandId, user.id),
      welcome(admin.brandId, sales.id),
    ]);
  });
  await seedNotifyDemo(db, admin.brandId);
  await seedAgentDemo(db, admin.brandId, admin.userId, {
    secrets: options.secrets ?? SecretBox.ephemeral(),
    storage: options.storage,
  });
  await seedCrmDemo(db, admin.brandId);
  await seedCustomerDemo(db, admin.brandId);
  return true;
}

/**
 * Notifications of Demo Brand: templates of both channels and 30 days of messages already delivered
 * (sent, a few failed) through the log provider, so the overview's charts and the logs are alive.
 * No job is queued: every message is settled.
 */
async function seedNotifyDemo(db: Db, brandId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [code] = await tx
      .insert(smsTemplates)
      .values([
        {
          brandId,
          title: '登录验证码',
          kind: 'code',
          content: '您的验证码是{code}，5分钟内有效，请勿告诉他人。',
        },
        {
          brandId,
          title: '发货通知',
          kind: 'notice',
          content: '{name}您好，您的订单{order}已发货，请留意查收。',
        },
        {
          brandId,
          title: '会员日活动',
          kind: 'marketing',
          content: '{name}您好，本周六会员日全场8折，回T退订。',
          display: false,
        },
      ])
      .returning({ id: smsTemplates.id });
    const [shipped] = await tx
      .insert(emailTemplates)
      .values([
        {
          brandId,
          name: '订单发货通知',
          subject: '您的订单 {{order}} 已发货',
          body: '<p>{{name}}，您好：</p><p>您的订单 <strong>{{order}}</strong> 已发货，预计三天内送达。</p>',
        },
        {
          brandId,
          name: '月度会员通讯',
          subject: '{{month}} 会员通讯',
          body: '<h2>{{month}} 会员通讯</h2><p>{{name}}，感谢您一直以来的支持。</p>',
        },
      ])
      .returning({ id: emailTemplates.id });
    const [smsBatch] = await tx
      .insert(smsBatches)
      .values({ brandId, queued: 0 })
      .returning({ id: smsBatches.id });
    const [mailBatch] = await tx
      .insert(emailBatches)
      .values({
        brandId,
        templateId: shipped?.id ?? null,
        subject: '您的订单 {{order}} 已发货',
        body: '<p>{{name}}，您好：</p><p>您的订单 <strong>{{order}}</strong> 已发货。</p>',
        render: true,
      })
      .returning({ id: emailBatches.id });
    if (!code || !shipped || !smsBatch || !mailBatch) throw new Error('notify demo insert returned nothing');
    // Day d (0 = today) has a few dozen messages, one in about twelve failed; the counts vary by day.
    // Written oldest first, so ids follow time as in a real log (the log lists newest id first).
    await tx.execute(sql`
      insert into sms_messages (brand_id, batch_id, mobile, template_id, text, status, reason, provider_id, attempts, created_at, sent_at)
      select ${brandId}, ${smsBatch.id}, '1380013' || lpad(((d * 37 + n) % 10000)::text, 4, '0'), ${code.id},
        '您的验证码是' || lpad(((d * 7919 + n * 104729) % 1000000)::text, 6, '0') || '，5分钟内有效，请勿告诉他人。',
        case when (d + n) % 12 = 0 then 'failed' else 'sent' end,
        case when (d + n) % 12 = 0 then 'isv.MOBILE_NUMBER_ILLEGAL' else '' end,
        case when (d + n) % 12 = 0 then '' else 'log-demo-' || d || '-' || n end, 1,
        now() - make_interval(days => d, mins => n * 7),
        case when (d + n) % 12 = 0 then null else now() - make_interval(days => d, mins => n * 7) end
      from generate_series(0, 29) as d, generate_series(1, 60) as n
      where n <= 12 + (d * 13) % 37
      order by d desc, n desc`);
    await tx.execute(sql`
      insert into email_messages (brand_id, batch_id, "to", template_id, subject, params, status, reason, provider_id, attempts, created_at, sent_at)
      select ${brandId}, ${mailBatch.id}, 'customer' || d || '-' || n || '@example.com', ${shipped.id}, '您的订单 A' || (1000 + d * 10 + n) || ' 已发货',
        jsonb_build_object('name', '顾客' || n, 'order', 'A' || (1000 + d * 10 + n)),
        case when (d * 3 + n) % 15 = 0 then 'failed' else 'sent' end,
        case when (d * 3 + n) % 15 = 0 then '550 5.1.1 Mailbox unavailable' else '' end,
        case when (d * 3 + n) % 15 = 0 then '' else '<demo-' || d || '-' || n || '@brand.example>' end, 1,
        now() - make_interval(days => d, mins => n * 11),
        case when (d * 3 + n) % 15 = 0 then null else now() - make_interval(days => d, mins => n * 11) end
      from generate_series(0, 29) as d, generate_series(1, 20) as n
      where n <= 4 + (d * 7) % 17
      order by d desc, n desc`);
  });
}

/**
 * The CRM settings and catalogue of the demo brand: tag groups with tags, follow-up types,
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
