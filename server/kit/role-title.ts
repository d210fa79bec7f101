import { type SQL, sql } from 'drizzle-orm';
import { type Locale, locales } from '../../contract/envelope.ts';
import { roles } from '../db/core.tables.ts';
import { sortKey } from './sort-key.ts';

/**
 * The roles the console makes itself (a brand's owner role, the demo's operator role) carry one of
 * these in `roles.title_key`: their name is answered in the caller's language, so a Chinese console
 * does not read "Owner". A manager's rename clears the key and the name is then exactly what they typed.
 */
export const seededRoleKeys = ['owner', 'operator'] as const;
export type SeededRoleKey = (typeof seededRoleKeys)[number];

/**
 * Their names, kept here with their keys: kit/ imports no catalogue, and a role's name is read where
 * only a language is at hand (the role menu, a user's memberships), not a request's translator.
 */
const seededRoleNames: Record<Locale, Record<SeededRoleKey, string>> = {
  'zh-CN': { owner: '所有者', operator: '运营' },
  en: { owner: 'Owner', operator: 'Operator' },
};

function isSeededKey(key: string): key is SeededRoleKey {
  return (seededRoleKeys as readonly string[]).includes(key);
}

/** A role's name as the caller reads it: the seeded name in their language, else the stored title. */
export function roleTitleOf(locale: Locale, title: string, titleKey: string | null | undefined): string {
  return titleKey && isSeededKey(titleKey) ? seededRoleNames[locale][titleKey] : title;
}

/** Every name a seeded role is shown by (one per language). */
export function seededNames(key: string | null | undefined): string[] {
  return key && isSeededKey(key) ? locales.map((l) => seededRoleNames[l][key]) : [];
}

/**
 * The seeded roles some language shows as `title` (case aside): a new or renamed role may not take
 * that name, or one list would show two roles alike.
 */
export function seededKeysNamed(title: string): SeededRoleKey[] {
  const wanted = title.trim().toLowerCase();
  return seededRoleKeys.filter((k) => seededNames(k).some((n) => n.toLowerCase() === wanted));
}

/** The seeded roles whose name in `locale` holds `keyword` (case aside): a search finds them by it. */
export function seededKeysHolding(locale: Locale, keyword: string): SeededRoleKey[] {
  const wanted = keyword.toLowerCase();
  return seededRoleKeys.filter((k) => seededRoleNames[locale][k].toLowerCase().includes(wanted));
}

/** What a role list sorts its names by in `locale`: a seeded role by its name there (kit/sort-key.ts). */
export function roleTitleSortIn(locale: Locale): SQL {
  const named = seededRoleKeys.map((k) => sql`when ${k} then ${sortKey(seededRoleNames[locale][k])}`);
  return sql`coalesce(case ${roles.titleKey} ${sql.join(named, sql` `)} end, ${roles.titleSort}) collate "C"`;
}
