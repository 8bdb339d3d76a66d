import {
  STOCK_MOVEMENT_REASONS,
  STOCK_REASON_LABELS,
  type StockMovementsQuery,
} from '@shop/shared/admin/stock';
import Stack from '@mui/material/Stack';
import { SelectFilter } from '../../../components/admin/filter-bar';
import { BranchFilter } from './branch-filter';

export interface StockMovementsFiltersProps {
  query: StockMovementsQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}

const REASON_OPTIONS = STOCK_MOVEMENT_REASONS.map((reason) => ({
  value: reason,
  label: STOCK_REASON_LABELS[reason],
}));

/** The ledger's branch and reason: URL parameters the server filters by. */
export function StockMovementsFilters({ query, onChange }: StockMovementsFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} role="search">
      <BranchFilter branchId={query.branchId} onChange={onChange} />
      <SelectFilter
        label="Reason"
        value={query.reason ?? ''}
        onChange={(reason) => onChange({ reason })}
        allLabel="All reasons"
        options={REASON_OPTIONS}
        minWidth={200}
      />
    </Stack>
  );
}
