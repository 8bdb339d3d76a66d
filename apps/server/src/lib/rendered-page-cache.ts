/**
 * Server-rendered pages by URL (docs/decisions/038). Every visitor gets the same HTML for a URL
 * (signed-in state is applied in the browser), so a page is reused while the catalogue snapshot
 * it was rendered from is still the live one and for at most `ttlMs` (content outside the
 * catalogue, such as blog posts and FAQs, has no change signal). Bounded by entry count; the
 * oldest entry goes first.
 */
export class RenderedPageCache<Page> {
  private readonly entries = new Map<
    string,
    { page: Page; generation: object | undefined; expiresAt: number }
  >();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(url: string, generation: object | undefined): Page | undefined {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (entry.generation !== generation || entry.expiresAt <= this.now()) {
      this.entries.delete(url);
      return undefined;
    }
    return entry.page;
  }

  set(url: string, generation: object | undefined, page: Page): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(url);
    this.entries.set(url, { page, generation, expiresAt: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
