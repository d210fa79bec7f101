import { createHash } from 'node:crypto';

/** One answer of the read API as sent: its body, its ETag, and the brand's site version it was built at. */
export interface SiteAnswer {
  body: string;
  etag: string;
}

interface Entry extends SiteAnswer {
  brandId: number;
  version: number;
  at: number;
}

/** A strong ETag of a body: its SHA-256, shortened (a collision only costs a missed 304). */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Per-process cache of the read API's answers, so a site without a CDN still costs one prepared
 * query a request (the brand's site version) when nothing changed. Only a cache: an entry is used only
 * while the version read on this very request is the one it was built at (triggers move the version
 * on every write to the content, from any process), and it ages out after `maxAgeMs`; it holds at
 * most `maxBytes` of bodies, the oldest going first.
 */
export class SiteCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(
    readonly maxBytes = 32 * 1024 * 1024,
    readonly maxAgeMs = 60_000,
  ) {}

  /** The answer to `key` (brand included) if it was built at `version` and is young enough. */
  get(key: string, version: number): SiteAnswer | undefined {
    const hit = this.#entries.get(key);
    if (!hit || hit.version !== version || Date.now() - hit.at >= this.maxAgeMs) return undefined;
    return hit;
  }

  set(key: string, brandId: number, version: number, answer: SiteAnswer): void {
    this.#drop(key);
    // An answer bigger than an eighth of the budget is not kept: it would push out too many others.
    if (answer.body.length * 2 > this.maxBytes / 8) return;
    this.#entries.set(key, { ...answer, brandId, version, at: Date.now() });
    this.#bytes += answer.body.length * 2;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#drop(oldest);
    }
  }

  dropBrand(brandId: number): void {
    for (const [key, e] of this.#entries) if (e.brandId === brandId) this.#drop(key);
  }

  #drop(key: string): void {
    const e = this.#entries.get(key);
    if (!e) return;
    this.#bytes -= e.body.length * 2;
    this.#entries.delete(key);
  }
}
