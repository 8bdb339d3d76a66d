import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import { createShopTestApp, expectStatus, get } from '../customers';

let t: TestApp;
let custom: TestApp;

beforeAll(async () => {
  t = await createShopTestApp();
  custom = await createShopTestApp({
    env: { OFW_RATES: 'AED=16.2, SAR=15.1', OFW_RATES_AS_OF: '2026-11-20' },
  });
});
afterAll(async () => {
  await t.close();
  await custom.close();
});

describe('GET /api/products/ofw-location', () => {
  it('lists the countries where most overseas Filipinos work, with approximate rates and their date', async () => {
    const data = expectStatus(await get(t, '/api/products/ofw-location'), 200).data;
    expect(data.approximate).toBe(true);
    expect(data.rates_as_of).toBe('2026-11-02');
    expect(data.countries.map((country: { code: string }) => country.code)).toEqual([
      'SA',
      'AE',
      'HK',
      'SG',
      'QA',
      'KW',
      'US',
      'CA',
      'JP',
      'TW',
      'IT',
      'GB',
      'AU',
      'MY',
    ]);
    expect(data.countries[1]).toEqual({
      code: 'AE',
      name: 'United Arab Emirates',
      currency: 'AED',
      time_zone: 'Asia/Dubai',
      calling_code: '+971',
      pesos_per_unit: 15.95,
    });
    for (const country of data.countries) expect(country.pesos_per_unit).toBeGreaterThan(0);
  });

  it('takes the shop’s own rates and date from OFW_RATES and OFW_RATES_AS_OF', async () => {
    const data = expectStatus(await get(custom, '/api/products/ofw-location'), 200).data;
    expect(data.rates_as_of).toBe('2026-11-20');
    const rate = (code: string) =>
      data.countries.find((country: { code: string }) => country.code === code).pesos_per_unit;
    expect(rate('AE')).toBe(16.2);
    expect(rate('SA')).toBe(15.1);
    expect(rate('HK')).toBe(7.53);
  });

  it('refuses a malformed OFW_RATES setting at start', async () => {
    await expect(createShopTestApp({ env: { OFW_RATES: 'AED=lots' } })).rejects.toThrow(
      /OFW_RATES must list CODE=pesos pairs/,
    );
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toContain('/api/products/ofw-location');
  });
});
