import type { CustomerListQuery } from '@shop/shared/admin/customers';
import { FilterBar, SearchField } from '../../../components/admin/filter-bar';
import { useUrlText } from '../../../hooks/use-url-text';

export interface CustomersFiltersProps {
  query: CustomerListQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** The search by part of a name, e-mail or mobile number: a URL parameter the server reads. */
export function CustomersFilters({ query, onChange }: CustomersFiltersProps) {
  const [search, setSearch] = useUrlText(query.search, (next) => onChange({ search: next }));
  return (
    <FilterBar>
      <SearchField label="Search name, e-mail or mobile" value={search} onChange={setSearch} />
    </FilterBar>
  );
}
