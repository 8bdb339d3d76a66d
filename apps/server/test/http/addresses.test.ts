import { MOBILE_INVALID_MESSAGE, REQUIRED_MESSAGE, ZIP_MESSAGE } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import {
  addressBody,
  createCustomer,
  createShopTestApp,
  del,
  expectStatus,
  get,
  post,
  put,
  type Customer,
} from '../customers';

let t: TestApp;
let ana: Customer;

beforeAll(async () => {
  t = await createShopTestApp();
  ana = await createCustomer(t, { firstName: 'Ana' });
});
afterAll(() => t.close());

const list = async (url = '/api/v1/my-info/addresses') =>
  expectStatus(await get(t, url, ana.headers), 200).data;
const create = (body: Record<string, unknown>) =>
  post(t, '/api/v1/my-info/addresses', body, ana.headers);

describe('the address book', () => {
  it('starts empty, on both paths', async () => {
    expect(await list()).toEqual([]);
    expect(await list('/api/address')).toEqual([]);
  });

  it('adds an address; the first one is the default for shipping and billing', async () => {
    const created = expectStatus(await create(addressBody()), 201).data;
    expect(created).toEqual({
      _id: expect.any(String),
      label: 'Home',
      contactName: 'Maria Santos',
      mobile: '9171234567',
      region: 'National Capital Region (NCR)',
      province: 'Metro Manila',
      city: 'Quezon City',
      barangay: 'South Triangle',
      street: '12 Scout Tuason Street',
      zip: '1103',
      isDefaultShipping: true,
      isDefaultBilling: true,
    });
    expect(await list('/api/address')).toEqual([created]);
  });

  it('keeps one default of each kind: a new default takes the flag from the old one', async () => {
    const office = expectStatus(
      await create(
        addressBody({
          label: 'Office',
          region: 'ncr',
          province: 'metro-manila',
          city: 'makati city',
          isDefaultShipping: true,
        }),
      ),
      201,
    ).data;
    // Codes and any case are accepted; names are stored.
    expect(office).toMatchObject({ region: 'National Capital Region (NCR)', city: 'Makati City' });
    const addresses = await list();
    expect(addresses.map((a: { label: string }) => a.label)).toEqual(['Office', 'Home']);
    expect(
      addresses.filter((a: { isDefaultShipping: boolean }) => a.isDefaultShipping),
    ).toHaveLength(1);
    expect(addresses.find((a: { label: string }) => a.label === 'Home').isDefaultBilling).toBe(
      true,
    );
  });

  it('validates with the shared form rules and their messages', async () => {
    const response = await create(addressBody({ label: ' ', mobile: '0817 123 4567', zip: '110' }));
    const body = expectStatus(response, 400);
    expect(body.errors).toEqual({
      label: REQUIRED_MESSAGE,
      mobile: MOBILE_INVALID_MESSAGE,
      zip: ZIP_MESSAGE,
    });
  });

  it('takes region, province and city only from the location lists', async () => {
    expect(expectStatus(await create(addressBody({ region: 'Atlantis' })), 400)).toEqual({
      message: 'Choose a region from the list.',
      errors: { region: 'Choose a region from the list.' },
    });
    expect(expectStatus(await create(addressBody({ province: 'Cebu' })), 400)).toEqual({
      message: 'Choose a province of National Capital Region (NCR).',
      errors: { province: 'Choose a province of National Capital Region (NCR).' },
    });
    expect(expectStatus(await create(addressBody({ city: 'Cebu City' })), 400)).toEqual({
      message: 'Choose a city or municipality of Metro Manila.',
      errors: { city: 'Choose a city or municipality of Metro Manila.' },
    });
  });

  it('takes the city as typed where the province has no city list yet', async () => {
    const created = expectStatus(
      await create(
        addressBody({
          label: 'Parents',
          region: 'CALABARZON (Region IV-A)',
          province: 'Cavite',
          city: 'Bacoor City',
          zip: '4102',
        }),
      ),
      201,
    ).data;
    expect(created).toMatchObject({
      province: 'Cavite',
      city: 'Bacoor City',
      isDefaultShipping: false,
    });
  });

  it('replaces an address with PUT, and 404s an unknown one', async () => {
    const [first] = await list();
    const updated = expectStatus(
      await put(
        t,
        `/api/v1/my-info/addresses/${first._id}`,
        addressBody({
          label: 'Cebu condo',
          region: 'Central Visayas (Region VII)',
          province: 'Cebu',
          city: 'Lapu-Lapu City',
          zip: '6015',
          isDefaultShipping: true,
        }),
        ana.headers,
      ),
      200,
    ).data;
    expect(updated).toMatchObject({ _id: first._id, label: 'Cebu condo', city: 'Lapu-Lapu City' });
    const missing = await put(
      t,
      '/api/v1/my-info/addresses/00000000-0000-4000-8000-000000000000',
      addressBody(),
      ana.headers,
    );
    expect(expectStatus(missing, 404)).toEqual({ message: 'The address does not exist.' });
  });

  it('deletes an address', async () => {
    const [first] = await list();
    const response = await del(t, `/api/v1/my-info/addresses/${first._id}`, ana.headers);
    expect(expectStatus(response, 200)).toEqual({ data: { _id: first._id } });
    const again = await del(t, `/api/v1/my-info/addresses/${first._id}`, ana.headers);
    expect(expectStatus(again, 404)).toEqual({ message: 'The address does not exist.' });
  });
});

