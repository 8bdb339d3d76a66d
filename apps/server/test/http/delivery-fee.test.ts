import { DELIVERY_FEE_MESSAGES as M } from '@shop/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, cities, provinces, regions } from '../../src/db/schema/index';
import { COURIER_RATES } from '../../src/platform/couriers/index';
import type { TestApp } from '../app';
import {
  cartLine,
  createCustomer,
  createShopTestApp,
  expectStatus,
  get,
  post,
  stockedVariants,
  type Customer,
  type StockedVariant,
} from '../customers';

// The checker on the product page and in the cart must quote what checkout charges: both go
// through the couriers service and its one table (docs/decisions/027).
let t: TestApp;
let ana: Customer;
let variants: StockedVariant[];

const CEBU = {
  region: 'Central Visayas (Region VII)',
  province: 'Cebu',
  city: 'Cebu City',
};

interface Option {
  code: string;
  name: string;
  fee: number;
  estimated_days: { min: number; max: number };
  assembly: boolean;
}

beforeAll(async () => {
  t = await createShopTestApp();
  ana = await createCustomer(t, { firstName: 'Ana' });
  variants = await stockedVariants(t, { minStock: 3, branchCode: 'QC-MAIN' });
});
afterAll(() => t.close());

const viewPrice = (body: unknown) => post(t, '/api/products/znt-view-price', body);
const couriersOf = async (body: unknown) =>
  (expectStatus(await viewPrice(body), 200).data as { couriers: Option[] }).couriers;

it('publishes the three calls in the OpenAPI document', async () => {
  const document = (await t.app.inject({ url: '/api/docs/json' })).json();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/products/znt-origin',
      '/api/products/znt-destination',
      '/api/products/znt-view-price',
    ]),
  );
});

describe('GET /api/products/znt-origin', () => {
  it('lists the active branches, the default first', async () => {
    const data = expectStatus(await get(t, '/api/products/znt-origin'), 200).data as {
      code: string;
      is_default: boolean;
    }[];
    const active = await t.database.db
      .select({ code: branches.code })
      .from(branches)
      .where(eq(branches.status, 'ACTIVE'));
    expect(data.map((b) => b.code).sort()).toEqual(active.map((b) => b.code).sort());
    expect(data[0]?.is_default).toBe(true);
  });
});

describe('GET /api/products/znt-destination', () => {
  it('lists regions, then provinces of a region, then cities of a province', async () => {
    const regionList = expectStatus(await get(t, '/api/products/znt-destination'), 200).data as {
      code: string;
      name: string;
    }[];
    expect(regionList.map((r) => r.name)).toContain(CEBU.region);
    const provinceList = expectStatus(
      await get(t, `/api/products/znt-destination?region=${encodeURIComponent(CEBU.region)}`),
      200,
    ).data as { name: string }[];
    expect(provinceList.map((p) => p.name)).toContain('Cebu');
    const cityList = expectStatus(
      await get(
        t,
        `/api/products/znt-destination?region=${encodeURIComponent(CEBU.region)}&province=Cebu`,
      ),
      200,
    ).data as { name: string }[];
    expect(cityList.map((c) => c.name)).toContain('Cebu City');
  });

  it('answers 404 with a message for an unknown region or province', async () => {
    const region = await get(t, '/api/products/znt-destination?region=Atlantis');
    expect(region.statusCode).toBe(404);
    expect(region.json().message).toBe(M.unknownRegion);
    const province = await get(
      t,
      `/api/products/znt-destination?region=${encodeURIComponent(CEBU.region)}&province=Laguna`,
    );
    expect(province.statusCode).toBe(404);
    expect(province.json().message).toBe(M.unknownProvince);
  });

  it('answers 400 for a province without its region', async () => {
    expect((await get(t, '/api/products/znt-destination?province=Cebu')).statusCode).toBe(400);
  });
});

