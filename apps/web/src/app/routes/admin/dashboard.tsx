import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {
  DASHBOARD_RANGE_LABELS,
  dashboardQuerySchema,
  type DashboardRange,
} from '@shop/shared/admin/dashboard';
import { useDashboard } from '../../../features/dashboard-admin/api/get-dashboard';
import { DailyChart } from '../../../features/dashboard-admin/components/daily-chart';
import { DashboardKpis } from '../../../features/dashboard-admin/components/dashboard-kpis';
import { LowStockList } from '../../../features/dashboard-admin/components/low-stock-list';
import { RangeToggle } from '../../../features/dashboard-admin/components/range-toggle';
import { StatusGroups } from '../../../features/dashboard-admin/components/status-groups';
import { TopProducts } from '../../../features/dashboard-admin/components/top-products';
import { useListSearch } from '../../../hooks/use-list-search';
import { ConsolePage } from './console-page';

/**
 * The shop at a glance for today, the last 7 or the last 30 days (Manila time): sales, orders by
 * status, top products, low stock, returns waiting and a daily chart. The chart library loads
 * with this screen only.
 */
export function Component() {
  const { query, update } = useListSearch(dashboardQuerySchema);
  const range: DashboardRange = query.range;
  const { data, isPending, isError, error, isFetching } = useDashboard(range);

  return (
    <ConsolePage
      title="Dashboard"
      description={
        data
          ? `${DASHBOARD_RANGE_LABELS[range]}: ${data.from === data.to ? data.from : `${data.from} to ${data.to}`} (Manila time).`
          : 'Sales, orders, stock and returns (Manila time).'
      }
      actions={<RangeToggle range={range} onChange={(next) => update({ range: next })} />}
    >
      {isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          Loading the dashboard…
        </Box>
      ) : isError ? (
        <Alert severity="error">{error.message}</Alert>
      ) : (
        <Box aria-busy={isFetching} sx={{ display: 'grid', gap: 2, opacity: isFetching ? 0.7 : 1 }}>
          <DashboardKpis dashboard={data} />
          <DailyChart days={data.series} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr 2fr' },
              alignItems: 'start',
            }}
          >
            <StatusGroups groups={data.statusGroups} />
            <TopProducts products={data.topProducts} />
            <LowStockList lines={data.lowStock} total={data.lowStockTotal} />
          </Box>
        </Box>
      )}
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
