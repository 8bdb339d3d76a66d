import type { Page } from '@playwright/test';
import { closeMiniCart, formatPeso, getJson, type ListItem } from '../support/catalogue';
import { DESKTOP, PHONE, expect, snapshot, test } from '../support/fixtures';

// Server-rendered storefront (docs/decisions/038): the public pages arrive as HTML with their
// data, read without JavaScript, and hydrate without a mismatch.
test.describe.configure({ timeout: 90_000 });

interface Blog {
  slug: string;
  title: string;
  excerpt: string;
}
interface Faq {
  question: string;
}

const priceOf = (product: ListItem) => formatPeso(product.price_details[0]!.price);

/** React reports a hydration mismatch as error #418/#423/#425 (production) or by name. */
const HYDRATION = /hydrat|#418|#419|#423|#425|did not match/i;

function watchHydration(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION.test(error.message)) messages.push(`pageerror: ${error.message}`);
  });
  return messages;
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('home, the listing, a product, a blog post and the FAQs show their content', async ({
    page,
    request,
  }) => {
    const products = await getJson<ListItem[]>(request, '/api/v1/public/products?limit=24');
    const [blog] = await getJson<Blog[]>(request, '/api/v1/public/blogs');
    const [faq] = await getJson<Faq[]>(request, '/api/v1/public/faqs');
    const product = products[0]!;

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('₱').first()).toBeVisible();
    await expect(main.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await snapshot(page, 'ssr-no-js-home-phone');

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(main.getByText(product.name).first()).toBeVisible();
    await expect(main.getByText(priceOf(product)).first()).toBeVisible();
    await snapshot(page, 'ssr-no-js-products-phone');

    await page.goto(`/product/detail/${product.friendly_url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByTestId('product-price').first()).toContainText(priceOf(product));
    await expect(page).toHaveTitle(new RegExp(product.name));
    await snapshot(page, 'ssr-no-js-product-phone');

    await page.goto(`/blog/detail/${blog!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog!.title);

    await page.goto('/faqs');
    await expect(page.getByText(faq!.question).first()).toBeVisible();
  });

  test('a listing filtered in the URL shows only what the filter finds', async ({
    page,
    request,
  }) => {
    const sofas = await getJson<ListItem[]>(
      request,
      '/api/v1/public/products?category=sofas&limit=100',
    );
    const beds = await getJson<ListItem[]>(
      request,
      '/api/v1/public/products?category=beds&limit=5',
    );
    await page.goto('/products?category=sofas');
    const main = page.getByRole('main');
    await expect(main.getByText(sofas[0]!.name).first()).toBeVisible();
    await expect(main.getByText(beds[0]!.name)).toHaveCount(0);
  });
});

