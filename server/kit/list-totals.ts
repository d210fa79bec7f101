/**
 * Per-process cache of list totals: counting a brand's 100,000 members costs tens of milliseconds, the
 * page itself well under one. Only a cache: an entry holds the version of the list it was counted at
 * (the brand's `members_version` for members), which database triggers move on every change to the
 * list's rows (from any process), and the caller passes the version it read on this very call, so a
 * total older than what the caller could see is never answered. `cache.html` drops a brand's entries.
 */
export class ListTotalCache {
  readonly #entries = new Map<string, { brandId: number; version: number; total: number }>();

  constructor(readonly maxEntries = 1_000) {}

  /** `key` names the list and its filter (brand included); `count` runs when there is no current entry. */
  async get(brandId: number, version: number, key: string, count: () => Promise<number>): Promise<number> {
    const hit = this.#entries.get(key);
    if (hit && hit.version === version) return hit.total;
    const total = await count();
    // The count ran after `version` was read, so it is at least that fresh; a newer version read by a
    // later call makes it recount.
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { brandId, version, total });
    return total;
  }

  dropBrand(brandId: number): void {
    for (const [key, e] of this.#entries) if (e.brandId === brandId) this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
