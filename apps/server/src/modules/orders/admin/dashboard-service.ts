import {
  DASHBOARD_LOW_STOCK_LIMIT,
  DASHBOARD_RANGE_DAYS,
  DASHBOARD_SALES_GROUPS,
  DASHBOARD_TOP_PRODUCTS,
  dashboardSeriesDays,
  type Dashboard,
  type DashboardLowStock,
  type DashboardRange,
} from '@shop/shared/admin/dashboard';
import { ORDER_STATUS_GROUP_NAMES, ORDER_STATUS_GROUPS, orderStatusGroup } from '@shop/shared';
import type { DashboardRepository } from './dashboard-repository';

/** Return requests the shop still has to act on: requested, pending, approved, on their way back. */
export const RETURNS_WAITING = [
  'return_request',
  'return_pending',
  'return_approved',
  'return_order_processing',
] as const;

const SALES_STATUSES = DASHBOARD_SALES_GROUPS.flatMap((group) => ORDER_STATUS_GROUPS[group]);

export interface DashboardDeps {
  repository: DashboardRepository;
  /** The low shelves of the shop (from the stock module) and how many there are. */
  lowStock(
    projectId: string,
    limit: number,
  ): Promise<{ shelves: DashboardLowStock[]; total: number }>;
  projectId: string;
  now(): Date;
}

export function createDashboardService(deps: DashboardDeps) {
  const { repository, projectId } = deps;

  return {
    async read(range: DashboardRange): Promise<Dashboard> {
      const now = deps.now();
      const window = { projectId, now, days: DASHBOARD_RANGE_DAYS[range] };
      const sales = { ...window, salesStatuses: SALES_STATUSES };
      const [summary, topProducts, lowStock, returnsWaiting] = await Promise.all([
        repository.summary(sales, dashboardSeriesDays(range)),
        repository.topProducts(sales, DASHBOARD_TOP_PRODUCTS),
        deps.lowStock(projectId, DASHBOARD_LOW_STOCK_LIMIT),
        repository.returnsIn(projectId, RETURNS_WAITING),
      ]);
      const { series } = summary;
      const groups = new Map(ORDER_STATUS_GROUP_NAMES.map((group) => [group, 0]));
      for (const row of summary.statuses) {
        const group = orderStatusGroup(row.status);
        if (group) groups.set(group, (groups.get(group) ?? 0) + row.orders);
      }
      const days = series.slice(-window.days);
      return {
        range,
        from: days[0]?.date ?? '',
        to: days.at(-1)?.date ?? '',
        revenueCentavos: summary.revenue,
        orders: summary.orders,
        averageOrderCentavos: summary.average,
        statusGroups: [...groups].map(([group, orders]) => ({ group, orders })),
        topProducts,
        lowStock: lowStock.shelves,
        lowStockTotal: lowStock.total,
        returnsWaiting,
        series,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
