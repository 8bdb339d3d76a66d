import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@shop/shared/admin/dashboard';
import { Link } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { pesos } from './money';

interface Figure {
  label: string;
  value: string;
  hint: string;
  href?: string;
}

function FigureCard({ figure }: { figure: Figure }) {
  const body = (
    <CardContent>
      <Typography component="h2" variant="body2" color="text.secondary">
        {figure.label}
      </Typography>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 600 }}>{figure.value}</Typography>
      <Typography variant="caption" color="text.secondary">
        {figure.hint}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" component="section" aria-label={figure.label}>
      {figure.href ? (
        <CardActionArea component={Link} to={figure.href}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/** Revenue, orders, the average order and the returns waiting, as four cards. */
export function DashboardKpis({ dashboard }: { dashboard: Dashboard }) {
  const figures: Figure[] = [
    {
      label: 'Revenue',
      value: pesos(dashboard.revenueCentavos),
      hint: 'VAT included, cancelled orders left out',
    },
    {
      label: 'Orders',
      value: dashboard.orders.toLocaleString('en-PH'),
      hint: 'Placed and not cancelled',
      href: adminPaths.orders.getHref({ from: dashboard.from, to: dashboard.to }),
    },
    {
      label: 'Average order',
      value: pesos(dashboard.averageOrderCentavos),
      hint: 'Revenue ÷ orders',
    },
    {
      label: 'Returns waiting',
      value: dashboard.returnsWaiting.toLocaleString('en-PH'),
      hint: 'Requested, approved or on their way back',
      href: adminPaths.returns.getHref(),
    },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {figures.map((figure) => (
        <FigureCard key={figure.label} figure={figure} />
      ))}
    </Box>
  );
}
