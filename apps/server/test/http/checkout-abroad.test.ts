import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABROAD_ONLINE_ONLY_MESSAGE,
  MOBILE_INVALID_MESSAGE,
  foreignMobileMessage,
} from '@shop/shared';
import { orders } from '../../src/db/schema/index';
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
  post,
  stockedVariants,
  stockOf,
  type Customer,
  type StockedVariant,
} from '../customers';
import { paymentOf, paynamicsNotification, postNotification } from '../payments';
import { mailsTo } from './auth-fixtures';

let t: TestApp;
let ana: Customer;
let ben: Customer;
let lines: StockedVariant[];
let anaAddress: string;

const RECIPIENT_EMAIL = 'lola.santos@example.ph';

beforeAll(async () => {
  t = await createShopTestApp();
  ana = await createCustomer(t, { firstName: 'Ana', lastName: 'Reyes' });
  ben = await createCustomer(t, { firstName: 'Ben' });
  lines = (await stockedVariants(t, { minStock: 5, branchCode: 'QC-MAIN' })).filter(
    (line) => line.priceCentavos < 6_000_00,
  );
  anaAddress = await createAddress(t, ana, { contactName: 'Lola Santos' });
});
afterAll(() => t.close());

const abroad = (
  overrides: Record<string, unknown> = {},
  recipient: Record<string, unknown> = {},
) => ({
  country: 'AE',
  buyerMobile: '050 123 4567',
  recipient: { name: 'Lola Santos', mobile: '0917 555 0101', email: RECIPIENT_EMAIL, ...recipient },
  ...overrides,
});

const onlineFromAbroad = (items: string[], extra: Record<string, unknown> = {}) =>
  checkoutBody(items, {
    address: anaAddress,
    paymentMethod: 'online',
    paynamicsChannel: 'cc',
    abroad: abroad(),
    ...extra,
  });

const buyNow = async (customer: Customer, line: StockedVariant) => {
  const sale = expectStatus(
    await post(
      t,
      '/api/products/product-sale-cart',
      {
        productId: line.productId,
        variantId: line.variantId,
        branchId: line.branchId,
        quantity: 1,
      },
      customer.headers,
    ),
    201,
  ).data as { _id: string; items: { _id: string }[] };
  return { saleCartId: sale._id, item: sale.items[0]!._id };
};

const orderCount = async (customer: Customer) =>
  (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, customer.id)))
    .length;

