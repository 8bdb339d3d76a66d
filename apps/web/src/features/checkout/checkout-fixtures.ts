// Test data and a small in-memory checkout service for the checkout screens, in the shapes the
// API answers with (apps/server/src/modules/checkout, payments, orders; packages/shared).
import type { CartItem } from '@shop/shared/cart';
import type {
  AssemblyDates,
  CheckoutBody,
  CourierOption,
  PaymentMethod,
  PriceComputation,
} from '@shop/shared/checkout';
import type { MockRequest, MockResponse, MockRoutes } from '../../testing/api-mock';
import { LAMP, SOFA, cartOf, pricesOf } from './cart-fixtures';
import type { PlacedOrder } from './api/get-order';
import { branchFixture } from '../../testing/branch-fixture';

export { LAMP, SOFA };

/** The address book ids the couriers answer for (features/addresses/address-fixtures HOME, OFFICE). */
export const HOME_ID = 'a-home';
export const OFFICE_ID = 'a-office';

export const TRUCK: CourierOption = {
  code: 'shop_truck',
  name: 'Casa Filipina Delivery Truck',
  fee: 440,
  estimated_days: { min: 1, max: 3 },
};
export const LBC: CourierOption = {
  code: 'lbc_cargo',
  name: 'LBC Cargo',
  fee: 950,
  estimated_days: { min: 2, max: 4 },
};
export const TWO_GO: CourierOption = {
  code: '2go_freight',
  name: '2GO Freight',
  fee: 1200,
  estimated_days: { min: 4, max: 7 },
};

/** Per address: the truck serves Metro Manila only; outside it LBC and 2GO. */
export const COURIERS_BY_ADDRESS: Record<string, CourierOption[]> = {
  [HOME_ID]: [TRUCK, LBC],
  [OFFICE_ID]: [LBC, TWO_GO],
};

/** December 2026: the 1st is before the earliest day, the 4th is refused, Sundays are off. */
export const ASSEMBLY_DATES: AssemblyDates = {
  earliest: '2026-12-02',
  working_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  dates: ['2026-12-02', '2026-12-03', '2026-12-05', '2026-12-07', '2026-12-08', '2026-12-12'],
};

export const PAYMENT_METHODS: PaymentMethod[] = [
  {
    code: 'cod',
    name: 'Cash on Delivery',
    description:
      'Pay in cash when your order arrives (orders up to ₱20,000.00); for pickup, pay at the branch.',
    max_amount: 20000,
    available_for: ['delivery', 'pickup'],
    channels: [],
  },
  {
    code: 'online',
    name: 'Online Payment',
    description: 'Pay now by card, GCash, Maya or online banking through Paynamics.',
    max_amount: null,
    available_for: ['delivery', 'pickup'],
    channels: [
      { paynamicsChannel: 'cc', name: 'Credit or debit card', type: 'card' },
      { paynamicsChannel: 'gc', name: 'GCash', type: 'ewallet' },
      { paynamicsChannel: 'paymaya', name: 'Maya', type: 'ewallet' },
    ],
  },
];

export const BRANCHES = [
  branchFixture({
    _id: 'b-qc',
    name: 'Quezon City Main Showroom',
    code: 'QC',
    project_id: 'test-project',
    is_default: true,
    friend_url: 'quezon-city',
    description: '',
    address: '88 Tomas Morato Avenue, Quezon City',
    hours: 'Daily 10am–8pm',
  }),
  branchFixture({
    _id: 'b-cebu',
    name: 'Cebu Showroom',
    code: 'CEB',
    project_id: 'test-project',
    is_default: false,
    friend_url: 'cebu',
    description: '',
  }),
];

const round = (pesos: number) => Math.round(pesos * 100) / 100;

/** The seeded codes' rules, with the server's messages. */
function discountFor(code: string, subtotal: number): { percent: number } | { refusal: string } {
  switch (code.toUpperCase()) {
    case 'WELCOME10':
      return subtotal >= 5000
        ? { percent: 10 }
        : { refusal: 'Spend at least ₱5,000.00 to use this code.' };
    case 'PASKO2024':
      return { refusal: 'This discount code has expired.' };
    case 'USEDUP':
      return { refusal: 'This discount code has been fully used.' };
    default:
      return { refusal: 'This discount code does not exist.' };
  }
}

/** compute-prices as the server answers it, with a courier fee and a percentage code. */
export function quote(
  items: CartItem[],
  options: { code?: string | null; fee?: number } = {},
): PriceComputation | { refusal: string } {
  const base = pricesOf(items);
  let discount = 0;
  let details: PriceComputation['discount_details'] = null;
  if (options.code) {
    const rule = discountFor(options.code, base.subtotal);
    if ('refusal' in rule) return rule;
    discount = round((base.subtotal * rule.percent) / 100);
    details = {
      code: options.code.toUpperCase(),
      type: 'percentage',
      value: rule.percent,
      message: `${options.code.toUpperCase()} applied: ${rule.percent}% off.`,
    };
  }
  const fee = options.fee ?? 0;
  const total = round(base.subtotal - discount + fee);
  const vat = round((total * 12) / 112);
  return {
    ...base,
    discount,
    shipping_fee: fee,
    total,
    vat,
    vatable_sales: round(total - vat),
    shipping_vat: round((fee * 12) / 112),
    discount_details: details,
  };
}

export interface CheckoutCall {
  body: CheckoutBody;
  idempotencyKey: string | null;
}

