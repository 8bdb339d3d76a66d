// Test data in the shapes the orders API answers with, checked against the shared contract so a
// contract change breaks these tests instead of leaving them on stale shapes.
import {
  orderReturnSchema,
  orderSummarySchema,
  policySchema,
  type OrderReturn,
  type OrderSummary,
  type Policy,
} from '@shop/shared/order-after-sales';
import { orderDetailSchema, type OrderDetail } from '@shop/shared/order-detail';
import { orderStatusColor, orderStatusLabel } from '@shop/shared/order-status';

const statusFields = (status: string) => ({
  status,
  status_label: orderStatusLabel(status),
  status_color: orderStatusColor(status),
});

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  const status = overrides.status ?? 'processing';
  return orderSummarySchema.parse({
    _id: 'o1',
    orderNumber: 'CF-2026-000123',
    ...statusFields(status),
    created_at: '2026-03-14T07:45:00.000Z',
    total: 26499,
    payment_method: 'cod',
    fulfillment_type: 'delivery',
    item_count: 3,
    items: [
      {
        _id: 'oi1',
        name: 'Narra Dining Table',
        image: { url: '/media/narra.svg', alt: 'Narra table' },
        quantity: 1,
        variant: 'Walnut · 6-seater',
      },
      {
        _id: 'oi2',
        name: 'Rattan Chair',
        image: null,
        quantity: 2,
        variant: '',
      },
    ],
    ...overrides,
  });
}

export function orderReturn(overrides: Partial<OrderReturn> = {}): OrderReturn {
  const status = overrides.status ?? 'return_request';
  return orderReturnSchema.parse({
    _id: 'r1',
    order_id: 'o1',
    orderNumber: 'CF-2026-000123',
    ...statusFields(status),
    reason: 'Damaged on arrival',
    details: 'One leg is cracked.',
    decision_note: '',
    items: [
      {
        order_item_id: 'oi2',
        name: 'Rattan Chair',
        image: null,
        variant: 'Natural',
        quantity: 1,
      },
    ],
    photos: [{ _id: 'ph1', url: '/api/v1/my-orders/o1/return-photos/ph1' }],
    created_at: '2026-03-20T02:00:00.000Z',
    updated_at: '2026-03-20T02:00:00.000Z',
    audit: [
      {
        status: 'return_request',
        label: 'Return Requested',
        at: '2026-03-20T02:00:00.000Z',
        actor: 'customer',
        note: 'Damaged on arrival',
      },
    ],
    ...overrides,
  });
}

export function policy(overrides: Partial<Policy> = {}): Policy {
  return policySchema.parse({
    _id: 'pol1',
    policy_number: 'PP-2026-000045',
    order_item_id: 'oi1',
    product_name: 'Narra Dining Table',
    plan_name: 'Furniture Care Plan',
    years: 2,
    starts_on: '2026-03-14',
    ends_on: '2028-03-13',
    status: 'active',
    cooling_off_ends_on: '2026-03-29',
    can_request_refund: true,
    refund_requested_at: null,
    ...overrides,
  });
}

const address = {
  label: 'Home',
  contactName: 'Maria Santos',
  mobile: '9171234567',
  region: 'National Capital Region',
  province: 'Metro Manila',
  city: 'Quezon City',
  barangay: 'Bagumbayan',
  street: '12 Mabini Street',
  zip: '1110',
};

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const status = overrides.status ?? 'processing';
  return orderDetailSchema.parse({
    _id: 'o1',
    orderNumber: 'CF-2026-000123',
    ...statusFields(status),
    items: [
      {
        _id: 'oi1',
        product_id: 'p1',
        variant_id: 'v1',
        name: 'Narra Dining Table',
        friendly_url: 'narra-dining-table',
        image: { url: '/media/narra.svg', alt: 'Narra table' },
        variant: { sku: 'NDT-6', color: 'Walnut', size: '6-seater', material: null },
        branch_id: 'b-qc',
        quantity: 1,
        unit_price: 24999,
        line_total: 24999,
        discount: 0,
        net: 24999,
        vat: 2678.46,
        protection_plan: { name: 'Furniture Care Plan', years: 2, price: 1500 },
        with_protection_plan: true,
      },
      {
        _id: 'oi2',
        product_id: 'p2',
        variant_id: 'v2',
        name: 'Rattan Chair',
        friendly_url: 'rattan-chair',
        image: null,
        variant: { sku: 'RC-N', color: 'Natural', size: null, material: 'Rattan' },
        branch_id: 'b-qc',
        quantity: 2,
        unit_price: 750,
        line_total: 1500,
        discount: 0,
        net: 1500,
        vat: 160.71,
        protection_plan: null,
        with_protection_plan: false,
      },
    ],
    totals: {
      subtotal: 26499,
      discount: 0,
      shipping_fee: 0,
      vat: 2839.18,
      vatable_sales: 23659.82,
      total: 26499,
      discount_code: null,
    },
    payment: { method: 'cod', channel: null, status: 'cod_pending', due_at: null },
    fulfillment: {
      type: 'delivery',
      branch: null,
      courier: { code: 'shop_truck', name: 'Casa Filipina Truck' },
      address,
      billing_address: null,
      preferred_date_time: null,
      preferred_assembly_date: null,
      notes: '',
      track_status: true,
      tracking_number: null,
    },
    abroad: null,
    created_at: '2026-03-14T07:45:00.000Z',
    audit: [
      {
        status: 'order_placed',
        label: 'Order Placed',
        at: '2026-03-14T07:45:00.000Z',
        actor: 'customer',
        note: '',
      },
      {
        status: 'order_placed_cod_payment',
        label: 'Order Placed (COD Payment)',
        at: '2026-03-14T07:45:01.000Z',
        actor: 'system',
        note: '',
      },
      {
        status: 'processing',
        label: 'Order Processing',
        at: '2026-03-15T01:30:00.000Z',
        actor: 'operator',
        note: 'Packed at the Quezon City warehouse',
      },
    ],
    allowed_actions: ['cancel'],
    return_window_ends_at: null,
    returns: [],
    policies: [],
    ...overrides,
  });
}
