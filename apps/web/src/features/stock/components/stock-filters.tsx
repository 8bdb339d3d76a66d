import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { StockListQuery } from '@shop/shared/admin/stock';
import { SearchField } from '../../../components/admin/filter-bar';
import { useUrlText } from '../../../hooks/use-url-text';
import { BranchFilter } from './branch-filter';

export interface StockFiltersProps {
  query: StockListQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** Product/SKU search, branch and low stock only: each one a URL parameter the server filters by. */
export function StockFilters({ query, onChange }: StockFiltersProps) {
  const [search, setSearch] = useUrlText(query.search, (next) => onChange({ search: next }));

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { md: 'center' } }}
      role="search"
    >
      <SearchField label="Search product or SKU" value={search} onChange={setSearch} />
      <BranchFilter branchId={query.branchId} onChange={onChange} />
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
