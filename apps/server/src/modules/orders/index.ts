/**
 * The orders module's public face: other modules and the app's composition import from here
 * only, never the repository or its rows.
 */
import type { NewOrderItem, OrderItemRow, OrderRow } from './orders-repository';

/** An order as stored: totals in centavos, addresses as they were at checkout. */
export type Order = OrderRow;
/** One line of an order, frozen at checkout (name, options, prices, protection plan). */
export type OrderLine = OrderItemRow;
/** A line checkout hands to `place`. */
export type NewOrderLine = NewOrderItem;

export { ordersPlugin, type OrdersPluginOptions } from './plugin';
export { ordersRoutes } from './orders-routes';
export {
  createOrdersService,
  formatOrderNumber,
  ORDER_JOBS,
  type OperatorOrdersQuery,
  type OrdersService,
  type PlaceOrderInput,
  type RefundInput,
} from './orders-service';
export { noOrderPolicies, type OrderPolicies } from './order-policies';
