import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_STATUS_GROUPS,
  isOrderStatus,
  orderStatusColor,
  orderStatusGroup,
  orderStatusLabel,
  orderStatusSchema,
} from './order-status';

// Spec section 4, row by row.
const SPEC_TABLE: [string, string][] = [
  ['order_placed', 'Order Placed'],
  ['order_complete', 'Order Complete'],
  ['payment_received', 'Payment Received'],
  ['order_placed_cod_payment', 'Order Placed (COD Payment)'],
  ['cancelled_seller', 'Order Cancelled by Seller'],
  ['processing', 'Order Processing'],
  ['processing_with_refund', 'Order Processing'],
  ['shipped', 'Order in Transit'],
  ['shipped_with_refund', 'Order in Transit'],
  ['delivered_confirm_receipt', 'Order Delivered (Confirm Receipt)'],
  ['delivered_confirm_receipt_with_refund', 'Order Delivered (Confirm Receipt)'],
  ['order_placed_online_payment', 'Order Placed (Online Payment)'],
  ['order_recieved', 'Order Recieved'],
  ['order_received', 'Order Received'],
  ['cancelled_customer', 'Order Cancelled'],
  ['order_placed_awaiting_payment', 'Order Placed (Awaiting Payment)'],
  ['return_cancelled', 'Return Cancelled'],
  ['return_pending', 'Return Pending'],
  ['return_approved', 'Return Approved'],
  ['return_request', 'Return Requested'],
  ['returned', 'Returned'],
  ['return_order_processing', 'Return Order Processing'],
];

describe('order statuses', () => {
  it('lists exactly the 22 statuses of the spec', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(SPEC_TABLE.map(([status]) => status).sort());
  });

  it.each(SPEC_TABLE)('labels %s as %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });

  it('gives an unknown status no label and the primary colour', () => {
    for (const status of ['', 'unknown', 'ORDER_PLACED', 'constructor', 'toString']) {
      expect(orderStatusLabel(status)).toBe('');
      expect(orderStatusColor(status)).toBe('primary');
      expect(isOrderStatus(status)).toBe(false);
    }
  });

  it('uses the colours the spec fixes', () => {
    expect(orderStatusColor('cancelled_customer')).toBe('error');
    expect(orderStatusColor('order_complete')).toBe('success');
    expect(orderStatusColor('cancelled_seller')).toBe('error');
    expect(orderStatusColor('order_placed_awaiting_payment')).toBe('warning');
    expect(orderStatusColor('shipped')).toBe('info');
  });

  it('validates statuses with the schema', () => {
    expect(orderStatusSchema.safeParse('returned').success).toBe(true);
    expect(orderStatusSchema.safeParse('order_lost').success).toBe(false);
  });
});

describe('order status groups', () => {
  it('put every status in exactly one group', () => {
    const grouped: string[] = Object.values(ORDER_STATUS_GROUPS).flat();
    expect(grouped.sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('find the group of a status', () => {
    expect(orderStatusGroup('order_placed_awaiting_payment')).toBe('to_pay');
    expect(orderStatusGroup('shipped_with_refund')).toBe('shipped');
    expect(orderStatusGroup('order_recieved')).toBe('completed');
    expect(orderStatusGroup('return_request')).toBe('returns');
    expect(orderStatusGroup('nope')).toBeUndefined();
  });
});
