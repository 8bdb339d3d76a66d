import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ReactNode } from 'react';

export interface ReviewBillingProps {
  /** Billing is the shipping address (delivery only). */
  sameAsShipping: boolean;
  onSameAsShippingChange: (same: boolean) => void;
  /** Delivery orders can bill the shipping address; pickup orders pick one or none. */
  canUseShipping: boolean;
  /** The address book picker, shown when another address is billed. */
  picker: ReactNode;
  error?: string | null;
}

/** The billing address: the shipping address (the default) or another of the address book. */
export function ReviewBilling({
  sameAsShipping,
  onSameAsShippingChange,
  canUseShipping,
  picker,
  error,
}: ReviewBillingProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {canUseShipping ? (
        <RadioGroup
          aria-label="Billing address"
          name="billingAddressMode"
          value={sameAsShipping ? 'same' : 'other'}
          onChange={(event) => onSameAsShippingChange(event.target.value === 'same')}
        >
          <FormControlLabel value="same" control={<Radio />} label="Same as my shipping address" />
          <FormControlLabel value="other" control={<Radio />} label="Use another address" />
        </RadioGroup>
      ) : null}
      {!canUseShipping || !sameAsShipping ? picker : null}
      {error ? (
        <FormHelperText error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
