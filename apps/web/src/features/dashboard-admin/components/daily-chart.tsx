import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DashboardDay } from '@shop/shared/admin/dashboard';
import { DashboardCard } from './dashboard-card';
import { pesos } from './money';

const dayLabel = new Intl.DateTimeFormat('en-PH', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
/** 'Nov 25' from '2026-11-25' (a calendar day: no time zone shift). */
const shortDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/** Compact peso ticks for the revenue axis: '₱12K'. */
const compactPesos = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * Revenue (left axis, pesos) and orders (right axis) per Manila day, as bars. Screen readers get
 * the same figures as a table.
 */
export function DailyChart({ days }: { days: DashboardDay[] }) {
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  const title = 'Daily revenue and orders';
  return (
    <DashboardCard title={title}>
      <Box
        role="img"
        aria-label={`${title}, ${shortDay(first)} to ${shortDay(last)}: a bar chart; the table that follows holds its figures.`}
      >
        <BarChart
          height={300}
          dataset={days.map((day) => ({
            date: day.date,
            revenue: day.revenueCentavos / 100,
            orders: day.orders,
          }))}
          xAxis={[{ scaleType: 'band', dataKey: 'date', valueFormatter: shortDay }]}
          yAxis={[
            {
              id: 'revenue',
              position: 'left',
              valueFormatter: (value: number) => compactPesos.format(value),
            },
            { id: 'orders', position: 'right', tickMinStep: 1 },
          ]}
          series={[
            {
              dataKey: 'revenue',
              label: 'Revenue',
              yAxisId: 'revenue',
              valueFormatter: (value) => pesos(Math.round((value ?? 0) * 100)),
            },
            { dataKey: 'orders', label: 'Orders', yAxisId: 'orders' },
          ]}
        />
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{shortDay(day.date)}</th>
              <td>{pesos(day.revenueCentavos)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </DashboardCard>
  );
}
