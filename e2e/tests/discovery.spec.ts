import type { Page } from '@playwright/test';
import { createVerifiedCustomer } from '../support/accounts';
import {
  defaultBranch,
  getJson,
  revealLazyImages,
  type Category,
  type ListItem,
  type Variant,
} from '../support/catalogue';
import { logInFromHeader, pageToken, serverCartCount } from '../support/checkout';
import { DESKTOP, PHONE, expect, expectAccessible, snapshot, test } from '../support/fixtures';

test.use({ viewport: DESKTOP });
// Axe and full-page screenshots are slow on a busy 2-core box.
test.describe.configure({ timeout: 120_000 });

// The seeded article that links two narra pieces (apps/server/src/seed/content/blogs).
const NARRA_ARTICLE = 'caring-for-narra-wood-in-humid-weather';
const NARRA_PRODUCTS = ['ugat-narra-wood-dining-set-6-seater', 'taal-narra-wood-platform-bed'];

/** The product names of a row of cards, in the order shown. */
const cardNames = (page: Page, region: string) =>
  page.getByRole('region', { name: region }).getByRole('heading', { level: 3 }).allTextContents();

async function openProduct(page: Page, product: ListItem) {
  await page.goto(`/product/detail/${product.friendly_url}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
}

test('recently viewed products: newest first on home, the others on a product page', async ({
  page,
  request,
}) => {
  const [first, second] = await getJson<ListItem[]>(request, '/api/v1/public/products?limit=2');
  await openProduct(page, first!);
  // Nothing viewed before this product: once the page has settled, its own page has no row.
  await expect(page.getByRole('region', { name: 'You may also like' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);

  await openProduct(page, second!);
  const row = page.getByRole('region', { name: 'Recently viewed' });
  await expect(row.getByRole('heading', { level: 3 })).toHaveText([first!.name]);

  await page.goto('/');
  const homeRow = page.getByRole('region', { name: 'Recently viewed' });
  await expect(homeRow.getByRole('heading', { level: 3 })).toHaveText([second!.name, first!.name]);
  expect(await cardNames(page, 'Recently viewed')).toEqual([second!.name, first!.name]);
  await expect(homeRow.getByRole('link', { name: first!.name })).toHaveAttribute(
    'href',
    `/product/detail/${first!.friendly_url}`,
  );
  await homeRow.scrollIntoViewIfNeeded();
  await revealLazyImages(page);
  await expectAccessible(page);
  await snapshot(page, 'discovery-home-recently-viewed-desktop');
  await page.setViewportSize(PHONE);
  await revealLazyImages(page);
  await snapshot(page, 'discovery-home-recently-viewed-phone');

  await homeRow.getByRole('button', { name: 'Clear recently viewed products' }).click();
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
});

test('a blog article shows the products it links to, and one opens', async ({ page, request }) => {
  const names = await Promise.all(
    NARRA_PRODUCTS.map(
      async (url) => (await getJson<ListItem>(request, `/api/v1/products/${url}`)).name,
    ),
  );
  await page.goto(`/blog/detail/${NARRA_ARTICLE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Caring for Narra Wood in Humid Weather',
  );
  const section = page.getByRole('region', { name: 'Products in this article' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(names);
  await section.scrollIntoViewIfNeeded();
  await revealLazyImages(page);
  await expectAccessible(page);
  await snapshot(page, 'discovery-blog-products-desktop');
  await page.setViewportSize(PHONE);
  await revealLazyImages(page);
  await snapshot(page, 'discovery-blog-products-phone');

  await section.getByRole('link', { name: names[1]! }).click();
  await expect(page).toHaveURL(new RegExp(`/product/detail/${NARRA_PRODUCTS[1]}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[1]!);
});

test('a favourite shows its stock at the branch and adds to the cart', async ({
  page,
  request,
}) => {
  const branch = await defaultBranch(request);
  const products = await getJson<ListItem[]>(request, '/api/v1/public/products?limit=40');
  // A product with one variant well in stock: the row names it and says "In stock".
  let pick: { product: ListItem; variant: Variant } | undefined;
  for (const product of products) {
    const detail = await getJson<{ variants: Variant[] }>(
      request,
      `/api/v1/products/${product._id}?branch_id=${branch._id}`,
    );
    const [variant] = detail.variants;
    const quantity = variant?.stock.find((stock) => stock.branch_id === branch._id)?.quantity ?? 0;
    if (detail.variants.length === 1 && variant && quantity > 5) {
      pick = { product, variant };
      break;
    }
  }
  expect(pick, 'a seeded product with one variant in stock').toBeDefined();
  const { product } = pick!;

  const customer = await createVerifiedCustomer(request);
  await openProduct(page, product);
  await logInFromHeader(page, customer);
  await page.getByRole('button', { name: `Add ${product.name} to favorites` }).click();
  await expect(
    page.getByRole('button', { name: `Remove ${product.name} from favorites` }),
  ).toBeVisible();

  await page.goto('/favorites');
  const row = page.getByRole('listitem').filter({ hasText: product.name });
  await expect(row.getByRole('status')).toHaveText(`In stock at ${branch.name}`);
  const add = row.getByRole('button', { name: `Add to cart: ${product.name}` });
  await expect(add).toBeEnabled();
  await expectAccessible(page);
  await snapshot(page, 'discovery-favorites-desktop');

  await add.click();
  await expect(page.getByText(`Added to your cart: ${product.name}`)).toBeVisible();
  expect(await serverCartCount(request, await pageToken(page))).toBe(1);
  await page.setViewportSize(PHONE);
  await snapshot(page, 'discovery-favorites-phone');
});

test('an unknown address and a search without results offer a search and the categories', async ({
  page,
  request,
}) => {
  const categories = await getJson<Category[]>(request, '/api/v1/categories/map?limit=12');
  const first = categories[0]!;

  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const main = page.getByRole('main');
  const browse = main.getByRole('navigation', { name: 'Or browse a category' });
  await expect(browse.getByRole('link')).toHaveCount(categories.length);
  await expect(browse.getByRole('link', { name: first.name })).toHaveAttribute(
    'href',
    `/products?category=${first.friendlyUrl}`,
  );
  await expectAccessible(page);
  await snapshot(page, 'discovery-not-found-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'discovery-not-found-phone');
  await page.setViewportSize(DESKTOP);

  await main.getByRole('searchbox', { name: 'Search products' }).fill('zzqx glass igloo');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?search=zzqx\+glass\+igloo$/);
  await expect(main.getByText('No matching results found')).toBeVisible();
  await expect(main.getByRole('searchbox', { name: 'Search products' })).toHaveValue(
    'zzqx glass igloo',
  );
  await expect(
    main.getByRole('navigation', { name: 'Or browse a category' }).getByRole('link'),
  ).toHaveCount(categories.length);
  await expectAccessible(page);
  await snapshot(page, 'discovery-no-results-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'discovery-no-results-phone');

  await main
    .getByRole('navigation', { name: 'Or browse a category' })
    .getByRole('link', { name: first.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/products\\?category=${first.friendlyUrl}$`));
  await expect(
    page.getByRole('list', { name: 'Products' }).getByRole('listitem').first(),
  ).toBeVisible();
});
