import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface AmountRowProps {
  label: ReactNode;
  value: ReactNode;
  /** Added to the row's style (weight, size, a rule above the total…). */
  sx?: SxProps<Theme>;
  labelSx?: SxProps<Theme>;
  valueSx?: SxProps<Theme>;
}

/** One line of a totals list (`<dl>`): its label at the left, its amount at the right. */
export function AmountRow({ label, value, sx, labelSx, valueSx }: AmountRowProps) {
  return (
    <Box
      sx={[
        { display: 'flex', justifyContent: 'space-between', gap: 2 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="dt" sx={labelSx}>
        {label}
      </Box>
      <Box
        component="dd"
        sx={[{ m: 0, textAlign: 'right' }, ...(Array.isArray(valueSx) ? valueSx : [valueSx])]}
      >
        {value}
      </Box>
    </Box>
  );
}
