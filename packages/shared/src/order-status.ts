// Order statuses, labels and colours of spec section 4.
import { z } from 'zod';

export const ORDER_STATUS_LABELS = {
  order_placed: 'Order Placed',
  order_complete: 'Order Complete',
  payment_received: 'Payment Received',
  order_placed_cod_payment: 'Order Placed (COD Payment)',
  cancelled_seller: 'Order Cancelled by Seller',
  processing: 'Order Processing',
  processing_with_refund: 'Order Processing',
  shipped: 'Order in Transit',
  shipped_with_refund: 'Order in Transit',
  delivered_confirm_receipt: 'Order Delivered (Confirm Receipt)',
  delivered_confirm_receipt_with_refund: 'Order Delivered (Confirm Receipt)',
  order_placed_online_payment: 'Order Placed (Online Payment)',
  // Legacy misspelling: still displayed, never produced.
  order_recieved: 'Order Recieved',
  order_received: 'Order Received',
  cancelled_customer: 'Order Cancelled',
  order_placed_awaiting_payment: 'Order Placed (Awaiting Payment)',
  return_cancelled: 'Return Cancelled',
  return_pending: 'Return Pending',
  return_approved: 'Return Approved',
  return_request: 'Return Requested',
  returned: 'Returned',
  return_order_processing: 'Return Order Processing',
} as const;

export type OrderStatus = keyof typeof ORDER_STATUS_LABELS;

export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as [OrderStatus, ...OrderStatus[]];

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export function isOrderStatus(value: string): value is OrderStatus {
  return Object.hasOwn(ORDER_STATUS_LABELS, value);
}

/** '' for a status the spec does not know. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : '';
}

export type StatusColor = 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success';

// The spec fixes only cancelled_customer (error), order_complete (success) and the primary
// fallback. The rest: waiting on the shopper -> warning, moving along -> info, done -> success,
// cancelled -> error, returns -> secondary (warning while the request awaits the seller), and
// the *_with_refund twins -> warning because a refund is still open.
export const ORDER_STATUS_COLORS: Record<OrderStatus, StatusColor> = {
  order_placed: 'info',
  order_placed_cod_payment: 'info',
  order_placed_awaiting_payment: 'warning',
  payment_received: 'info',
  order_placed_online_payment: 'info',
  processing: 'info',
  processing_with_refund: 'warning',
  shipped: 'info',
  shipped_with_refund: 'warning',
  delivered_confirm_receipt: 'success',
  delivered_confirm_receipt_with_refund: 'warning',
  order_recieved: 'success',
  order_received: 'success',
  order_complete: 'success',
  cancelled_customer: 'error',
  cancelled_seller: 'error',
  return_request: 'warning',
  return_pending: 'warning',
  return_approved: 'secondary',
  return_order_processing: 'secondary',
  returned: 'secondary',
  return_cancelled: 'error',
};

export function orderStatusColor(status: string): StatusColor {
  return isOrderStatus(status) ? ORDER_STATUS_COLORS[status] : 'primary';
}

/** Tabs of the orders page; every status belongs to exactly one group. */
export const ORDER_STATUS_GROUPS = {
  to_pay: ['order_placed', 'order_placed_awaiting_payment'],
  processing: [
    'order_placed_cod_payment',
    'payment_received',
    'order_placed_online_payment',
    'processing',
    'processing_with_refund',
  ],
  shipped: ['shipped', 'shipped_with_refund'],
  delivered: ['delivered_confirm_receipt', 'delivered_confirm_receipt_with_refund'],
  completed: ['order_received', 'order_recieved', 'order_complete'],
  cancelled: ['cancelled_customer', 'cancelled_seller'],
  returns: [
    'return_request',
    'return_pending',
    'return_approved',
    'return_order_processing',
    'returned',
    'return_cancelled',
  ],
} as const satisfies Record<string, readonly OrderStatus[]>;

export type OrderStatusGroup = keyof typeof ORDER_STATUS_GROUPS;

export const ORDER_STATUS_GROUP_NAMES = Object.keys(ORDER_STATUS_GROUPS) as [
  OrderStatusGroup,
  ...OrderStatusGroup[],
];

export const orderStatusGroupSchema = z.enum(ORDER_STATUS_GROUP_NAMES);

export function orderStatusGroup(status: string): OrderStatusGroup | undefined {
  return ORDER_STATUS_GROUP_NAMES.find((group) =>
    (ORDER_STATUS_GROUPS[group] as readonly string[]).includes(status),
  );
}
