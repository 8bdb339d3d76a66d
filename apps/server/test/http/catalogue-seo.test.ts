import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';

const INDEX =
  '<!doctype html><html><head><title>Shop</title><meta name="description" content="A shop"></head><body><div id="root"></div></body></html>';

function fakeBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  return dist;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { WEB_DIST: fakeBuild(), PUBLIC_URL: 'https://shop.example.ph' },
  });
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
const metaContent = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1];
// Attribute values are HTML-escaped: `&` arrives as `&amp;`.
const canonical = (html: string) =>
  /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );

describe('product pages for crawlers', () => {
  it('serves title, description, canonical, Open Graph and Product JSON-LD', async () => {
    const response = await page('/product/detail/hiraya-3-seater-fabric-sofa');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Hiraya 3-Seater Fabric Sofa | Casa Filipina Furniture</title>');
    expect(html).toContain('<div id="root"></div>');
    const description = metaContent(html, 'name', 'description');
    expect(description).toMatch(/^₱23,999\.00\. The Hiraya 3-Seater Fabric Sofa is a roomy/);
    expect(description?.length).toBeLessThanOrEqual(155);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(canonical(html)).toBe(
      'https://shop.example.ph/product/detail/hiraya-3-seater-fabric-sofa',
    );
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:title')).toBe(
      'Hiraya 3-Seater Fabric Sofa | Casa Filipina Furniture',
    );
    expect(metaContent(html, 'property', 'og:image')).toBe(
      'https://shop.example.ph/media/sofa-mustard.svg',
    );
    const [product] = jsonLd(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Hiraya 3-Seater Fabric Sofa',
      sku: 'SOF-00001',
      brand: { '@type': 'Brand', name: 'Casa Filipina Furniture' },
      image: expect.arrayContaining(['https://shop.example.ph/media/sofa-mustard.svg']),
      offers: {
        '@type': 'Offer',
        priceCurrency: 'PHP',
        price: '23999.00',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example.ph/product/detail/hiraya-3-seater-fabric-sofa',
      },
    });
    expect(String(product?.description)).toContain('High-resilience foam');
  });

  it('gives a price range as an AggregateOffer, and the uuid path its friendly canonical', async () => {
    const detail = await t.app.inject({ url: '/api/v1/products/taal-narra-wood-platform-bed' });
    const id = (detail.json() as { data: { _id: string } }).data._id;
    const html = (await page(`/products/detail/${id}`)).body;
    expect(canonical(html)).toBe(
      'https://shop.example.ph/product/detail/taal-narra-wood-platform-bed',
    );
    expect(jsonLd(html)[0]?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'PHP',
      lowPrice: '40999.00',
      highPrice: '50499.00',
      offerCount: 3,
    });
  });

  it('says OutOfStock when no branch has a unit', async () => {
    // Kawayan 3-Door Mahogany Wardrobe: its only variant has no stock anywhere.
    const html = (await page('/product/detail/kawayan-3-door-mahogany-wardrobe')).body;
    expect(jsonLd(html)[0]?.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('answers 404 (still with the app) for an unknown or inactive product', async () => {
    for (const url of [
      '/product/detail/no-such-sofa',
      '/product/detail/boracay-narra-wood-dining-table-6-seater',
    ]) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Product not found | Casa Filipina Furniture</title>');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});

describe('listing pages for crawlers', () => {
  it('describes a category listing by its name and description', async () => {
    const html = (await page('/products?category=sofas')).body;
    expect(html).toContain('<title>Sofas | Casa Filipina Furniture</title>');
    expect(metaContent(html, 'name', 'description')).toBe(
      'Two- and three-seater sofas in easy-care fabric and leatherette, on solid wood frames.',
    );
    expect(canonical(html)).toBe('https://shop.example.ph/products?category=sofas');
    expect(metaContent(html, 'property', 'og:image')).toMatch(
      /^https:\/\/shop\.example\.ph\/media\//,
    );
  });

  it('names every category of a combined listing, with a stable canonical', async () => {
    const html = (await page('/products?category=sofas&category=beds')).body;
    expect(html).toContain('<title>Beds, Sofas | Casa Filipina Furniture</title>');
    expect(canonical(html)).toBe('https://shop.example.ph/products?category=beds&category=sofas');
  });

  it('describes the whole shop without a category, and 404s an inactive one', async () => {
    const all = (await page('/products')).body;
    expect(all).toContain('<title>Shop all furniture | Casa Filipina Furniture</title>');
    expect(canonical(all)).toBe('https://shop.example.ph/products');
    const hidden = await page('/products?category=christmas-decor');
    expect(hidden.statusCode).toBe(404);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every active product and category, with lastmod, and nothing inactive', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    const xml = response.body;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const products = locs.filter((loc) => loc?.includes('/product/detail/'));
    expect(products).toHaveLength(69);
    expect(locs).toContain('https://shop.example.ph/product/detail/hiraya-3-seater-fabric-sofa');
    expect(locs).not.toContain(
      'https://shop.example.ph/product/detail/boracay-narra-wood-dining-table-6-seater',
    );
    expect(locs).toContain('https://shop.example.ph/products?category=sofas');
    expect(locs).toContain('https://shop.example.ph/products?category=living-room');
    expect(locs).not.toContain('https://shop.example.ph/products?category=christmas-decor');
    expect(xml).toMatch(
      /<loc>https:\/\/shop\.example\.ph\/product\/detail\/hiraya-3-seater-fabric-sofa<\/loc><lastmod>\d{4}-\d\d-\d\dT/,
    );
  });
});
