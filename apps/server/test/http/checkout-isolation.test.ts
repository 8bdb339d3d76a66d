import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import {
  addressBody,
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
} from '../customers';

// Every route of the checkout service, called by Ben on Ana's cart item, cart, address and
// order: each answers 404 and Ana's data stays as it was.

let t: TestApp;
let ana: Customer;
let ben: Customer;
let anaItem: string;
let benItem: string;
let anaCart: string;
let anaAddress: string;
let benAddress: string;
let anaOrder: string;
let anaOnlineOrder: string;

beforeAll(async () => {
  t = await createShopTestApp();
  ana = await createCustomer(t, { firstName: 'Ana' });
  ben = await createCustomer(t, { firstName: 'Ben' });
  const lines = (await stockedVariants(t, { minStock: 5, branchCode: 'QC-MAIN' })).filter(
    (line) => line.priceCentavos < 8_000_00,
  );
  anaAddress = await createAddress(t, ana);
  benAddress = await createAddress(t, ben, { contactName: 'Ben Tan' });
  const ordered = await cartLine(t, ana, lines[0]!, 1);
  anaOrder = expectStatus(
    await checkout(t, ana, checkoutBody([ordered], { address: anaAddress })),
    201,
  ).data._id;
  const online = await cartLine(t, ana, lines[1]!, 1);
  anaOnlineOrder = expectStatus(
    await checkout(
      t,
      ana,
      checkoutBody([online], {
        address: anaAddress,
        paymentMethod: 'online',
        paynamicsChannel: 'gc',
      }),
    ),
    201,
  ).data._id;
  anaItem = await cartLine(t, ana, lines[2]!, 2);
  benItem = await cartLine(t, ben, lines[3]!, 1);
  anaCart = expectStatus(await get(t, '/api/v1/my-cart', ana.headers), 200).data._id;
});
afterAll(() => t.close());

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
  /** The 404 message Ben gets. */
  message: string;
}

const ITEM = 'The cart item does not exist.';
const ADDRESS = 'The address does not exist.';
const ORDER = 'The order does not exist.';

const onAnasThings = (): Call[] => [
  {
    method: 'PUT',
    url: `/api/v1/my-cart/items/${anaItem}`,
    payload: { quantity: 1 },
    message: ITEM,
  },
  { method: 'DELETE', url: `/api/v1/my-cart/items/${anaItem}`, message: ITEM },
  {
    method: 'DELETE',
    url: '/api/v1/my-cart/items/bulk',
    payload: { ids: [anaItem] },
    message: ITEM,
  },
  {
    method: 'POST',
    url: '/api/v1/my-cart/reset',
    payload: { cart_id: anaCart },
    message: 'The cart does not exist.',
  },
  {
    method: 'POST',
    url: '/api/v1/my-cart/items',
    payload: {
      productId: '00000000-0000-4000-8000-000000000000',
      variantId: '00000000-0000-4000-8000-000000000000',
      branchId: '00000000-0000-4000-8000-000000000000',
      quantity: 1,
      cart_id: anaCart,
    },
    message: 'The cart does not exist.',
  },
  {
    method: 'POST',
    url: '/api/v1/my-cart/compute-prices',
    payload: { items: [anaItem] },
    message: ITEM,
  },
  {
    method: 'POST',
    url: '/api/v1/my-cart/compute-prices',
    payload: { items: [benItem], addressId: anaAddress, courier: 'casa-fleet' },
    message: ADDRESS,
  },
  {
    method: 'POST',
    url: '/api/v1/my-cart/possible-couriers',
    payload: { items: [anaItem], region: 'ncr' },
    message: ITEM,
  },
  {
    method: 'POST',
    url: '/api/v1/my-cart/possible-couriers',
    payload: { items: [benItem], addressId: anaAddress },
    message: ADDRESS,
  },
  {
    method: 'POST',
    url: '/api/v1/my-cart/checkout',
    headers: { 'idempotency-key': 'isolation-1' },
    payload: checkoutBody([anaItem], { address: benAddress }),
    message: ITEM,
  },
  {
    method: 'POST',
    url: '/api/v1/my-cart/checkout',
    headers: { 'idempotency-key': 'isolation-2' },
    payload: checkoutBody([benItem], { address: anaAddress }),
    message: ADDRESS,
  },
  {
    method: 'POST',
    url: '/api/v1/my-cart/checkout',
    headers: { 'idempotency-key': 'isolation-3' },
    payload: checkoutBody([benItem], { address: benAddress, billingAddress: anaAddress }),
    message: ADDRESS,
  },
  {
    method: 'PUT',
    url: `/api/v1/my-info/addresses/${anaAddress}`,
    payload: addressBody(),
    message: ADDRESS,
  },
  { method: 'DELETE', url: `/api/v1/my-info/addresses/${anaAddress}`, message: ADDRESS },
  { method: 'GET', url: `/api/v1/my-orders/${anaOrder}`, message: ORDER },
  { method: 'POST', url: `/api/v1/my-orders/${anaOnlineOrder}/pay`, payload: {}, message: ORDER },
  {
    method: 'GET',
    url: `/api/checkout/get-auto-safe-taxes/${anaOrder}`,
    message: 'The order or cart does not exist.',
  },
  {
    method: 'GET',
    url: `/api/checkout/get-auto-safe-taxes/${anaCart}`,
    message: 'The order or cart does not exist.',
  },
];

