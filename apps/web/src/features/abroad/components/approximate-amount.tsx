import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { approximateText } from '@shop/shared/ofw';
import { usePickedCountry } from '../api/get-ofw-locations';

export interface ApproximateAmountProps {
  /** The peso amount (price, subtotal, total). */
  pesos: number;
  sx?: SxProps<Theme>;
}

/**
 * "≈ AED 1,567.34 (approximate, rates of 2 Nov 2026)" under a peso amount, for a shopper who
 * picked the country they are in; nothing otherwise. Prices and payment stay in pesos.
 */
export function ApproximateAmount({ pesos, sx }: ApproximateAmountProps) {
  const { country, ratesAsOf } = usePickedCountry();
  if (!country || !ratesAsOf) return null;
  const text = approximateText(pesos, country.pesos_per_unit, country.currency, ratesAsOf);
  if (!text) return null;
  return (
    <Typography
      data-testid="approximate-amount"
      variant="body2"
      sx={[{ color: 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {text}
    </Typography>
  );
}
