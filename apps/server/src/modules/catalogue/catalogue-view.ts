import { bodySize, cachedBody, encodedJson, type CachedBody, type EncodedJson } from './http-cache';
import { LruCache } from './lru';
import type { RelatedIndex } from './related';
import type { SearchIndex } from './search-index';
import type { CatalogueSnapshot, ProductEntry } from './snapshot';

const BODY_CACHE_BYTES = 64 * 1024 * 1024;
const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;
/** List items serialised once (about 900 B each): bounded, so 100,000 products × branches cannot grow without end. */
const ITEM_JSON_BYTES = 48 * 1024 * 1024;
const itemJsonSize = (json: EncodedJson) => json.bytes.byteLength + 100;
/** Body keys asked once and not kept (yet): a second ask within this many keeps the body. */
const ASKED_ONCE_KEYS = 50_000;

/**
 * A snapshot plus everything derived from it: response bodies by normalised query, search
 * results, and each product's list-item JSON per branch. It is replaced, never mutated, when
 * the catalogue changes, so nothing here needs invalidating on its own.
 */
export class CatalogueView {
  private readonly bodies = new LruCache<CachedBody>(BODY_CACHE_BYTES, bodySize);
  private readonly askedOnce = new Set<string>();
  private readonly searches = new LruCache<ProductEntry[]>(
    SEARCH_CACHE_BYTES,
    (hits) => hits.length * 16 + 64,
  );
  /**
   * Per branch, keyed by the product itself: a key string built and hashed for each of a list's
   * items cost more than the rest of the look-up.
   */
  private readonly itemJson: LruCache<EncodedJson, ProductEntry>[];

  /** When the snapshot started serving (epoch ms), for the snapshot-age metric. */
  readonly builtAt = Date.now();

  constructor(
    readonly snapshot: CatalogueSnapshot,
    /** The snapshot's products in memory for searches nobody has made before. */
    readonly searchIndex: SearchIndex,
    /** The snapshot's products as numbers for related-product scans. */
    readonly relatedIndex: RelatedIndex,
  ) {
    const branches = Math.max(1, snapshot.stockBranches.length);
    this.itemJson = Array.from(
      { length: branches },
      () =>
        new LruCache<EncodedJson, ProductEntry>(
          Math.floor(ITEM_JSON_BYTES / branches),
          itemJsonSize,
        ),
    );
  }

  /**
   * The cached body for `key`, built (from JSON text, or joined by `joinedBody`) when missing and
   * kept from its second ask on: most searches are asked once, and keeping each of their bodies pushed the
   * popular ones out and kept the garbage collector busy promoting bodies nobody asks again.
   */
  body(key: string, build: () => string | CachedBody): CachedBody {
    const cached = this.bodies.get(key);
    if (cached) return cached;
    const text = build();
    const built = typeof text === 'string' ? cachedBody(text) : text;
    if (this.askedOnce.delete(key)) return this.bodies.set(key, built);
    if (this.askedOnce.size >= ASKED_ONCE_KEYS) this.askedOnce.clear();
    this.askedOnce.add(key);
    return built;
  }

  /** A product's list-item JSON for one branch, serialised and encoded once. */
  itemJsonFor(product: ProductEntry, branchIndex: number, build: () => unknown): EncodedJson {
    const items = this.itemJson[Math.max(0, branchIndex)]!;
    return items.get(product) ?? items.set(product, encodedJson(JSON.stringify(build())));
  }

  /**
   * Ranked search hits for a normalised search, computed once. The search runs start to end
   * without yielding, so two requests for the same new search cannot both miss at once.
   */
  search(phrase: string, run: () => ProductEntry[]): ProductEntry[] {
    return this.searches.get(phrase) ?? this.searches.set(phrase, run());
  }
}
