import type { Policy } from '@shop/shared';
import type { Transaction } from '../../db/client';

/**
 * What the orders module needs from protection-plan policies (modules/policies implements it):
 * issuing them with a new order, and listing an order's policies in its detail.
 */
export interface OrderPolicies {
  /** Called inside the checkout transaction right after the order and its items are written. */
  issueForOrder(orderId: string, tx: Transaction): Promise<void>;
  listForOrder(orderId: string): Promise<Policy[]>;
}

/** A shop without protection plans: nothing issued, nothing listed. */
export const noOrderPolicies: OrderPolicies = {
  issueForOrder: async () => {},
  listForOrder: async () => [],
};
