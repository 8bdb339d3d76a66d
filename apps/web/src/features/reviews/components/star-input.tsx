import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';

const STAR_WORDS = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

export interface StarInputProps {
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * 1–5 stars as a labelled group of native radio buttons: Tab reaches the group, the arrow keys
 * move between stars, and each star is announced ("4 stars"). The glyphs are only the look.
 */
export function StarInput({ value, onChange, error, disabled = false }: StarInputProps) {
  const name = useId();
  const errorId = useId();
  return (
    <Box
      component="fieldset"
      aria-describedby={error ? errorId : undefined}
      sx={{ border: 0, p: 0, m: 0 }}
    >
      <Box component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
        Your rating
      </Box>
      <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
        {STAR_WORDS.map((word, index) => {
          const stars = index + 1;
          const lit = value !== null && stars <= value;
          return (
            <Box
              component="label"
              key={word}
              sx={{
                cursor: disabled ? 'default' : 'pointer',
                fontSize: '2rem',
                lineHeight: 1,
                px: 0.25,
                borderRadius: 1,
                color: lit ? '#B26A00' : '#8A8178',
                '&:has(input:focus-visible)': { outline: '3px solid #1a237e', outlineOffset: 1 },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                disabled={disabled}
                onChange={() => onChange(stars)}
                sx={visuallyHidden}
              />
              <Box component="span" sx={visuallyHidden}>
                {word}
              </Box>
              <span aria-hidden>{lit ? '★' : '☆'}</span>
            </Box>
          );
        })}
      </Box>
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