const everyGuardedRoute = (): Omit<Call, 'message'>[] => [
  { method: 'GET', url: '/api/v1/my-cart' },
  { method: 'POST', url: '/api/v1/my-cart/items', payload: {} },
  { method: 'PUT', url: `/api/v1/my-cart/items/${anaItem}`, payload: { quantity: 1 } },
  { method: 'DELETE', url: `/api/v1/my-cart/items/${anaItem}` },
  { method: 'DELETE', url: '/api/v1/my-cart/items/bulk', payload: { ids: [anaItem] } },
  { method: 'DELETE', url: '/api/v1/my-cart/clear' },
  { method: 'POST', url: '/api/v1/my-cart/reset', payload: { cart_id: anaCart } },
  { method: 'POST', url: '/api/v1/my-cart/compute-prices', payload: { items: [anaItem] } },
  { method: 'POST', url: '/api/v1/my-cart/possible-couriers', payload: { items: [anaItem] } },
  { method: 'GET', url: '/api/v1/my-cart/assembly-dates' },
  { method: 'POST', url: '/api/v1/my-cart/checkout', payload: { items: [anaItem] } },
  { method: 'GET', url: '/api/v1/my-info/addresses' },
  { method: 'GET', url: '/api/address' },
  { method: 'POST', url: '/api/v1/my-info/addresses', payload: addressBody() },
  { method: 'PUT', url: `/api/v1/my-info/addresses/${anaAddress}`, payload: addressBody() },
  { method: 'DELETE', url: `/api/v1/my-info/addresses/${anaAddress}` },
  { method: 'GET', url: '/api/v1/payment-methods' },
  { method: 'GET', url: '/api/payment/method' },
  { method: 'GET', url: `/api/v1/my-orders/${anaOrder}` },
  { method: 'POST', url: `/api/v1/my-orders/${anaOnlineOrder}/pay`, payload: {} },
  { method: 'GET', url: `/api/checkout/get-auto-safe-taxes/${anaOrder}` },
];

async function anasWorld() {
  return {
    cart: expectStatus(await get(t, '/api/v1/my-cart', ana.headers), 200).data,
    addresses: expectStatus(await get(t, '/api/v1/my-info/addresses', ana.headers), 200).data,
    order: expectStatus(await get(t, `/api/v1/my-orders/${anaOrder}`, ana.headers), 200).data,
    online: expectStatus(await get(t, `/api/v1/my-orders/${anaOnlineOrder}`, ana.headers), 200)
      .data,
  };
}

describe('the checkout service', () => {
  it('needs a session on every customer route', async () => {
    for (const route of everyGuardedRoute()) {
      const response = await t.app.inject({
        method: route.method,
        url: route.url,
        payload: route.payload,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to continue.' });
    }
  });

  it('never lets one customer read or change another’s cart, address or order (404)', async () => {
    const before = await anasWorld();
    for (const call of onAnasThings()) {
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        payload: call.payload,
        headers: { ...ben.headers, ...call.headers },
      });
      expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBe(404);
      expect(response.json(), `${call.method} ${call.url}`).toEqual({ message: call.message });
    }
    expect(await anasWorld()).toEqual(before);
  });

  it('shows each customer only their own cart and address book', async () => {
    const benCart = expectStatus(await get(t, '/api/v1/my-cart', ben.headers), 200).data;
    expect(benCart._id).not.toBe(anaCart);
    expect(benCart.items.map((item: { _id: string }) => item._id)).toEqual([benItem]);
    for (const url of ['/api/v1/my-info/addresses', '/api/address']) {
      const addresses = expectStatus(await get(t, url, ben.headers), 200).data;
      expect(addresses.map((a: { _id: string }) => a._id)).toEqual([benAddress]);
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists every route of the checkout service, the cart reset included', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/my-cart',
        '/api/v1/my-cart/items',
        '/api/v1/my-cart/items/{id}',
        '/api/v1/my-cart/items/bulk',
        '/api/v1/my-cart/clear',
        '/api/v1/my-cart/reset',
        '/api/v1/my-cart/compute-prices',
        '/api/v1/my-cart/possible-couriers',
        '/api/v1/my-cart/assembly-dates',
        '/api/v1/my-cart/checkout',
        '/api/address',
        '/api/v1/my-info/addresses',
        '/api/v1/my-info/addresses/{id}',
        '/api/v1/public/locations/regions',
        '/api/v1/public/locations/provinces',
        '/api/v1/public/locations/cities',
        '/api/v1/payment-methods',
        '/api/payment/method',
        '/api/v1/my-orders/{id}',
        '/api/v1/my-orders/{id}/pay',
        '/api/checkout/get-auto-safe-taxes/{id}',
        '/api/v1/payments/paynamics/notification',
      ]),
    );
    expect(document.paths['/api/v1/my-cart/reset'].post.summary).toMatch(/^Cart reset/);
    const add =
      document.paths['/api/v1/my-cart/items'].post.requestBody.content['application/json'];
    expect(add.schema.properties.quantity).toEqual({ type: 'integer', minimum: 1 });
  });
});
