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
    /**
     * One pass over the orders of the chart's window (`seriesDays` ≥ the range's `days`), three
     * groupings of it: the totals of the range's sales (revenue, orders, average in centavos
     * half up), every order of the range by status (cancelled ones too), and each day's sales;
     * with the window's Manila days, so a day without orders is still charted.
     */
    async summary(window: DashboardWindow, seriesDays: number) {
      const inRange = sql`${orders.createdAt} >= ${manilaMidnight(window.now, window.days - 1)}`;
      const result = await rows<{
        kind: 'total' | 'status' | 'day' | 'date';
        key: string | null;
        orders: unknown;
        sales: unknown;
        revenue: unknown;
        average: unknown;
        day_sales: unknown;
        day_revenue: unknown;
      }>(sql`
        with scoped as (
          select (${orders.createdAt} at time zone ${zone})::date as day,
                 ${orders.status} as status,
                 ${orders.totalCentavos} as total,
                 ${isSale(window)} as sale,
                 ${inRange} as in_range
          from ${orders}
          where ${inWindow({ ...window, days: seriesDays })}
        )
        select case when grouping(day) = 0 then 'day' when grouping(status) = 0 then 'status' else 'total' end as kind,
               coalesce(to_char(day, 'YYYY-MM-DD'), status) as key,
               count(*) filter (where in_range)::int as orders,
               count(*) filter (where sale and in_range)::int as sales,
               coalesce(sum(total) filter (where sale and in_range), 0)::bigint as revenue,
               coalesce(round(avg(total::numeric) filter (where sale and in_range)), 0)::bigint as average,
               count(*) filter (where sale)::int as day_sales,
               coalesce(sum(total) filter (where sale), 0)::bigint as day_revenue
        from scoped
        group by grouping sets ((day), (status), ())
        union all
        select 'date', to_char(date, 'YYYY-MM-DD'), 0, 0, 0, 0, 0, 0
        from generate_series(
          date_trunc('day', ${window.now.toISOString()}::timestamptz at time zone ${zone}) - make_interval(days => ${seriesDays - 1}::int),
          date_trunc('day', ${window.now.toISOString()}::timestamptz at time zone ${zone}),
          interval '1 day'
        ) as date`);
      const total = result.find((row) => row.kind === 'total');
      const daily = new Map(
        result
          .filter((row) => row.kind === 'day')
          .map((row) => [
            row.key,
            { revenueCentavos: num(row.day_revenue), orders: num(row.day_sales) },
          ]),
      );
      return {
        revenue: num(total?.revenue),
        orders: num(total?.sales),
        average: num(total?.average),
        statuses: result
          .filter((row) => row.kind === 'status' && num(row.orders) > 0)
          .map((row) => ({ status: row.key ?? '', orders: num(row.orders) })),
        /** Every Manila day of the chart, oldest first, days without sales as 0. */
        series: result
          .filter((row) => row.kind === 'date')
          .sort((a, b) => (a.key ?? '').localeCompare(b.key ?? ''))
          .map((row) => ({
            date: row.key ?? '',
            ...(daily.get(row.key) ?? { revenueCentavos: 0, orders: 0 }),
          })),
      };
    },

    /**
     * The products sold most (units, then revenue of their lines) in the window's sales, named
     * as on their latest line (the names are frozen at checkout).
     */
    async topProducts(window: DashboardWindow, limit: number) {
      const result = await rows<{
        productId: string;
        name: string;
        units: unknown;
        revenue: unknown;
      }>(sql`
        with sold as (
          select ${orderItems.productId} as product_id, ${orderItems.name} as name,
                 ${orderItems.quantity} as quantity, ${orderItems.netCentavos} as net,
                 ${orders.createdAt} as created_at
          from ${orders}
          join ${orderItems} on ${orderItems.orderId} = ${orders.id}
          where ${inWindow(window)} and ${isSale(window)}
        ),
        top as (
          select product_id, sum(quantity)::bigint as units, sum(net)::bigint as revenue
          from sold
          group by product_id
          order by units desc, revenue desc, product_id
          limit ${limit}
        )
        select top.product_id as "productId", top.units, top.revenue,
               (select sold.name from sold where sold.product_id = top.product_id
                order by sold.created_at desc limit 1) as name
        from top
        order by top.units desc, top.revenue desc, top.product_id`);
      return result.map((row) => ({
        productId: row.productId,
        name: row.name,
        units: num(row.units),
        revenueCentavos: num(row.revenue),
      }));
    },

    /** Return requests of the shop's orders in one of these statuses, whenever made. */
    async returnsIn(projectId: string, statuses: readonly string[]) {
      const [row] = await rows<{ count: unknown }>(sql`
        select count(*)::int as count
        from ${orderReturns}
        where ${orderReturns.status} in (${sql.join(
          statuses.map((status) => sql`${status}`),
          sql`, `,
        )})
          -- A few waiting requests: each one's order by its key beats reading every order.
          and (select ${orders.projectId} from ${orders} where ${orders.id} = ${orderReturns.orderId}) = ${projectId}`);
      return num(row?.count);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
