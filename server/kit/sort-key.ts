import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { pinyin } from 'pinyin-pro';

/**
 * The sort key of a name, kept in a `*_sort` column beside it (compared with `collate "C"`), so lists
 * sort names as Chinese users expect: by pinyin, then tone (何 hé, 刘 liú, 孙 sūn, 吴 wú, 周 zhōu),
 * Latin letters without case among them (`Alice` before 何), and the name itself last so that names
 * of the same reading (何平, 和平) still have one fixed order.
 *
 * Each Chinese character becomes its syllable and tone digit (`he2`): the digit ends the syllable, so
 * 李 li3 comes before 林 lin2 and 李 before 李明. `person` reads the first characters as a surname
 * (单 shàn, 曾 zēng), for people's names.
 */
export function sortKey(name: string, options: { person?: boolean } = {}): string {
  const parts = pinyin(name, {
    type: 'all',
    toneType: 'none',
    mode: options.person ? 'surname' : 'normal',
    nonZh: 'consecutive',
    v: true,
  });
  let phonetic = '';
  for (const p of parts) phonetic += p.isZh ? `${p.pinyin}${p.num}` : p.origin.toLowerCase();
  // U+0001 sorts before every character a name holds, so a shorter reading comes first.
  return `${phonetic}\u0001${name}`;
}

/**
 * A sort key column as ORDER BY compares it: bytewise (`collate "C"`), the same on PGlite and
 * PostgreSQL whatever the cluster's locale, and matching the column's index (migration 0003).
 */
export function bySortKey(column: PgColumn): SQL {
  return sql`${column} collate "C"`;
}
