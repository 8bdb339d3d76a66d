import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, productVariants, stockMovements } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import {
  cartLine,
  checkout,
  checkoutBody,
  createAddress,
  createCustomer,
  setStock,
  stockedVariants,
  stockOf,
  type StockedVariant,
} from '../customers';
import { callers, createAdminTestApp, type Caller } from './admin-fixtures';
import { expectStatus } from './auth-fixtures';
import { updateStatus } from './order-fixtures';

let t: TestApp;
let admin: Caller;
let staff: Caller;
let customer: Caller;
let shelves: StockedVariant[];
let used = 0;

beforeAll(async () => {
  t = await createAdminTestApp();
  ({ admin, staff, customer } = await callers(t));
  shelves = await stockedVariants(t, { minStock: 1 });
});
afterAll(() => t.close());

/** A shelf no other test of this file touches, with `units` on it (no ledger row). */
async function freshShelf(units: number) {
  for (;;) {
    const shelf = shelves[used++];
    if (!shelf) throw new Error('The seeded catalogue ran out of stocked variants');
    if (shelves.some((other, index) => index < used - 1 && other.variantId === shelf.variantId)) {
      continue;
    }
    await setStock(t, shelf.variantId, shelf.branchId, units);
    return shelf;
  }
}

/** Another branch of the shop for a transfer. */
function otherBranch(shelf: StockedVariant) {
  const other = shelves.find((entry) => entry.branchId !== shelf.branchId);
  if (!other) throw new Error('The seeded shop has one branch');
  return other.branchId;
}

const send = (method: 'GET' | 'POST' | 'PUT', url: string, caller?: Caller, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: caller?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const ledgerCount = async () =>
  (await t.database.db.select({ n: count() }).from(stockMovements))[0]!.n;

const ledgerOf = (variantId: string, branchId?: string) =>
  t.database.db
    .select()
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.variantId, variantId),
        branchId ? eq(stockMovements.branchId, branchId) : undefined,
      ),
    );

const adjust = (body: Record<string, unknown>, caller = staff) =>
  send('POST', '/api/v1/admin/stock/adjustments', caller, { note: '', ...body });

const storefrontUnits = async (shelf: StockedVariant) => {
  const product = expectStatus(await send('GET', `/api/v1/products/${shelf.productId}`), 200).data;
  const variant = (
    product.variants as { _id: string; stock: { branch_id: string; quantity: number }[] }[]
  ).find((entry) => entry._id === shelf.variantId);
  return variant?.stock.find((entry) => entry.branch_id === shelf.branchId)?.quantity;
};

