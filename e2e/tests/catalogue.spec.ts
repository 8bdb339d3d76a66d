import {
  closeMiniCart,
  defaultBranch,
  findProductWithOptions,
  optionButton,
  formatPeso,
  getJson,
  getTotal,
  revealLazyImages,
  type Category,
  type ListItem,
} from '../support/catalogue';
import { DESKTOP, PHONE, expect, expectAccessible, snapshot, test } from '../support/fixtures';

test.use({ viewport: DESKTOP });
// Each journey runs axe and takes full-page screenshots, which are slow on a busy 2-core box.
test.describe.configure({ timeout: 90_000 });

const count = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;

test.describe('catalogue', () => {
  test('home shows featured products and collections', async ({ page, request }) => {
    const featured = await getJson<ListItem[]>(request, '/api/v1/public/featured-products');
    expect(featured.length).toBeGreaterThan(0);

    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured products' });
    await expect(section.getByRole('link', { name: featured[0]!.name })).toBeVisible();
    const collections = page.getByRole('region', { name: 'Collections' });
    await expect(collections.getByRole('heading', { level: 3 }).first()).toBeVisible();
    // Every product photo reserves its space; the first screen's four load at once (the
    // largest paint on a phone), the rest when scrolled near.
    const images = section.locator('img');
    expect(await images.count()).toBeGreaterThan(4);
    for (const [index, image] of (await images.all()).entries()) {
      await expect(image).toHaveAttribute('loading', index < 4 ? 'eager' : 'lazy');
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    }
    await expectAccessible(page);
    await revealLazyImages(page);
    await snapshot(page, 'catalogue-home-desktop');

    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Featured products' }).getByRole('article').first(),
    ).toBeVisible();
    // Nothing is wider than the phone: rows of products scroll inside themselves.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    // Card names are cut at two whole lines, and no amount of a price breaks across lines.
    const cards = await page.getByRole('article').evaluateAll((articles) =>
      articles.map((article) => {
        const name = article.querySelector('h2, h3, h4')!;
        const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
        const amounts = Array.from(article.querySelectorAll('[data-testid="product-price"] span'))
          .filter((span) => /^₱[\d,]+\.\d\d$/.test(span.textContent ?? ''))
          .map((span) => span.getClientRects().length);
        return { lines: name.getBoundingClientRect().height / lineHeight, amounts };
      }),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.lines).toBeCloseTo(2, 1);
      expect(card.amounts.length).toBeGreaterThan(0);
      expect(card.amounts.every((lineBoxes) => lineBoxes === 1)).toBe(true);
    }
    await revealLazyImages(page);
    await snapshot(page, 'catalogue-home-phone');
  });

  test('search from the header: suggestions, open one; Enter lists; nothing found', async ({
    page,
    request,
  }) => {
    const expected = await getJson<ListItem[]>(
      request,
      '/api/v1/public/products?search=sofa&limit=5&sort_by=created_at&sort_order=desc',
    );
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    // Typed key by key: one request, for the whole word, after the pause (spec section 9).
    const searches: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/v1/public/products' && url.searchParams.has('search')) {
        searches.push(url.searchParams.get('search')!);
      }
    });
    await search.pressSequentially('sofa', { delay: 120 });
    const listbox = page.getByRole('listbox', { name: 'Product suggestions' });
    await expect(listbox.getByRole('option')).toHaveCount(expected.length);
    expect(searches).toEqual(['sofa']);
    await expect(listbox.getByRole('option').first()).toContainText(expected[0]!.name);
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await snapshot(page, 'catalogue-search-desktop');

    await listbox.getByRole('option').first().click();
    await expect(page).toHaveURL(`/product/detail/${expected[0]!.friendly_url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0]!.name);

    // A typo still finds sofas on the listing (typo-tolerant search).
    await search.fill('sfoa');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=sfoa$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).not.toHaveCount(
      0,
    );

    await search.fill('zzqqxxnothing');
    await expect(page.getByText('No matching results found', { exact: true })).toBeVisible();
  });

  test('filter /products by two categories, then remove one', async ({ page, request }) => {
    const tree = await getJson<Category[]>(request, '/api/v1/categories/map?limit=100');
    const leaves = tree.flatMap((category) => category.children);
    const withProducts: { name: string; friendlyUrl: string; total: number }[] = [];
    for (const leaf of leaves) {
      const total = await getTotal(
        request,
        `/api/v1/public/products?limit=1&category=${leaf.friendlyUrl}`,
      );
      if (total > 0) withProducts.push({ ...leaf, total });
      if (withProducts.length === 2) break;
    }
    const [first, second] = withProducts;
    expect(second, 'two categories with products').toBeTruthy();
    const both = await getTotal(
      request,
      `/api/v1/public/products?limit=1&category=${first!.friendlyUrl}&category=${second!.friendlyUrl}`,
    );

    await page.goto('/products');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: first!.name, exact: true }).click();
    await expect(page).toHaveURL(`/products?category=${first!.friendlyUrl}`);
    await filters.getByRole('checkbox', { name: second!.name, exact: true }).click();
    await expect(page).toHaveURL(
      `/products?category=${first!.friendlyUrl}&category=${second!.friendlyUrl}`,
    );
    await expect(page.getByText(count(both), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove filter: ${first!.name}` })).toBeVisible();
    await expectAccessible(page);
    await revealLazyImages(page);
    await snapshot(page, 'catalogue-listing-desktop');

    await filters.getByRole('checkbox', { name: first!.name, exact: true }).click();
    await expect(page).toHaveURL(`/products?category=${second!.friendlyUrl}`);
    await expect(page.getByText(count(second!.total), { exact: true })).toBeVisible();

    // Back brings both back; the link alone reproduces the page.
    await page.goBack();
    await expect(page.getByText(count(both), { exact: true })).toBeVisible();
    await page.reload();
    await expect(filters.getByRole('checkbox', { name: second!.name, exact: true })).toBeChecked();
    await expect(page.getByText(count(both), { exact: true })).toBeVisible();

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer.getByRole('checkbox', { name: first!.name, exact: true })).toBeChecked();
    await expectAccessible(page);
    await snapshot(page, 'catalogue-listing-filters-phone');
    await drawer.getByRole('button', { name: `Show ${count(both)}` }).click();
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await revealLazyImages(page);
    await snapshot(page, 'catalogue-listing-phone');
  });

  test('open a product, pick a variant and add it to the cart', async ({ page, request }) => {
    const branch = await defaultBranch(request);
    const pick = await findProductWithOptions(request, branch._id);

    await page.goto('/');
    const cart = page.getByRole('banner').getByRole('link', { name: /^Cart, / });
    await expect(cart).toHaveAccessibleName('Cart, 0 items');

    await page.goto(`/product/detail/${pick.product.friendly_url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick.product.name);
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    // The first variant in stock at the branch comes picked.
    for (const value of pick.options) {
      await expect(optionButton(page, value)).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(addToCart).toBeEnabled();
    const price = page.getByTestId('product-price').first();
    await expect(price).toContainText(formatPeso(pick.variant.price));
    await expect(page.getByTestId('stock-status')).toHaveText(
      `In stock at ${branch.name}: ${pick.stock}`,
    );
    await expect(page.getByText(`SKU: ${pick.variant.sku}`)).toBeVisible();
    await expectAccessible(page);
    await revealLazyImages(page);
    await snapshot(page, 'catalogue-product-desktop');

    await addToCart.click();
    await expect(page.getByText(/^Added to your cart: /)).toBeVisible();
    await closeMiniCart(page);
    await expect(cart).toHaveAccessibleName('Cart, 1 item');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('checkout') ?? '{}'));
    expect(stored).toMatchObject({
      totalCartItems: 1,
      guestCart: [{ productId: pick.product._id, variantId: pick.variant._id, quantity: 1 }],
    });

    // Signed out, the heart asks the shopper to log in.
    await page.getByRole('button', { name: `Add ${pick.product.name} to favorites` }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick.product.name);
    await expect(cart).toHaveAccessibleName('Cart, 1 item');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await revealLazyImages(page);
    await snapshot(page, 'catalogue-product-phone');
  });

  test('a product page carries its meta tags for crawlers without JavaScript', async ({
    request,
  }) => {
    const [product] = await getJson<ListItem[]>(request, '/api/v1/public/products?limit=1');
    const path = `/product/detail/${product!.friendly_url}`;
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();

    const attribute = (selector: RegExp) => selector.exec(html)?.[1];
    const title = `${product!.name} | Casa Filipina Furniture`;
    expect(attribute(/<title>([^<]*)<\/title>/)).toBe(title);
    expect(attribute(/<meta property="og:title" content="([^"]*)"/)).toBe(title);
    expect(attribute(/<meta property="og:type" content="([^"]*)"/)).toBe('product');
    const canonical = attribute(/<link rel="canonical" href="([^"]*)"/);
    expect(canonical).toMatch(new RegExp(`${path}$`));
    expect(attribute(/<meta property="og:url" content="([^"]*)"/)).toBe(canonical);
    expect(attribute(/<meta property="og:image" content="([^"]*)"/)).toMatch(/^https?:\/\//);

    const prices = product!.price_details.map((entry) => entry.price);
    const low = Math.min(...prices);
    const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map(
      (match) => match[1],
    );
    expect(descriptions).toContainEqual(expect.stringContaining(formatPeso(low)));
    expect(attribute(/<meta property="og:description" content="([^"]*)"/)).toContain(
      formatPeso(low),
    );

    const jsonLd = attribute(/<script type="application\/ld\+json">([^<]*)<\/script>/);
    const data = JSON.parse(jsonLd!) as {
      '@type': string;
      name: string;
      offers: { priceCurrency: string; price?: string; lowPrice?: string; availability: string };
    };
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(product!.name);
    expect(data.offers.priceCurrency).toBe('PHP');
    expect(data.offers.price ?? data.offers.lowPrice).toBe(low.toFixed(2));
    expect(data.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  });
});
