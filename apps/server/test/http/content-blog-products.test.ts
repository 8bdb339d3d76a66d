import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index';
import { parseBlogDocument } from '../../src/modules/content/blog-document';
import { importBlogPosts } from '../../src/modules/content/blog-importer';
import { createTestApp, type TestApp } from '../app';
import { TEST_PROJECT_ID } from '../database';

interface LinkedProduct {
  _id: string;
  name: string;
  friendly_url: string;
  price_details: { price: number }[];
  in_stock: boolean;
}

let t: TestApp;
let shelf: { id: string; name: string; friendlyUrl: string }[];

const article = (slug: string, body: string) =>
  parseBlogDocument(
    `---\ntitle: ${slug}\nslug: ${slug}\nauthor: Ana\npublished: 2026-01-05\ntags: guides\n---\n\n${body}\n`,
  );

const linkedProducts = async (slug: string): Promise<LinkedProduct[]> => {
  const response = await t.app.inject({ url: `/api/v1/public/blogs/${slug}` });
  expect(response.statusCode).toBe(200);
  return response.json().data.linked_products;
};

beforeAll(async () => {
  t = await createTestApp();
  shelf = await t.database.db
    .select({ id: products.id, name: products.name, friendlyUrl: products.friendlyUrl })
    .from(products)
    .where(and(eq(products.projectId, TEST_PROJECT_ID), eq(products.isActive, true)))
    .orderBy(asc(products.name))
    .limit(3);
  expect(shelf).toHaveLength(3);
});
afterAll(() => t.close());

describe('products linked from a blog article', () => {
  it('returns the linked products in the order of the links, each once, with fresh prices', async () => {
    const [a, b, c] = shelf as [(typeof shelf)[0], (typeof shelf)[0], (typeof shelf)[0]];
    await importBlogPosts(t.database.db, TEST_PROJECT_ID, [
      article(
        'linked-order',
        [
          `First [${c.name}](/product/detail/${c.friendlyUrl}), then [by id](/products/detail/${a.id}).`,
          '',
          `Again [${c.name}](/product/detail/${c.friendlyUrl}) and [all products](/products).`,
          '',
          `Last, with the shop's address: [${b.name}](https://shop.example.ph/product/detail/${b.friendlyUrl}).`,
        ].join('\n'),
      ),
    ]);

    const linked = await linkedProducts('linked-order');
    expect(linked.map((product) => product._id)).toEqual([c.id, a.id, b.id]);
    expect(linked[0]).toMatchObject({ name: c.name, friendly_url: c.friendlyUrl });
    expect(linked[0]!.price_details[0]!.price).toBeGreaterThan(0);
    expect(typeof linked[0]!.in_stock).toBe('boolean');
  });

  it('skips unknown and archived products', async () => {
    const [a, b] = shelf as [(typeof shelf)[0], (typeof shelf)[0]];
    await importBlogPosts(t.database.db, TEST_PROJECT_ID, [
      article(
        'linked-skips',
        [
          `[Gone](/product/detail/no-such-sofa) · [${a.name}](/product/detail/${a.friendlyUrl})`,
          `· [unknown id](/products/detail/${randomUUID()}) · [${b.name}](/product/detail/${b.friendlyUrl})`,
        ].join(' '),
      ),
    ]);
    expect((await linkedProducts('linked-skips')).map((product) => product._id)).toEqual([
      a.id,
      b.id,
    ]);

    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, a.id));
    await t.app.catalogue.invalidate();
    try {
      expect((await linkedProducts('linked-skips')).map((product) => product._id)).toEqual([b.id]);
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, a.id));
      await t.app.catalogue.invalidate();
    }
  });

  it('answers an empty list for an article without product links', async () => {
    await importBlogPosts(t.database.db, TEST_PROJECT_ID, [
      article('linked-none', 'Read our [FAQs](/faqs) first.'),
    ]);
    expect(await linkedProducts('linked-none')).toEqual([]);
  });
});
