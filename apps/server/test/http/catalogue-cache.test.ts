import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueState, categories, products, productVariants } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../app';

// Every test here writes to the database: this file has its own copy of it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const names = async (query: string) =>
  (
    (await get(`/api/v1/public/products?limit=100&${query}`)).json() as { data: { name: string }[] }
  ).data.map((item) => item.name);
const version = async () =>
  (await t.database.db.select().from(catalogueState).where(eq(catalogueState.id, 1)))[0]?.version;

describe('the in-memory catalogue follows the database', () => {
  it('hides a product deactivated by any writer once invalidated, and changes the ETag', async () => {
    const before = await get('/api/v1/public/products?limit=100');
    expect(await names('')).toContain('Halina Slatted Credenza');
    const versionBefore = await version();
    await t.database.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.friendlyUrl, 'halina-slatted-credenza'));
    expect(await version()).toBeGreaterThan(versionBefore ?? 0);
    await t.app.catalogue.invalidate();

    expect(await names('')).not.toContain('Halina Slatted Credenza');
    expect(await names('search=credenza')).toEqual([]);
    const detail = await get('/api/v1/products/halina-slatted-credenza');
    expect(detail.statusCode).toBe(404);
    const after = await get('/api/v1/public/products?limit=100', {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps search documents current through triggers (a renamed product is found by its new name)', async () => {
    await t.database.db
      .update(products)
      .set({ name: 'Bahay Kubo Bamboo Settee' })
      .where(eq(products.friendlyUrl, 'hiraya-3-seater-fabric-sofa'));
    await t.app.catalogue.invalidate();
    expect(await names('search=kubo')).toEqual(['Bahay Kubo Bamboo Settee']);
    expect(await names('search=hiraya')).not.toContain('Hiraya 3-Seater Fabric Sofa');
  });

  it('hides a deactivated category, products filed only under it, and its search words', async () => {
    await t.database.db
      .update(categories)
      .set({ isActive: false })
      .where(eq(categories.friendlyUrl, 'outdoor-loungers'));
    await t.app.catalogue.invalidate();

    const map = (await get('/api/v1/categories/map?limit=100')).json() as {
      data: { children: { friendlyUrl: string }[] }[];
    };
    const shown = map.data.flatMap((top) => top.children.map((child) => child.friendlyUrl));
    expect(shown).not.toContain('outdoor-loungers');
    expect(await names('category=outdoor-loungers')).toEqual([]);
    const all = await names('');
    // Only in outdoor loungers: hidden. Also an accent chair: still shown, without the category.
    expect(all).not.toContain('Siquijor Adjustable Sun Lounger');
    expect(all).toContain('Anahaw Rattan Lounge Chair');
    const chair = (await get('/api/v1/products/anahaw-rattan-lounge-chair')).json() as {
      data: { categories: { friendlyUrl: string }[] };
    };
    expect(chair.data.categories.map((category) => category.friendlyUrl)).toEqual([
      'accent-chairs',
    ]);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain('category=outdoor-loungers');
    expect(sitemap).not.toContain('siquijor-adjustable-sun-lounger');
  });

  it('notices a change made elsewhere (another process or node) without being told', async () => {
    const url = '/api/v1/products/apo-abaca-rope-hammock';
    const price = async () =>
      ((await get(url)).json() as { data: { variants: { price: number }[] } }).data.variants[0]
        ?.price;
    expect(await price()).toBe(6000);
    const [hammock] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.friendlyUrl, 'apo-abaca-rope-hammock'));
    await t.database.db
      .update(productVariants)
      .set({ priceCentavos: 550_050 })
      .where(eq(productVariants.productId, hammock?.id ?? ''));
    // No invalidate(): the version poll finds the bumped version and reloads in the background.
    await expect.poll(price, { timeout: 15_000, interval: 250 }).toBe(5500.5);
  });
});
