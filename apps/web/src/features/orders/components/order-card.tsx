import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPeso } from '@shop/shared/money';
import type { OrderSummary } from '@shop/shared/order-after-sales';
import { paths } from '../../../config/paths';
import { CompactItemList } from '../../../components/item-thumbnail';
import { ListCard } from '../../../components/list-page-frame';
import { formatDateTime } from '../../../lib/date-format';

const units = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** One order in My Orders: number, date, status, its first items and the total. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const shownUnits = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const moreUnits = order.item_count - shownUnits;
  return (
    <ListCard
      title={`Order ${order.orderNumber}`}
      href={paths.orderDetails.getHref(order._id)}
      subtitle={`Placed ${formatDateTime(order.created_at)}`}
      status={order.status}
      statusLabel={order.status_label}
      detailsLabel={`View details of order ${order.orderNumber}`}
      summary={
        <Typography>
          {units(order.item_count)} · Total{' '}
          <Box component="strong" sx={{ color: 'primary.main' }}>
            {formatPeso(order.total)}
          </Box>
        </Typography>
      }
    >
      <CompactItemList items={order.items} keyOf={(item) => item._id} />
      {moreUnits > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          and {units(moreUnits)} more
        </Typography>
      ) : null}
    </ListCard>
  );
}