export interface FakeCheckout {
  routes: MockRoutes;
  /** Bodies of every compute-prices call. */
  priced: Record<string, unknown>[];
  /** Every possible-couriers call's address id. */
  courierAddresses: string[];
  /** Every checkout call with its Idempotency-Key header. */
  checkouts: CheckoutCall[];
}

type Handler = (request: MockRequest) => MockResponse | Promise<MockResponse>;

/**
 * The cart, prices, couriers, assembly dates, payment methods, branches and checkout over
 * in-memory data (the address book comes from the addresses feature's fixtures, composed by the
 * screen tests). `checkout` answers with the handler given, else a COD order `o-1`.
 */
export function fakeCheckout(
  options: {
    items?: CartItem[];
    extra?: Record<string, Handler>;
  } = {},
): FakeCheckout {
  const items = options.items ?? [SOFA, LAMP];
  const priced: Record<string, unknown>[] = [];
  const courierAddresses: string[] = [];
  const checkouts: CheckoutCall[] = [];
  const routes: MockRoutes = {
    'GET /api/token': { body: { data: { valid: true } } },
    'GET /api/v1/my-cart': () => ({ body: { data: cartOf(items) } }),
    'GET /api/v1/public/branches/dropdown': { body: { data: BRANCHES } },
    'GET /api/v1/payment-methods': { body: { data: PAYMENT_METHODS } },
    'GET /api/v1/my-cart/assembly-dates': { body: { data: ASSEMBLY_DATES } },
    'POST /api/v1/my-cart/possible-couriers': ({ body }) => {
      const { addressId } = body as { addressId: string };
      courierAddresses.push(addressId);
      return { body: { data: COURIERS_BY_ADDRESS[addressId] ?? [] } };
    },
    'POST /api/v1/my-cart/compute-prices': ({ body }) => {
      const input = body as {
        items: string[];
        discountCode?: string | null;
        courier?: string | null;
        addressId?: string | null;
      };
      priced.push(input as Record<string, unknown>);
      const fee =
        Object.values(COURIERS_BY_ADDRESS)
          .flat()
          .find((option) => option.code === input.courier)?.fee ?? 0;
      const result = quote(
        items.filter((item) => input.items.includes(item._id)),
        { code: input.discountCode, fee },
      );
      if ('refusal' in result) {
        return {
          status: 422,
          body: { message: result.refusal, errors: { discountCode: result.refusal } },
        };
      }
      return { body: { data: result } };
    },
    'POST /api/v1/my-cart/checkout': ({ body, headers }) => {
      checkouts.push({
        body: body as CheckoutBody,
        idempotencyKey: headers.get('Idempotency-Key'),
      });
      return {
        status: 201,
        body: {
          data: { _id: 'o-1', orderNumber: 'CF-2026-000123', status: 'order_placed_cod_payment' },
        },
      };
    },
    ...orderRoutes(placedOrder()),
  };
  Object.assign(routes, options.extra ?? {});
  return { routes, priced, courierAddresses, checkouts };
}

/** An order as GET /api/v1/my-orders/{id} answers (the fields the checkout pages read). */
export function placedOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  const items = [SOFA, LAMP];
  const totals = quote(items, { fee: TRUCK.fee }) as PriceComputation;
  return {
    _id: 'o-1',
    orderNumber: 'CF-2026-000123',
    status: 'order_placed_cod_payment',
    status_label: 'Order Placed (COD Payment)',
    status_color: 'info',
    items: items.map((item) => ({
      _id: `oi-${item._id}`,
      product_id: item.product_id,
      variant_id: item.variant_id,
      name: item.name,
      friendly_url: item.friendly_url,
      image: item.image,
      variant: item.variant,
      branch_id: item.branch_id,
      quantity: item.quantity,
      unit_price: item.unit_price,
      line_total: item.line_total,
      discount: 0,
      net: item.line_total,
      vat: round((item.line_total * 12) / 112),
      protection_plan: item.protection_plan,
      with_protection_plan: item.with_protection_plan,
    })),
    totals: {
      subtotal: totals.subtotal,
      discount: totals.discount,
      shipping_fee: totals.shipping_fee,
      vat: totals.vat,
      vatable_sales: totals.vatable_sales,
      total: totals.total,
      discount_code: null,
    },
    payment: { method: 'cod', channel: null, status: 'cod_pending', due_at: null },
    fulfillment: {
      type: 'delivery',
      branch: null,
      courier: { code: TRUCK.code, name: TRUCK.name },
      address: {
        label: 'Home',
        contactName: 'Maria Santos',
        mobile: '9171234567',
        region: 'National Capital Region (NCR)',
        province: 'Metro Manila',
        city: 'Makati City',
        barangay: 'Poblacion',
        street: '123 Jupiter Street',
        zip: '1210',
      },
      billing_address: null,
      preferred_date_time: '2026-12-05T09:00:00+08:00',
      preferred_assembly_date: '2026-12-07',
      notes: 'Please call before delivery.',
      track_status: true,
      tracking_number: null,
    },
    created_at: '2026-11-30T02:00:00.000Z',
    audit: [
      {
        status: 'order_placed',
        label: 'Order Placed',
        at: '2026-11-30T02:00:00.000Z',
        actor: 'customer',
        note: '',
      },
    ],
    ...overrides,
  };
}

/** GET /api/v1/my-orders/{id} for one order (a function of the order, to change it later). */
export function orderRoutes(order: PlacedOrder | (() => PlacedOrder)): MockRoutes {
  const current = typeof order === 'function' ? order : () => order;
  return { [`GET /api/v1/my-orders/${current()._id}`]: () => ({ body: { data: current() } }) };
}
