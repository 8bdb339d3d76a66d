import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedCustomer } from '../support/accounts';
import {
  closeMiniCart,
  defaultBranch,
  formatPeso,
  getJson,
  optionButton,
  type ListItem,
  type Variant,
} from '../support/catalogue';
import {
  DESKTOP,
  PHONE,
  expect,
  expectAccessible,
  screenshotDir,
  snapshot,
  test,
} from '../support/fixtures';

test.use({ viewport: DESKTOP });
// Axe and full-page screenshots are slow on a busy 2-core box.
test.describe.configure({ timeout: 120_000 });

interface Pick {
  product: ListItem;
  variant: Variant;
  /** The option values to click on the product page, in group order. */
  options: string[];
}

/** Products with a variant that has at least `minStock` units at the branch. */
async function pickProducts(
  request: APIRequestContext,
  branchId: string,
  count: number,
  minStock: number,
): Promise<Pick[]> {
  const products = await getJson<ListItem[]>(request, '/api/v1/public/products?limit=100');
  const picks: Pick[] = [];
  for (const product of products) {
    const { groups, variants } = await getJson<{
      groups: { option: 'color' | 'size' | 'material' }[];
      variants: Variant[];
    }>(request, `/api/products/group_variants/${product._id}?branch_id=${branchId}`);
    const variant = variants.find(
      (entry) =>
        (entry.stock.find((stock) => stock.branch_id === branchId)?.quantity ?? 0) >= minStock,
    );
    if (!variant) continue;
    const options = groups.map((group) => variant[group.option]).filter(Boolean) as string[];
    picks.push({ product, variant, options });
    if (picks.length === count) return picks;
  }
  throw new Error(`The seed catalogue has fewer than ${count} products with ${minStock} in stock.`);
}

