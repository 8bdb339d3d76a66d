// The console's dashboard (`GET /api/v1/admin/dashboard`): figures of a range of Manila days.
import { z } from 'zod';
import {
  ORDER_STATUS_GROUP_NAMES,
  orderStatusGroupSchema,
  type OrderStatusGroup,
} from '../order-status';

/** Today, the last 7 days or the last 30 days, each counted from Manila midnight. */
export const DASHBOARD_RANGES = ['today', '7d', '30d'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export const DASHBOARD_RANGE_LABELS: Record<DashboardRange, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
};

/** Manila days a range covers (today included). */
export const DASHBOARD_RANGE_DAYS: Record<DashboardRange, number> = {
  today: 1,
  '7d': 7,
  '30d': 30,
};

/** Days of the chart: today's figures are shown against the 6 days before it. */
export const dashboardSeriesDays = (range: DashboardRange) =>
  Math.max(DASHBOARD_RANGE_DAYS[range], 7);

/** Top products and low-stock lines shown. */
export const DASHBOARD_TOP_PRODUCTS = 5;
export const DASHBOARD_LOW_STOCK_LIMIT = 10;

/** The dashboard's time zone: days start at midnight in Manila. */
export const DASHBOARD_TIME_ZONE = 'Asia/Manila';

/**
 * Groups whose orders count as sales (revenue, orders, average, top products, the chart):
 * every group but `cancelled`. An unpaid online order that expires is cancelled by the shop,
 * so it leaves the figures too. Returned orders still count: the money given back is recorded
 * as refunds (the returns queue), not taken out of the sale.
 */
export const DASHBOARD_SALES_GROUPS = ORDER_STATUS_GROUP_NAMES.filter(
  (group) => group !== 'cancelled',
);

/** The dashboard's names of the order status groups. */
export const DASHBOARD_GROUP_LABELS: Record<OrderStatusGroup, string> = {
  to_pay: 'To pay',
  processing: 'Processing',
  shipped: 'In transit',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  returns: 'Returns',
};

export const DASHBOARD_MESSAGES = {
  range: `Choose a range: ${DASHBOARD_RANGES.join(', ')}.`,
} as const;

export const dashboardRangeSchema = z.enum(DASHBOARD_RANGES, { error: DASHBOARD_MESSAGES.range });

export const dashboardQuerySchema = z.object({
  range: dashboardRangeSchema.default('today'),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const centavos = () => z.number().int();
const count = () => z.number().int().nonnegative();

export const dashboardTopProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  units: count(),
  revenueCentavos: centavos(),
});
export type DashboardTopProduct = z.infer<typeof dashboardTopProductSchema>;

export const dashboardLowStockSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productName: z.string(),
  sku: z.string(),
  branchId: z.string(),
  branchName: z.string(),
  available: z.number().int(),
  threshold: count(),
});
export type DashboardLowStock = z.infer<typeof dashboardLowStockSchema>;

export const dashboardDaySchema = z.object({
  /** The Manila day, YYYY-MM-DD. */
  date: z.string(),
  revenueCentavos: centavos(),
  orders: count(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardSchema = z.object({
  range: dashboardRangeSchema,
  /** First and last Manila day of the range, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  revenueCentavos: centavos(),
  orders: count(),
  /** Revenue ÷ orders in whole centavos, half up; 0 without orders. */
  averageOrderCentavos: centavos(),
  /** Every order of the range by status group, cancelled ones included. */
  statusGroups: z.array(z.object({ group: orderStatusGroupSchema, orders: count() })),
  topProducts: z.array(dashboardTopProductSchema),
  lowStock: z.array(dashboardLowStockSchema),
  /** Variant × branch shelves at or below their threshold, all of them. */
  lowStockTotal: count(),
  /** Return requests the shop still has to act on (requested to in transit back). */
  returnsWaiting: count(),
  /** One entry per Manila day, oldest first, days without orders included. */
  series: z.array(dashboardDaySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
