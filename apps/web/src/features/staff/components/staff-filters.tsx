import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  STAFF_STATUS_LABELS,
  STAFF_STATUSES,
  type StaffListQuery,
} from '@shop/shared/admin/staff';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

export interface StaffFiltersProps {
  query: StaffListQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** Name/e-mail search, role and status: each one a URL parameter the server filters by. */
export function StaffFilters({ query, onChange }: StaffFiltersProps) {
  const [search, setSearch] = useState(query.search ?? '');
  const debounced = useDebouncedValue(search, 300);
  useEffect(() => {
    if ((query.search ?? '') !== debounced.trim())
      onChange({ search: debounced.trim() || undefined });
    // Only a typed change is sent; the URL changing (back button) resets the field below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const [lastUrlSearch, setLastUrlSearch] = useState(query.search);
  if (query.search !== lastUrlSearch) {
    setLastUrlSearch(query.search);
    setSearch(query.search ?? '');
  }

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap' }}
      role="search"
    >
      <TextField
        label="Search name or e-mail"
        type="search"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ minWidth: 280 }}
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
      <TextField
        select
        label="Role"
        size="small"
        value={query.role ?? ''}
        onChange={(event) => onChange({ role: event.target.value || undefined })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">All roles</MenuItem>
        {STAFF_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {STAFF_ROLE_LABELS[role]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Status"
        size="small"
        value={query.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value || undefined })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">All statuses</MenuItem>
        {STAFF_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {STAFF_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
