import { randomBytes } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ruleKey } from '../../contract/rule-key.ts';
import type { UploadKind } from '../../contract/upload.ts';
import { hashPassword } from '../../server/auth/password.ts';
import {
  adminUsers,
  brandMembers,
  changes,
  roleRules,
  roles,
  rules,
  uploads,
} from '../../server/db/core.tables.ts';
import { crmCustomers } from '../../server/modules/crm/crm.tables.ts';
import { localUploadPrefix } from '../../server/storage/local-storage.ts';
import type { TestApi } from './test-api.ts';

/** The password of the members memberWithRules makes (for tests that sign in again). */
export const memberPassword = 'member-pass-1';

/**
 * A member of `brandId` whose role grants exactly `keys` (rule keys of the contracts), signed in to
 * that brand: the way to test "no permission" for one call while the others work. With
 * `withParents`, the rules the tree puts above each key are granted too, as the role editor does
 * (a screen's route needs its module's nav to be reached).
 */
export async function memberWithRules(
  api: TestApi,
  brandId: number,
  userName: string,
  keys: readonly string[],
  options: { withParents?: boolean } = {},
): Promise<string> {
  const db = api.database.db;
  const all = await db
    .select({ id: rules.id, parentId: rules.parentId, controller: rules.controller, action: rules.action })
    .from(rules);
  const wanted = all.filter((r) => keys.includes(ruleKey(r.controller, r.action)));
  const missing = keys.filter((k) => !wanted.some((r) => ruleKey(r.controller, r.action) === k));
  if (missing.length > 0) throw new Error(`no rules ${missing.join(', ')}`);
  const granted = new Set(wanted.map((r) => r.id));
  if (options.withParents) {
    const byId = new Map(all.map((r) => [r.id, r]));
    for (const r of wanted)
      for (let at = byId.get(r.parentId); at; at = byId.get(at.parentId)) granted.add(at.id);
  }
  const [role] = await db
    .insert(roles)
    .values({ brandId, title: `${userName} role` })
    .returning({ id: roles.id });
  if (!role) throw new Error('role insert failed');
  if (granted.size > 0)
    await db.insert(roleRules).values([...granted].map((ruleId) => ({ roleId: role.id, ruleId })));
  const passwordHash = await hashPassword(memberPassword);
  const [user] = await db
    .insert(adminUsers)
    .values({ userName, passwordHash })
    .returning({ id: adminUsers.id });
  if (!user) throw new Error('user insert failed');
  await db.insert(brandMembers).values({ userId: user.id, brandId, roleId: role.id });
  return api.loginTo(userName, memberPassword, brandId);
}

/**
 * A file in the brand's media library as an upload leaves it (the row; no bytes are needed to refer to
 * it), answered as the URL the library lists it under on local storage.
 */
export async function libraryFile(
  api: TestApi,
  brandId: number,
  kind: UploadKind = 'image',
  title = 'picture.png',
): Promise<string> {
  const name = randomBytes(16).toString('hex');
  const ext = kind === 'image' ? 'png' : kind === 'video' ? 'mp4' : 'pdf';
  const key = `${brandId}/2026/11/${name}.${ext}`;
  await api.database.db.insert(uploads).values({
    brandId,
    kind,
    title,
    ext,
    mime: kind === 'image' ? 'image/png' : kind === 'video' ? 'video/mp4' : 'application/pdf',
    size: 1000,
    sha256: name,
    storageKey: key,
    thumbKey: kind === 'image' ? `${brandId}/2026/11/${name}_thumb.webp` : null,
    width: kind === 'image' ? 64 : null,
    height: kind === 'image' ? 48 : null,
  });
  return `${localUploadPrefix}${key}`;
}

/** The audit rows of an entity's ids, oldest first. */
export function auditOf(api: TestApi, entity: string, ids: number[]) {
  return api.database.db
    .select()
    .from(changes)
    .where(
      and(
        eq(changes.entity, entity),
        or(
          inArray(changes.entityId, ids),
          // A change of many rows lists them.
          ...ids.map((id) => sql`${changes.entityIds} @> ${JSON.stringify([id])}::jsonb`),
        ),
      ),
    )
    .orderBy(changes.id);
}

/**
 * Inserts customers straight into the table (no call, no timeline): `add(row)` answers the new id.
 * Each gets a name and mobile numbered from 1 with the prefixes given (mobile: 7 digits + 4).
 */
export function customerMaker(api: TestApi, brandId: number, names: string, mobilePrefix: string) {
  let n = 0;
  return async (row: Partial<typeof crmCustomers.$inferInsert> = {}): Promise<number> => {
    n += 1;
    const [r] = await api.database.db
      .insert(crmCustomers)
      .values({
        brandId,
        name: `${names} ${n}`,
        mobile: `${mobilePrefix}${String(n).padStart(4, '0')}`,
        ...row,
      })
      .returning({ id: crmCustomers.id });
    return r?.id ?? 0;
  };
}
