import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface RadioCardProps {
  /** The radio's value in its `RadioGroup`. */
  value: string;
  /** Whether this card is the chosen one: it then gets the thick primary border. */
  checked: boolean;
  label: ReactNode;
  disabled?: boolean;
  /** More styles for the card (e.g. its padding or flex). */
  sx?: SxProps<Theme>;
  /** Styles for the radio and its label inside the card. */
  labelSx?: SxProps<Theme>;
}

/** One choice of a `RadioGroup` as an outlined card, marked by its border when chosen. */
export function RadioCard({ value, checked, label, disabled, sx, labelSx }: RadioCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={[
        {
          px: 1.5,
          py: 1,
          borderColor: checked ? 'primary.main' : 'divider',
          borderWidth: checked ? 2 : 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <FormControlLabel
        value={value}
        disabled={disabled}
        control={<Radio />}
        sx={[{ m: 0 }, ...(Array.isArray(labelSx) ? labelSx : [labelSx])]}
        label={label}
      />
    </Paper>
  );
}
