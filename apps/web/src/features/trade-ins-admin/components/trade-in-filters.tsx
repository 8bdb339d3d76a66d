import { TRADE_IN_CREDIT_STATUS_LABELS, type TradeInListQuery } from '@shop/shared/admin/trade-ins';
import { FilterBar, SearchField, SelectFilter } from '../../../components/admin/filter-bar';
import { useUrlText } from '../../../hooks/use-url-text';

const statusOptions = Object.entries(TRADE_IN_CREDIT_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** Code / customer search and status, both in the URL. */
export function TradeInFilters(props: {
  query: TradeInListQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}) {
  const { query, onChange } = props;
  const [text, setText] = useUrlText(query.search, (search) => onChange({ search }));
  return (
    <FilterBar>
      <SearchField label="Search code, customer name or e-mail" value={text} onChange={setText} />
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
