import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { instalmentOptions } from '@shop/shared/instalments';
import { formatPeso } from '@shop/shared/money';
import { usePurchaseTerms } from '../api/get-purchase-terms';

export interface InstalmentLineProps {
  /** The price (product page) or subtotal (cart) in pesos. */
  amount: number;
  sx?: SxProps<Theme>;
}

/**
 * "or ₱1,083.25/mo for 12 months at 0%": the longest term first, every term listed, shown only
 * when the amount is over the shop's minimum (nothing at all while the terms load or fail).
 */
export function InstalmentLine({ amount, sx }: InstalmentLineProps) {
  const terms = usePurchaseTerms();
  if (!terms.data) return null;
  const options = instalmentOptions(amount, terms.data.instalments);
  const longest = options.at(-1);
  if (!longest) return null;
  return (
    <Box
      data-testid="instalments"
      sx={[
        { display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.primary' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <CreditCardOutlinedIcon
        fontSize="small"
        aria-hidden
        sx={{ mt: '2px', color: 'primary.main' }}
      />
      <Box>
        <Typography sx={{ fontWeight: 600 }}>
          or {formatPeso(longest.perMonth)}/mo for {longest.months} months at 0% interest
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {options
            .map((option) => `${option.months} mo: ${formatPeso(option.perMonth)}`)
            .join(' · ')}{' '}
          with participating credit cards
        </Typography>
      </Box>
    </Box>
  );
}
