import type { APIRequestContext, Page } from '@playwright/test';
import type { TestCustomer } from './accounts';
import {
  closeMiniCart,
  formatPeso,
  getJson,
  optionButton,
  type ListItem,
  type Variant,
} from './catalogue';
import { expect } from './fixtures';

export interface ProductPick {
  product: ListItem;
  variant: Variant;
  /** The option values to click on the product page, in group order. */
  options: string[];
}

/**
 * The cheapest products with a variant of at least `minStock` units at the branch: two of
 * them stay under the cash-on-delivery maximum with a courier fee on top.
 */
export async function pickCheapProducts(
  request: APIRequestContext,
  branchId: string,
  count: number,
  minStock = 2,
  /** Pesos: only variants that cost at least this much. */
  minPrice = 0,
): Promise<ProductPick[]> {
  const products = await getJson<ListItem[]>(
    request,
    '/api/v1/public/products?limit=100&sort_by=price&sort_order=asc',
  );
  const picks: ProductPick[] = [];
  for (const product of products) {
    const { groups, variants } = await getJson<{
      groups: { option: 'color' | 'size' | 'material' }[];
      variants: Variant[];
    }>(request, `/api/products/group_variants/${product._id}?branch_id=${branchId}`);
    const variant = variants
      .filter(
        (entry) =>
          entry.price >= minPrice &&
          (entry.stock.find((stock) => stock.branch_id === branchId)?.quantity ?? 0) >= minStock,
      )
      .sort((a, b) => a.price - b.price)[0];
    if (!variant) continue;
    const options = groups.map((group) => variant[group.option]).filter(Boolean) as string[];
    picks.push({ product, variant, options });
    if (picks.length === count) return picks;
  }
  throw new Error(`The seed catalogue has fewer than ${count} products with ${minStock} in stock.`);
}

/** Picks the variant on the product page and adds it to the cart (guest or server). */
export async function addFromProductPage(page: Page, pick: ProductPick) {
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
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`Added to your cart: ${pick.product.name}`)).toBeVisible();
  await closeMiniCart(page);
}

/** Logs in through the header's login modal and closes the welcome card. */
export async function logInFromHeader(page: Page, customer: TestCustomer) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: /^(Log in|Welcome)$/ });
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.locator('input[name="password"]').fill(customer.password);
  await dialog.locator('input[name="password"]').press('Enter');
  await expect(dialog.getByText('Successfully Logged In!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

export interface NewAddress {
  label: string;
  mobile: string;
  region: string;
  province: string;
  city: string;
  barangay: string;
  street: string;
  zip: string;
}

export const MAKATI_HOME: NewAddress = {
  label: 'Home',
  mobile: '9171234567',
  region: 'National Capital Region (NCR)',
  province: 'Metro Manila',
  city: 'Makati City',
  barangay: 'Poblacion',
  street: 'Unit 5B, 123 Jupiter Street',
  zip: '1210',
};

/** Adds an address through the address book's dialog (the contact name comes prefilled). */
export async function addAddress(page: Page, address: NewAddress = MAKATI_HOME) {
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await expect(dialog.getByLabel('Contact name')).not.toHaveValue('');
  await dialog.getByLabel('Address label').fill(address.label);
  await dialog.getByLabel('Mobile number').fill(address.mobile);
  await dialog.getByLabel('Region').selectOption({ label: address.region });
  const province = dialog.getByLabel('Province');
  await expect(province.locator('option', { hasText: address.province })).toHaveCount(1);
  await province.selectOption({ label: address.province });
  const city = dialog.getByLabel('City / Municipality');
  await expect(city.locator('option', { hasText: address.city })).toHaveCount(1);
  await city.selectOption({ label: address.city });
  await dialog.getByLabel('Barangay').fill(address.barangay);
  await dialog.getByLabel('Street, building, house or unit number').fill(address.street);
  await dialog.getByLabel('ZIP code').fill(address.zip);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
}

/** The access token the page keeps, for API checks beside the UI. */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string }).token,
  );
  expect(token, 'a signed-in session').toBeTruthy();
  return token!;
}

export interface OrderDetail {
  _id: string;
  orderNumber: string;
  status: string;
  status_label: string;
  payment: { method: string; status: string; channel: string | null };
  totals: { total: number };
  audit: { status: string; label: string }[];
}

export async function getOrder(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<OrderDetail> {
  const response = await request.get(`/api/v1/my-orders/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: OrderDetail }).data;
}

export async function serverCartCount(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v1/my-cart', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { totalItemCount: number } }).data.totalItemCount;
}
