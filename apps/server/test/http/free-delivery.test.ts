import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../../src/db/schema/index';
import { FAQS } from '../../src/seed/content/faqs';
import type { TestApp } from '../app';
import {
  cartLine,
  checkout,
  checkoutBody,
  createAddress,
  createCustomer,
  createShopTestApp,
  expectStatus,
  post,
  stockedVariants,
  type Customer,
  type StockedVariant,
} from '../customers';

// The ticker and the FAQ promise free delivery in Metro Manila from ₱15,000; checkout must keep
// that promise (it once charged ₱2,150 on a ₱28,198 order to Makati City).
let t: TestApp;
let ana: Customer;
let makati: string;
let cebu: string;
let variants: StockedVariant[];

beforeAll(async () => {
  t = await createShopTestApp();
  ana = await createCustomer(t, { firstName: 'Ana' });
  makati = await createAddress(t, ana, {
    label: 'Condo',
    city: 'Makati City',
    barangay: 'Bel-Air',
    street: '88 Jupiter Street',
    zip: '1209',
  });
  cebu = await createAddress(t, ana, {
    label: 'Cebu',
    region: 'Central Visayas (Region VII)',
    province: 'Cebu',
    city: 'Cebu City',
    barangay: 'Lahug',
    street: '5 Gorordo Avenue',
    zip: '6000',
  });
  variants = await stockedVariants(t, { minStock: 3, branchCode: 'QC-MAIN' });
});
afterAll(() => t.close());

/** A cart of one line whose subtotal is at least `minCentavos` (and under `maxCentavos`). */
async function cartWorth(minCentavos: number, maxCentavos = Number.MAX_SAFE_INTEGER) {
  const variant = variants.find(
    (v) => v.priceCentavos >= minCentavos && v.priceCentavos < maxCentavos,
  );
  if (!variant) throw new Error(`no variant between ${minCentavos} and ${maxCentavos}`);
  return { item: await cartLine(t, ana, variant), variant };
}

const couriers = async (addressId: string, items: string[]) =>
  expectStatus(
    await post(t, '/api/v1/my-cart/possible-couriers', { addressId, items }, ana.headers),
    200,
  ).data as { code: string; fee: number }[];

const shippingFee = async (addressId: string, items: string[], courier = 'casa-fleet') =>
  (
    expectStatus(
      await post(t, '/api/v1/my-cart/compute-prices', { items, courier, addressId }, ana.headers),
      200,
    ).data as { shipping_fee: number }
  ).shipping_fee;

describe('free delivery in Metro Manila from ₱15,000', () => {
  it('offers the truck for free to Makati City on a large order, and prices it at ₱0', async () => {
    const { item } = await cartWorth(25_000_00);
    const options = await couriers(makati, [item]);
    expect(options.find((o) => o.code === 'casa-fleet')?.fee).toBe(0);
    // The partner courier still costs what it costs.
    expect(options.find((o) => o.code === 'lbc-cargo')?.fee).toBeGreaterThan(0);
    expect(await shippingFee(makati, [item])).toBe(0);
  });

  it('charges delivery below ₱15,000', async () => {
    const { item } = await cartWorth(5_000_00, 14_000_00);
    expect(await shippingFee(makati, [item])).toBeGreaterThan(0);
  });

  it('charges delivery outside Metro Manila whatever the amount', async () => {
    const { item } = await cartWorth(25_000_00);
    const options = await couriers(cebu, [item]);
    expect(options.every((o) => o.fee > 0)).toBe(true);
  });

  it('places the order with no delivery fee', async () => {
    // Cash on delivery takes up to ₱20,000: an order between the two.
    const { item, variant } = await cartWorth(15_000_00, 19_000_00);
    const placed = expectStatus(
      await checkout(t, ana, checkoutBody([item], { address: makati })),
      201,
    ).data as { _id: string };
    const order = expectStatus(
      await t.app.inject({
        url: `/api/v1/my-orders/${placed._id}`,
        headers: ana.headers,
      }),
      200,
    ).data as { totals: { shipping_fee: number; total: number } };
    expect(order.totals.shipping_fee).toBe(0);
    expect(order.totals.total).toBe(variant.priceCentavos / 100);
  });

  it('is what the ticker and the FAQ say, from the same rule', async () => {
    const promise = 'Free delivery within Metro Manila on orders of ₱15,000 or more.';
    const ticker = await t.database.db.select({ text: announcements.text }).from(announcements);
    expect(ticker.map((a) => a.text)).toContain(promise);
    const answers = FAQS.flatMap((group) => group.questions.map((faq) => faq.answer));
    expect(answers.some((answer) => answer.includes(promise))).toBe(true);
  });
});