describe('who may use /api/v1/admin/stock', () => {
  it('lets staff and admins in, refuses customers (403) and strangers (401) on every route', async () => {
    const shelf = await freshShelf(5);
    const routes: [Parameters<typeof send>[0], string, unknown?][] = [
      ['GET', '/api/v1/admin/stock'],
      ['GET', '/api/v1/admin/stock/movements'],
      [
        'POST',
        '/api/v1/admin/stock/adjustments',
        {
          variantId: shelf.variantId,
          branchId: shelf.branchId,
          reason: 'received',
          mode: 'change',
          units: 1,
        },
      ],
      [
        'POST',
        '/api/v1/admin/stock/transfers',
        {
          variantId: shelf.variantId,
          fromBranchId: shelf.branchId,
          toBranchId: otherBranch(shelf),
          units: 1,
        },
      ],
      ['PUT', '/api/v1/admin/stock/threshold', { variantId: shelf.variantId, threshold: 4 }],
    ];
    const before = await ledgerCount();
    for (const [method, url, body] of routes) {
      expect((await send(method, url, customer, body)).json(), `${method} ${url}`).toEqual({
        message: 'You do not have access to this.',
      });
      expect((await send(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await ledgerCount()).toBe(before);
    expect(await stockOf(t, shelf.variantId, shelf.branchId)).toBe(5);
    for (const caller of [staff, admin]) {
      for (const [method, url, body] of routes) {
        const response = await send(method, url, caller, body);
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(300);
      }
    }
  });
});

describe('the stock grid', () => {
  it('lists each variant at each branch with on hand, reserved by open orders and available', async () => {
    const shelf = await freshShelf(6);
    const buyer = await createCustomer(t);
    const address = await createAddress(t, buyer);
    const item = await cartLine(t, buyer, shelf, 2);
    expectStatus(await checkout(t, buyer, checkoutBody([item], { address })), 201);

    const [variant] = await t.database.db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.id, shelf.variantId));
    const list = expectStatus(
      await send(
        'GET',
        `/api/v1/admin/stock?search=${encodeURIComponent(variant!.sku)}&branchId=${shelf.branchId}`,
        staff,
      ),
      200,
    );
    expect(list.meta).toEqual({ page: 1, limit: 25, total: 1 });
    expect(list.data[0]).toMatchObject({
      variantId: shelf.variantId,
      branchId: shelf.branchId,
      productName: shelf.name,
      sku: variant!.sku,
      branchName: shelf.branchName,
      available: 4,
      reserved: 2,
      onHand: 6,
    });
  });

  it('shows the low-stock list: available at or under the variant’s threshold', async () => {
    const shelf = await freshShelf(3);
    expectStatus(
      await send('PUT', '/api/v1/admin/stock/threshold', staff, {
        variantId: shelf.variantId,
        threshold: 3,
      }),
      200,
    );
    const low = expectStatus(
      await send(
        'GET',
        `/api/v1/admin/stock?lowStock=true&branchId=${shelf.branchId}&limit=100`,
        staff,
      ),
      200,
    );
    const row = low.data.find(
      (entry: { variantId: string }) => entry.variantId === shelf.variantId,
    );
    expect(row).toMatchObject({ available: 3, threshold: 3, low: true });
    expect(low.data.every((entry: { low: boolean }) => entry.low)).toBe(true);

    const entries = await t.database.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.recordId, shelf.variantId), eq(activityLog.action, 'stock.threshold')),
      );
    expect(entries.at(-1)).toMatchObject({
      actorId: staff.id,
      recordType: 'variant',
      changes: { lowStockThreshold: { after: 3 } },
    });
  });

  it('pages and sorts on the server', async () => {
    const page = expectStatus(
      await send('GET', '/api/v1/admin/stock?sort=available&order=desc&limit=5&page=2', staff),
      200,
    );
    expect(page.data).toHaveLength(5);
    expect(page.meta).toMatchObject({ page: 2, limit: 5 });
    const units = page.data.map((row: { available: number }) => row.available);
    expect(units).toEqual([...units].sort((a, b) => b - a));
    const bad = await send('GET', '/api/v1/admin/stock?sort=colour', staff);
    expect(bad.statusCode).toBe(400);
  });
});

