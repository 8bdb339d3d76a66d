import { DISCOUNT_STATUS_LABELS, type DiscountListQuery } from '@shop/shared/admin/discounts';
import { FilterBar, SearchField, SelectFilter } from '../../../components/admin/filter-bar';
import { useUrlText } from '../../../hooks/use-url-text';

const statusOptions = Object.entries(DISCOUNT_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** Code/description search and status, both in the URL. */
export function DiscountFilters(props: {
  query: DiscountListQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}) {
  const { query, onChange } = props;
  const [text, setText] = useUrlText(query.search, (search) => onChange({ search }));
  return (
    <FilterBar>
      <SearchField label="Search code or description" value={text} onChange={setText} />
      <SelectFilter
        label="Status"
        allLabel="All statuses"
        options={statusOptions}
        value={query.status ?? ''}
        onChange={(status) => onChange({ status })}
      />
    </FilterBar>
  );
}
