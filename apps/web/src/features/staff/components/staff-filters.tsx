import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  STAFF_STATUS_LABELS,
  STAFF_STATUSES,
  type StaffListQuery,
} from '@shop/shared/admin/staff';
import { FilterBar, SearchField, SelectFilter } from '../../../components/admin/filter-bar';
import { useUrlText } from '../../../hooks/use-url-text';

export interface StaffFiltersProps {
  query: StaffListQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));
const STATUS_OPTIONS = STAFF_STATUSES.map((status) => ({
  value: status,
  label: STAFF_STATUS_LABELS[status],
}));

/** Name/e-mail search, role and status: each one a URL parameter the server filters by. */
export function StaffFilters({ query, onChange }: StaffFiltersProps) {
  const [search, setSearch] = useUrlText(query.search, (next) => onChange({ search: next }));
  return (
    <FilterBar>
      <SearchField label="Search name or e-mail" value={search} onChange={setSearch} />
      <SelectFilter
        label="Role"
        value={query.role ?? ''}
        onChange={(role) => onChange({ role })}
        allLabel="All roles"
        options={ROLE_OPTIONS}
      />
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
