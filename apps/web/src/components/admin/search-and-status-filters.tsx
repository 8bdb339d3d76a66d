import { useUrlText } from '../../hooks/use-url-text';
import { FilterBar, SearchField, SelectFilter } from './filter-bar';

export interface SearchAndStatusFiltersProps {
  searchLabel: string;
  /** Each status the list can be narrowed to, with its label. */
  statusLabels: Record<string, string>;
  query: { search?: string; status?: string };
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** A console list's text search and status filter, both kept in the URL. */
export function SearchAndStatusFilters(props: SearchAndStatusFiltersProps) {
  const { searchLabel, statusLabels, query, onChange } = props;
  const [text, setText] = useUrlText(query.search, (search) => onChange({ search }));
  const options = Object.entries(statusLabels).map(([value, label]) => ({ value, label }));
  return (
    <FilterBar>
      <SearchField label={searchLabel} value={text} onChange={setText} />
      <SelectFilter
        label="Status"
        allLabel="All statuses"
        options={options}
        value={query.status ?? ''}
        onChange={(status) => onChange({ status })}
      />
    </FilterBar>
  );
}
