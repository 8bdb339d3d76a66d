import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes } from '../../src/db/schema/index';
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
  TEST_PROJECT_ID,
  type Customer,
  type StockedVariant,
} from '../customers';

let t: TestApp;
let ana: Customer;
let cheap: StockedVariant;
let mid: StockedVariant;
let dear: StockedVariant;
let addressId: string;
let davaoAddressId: string;

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b * 100, 0)) / 100;

beforeAll(async () => {
  t = await createShopTestApp();
  ana = await createCustomer(t, { firstName: 'Ana' });
  const all = await stockedVariants(t, { minStock: 4, branchCode: 'QC-MAIN' });
  cheap = all.find((line) => line.priceCentavos < 5_000_00)!;
  mid = all.find((line) => line.priceCentavos >= 6_000_00 && line.priceCentavos < 9_000_00)!;
  dear = all.find((line) => line.priceCentavos >= 25_000_00)!;
  addressId = await createAddress(t, ana);
  davaoAddressId = await createAddress(t, ana, {
    label: 'Davao',
    region: 'Davao Region (Region XI)',
    province: 'Davao del Sur',
    city: 'Davao City',
    zip: '8000',
  });
  const now = Date.now();
  await t.database.db.insert(discountCodes).values([
    {
      projectId: TEST_PROJECT_ID,
      code: 'SOON20',
      type: 'percentage',
      value: 2000,
      startsAt: new Date(now + 86_400_000),
    },
    {
      projectId: TEST_PROJECT_ID,
      code: 'GONE100',
      type: 'fixed',
      value: 100_00,
      usageLimit: 50,
      timesUsed: 50,
    },
  ]);
});
afterAll(() => t.close());

const compute = (body: Record<string, unknown>) =>
  post(t, '/api/v1/my-cart/compute-prices', body, ana.headers);