test.describe('with JavaScript', () => {
  test.use({ viewport: DESKTOP });

  test('the public pages hydrate without a mismatch', async ({ page, request }) => {
    const hydration = watchHydration(page);
    const [product] = await getJson<ListItem[]>(request, '/api/v1/public/products?limit=1');
    const [blog] = await getJson<Blog[]>(request, '/api/v1/public/blogs');
    for (const url of [
      '/',
      '/products',
      '/products?category=sofas',
      `/product/detail/${product!.friendly_url}`,
      `/products/detail/${product!._id}`,
      '/blogs',
      `/blog/detail/${blog!.slug}`,
      '/faqs',
      '/about-us',
      '/our-locations',
      '/contact-us',
    ]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect(hydration, url).toEqual([]);
    }
  });

  test('a returning shopper’s browser state (recently viewed, country) hydrates cleanly', async ({
    page,
    request,
  }) => {
    const products = await getJson<ListItem[]>(request, '/api/v1/public/products?limit=3');
    await page.addInitScript(
      (entries) => {
        localStorage.setItem('recently-viewed', JSON.stringify({ state: { entries }, version: 0 }));
        localStorage.setItem(
          'abroad-country',
          JSON.stringify({ state: { country: 'AE' }, version: 0 }),
        );
      },
      products.map((product) => ({ id: product._id, friendlyUrl: product.friendly_url })),
    );
    const hydration = watchHydration(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recently viewed' })).toBeVisible({
      timeout: 30_000,
    });
    await page.goto(`/product/detail/${products[0]!.friendly_url}`);
    await expect(page.getByText(/≈ AED/).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(hydration).toEqual([]);
  });

  test('hydrating keeps the server’s critical CSS in place and does not write it again', async ({
    page,
    request,
  }) => {
    const [product] = await getJson<ListItem[]>(request, '/api/v1/public/products?limit=1');
    await page.addInitScript(() => {
      const moved: string[] = [];
      Object.assign(window, { movedStyles: moved });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            // Any style tag moved or taken out: each makes the browser restyle the whole page.
            if (node instanceof HTMLStyleElement) {
              moved.push(node.outerHTML.slice(0, 80));
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/product/detail/${product!.friendly_url}`);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const heading = page.getByRole('heading', { level: 1 });
    const fontWeight = await heading.evaluate((element) => getComputedStyle(element).fontWeight);

    // Open and close the mini cart, so the browser's own styles are written too.
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await closeMiniCart(page);

    const { moved, critical, rewritten, merged, mergedWritten } = await page.evaluate(() => {
      const style = document.querySelector('style[data-critical-css^="css "]');
      const ids = new Set((style?.getAttribute('data-critical-css') ?? '').split(' ').slice(1));
      // The rules of MUI's wrappers, merged into their children's classes: named, never written.
      const mergedIds = new Set(
        (
          document
            .querySelector('style[data-critical-css^="css-merged "]')
            ?.getAttribute('data-critical-css') ?? ''
        )
          .split(' ')
          .slice(1),
      );
      const idOf = (rule: CSSRule) => /^\.css-([a-z0-9]+)/.exec(rule.cssText)?.[1] ?? '';
      const sheets = Array.from(document.styleSheets);
      const rulesOf = (own: boolean) =>
        sheets
          .filter((sheet) => (sheet.ownerNode === style) === own)
          .flatMap((sheet) => Array.from(sheet.cssRules));
      return {
        moved: (window as unknown as { movedStyles: string[] }).movedStyles,
        critical: rulesOf(true).filter((rule) => ids.has(idOf(rule))).length,
        rewritten: rulesOf(false)
          .filter((rule) => ids.has(idOf(rule)))
          .map((rule) => rule.cssText),
        merged: mergedIds.size,
        mergedWritten: rulesOf(false)
          .filter((rule) => mergedIds.has(idOf(rule)))
          .map((rule) => rule.cssText),
      };
    });
    expect(critical).toBeGreaterThan(50);
    expect(moved).toEqual([]);
    expect(rewritten).toEqual([]);
    expect(merged).toBeGreaterThan(5);
    expect(mergedWritten).toEqual([]);
    await expect(heading).toHaveCSS('font-weight', fontWeight);
    // The baseline's global rules stay the page's own: written once, by the server.
    // Stylesheets holding the baseline's `box-sizing: inherit` rule (emotion writes rules
    // through the CSS object model in production, so a tag's text may be empty).
    const baselineTags = () =>
      page.evaluate(
        () =>
          Array.from(document.styleSheets).filter((sheet) =>
            Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('box-sizing: inherit')),
          ).length,
      );
    expect(await baselineTags()).toBe(1);
    await expect(page.locator('style[data-critical-css^="css-global "]')).not.toHaveCount(0);
    await expect(page.locator('body')).toHaveCSS('margin', '0px');
    // A screen the browser draws alone (the cart is not server-rendered) writes the baseline itself.
    await page.goto('/cart');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('style[data-critical-css]')).toHaveCount(0);
    await expect(page.locator('body')).toHaveCSS('margin', '0px');
    expect(await baselineTags()).toBe(1);
  });

  test('client navigation and add to cart work on a server-rendered page', async ({
    page,
    request,
  }) => {
    const products = await getJson<ListItem[]>(request, '/api/v1/public/products?limit=24');
    const hydration = watchHydration(page);
    await page.goto('/');
    // A full page load would drop this marker: the links below must be followed by the router.
    await page.evaluate(() => ((window as { marker?: string }).marker = 'same document'));
    await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const card = page.getByRole('main').getByRole('link', { name: products[0]!.name }).first();
    await card.click();
    await expect(page).toHaveURL(/\/product\/detail\//);
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe('same document');

    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByText(/^Added to your cart: /)).toBeVisible();
    await closeMiniCart(page);
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Cart, [1-9]/ }),
    ).toBeVisible();
    expect(hydration).toEqual([]);
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`home, the listing and a product page at ${name} width`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const [product] = await getJson<ListItem[]>(request, '/api/v1/public/products?limit=1');
      for (const [url, label] of [
        ['/', 'home'],
        ['/products', 'products'],
        [`/product/detail/${product!.friendly_url}`, 'product'],
      ] as const) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await snapshot(page, `ssr-${label}-${name}`);
      }
    });
  }
});

/** Records every layout shift of the page from its first paint (window.layoutShifts). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShiftTotal = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  );

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the listing is drawn with its filters beside the products, so nothing moves as it hydrates', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.goto('/products');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters).toBeVisible();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
    // The products sit in the column beside the filters, not under them.
    const filtersBox = (await filters.boundingBox())!;
    const firstCard = (await page.getByRole('main').getByRole('article').first().boundingBox())!;
    expect(firstCard.x).toBeGreaterThan(filtersBox.x + filtersBox.width);
  });

  test('without JavaScript the listing still has its filters beside the products', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/products');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('on a phone', () => {
  test.use({
    viewport: PHONE,
    isMobile: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });

  test('the server draws the phone layout, so nothing moves as the page hydrates', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    for (const url of ['/', '/products']) {
      await page.goto(url);
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Open menu' }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await layoutShiftTotal(page), url).toBeLessThanOrEqual(0.02);
    }
  });
});
