/**
 * The orders module's public face: other modules and the app's composition import from here
 * only, never the repository or its rows.
 */
import type { NewOrderItem, OrderItemRow, OrderRow } from './orders-repository';

/** An order as stored: totals in centavos, addresses as they were at checkout. */
export type Order = OrderRow;
/** One line of an order, frozen at checkout (name, options, prices, protection plan). */
export type OrderLine = OrderItemRow;
/** A line checkout hands to `placement.place`. */
export type NewOrderLine = NewOrderItem;

export { ORDER_JOBS } from './order-jobs';
export { ordersPlugin, type OrdersPluginOptions } from './plugin';
export { ordersRoutes } from './orders-routes';
export { orderDocumentsPlugin, type OrderDocumentsOptions } from './admin/documents-plugin';
export { returnsAdminPlugin, type ReturnsAdminOptions } from './admin/routes';
export { ordersAdminPlugin, type OrdersAdminOptions } from './admin/plugin';
export { sendReturnPhoto } from './return-photo-reply';
export { createOrdersModule, type OrdersModule, type OrdersModuleDeps } from './orders-module';
export {
  createOrderPlacementService,
  formatOrderNumber,
  type OrderPlacementService,
  type PlaceOrderInput,
} from './order-placement-service';
export { createOrderLifecycleService, type OrderLifecycleService } from './order-lifecycle-service';
export { createReturnsService, type ReturnsService } from './returns-service';
export { createRefundsService, type RefundInput, type RefundsService } from './refunds-service';
export {
  createOrdersQueryService,
  type OperatorOrdersQuery,
  type OrdersQueryService,
} from './orders-query-service';
export { createOrderMailsService, type OrderMailsService } from './order-mails-service';
export { noOrderPolicies, type OrderPolicies } from './order-policies';
export { createCustomerOrders, type CustomerOrders } from './customer-orders-repository';
export { dashboardAdminPlugin, type DashboardAdminOptions } from './admin/dashboard-routes';
export {
  createOrderedGoods,
  shelfKey,
  type OrderedGoods,
  type OrderSummary,
} from './ordered-goods-repository';
