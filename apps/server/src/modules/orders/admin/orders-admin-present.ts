import { orderStatusLabel } from '@shop/shared';
import type { AdminOrder, OrderRow, OrderTimelineEntry } from '@shop/shared/admin/orders';
import type { StatusEntryRow } from '../orders-repository';
import type { OrderFound, OrderListRow } from './orders-admin-repository';

type Heading = Pick<
  OrderListRow,
  | 'id'
  | 'orderNumber'
  | 'createdAt'
  | 'status'
  | 'totalCentavos'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'fulfillmentType'
  | 'branchId'
  | 'branchName'
  | 'courierCode'
  | 'courierName'
  | 'customerId'
  | 'customerName'
  | 'email'
  | 'mobile'
>;

/** One order as the list shows it (and as its page opens). */
export function presentRow(row: Heading, itemCount: number): OrderRow {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    statusLabel: orderStatusLabel(row.status),
    customer: { id: row.customerId, name: row.customerName, email: row.email, mobile: row.mobile },
    totalCentavos: row.totalCentavos,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    fulfillmentType: row.fulfillmentType,
    branch: row.branchId && row.branchName ? { id: row.branchId, name: row.branchName } : null,
    courier:
      row.courierCode && row.courierName ? { code: row.courierCode, name: row.courierName } : null,
    itemCount,
  };
}

/** The found order flattened into the list row's columns. */
export const headingOf = (found: OrderFound): Heading => ({
  ...found.order,
  branchId: found.order.pickupBranchId,
  branchName: found.branchName,
  customerId: found.customerId,
  customerName: found.customerName,
  email: found.email,
  mobile: found.mobile,
});

const OPERATOR_PREFIX = 'operator:';

/** The ids of the staff members who appear in an order's audit. */
export const staffIdsOf = (entries: StatusEntryRow[]) => [
  ...new Set(
    entries
      .filter((entry) => entry.actor.startsWith(OPERATOR_PREFIX))
      .map((entry) => entry.actor.slice(OPERATOR_PREFIX.length)),
  ),
];

/** Who moved the order at each step, by name: the customer, a staff member, the shop. */
export function presentTimeline(
  entries: StatusEntryRow[],
  customerName: string,
  staffNames: Map<string, string>,
): OrderTimelineEntry[] {
  return entries.map((entry) => {
    const base = {
      status: entry.status,
      label: orderStatusLabel(entry.status),
      at: entry.createdAt.toISOString(),
      note: entry.note,
    };
    if (entry.actor === 'customer') {
      return { ...base, actorType: 'customer', actorName: customerName };
    }
    if (entry.actor.startsWith(OPERATOR_PREFIX)) {
      const id = entry.actor.slice(OPERATOR_PREFIX.length);
      return { ...base, actorType: 'staff', actorName: staffNames.get(id) ?? 'Staff' };
    }
    if (entry.actor === 'operator') return { ...base, actorType: 'staff', actorName: 'Staff' };
    if (entry.actor.startsWith('gateway:')) {
      const gateway = entry.actor.slice('gateway:'.length);
      return {
        ...base,
        actorType: 'gateway',
        actorName: gateway === 'paynamics' ? 'Paynamics' : gateway,
      };
    }
    return { ...base, actorType: 'system', actorName: 'System' };
  });
}

export type AdminOrderParts = Omit<AdminOrder, keyof OrderRow>;
