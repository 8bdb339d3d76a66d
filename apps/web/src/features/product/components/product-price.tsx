import { Fragment } from 'react';
import Box from '@mui/material/Box';
import { priceDisplay } from '../price';
import type { PriceDetail } from '@shop/shared/contracts/catalogue';
import { visuallyHidden } from '@mui/utils';

export interface ProductPriceProps {
  entries: readonly Pick<PriceDetail, 'price' | 'compare_at_price'>[];
  size?: 'small' | 'large';
}

/**
 * '₱12,499.00 - ₱15,999.00' may break after the dash on a narrow card, never inside an amount.
 */
function Amounts({ text }: { text: string }) {
  const parts = text.split(' - ');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? ' - ' : null}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {part}
      </Box>
    </Fragment>
  ));
}

/** The price by the spec's rule, with the regular price struck through when on sale. */
export function ProductPrice({ entries, size = 'small' }: ProductPriceProps) {
  const { price, compareAt } = priceDisplay(entries);
  if (!price) return null;
  const large = size === 'large';
  return (
    <Box
      component="p"
      data-testid="product-price"
      sx={{
        m: 0,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 1,
        rowGap: 0.25,
      }}
    >
      <Box
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: large ? { xs: '1.5rem', md: '1.75rem' } : '1rem',
          color: compareAt ? 'primary.main' : 'text.primary',
        }}
      >
        {compareAt ? (
          <Box component="span" sx={visuallyHidden}>
            Sale price:{' '}
          </Box>
        ) : null}
        <Amounts text={price} />
      </Box>
      {compareAt ? (
        <Box component="s" sx={{ color: 'text.secondary', fontSize: large ? '1rem' : '0.85rem' }}>
          <Box component="span" sx={visuallyHidden}>
            Regular price:{' '}
          </Box>
          <Amounts text={compareAt} />
        </Box>
      ) : null}
    </Box>
  );
}
