import SearchIcon from '@mui/icons-material/Search';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { StockListQuery } from '@shop/shared/admin/stock';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useStockBranches } from '../api/get-branches';

export interface StockFiltersProps {
  query: StockListQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** Product/SKU search, branch and low stock only: each one a URL parameter the server filters by. */
export function StockFilters({ query, onChange }: StockFiltersProps) {
  const branches = useStockBranches();
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
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { md: 'center' } }}
      role="search"
    >
      <TextField
        label="Search product or SKU"
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
        label="Branch"
        size="small"
        value={branches.data ? (query.branchId ?? '') : ''}
        onChange={(event) => onChange({ branchId: event.target.value || undefined })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">All branches</MenuItem>
        {(branches.data ?? []).map((branch) => (
          <MenuItem key={branch._id} value={branch._id}>
            {branch.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={query.lowStock}
            onChange={(event) => onChange({ lowStock: event.target.checked ? 'true' : undefined })}
          />
        }
        label="Low stock only"
      />
    </Stack>
  );
}
