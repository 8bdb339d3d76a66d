import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  stockedVariants,
  type Customer,
  type StockedVariant,
} from '../customers';

let t: TestApp;
let ana: Customer;
let lines: StockedVariant[];
let address: string;
let orderId: string;
let orderNumber: string;

beforeAll(async () => {
  t = await createShopTestApp();
  ana = await createCustomer(t, { firstName: 'Ana' });
  lines = (await stockedVariants(t, { minStock: 5, branchCode: 'QC-MAIN', withPlan: true })).filter(
    (line) => line.priceCentavos < 12_000_00,
  );
  address = await createAddress(t, ana);
  const first = await cartLine(t, ana, lines[0]!, 1, { withProtectionPlan: true });
  const second = await cartLine(t, ana, lines[1]!, 1);
  const placed = expectStatus(
    await checkout(
      t,
      ana,
      checkoutBody([first, second], {
        address,
        fulfillmentType: 'pickup',
        branchId: lines[0]!.branchId,
        courier: null,
        discountCode: 'WELCOME10',
        trackStatus: false,
      }),
    ),
    201,
  ).data;
  orderId = placed._id;
  orderNumber = placed.orderNumber;
});
afterAll(() => t.close());

describe('GET /api/v1/my-orders/:id', () => {
  it('shows the order: items frozen at checkout, totals, payment, fulfillment and audit', async () => {
    const order = expectStatus(await get(t, `/api/v1/my-orders/${orderId}`, ana.headers), 200).data;
    const [a, b] = lines as [StockedVariant, StockedVariant];
    const gross = [a.priceCentavos + a.planPriceCentavos!, b.priceCentavos];
    const subtotal = gross[0]! + gross[1]!;
    const discount = Math.min(Math.floor((subtotal * 1000 + 5000) / 10000), 3_000_00);
    expect(order).toEqual({
      _id: orderId,
      orderNumber,
      status: 'order_placed_cod_payment',
      status_label: 'Order Placed (COD Payment)',
      status_color: 'info',
      items: [
        {
          _id: expect.any(String),
          product_id: a.productId,
          variant_id: a.variantId,
          name: a.name,
          friendly_url: expect.any(String),
          image: { url: expect.stringMatching(/^\/media\//), alt: expect.any(String) },
          variant: expect.objectContaining({ sku: expect.any(String) }),
          branch_id: a.branchId,
          quantity: 1,
          unit_price: a.priceCentavos / 100,
          line_total: gross[0]! / 100,
          discount: expect.any(Number),
          net: expect.any(Number),
          vat: expect.any(Number),
          protection_plan: {
            name: expect.stringMatching(/Protection Plan$/),
            years: expect.any(Number),
            price: a.planPriceCentavos! / 100,
          },
          with_protection_plan: true,
        },
        expect.objectContaining({ variant_id: b.variantId, with_protection_plan: false }),
      ],
      totals: {
        subtotal: subtotal / 100,
        discount: discount / 100,
        shipping_fee: 0,
        vat: Math.floor(((subtotal - discount) * 12 + 56) / 112) / 100,
        vatable_sales: expect.any(Number),
        total: (subtotal - discount) / 100,
        discount_code: 'WELCOME10',
      },
      payment: { method: 'cod', channel: null, status: 'cod_pending', due_at: null },
      fulfillment: {
        type: 'pickup',
        branch: { _id: a.branchId, name: a.branchName },
        courier: null,
        address: null,
        billing_address: expect.objectContaining({ contactName: 'Maria Santos', zip: '1103' }),
        preferred_date_time: null,
        preferred_assembly_date: null,
        notes: '',
        track_status: false,
        tracking_number: null,
      },
      // Placed at home: no buyer abroad, no separate recipient.
      abroad: null,
      created_at: expect.any(String),
      audit: [
        expect.objectContaining({ status: 'order_placed', actor: 'customer' }),
        expect.objectContaining({ status: 'order_placed_cod_payment', actor: 'system' }),
      ],
      allowed_actions: ['cancel'],
      return_window_ends_at: null,
      returns: [],
      policies: expect.any(Array),
    });
    const cents = (value: number) => Math.round(value * 100);
    const items = order.items as { discount: number; net: number; vat: number }[];
    expect(items.reduce((sum, item) => sum + cents(item.discount), 0)).toBe(discount);
    expect(items.reduce((sum, item) => sum + cents(item.net), 0)).toBe(subtotal - discount);
    expect(items.reduce((sum, item) => sum + cents(item.vat), 0)).toBe(cents(order.totals.vat));
  });

  it('answers 404 for an order that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'CF-2026-000001']) {
      const response = await get(t, `/api/v1/my-orders/${id}`, ana.headers);
      expect(expectStatus(response, 404)).toEqual({ message: 'The order does not exist.' });
    }
  });
});

describe('GET /api/checkout/get-auto-safe-taxes/:id', () => {
  it('breaks down the VAT of an order', async () => {
    const order = expectStatus(await get(t, `/api/v1/my-orders/${orderId}`, ana.headers), 200).data;
    const taxes = expectStatus(
      await get(t, `/api/checkout/get-auto-safe-taxes/${orderId}`, ana.headers),
      200,
    ).data;
    expect(taxes).toEqual({
      _id: orderId,
      source: 'order',
      vat_rate: 0.12,
      vatable_sales: order.totals.vatable_sales,
      vat: order.totals.vat,
      total: order.totals.total,
    });
  });

  it('breaks down the VAT of the caller’s cart', async () => {
    await cartLine(t, ana, lines[2]!, 2);
    const cart = expectStatus(
      await get(t, '/api/v1/my-cart?withComputation=1', ana.headers),
      200,
    ).data;
    const taxes = expectStatus(
      await get(t, `/api/checkout/get-auto-safe-taxes/${cart._id}`, ana.headers),
      200,
    ).data;
    expect(taxes).toEqual({
      _id: cart._id,
      source: 'cart',
      vat_rate: 0.12,
      vatable_sales: cart.computation.vatable_sales,
      vat: cart.computation.vat,
      total: cart.computation.total,
    });
  });

  it('answers 404 for anything else', async () => {
    const response = await get(
      t,
      '/api/checkout/get-auto-safe-taxes/00000000-0000-4000-8000-000000000000',
      ana.headers,
    );
    expect(expectStatus(response, 404)).toEqual({ message: 'The order or cart does not exist.' });
  });
});
