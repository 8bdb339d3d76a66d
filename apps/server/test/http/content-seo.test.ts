import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContentIfEmpty } from '../../src/seed/content/index';
import { createTestApp, type TestApp } from '../app';
import { TEST_PROJECT_ID } from '../database';

const INDEX =
  '<!doctype html><html><head><title>Shop</title><meta name="description" content="Default"></head><body><div id="root"></div></body></html>';
const PUBLIC_URL = 'https://shop.example.ph';

function fakeBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  return dist;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: fakeBuild(), PUBLIC_URL } });
  await seedContentIfEmpty(t.database.db, { projectId: TEST_PROJECT_ID });
});
afterAll(() => t.close());

describe('blog article pages', () => {
  it('carry the title, description, canonical, Open Graph and Article JSON-LD', async () => {
    const response = await t.app.inject({ url: '/blog/detail/rattan-furniture-guide' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const title = 'The Rattan Furniture Guide: Buying, Styling and Caring for Woven Pieces';
    expect(html).toContain(`<title>${title} | Casa Filipina Furniture</title>`);
    expect(html).toContain('<meta name="description" content="Rattan is light, strong');
    expect(html).not.toContain('content="Default"');
    expect(html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/blog/detail/rattan-furniture-guide">`,
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      `<meta property="og:title" content="${title} | Casa Filipina Furniture">`,
    );
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/shop\.example\.ph\/media\/blog-rattan-furniture-guide-[0-9a-f]+\.svg">/,
    );
    const [article] = jsonLd(html);
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: title,
      datePublished: '2026-05-30T01:00:00.000Z',
      author: { '@type': 'Person', name: 'Jen Abad' },
      image: [expect.stringMatching(/^https:\/\/shop\.example\.ph\/media\/blog-rattan/)],
      mainEntityOfPage: `${PUBLIC_URL}/blog/detail/rattan-furniture-guide`,
    });
  });

  it('point the canonical at the slug when opened by id', async () => {
    const { data } = (
      await t.app.inject({ url: '/api/v1/public/blogs/assembly-service-explained' })
    ).json();
    const html = (await t.app.inject({ url: `/blog/detail/${data._id}` })).body;
    expect(html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/blog/detail/assembly-service-explained">`,
    );
  });

  it('answer 404 (still with the app) for an unknown article', async () => {
    const response = await t.app.inject({ url: '/blog/detail/no-such-article' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Article not found | Casa Filipina Furniture</title>');
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('other content pages', () => {
  it('give the FAQ page FAQPage structured data', async () => {
    const html = (await t.app.inject({ url: '/faqs' })).body;
    expect(html).toContain('<title>Frequently Asked Questions | Casa Filipina Furniture</title>');
    const [faq] = jsonLd(html) as [{ '@type': string; mainEntity: unknown[] }];
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(15);
    expect(faq.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'How do I place an order?',
      acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('Add the items') },
    });
  });

  it.each([
    ['/blogs', 'Blogs | Casa Filipina Furniture'],
    ['/about-us', 'About Us | Casa Filipina Furniture'],
    ['/our-locations', 'Our Locations | Casa Filipina Furniture'],
    ['/contact-us', 'Contact Us | Casa Filipina Furniture'],
  ])('give %s its title and canonical', async (url, title) => {
    const html = (await t.app.inject({ url })).body;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${url}">`);
  });
});

describe('/sitemap.xml', () => {
  it('lists every published article and the content pages', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    for (const page of ['/blogs', '/faqs', '/about-us', '/our-locations', '/contact-us']) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${page}</loc>`);
    }
    const { data } = (await t.app.inject({ url: '/api/v1/public/blogs?limit=50' })).json() as {
      data: { slug: string }[];
    };
    expect(data).toHaveLength(7);
    for (const { slug } of data) {
      expect(xml).toMatch(
        new RegExp(`<loc>${PUBLIC_URL}/blog/detail/${slug}</loc><lastmod>[^<]+</lastmod>`),
      );
    }
  });
});
