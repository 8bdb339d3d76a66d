// The order status machine of DESIGN.md section 5. The server enforces it; the web asks the
// order detail which actions are allowed now and never decides on its own.
import type { OrderStatus } from './order-status';

/** Who moves an order: the shopper, a shop operator, the server itself, the payment gateway. */
export type OrderActor = 'customer' | 'operator' | 'system' | 'gateway';

/** What a shopper can ask for through `PUT /api/orders/update-status/{id}`. */
export const CUSTOMER_ORDER_ACTIONS = [
  'cancel',
  'confirm_receipt',
  'request_return',
  'withdraw_return',
] as const;
export type CustomerOrderAction = (typeof CUSTOMER_ORDER_ACTIONS)[number];

export const ORDER_ACTIONS = [
  // set by the server while placing and paying
  'choose_cod',
  'await_payment',
  'receive_payment',
  'confirm_online_order',
  'expire_payment',
  // the shopper
  ...CUSTOMER_ORDER_ACTIONS,
  'request_policy_refund',
  // the shop operator
  'process',
  'ship',
  'deliver',
  'seller_cancel',
  'complete',
  'accept_return',
  'approve_return',
  'decline_return',
  'receive_return',
  'mark_returned',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export interface OrderTransition {
  from: OrderStatus;
  action: OrderAction;
  to: OrderStatus;
  actor: OrderActor;
}

const t = (
  from: OrderStatus,
  action: OrderAction,
  to: OrderStatus,
  actor: OrderActor,
): OrderTransition => ({ from, action, to, actor });

/** Statuses a customer may still cancel from (everything before `shipped`). */
const CANCELLABLE: readonly OrderStatus[] = [
  'order_placed',
  'order_placed_awaiting_payment',
  'order_placed_cod_payment',
  'order_placed_online_payment',
  'payment_received',
  'processing',
  'processing_with_refund',
];

/**
 * Every allowed move. Anything not listed is refused. `order_recieved` (legacy spelling) is
 * displayed but never produced, so it is the target of nothing; `returned`,
 * `order_complete`, `cancelled_customer` and `cancelled_seller` are final.
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  t('order_placed', 'choose_cod', 'order_placed_cod_payment', 'system'),
  t('order_placed', 'await_payment', 'order_placed_awaiting_payment', 'system'),
  t('order_placed_awaiting_payment', 'receive_payment', 'payment_received', 'gateway'),
  t('order_placed_awaiting_payment', 'expire_payment', 'cancelled_seller', 'system'),
  t('payment_received', 'confirm_online_order', 'order_placed_online_payment', 'system'),

  ...CANCELLABLE.map((from) => t(from, 'cancel', 'cancelled_customer', 'customer')),
  ...CANCELLABLE.map((from) => t(from, 'seller_cancel', 'cancelled_seller', 'operator')),

  t('order_placed_cod_payment', 'process', 'processing', 'operator'),
  t('order_placed_online_payment', 'process', 'processing', 'operator'),
  t('processing', 'ship', 'shipped', 'operator'),
  t('processing_with_refund', 'ship', 'shipped_with_refund', 'operator'),
  t('shipped', 'deliver', 'delivered_confirm_receipt', 'operator'),
  t('shipped_with_refund', 'deliver', 'delivered_confirm_receipt_with_refund', 'operator'),

  t('delivered_confirm_receipt', 'confirm_receipt', 'order_received', 'customer'),
  t('delivered_confirm_receipt_with_refund', 'confirm_receipt', 'order_received', 'customer'),

  // A protection-plan refund in progress on a live order moves it to the status's twin.
  t('processing', 'request_policy_refund', 'processing_with_refund', 'customer'),
  t('shipped', 'request_policy_refund', 'shipped_with_refund', 'customer'),
  t(
    'delivered_confirm_receipt',
    'request_policy_refund',
    'delivered_confirm_receipt_with_refund',
    'customer',
  ),

  t('order_received', 'complete', 'order_complete', 'operator'),
  t('order_received', 'complete', 'order_complete', 'system'),
  t('return_cancelled', 'complete', 'order_complete', 'operator'),
  t('return_cancelled', 'complete', 'order_complete', 'system'),

  // Returns, within the return window after receipt (the window is checked by the server).
  t('order_received', 'request_return', 'return_request', 'customer'),
  t('return_request', 'accept_return', 'return_pending', 'operator'),
  t('return_request', 'approve_return', 'return_approved', 'operator'),
  t('return_pending', 'approve_return', 'return_approved', 'operator'),
  t('return_request', 'decline_return', 'return_cancelled', 'operator'),
  t('return_pending', 'decline_return', 'return_cancelled', 'operator'),
  t('return_request', 'withdraw_return', 'return_cancelled', 'customer'),
  t('return_pending', 'withdraw_return', 'return_cancelled', 'customer'),
  t('return_approved', 'receive_return', 'return_order_processing', 'operator'),
  t('return_order_processing', 'mark_returned', 'returned', 'operator'),
];

/** The status an action leads to from `from` for this actor, or undefined when refused. */
export function nextOrderStatus(
  from: string,
  action: OrderAction,
  actor: OrderActor,
): OrderStatus | undefined {
  return ORDER_TRANSITIONS.find(
    (move) => move.from === from && move.action === action && move.actor === actor,
  )?.to;
}

/** Whether `actor` may move an order straight from `from` to `to` (the operator CLI's form). */
export function findOrderTransition(
  from: string,
  to: string,
  actor: OrderActor,
): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find(
    (move) => move.from === from && move.to === to && move.actor === actor,
  );
}

/** The actions this actor may take on an order in `status`, in table order, no repeats. */
export function allowedOrderActions(status: string, actor: OrderActor): OrderAction[] {
  const actions = ORDER_TRANSITIONS.filter(
    (move) => move.from === status && move.actor === actor,
  ).map((move) => move.action);
  return [...new Set(actions)];
}
