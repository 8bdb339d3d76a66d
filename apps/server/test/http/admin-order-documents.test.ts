import { and, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  discountCodes,
  orderInvoices,
  orderItems,
  orders,
} from '../../src/db/schema/index';
import { formatPesos } from '../../src/platform/pdf/invoice-pdf';
import type { TestApp } from '../app';
import {
  cartLine,
  checkout,
  checkoutBody,
  createAddress,
  createCustomer,
  stockedVariants,
  TEST_PROJECT_ID,
  type Customer,
  type StockedVariant,
} from '../customers';
import { pdfText } from '../pdf-text';
import { seedAccounts } from '../../src/modules/auth/seed-accounts';
import { ADMIN, callers, STAFF, type Caller } from './admin-fixtures';
import { createAuthTestApp, expectStatus } from './auth-fixtures';

const TIN = '009-876-543-00000';
const INVOICE_NUMBER = /SI-\d{4}-\d{6}/;

let t: TestApp;
let admin: Caller;
let staff: Caller;
let customer: Caller;
let buyer: Customer;
let address: string;
let shelves: StockedVariant[];
let used = 0;

beforeAll(async () => {
  // Big carts pay cash on delivery here; the cap is checkout's business, not the documents'.
  t = await createAuthTestApp({ env: { COD_MAX_AMOUNT: '100000000' } });
  await seedAccounts(t.database.db, TEST_PROJECT_ID, {
    operator: STAFF,
    admin: ADMIN,
    demoCustomer: false,
  });
  ({ admin, staff, customer } = await callers(t));
  buyer = await createCustomer(t, { firstName: 'Corazon', lastName: 'Dimaculangan' });
  address = await createAddress(t, buyer, { contactName: 'Corazon Dimaculangan' });
  shelves = (await stockedVariants(t, { minStock: 3 })).filter(
    (shelf, index, all) => all.findIndex((other) => other.variantId === shelf.variantId) === index,
  );
  await t.database.db.insert(discountCodes).values([
    { projectId: TEST_PROJECT_ID, code: 'DOCS10', type: 'percentage', value: 1000 },
    { projectId: TEST_PROJECT_ID, code: 'DOCS250', type: 'fixed', value: 250_00 },
  ]);
}, 180_000);
afterAll(() => t.close());

/** A cash-on-delivery order of `lines` fresh shelves (`quantity` units each) by `buyer`. */
async function placeOrder(lines = 1, extra: Record<string, unknown> = {}, quantity = 1) {
  const items: string[] = [];
  for (let index = 0; index < lines; index += 1) {
    const shelf = shelves[used++];
    if (!shelf) throw new Error('The seeded catalogue ran out of stocked variants');
    items.push(await cartLine(t, buyer, shelf, quantity));
  }
  const placed = expectStatus(
    await checkout(t, buyer, checkoutBody(items, { address, ...extra })),
    201,
  ).data as { _id: string; orderNumber: string };
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed._id));
  return order!;
}

const invoiceUrl = (id: string) => `/api/v1/admin/orders/${id}/invoice.pdf`;
const slipUrl = (id: string) => `/api/v1/admin/orders/${id}/packing-slip.pdf`;
const BULK = '/api/v1/admin/orders/invoices.pdf';

const getAs = (url: string, caller?: Caller) =>
  t.app.inject({ method: 'GET', url, headers: caller?.headers ?? {} });
const bulkAs = (payload: unknown, caller?: Caller) =>
  t.app.inject({
    method: 'POST',
    url: BULK,
    headers: caller?.headers ?? {},
    payload: payload as object,
  });

/** The PDF of a 200 answer, its text and its page count. */
async function pdfOf(response: Awaited<ReturnType<typeof getAs>>) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['cache-control']).toContain('no-store');
  const bytes = new Uint8Array(response.rawPayload);
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  return {
    text: await pdfText(bytes),
    pages,
    disposition: String(response.headers['content-disposition']),
  };
}

const invoiceNumbersIn = (text: string) => [...text.matchAll(/SI-\d{4}-\d{6}/g)].map((m) => m[0]);

describe('who may print order documents', () => {
  it('lets staff and admins print; customers get 403 and strangers 401', async () => {
    const order = await placeOrder();
    const requests = [
      (caller?: Caller) => getAs(invoiceUrl(order.id), caller),
      (caller?: Caller) => getAs(slipUrl(order.id), caller),
      (caller?: Caller) => bulkAs({ orderIds: [order.id] }, caller),
    ];
    for (const request of requests) {
      expect((await request(admin)).statusCode).toBe(200);
      expect((await request(staff)).statusCode).toBe(200);
      expect((await request(customer)).statusCode).toBe(403);
      expect((await request()).statusCode).toBe(401);
    }
  });
});