describe('the location lists', () => {
  it('list every region of the Philippines', async () => {
    const regions = expectStatus(await get(t, '/api/v1/public/locations/regions'), 200).data;
    expect(regions.length).toBeGreaterThanOrEqual(17);
    expect(regions[0]).toEqual({ code: 'ncr', name: 'National Capital Region (NCR)' });
    const names = regions.map((region: { name: string }) => region.name);
    for (const name of [
      'Cordillera Administrative Region (CAR)',
      'CALABARZON (Region IV-A)',
      'MIMAROPA Region',
      'Central Visayas (Region VII)',
      'Davao Region (Region XI)',
      'Caraga (Region XIII)',
      'Bangsamoro Autonomous Region in Muslim Mindanao (BARMM)',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('list the provinces of a region, by code or name', async () => {
    const ncr = expectStatus(await get(t, '/api/v1/public/locations/provinces?region=ncr'), 200);
    expect(ncr).toEqual({ data: [{ code: 'metro-manila', name: 'Metro Manila' }] });
    const davao = expectStatus(
      await get(
        t,
        `/api/v1/public/locations/provinces?region=${encodeURIComponent('Davao Region (Region XI)')}`,
      ),
      200,
    ).data;
    expect(davao.map((p: { name: string }) => p.name)).toContain('Davao del Sur');
  });

  it('list the cities and municipalities of Metro Manila, Cebu and Davao del Sur', async () => {
    const cities = async (province: string) =>
      expectStatus(
        await get(t, `/api/v1/public/locations/cities?province=${encodeURIComponent(province)}`),
        200,
      ).data.map((city: { name: string }) => city.name);
    const metro = await cities('Metro Manila');
    expect(metro).toHaveLength(17);
    expect(metro).toEqual(expect.arrayContaining(['Quezon City', 'Las Piñas City', 'Pateros']));
    const cebu = await cities('cebu');
    expect(cebu).toHaveLength(53);
    expect(cebu).toEqual(expect.arrayContaining(['Cebu City', 'Mandaue City', 'Moalboal']));
    const davao = await cities('Davao del Sur');
    expect(davao).toEqual(expect.arrayContaining(['Davao City', 'Digos City', 'Sulop']));
    expect(await cities('Atlantis')).toEqual([]);
  });
});
