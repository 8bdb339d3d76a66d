// Test data and a small in-memory cart service in the shapes the cart API answers with
// (apps/server/src/modules/cart, packages/shared/src/cart.ts).
import type { Cart, CartItem } from '@shop/shared/cart';
import type { PriceComputation } from '@shop/shared/checkout';
import type { MockRequest, MockResponse, MockRoutes } from '../../testing/api-mock';

export const CART_ID = 'cart-1';

const round = (pesos: number) => Math.round(pesos * 100) / 100;

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  const item: CartItem = {
    _id: 'i-sofa',
    product_id: 'p-sofa',
    variant_id: 'v-sofa-grey',
    name: 'Hiraya Three-Seater Sofa',
    friendly_url: 'hiraya-three-seater-sofa',
    image: { url: '/media/sofa.svg', alt: 'Grey sofa' },
    variant: { sku: 'SOF-GRY', color: 'Grey', size: '3-Seater', material: null },
    branch_id: 'b-qc',
    branch_name: 'Quezon City Main Showroom',
    quantity: 1,
    unit_price: 24999,
    compare_at_price: 27999,
    line_total: 0,
    stock_available: 5,
    protection_plan: null,
    with_protection_plan: false,
    ...overrides,
  };
  return { ...item, line_total: lineTotal(item) };
}

export const SOFA = cartItem();
export const LAMP = cartItem({
  _id: 'i-lamp',
  product_id: 'p-lamp',
  variant_id: 'v-lamp-oat',
  name: 'Siargao Tripod Floor Lamp',
  friendly_url: 'siargao-tripod-floor-lamp',
  image: { url: '/media/lamp.svg', alt: 'Floor lamp' },
  variant: { sku: 'LMP-OAT', color: 'Oatmeal', size: null, material: null },
  quantity: 2,
  unit_price: 4199,
  compare_at_price: null,
  stock_available: 3,
  protection_plan: { name: '2-Year Lighting Care Plan', years: 2, price: 350 },
});

function lineTotal(item: CartItem): number {
  const plan = item.with_protection_plan && item.protection_plan ? item.protection_plan.price : 0;
  return round(item.quantity * (item.unit_price + plan));
}

export function cartOf(items: CartItem[]): Cart {
  const lines = items.map((item) => ({ ...item, line_total: lineTotal(item) }));
  return {
    _id: CART_ID,
    items: lines,
    totalItemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** Totals as the server words them: prices include 12 % VAT, VAT = total × 12/112. */
export function pricesOf(items: CartItem[]): PriceComputation {
  const lines = items.map((item) => {
    const gross = lineTotal(item);
    return {
      item_id: item._id,
      quantity: item.quantity,
      unit_price: item.unit_price,
      gross,
      discount: 0,
      net: gross,
      vat: round((gross * 12) / 112),
    };
  });
  const total = round(lines.reduce((sum, line) => sum + line.net, 0));
  const vat = round((total * 12) / 112);
  return {
    subtotal: total,
    discount: 0,
    shipping_fee: 0,
    vat,
    vatable_sales: round(total - vat),
    total,
    lines,
    shipping_vat: 0,
    discount_details: null,
  };
}

export interface FakeCart {
  routes: MockRoutes;
  items: () => CartItem[];
  /** The item ids of every compute-prices call, in order. */
  pricedWith: string[][];
}

type Handler = (request: MockRequest) => MockResponse | Promise<MockResponse>;

/**
 * The cart endpoints over an in-memory cart, with the server's rules that the screens show:
 * quantity from 1 to the stock (409 with the server's message beyond it).
 */
export function fakeCart(initial: CartItem[], extra: Record<string, Handler> = {}): FakeCart {
  let items = initial.map((item) => ({ ...item }));
  const pricedWith: string[][] = [];
  const reply = (status = 200): MockResponse => ({ status, body: { data: cartOf(items) } });
  const routes: MockRoutes = {
    'GET /api/token': { body: { data: { valid: true } } },
    'GET /api/v1/my-cart': () => reply(),
    'DELETE /api/v1/my-cart/clear': () => {
      items = [];
      return reply();
    },
    'DELETE /api/v1/my-cart/items/bulk': ({ body }) => {
      const ids = (body as { ids: string[] }).ids;
      items = items.filter((item) => !ids.includes(item._id));
      return reply();
    },
    'POST /api/v1/my-cart/compute-prices': ({ body }) => {
      const ids = (body as { items: string[] }).items;
      pricedWith.push(ids);
      return { body: { data: pricesOf(items.filter((item) => ids.includes(item._id))) } };
    },
  };
  for (const item of initial) {
    routes[`PUT /api/v1/my-cart/items/${item._id}`] = ({ body }) => {
      const { quantity, withProtectionPlan } = body as {
        quantity: number;
        withProtectionPlan?: boolean;
      };
      const line = items.find((entry) => entry._id === item._id);
      if (!line) return { status: 404, body: { message: 'The cart item does not exist.' } };
      if (quantity > line.stock_available) {
        return {
          status: 409,
          body: { message: `Only ${line.stock_available} left in stock at ${line.branch_name}.` },
        };
      }
      line.quantity = quantity;
      if (withProtectionPlan !== undefined) line.with_protection_plan = withProtectionPlan;
      return reply();
    };
    routes[`DELETE /api/v1/my-cart/items/${item._id}`] = () => {
      items = items.filter((entry) => entry._id !== item._id);
      return reply();
    };
  }
  Object.assign(routes, extra);
  return { routes, items: () => items, pricedWith };
}
