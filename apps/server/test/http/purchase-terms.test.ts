import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import { createShopTestApp, createCustomer, get } from '../customers';

describe('GET /api/v1/public/purchase-terms', () => {
  let t: TestApp;
  let tuned: TestApp;
  beforeAll(async () => {
    t = await createShopTestApp();
    tuned = await createShopTestApp({
      env: {
        INSTALMENT_MONTHS: '24, 6',
        INSTALMENT_MIN_AMOUNT: '5000',
        RETURN_WINDOW_DAYS: '14',
        PAYMENT_SANDBOX: 'false',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await tuned.close();
  });

  it('tells a guest the default 0% terms, the payment methods and the 7-day return window', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/public/purchase-terms' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.instalments).toEqual({ months: [3, 6, 12], min_amount: 10_000 });
    expect(data.return_window_days).toBe(7);
    expect(data.payment_methods.map((method: { name: string }) => method.name)).toEqual([
      'Cash on Delivery',
      'Online Payment',
    ]);
    expect(data.payment_methods[1].channels.map((c: { name: string }) => c.name)).toContain(
      'GCash',
    );
  });

  it('answers the same methods checkout lists to a signed-in customer', async () => {
    const ana = await createCustomer(t, { firstName: 'Ana' });
    const methods = (await get(t, '/api/v1/payment-methods', ana.headers)).json().data as {
      code: string;
      name: string;
    }[];
    const terms = (
      await t.app.inject({ method: 'GET', url: '/api/v1/public/purchase-terms' })
    ).json().data;
    expect(terms.payment_methods.map((method: { code: string }) => method.code)).toEqual(
      methods.map((method) => method.code),
    );
  });

  it('follows INSTALMENT_MONTHS, INSTALMENT_MIN_AMOUNT, RETURN_WINDOW_DAYS and the gateway', async () => {
    const { data } = (
      await tuned.app.inject({ method: 'GET', url: '/api/v1/public/purchase-terms' })
    ).json();
    expect(data.instalments).toEqual({ months: [6, 24], min_amount: 5_000 });
    expect(data.return_window_days).toBe(14);
    // No gateway configured: cash on delivery only.
    expect(data.payment_methods.map((method: { code: string }) => method.code)).toEqual(['cod']);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/v1/public/purchase-terms'].get.summary).toMatch(/instalment/);
  });
});
