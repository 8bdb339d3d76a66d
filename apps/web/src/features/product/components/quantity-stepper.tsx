import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  label?: string;
}

const clamp = (value: number, max: number) => Math.min(Math.max(1, Math.trunc(value)), max);

/** − [n] + for a quantity from 1 to `max`; typing works too and is corrected on blur. */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
  label = 'Quantity',
}: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const upper = Math.max(1, max);
  const off = disabled || max < 1;

  const commit = (raw: string) => {
    const parsed = Number(raw);
    const next = Number.isFinite(parsed) ? clamp(parsed, upper) : value;
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <Box>
      <Box component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 700, mb: 1 }}>
        {label}
      </Box>
      <Box
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          border: 1,
          borderColor: 'rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
        }}
      >
        <IconButton
          aria-label="Decrease quantity"
          onClick={() => onChange(clamp(value - 1, upper))}
          disabled={off || value <= 1}
        >
          <RemoveIcon />
        </IconButton>
        <Box
          component="input"
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={upper}
          value={draft}
          disabled={off}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
          sx={{
            width: 56,
            height: 40,
            border: 0,
            textAlign: 'center',
            font: 'inherit',
            fontWeight: 600,
            color: 'text.primary',
            bgcolor: 'transparent',
            MozAppearance: 'textfield',
            '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': {
              WebkitAppearance: 'none',
              m: 0,
            },
          }}
        />
        <IconButton
          aria-label="Increase quantity"
          onClick={() => onChange(clamp(value + 1, upper))}
          disabled={off || value >= upper}
        >
          <AddIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
