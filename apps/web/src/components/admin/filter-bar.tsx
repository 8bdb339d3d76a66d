import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

/** A console list's filters in a row that wraps: a `search` landmark. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap' }}
      role="search"
    >
      {children}
    </Stack>
  );
}

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minWidth?: number;
}

/** A filter's search box with the magnifier icon before the text. */
export function SearchField({ label, value, onChange, minWidth = 280 }: SearchFieldProps) {
  return (
    <TextField
      label={label}
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export interface SelectFilterOption {
  value: string;
  label: ReactNode;
}

export interface SelectFilterProps {
  label: string;
  value: string;
  /** Called with the chosen value, or undefined for the "all" option. */
  onChange: (value: string | undefined) => void;
  /** The first option's label, the one that sets no filter ("All roles"). */
  allLabel: string;
  options: readonly SelectFilterOption[];
  minWidth?: number;
}

/** A filter's drop-down list whose first option clears the filter. */
export function SelectFilter({
  label,
  value,
  onChange,
  allLabel,
  options,
  minWidth = 160,
}: SelectFilterProps) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
