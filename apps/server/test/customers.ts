import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { branches, products, productVariants, users, variantStock } from '../src/db/schema/index';
import type { TestApp, TestAppOptions } from './app';
import { createAuthTestApp, signedInCustomer } from './http/auth-fixtures';
import { TEST_PROJECT_ID } from './constants';

export { bearer, expectStatus, get, post, put, PUBLIC_URL } from './http/auth-fixtures';

/**
 * The real app for the cart and checkout tests: background jobs run only when a test says so
 * (`t.app.jobs.runDue()`), and tokens outlive the clock moves of the expiry tests.
 */
export function createShopTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return createAuthTestApp({
    ...options,
    env: {
      JOBS_POLL_INTERVAL_MS: '0',
      ACCESS_TOKEN_TTL: '7d',
      UNPAID_ORDER_TTL_MINUTES: '30',
      ...options.env,
    },
  });
}

export type Customer = Awaited<ReturnType<typeof createCustomer>>;

/** A verified customer who signed up through the API, with a bearer token and their id. */
export async function createCustomer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const customer = await signedInCustomer(t, overrides);
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.projectId, TEST_PROJECT_ID), eq(users.email, customer.email)));
  if (!row) throw new Error(`No user ${customer.email}`);
  return { ...customer, id: row.id };
}

export interface StockedVariant {
  productId: string;
  variantId: string;
  branchId: string;
  branchName: string;
  name: string;
  priceCentavos: number;
  stock: number;
  planPriceCentavos: number | null;
}

/**
 * Variants of active products in stock at a branch, cheapest first; `skip` picks further ones
 * so tests in one file use different lines.
 */
export async function stockedVariants(
  t: TestApp,
  options: { minStock?: number; withPlan?: boolean; branchCode?: string } = {},
): Promise<StockedVariant[]> {
  const rows = await t.database.db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      branchId: branches.id,
      branchName: branches.name,
      branchCode: branches.code,
      name: products.name,
      priceCentavos: productVariants.priceCentavos,
      stock: variantStock.quantity,
      planPriceCentavos: products.protectionPlanPriceCentavos,
    })
    .from(variantStock)
    .innerJoin(productVariants, eq(productVariants.id, variantStock.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(branches, eq(branches.id, variantStock.branchId))
    .where(
      and(
        eq(products.projectId, TEST_PROJECT_ID),
        eq(products.isActive, true),
        gt(variantStock.quantity, (options.minStock ?? 1) - 1),
        options.withPlan ? isNotNull(products.protectionPlanPriceCentavos) : sql`true`,
        options.branchCode ? eq(branches.code, options.branchCode) : sql`true`,
      ),
    )
    .orderBy(asc(productVariants.priceCentavos), asc(productVariants.id), asc(branches.code));
  return rows;
}

export async function setStock(t: TestApp, variantId: string, branchId: string, quantity: number) {
  await t.database.db
    .update(variantStock)
    .set({ quantity })
    .where(and(eq(variantStock.variantId, variantId), eq(variantStock.branchId, branchId)));
}

export async function stockOf(t: TestApp, variantId: string, branchId: string) {
  const [row] = await t.database.db
    .select({ quantity: variantStock.quantity })
    .from(variantStock)
    .where(and(eq(variantStock.variantId, variantId), eq(variantStock.branchId, branchId)));
  return row?.quantity;
}

export const addItem = (
  t: TestApp,
  c: { headers: Record<string, string> },
  item: StockedVariant,
  quantity = 1,
  extra = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/my-cart/items',
    headers: c.headers,
    payload: {
      productId: item.productId,
      variantId: item.variantId,
      branchId: item.branchId,
      quantity,
      ...extra,
    },
  });

export const del = (t: TestApp, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** An address in Quezon City, Metro Manila (valid against the seeded lists). */
export function addressBody(overrides: Record<string, unknown> = {}) {
  return {
    label: 'Home',
    contactName: 'Maria Santos',
    mobile: '0917 123 4567',
    region: 'National Capital Region (NCR)',
    province: 'Metro Manila',
    city: 'Quezon City',
    barangay: 'South Triangle',
    street: '12 Scout Tuason Street',
    zip: '1103',
    ...overrides,
  };
}

export { TEST_PROJECT_ID };

/** A checkout body for delivery by the table's Metro Manila truck, cash on delivery. */
export function checkoutBody(items: string[], overrides: Record<string, unknown> = {}) {
  return {
    items,
    address: null,
    billingAddress: null,
    courier: 'casa-fleet',
    fulfillmentType: 'delivery',
    preferredDateTime: null,
    preferredAssemblyDate: null,
    discountCode: null,
    notes: null,
    paymentMethod: 'cod',
    paynamicsChannel: null,
    trackStatus: true,
    ...overrides,
  };
}

let keys = 0;
export const newKey = () => `test-key-${++keys}-${Date.now().toString(36)}`;

export function checkout(
  t: TestApp,
  customer: { headers: Record<string, string> },
  body: Record<string, unknown>,
  key: string | null = newKey(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/my-cart/checkout',
    headers: { ...customer.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

/** Puts a line in the customer's cart and returns its cart item id. */
export async function cartLine(
  t: TestApp,
  customer: { headers: Record<string, string> },
  item: StockedVariant,
  quantity = 1,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await addItem(t, customer, item, quantity, extra);
  if (response.statusCode !== 201) throw new Error(`add to cart: ${response.body}`);
  const cart = response.json().data as {
    items: { _id: string; variant_id: string; branch_id: string }[];
  };
  const line = cart.items.find(
    (entry) => entry.variant_id === item.variantId && entry.branch_id === item.branchId,
  );
  if (!line) throw new Error('the added line is not in the cart');
  return line._id;
}

export async function createAddress(
  t: TestApp,
  customer: { headers: Record<string, string> },
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/my-info/addresses',
    headers: customer.headers,
    payload: addressBody(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`address: ${response.body}`);
  return response.json().data._id as string;
}