describe('POST /api/v1/my-cart/compute-prices', () => {
  let items: string[];

  beforeAll(async () => {
    items = [await cartLine(t, ana, cheap, 2), await cartLine(t, ana, mid, 1)];
  });

  it('prices the checked items from the catalogue; the lines add up to the totals', async () => {
    const data = expectStatus(await compute({ items }), 200).data;
    const subtotal = (2 * cheap.priceCentavos + mid.priceCentavos) / 100;
    expect(data).toMatchObject({
      subtotal,
      discount: 0,
      shipping_fee: 0,
      shipping_vat: 0,
      total: subtotal,
      discount_details: null,
    });
    expect(data.lines).toEqual([
      {
        item_id: items[0],
        quantity: 2,
        unit_price: cheap.priceCentavos / 100,
        gross: (2 * cheap.priceCentavos) / 100,
        discount: 0,
        net: (2 * cheap.priceCentavos) / 100,
        vat: expect.any(Number),
      },
      {
        item_id: items[1],
        quantity: 1,
        unit_price: mid.priceCentavos / 100,
        gross: mid.priceCentavos / 100,
        discount: 0,
        net: mid.priceCentavos / 100,
        vat: expect.any(Number),
      },
    ]);
    expect(data.vat).toBe(Math.floor((Math.round(subtotal * 100) * 12 + 56) / 112) / 100);
    expect(sum([data.vat, data.vatable_sales])).toBe(data.total);
    expect(sum(data.lines.map((l: { vat: number }) => l.vat))).toBe(data.vat);
  });

  it('ignores prices a client makes up', async () => {
    const honest = expectStatus(await compute({ items }), 200).data;
    const tampered = expectStatus(
      await compute({
        items,
        subtotal: 1,
        total: 1,
        lines: [{ item_id: items[0], unit_price: 1 }],
        discount_details: { value: 99 },
      }),
      200,
    ).data;
    expect(tampered).toEqual(honest);
  });

  it('applies a percentage code with its cap, shared over the lines by gross', async () => {
    const data = expectStatus(await compute({ items, discountCode: 'welcome10' }), 200).data;
    const subtotalCentavos = 2 * cheap.priceCentavos + mid.priceCentavos;
    const expected = Math.min(Math.floor((subtotalCentavos * 1000 + 5000) / 10000), 3_000_00);
    expect(data.discount).toBe(expected / 100);
    expect(data.discount_details).toEqual({
      code: 'WELCOME10',
      type: 'percentage',
      value: 10,
      message: 'WELCOME10 applied: 10% off.',
    });
    expect(sum(data.lines.map((l: { discount: number }) => l.discount))).toBe(data.discount);
    expect(data.total).toBe((subtotalCentavos - expected) / 100);
    for (const line of data.lines) expect(sum([line.gross, -line.discount])).toBe(line.net);
  });

  it('applies a fixed code above its minimum spend', async () => {
    const withDear = [...items, await cartLine(t, ana, dear, 1)];
    const data = expectStatus(
      await compute({ items: withDear, discountCode: 'SAVE500' }),
      200,
    ).data;
    expect(data.discount).toBe(500);
    expect(data.discount_details).toMatchObject({ code: 'SAVE500', type: 'fixed', value: 500 });
  });

  it.each([
    ['an unknown code', 'NOPE', 'This discount code does not exist.'],
    ['an expired code', 'PASKO2024', 'This discount code has expired.'],
    ['a code that has not started', 'SOON20', 'This discount code is not active yet.'],
    ['a code used up', 'GONE100', 'This discount code has been fully used.'],
    ['a code below its minimum spend', 'SAVE500', 'Spend at least ₱10,000.00 to use this code.'],
  ])('refuses %s with its own message (422)', async (_label, code, message) => {
    const response = await compute({ items: [items[0]], discountCode: code });
    expect(expectStatus(response, 422)).toEqual({ message, errors: { discountCode: message } });
  });

  it('adds the courier fee for the address, with its VAT share', async () => {
    const data = expectStatus(await compute({ items, courier: 'casa-fleet', addressId }), 200).data;
    expect(data.shipping_fee).toBeGreaterThan(0);
    expect(data.total).toBe(sum([data.subtotal, -data.discount, data.shipping_fee]));
    expect(sum([...data.lines.map((l: { vat: number }) => l.vat), data.shipping_vat])).toBe(
      data.vat,
    );
    expect(sum(data.lines.map((l: { net: number }) => l.net))).toBe(
      sum([data.total, -data.shipping_fee]),
    );
  });

  it('charges no shipping for pickup, and needs an address before a courier', async () => {
    const pickup = expectStatus(
      await compute({ items, courier: 'casa-fleet', fulfillmentType: 'pickup' }),
      200,
    ).data;
    expect(pickup.shipping_fee).toBe(0);
    expect(expectStatus(await compute({ items, courier: 'casa-fleet' }), 400)).toEqual({
      message: 'Choose a delivery address.',
      errors: { addressId: 'Choose a delivery address.' },
    });
    const far = await compute({ items, courier: 'casa-fleet', addressId: davaoAddressId });
    expect(expectStatus(far, 400)).toEqual({
      message: 'This courier is not available for this address.',
      errors: { courier: 'This courier is not available for this address.' },
    });
  });

  it('answers 404 for items that are not in the caller’s cart', async () => {
    const response = await compute({ items: ['00000000-0000-4000-8000-000000000000'] });
    expect(expectStatus(response, 404)).toEqual({ message: 'The cart item does not exist.' });
  });

  it('refuses a code the customer has already used (per-customer limit)', async () => {
    const item = await cartLine(t, ana, mid, 1);
    const placed = await checkout(
      t,
      ana,
      checkoutBody([item], {
        fulfillmentType: 'pickup',
        branchId: mid.branchId,
        courier: null,
        discountCode: 'WELCOME10',
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const again = await compute({ items: [items[0]], discountCode: 'WELCOME10' });
    expect(expectStatus(again, 422)).toEqual({
      message: 'You have already used this discount code.',
      errors: { discountCode: 'You have already used this discount code.' },
    });
  });
});

describe('POST /api/v1/my-cart/possible-couriers', () => {
  let items: string[];
  beforeAll(async () => {
    items = [await cartLine(t, ana, cheap, 1)];
  });

  it('offers the Metro Manila options of the zone table, with fee and days', async () => {
    const data = expectStatus(
      await post(t, '/api/v1/my-cart/possible-couriers', { addressId, items }, ana.headers),
      200,
    ).data;
    expect(data.map((option: { code: string }) => option.code)).toEqual([
      'casa-fleet',
      'lbc-cargo',
    ]);
    expect(data[0]).toEqual({
      code: 'casa-fleet',
      name: 'Casa Filipina Delivery Truck',
      fee: expect.any(Number),
      estimated_days: { min: 1, max: 3 },
    });
    expect(data[0].fee).toBeGreaterThan(350);
  });

  it('rates Mindanao by region name, and charges more than Metro Manila', async () => {
    const mindanao = expectStatus(
      await post(
        t,
        '/api/v1/my-cart/possible-couriers',
        { region: 'Davao Region (Region XI)', items },
        ana.headers,
      ),
      200,
    ).data;
    expect(mindanao.map((option: { code: string }) => option.code)).toEqual([
      'lbc-cargo',
      '2go-freight',
    ]);
    const metro = expectStatus(
      await post(t, '/api/v1/my-cart/possible-couriers', { region: 'ncr', items }, ana.headers),
      200,
    ).data;
    const lbc = (list: { code: string; fee: number }[]) =>
      list.find((o) => o.code === 'lbc-cargo')!.fee;
    expect(lbc(mindanao)).toBeGreaterThan(lbc(metro));
  });

  it('needs a known region or address', async () => {
    const response = await post(
      t,
      '/api/v1/my-cart/possible-couriers',
      { region: 'Atlantis', items },
      ana.headers,
    );
    expect(expectStatus(response, 400)).toEqual({
      message: 'Choose a delivery address or region.',
      errors: { region: 'Choose a delivery address or region.' },
    });
  });
});

describe('GET /api/v1/my-cart/assembly-dates', () => {
  it('lists working days from the earliest one, never a Sunday', async () => {
    const data = expectStatus(
      await get(t, '/api/v1/my-cart/assembly-dates?days=30', ana.headers),
      200,
    ).data;
    expect(data.working_days).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(data.dates[0]).toBe(data.earliest);
    for (const date of data.dates) {
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).not.toBe(0);
      expect(date >= data.earliest).toBe(true);
    }
    expect(data.dates.length).toBeGreaterThan(15);
  });
});
