import { utf8Bytes } from '../../lib/utf8-bytes';
import { bodySize, cachedBody, type CachedBody } from './http-cache';
import { LruCache } from './lru';
import type { RelatedIndex } from './related';
import type { SearchIndex } from './search-index';
import type { CatalogueSnapshot, ProductEntry } from './snapshot';

const BODY_CACHE_BYTES = 64 * 1024 * 1024;
const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;
/** List items serialised once (about 900 B each): bounded, so 100,000 products × branches cannot grow without end. */
const ITEM_JSON_BYTES = 48 * 1024 * 1024;

/**
 * A snapshot plus everything derived from it: response bodies by normalised query, search
 * results, and each product's list-item JSON per branch. It is replaced, never mutated, when
 * the catalogue changes, so nothing here needs invalidating on its own.
 */
export class CatalogueView {
  private readonly bodies = new LruCache<CachedBody>(BODY_CACHE_BYTES, bodySize);
  private readonly searches = new LruCache<ProductEntry[]>(
    SEARCH_CACHE_BYTES,
    (hits) => hits.length * 16 + 64,
  );
  private readonly pendingSearches = new Map<string, Promise<ProductEntry[]>>();
  private readonly itemJson = new LruCache<Buffer>(ITEM_JSON_BYTES, (json) => json.byteLength + 64);

  /** When the snapshot started serving (epoch ms), for the snapshot-age metric. */
  readonly builtAt = Date.now();

  constructor(
    readonly snapshot: CatalogueSnapshot,
    /** The snapshot's products in memory for searches nobody has made before. */
    readonly searchIndex: SearchIndex,
    /** The snapshot's products as numbers for related-product scans. */
    readonly relatedIndex: RelatedIndex,
  ) {}

  peek(key: string): CachedBody | undefined {
    return this.bodies.get(key);
  }

  /** The cached body for `key`, built (as JSON text or its bytes) on first use. */
  body(key: string, build: () => string | Buffer): CachedBody {
    return this.bodies.get(key) ?? this.bodies.set(key, cachedBody(build()));
  }

  /** A product's list-item JSON for one branch, serialised and encoded once. */
  itemJsonFor(product: ProductEntry, branchIndex: number, build: () => unknown): Buffer {
    const key = `${branchIndex}:${product.id}`;
    return this.itemJson.get(key) ?? this.itemJson.set(key, utf8Bytes(JSON.stringify(build())));
  }

  /** Ranked search hits for a normalised search, computed once even under concurrent misses. */
  async search(phrase: string, run: () => Promise<ProductEntry[]>): Promise<ProductEntry[]> {
    const hit = this.searches.get(phrase);
    if (hit) return hit;
    let pending = this.pendingSearches.get(phrase);
    if (!pending) {
      pending = run()
        .then((hits) => this.searches.set(phrase, hits))
        .finally(() => this.pendingSearches.delete(phrase));
      this.pendingSearches.set(phrase, pending);
    }
    return pending;
  }
}
