import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, tradeIns } from '../../src/db/schema/index';
import { seedAccounts } from '../../src/modules/auth/seed-accounts';
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
import { ADMIN, STAFF, signIn, type Caller } from './admin-fixtures';

const BASE = '/api/products/fair-market';
const thisYear = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
const sofa = {
  year: thisYear - 2,
  brand: 'IKEA',
  subModel: 'Living room',
  bodyType: 'sofa',
  condition: 'good',
  pricePaid: 40_000,
};

let t: TestApp;
let ana: Customer;
let ben: Customer;
let staff: Caller;
let admin: Caller;
let item: StockedVariant;

beforeAll(async () => {
  t = await createShopTestApp();
  await seedAccounts(t.database.db, TEST_PROJECT_ID, {
    operator: STAFF,
    admin: ADMIN,
    demoCustomer: false,
  });
  ana = await createCustomer(t, { firstName: 'Ana' });
  ben = await createCustomer(t, { firstName: 'Ben' });
  staff = await signIn(t, STAFF.email, STAFF.password);
  admin = await signIn(t, ADMIN.email, ADMIN.password);
  const all = await stockedVariants(t, { minStock: 4, branchCode: 'QC-MAIN' });
  item = all.find((line) => line.priceCentavos >= 30_000_00 && line.priceCentavos < 60_000_00)!;
});
afterAll(() => t.close());

const countRows = async () => ({
  codes: (await t.database.db.select().from(discountCodes)).length,
  tradeIns: (await t.database.db.select().from(tradeIns)).length,
});

describe('GET /api/products/fair-market/*', () => {
  it('lists this year (Manila) back 15 years, newest first', async () => {
    const years = expectStatus(await get(t, `${BASE}/years`), 200).data as number[];
    expect(years[0]).toBe(thisYear);
    expect(years).toHaveLength(16);
    expect(years.at(-1)).toBe(thisYear - 15);
  });

  it('lists the shop’s own brand first and a catch-all for other makers', async () => {
    const brands = expectStatus(await get(t, `${BASE}/brands`), 200).data as string[];
    expect(brands[0]).toBe('Casa Filipina');
    expect(brands).toContain('Other brand / locally made');
  });

  it('answers the shop’s own lines from its catalogue’s collections', async () => {
    const lines = expectStatus(await get(t, `${BASE}/sub-models?brand=Casa%20Filipina`), 200)
      .data as string[];
    expect(lines).toEqual(expect.arrayContaining(['Narra Heritage', 'Rattan & Weaves']));
    expect(lines.at(-1)).toBe('Other Casa Filipina piece');
    const ikea = expectStatus(await get(t, `${BASE}/sub-models?brand=IKEA`), 200).data;
    expect(ikea).toContain('Living room');
  });

  it('refuses an unknown or missing brand with a clear message', async () => {
    expect(expectStatus(await get(t, `${BASE}/sub-models?brand=Acme`), 404).message).toBe(
      'Unknown brand "Acme". Choose one from the list.',
    );
    expect(expectStatus(await get(t, `${BASE}/sub-models`), 400).errors).toEqual({
      brand: 'Choose a brand.',
    });
  });

  it('lists furniture types with their base value and depreciation', async () => {
    const types = expectStatus(await get(t, `${BASE}/body-types`), 200).data;
    expect(types).toContainEqual({
      id: 'sofa',
      label: 'Sofa',
      baseValue: 35_000,
      yearlyRetention: 0.8,
      floorShare: 0.1,
    });
    expect(types.map((type: { id: string }) => type.id)).toEqual(
      expect.arrayContaining(['sectional', 'bed_frame', 'mattress', 'dining_set', 'wardrobe']),
    );
  });

  it('is in the OpenAPI document', async () => {
    const doc = expectStatus(await get(t, '/api/docs/json'), 200);
    for (const path of ['years', 'brands', 'sub-models', 'body-types', 'calculate']) {
      expect(Object.keys(doc.paths)).toContain(`${BASE}/${path}`);
    }
    expect(Object.keys(doc.paths)).toContain('/api/v1/admin/trade-ins/{id}/cancel');
  });
});

describe('POST /api/products/fair-market/calculate', () => {
  it('answers the value range, the credit and the rule applied', async () => {
    const data = expectStatus(await post(t, `${BASE}/calculate`, sofa), 200).data;
    // ₱40,000 × 0.8² × 0.85 = ₱21,760; ±10 % → ₱19,600–₱23,900; credit 80 % of the low end.
    expect(data).toMatchObject({ low: 19_600, high: 23_900, credit: 15_700 });
    expect(data.rule).toContain('From the ₱40,000.00 you paid');
  });

  it.each([
    [
      'a future year',
      { year: thisYear + 1 },
      'year',
      'Choose the year you bought it (this year or up to 15 years back).',
    ],
    [
      'a year too old',
      { year: thisYear - 16 },
      'year',
      'Choose the year you bought it (this year or up to 15 years back).',
    ],
    [
      'an unknown brand',
      { brand: 'Acme' },
      'brand',
      'We do not accept that brand yet. Choose one from the list.',
    ],
    [
      'a negative price paid',
      { pricePaid: -5 },
      'pricePaid',
      'Price paid must be a positive amount in pesos.',
    ],
    [
      'an unknown condition',
      { condition: 'broken' },
      'condition',
      'Choose the condition: like new, good, fair or worn.',
    ],
  ])('refuses %s with 400 and the field’s message', async (_, change, field, message) => {
    const body = expectStatus(await post(t, `${BASE}/calculate`, { ...sofa, ...change }), 400);
    expect(body.errors[field]).toBe(message);
    expect(body.message).toContain(message);
  });
});

