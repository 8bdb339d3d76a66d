import type { OrderRow } from './orders-repository';

const DAY_MS = 86_400_000;

/** The days after receipt in which a return can be requested. */
export function createReturnWindow(deps: { returnWindowDays: number; now: () => Date }) {
  const endAfter = (receivedAt: Date) =>
    new Date(receivedAt.getTime() + deps.returnWindowDays * DAY_MS);

  /** The last moment a return can be requested; null before receipt. */
  const endOf = (order: OrderRow) => (order.receivedAt ? endAfter(order.receivedAt) : null);

  return {
    endAfter,
    endOf,
    isOpen(order: OrderRow) {
      const end = endOf(order);
      return end !== null && deps.now() < end;
    },
  };
}

export type ReturnWindow = ReturnType<typeof createReturnWindow>;
