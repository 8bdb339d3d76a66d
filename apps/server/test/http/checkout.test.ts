import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, orders } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import {
  cartLine,
  checkout,
  checkoutBody,
  createAddress,
  createCustomer,
  createShopTestApp,
  expectStatus,
  get,
  newKey,
  post,
  setStock,
  stockedVariants,
  stockOf,
  type Customer,
  type StockedVariant,
} from '../customers';
import { mailsTo } from './auth-fixtures';

let t: TestApp;
let ana: Customer;
let ben: Customer;
let cheap: StockedVariant[];
let dear: StockedVariant;
let anaAddress: string;
let benAddress: string;

beforeAll(async () => {
  t = await createShopTestApp();
  ana = await createCustomer(t, { firstName: 'Ana' });
  ben = await createCustomer(t, { firstName: 'Ben' });
  const qc = await stockedVariants(t, { minStock: 5, branchCode: 'QC-MAIN' });
  cheap = qc.filter((line) => line.priceCentavos < 6_000_00);
  dear = qc.find((line) => line.priceCentavos > 25_000_00)!;
  anaAddress = await createAddress(t, ana);
  benAddress = await createAddress(t, ben, { contactName: 'Ben Tan' });
});
afterAll(() => t.close());

const detail = async (customer: Customer, id: string) =>
  expectStatus(await get(t, `/api/v1/my-orders/${id}`, customer.headers), 200).data;
const cartItems = async (customer: Customer) =>
  expectStatus(await get(t, '/api/v1/my-cart', customer.headers), 200).data.items as {
    _id: string;
  }[];

