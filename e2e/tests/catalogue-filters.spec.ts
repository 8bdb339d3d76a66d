import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { getJson } from '../support/catalogue';
import { DESKTOP, PHONE, expect, expectAccessible, snapshot, test } from '../support/fixtures';

// Finding and choosing furniture (issue #11, items 13 and 14): the Shop menu, the breadcrumb,
// and the listing's filters with their counts, on a desktop and on a phone.

test.describe.configure({ timeout: 120_000 });

interface Facets {
  total: number;
  materials: { value: string; label: string; count: number }[];
  in_stock: { count: number };
}

const facets = (request: APIRequestContext, query: string) =>
  getJson<Facets>(request, `/api/v1/public/products/facets?${query}`);

const count = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;

// The sofas of the demo catalogue run from ₱18,000 to ₱52,000 (seed generator).
const PRICE = { min: '20000', max: '45000' };
const FILTERED = `category=sofas&material=fabric&min_price=${PRICE.min}&max_price=${PRICE.max}`;

/** The count a filter option's box is described by: "(12 products)" → 12. */
async function countOf(option: Locator): Promise<number> {
  const id = await option.getAttribute('aria-describedby');
  const text = await option.page().locator(`[id="${id}"]`).textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

async function expectBreadcrumb(page: Page) {
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Living Room' })).toHaveAttribute(
    'href',
    '/products?category=living-room',
  );
  await expect(crumbs.getByText('Sofas', { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sofas');
}

/** Fabric, a price range and in stock, in a filters panel (the aside or the phone's drawer). */
async function applyFilters(page: Page, panel: Locator, request: APIRequestContext) {
  const fabric = panel.getByRole('checkbox', { name: 'Fabric', exact: true });
  const inStock = panel.getByRole('checkbox', { name: 'In stock only' });
  const before = await facets(request, 'category=sofas');
  await expect.poll(() => countOf(inStock)).toBe(before.in_stock.count);
  await expect
    .poll(() => countOf(fabric))
    .toBe(before.materials.find((option) => option.value === 'fabric')?.count);

  // Clicked, not check(): the box shows the URL, which changes a moment after the click.
  await fabric.click();
  await expect(page).toHaveURL(/[?&]material=fabric(&|$)/);
  await expect(fabric).toBeChecked();
  // The in-stock count follows the material chosen.
  const withFabric = await facets(request, 'category=sofas&material=fabric');
  await expect.poll(() => countOf(inStock)).toBe(withFabric.in_stock.count);

  await panel.getByRole('spinbutton', { name: 'Min (₱)' }).fill(PRICE.min);
  await panel.getByRole('spinbutton', { name: 'Max (₱)' }).fill(PRICE.max);
  await panel.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(new RegExp(`min_price=${PRICE.min}&max_price=${PRICE.max}`));

  await inStock.click();
  await expect(page).toHaveURL(/[?&]in_stock=1(&|$)/);
  await expect(inStock).toBeChecked();
  const all = await facets(request, `${FILTERED}&in_stock=1`);
  expect(all.total).toBeGreaterThan(0);
  expect(all.total).toBeLessThan(before.total);
  return all.total;
}

test.describe('finding furniture', () => {
  test('desktop: Shop menu → Living Room → Sofas, filter, reload, clear', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // From the keyboard: the arrow beside Shop opens every category.
    await nav.getByRole('button', { name: 'Shop by category' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'All categories' });
    const living = menu.getByRole('region', { name: 'Living Room' });
    await expect(living.getByRole('link', { name: 'Sofas' })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'filters-shop-menu-desktop');
    await living.getByRole('link', { name: 'Sofas' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/products\?category=sofas$/);
    await expectBreadcrumb(page);

    // Up the breadcrumb: Living Room offers its children as filters, with their counts.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Living Room' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Living Room');
    const types = page.getByRole('navigation', { name: 'Types of Living Room' });
    const sofaCount = (await facets(request, 'category=sofas')).total;
    await expect(types.getByRole('link', { name: `Sofas (${sofaCount})` })).toBeVisible();
    await snapshot(page, 'filters-category-desktop');
    await types.getByRole('link', { name: /^Sofas/ }).click();
    await expectBreadcrumb(page);

    const panel = page.getByRole('complementary', { name: 'Filters' });
    const total = await applyFilters(page, panel, request);
    const status = page.getByRole('status').filter({ hasText: /products?$/ });
    await expect(status).toHaveText(count(total));
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(
      Math.min(total, 12),
    );
    await expectAccessible(page);
    await snapshot(page, 'filters-listing-desktop');

    // A shared or reloaded link keeps the filters.
    await page.reload();
    await expect(panel.getByRole('checkbox', { name: 'Fabric', exact: true })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await expect(panel.getByRole('spinbutton', { name: 'Min (₱)' })).toHaveValue(PRICE.min);
    await expect(status).toHaveText(count(total));

    // One by one, then all at once.
    const active = page.getByRole('list', { name: 'Active filters' });
    await active.getByRole('button', { name: 'Remove filter: In stock only' }).click();
    await expect(page).not.toHaveURL(/in_stock/);
    await expect(status).toHaveText(count((await facets(request, FILTERED)).total));
    await active.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(panel.getByRole('checkbox', { name: 'Fabric', exact: true })).not.toBeChecked();
    // Back undoes the clearing.
    await page.goBack();
    await expect(page).toHaveURL(/material=fabric/);
  });

  test('phone: the drawer menu → Sofas, the filter sheet, reload, clear', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await drawer.getByRole('button', { name: 'Shop by category' }).click();
    const living = drawer
      .getByRole('list', { name: 'All categories' })
      .getByRole('list', { name: 'Living Room' });
    await expect(living.getByRole('link', { name: 'Sofas' })).toBeVisible();
    await snapshot(page, 'filters-shop-menu-phone');
    await living.getByRole('link', { name: 'Sofas' }).click();
    await expect(page).toHaveURL(/\/products\?category=sofas$/);
    await expectBreadcrumb(page);

    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const total = await applyFilters(page, sheet, request);
    await expect(sheet.getByRole('button', { name: `Show ${count(total)}` })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'filters-sheet-phone');
    await sheet.getByRole('button', { name: `Show ${count(total)}` }).click();
    await expect(sheet).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await snapshot(page, 'filters-listing-phone');

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${FILTERED}&in_stock=1$`));
    await expect(
      page.getByRole('list', { name: 'Active filters' }).getByRole('button', {
        name: 'Remove filter: Fabric',
      }),
    ).toBeVisible();
    await page
      .getByRole('list', { name: 'Active filters' })
      .getByRole('button', { name: 'Clear all filters' })
      .click();
    await expect(page).toHaveURL(/\/products$/);
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(sheet.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
  });
});
