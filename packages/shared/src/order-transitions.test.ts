import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import {
  allowedOrderActions,
  findOrderTransition,
  nextOrderStatus,
  ORDER_ACTIONS,
  ORDER_TRANSITIONS,
  type OrderActor,
} from './order-transitions';

const ACTORS: OrderActor[] = ['customer', 'operator', 'system', 'gateway'];

// The machine of DESIGN.md section 5, written out by hand: `from action actor -> to`. Every
// (status, action, actor) triple not listed here must be refused.
const EXPECTED = `
  order_placed choose_cod system -> order_placed_cod_payment
  order_placed await_payment system -> order_placed_awaiting_payment
  order_placed_awaiting_payment receive_payment gateway -> payment_received
  order_placed_awaiting_payment expire_payment system -> cancelled_seller
  payment_received confirm_online_order system -> order_placed_online_payment

  order_placed cancel customer -> cancelled_customer
  order_placed_awaiting_payment cancel customer -> cancelled_customer
  order_placed_cod_payment cancel customer -> cancelled_customer
  order_placed_online_payment cancel customer -> cancelled_customer
  payment_received cancel customer -> cancelled_customer
  processing cancel customer -> cancelled_customer
  processing_with_refund cancel customer -> cancelled_customer

  order_placed seller_cancel operator -> cancelled_seller
  order_placed_awaiting_payment seller_cancel operator -> cancelled_seller
  order_placed_cod_payment seller_cancel operator -> cancelled_seller
  order_placed_online_payment seller_cancel operator -> cancelled_seller
  payment_received seller_cancel operator -> cancelled_seller
  processing seller_cancel operator -> cancelled_seller
  processing_with_refund seller_cancel operator -> cancelled_seller

  order_placed_cod_payment process operator -> processing
  order_placed_online_payment process operator -> processing
  processing ship operator -> shipped
  processing_with_refund ship operator -> shipped_with_refund
  shipped deliver operator -> delivered_confirm_receipt
  shipped_with_refund deliver operator -> delivered_confirm_receipt_with_refund

  delivered_confirm_receipt confirm_receipt customer -> order_received
  delivered_confirm_receipt_with_refund confirm_receipt customer -> order_received

  processing request_policy_refund customer -> processing_with_refund
  shipped request_policy_refund customer -> shipped_with_refund
  delivered_confirm_receipt request_policy_refund customer -> delivered_confirm_receipt_with_refund

  order_received complete operator -> order_complete
  order_received complete system -> order_complete
  return_cancelled complete operator -> order_complete
  return_cancelled complete system -> order_complete

  order_received request_return customer -> return_request
  return_request accept_return operator -> return_pending
  return_request approve_return operator -> return_approved
  return_pending approve_return operator -> return_approved
  return_request decline_return operator -> return_cancelled
  return_pending decline_return operator -> return_cancelled
  return_request withdraw_return customer -> return_cancelled
  return_pending withdraw_return customer -> return_cancelled
  return_approved receive_return operator -> return_order_processing
  return_order_processing mark_returned operator -> returned
`;

const expected = new Map(
  EXPECTED.trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [from, action, actor, arrow, to] = line.split(/\s+/);
      if (arrow !== '->' || !to) throw new Error(`Bad expected line: ${line}`);
      return [`${from} ${action} ${actor}`, to] as const;
    }),
);

describe('the order status machine', () => {
  it('allows exactly the listed (status, action, actor) moves and refuses every other one', () => {
    const actual = new Map<string, string>();
    const refused: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const action of ORDER_ACTIONS) {
        for (const actor of ACTORS) {
          const key = `${from} ${action} ${actor}`;
          const to = nextOrderStatus(from, action, actor);
          if (to) actual.set(key, to);
          else refused.push(key);
          // The operator's "go to status" form and the allowed-actions list agree with it.
          expect(allowedOrderActions(from, actor).includes(action), key).toBe(to !== undefined);
          if (to) expect(findOrderTransition(from, to, actor)?.to, key).toBe(to);
        }
      }
    }
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
    expect(refused).toHaveLength(
      ORDER_STATUSES.length * ORDER_ACTIONS.length * ACTORS.length - expected.size,
    );
    // Unknown statuses and actions move nowhere.
    expect(nextOrderStatus('shipped_somewhere', 'ship', 'operator')).toBeUndefined();
    expect(allowedOrderActions('shipped_somewhere', 'operator')).toEqual([]);
  });

  it('never produces the legacy order_recieved', () => {
    expect(ORDER_TRANSITIONS.filter((move) => move.to === 'order_recieved')).toEqual([]);
    expect(ORDER_TRANSITIONS.filter((move) => move.from === 'order_recieved')).toEqual([]);
  });

  it('reaches every other status from order_placed', () => {
    const reached = new Set<string>(['order_placed']);
    for (let grew = true; grew;) {
      grew = false;
      for (const move of ORDER_TRANSITIONS) {
        if (reached.has(move.from) && !reached.has(move.to)) {
          reached.add(move.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual(
      ORDER_STATUSES.filter((status) => status !== 'order_recieved').sort(),
    );
  });
});