describe('adjusting stock', () => {
  it('keeps received, damaged and count corrections in the ledger with before, after and delta', async () => {
    const shelf = await freshShelf(4);
    const shelfOf = { variantId: shelf.variantId, branchId: shelf.branchId };

    const received = expectStatus(
      await adjust({ ...shelfOf, reason: 'received', mode: 'change', units: 6, note: 'PO 1183' }),
      201,
    ).data.movements;
    expect(received).toEqual([
      expect.objectContaining({
        reason: 'received',
        quantityBefore: 4,
        quantityAfter: 10,
        delta: 6,
        note: 'PO 1183',
        actorEmail: staff.email,
        orderNumber: null,
      }),
    ]);
    const damaged = expectStatus(
      await adjust({ ...shelfOf, reason: 'damaged', mode: 'change', units: -3 }, admin),
      201,
    ).data.movements[0];
    expect(damaged).toMatchObject({
      quantityBefore: 10,
      quantityAfter: 7,
      delta: -3,
      actorEmail: admin.email,
    });
    const counted = expectStatus(
      await adjust({ ...shelfOf, reason: 'count_correction', mode: 'count', units: 5 }),
      201,
    ).data.movements[0];
    expect(counted).toMatchObject({
      reason: 'count_correction',
      quantityBefore: 7,
      quantityAfter: 5,
      delta: -2,
    });
    const corrected = expectStatus(
      await adjust({ ...shelfOf, reason: 'count_correction', mode: 'change', units: 1 }),
      201,
    ).data.movements[0];
    expect(corrected).toMatchObject({ quantityBefore: 5, quantityAfter: 6, delta: 1 });
    expect(await stockOf(t, shelf.variantId, shelf.branchId)).toBe(6);

    const ledger = expectStatus(
      await send('GET', `/api/v1/admin/stock/movements?variantId=${shelf.variantId}`, staff),
      200,
    );
    expect(ledger.meta.total).toBe(4);
    expect(ledger.data.map((row: { reason: string }) => row.reason)).toEqual([
      'count_correction',
      'count_correction',
      'damaged',
      'received',
    ]);
    const sum = ledger.data.reduce((total: number, row: { delta: number }) => total + row.delta, 0);
    expect(4 + sum).toBe(6);
    const byReason = expectStatus(
      await send(
        'GET',
        `/api/v1/admin/stock/movements?variantId=${shelf.variantId}&reason=damaged`,
        staff,
      ),
      200,
    );
    expect(byReason.data).toHaveLength(1);

    const entries = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.recordId, shelf.variantId));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'stock.count_correction',
      'stock.count_correction',
      'stock.damaged',
      'stock.received',
    ]);
    expect(entries.find((entry) => entry.action === 'stock.received')).toMatchObject({
      actorId: staff.id,
      changes: { available: { before: 4, after: 10 } },
    });
  });

  it('counts what is on the shelf: units reserved by open orders stay reserved', async () => {
    const shelf = await freshShelf(5);
    const buyer = await createCustomer(t);
    const address = await createAddress(t, buyer);
    const item = await cartLine(t, buyer, shelf, 2);
    expectStatus(await checkout(t, buyer, checkoutBody([item], { address })), 201);
    const shelfOf = { variantId: shelf.variantId, branchId: shelf.branchId };
    const counted = expectStatus(
      await adjust({ ...shelfOf, reason: 'count_correction', mode: 'count', units: 4 }),
      201,
    ).data.movements[0];
    expect(counted).toMatchObject({ quantityBefore: 3, quantityAfter: 2, delta: -1 });
    const before = await ledgerCount();
    const tooFew = await adjust({
      ...shelfOf,
      reason: 'count_correction',
      mode: 'count',
      units: 1,
    });
    expect(expectStatus(tooFew, 409).message).toBe(
      `2 units are reserved by open orders at ${shelf.branchName}: the count cannot be below 2. Nothing was changed.`,
    );
    expect(await ledgerCount()).toBe(before);
  });

  it('never goes below zero: 409 with a clear message, nothing changed', async () => {
    const shelf = await freshShelf(2);
    const [variant] = await t.database.db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.id, shelf.variantId));
    const before = await ledgerCount();
    const response = await adjust({
      variantId: shelf.variantId,
      branchId: shelf.branchId,
      reason: 'damaged',
      mode: 'change',
      units: -3,
    });
    expect(expectStatus(response, 409)).toEqual({
      message: `Only 2 units of ${variant!.sku} are available at ${shelf.branchName}: the stock cannot go below 0. Nothing was changed.`,
    });
    expect(await stockOf(t, shelf.variantId, shelf.branchId)).toBe(2);
    expect(await ledgerCount()).toBe(before);
  });

  it('refuses bad input with the field’s message and changes nothing', async () => {
    const shelf = await freshShelf(2);
    const shelfOf = { variantId: shelf.variantId, branchId: shelf.branchId };
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...shelfOf, reason: 'received', mode: 'change', units: 1.5 },
        'units',
        'Enter a whole number.',
      ],
      [
        { ...shelfOf, reason: 'received', mode: 'change', units: -1 },
        'units',
        'Received units are added: enter a number above 0.',
      ],
      [
        { ...shelfOf, reason: 'damaged', mode: 'change', units: 2 },
        'units',
        'Damaged units are taken away: enter a number below 0, e.g. -1.',
      ],
      [
        { ...shelfOf, reason: 'count_correction', mode: 'change', units: 0 },
        'units',
        'Enter a change other than 0.',
      ],
      [
        { ...shelfOf, reason: 'received', mode: 'count', units: 4 },
        'mode',
        'A new count is recorded as a count correction.',
      ],
      [
        { ...shelfOf, reason: 'count_correction', mode: 'count', units: -1 },
        'units',
        'The new count must be 0 or more.',
      ],
      [
        { ...shelfOf, reason: 'stolen', mode: 'change', units: -1 },
        'reason',
        'This field is required.',
      ],
      [
        { ...shelfOf, reason: 'received', mode: 'change', units: 1, note: 'x'.repeat(501) },
        'note',
        'Note must not exceed 500 characters.',
      ],
    ];
    const before = await ledgerCount();
    for (const [body, field, message] of cases) {
      const response = await adjust(body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors?.[field], JSON.stringify(body)).toContain(message);
    }
    const unknown = await adjust({
      ...shelfOf,
      variantId: '00000000-0000-4000-8000-000000000000',
      reason: 'received',
      mode: 'change',
      units: 1,
    });
    expect(expectStatus(unknown, 400).errors).toEqual({
      variantId: 'This variant no longer exists.',
    });
    const transfer = await send('POST', '/api/v1/admin/stock/transfers', staff, {
      variantId: shelf.variantId,
      fromBranchId: shelf.branchId,
      toBranchId: shelf.branchId,
      units: 0,
    });
    expect(expectStatus(transfer, 400).errors).toMatchObject({
      units: 'Transfer at least 1 unit.',
      toBranchId: 'Choose a different branch to transfer to.',
    });
    const threshold = await send('PUT', '/api/v1/admin/stock/threshold', staff, {
      variantId: shelf.variantId,
      threshold: -1,
    });
    expect(expectStatus(threshold, 400).errors).toEqual({
      threshold: 'Enter a number from 0 to 10,000.',
    });
    expect(await ledgerCount()).toBe(before);
    expect(await stockOf(t, shelf.variantId, shelf.branchId)).toBe(2);
  });

  it('shows the new units on the storefront at once', async () => {
    const shelf = await freshShelf(3);
    await t.app.catalogue.invalidate();
    expect(await storefrontUnits(shelf)).toBe(3);
    expectStatus(
      await adjust({
        variantId: shelf.variantId,
        branchId: shelf.branchId,
        reason: 'received',
        mode: 'change',
        units: 9,
      }),
      201,
    );
    expect(await storefrontUnits(shelf)).toBe(12);
  });
});

