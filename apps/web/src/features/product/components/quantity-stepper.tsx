import Box from '@mui/material/Box';
import { useId } from 'react';
import {
  QuantityStepper as Stepper,
  type QuantityStepperProps as StepperProps,
} from '../../../components/quantity-stepper';

export interface QuantityStepperProps extends Pick<
  StepperProps,
  'value' | 'max' | 'onChange' | 'disabled'
> {
  label?: string;
}

/** The product page's quantity, from 1 to `max`, under a visible label; none to pick without stock. */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
  label = 'Quantity',
}: QuantityStepperProps) {
  const id = useId();
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 700, mb: 1 }}>
        {label}
      </Box>
      <Stepper id={id} value={value} max={max} onChange={onChange} disabled={disabled || max < 1} />
    </Box>
  );
}
