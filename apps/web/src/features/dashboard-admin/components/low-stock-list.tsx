import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { DashboardLowStock } from '@shop/shared/admin/dashboard';
import { Link } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { DashboardCard } from './dashboard-card';

export interface LowStockListProps {
  lines: DashboardLowStock[];
  total: number;
}

/** Shelves at or below their threshold, fewest units first; each opens the stock screen on it. */
export function LowStockList({ lines, total }: LowStockListProps) {
  return (
    <DashboardCard
      title={`Low stock (${total.toLocaleString('en-PH')})`}
      action={
        total > 0 ? (
          <Button component={Link} to={adminPaths.stock.getHref({ lowStock: 'true' })} size="small">
            See all
          </Button>
        ) : null
      }
    >
      {lines.length === 0 ? (
        <Typography color="text.secondary">Every shelf is above its threshold.</Typography>
      ) : (
        <List dense disablePadding aria-label="Low-stock variants">
          {lines.map((line) => (
            <ListItemButton
              key={`${line.variantId}:${line.branchId}`}
              component={Link}
              to={adminPaths.stock.getHref({
                lowStock: 'true',
                search: line.sku,
                branchId: line.branchId,
              })}
            >
              <ListItemText
                primary={`${line.productName} · ${line.sku}`}
                secondary={`${line.branchName}: ${line.available} available (threshold ${line.threshold})`}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