async function addFromProductPage(page: Page, pick: Pick, quantity: number) {
  await page.goto(`/product/detail/${pick.product.friendly_url}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick.product.name);
  for (const value of pick.options) {
    // The first variant in stock and lone options come picked already; a click would un-pick.
    const option = optionButton(page, value);
    if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
  }
  await expect(page.getByTestId('product-price').first()).toContainText(
    formatPeso(pick.variant.price),
  );
  for (let step = 1; step < quantity; step += 1) {
    await page.getByRole('button', { name: 'Increase quantity' }).click();
  }
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`Added to your cart: ${pick.product.name}`)).toBeVisible();
  await closeMiniCart(page);
}

interface ServerCart {
  _id: string;
  items: { _id: string; variant_id: string; quantity: number }[];
  totalItemCount: number;
}

/** The server cart of the shopper signed in on the page (the token the page keeps). */
async function serverCart(page: Page, request: APIRequestContext): Promise<ServerCart> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string }).token,
  );
  expect(token, 'a signed-in session').toBeTruthy();
  const response = await request.get('/api/v1/my-cart', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ServerCart }).data;
}

const quantityOf = (page: Page, name: string) =>
  page.getByRole('spinbutton', { name: `Quantity of ${name}` });

test('a visitor’s cart joins the account’s cart once at login; quantity, remove, clear', async ({
  page,
  request,
}) => {
  const customer = await createVerifiedCustomer(request);
  const branch = await defaultBranch(request);
  const [first, second] = await pickProducts(request, branch._id, 2, 3);
  const badge = page.getByRole('banner').getByRole('link', { name: /^Cart, / });

  // A visitor fills the guest cart from two product pages.
  await addFromProductPage(page, first!, 2);
  await expect(badge).toHaveAccessibleName('Cart, 2 items');
  await addFromProductPage(page, second!, 1);
  await expect(badge).toHaveAccessibleName('Cart, 3 items');

  // Opened directly, /cart shows the guest cart and asks them to log in to check out.
  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(main.getByTestId('cart-line')).toHaveCount(2);
  await expect(main.getByTestId('cart-total')).toHaveText(
    formatPeso(first!.variant.price * 2 + second!.variant.price),
  );
  await expectAccessible(page);
  await snapshot(page, 'cart-guest-desktop');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  await page.screenshot({
    path: path.join(screenshotDir, 'cart-guest-phone-viewport.png'),
    animations: 'disabled',
  });
  await page.setViewportSize(DESKTOP);

  await main.getByRole('button', { name: 'Log in to check out' }).click();
  const dialog = page.getByRole('dialog', { name: /^(Log in|Welcome)$/ });
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.locator('input[name="password"]').fill(customer.password);
  await dialog.locator('input[name="password"]').press('Enter');
  await expect(dialog.getByText('Successfully Logged In!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Merged once, on the page they were on: both lines, with their quantities.
  await expect(
    page.getByText('Added 2 items you picked before logging in to your cart.'),
  ).toBeVisible();
  await expect(main.getByTestId('cart-line')).toHaveCount(2);
  await expect(quantityOf(page, first!.product.name)).toHaveValue('2');
  await expect(quantityOf(page, second!.product.name)).toHaveValue('1');
  await expect(badge).toHaveAccessibleName('Cart, 3 items');
  let cart = await serverCart(page, request);
  expect(cart.totalItemCount).toBe(3);
  expect(cart.items.map((item) => [item.variant_id, item.quantity]).sort()).toEqual(
    [
      [first!.variant._id, 2],
      [second!.variant._id, 1],
    ].sort(),
  );

  // A reload merges nothing again.
  await page.reload();
  await expect(main.getByTestId('cart-line')).toHaveCount(2);
  await expect(quantityOf(page, first!.product.name)).toHaveValue('2');
  await expect(badge).toHaveAccessibleName('Cart, 3 items');
  cart = await serverCart(page, request);
  expect(cart.totalItemCount).toBe(3);
  const summary = main.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(formatPeso(first!.variant.price * 2 + second!.variant.price));
  await expectAccessible(page);
  await snapshot(page, 'cart-desktop');

  // Quantity: one more of the second product; the badge and the totals follow.
  await page.getByRole('button', { name: `Increase quantity of ${second!.product.name}` }).click();
  await expect(quantityOf(page, second!.product.name)).toHaveValue('2');
  await expect(badge).toHaveAccessibleName('Cart, 4 items');
  await expect(summary).toContainText(
    formatPeso(first!.variant.price * 2 + second!.variant.price * 2),
  );

  // Unticking a line takes it out of the totals; nothing ticked, no checkout.
  await main.getByRole('checkbox', { name: `Select ${first!.product.name}` }).uncheck();
  await expect(summary).toContainText(formatPeso(second!.variant.price * 2));
  await main.getByRole('checkbox', { name: `Select ${second!.product.name}` }).uncheck();
  const proceed = main.getByRole('button', { name: 'Proceed to checkout' });
  await expect(proceed).toBeDisabled();
  await expect(main.getByText('Select at least one item to check out.')).toBeVisible();
  await main.getByRole('checkbox', { name: /^Select all/ }).check();
  await expect(proceed).toBeEnabled();

  // Remove one line (asked first).
  await main.getByRole('button', { name: `Remove ${first!.product.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this item?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(main.getByTestId('cart-line')).toHaveCount(1);
  await expect(badge).toHaveAccessibleName('Cart, 2 items');

  // On a phone: cards and a total bar at the bottom.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('region', { name: 'Cart total' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  // Notices close themselves (toasts 3.1 s, snackbar 5 s); the picture is taken without them.
  await expect(page.getByRole('button', { name: 'Dismiss message' })).toHaveCount(0, {
    timeout: 10_000,
  });
  await snapshot(page, 'cart-phone');
  // What the shopper sees first: the line and the total bar stuck to the bottom.
  await page.screenshot({
    path: path.join(screenshotDir, 'cart-phone-viewport.png'),
    animations: 'disabled',
  });
  await page.setViewportSize(DESKTOP);

  // Clear (asked first): the friendly empty cart.
  await main.getByRole('button', { name: 'Clear cart' }).click();
  await page
    .getByRole('dialog', { name: 'Clear your cart?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(main.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(badge).toHaveAccessibleName('Cart, 0 items');
  expect((await serverCart(page, request)).totalItemCount).toBe(0);
  await expectAccessible(page);
  await snapshot(page, 'cart-empty-desktop');
});

test('signed in, Add to cart on the product page fills the server cart', async ({
  page,
  request,
}) => {
  const customer = await createVerifiedCustomer(request);
  const branch = await defaultBranch(request);
  const [pick] = await pickProducts(request, branch._id, 1, 2);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: /^(Log in|Welcome)$/ });
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.locator('input[name="password"]').fill(customer.password);
  await dialog.locator('input[name="password"]').press('Enter');
  await dialog.getByRole('button', { name: 'Continue to Home' }).click();
  const badge = page.getByRole('banner').getByRole('link', { name: /^Cart, / });
  await expect(badge).toHaveAccessibleName('Cart, 0 items');

  await addFromProductPage(page, pick!, 2);
  await expect(badge).toHaveAccessibleName('Cart, 2 items');
  const cart = await serverCart(page, request);
  expect(cart.items).toEqual([
    expect.objectContaining({ variant_id: pick!.variant._id, quantity: 2 }),
  ]);
  await expect(page.getByText('2 already in your cart.')).toBeVisible();

  await badge.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(quantityOf(page, pick!.product.name)).toHaveValue('2');
  await page.reload();
  await expect(badge).toHaveAccessibleName('Cart, 2 items');
});
