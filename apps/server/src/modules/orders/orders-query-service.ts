import {
  allowedOrderActions,
  CUSTOMER_ORDER_ACTIONS,
  nextOrderStatus,
  ORDER_STATUS_GROUPS,
  orderStatusLabel,
  type CustomerOrderAction,
  type MyOrdersQuery,
  type OrderAction,
  type OrderReturn,
  type OrderStatus,
  type OrderStatusGroup,
} from '@shop/shared';
import type { Transaction } from '../../db/client';
import type { OrderLookup } from './order-lookup';
import type { OrderPolicies } from './order-policies';
import { presentOrderDetail, presentOrderSummary, type Audience } from './order-presenter';
import {
  CLOSED_RETURN_STATUSES,
  type OrderItemRow,
  type OrderRow,
  type OrdersRepository,
  type ReturnRow,
} from './orders-repository';
import type { ReturnWindow } from './return-window';

/** The operator's filter of `GET /api/v1/operator/orders`. */
export interface OperatorOrdersQuery {
  page: number;
  limit: number;
  status?: OrderStatus;
  group?: OrderStatusGroup;
  search?: string;
}

const isCustomerAction = (action: OrderAction): action is CustomerOrderAction =>
  (CUSTOMER_ORDER_ACTIONS as readonly string[]).includes(action);

/** The read side: orders as customers, operators and the payment gateway see them. */
export function createOrdersQueryService(deps: {
  repository: OrdersRepository;
  lookup: Pick<OrderLookup, 'owned' | 'findOwned' | 'byIdOrNumber'>;
  policies: Pick<OrderPolicies, 'listForOrder'>;
  returnWindow: ReturnWindow;
  presentReturns: (requests: ReturnRow[], audience: Audience) => Promise<OrderReturn[]>;
}) {
  const { repository, lookup } = deps;

  /** The customer's next steps now: the machine's, narrowed by the window and open returns. */
  function customerActions(order: OrderRow, openReturn: ReturnRow | undefined) {
    return allowedOrderActions(order.status, 'customer')
      .filter(isCustomerAction)
      .filter((action) => action !== 'request_return' || deps.returnWindow.isOpen(order))
      .filter((action) => action !== 'withdraw_return' || openReturn !== undefined);
  }

  async function presentDetail(order: OrderRow, audience: Audience) {
    const [items, history, branches, requests, orderPolicies] = [
      await repository.items(order.id),
      await repository.history(order.id),
      await repository.branchNames(order.pickupBranchId ? [order.pickupBranchId] : []),
      await repository.returnsOfOrder(order.id),
      await deps.policies.listForOrder(order.id),
    ];
    const openReturn = requests.find((request) => !CLOSED_RETURN_STATUSES.includes(request.status));
    return presentOrderDetail(order, {
      items,
      history,
      pickupBranchName: order.pickupBranchId ? (branches.get(order.pickupBranchId) ?? null) : null,
      allowedActions: customerActions(order, openReturn),
      returnWindowEndsAt: deps.returnWindow.endOf(order),
      returns: await deps.presentReturns(requests, audience),
      policies: orderPolicies,
      audience,
    });
  }

  /** A page of orders as summaries, each with its first lines. */
  async function summaries(rows: { order: OrderRow }[]) {
    const items = await repository.itemsOfOrders(rows.map((row) => row.order.id));
    return rows.map((row) =>
      presentOrderSummary(
        row.order,
        items.filter((item) => item.orderId === row.order.id),
      ),
    );
  }

  return {
    owned: lookup.owned,
    findOwned: lookup.findOwned,
    find: (orderId: string) => repository.find(orderId),
    itemsOf: (orderId: string, tx?: Transaction): Promise<OrderItemRow[]> =>
      repository.items(orderId, tx),
    customerOf: (userId: string) => repository.customer(userId),

    /** One of the caller's orders with everything the order page shows. */
    async detail(userId: string, orderId: string) {
      return presentDetail(await lookup.owned(userId, orderId), 'customer');
    },

    /** The caller's orders, newest first, optionally one stage or an order number. */
    async list(userId: string, query: MyOrdersQuery) {
      const { rows, total } = await repository.list({
        userId,
        statuses: query.group ? ORDER_STATUS_GROUPS[query.group] : undefined,
        search: query.search || undefined,
        page: query.page,
        limit: query.limit,
      });
      return {
        data: await summaries(rows),
        meta: { page: query.page, limit: query.limit, total },
      };
    },

    /** Every customer's orders for the operator, with who placed each. */
    async operatorList(query: OperatorOrdersQuery) {
      const statuses = query.status
        ? [query.status]
        : query.group
          ? ORDER_STATUS_GROUPS[query.group]
          : undefined;
      const { rows, total } = await repository.list({
        statuses,
        search: query.search || undefined,
        searchEmail: true,
        page: query.page,
        limit: query.limit,
      });
      const presented = await summaries(rows);
      return {
        data: rows.map((row, index) => ({
          ...presented[index]!,
          customer: { name: `${row.firstName} ${row.lastName}`, email: row.email },
        })),
        meta: { page: query.page, limit: query.limit, total },
      };
    },

    /** Any order, with its customer and the statuses an operator can move it to now. */
    async operatorDetail(idOrNumber: string) {
      const order = await lookup.byIdOrNumber(idOrNumber);
      const customer = await repository.customer(order.userId);
      return {
        ...(await presentDetail(order, 'operator')),
        customer: {
          name: customer ? `${customer.firstName} ${customer.lastName}` : '',
          email: customer?.email ?? '',
        },
        next: allowedOrderActions(order.status, 'operator').flatMap((action) => {
          const status = nextOrderStatus(order.status, action, 'operator');
          return status ? [{ action, status, label: orderStatusLabel(status) }] : [];
        }),
      };
    },

    /** Who pays and what for: the customer, and the lines as the gateway lists them. */
    async paymentDetails(order: OrderRow) {
      const customer = await repository.customer(order.userId);
      const items = (await repository.items(order.id)).map((item) => ({
        name: item.name,
        quantity: item.quantity,
        amountCentavos: item.netCentavos,
      }));
      if (order.shippingFeeCentavos > 0) {
        items.push({
          name: 'Shipping fee',
          quantity: 1,
          amountCentavos: order.shippingFeeCentavos,
        });
      }
      return { customer, items };
    },
  };
}

export type OrdersQueryService = ReturnType<typeof createOrdersQueryService>;
