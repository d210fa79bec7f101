/**
 * The list machine keeps its sort as free text from the address; a call takes only its own sort keys,
 * ascending (`name`) or descending (`-name`). `sortOf(keys)` answers the text when it is one of them,
 * else undefined (the server's default order).
 */
export function sortOf<K extends string>(keys: readonly K[]): (sort: string) => K | `-${K}` | undefined {
  const known = new Set<string>(keys.flatMap((k) => [k, `-${k}`]));
  return (sort) => (known.has(sort) ? (sort as K | `-${K}`) : undefined);
}

/** A list call's paging part from the list machine's query: its page, search and known sort. */
export function pageBody<K extends string>(
  q: { page: number; pageSize: number; keyword: string; sort: string },
  sortKey: (sort: string) => K | `-${K}` | undefined,
) {
  return { page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined, sort: sortKey(q.sort) };
}
