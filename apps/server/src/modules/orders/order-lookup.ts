import type { Transaction } from '../../db/client';
import { notFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { ORDER_NOT_FOUND } from './messages';
import type { OrdersRepository } from './orders-repository';

/** Finding one order the way each caller names it; a missing one is a 404. */
export function createOrderLookup(repository: OrdersRepository) {
  return {
    /** One of the caller's orders (anyone else's is not found). */
    async owned(userId: string, orderId: string) {
      const order = isUuid(orderId) ? await repository.findOwned(userId, orderId) : undefined;
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return order;
    },

    /** One of the caller's orders, or undefined (no error). */
    findOwned: (userId: string, orderId: string) =>
      isUuid(orderId) ? repository.findOwned(userId, orderId) : Promise.resolve(undefined),

    /** An order by its id or its number (the operator's and the command line's way). */
    async byIdOrNumber(idOrNumber: string) {
      const key = idOrNumber.trim();
      const number = key.toUpperCase();
      const order = isUuid(key)
        ? await repository.find(key)
        : await repository.findByNumber(number);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return order;
    },

    /** The order row, locked until the transaction ends (status changes are serialised). */
    async locked(orderId: string, tx: Transaction) {
      const order = await repository.findForUpdate(orderId, tx);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return order;
    },
  };
}

export type OrderLookup = ReturnType<typeof createOrderLookup>;
