import { describe, expect, it } from 'vitest';
import { shopperTimeline } from './order-detail';

const at = (minute: number) => `2026-11-20T02:${String(minute).padStart(2, '0')}:00.000Z`;
const entry = (status: string, minute: number, note = '') => ({
  status,
  label: status,
  at: at(minute),
  actor: 'system',
  note,
});

describe('shopperTimeline', () => {
  it('shows placing a COD order as one step, at the time it was placed', () => {
    const audit = [
      entry('order_placed', 0),
      entry('order_placed_cod_payment', 1, 'Cash on delivery'),
      entry('processing', 30),
    ];
    expect(shopperTimeline(audit)).toEqual([
      { ...entry('order_placed_cod_payment', 0, 'Cash on delivery') },
      entry('processing', 30),
    ]);
  });

  it('does the same for an order awaiting online payment, and keeps the payment steps', () => {
    const audit = [
      entry('order_placed', 0),
      entry('order_placed_awaiting_payment', 0),
      entry('payment_received', 5),
      entry('order_placed_online_payment', 5),
    ];
    expect(shopperTimeline(audit).map((e) => e.status)).toEqual([
      'order_placed_awaiting_payment',
      'payment_received',
      'order_placed_online_payment',
    ]);
  });

  it('leaves a lone Order Placed and every other sequence as it is', () => {
    const lone = [entry('order_placed', 0)];
    expect(shopperTimeline(lone)).toEqual(lone);
    const other = [entry('processing', 0), entry('order_placed_cod_payment', 1)];
    expect(shopperTimeline(other)).toEqual(other);
  });
});
