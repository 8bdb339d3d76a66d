import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

// Shapes of the catalogue API the journeys read (apps/server/src/modules/catalogue/schemas.ts).
export interface ListItem {
  _id: string;
  name: string;
  friendly_url: string;
  price_details: { variant_id: string; price: number; compare_at_price: number | null }[];
  in_stock: boolean;
}

export interface Variant {
  _id: string;
  sku: string;
  color: string | null;
  size: string | null;
  material: string | null;
  price: number;
  stock: { branch_id: string; branch_name: string; quantity: number }[];
}

export interface Category {
  name: string;
  friendlyUrl: string;
  children: { name: string; friendlyUrl: string }[];
}

export interface Branch {
  _id: string;
  name: string;
  is_default: boolean;
}

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

export async function getTotal(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

const peso = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '₱2,649.00', as the shop shows money (spec section 9). */
export const formatPeso = (amount: number) => peso.format(amount);

export async function defaultBranch(request: APIRequestContext): Promise<Branch> {
  const branches = await getJson<Branch[]>(request, '/api/v1/public/branches/dropdown');
  const branch = branches.find((entry) => entry.is_default) ?? branches[0];
  expect(branch, 'a branch to shop at').toBeTruthy();
  return branch!;
}

export interface VariantPick {
  product: ListItem;
  variant: Variant;
  options: string[];
  stock: number;
}

/**
 * A product with at least two option groups (e.g. colour and size) and a variant in stock at
 * the default branch: the journey that exercises the picker.
 */
export async function findProductWithOptions(
  request: APIRequestContext,
  branchId: string,
): Promise<VariantPick> {
  const products = await getJson<ListItem[]>(request, '/api/v1/public/products?limit=100');
  for (const product of products) {
    const { groups, variants } = await getJson<{
      groups: { option: 'color' | 'size' | 'material' }[];
      variants: Variant[];
    }>(request, `/api/products/group_variants/${product._id}?branch_id=${branchId}`);
    if (groups.length < 2) continue;
    for (const variant of variants) {
      const stock = variant.stock.find((entry) => entry.branch_id === branchId)?.quantity ?? 0;
      if (stock > 0) {
        const options = groups.map((group) => variant[group.option]).filter(Boolean) as string[];
        return { product, variant, options, stock };
      }
    }
  }
  throw new Error('The seed catalogue has no product with two option groups in stock.');
}

/** Scrolls through the page so lazy images load before a full-page screenshot. */
export async function revealLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  // Photos further along a sideways-scrolling row never start loading: wait for the network.
  await page.waitForLoadState('networkidle');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A product page's option button: swatches and sizes are named "Colour: Navy Blue". */
export function optionButton(page: Page, value: string) {
  return page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^(Colour|Size|Material): ${escapeRegExp(value)}$`) });
}

/** Add to cart opens the mini-cart on the right; closes it to go on with the page. */
export async function closeMiniCart(page: Page) {
  const miniCart = page.getByRole('dialog', { name: /^Your cart/ });
  await expect(miniCart).toBeVisible();
  await miniCart.getByRole('button', { name: 'Close the cart' }).click();
  await expect(miniCart).toBeHidden();
}
