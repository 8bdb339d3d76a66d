import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));
const repoRoot = path.resolve(webRoot, '../..');

const INDEX = `<!doctype html><html lang="en-PH"><head><title>Shop</title><meta name="description" content="A shop"><link rel="modulepreload" crossorigin href="/assets/react-abc.js"></head><body><noscript\n      >Casa Filipina Furniture needs JavaScript to run.</noscript\n    ><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

/**
 * A web build whose server entry is the real one, built from apps/web/src by its own Vite
 * config. It lives under apps/web/node_modules so the entry's imports (React, MUI,
 * react-router, the web app's own dependencies) resolve as they do from apps/web/dist.
 */
function buildWithRenderer(): string {
  const dist = mkdtempSync(path.join(webRoot, 'node_modules', '.ssr-test-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '-c',
      'vite.ssr.config.ts',
      '--outDir',
      path.join(dist, 'server'),
      '--logLevel',
      'error',
    ],
    { cwd: webRoot, stdio: 'pipe' },
  );
  return dist;
}

/** A build whose server entry fails every render, like a screen throwing on the server. */
function buildWithFailingRenderer(): string {
  const dist = mkdtempSync(path.join(webRoot, 'node_modules', '.ssr-test-'));
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    `export function setUpRenderer() {}
export async function renderPage() { throw new Error('the screen broke on the server'); }`,
  );
  return dist;
}

const dists: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const dist = buildWithRenderer();
  dists.push(dist);
  t = await createTestApp({
    env: { WEB_DIST: dist, PUBLIC_URL: 'https://shop.example.ph' },
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  for (const dist of dists) rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
/** The markup React rendered inside #root. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="page-data">/.exec(
    html,
  )?.[1] ?? '';
const pageData = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as {
    router: { loaderData: Record<string, unknown> };
    queries: { queries: unknown[] };
    sections: string[];
    layout: { mobile: boolean };
  } | null;
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );

async function productNames(query: string): Promise<string[]> {
  const response = await t.app.inject({ url: `/api/v1/public/products?${query}` });
  return (response.json() as { data: { name: string }[] }).data.map((product) => product.name);
}

describe('a product page rendered on the server', () => {
  it('holds the product, its price in pesos, its meta and JSON-LD, and no skeleton', async () => {
    const response = await page('/product/detail/hiraya-3-seater-fabric-sofa');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const root = rootOf(html);
    expect(root).toContain('Hiraya 3-Seater Fabric Sofa');
    expect(root).toContain('₱23,999.00');
    expect(root).toContain('Add to cart');
    expect(root).not.toContain('aria-busy="true"');
    expect(root).not.toContain('Loading the product');
    // One title, the screen's and the crawler's alike; meta from the page-meta registry.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Hiraya 3-Seater Fabric Sofa | Casa Filipina Furniture</title>');
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.example.ph/product/detail/hiraya-3-seater-fabric-sofa">',
    );
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(jsonLd(html)[0]).toMatchObject({
      '@type': 'Product',
      name: 'Hiraya 3-Seater Fabric Sofa',
    });
    // Emotion's critical CSS in <head>, under the attribute the browser's cache adopts in place
    // (decision 045): the ids of the rules it holds, and the rules.
    expect(html).toMatch(/<head>[\s\S]*<style data-critical-css="css [^"]+">\.css-[\s\S]*<\/head>/);
    // The main photo's preload goes in <head>, not inside the markup.
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(
      /<link rel="preload" href="[^"]+" as="image" fetchPriority="high"/,
    );
    expect(rootOf(html)).not.toContain('rel="preload"');
    // Readable without JavaScript: no "needs JavaScript" notice.
    expect(html).not.toContain('<noscript');
    // No inline script may run (CSP script-src 'self'): only JSON data blocks and the entry.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(
      scripts.every((attributes) =>
        /type="(application\/json|application\/ld\+json|module)"/.test(attributes ?? ''),
      ),
    ).toBe(true);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('draws the class names of the browser build, whatever NODE_ENV the server runs with', async () => {
    // These tests run with NODE_ENV=test, as `npm start` runs with development: MUI would name
    // its classes after its components there (css-…-MuiButton-root), and the browser's
    // production build, hydrating the page, would draw other names and write every rule again.
    const html = (await page('/product/detail/hiraya-3-seater-fabric-sofa')).body;
    expect(html).toMatch(/class="[^"]*\bcss-[a-z0-9]+"/);
    expect(html).not.toMatch(/css-[a-z0-9]+-Mui/);
  });

  it('names the rules of MUI wrappers no element uses, without their CSS', async () => {
    const html = (await page('/product/detail/hiraya-3-seater-fabric-sofa')).body;
    const namesOf = (key: string) =>
      new RegExp(`<style data-critical-css="${key} ([^"]+)">`).exec(html)?.[1]?.split(' ') ?? [];
    const merged = namesOf('css-merged');
    // Button wraps ButtonBase, IconButton too, and so on: their rules are in their children's.
    expect(merged.length).toBeGreaterThan(5);
    expect(html).toMatch(/<style data-critical-css="css-merged [^"]+"><\/style>/);
    const carried = new Set(namesOf('css'));
    const root = rootOf(html);
    for (const name of merged) {
      expect(carried.has(name)).toBe(false);
      expect(root).not.toContain(`css-${name}`);
    }
  });

  it('carries the data the browser hydrates from', async () => {
    const data = pageData((await page('/product/detail/hiraya-3-seater-fabric-sofa')).body);
    expect(data?.router.loaderData).toHaveProperty('root', null);
    expect(JSON.stringify(data?.queries)).toContain('Hiraya 3-Seater Fabric Sofa');
  });

  it('is reused for its URL until the catalogue snapshot changes', async () => {
    const url = '/product/detail/hiraya-3-seater-fabric-sofa';
    // The page data holds each read's time: the same bytes mean the same render.
    const first = (await page(url)).body;
    expect((await page(url)).body).toBe(first);
    await t.app.catalogue.invalidate();
    const afterChange = (await page(url)).body;
    expect(rootOf(afterChange)).toContain('Hiraya 3-Seater Fabric Sofa');
    expect(afterChange).not.toBe(first);
  });

  it('answers the uuid path with the same product', async () => {
    const detail = await t.app.inject({ url: '/api/v1/products/hiraya-3-seater-fabric-sofa' });
    const id = (detail.json() as { data: { _id: string } }).data._id;
    const response = await page(`/products/detail/${id}`);
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain('₱23,999.00');
  });

  it('answers 404 with the not-found screen for a product that does not exist', async () => {
    const response = await page('/product/detail/no-such-sofa');
    expect(response.statusCode).toBe(404);
    const root = rootOf(response.body);
    expect(root).not.toBe('');
    expect(root).not.toContain('aria-busy="true"');
  });

  it('is compressed for browsers that take it, with an ETag a revisit can match', async () => {
    const url = '/product/detail/hiraya-3-seater-fabric-sofa';
    const response = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('₱23,999.00');
    const etag = String(response.headers.etag);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('the listing rendered on the server', () => {
  it('holds the products of the filter in the URL, and not the others', async () => {
    const sofas = await productNames('category=sofas&limit=100');
    const beds = await productNames('category=beds&limit=100');
    expect(sofas.length).toBeGreaterThan(0);
    expect(beds.length).toBeGreaterThan(0);
    const root = rootOf((await page('/products?category=sofas')).body);
    expect(root).toContain(sofas[0]!.replace(/&/g, '&amp;'));
    for (const bed of beds) expect(root).not.toContain(bed);
    expect(root).toContain('₱');
  });

  it('renders home, blogs, FAQs, about us, locations and contact us', async () => {
    for (const url of ['/contact-us', '/', '/blogs', '/faqs', '/about-us', '/our-locations']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(rootOf(response.body), url).toContain('<footer');
      expect(rootOf(response.body), url).not.toContain('aria-busy="true"');
    }
    expect(rootOf((await page('/faqs')).body)).toMatch(/<h1[^>]*>FAQs<\/h1>/);
  });

  it('draws a phone the phone layout, told apart in the page data and in the page cache', async () => {
    const phoneAgent =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const onPhone = await t.app.inject({
      url: '/products',
      headers: { accept: 'text/html', 'user-agent': phoneAgent },
    });
    const wide = await page('/products');
    expect(rootOf(onPhone.body)).toContain('aria-label="Open menu"');
    expect(rootOf(wide.body)).not.toContain('aria-label="Open menu"');
    expect(rootOf(wide.body)).toContain('aria-label="Main"');
    expect(pageData(onPhone.body)?.layout).toEqual({ mobile: true });
    expect(pageData(wide.body)?.layout).toEqual({ mobile: false });
    expect(onPhone.headers.etag).not.toBe(wide.headers.etag);
    expect(onPhone.headers.vary).toContain('User-Agent');
    const hinted = await t.app.inject({
      url: '/products',
      headers: { accept: 'text/html', 'sec-ch-ua-mobile': '?1' },
    });
    expect(hinted.headers.etag).toBe(onPhone.headers.etag);
  });

  it('does not preload its scripts ahead of its first paint; the entry script still loads', async () => {
    const body = (await page('/faqs')).body;
    expect(body).not.toContain('modulepreload');
    expect(body).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('names the lazily loaded sections it drew, for the browser to load before hydrating', async () => {
    const home = pageData((await page('/')).body);
    expect(home?.sections).toEqual(
      expect.arrayContaining([
        'layout/footer',
        'home/featured-products',
        'home/category-tiles',
        'home/product-collections',
      ]),
    );
    const faqs = pageData((await page('/faqs')).body);
    expect(faqs?.sections).toContain('layout/footer');
    expect(faqs?.sections).not.toContain('home/featured-products');
  });
});

describe('pages that stay client-rendered', () => {
  it.each(['/cart', '/orders', '/my-account', '/checkout/shipping_information', '/no/such/page'])(
    'sends %s as the client shell',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('id="page-data"');
      // It draws nothing without its scripts: they are preloaded at once.
      expect(response.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
      );
    },
  );

  it('does not serve the server entry to browsers', async () => {
    const response = await t.app.inject({ url: '/server/entry-server.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('when rendering fails', () => {
  it('sends the client shell with the page meta and logs the failure, never a 500', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    const dist = buildWithFailingRenderer();
    dists.push(dist);
    const failing = await createTestApp({
      env: { WEB_DIST: dist, PUBLIC_URL: 'https://shop.example.ph', LOG_LEVEL: 'error' },
      logStream,
    });
    try {
      const response = await failing.app.inject({
        url: '/product/detail/hiraya-3-seater-fabric-sofa',
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<noscript');
      expect(response.body).toContain(
        '<title>Hiraya 3-Seater Fabric Sofa | Casa Filipina Furniture</title>',
      );
      expect(lines.join('')).toContain('server rendering failed');
      expect(lines.join('')).toContain('the screen broke on the server');
    } finally {
      await failing.close();
    }
  });
});

describe('in maintenance mode', () => {
  it('still redirects pages to the maintenance page', async () => {
    const closed = await createTestApp({
      env: { WEB_DIST: dists[0]!, MAINTENANCE_MODE: 'true' },
    });
    try {
      const response = await closed.app.inject({ url: '/products' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/under-maintenance');
    } finally {
      await closed.close();
    }
  });
});