describe('transfers between branches', () => {
  it('moves units out of one branch and into another as one move with one transfer id', async () => {
    const shelf = await freshShelf(5);
    const to = otherBranch(shelf);
    const toBefore = (await stockOf(t, shelf.variantId, to)) ?? 0;
    const moved = expectStatus(
      await send('POST', '/api/v1/admin/stock/transfers', staff, {
        variantId: shelf.variantId,
        fromBranchId: shelf.branchId,
        toBranchId: to,
        units: 3,
        note: 'For the Cebu showroom',
      }),
      201,
    ).data.movements as Record<string, unknown>[];
    expect(moved).toHaveLength(2);
    const out = moved.find((row) => row.reason === 'transfer_out');
    const into = moved.find((row) => row.reason === 'transfer_in');
    expect(out).toMatchObject({
      branchId: shelf.branchId,
      quantityBefore: 5,
      quantityAfter: 2,
      delta: -3,
    });
    expect(into).toMatchObject({
      branchId: to,
      quantityBefore: toBefore,
      quantityAfter: toBefore + 3,
      delta: 3,
    });
    expect(out?.transferId).toBeTruthy();
    expect(out?.transferId).toBe(into?.transferId);
    expect(await stockOf(t, shelf.variantId, shelf.branchId)).toBe(2);
    expect(await stockOf(t, shelf.variantId, to)).toBe(toBefore + 3);

    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.recordId, shelf.variantId), eq(activityLog.action, 'stock.transfer')),
      );
    expect(entry).toMatchObject({ actorId: staff.id, recordType: 'variant' });
  });

  it('changes neither branch when the source has too few units', async () => {
    const shelf = await freshShelf(2);
    const to = otherBranch(shelf);
    const toBefore = await stockOf(t, shelf.variantId, to);
    const before = await ledgerCount();
    const response = await send('POST', '/api/v1/admin/stock/transfers', staff, {
      variantId: shelf.variantId,
      fromBranchId: shelf.branchId,
      toBranchId: to,
      units: 3,
    });
    expect(expectStatus(response, 409).message).toContain('the stock cannot go below 0');
    expect(await stockOf(t, shelf.variantId, shelf.branchId)).toBe(2);
    expect(await stockOf(t, shelf.variantId, to)).toBe(toBefore);
    expect(await ledgerCount()).toBe(before);
  });
});

