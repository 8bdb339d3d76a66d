import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type AdminProductsQuery,
} from '@shop/shared/admin/product';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useCategoryOptions } from '../api/get-category-options';

export interface ProductFiltersProps {
  query: AdminProductsQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** Name/SKU search, status and category: each one a URL parameter the server filters by. */
export function ProductFilters({ query, onChange }: ProductFiltersProps) {
  const categories = useCategoryOptions();
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
  const categoryKnown = categories.data?.some((option) => option.id === query.categoryId);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap' }}
      role="search"
    >
      <TextField
        label="Search name or SKU"
        type="search"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ minWidth: 260 }}
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
        label="Status"
        size="small"
        value={query.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value || undefined })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">Not archived</MenuItem>
        {PRODUCT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {PRODUCT_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Category"
        size="small"
        value={categoryKnown ? (query.categoryId ?? '') : ''}
        onChange={(event) => onChange({ categoryId: event.target.value || undefined })}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">All categories</MenuItem>
        {(categories.data ?? []).map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