describe('POST /api/v1/my-cart/checkout, cash on delivery', () => {
  it('places the order: stock reserved, items leave the cart, first statuses audited, mail sent', async () => {
    const line = cheap[0]!;
    const stockBefore = (await stockOf(t, line.variantId, line.branchId))!;
    const item = await cartLine(t, ana, line, 2);
    const other = await cartLine(t, ana, cheap[1]!, 1);
    const quote = expectStatus(
      await post(
        t,
        '/api/v1/my-cart/compute-prices',
        { items: [item], courier: 'casa-fleet', addressId: anaAddress },
        ana.headers,
      ),
      200,
    ).data;

    const response = await checkout(
      t,
      ana,
      checkoutBody([item], { address: anaAddress, notes: 'Please call before delivery.' }),
    );
    const placed = expectStatus(response, 201).data;
    expect(placed).toEqual({
      _id: expect.any(String),
      orderNumber: expect.stringMatching(/^CF-\d{4}-\d{6}$/),
      status: 'order_placed_cod_payment',
    });
    expect(await stockOf(t, line.variantId, line.branchId)).toBe(stockBefore - 2);
    expect((await cartItems(ana)).map((entry) => entry._id)).toEqual([other]);

    const order = await detail(ana, placed._id);
    expect(order).toMatchObject({
      _id: placed._id,
      orderNumber: placed.orderNumber,
      status: 'order_placed_cod_payment',
      status_label: 'Order Placed (COD Payment)',
      totals: {
        subtotal: quote.subtotal,
        discount: 0,
        shipping_fee: quote.shipping_fee,
        vat: quote.vat,
        vatable_sales: quote.vatable_sales,
        total: quote.total,
        discount_code: null,
      },
      payment: { method: 'cod', channel: null, status: 'cod_pending', due_at: null },
      fulfillment: {
        type: 'delivery',
        branch: null,
        courier: { code: 'casa-fleet', name: 'Casa Filipina Delivery Truck' },
        address: { contactName: 'Maria Santos', city: 'Quezon City', mobile: '9171234567' },
        billing_address: { contactName: 'Maria Santos' },
        notes: 'Please call before delivery.',
        track_status: true,
      },
    });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({
      variant_id: line.variantId,
      name: line.name,
      quantity: 2,
      unit_price: line.priceCentavos / 100,
      line_total: (2 * line.priceCentavos) / 100,
    });
    expect(order.audit).toEqual([
      {
        status: 'order_placed',
        label: 'Order Placed',
        at: expect.any(String),
        actor: 'customer',
        note: 'Order placed',
      },
      {
        status: 'order_placed_cod_payment',
        label: 'Order Placed (COD Payment)',
        at: expect.any(String),
        actor: 'system',
        note: 'Cash on delivery',
      },
    ]);

    await t.app.jobs.runDue();
    const [mail] = await mailsTo(t, ana.email);
    expect(mail?.subject).toBe(`Thank you for your order ${placed.orderNumber}`);
    expect(mail?.text).toContain(`2 × ${line.name}`);
    expect(mail?.text).toContain('You pay');
    expect(mail?.html).toContain(placed.orderNumber);
    expect(mail?.html).toContain(`/orders/${placed._id}`);
  });

  it('recomputes everything: what the client says about prices is ignored', async () => {
    const item = await cartLine(t, ana, cheap[2]!, 1);
    const response = await checkout(
      t,
      ana,
      checkoutBody([item], {
        address: anaAddress,
        discountDetails: { code: 'FAKE', value: 99_999 },
        paynamicsValue: 1,
        total: 1,
        shipping_fee: 0,
      }),
    );
    const placed = expectStatus(response, 201).data;
    const order = await detail(ana, placed._id);
    expect(order.totals.subtotal).toBe(cheap[2]!.priceCentavos / 100);
    expect(order.totals.discount).toBe(0);
    expect(order.totals.shipping_fee).toBeGreaterThan(0);
  });

  it('needs an address and a courier for delivery, and a payment method', async () => {
    const item = await cartLine(t, ana, cheap[3]!, 1);
    const noAddress = await checkout(t, ana, checkoutBody([item]));
    expect(expectStatus(noAddress, 400)).toEqual({
      message: 'Choose a delivery address.',
      errors: { address: 'Choose a delivery address.' },
    });
    const noCourier = await checkout(
      t,
      ana,
      checkoutBody([item], { address: anaAddress, courier: null }),
    );
    expect(expectStatus(noCourier, 400)).toEqual({
      message: 'Choose a courier for delivery.',
      errors: { courier: 'Choose a courier for delivery.' },
    });
    const noPayment = await checkout(
      t,
      ana,
      checkoutBody([item], { address: anaAddress, paymentMethod: null }),
    );
    expect(expectStatus(noPayment, 400)).toEqual({
      message: 'Choose a payment method.',
      errors: { paymentMethod: 'Choose a payment method.' },
    });
    expect((await cartItems(ana)).map((entry) => entry._id)).toContain(item);
  });

  it('refuses cash on delivery above ₱20,000, but takes it for pickup (pay at the branch)', async () => {
    const item = await cartLine(t, ana, dear, 1);
    const refused = await checkout(t, ana, checkoutBody([item], { address: anaAddress }));
    const message =
      'Cash on delivery is available for orders up to ₱20,000.00. Please pay online or pick up your order.';
    expect(expectStatus(refused, 422)).toEqual({ message, errors: { paymentMethod: message } });

    const pickup = await checkout(
      t,
      ana,
      checkoutBody([item], { fulfillmentType: 'pickup', branchId: dear.branchId, courier: null }),
    );
    const placed = expectStatus(pickup, 201).data;
    const order = await detail(ana, placed._id);
    expect(order.fulfillment).toMatchObject({
      type: 'pickup',
      branch: { _id: dear.branchId, name: dear.branchName },
      courier: null,
      address: null,
    });
    expect(order.totals.shipping_fee).toBe(0);
    expect(order.audit[1]).toMatchObject({
      status: 'order_placed_cod_payment',
      note: `Pay at ${dear.branchName} on pickup`,
    });
  });

  it('picks up only items stocked at the pickup branch', async () => {
    const elsewhere = (await stockedVariants(t, { minStock: 3, branchCode: 'CEB-01' }))[0]!;
    const item = await cartLine(t, ana, elsewhere, 1);
    const missingBranch = await checkout(
      t,
      ana,
      checkoutBody([item], { fulfillmentType: 'pickup', courier: null }),
    );
    expect(expectStatus(missingBranch, 400).message).toBe(
      'Choose the branch where you will pick up your order.',
    );
    const qcBranch = cheap[0]!.branchId;
    const wrongBranch = await checkout(
      t,
      ana,
      checkoutBody([item], { fulfillmentType: 'pickup', branchId: qcBranch, courier: null }),
    );
    expect(expectStatus(wrongBranch, 400).message).toBe(
      `Items picked up at ${cheap[0]!.branchName} must come from its stock: ${elsewhere.name}.`,
    );
  });
});

describe('preferred assembly date', () => {
  const dayFrom = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('refuses Sundays and dates before the earliest, and keeps a good one', async () => {
    const { earliest, dates } = expectStatus(
      await get(t, '/api/v1/my-cart/assembly-dates?days=20', ana.headers),
      200,
    ).data;
    const item = await cartLine(t, ana, cheap[4]!, 1);
    let sunday = earliest as string;
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = dayFrom(sunday, 1);
    const onSunday = await checkout(
      t,
      ana,
      checkoutBody([item], { address: anaAddress, preferredAssemblyDate: sunday }),
    );
    const sundayMessage = 'We do not assemble on Sundays. Pick a working day (Mon–Sat).';
    expect(expectStatus(onSunday, 400)).toEqual({
      message: sundayMessage,
      errors: { preferredAssemblyDate: sundayMessage },
    });
    const tooSoon = await checkout(
      t,
      ana,
      checkoutBody([item], { address: anaAddress, preferredAssemblyDate: dayFrom(earliest, -1) }),
    );
    expect(expectStatus(tooSoon, 400).message).toMatch(
      /^The earliest assembly date is .+ \(3 working days ahead\)\.$/,
    );
    const good = dates[1] as string;
    const placed = expectStatus(
      await checkout(
        t,
        ana,
        checkoutBody([item], { address: anaAddress, preferredAssemblyDate: good }),
      ),
      201,
    ).data;
    expect((await detail(ana, placed._id)).fulfillment.preferred_assembly_date).toBe(good);
  });
});