describe('the sales invoice', () => {
  it('names the seller with its TIN and address and shows the order’s own figures to the centavo', async () => {
    const order = await placeOrder(2, { discountCode: 'DOCS10' }, 2);
    expect(order.discountCentavos).toBeGreaterThan(0);
    expect(order.shippingFeeCentavos).toBeGreaterThan(0);
    const { text, disposition } = await pdfOf(await getAs(invoiceUrl(order.id), staff));
    expect(disposition).toMatch(/filename="invoice-CF-\d{4}-\d{6}\.pdf"/);
    expect(text).toContain('SALES INVOICE');
    expect(text).toContain('Casa Filipina Furniture');
    expect(text).toContain(TIN);
    expect(text).toContain('1128 Tomas Morato Avenue');
    expect(text).toContain(order.orderNumber);
    expect(text).toMatch(INVOICE_NUMBER);
    expect(text).toContain('Corazon Dimaculangan');
    expect(text).toContain(buyer.email);
    expect(text).toContain('12 Scout Tuason Street');
    expect(text).toContain('Less: discount (DOCS10)');
    expect(text).toContain('Cash on delivery');
    for (const amount of [
      order.subtotalCentavos,
      -order.discountCentavos,
      order.shippingFeeCentavos,
      order.vatableSalesCentavos,
      order.vatCentavos,
      order.totalCentavos,
    ]) {
      expect(text).toContain(formatPesos(amount));
    }
    expect(order.vatableSalesCentavos + order.vatCentavos).toBe(order.totalCentavos);
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    for (const line of lines) {
      expect(text).toContain(line.sku);
      expect(text).toContain(formatPesos(line.unitPriceCentavos));
    }
  });

  it('keeps its number on every reprint; another order gets another number', async () => {
    const first = await placeOrder();
    const second = await placeOrder(1, { discountCode: 'DOCS250' });
    const once = invoiceNumbersIn((await pdfOf(await getAs(invoiceUrl(first.id), admin))).text);
    // By order number as well as by id.
    const again = invoiceNumbersIn(
      (await pdfOf(await getAs(invoiceUrl(first.orderNumber.toLowerCase()), staff))).text,
    );
    const other = invoiceNumbersIn((await pdfOf(await getAs(invoiceUrl(second.id), staff))).text);
    expect(once).toHaveLength(1);
    expect(again).toEqual(once);
    expect(other).toHaveLength(1);
    expect(other[0]).not.toBe(once[0]);
    const [stored] = await t.database.db
      .select()
      .from(orderInvoices)
      .where(eq(orderInvoices.orderId, first.id));
    expect(stored?.invoiceNumber).toBe(once[0]);

    const prints = await t.database.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.action, 'order.invoice.print'), eq(activityLog.recordId, first.id)),
      );
    expect(prints.map((entry) => entry.actorEmail).sort()).toEqual(
      [admin.email, staff.email].sort(),
    );
    expect(prints.map((entry) => entry.changes.invoiceNumber)).toEqual(
      expect.arrayContaining([
        { before: null, after: once[0] },
        { before: once[0], after: once[0] },
      ]),
    );
  });

  it('gives racing first prints of one order one number', async () => {
    const order = await placeOrder();
    const answers = await Promise.all([1, 2, 3].map(() => getAs(invoiceUrl(order.id), staff)));
    const numbers = new Set<string>();
    for (const answer of answers) {
      for (const number of invoiceNumbersIn((await pdfOf(answer)).text)) numbers.add(number);
    }
    expect(numbers.size).toBe(1);
  });

  it('flows a long order onto further pages with every line on it', async () => {
    const order = await placeOrder(14);
    const { text, pages } = await pdfOf(await getAs(invoiceUrl(order.id), staff));
    expect(pages).toBeGreaterThan(1);
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(lines).toHaveLength(14);
    for (const line of lines) expect(text).toContain(line.sku);
    expect(text).toContain(formatPesos(order.totalCentavos));
  });

  it('answers 404 for an order the shop does not have', async () => {
    const missing = await getAs(invoiceUrl('0b7e3c1e-8f7a-4a53-9c43-4b3f1f1f1f1f'), staff);
    expect(missing.statusCode).toBe(404);
    expect((await getAs(invoiceUrl('CF-1999-000001'), staff)).statusCode).toBe(404);
    expect((await getAs(slipUrl('nothing-here'), staff)).statusCode).toBe(404);
  });
});