describe('accepting a credit and using it at checkout', () => {
  const accept = (body: unknown, headers?: Record<string, string>) =>
    post(t, '/api/v1/my-trade-ins', body, headers);

  it('requires sign-in and changes nothing without it or on bad input', async () => {
    const before = await countRows();
    expect((await accept(sofa)).statusCode).toBe(401);
    expect(
      expectStatus(await accept({ ...sofa, year: 1990 }, ana.headers), 400).errors.year,
    ).toBeDefined();
    expect(await countRows()).toEqual(before);
  });

  it('gives a personal one-use code valid 30 days; another customer cannot use it; the delivery order asks to collect the old item', async () => {
    const credit = expectStatus(await accept(sofa, ana.headers), 201).data;
    expect(credit).toMatchObject({ credit: 15_700, status: 'active' });
    expect(credit.code).toMatch(/^TRADEIN-[A-Z2-9]{6}$/);
    const days = (Date.parse(credit.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(expectStatus(await get(t, '/api/v1/my-trade-ins', ana.headers), 200).data).toEqual([
      credit,
    ]);
    expect(expectStatus(await get(t, '/api/v1/my-trade-ins', ben.headers), 200).data).toEqual([]);

    // Ben types Ana's code: refused, and it stays unused.
    const benLine = await cartLine(t, ben, item);
    const refused = await post(
      t,
      '/api/v1/my-cart/compute-prices',
      { items: [benLine], discountCode: credit.code },
      ben.headers,
    );
    const personal =
      'This code was issued to another customer and can only be used from their account.';
    expect(expectStatus(refused, 422)).toEqual({
      message: personal,
      errors: { discountCode: personal },
    });

    // Ana uses it on a delivery order.
    const anaLine = await cartLine(t, ana, item);
    const priced = expectStatus(
      await post(
        t,
        '/api/v1/my-cart/compute-prices',
        { items: [anaLine], discountCode: credit.code.toLowerCase() },
        ana.headers,
      ),
      200,
    ).data;
    expect(priced.discount).toBe(15_700);
    const address = await createAddress(t, ana);
    const order = expectStatus(
      await checkout(
        t,
        ana,
        checkoutBody([anaLine], {
          address,
          discountCode: credit.code,
          paymentMethod: 'online',
          paynamicsChannel: 'gc',
        }),
      ),
      201,
    ).data;
    const detail = expectStatus(
      await get(t, `/api/v1/admin/orders/${order._id}`, staff.headers),
      200,
    ).data;
    expect(detail.notes).toContain(
      'Trade-in: collect the old item (sofa, IKEA Living room, bought',
    );

    // Used once: it cannot be used again, and staff can no longer cancel it.
    const again = await cartLine(t, ana, item);
    expect(
      expectStatus(
        await post(
          t,
          '/api/v1/my-cart/compute-prices',
          { items: [again], discountCode: credit.code },
          ana.headers,
        ),
        422,
      ).message,
    ).toBe('This discount code has been fully used.');
    const late = await post(
      t,
      `/api/v1/admin/trade-ins/${credit.id}/cancel`,
      { reason: 'Wrong item' },
      staff.headers,
    );
    expect(expectStatus(late, 409).message).toMatch(/already used on an order/);
  });
});

describe('POST /api/v1/admin/trade-ins/:id/cancel', () => {
  let creditId: string;
  let code: string;

  beforeAll(async () => {
    const credit = expectStatus(await post(t, '/api/v1/my-trade-ins', sofa, ben.headers), 201).data;
    creditId = credit.id;
    code = credit.code;
  });

  it.each([
    ['nobody signed in', undefined, 401],
    ['a customer', 'customer', 403],
  ] as const)('refuses %s', async (_, who, status) => {
    const headers = who ? ben.headers : undefined;
    const response = await post(
      t,
      `/api/v1/admin/trade-ins/${creditId}/cancel`,
      { reason: 'x' },
      headers,
    );
    expect(response.statusCode).toBe(status);
    const [row] = await t.database.db.select().from(tradeIns).where(eq(tradeIns.id, creditId));
    expect(row!.status).toBe('active');
  });

  it('needs a reason and a known trade-in', async () => {
    expect(
      (await post(t, `/api/v1/admin/trade-ins/${creditId}/cancel`, { reason: ' ' }, staff.headers))
        .statusCode,
    ).toBe(400);
    const unknown = await post(
      t,
      '/api/v1/admin/trade-ins/00000000-0000-4000-8000-000000000000/cancel',
      { reason: 'x' },
      admin.headers,
    );
    expect(expectStatus(unknown, 404).message).toBe('Trade-in not found.');
  });

  it('lets staff void an unused credit: the customer can no longer use the code', async () => {
    const cancelled = expectStatus(
      await post(
        t,
        `/api/v1/admin/trade-ins/${creditId}/cancel`,
        { reason: 'Item did not match at pickup' },
        staff.headers,
      ),
      200,
    ).data;
    expect(cancelled).toMatchObject({ id: creditId, status: 'cancelled' });
    const line = await cartLine(t, ben, item);
    const response = await post(
      t,
      '/api/v1/my-cart/compute-prices',
      { items: [line], discountCode: code },
      ben.headers,
    );
    expect(expectStatus(response, 422).message).toBe('This discount code does not exist.');
    const again = await post(
      t,
      `/api/v1/admin/trade-ins/${creditId}/cancel`,
      { reason: 'twice' },
      admin.headers,
    );
    expect(expectStatus(again, 409).message).toBe('This trade-in credit is already cancelled.');
  });
});
