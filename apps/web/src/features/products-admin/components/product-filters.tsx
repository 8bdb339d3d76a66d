import {
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type AdminProductsQuery,
} from '@shop/shared/admin/product';
import { FilterBar, SearchField, SelectFilter } from '../../../components/admin/filter-bar';
import { useUrlText } from '../../../hooks/use-url-text';
import { useCategoryOptions } from '../api/get-category-options';

export interface ProductFiltersProps {
  query: AdminProductsQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}

const STATUS_OPTIONS = PRODUCT_STATUSES.map((status) => ({
  value: status,
  label: PRODUCT_STATUS_LABELS[status],
}));

/** Name/SKU search, status and category: each one a URL parameter the server filters by. */
export function ProductFilters({ query, onChange }: ProductFiltersProps) {
  const categories = useCategoryOptions();
  const [search, setSearch] = useUrlText(query.search, (next) => onChange({ search: next }));
  const categoryKnown = categories.data?.some((option) => option.id === query.categoryId);

  return (
    <FilterBar>
      <SearchField label="Search name or SKU" value={search} onChange={setSearch} minWidth={260} />
      <SelectFilter
        label="Status"
        value={query.status ?? ''}
        onChange={(status) => onChange({ status })}
        allLabel="Not archived"
        options={STATUS_OPTIONS}
      />
      <SelectFilter
        label="Category"
        value={categoryKnown ? (query.categoryId ?? '') : ''}
        onChange={(categoryId) => onChange({ categoryId })}
        allLabel="All categories"
        options={(categories.data ?? []).map((option) => ({
          value: option.id,
          label: option.label,
        }))}
        minWidth={220}
      />
    </FilterBar>
  );
}
