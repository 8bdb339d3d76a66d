import { VAT_RATE, fromCentavos } from '@shop/shared';
import { notFound } from '../../errors';
import { type CartService, priceCartLines } from '../cart/index';
import type { OrdersQueryService } from '../orders/index';
import { isUuid } from '../../lib/ids';
import { CART_ID_NOT_FOUND } from './messages';

/** The VAT breakdown of an order or cart the caller owns; anyone else's is not found. */
export function createTaxesService(deps: {
  cart: CartService;
  orders: Pick<OrdersQueryService, 'findOwned'>;
}) {
  return {
    async breakdown(userId: string, id: string) {
      if (!isUuid(id)) throw notFound(CART_ID_NOT_FOUND);
      const order = await deps.orders.findOwned(userId, id);
      if (order) {
        return {
          _id: order.id,
          source: 'order' as const,
          vat_rate: VAT_RATE,
          vatable_sales: fromCentavos(order.vatableSalesCentavos),
          vat: fromCentavos(order.vatCentavos),
          total: fromCentavos(order.totalCentavos),
        };
      }
      if ((await deps.cart.cartId(userId)) !== id) throw notFound(CART_ID_NOT_FOUND);
      const lines = await deps.cart.allLines(userId);
      const priced = priceCartLines(lines);
      return {
        _id: id,
        source: 'cart' as const,
        vat_rate: VAT_RATE,
        vatable_sales: fromCentavos(priced.vatableSalesCentavos),
        vat: fromCentavos(priced.vatCentavos),
        total: fromCentavos(priced.totalCentavos),
      };
    },
  };
}

export type TaxesService = ReturnType<typeof createTaxesService>;
