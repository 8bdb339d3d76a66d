import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  STOCK_MOVEMENT_REASONS,
  STOCK_REASON_LABELS,
  type StockMovementsQuery,
} from '@shop/shared/admin/stock';
import { useStockBranches } from '../api/get-branches';

export interface StockMovementsFiltersProps {
  query: StockMovementsQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** The ledger's branch and reason: URL parameters the server filters by. */
export function StockMovementsFilters({ query, onChange }: StockMovementsFiltersProps) {
  const branches = useStockBranches();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} role="search">
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
      <TextField
        select
        label="Reason"
        size="small"
        value={query.reason ?? ''}
        onChange={(event) => onChange({ reason: event.target.value || undefined })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">All reasons</MenuItem>
        {STOCK_MOVEMENT_REASONS.map((reason) => (
          <MenuItem key={reason} value={reason}>
            {STOCK_REASON_LABELS[reason]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
