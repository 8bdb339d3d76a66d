/**
 * Server-rendered pages by URL (docs/decisions/038). Every visitor gets the same HTML for a URL
 * (signed-in state is applied in the browser), so a page is reused while the catalogue snapshot
 * it was rendered from is still the live one and for at most `ttlMs` (content outside the
 * catalogue, such as blog posts and FAQs, has no change signal).
 *
 * Bounded by size, not count: a product page is 100–150 kB of HTML, so thousands of entries
 * would hold hundreds of megabytes. Pages past their time go as new ones arrive; beyond
 * `maxBytes` the oldest go first.
 */
export class RenderedPageCache<Page> {
  private readonly entries = new Map<
    string,
    { page: Page; generation: object | undefined; expiresAt: number; bytes: number }
  >();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly sizeOf: (page: Page) => number,
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get(url: string, generation: object | undefined): Page | undefined {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (entry.generation !== generation || entry.expiresAt <= this.now()) {
      this.remove(url);
      return undefined;
    }
    return entry.page;
  }

  set(url: string, generation: object | undefined, page: Page): void {
    if (this.ttlMs <= 0) return;
    const bytes = this.sizeOf(page);
    if (bytes > this.maxBytes) return;
    this.remove(url);
    this.entries.set(url, { page, generation, expiresAt: this.now() + this.ttlMs, bytes });
    this.bytes += bytes;
    // Entries are kept in the order they were set, and every one lives `ttlMs`: the expired ones
    // and, past the bound, the oldest are all at the front.
    const now = this.now();
    for (const [oldest, entry] of this.entries) {
      if (entry.expiresAt > now && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** What the kept pages weigh, by `sizeOf`. */
  get size(): number {
    return this.bytes;
  }

  private remove(url: string): void {
    const entry = this.entries.get(url);
    if (!entry) return;
    this.entries.delete(url);
    this.bytes -= entry.bytes;
  }
}
