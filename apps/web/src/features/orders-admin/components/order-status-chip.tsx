import Chip from '@mui/material/Chip';
import { orderStatusColor, orderStatusLabel } from '@shop/shared';

/** An order's status as the customer reads it, in its colour. */
export function OrderStatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={orderStatusColor(status)}
      label={orderStatusLabel(status) || status}
    />
  );
}
