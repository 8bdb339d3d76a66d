import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, hydratingPage, snapshot, test } from '../support/fixtures';

// The staff account the server seeds for the e2e run (playwright.config.ts).
const STAFF_EMAIL = process.env.E2E_OPERATOR_EMAIL ?? 'operator@casafilipina.ph';
const STAFF_PASSWORD = process.env.E2E_OPERATOR_PASSWORD ?? 'Operator#E2e2026';
const PHOTO = fileURLToPath(new URL('../fixtures/narra-bench.jpg', import.meta.url));
/** Screenshots to look at by hand, at the console's two widths. */
const SHOTS = process.env.PRODUCTS_SHOTS_DIR;

async function signInToConsole(page: Page) {
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Console sign-in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(STAFF_EMAIL);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(STAFF_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function shoot(page: Page, name: string) {
  await snapshot(page, name);
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `${SHOTS}/${name}-${width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('staff create a product with two variants, a photo and stock in two branches; shoppers find it with its photo', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).toUpperCase();
  const name = `Narra Garden Bench ${tag}`;
  const alt = `Narra garden bench ${tag} with a slatted seat`;

  await signInToConsole(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const grid = page.getByRole('grid', { name: 'Products' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await shoot(page, 'admin-products-list');

  // The list's state is the URL's: a search is bookmarkable.
  await page.getByRole('searchbox', { name: 'Search name or SKU' }).fill('sofa');
  await expect(page).toHaveURL(/search=sofa/);

  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  const form = page.getByRole('form', { name: 'New product' });
  const basics = form.getByRole('region', { name: 'Basics' });
  await basics.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await basics.getByRole('textbox', { name: 'SKU', exact: true }).fill(`NGB-${tag}`);
  await basics.getByRole('switch', { name: 'Active: shown in the shop' }).check();
  await form
    .getByRole('region', { name: 'Description' })
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('A **narra** bench for the lanai.\n\n- Oiled finish\n- Seats three');
  await expect(
    form.getByRole('region', { name: 'Preview' }).locator('strong', { hasText: 'narra' }),
  ).toBeVisible();
  await form.getByRole('combobox', { name: 'Categories' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  const materials = form.getByRole('combobox', { name: 'Materials' });
  await materials.fill('Narra');
  await materials.press('Enter');
  const size = form.getByRole('region', { name: 'Dimensions and weight' });
  await size.getByRole('textbox', { name: 'Width (cm)', exact: true }).fill('150');
  await size.getByRole('textbox', { name: 'Depth (cm)', exact: true }).fill('45');
  await size.getByRole('textbox', { name: 'Height (cm)', exact: true }).fill('48');
  await size.getByRole('textbox', { name: 'Weight (g)', exact: true }).fill('18000');

  const first = form.getByRole('group', { name: 'Variant 1' });
  await first.getByRole('textbox', { name: 'SKU', exact: true }).fill(`NGB-${tag}-NAT`);
  await first.getByRole('textbox', { name: 'Colour', exact: true }).fill('Natural');
  await first.getByRole('textbox', { name: 'Price (₱)', exact: true }).fill('15999');
  await first.getByRole('textbox', { name: 'Compare-at price (₱)', exact: true }).fill('17999');
  await form.getByRole('button', { name: 'Add variant' }).click();
  const second = form.getByRole('group', { name: 'Variant 2' });
  await second.getByRole('textbox', { name: 'SKU', exact: true }).fill(`NGB-${tag}-DRK`);
  await second.getByRole('textbox', { name: 'Colour', exact: true }).fill('Dark walnut');
  await second.getByRole('textbox', { name: 'Price (₱)', exact: true }).fill('16999');
  await shoot(page, 'admin-product-form');

  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const upload = page.getByRole('form', { name: 'Upload a picture' });
  await upload.getByLabel('Picture (JPEG, PNG or WebP, up to 10 MB)').setInputFiles(PHOTO);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(
    upload.getByRole('textbox', { name: 'Alt text', exact: true }),
  ).toHaveAccessibleDescription('Describe the picture for shoppers who cannot see it (alt text).');
  await upload.getByRole('textbox', { name: 'Alt text', exact: true }).fill(alt);
  await upload.getByRole('button', { name: 'Upload' }).click();
  const gallery = page.getByRole('list', { name: 'Pictures, in the order the shop shows them' });
  const thumbnail = gallery.getByRole('img', { name: alt });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute('src', /-w320\.webp$/);
  await expect(gallery.getByText('Main picture')).toBeVisible();
  await shoot(page, 'admin-product-edit');

  // Stock in two branches: received through the Stock screen, each move in the ledger.
  await page.getByRole('navigation').getByRole('link', { name: 'Stock' }).click();
  await page.getByRole('searchbox', { name: 'Search product or SKU' }).fill(`NGB-${tag}-NAT`);
  await expect(page).toHaveURL(/search=NGB/);
  const stock = page.getByRole('grid', { name: 'Stock per variant and branch' });
  for (const [branch, units] of [
    ['Quezon City Main Showroom', '6'],
    ['Makati Showroom', '3'],
  ] as const) {
    const row = stock
      .getByRole('row')
      .filter({ hasText: branch })
      .filter({ hasText: `NGB-${tag}-NAT` });
    await row.getByRole('button', { name: 'more' }).click();
    await page.getByRole('menuitem', { name: `Adjust NGB-${tag}-NAT at ${branch}` }).click();
    const adjust = page.getByRole('form', { name: 'Adjust stock' });
    await adjust.getByRole('textbox', { name: /Change of units/ }).fill(units);
    await adjust.getByRole('textbox', { name: 'Note' }).fill(`Delivery ${tag}`);
    await adjust.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(adjust).toBeHidden();
    await expect(
      row
        .getByRole('gridcell')
        .filter({ hasText: new RegExp(`^${units}$`) })
        .first(),
    ).toBeVisible();
  }

  // A shopper, signed out, finds it with the header search and sees its photo.
  const shopper = await browser.newContext();
  const shop = hydratingPage(await shopper.newPage());
  await shop.goto('/');
  const search = shop.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await search.pressSequentially(`Narra Garden Bench ${tag}`, { delay: 20 });
  const suggestion = shop
    .getByRole('listbox', { name: 'Product suggestions' })
    .getByRole('option', { name: new RegExp(name) });
  await suggestion.click();
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText(name);
  const photo = shop.getByRole('img', { name: alt }).first();
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /\/media\/.+\.webp/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await shopper.close();
});