describe('the Idempotency-Key', () => {
  it('is required', async () => {
    const item = await cartLine(t, ben, cheap[0]!, 1);
    const response = await checkout(t, ben, checkoutBody([item], { address: benAddress }), null);
    expect(expectStatus(response, 400)).toEqual({
      message: 'The Idempotency-Key header is required.',
    });
  });

  it('answers a retry with the same order, and never places a second one', async () => {
    const item = await cartLine(t, ben, cheap[1]!, 1);
    const key = newKey();
    const body = checkoutBody([item], { address: benAddress });
    const first = expectStatus(await checkout(t, ben, body, key), 201).data;
    const retry = await checkout(t, ben, body, key);
    expect(expectStatus(retry, 201).data).toEqual(first);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const rows = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, ben.id));
    expect(rows.filter((row) => row.id === first._id)).toHaveLength(1);
    const count = rows.length;

    const different = await checkout(t, ben, { ...body, notes: 'Another body' }, key);
    expect(expectStatus(different, 409)).toEqual({
      message: 'This Idempotency-Key was already used for a different checkout.',
    });
    const after = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, ben.id));
    expect(after).toHaveLength(count);
  });

  it('gives concurrent retries of one checkout one order', async () => {
    const item = await cartLine(t, ben, cheap[2]!, 1);
    const key = newKey();
    const body = checkoutBody([item], { address: benAddress });
    const [a, b] = await Promise.all([checkout(t, ben, body, key), checkout(t, ben, body, key)]);
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    expect(a.json().data._id).toBe(b.json().data._id);
  });
});

describe('the last unit', () => {
  it('goes to exactly one of two customers checking out at the same moment', async () => {
    const line = cheap[5]!;
    await setStock(t, line.variantId, line.branchId, 1);
    const anaItem = await cartLine(t, ana, line, 1);
    const benItem = await cartLine(t, ben, line, 1);
    const [a, b] = await Promise.all([
      checkout(t, ana, checkoutBody([anaItem], { address: anaAddress })),
      checkout(t, ben, checkoutBody([benItem], { address: benAddress })),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toEqual({
      message: `Sorry, ${line.name} just sold out at ${line.branchName}.`,
    });
    expect(await stockOf(t, line.variantId, line.branchId)).toBe(0);
    // The loser keeps the item in the cart.
    const loserCustomer = loser === a ? ana : ben;
    const loserItem = loser === a ? anaItem : benItem;
    expect((await cartItems(loserCustomer)).map((entry) => entry._id)).toContain(loserItem);
  });
});

describe('a discount code with one use left', () => {
  it('goes to exactly one of two customers checking out with it at the same moment', async () => {
    await t.database.db.insert(discountCodes).values({
      projectId: 'test-shop',
      code: 'LASTONE',
      type: 'fixed',
      value: 100_00,
      usageLimit: 1,
    });
    const anaItem = await cartLine(t, ana, cheap[8]!, 1);
    const benItem = await cartLine(t, ben, cheap[9]!, 1);
    const [a, b] = await Promise.all([
      checkout(t, ana, checkoutBody([anaItem], { address: anaAddress, discountCode: 'LASTONE' })),
      checkout(t, ben, checkoutBody([benItem], { address: benAddress, discountCode: 'LASTONE' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const loser = a.statusCode === 422 ? a : b;
    expect(loser.json()).toEqual({
      message: 'This discount code has been fully used.',
      errors: { discountCode: 'This discount code has been fully used.' },
    });
  });
});

describe('online payment at checkout', () => {
  it('answers the order awaiting payment and the gateway redirect', async () => {
    const item = await cartLine(t, ana, cheap[6]!, 1);
    const response = await checkout(
      t,
      ana,
      checkoutBody([item], {
        address: anaAddress,
        paymentMethod: 'online',
        paynamicsChannel: 'gc',
      }),
    );
    const placed = expectStatus(response, 201).data;
    expect(placed).toEqual({
      _id: expect.any(String),
      orderNumber: expect.stringMatching(/^CF-\d{4}-\d{6}$/),
      status: 'order_placed_awaiting_payment',
      paymentRedirectUrl: expect.stringMatching(
        /^https:\/\/shop\.example\.ph\/api\/v1\/payments\/paynamics\/pay\/[0-9a-f-]{36}$/,
      ),
    });
    const order = await detail(ana, placed._id);
    expect(order.payment).toEqual({
      method: 'online',
      channel: 'gc',
      status: 'awaiting_payment',
      due_at: expect.any(String),
    });
  });

  it('needs a channel the shop offers', async () => {
    const item = await cartLine(t, ana, cheap[7]!, 1);
    const response = await checkout(
      t,
      ana,
      checkoutBody([item], {
        address: anaAddress,
        paymentMethod: 'online',
        paynamicsChannel: 'btc',
      }),
    );
    expect(expectStatus(response, 400)).toEqual({
      message: 'Choose how you want to pay online.',
      errors: { paynamicsChannel: 'Choose how you want to pay online.' },
    });
  });
});