describe('POST /api/products/znt-view-price', () => {
  it('quotes Cebu City from the default branch for one product, per courier', async () => {
    const variant = variants[0]!;
    const data = expectStatus(
      await viewPrice({ destination: CEBU, productId: variant.productId }),
      200,
    ).data as { origin: { is_default: boolean }; destination: { city: { name: string } } };
    expect(data.origin.is_default).toBe(true);
    expect(data.destination.city.name).toBe('Cebu City');
    const options = await couriersOf({ destination: CEBU, productId: variant.productId });
    // Visayas: the partner couriers, not the shop's trucks.
    expect(options.map((o) => o.code).sort()).toEqual(['2go-freight', 'lbc-cargo']);
    expect(options.every((o) => o.fee > 0 && o.assembly === false)).toBe(true);
  });

  it('offers assembly with the shop’s own trucks in Metro Manila', async () => {
    const options = await couriersOf({
      destination: { region: 'NCR', province: 'Metro Manila', city: 'Makati City' },
      items: [{ variantId: variants[0]!.variantId, quantity: 1 }],
    });
    expect(options.find((o) => o.code === 'casa-fleet')?.assembly).toBe(true);
    expect(options.find((o) => o.code === 'lbc-cargo')?.assembly).toBe(false);
  });

  it('takes a typed city in a province without a seeded city list', async () => {
    const data = expectStatus(
      await viewPrice({
        destination: { region: 'CALABARZON (Region IV-A)', province: 'Laguna', city: 'Calamba' },
        productId: variants[0]!.productId,
      }),
      200,
    ).data as { destination: { city: { name: string } }; couriers: Option[] };
    expect(data.destination.city.name).toBe('Calamba');
    expect(data.couriers.map((o) => o.code)).toContain('casa-fleet');
  });

  it('answers 404 for an unknown destination, origin or item', async () => {
    const items = [{ variantId: variants[0]!.variantId, quantity: 1 }];
    const cases: [unknown, string][] = [
      [{ destination: { ...CEBU, city: 'Gotham' }, items }, M.unknownCity],
      [{ destination: { ...CEBU, province: 'Laguna' }, items }, M.unknownProvince],
      [{ destination: { ...CEBU, region: 'Atlantis' }, items }, M.unknownRegion],
      [{ destination: CEBU, origin: 'NOWHERE', items }, M.unknownOrigin],
      [
        { destination: CEBU, items: [{ variantId: crypto.randomUUID(), quantity: 1 }] },
        M.unknownItem,
      ],
      [{ destination: CEBU, productId: crypto.randomUUID() }, M.unknownItem],
    ];
    for (const [body, message] of cases) {
      const response = await viewPrice(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json().message).toBe(message);
    }
  });

  it('answers 400 for bad items, a zero quantity or no destination', async () => {
    const variantId = variants[0]!.variantId;
    const cases: [unknown, string][] = [
      [{ destination: CEBU, items: [{ variantId, quantity: 0 }] }, M.quantityMin],
      [{ destination: CEBU, items: [] }, M.itemsRequired],
      [{ destination: CEBU }, M.itemsRequired],
      [{ destination: CEBU, items: [{ variantId: 'sofa', quantity: 1 }] }, M.unknownItem],
      [{ items: [{ variantId, quantity: 1 }] }, M.destinationRequired],
    ];
    for (const [body, message] of cases) {
      const response = await viewPrice(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it('takes another branch as the origin by its code', async () => {
    const origins = expectStatus(await get(t, '/api/products/znt-origin'), 200).data as {
      code: string;
      is_default: boolean;
    }[];
    const other = origins.find((o) => !o.is_default) ?? origins[0]!;
    const data = expectStatus(
      await viewPrice({ destination: CEBU, origin: other.code, productId: variants[0]!.productId }),
      200,
    ).data as { origin: { code: string } };
    expect(data.origin.code).toBe(other.code);
  });

  it('keeps the free-delivery rule: the truck is free to Makati City on ₱15,000 or more', async () => {
    const variant = variants.find((v) => v.priceCentavos >= 15_000_00);
    if (!variant) throw new Error('no variant of ₱15,000 or more');
    const options = await couriersOf({
      destination: { region: 'NCR', province: 'Metro Manila', city: 'Makati City' },
      items: [{ variantId: variant.variantId, quantity: 1 }],
    });
    expect(options.find((o) => o.code === 'casa-fleet')?.fee).toBe(0);
    expect(options.find((o) => o.code === 'lbc-cargo')?.fee).toBeGreaterThan(0);
  });
});

describe('the checker agrees with checkout’s possible-couriers', () => {
  it('quotes the same couriers, fees and days to every region of every zone', async () => {
    // One cheap line and a large one (free delivery where it applies), in the cart and in the checker.
    const cheap = variants[0]!;
    const dear = variants.find((v) => v.priceCentavos >= 15_000_00)!;
    const lines = [
      { variant: cheap, quantity: 2 },
      { variant: dear, quantity: 1 },
    ];
    const cartItems = [await cartLine(t, ana, cheap, 2), await cartLine(t, ana, dear, 1)];
    const items = lines.map((l) => ({ variantId: l.variant.variantId, quantity: l.quantity }));

    // Every region: its first province and that province's first city (typed where the
    // province has no seeded city list, as the address book allows).
    const places = await t.database.db
      .select({
        region: regions.name,
        zone: regions.islandGroup,
        province: provinces.name,
        city: sql<string>`coalesce(${cities.name}, 'Poblacion')`,
      })
      .from(regions)
      .innerJoin(provinces, eq(provinces.regionCode, regions.code))
      .leftJoin(cities, eq(cities.provinceCode, provinces.code))
      .orderBy(asc(regions.sortOrder), asc(provinces.name), asc(cities.name));
    const byRegion = new Map<string, (typeof places)[number]>();
    for (const place of places) if (!byRegion.has(place.region)) byRegion.set(place.region, place);
    const zonesInTable = new Set(COURIER_RATES.flatMap((c) => Object.keys(c.zones)));
    const zonesChecked = new Set<string>();

    for (const place of byRegion.values()) {
      const checkout = expectStatus(
        await post(
          t,
          '/api/v1/my-cart/possible-couriers',
          { region: place.region, items: cartItems },
          ana.headers,
        ),
        200,
      ).data as Omit<Option, 'assembly'>[];
      const checker = await couriersOf({
        destination: { region: place.region, province: place.province, city: place.city },
        items,
      });
      expect(
        checker.map(({ assembly: _assembly, ...rest }) => rest),
        place.city,
      ).toEqual(checkout);
      expect(checker.length, place.region).toBeGreaterThan(0);
      zonesChecked.add(place.zone);
    }
    expect([...zonesChecked].sort()).toEqual([...zonesInTable].sort());
    expect(byRegion.size).toBe((await t.database.db.select().from(regions)).length);
  });
});