describe('sales and cancellations in the ledger', () => {
  it('writes a sale row named by its order at checkout and a cancellation row when the customer cancels', async () => {
    const shelf = await freshShelf(4);
    const buyer = await createCustomer(t);
    const item = await cartLine(t, buyer, shelf, 3);
    // Paid at the branch counter: no cap on cash, whatever the three units cost.
    const pickup = { fulfillmentType: 'pickup', branchId: shelf.branchId, courier: null };
    const order = expectStatus(await checkout(t, buyer, checkoutBody([item], pickup)), 201).data;

    const afterSale = expectStatus(
      await send(
        'GET',
        `/api/v1/admin/stock/movements?variantId=${shelf.variantId}&branchId=${shelf.branchId}`,
        staff,
      ),
      200,
    ).data;
    expect(afterSale[0]).toMatchObject({
      reason: 'sale',
      quantityBefore: 4,
      quantityAfter: 1,
      delta: -3,
      orderId: order._id,
      orderNumber: order.orderNumber,
      actorEmail: null,
    });

    const cancel = { action: 'cancel', reason: 'Changed my mind', details: '' };
    expectStatus(
      await updateStatus(t, { ...buyer, id: buyer.id } as Caller, order._id, cancel),
      200,
    );
    const rows = await ledgerOf(shelf.variantId, shelf.branchId);
    const cancellation = rows.find((row) => row.reason === 'cancellation');
    expect(cancellation).toMatchObject({
      orderId: order._id,
      quantityBefore: 1,
      quantityAfter: 4,
      delta: 3,
    });
    expect(await stockOf(t, shelf.variantId, shelf.branchId)).toBe(4);
  });
});

describe('no oversell when checkouts race staff adjustments', () => {
  it('sells and takes away at most what is there; the ledger adds up to the final count', async () => {
    const initial = 4;
    const shelf = await freshShelf(initial);
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const shopper = await createCustomer(t);
        const address = await createAddress(t, shopper);
        const item = await cartLine(t, shopper, shelf, 1);
        return { shopper, body: checkoutBody([item], { address }) };
      }),
    );
    const known = new Set((await ledgerOf(shelf.variantId, shelf.branchId)).map((row) => row.id));

    const results = await Promise.all([
      ...shoppers.map(({ shopper, body }) => checkout(t, shopper, body)),
      ...Array.from({ length: 3 }, () =>
        adjust({
          variantId: shelf.variantId,
          branchId: shelf.branchId,
          reason: 'damaged',
          mode: 'change',
          units: -1,
        }),
      ),
    ]);
    const sold = results.slice(0, shoppers.length).filter((r) => r.statusCode === 201).length;
    const taken = results.slice(shoppers.length).filter((r) => r.statusCode === 201).length;
    for (const response of results) expect([201, 409]).toContain(response.statusCode);

    const final = (await stockOf(t, shelf.variantId, shelf.branchId))!;
    expect(sold + taken).toBeLessThanOrEqual(initial);
    expect(final).toBe(initial - sold - taken);
    expect(final).toBeGreaterThanOrEqual(0);

    const added = (await ledgerOf(shelf.variantId, shelf.branchId)).filter(
      (row) => !known.has(row.id),
    );
    expect(added.filter((row) => row.reason === 'sale')).toHaveLength(sold);
    expect(added.filter((row) => row.reason === 'damaged')).toHaveLength(taken);
    expect(initial + added.reduce((sum, row) => sum + row.delta, 0)).toBe(final);
    for (const row of added) {
      expect(row.quantityAfter).toBeGreaterThanOrEqual(0);
      expect(row.quantityAfter - row.quantityBefore).toBe(row.delta);
    }
    // Each row starts where another ended (or at the start): one chain, no lost update.
    const afters = new Set([initial, ...added.map((row) => row.quantityAfter)]);
    for (const row of added) expect(afters.has(row.quantityBefore)).toBe(true);
  });
});
