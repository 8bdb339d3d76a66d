import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';

export interface QuantityStepperProps {
  value: number;
  /** The stock; the quantity stays from 1 to it. */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /**
   * Names the controls after one item ("Quantity of …", "Decrease quantity of …"), where several
   * steppers share a screen; without it the input is named by a `<label htmlFor={id}>`.
   */
  itemName?: string;
  /** The input's id, for a visible label. */
  id?: string;
  /** The id of a message about the quantity (a refused quantity, the stock). */
  describedBy?: string;
  /** The smaller size of a cart line, on the paper colour. */
  dense?: boolean;
}

const clamp = (value: number, max: number) => Math.min(Math.max(1, Math.trunc(value)), max);

/**
 * − [n] + for a quantity from 1 to `max`; typing works too and is settled on Enter or on leaving
 * the field (an empty field goes back to the quantity). A value above `max` (the stock fell
 * since it was chosen) can still be lowered, never raised.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
  itemName,
  id,
  describedBy,
  dense = false,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const upper = Math.max(1, max);
  const of = itemName ? ` of ${itemName}` : '';
  const buttonSize = dense ? 'small' : 'medium';
  const iconSize = dense ? 'small' : 'medium';

  const commit = (raw: string) => {
    const parsed = Number(raw);
    const next = raw.trim() && Number.isFinite(parsed) ? clamp(parsed, upper) : value;
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'rgba(0, 0, 0, 0.23)',
        borderRadius: 1,
        bgcolor: dense ? 'background.paper' : undefined,
      }}
    >
      <IconButton
        size={buttonSize}
        aria-label={`Decrease quantity${of}`}
        onClick={() => onChange(Math.max(1, value - 1))}
        disabled={disabled || value <= 1}
      >
        <RemoveIcon fontSize={iconSize} />
      </IconButton>
      <Box
        component="input"
        id={id}
        type="number"
        inputMode="numeric"
        aria-label={itemName ? `Quantity${of}` : undefined}
        aria-describedby={describedBy}
        min={1}
        max={upper}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
        sx={{
          width: dense ? 48 : 56,
          height: dense ? 36 : 40,
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
        size={buttonSize}
        aria-label={`Increase quantity${of}`}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= upper}
      >
        <AddIcon fontSize={iconSize} />
      </IconButton>
    </Box>
  );
}
