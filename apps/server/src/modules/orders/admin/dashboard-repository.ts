import { DASHBOARD_TIME_ZONE } from '@shop/shared/admin/dashboard';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orderItems, orderReturns, orders } from '../../../db/schema/index';

/** The window of a dashboard query: `days` Manila days ending with the day of `now`. */
export interface DashboardWindow {
  projectId: string;
  now: Date;
  days: number;
  /** Statuses whose orders are sales (revenue, orders, top products, the chart). */
  salesStatuses: readonly string[];
}

const zone = DASHBOARD_TIME_ZONE;

/** Manila midnight `daysBack` days before the day of `now`, as a timestamptz. */
const manilaMidnight = (now: Date, daysBack: number) =>
  sql`((date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${zone}) - make_interval(days => ${daysBack}::int)) at time zone ${zone})`;

/** A project's orders created in the window (the orders(project_id, created_at) index). */
const inWindow = (window: DashboardWindow): SQL =>
  sql`${orders.projectId} = ${window.projectId}
    and ${orders.createdAt} >= ${manilaMidnight(window.now, window.days - 1)}
    and ${orders.createdAt} < ${manilaMidnight(window.now, -1)}`;

const isSale = (window: DashboardWindow): SQL =>
  sql`${orders.status} in (${sql.join(
    window.salesStatuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

type Rows<T> = { rows: T[] };

/** Sums arrive as bigint (text or BigInt, by driver): the figures fit in a JS number. */
const num = (value: unknown) => Number(value ?? 0);

/**
 * The dashboard's aggregates over the orders of a window of Manila days, each one query
 * (they run in parallel): nothing is summed row by row outside the database.
 */
export function createDashboardRepository(db: Database) {
  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await db.execute(query)) as unknown as Rows<T>).rows;
  }

  return {
    /** Revenue, orders and the average order value (centavos, half up) of the sales. */
    async totals(window: DashboardWindow) {
      const [row] = await rows<{ revenue: unknown; orders: unknown; average: unknown }>(sql`
        select coalesce(sum(${orders.totalCentavos}), 0)::bigint as revenue,
               count(*)::int as orders,
               coalesce(round(avg(${orders.totalCentavos}::numeric)), 0)::bigint as average
        from ${orders}
        where ${inWindow(window)} and ${isSale(window)}`);
      return { revenue: num(row?.revenue), orders: num(row?.orders), average: num(row?.average) };
    },

    /** Every order of the window by status (cancelled ones too). */
    async statuses(window: DashboardWindow) {
      const result = await rows<{ status: string; orders: unknown }>(sql`
        select ${orders.status} as status, count(*)::int as orders
        from ${orders}
        where ${inWindow(window)}
        group by ${orders.status}`);
      return result.map((row) => ({ status: row.status, orders: num(row.orders) }));
    },

    /** The products sold most (units, then revenue of their lines) in the window's sales. */
    async topProducts(window: DashboardWindow, limit: number) {
      const result = await rows<{
        productId: string;
        name: string;
        units: unknown;
        revenue: unknown;
      }>(sql`
        select ${orderItems.productId} as "productId",
               (array_agg(${orderItems.name} order by ${orders.createdAt} desc))[1] as name,
               sum(${orderItems.quantity})::bigint as units,
               sum(${orderItems.netCentavos})::bigint as revenue
        from ${orders}
        join ${orderItems} on ${orderItems.orderId} = ${orders.id}
        where ${inWindow(window)} and ${isSale(window)}
        group by ${orderItems.productId}
        order by units desc, revenue desc, name asc
        limit ${limit}`);
      return result.map((row) => ({
        productId: row.productId,
        name: row.name,
        units: num(row.units),
        revenueCentavos: num(row.revenue),
      }));
    },

    /** Revenue and orders of each Manila day of the window, oldest first, empty days as 0. */
    async series(window: DashboardWindow) {
      const result = await rows<{ date: string; revenue: unknown; orders: unknown }>(sql`
        with daily as (
          select date_trunc('day', ${orders.createdAt} at time zone ${zone}) as day,
                 sum(${orders.totalCentavos})::bigint as revenue,
                 count(*)::int as orders
          from ${orders}
          where ${inWindow(window)} and ${isSale(window)}
          group by 1
        )
        select to_char(days.day, 'YYYY-MM-DD') as date,
               coalesce(daily.revenue, 0) as revenue,
               coalesce(daily.orders, 0) as orders
        from generate_series(
          date_trunc('day', ${window.now.toISOString()}::timestamptz at time zone ${zone}) - make_interval(days => ${window.days - 1}::int),
          date_trunc('day', ${window.now.toISOString()}::timestamptz at time zone ${zone}),
          interval '1 day'
        ) as days(day)
        left join daily on daily.day = days.day
        order by days.day`);
      return result.map((row) => ({
        date: row.date,
        revenueCentavos: num(row.revenue),
        orders: num(row.orders),
      }));
    },

    /** Return requests of the shop's orders in one of these statuses, whenever made. */
    async returnsIn(projectId: string, statuses: readonly string[]) {
      const [row] = await rows<{ count: unknown }>(sql`
        select count(*)::int as count
        from ${orderReturns}
        join ${orders} on ${orders.id} = ${orderReturns.orderId}
        where ${orders.projectId} = ${projectId}
          and ${orderReturns.status} in (${sql.join(
            statuses.map((status) => sql`${status}`),
            sql`, `,
          )})`);
      return num(row?.count);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
