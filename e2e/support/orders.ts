import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import type { TestCustomer } from './accounts';
import { getJson, type ListItem, type Variant } from './catalogue';
import { expect } from './fixtures';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** The operator the e2e server seeds (playwright.config.ts sets both variables). */
export const OPERATOR = {
  email: process.env.E2E_OPERATOR_EMAIL ?? '',
  password: process.env.E2E_OPERATOR_PASSWORD ?? '',
};

export interface SignedIn {
  token: string;
  projectId: string;
  headers: Record<string, string>;
}

/** Logs the customer in through the API (a setup step, not the journey under test). */
export async function logIn(request: APIRequestContext, customer: TestCustomer): Promise<SignedIn> {
  const response = await request.post('/api/v1/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const data = ((await response.json()) as { data: { token: string; projectId: string } }).data;
  return {
    token: data.token,
    projectId: data.projectId,
    headers: { Authorization: `Bearer ${data.token}` },
  };
}

/** Starts the browser with the customer's stored session, as a page load after login would. */
export async function useSession(page: Page, customer: TestCustomer, session: SignedIn) {
  const stored = {
    token: session.token,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    projectId: session.projectId,
  };
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', value);
  }, JSON.stringify(stored));
}

export interface StockedPick {
  product: ListItem;
  variant: Variant;
  branchId: string;
  stock: number;
}

/**
 * A variant in stock at the branch (at least `minStock`) and cheap enough for cash on delivery.
 * Taken from the end of the list, and `skip` products further, so journeys running at the same
 * time (and other specs, which take the first products) do not buy the same stock.
 */
export async function findStockedVariant(
  request: APIRequestContext,
  branchId: string,
  { minStock = 3, maxPrice = 15_000, skip = 0, withPlan = false } = {},
): Promise<StockedPick> {
  const products = await getJson<ListItem[]>(request, '/api/v1/public/products?limit=100');
  let skipped = 0;
  for (const product of [...products].reverse()) {
    const { variants } = await getJson<{ variants: Variant[] }>(
      request,
      `/api/products/group_variants/${product._id}?branch_id=${branchId}`,
    );
    const variant = variants.find(
      (entry) =>
        entry.price <= maxPrice &&
        (entry.stock.find((stock) => stock.branch_id === branchId)?.quantity ?? 0) >= minStock,
    );
    if (!variant) continue;
    if (withPlan) {
      const detail = await getJson<{ protection_plan: unknown }>(
        request,
        `/api/v1/products/${product._id}`,
      );
      if (!detail.protection_plan) continue;
    }
    if (skipped < skip) {
      skipped += 1;
      continue;
    }
    const stock = variant.stock.find((entry) => entry.branch_id === branchId)!.quantity;
    return { product, variant, branchId, stock };
  }
  throw new Error('The seed catalogue has no cheap variant in stock at the default branch.');
}

/** The variant's stock at the branch, as the catalogue API tells it. */
export async function stockAt(request: APIRequestContext, pick: StockedPick): Promise<number> {
  const { variants } = await getJson<{ variants: Variant[] }>(
    request,
    `/api/products/group_variants/${pick.product._id}?branch_id=${pick.branchId}`,
  );
  const variant = variants.find((entry) => entry._id === pick.variant._id);
  return variant?.stock.find((entry) => entry.branch_id === pick.branchId)?.quantity ?? 0;
}

export interface PlacedOrder {
  _id: string;
  orderNumber: string;
}

/**
 * A cash-on-delivery order through the API: an address in Quezon City, the variant in the
 * cart (with its protection plan when asked), checkout with the shop's own truck.
 */
export async function placeCodOrder(
  request: APIRequestContext,
  session: SignedIn,
  pick: StockedPick,
  { quantity = 1, withProtectionPlan = false } = {},
): Promise<PlacedOrder> {
  const headers = session.headers;
  const address = await request.post('/api/v1/my-info/addresses', {
    headers,
    data: {
      label: 'Home',
      contactName: 'Andrea Villanueva',
      mobile: '0917 123 4567',
      region: 'National Capital Region (NCR)',
      province: 'Metro Manila',
      city: 'Quezon City',
      barangay: 'South Triangle',
      street: '12 Scout Tuason Street',
      zip: '1103',
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  const addressId = ((await address.json()) as { data: { _id: string } }).data._id;

  const added = await request.post('/api/v1/my-cart/items', {
    headers,
    data: {
      productId: pick.product._id,
      variantId: pick.variant._id,
      branchId: pick.branchId,
      quantity,
      withProtectionPlan,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const cart = (
    (await added.json()) as {
      data: { items: { _id: string; variant_id: string; branch_id: string }[] };
    }
  ).data;
  const line = cart.items.find(
    (item) => item.variant_id === pick.variant._id && item.branch_id === pick.branchId,
  );
  expect(line, 'the added line is in the cart').toBeTruthy();

  const placed = await request.post('/api/v1/my-cart/checkout', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      items: [line!._id],
      address: addressId,
      billingAddress: null,
      courier: 'casa-fleet',
      fulfillmentType: 'delivery',
      paymentMethod: 'cod',
      notes: null,
      trackStatus: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const data = ((await placed.json()) as { data: PlacedOrder }).data;
  return { _id: data._id, orderNumber: data.orderNumber };
}

/**
 * Runs the operator command line (`npm run shop -- …`) against the e2e server, as the shop's
 * staff would; a refused step fails the test with the command's own output.
 */
export async function shop(baseURL: string, ...args: string[]): Promise<string> {
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'shop', '--', ...args], {
      cwd: root,
      env: {
        ...process.env,
        SHOP_URL: baseURL,
        // The CLI keeps the operator's session under DATA_DIR: the e2e run's own, not ./data.
        ...(process.env.E2E_DATA_DIR ? { DATA_DIR: process.env.E2E_DATA_DIR } : {}),
        OPERATOR_EMAIL: OPERATOR.email,
        OPERATOR_PASSWORD: OPERATOR.password,
        NO_COLOR: '1',
      },
      timeout: 60_000,
    });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `npm run shop -- ${args.join(' ')} failed:\n${failed.stdout ?? ''}${failed.stderr ?? failed.message}`,
    );
  }
}

/** A small real PNG (1×1, red) for the return photo. */
export const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
