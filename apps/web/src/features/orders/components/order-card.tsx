import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPeso } from '@shop/shared/money';
import type { OrderSummary } from '@shop/shared/order-after-sales';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ItemThumbnail } from '../../../components/item-thumbnail';
import { StatusChip } from '../../../components/status-chip';
import { formatDateTime } from '../../../lib/date-format';

const units = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** One order in My Orders: number, date, status, its first items and the total. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const headingId = useId();
  const href = paths.orderDetails.getHref(order._id);
  const shownUnits = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const moreUnits = order.item_count - shownUnits;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h3" sx={{ fontSize: '1.1rem' }}>
            <Link component={RouterLink} to={href} color="inherit">
              Order {order.orderNumber}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Placed {formatDateTime(order.created_at)}
          </Typography>
        </Box>
        <StatusChip status={order.status} label={order.status_label} />
      </Box>

      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {order.items.map((item) => (
          <Box
            component="li"
            key={item._id}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
          >
            <ItemThumbnail image={item.image} size={56} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[item.variant, `Qty ${item.quantity}`].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
      {moreUnits > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          and {units(moreUnits)} more
        </Typography>
      ) : null}

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mt: 2,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography>
          {units(order.item_count)} · Total{' '}
          <Box component="strong" sx={{ color: 'primary.main' }}>
            {formatPeso(order.total)}
          </Box>
        </Typography>
        <Button
          component={RouterLink}
          to={href}
          variant="outlined"
          size="small"
          aria-label={`View details of order ${order.orderNumber}`}
        >
          View details
        </Button>
      </Box>
    </Paper>
  );
}
