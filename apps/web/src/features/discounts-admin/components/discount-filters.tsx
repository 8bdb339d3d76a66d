import {
  DISCOUNT_STATUS_LABELS,
  DISCOUNT_STATUSES,
  type DiscountListQuery,
} from '@shop/shared/admin/discounts';
import { FilterBar, SearchField, SelectFilter } from '../../../components/admin/filter-bar';
import { useUrlText } from '../../../hooks/use-url-text';

export interface DiscountFiltersProps {
  query: DiscountListQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}

const STATUS_OPTIONS = DISCOUNT_STATUSES.map((status) => ({
  value: status,
  label: DISCOUNT_STATUS_LABELS[status],
}));

/** Code/description search and status, both in the URL. */
export function DiscountFilters({ query, onChange }: DiscountFiltersProps) {
  const [search, setSearch] = useUrlText(query.search, (next) => onChange({ search: next }));
  return (
    <FilterBar>
      <SearchField label="Search code or description" value={search} onChange={setSearch} />
      <SelectFilter
        label="Status"
        value={query.status ?? ''}
        onChange={(status) => onChange({ status })}
        allLabel="All statuses"
        options={STATUS_OPTIONS}
      />
    </FilterBar>
  );
}