describe('the packing slip', () => {
  it('lists items with SKU, variant and quantity, where it goes, the courier and notes; no prices', async () => {
    const order = await placeOrder(2, { notes: 'Please call before delivery; gate is blue.' }, 3);
    const { text, disposition } = await pdfOf(await getAs(slipUrl(order.orderNumber), staff));
    expect(disposition).toContain(`packing-slip-${order.orderNumber}.pdf`);
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('Corazon Dimaculangan');
    expect(text).toContain('9171234567');
    expect(text).toContain('Quezon City');
    expect(text).toContain(order.courierName!);
    expect(text).toContain('Please call before delivery; gate is blue.');
    expect(text).toContain('6 units in 2 lines');
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    for (const line of lines) expect(text).toContain(line.sku);
    expect(text).not.toContain('PHP');
    // A packing slip numbers nothing.
    const invoices = await t.database.db
      .select()
      .from(orderInvoices)
      .where(eq(orderInvoices.orderId, order.id));
    expect(invoices).toHaveLength(0);
  });

  it('names the pickup branch of a pickup order instead of a ship-to', async () => {
    const shelf = shelves[used++]!;
    const item = await cartLine(t, buyer, shelf, 1);
    const body = checkoutBody([item], {
      fulfillmentType: 'pickup',
      branchId: shelf.branchId,
      courier: null,
    });
    const placed = expectStatus(await checkout(t, buyer, body), 201).data as {
      orderNumber: string;
    };
    const { text } = await pdfOf(await getAs(slipUrl(placed.orderNumber), staff));
    expect(text).toContain('Store pickup');
    expect(text).toContain(shelf.branchName);
    expect(text).not.toContain('Ship to');
    const invoice = await pdfOf(await getAs(invoiceUrl(placed.orderNumber), staff));
    expect(invoice.text).toContain('Cash, paid at the branch on pickup');
  });
});

describe('printing the invoices of selected orders', () => {
  it('makes one PDF with each order’s invoice, in the order given, each numbered', async () => {
    const picked = [
      await placeOrder(),
      await placeOrder(1, { discountCode: 'DOCS10' }),
      await placeOrder(),
    ];
    const ids = [picked[2]!.id, picked[0]!.id, picked[1]!.id];
    const { text, pages, disposition } = await pdfOf(await bulkAs({ orderIds: ids }, staff));
    expect(disposition).toMatch(/filename="invoices-\d{4}-\d{2}-\d{2}-3\.pdf"/);
    expect(pages).toBe(3);
    const positions = ids.map((id) => {
      const order = picked.find((entry) => entry.id === id)!;
      expect(text).toContain(formatPesos(order.totalCentavos));
      return text.indexOf(order.orderNumber);
    });
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const numbers = invoiceNumbersIn(text);
    expect(new Set(numbers).size).toBe(3);
    const stored = await t.database.db
      .select()
      .from(orderInvoices)
      .where(inArray(orderInvoices.orderId, ids));
    expect(stored.map((row) => row.invoiceNumber).sort()).toEqual([...numbers].sort());
    // A second print gives the same numbers.
    expect(invoiceNumbersIn((await pdfOf(await bulkAs({ orderIds: ids }, admin))).text)).toEqual(
      numbers,
    );
  });

  it('refuses an unknown order with a 404 naming it, and numbers none of the others', async () => {
    const order = await placeOrder();
    const unknown = '5d1b9a0e-2c4f-4e8a-9b7d-0a1b2c3d4e5f';
    const response = await bulkAs({ orderIds: [order.id, unknown] }, staff);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain(unknown);
    const invoices = await t.database.db
      .select()
      .from(orderInvoices)
      .where(eq(orderInvoices.orderId, order.id));
    expect(invoices).toHaveLength(0);
  });

  it('refuses bad input with a clear message', async () => {
    const order = await placeOrder();
    const tooMany = Array.from({ length: 101 }, () => order.id);
    const cases: [unknown, string][] = [
      [{ orderIds: [] }, 'Choose at least one order to print.'],
      [{ orderIds: tooMany }, 'Print at most 100 invoices at a time.'],
      [{ orderIds: ['not-a-uuid'] }, 'Must be a valid order id.'],
      [{}, ''],
    ];
    for (const [body, message] of cases) {
      const response = await bulkAs(body, staff);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (message) expect(response.body).toContain(message);
    }
    const nul = await bulkAs({ orderIds: [`${order.id}\u0000`] }, staff);
    expect(nul.statusCode).toBe(400);
    expect((await getAs(invoiceUrl('CF-2026%00'), staff)).statusCode).toBe(400);
    const invoices = await t.database.db
      .select()
      .from(orderInvoices)
      .where(eq(orderInvoices.orderId, order.id));
    expect(invoices).toHaveLength(0);
  });
});

describe('the API document', () => {
  it('lists the three document routes', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/admin/orders/{id}/invoice.pdf',
        '/api/v1/admin/orders/{id}/packing-slip.pdf',
        '/api/v1/admin/orders/invoices.pdf',
      ]),
    );
  });
});
