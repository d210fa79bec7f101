import { and, eq, sql } from 'drizzle-orm';
import { customerRule } from '../contract/customer.ts';
import { hashPassword } from './auth/password.ts';
import type { Db } from './db/client.ts';
import { adminUsers, brandMembers, brands, roleRules, roles, rules } from './db/core.tables.ts';
import { type RuleSeed, ruleTree } from './db/rule-tree.ts';
import type { SortedName } from './db/sort-keys.ts';
import { writeInbox } from './kit/inbox.ts';
import { sortKey } from './kit/sort-key.ts';
import { serverModules } from './modules/modules.ts';
import { SecretBox } from './secrets.ts';
import type { Storage } from './storage/storage.ts';

/** The modules' names kept with a sort key, for the start-up filler (server/db/sort-keys.ts). */
export const moduleSortedNames: SortedName[] = serverModules.flatMap((m) => m.sortedNames ?? []);

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
  // Each module's demo data for the demo brand, in `serverModules` order.
  const demo = { secrets: options.secrets ?? SecretBox.ephemeral(), storage: options.storage };
  for (const m of serverModules) await m.demo?.(db, admin, demo);
  return true;
}
