import type { PortraitResult } from '../../contract/customer.ts';

/**
 * Per-process cache of what a list call can reuse: totals (counting a brand's 100,000 members costs
 * tens of milliseconds, the page itself well under one) and the ordered matches of a keyword search.
 * Only a cache: an entry holds the version of the list it was computed at (the brand's
 * `members_version` for members), which database triggers move on every change to the list's rows
 * (from any process), and the caller passes the version it read on this very call, so nothing older
 * than what the caller could see is answered. Entries also age out (`maxAgeMs`), for the orders a
 * version does not follow (last sign-in); `cache.html` drops a brand's entries.
 */
export class ListCache<T> {
  readonly #entries = new Map<string, { brandId: number; version: number; at: number; value: T }>();

  constructor(
    readonly maxEntries = 1_000,
    readonly maxAgeMs = 60_000,
  ) {}

  /** `key` names the list and its filter (brand included); `compute` runs when there is no current entry. */
  async get(brandId: number, version: number, key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < this.maxAgeMs) return hit.value;
    const value = await compute();
    // Computed after `version` was read, so at least that fresh; a newer version read by a later call
    // makes it compute again.
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { brandId, version, at: Date.now(), value });
    return value;
  }

  /**
   * The entry of `key` whatever its version (none once aged out), for a caller that checks the version
   * itself in the same snapshot as its own read, and computes again through `get` when it moved.
   */
  peek(key: string): { version: number; value: T } | undefined {
    const hit = this.#entries.get(key);
    if (!hit || Date.now() - hit.at >= this.maxAgeMs) return undefined;
    return { version: hit.version, value: hit.value };
  }

  dropBrand(brandId: number): void {
    for (const [key, e] of this.#entries) if (e.brandId === brandId) this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** The caches a list call uses (AppDeps.lists). */
export interface ListCaches {
  totals: ListCache<number>;
  /** Keyword searches: the ordered keys of the first matches (at most listTotalCap + 1). */
  matches: ListCache<readonly number[]>;
  /**
   * Customer portraits (every distribution of a group, 400 ms at 100,000 customers on PGlite), by the
   * brand's customer version: opening it again, or the assistant explaining it, reads it once.
   */
  portraits: ListCache<PortraitResult>;
  /**
   * A brand's CRM tags and sources by id (title, colour), by the customer version (moved by renames
   * too, 0016): the customer lists read ids with the rows and their words from here.
   */
  crmLabels: ListCache<ReadonlyMap<number, { title: string; color: string }>>;
}

export function listCaches(): ListCaches {
  return {
    totals: new ListCache<number>(),
    matches: new ListCache<readonly number[]>(200),
    portraits: new ListCache<PortraitResult>(100),
    crmLabels: new ListCache<ReadonlyMap<number, { title: string; color: string }>>(100),
  };
}
