import Chip from '@mui/material/Chip';
import {
  TRADE_IN_CREDIT_STATUS_LABELS,
  type TradeInCreditStatus,
} from '@shop/shared/admin/trade-ins';

const COLORS = {
  active: 'success',
  used: 'info',
  expired: 'default',
  cancelled: 'error',
} as const satisfies Record<TradeInCreditStatus, string>;

export function TradeInStatusChip({ status }: { status: TradeInCreditStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={TRADE_IN_CREDIT_STATUS_LABELS[status]}
    />
  );
}
