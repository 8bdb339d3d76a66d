import Chip from '@mui/material/Chip';
import { DISCOUNT_STATUS_LABELS, type DiscountStatus } from '@shop/shared/admin/discounts';

const COLORS = {
  active: 'success',
  paused: 'warning',
  scheduled: 'info',
  expired: 'default',
  used_up: 'default',
} as const satisfies Record<DiscountStatus, string>;

export function DiscountStatusChip({ status }: { status: DiscountStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={DISCOUNT_STATUS_LABELS[status]}
    />
  );
}
