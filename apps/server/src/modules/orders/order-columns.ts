import { orders } from '../../db/schema/index';
import type { OrderRow } from './orders-repository';

/** The columns an order's one-line summary shows (a customer's orders, the console's list). */
export const orderSummaryColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  status: orders.status,
  totalCentavos: orders.totalCentavos,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
};

/** An order's stored totals, as checkout computed them: the invoice and the order page agree. */
export function orderTotalsOf(order: OrderRow) {
  return {
    subtotalCentavos: order.subtotalCentavos,
    discountCentavos: order.discountCentavos,
    discountCode: order.discountCode,
    shippingFeeCentavos: order.shippingFeeCentavos,
    vatableSalesCentavos: order.vatableSalesCentavos,
    vatCentavos: order.vatCentavos,
    totalCentavos: order.totalCentavos,
  };
}