describe('checkout for a buyer abroad', () => {
  it('places a Buy now order for a recipient in the Philippines, paid online, and shows buyer and recipient', async () => {
    const kept = await cartLine(t, ana, lines[0]!, 1);
    const { saleCartId, item } = await buyNow(ana, lines[1]!);
    const placed = expectStatus(
      await checkout(t, ana, onlineFromAbroad([item], { saleCartId })),
      201,
    ).data;
    expect(placed.status).toBe('order_placed_awaiting_payment');
    expect(placed.paymentRedirectUrl).toMatch(/\/api\/v1\/payments\/paynamics\/pay\//);

    const order = expectStatus(
      await get(t, `/api/v1/my-orders/${placed._id}`, ana.headers),
      200,
    ).data;
    expect(order.abroad).toEqual({
      country: 'AE',
      country_name: 'United Arab Emirates',
      buyer_mobile: '+971501234567',
      recipient: { name: 'Lola Santos', mobile: '+63 917 555 0101', email: RECIPIENT_EMAIL },
    });
    expect(order.payment.method).toBe('online');
    // The main cart was not touched.
    const cart = expectStatus(await get(t, '/api/v1/my-cart', ana.headers), 200).data;
    expect(cart.items.map((line: { _id: string }) => line._id)).toEqual([kept]);
  });

  it('mails the buyer and the recipient: the confirmation and the payment', async () => {
    const { saleCartId, item } = await buyNow(ana, lines[2]!);
    const placed = expectStatus(
      await checkout(t, ana, onlineFromAbroad([item], { saleCartId })),
      201,
    ).data;
    const payment = await paymentOf(t, placed._id);
    const paid = await postNotification(
      t,
      paynamicsNotification({ request_id: payment.requestId, response_id: 'SBX-ABROAD-1' }),
    );
    expect(paid.statusCode).toBe(200);
    await t.app.jobs.runDue();

    const number = placed.orderNumber as string;
    const toBuyer = (await mailsTo(t, ana.email)).filter((mail) => mail.subject.includes(number));
    const toRecipient = (await mailsTo(t, RECIPIENT_EMAIL)).filter((mail) =>
      mail.subject.includes(number),
    );
    expect(toBuyer.map((mail) => mail.subject).sort()).toEqual([
      `Payment received for order ${number}`,
      `Thank you for your order ${number}`,
    ]);
    expect(toRecipient.map((mail) => mail.subject).sort()).toEqual([
      `Payment received for order ${number}`,
      `Thank you for your order ${number}`,
    ]);
    const confirmation = toRecipient.find((mail) => mail.subject.startsWith('Thank you'))!;
    expect(confirmation.text).toContain('Hi Lola,');
    expect(confirmation.text).toContain(
      'Ana Reyes ordered this for you from the United Arab Emirates',
    );
    expect(confirmation.text).toContain('to Lola Santos (+63 917 555 0101)');
    // The recipient is not sent into an account that is not theirs, nor asked to pay.
    expect(confirmation.text).not.toContain('View your order');
    expect(confirmation.text).not.toContain('complete your online payment');
    const buyerConfirmation = toBuyer.find((mail) => mail.subject.startsWith('Thank you'))!;
    expect(buyerConfirmation.text).toContain('Hi Ana,');
    expect(buyerConfirmation.text).toContain('View your order');
  });

  it('mails the buyer alone when the recipient gave no e-mail', async () => {
    const { saleCartId, item } = await buyNow(ana, lines[3]!);
    const before = (await mailsTo(t, RECIPIENT_EMAIL)).length;
    const placed = expectStatus(
      await checkout(
        t,
        ana,
        onlineFromAbroad([item], { saleCartId, abroad: abroad({}, { email: '' }) }),
      ),
      201,
    ).data;
    await t.app.jobs.runDue();
    const order = expectStatus(
      await get(t, `/api/v1/my-orders/${placed._id}`, ana.headers),
      200,
    ).data;
    expect(order.abroad.recipient.email).toBeNull();
    expect((await mailsTo(t, RECIPIENT_EMAIL)).length).toBe(before);
    expect(
      (await mailsTo(t, ana.email)).some((mail) => mail.subject.includes(placed.orderNumber)),
    ).toBe(true);
  });

  it('refuses a bad foreign mobile and a bad recipient mobile with 400, and places nothing', async () => {
    const line = lines[4]!;
    const { saleCartId, item } = await buyNow(ana, line);
    const stock = await stockOf(t, line.variantId, line.branchId);
    const count = await orderCount(ana);

    const philippineNumber = await checkout(
      t,
      ana,
      onlineFromAbroad([item], { saleCartId, abroad: abroad({ buyerMobile: '0917 123 4567' }) }),
    );
    expect(expectStatus(philippineNumber, 400).errors).toEqual({
      'abroad.buyerMobile': foreignMobileMessage('AE'),
    });
    const shortNumber = await checkout(
      t,
      ana,
      onlineFromAbroad([item], { saleCartId, abroad: abroad({ buyerMobile: '+971 50 12' }) }),
    );
    expect(expectStatus(shortNumber, 400).errors).toEqual({
      'abroad.buyerMobile':
        'Enter a mobile number in the United Arab Emirates: 9 digits after +971, starting with 5.',
    });
    const recipientMobile = await checkout(
      t,
      ana,
      onlineFromAbroad([item], { saleCartId, abroad: abroad({}, { mobile: '8171234567' }) }),
    );
    expect(expectStatus(recipientMobile, 400).errors).toEqual({
      'abroad.recipient.mobile': MOBILE_INVALID_MESSAGE,
    });
    const unknownCountry = await checkout(
      t,
      ana,
      onlineFromAbroad([item], { saleCartId, abroad: abroad({ country: 'PH' }) }),
    );
    expect(expectStatus(unknownCountry, 400).errors).toMatchObject({
      'abroad.country': 'Choose the country you are in.',
    });

    expect(await orderCount(ana)).toBe(count);
    expect(await stockOf(t, line.variantId, line.branchId)).toBe(stock);
    // The sale cart is still there to try again.
    const prices = await post(
      t,
      '/api/v1/my-cart/compute-prices',
      { items: [item], saleCartId },
      ana.headers,
    );
    expect(prices.statusCode).toBe(200);
  });

  it('refuses cash on delivery (422) and pickup (400) for an order from abroad, and places nothing', async () => {
    const { saleCartId, item } = await buyNow(ana, lines[5]!);
    const count = await orderCount(ana);
    const cod = await checkout(
      t,
      ana,
      onlineFromAbroad([item], { saleCartId, paymentMethod: 'cod', paynamicsChannel: null }),
    );
    expect(expectStatus(cod, 422)).toEqual({
      message: ABROAD_ONLINE_ONLY_MESSAGE,
      errors: { paymentMethod: ABROAD_ONLINE_ONLY_MESSAGE },
    });
    const pickup = await checkout(
      t,
      ana,
      onlineFromAbroad([item], {
        saleCartId,
        fulfillmentType: 'pickup',
        branchId: lines[5]!.branchId,
        address: null,
      }),
    );
    expect(expectStatus(pickup, 400).errors).toEqual({
      fulfillmentType:
        'Orders from abroad are delivered to the recipient’s address in the Philippines.',
    });
    expect(await orderCount(ana)).toBe(count);
  });

  it('keeps an order at home as it was: no abroad part', async () => {
    const item = await cartLine(t, ben, lines[6]!, 1);
    const address = await createAddress(t, ben);
    const placed = expectStatus(
      await checkout(t, ben, checkoutBody([item], { address })),
      201,
    ).data;
    const order = expectStatus(
      await get(t, `/api/v1/my-orders/${placed._id}`, ben.headers),
      200,
    ).data;
    expect(order.abroad).toBeNull();
  });

  it('answers another customer’s order and sale cart 404', async () => {
    const { saleCartId, item } = await buyNow(ana, lines[7]!);
    const placedEarlier = expectStatus(
      await checkout(t, ana, onlineFromAbroad([item], { saleCartId })),
      201,
    ).data;
    const order = await get(t, `/api/v1/my-orders/${placedEarlier._id}`, ben.headers);
    expect(order.statusCode).toBe(404);
    expect(order.body).not.toContain('Lola');

    const other = await buyNow(ana, lines[8]!);
    const benAddress = await createAddress(t, ben);
    const count = await orderCount(ben);
    const stolen = await checkout(
      t,
      ben,
      onlineFromAbroad([other.item], { saleCartId: other.saleCartId, address: benAddress }),
    );
    expect(expectStatus(stolen, 404).message).toBe('This Buy now checkout does not exist.');
    expect(await orderCount(ben)).toBe(count);
  });
});

it('documents the abroad part of the checkout body in the OpenAPI document', async () => {
  const document = (await t.app.inject({ url: '/api/docs/json' })).json();
  const body =
    document.paths['/api/v1/my-cart/checkout'].post.requestBody.content['application/json'].schema;
  expect(JSON.stringify(body)).toContain('buyerMobile');
  expect(JSON.stringify(body)).toContain('recipient');
});
