import TextField from '@mui/material/TextField';
import {
  ACTIVITY_RECORD_TYPE_LABELS,
  ACTIVITY_RECORD_TYPES,
  type ActivityQuery,
} from '@shop/shared/admin/activity';
import { FilterBar, SelectFilter } from '../../../components/admin/filter-bar';
import { useUrlText } from '../../../hooks/use-url-text';

export interface ActivityFiltersProps {
  query: ActivityQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}

const RECORD_TYPE_OPTIONS = ACTIVITY_RECORD_TYPES.map((type) => ({
  value: type,
  label: ACTIVITY_RECORD_TYPE_LABELS[type],
}));

/** Filter by person (e-mail) and by record (type and id); every filter is a URL parameter. */
export function ActivityFilters({ query, onChange }: ActivityFiltersProps) {
  const [actor, setActor] = useUrlText(query.actor, (next) => onChange({ actor: next }));
  const [recordId, setRecordId] = useUrlText(query.recordId, (next) =>
    onChange({ recordId: next }),
  );
  return (
    <FilterBar>
      <TextField
        label="Person (e-mail)"
        type="search"
        size="small"
        value={actor}
        onChange={(event) => setActor(event.target.value)}
        sx={{ minWidth: 240 }}
      />
      <SelectFilter
        label="Record type"
        value={query.recordType ?? ''}
        onChange={(recordType) => onChange({ recordType })}
        allLabel="All records"
        options={RECORD_TYPE_OPTIONS}
        minWidth={180}
      />
      <TextField
        label="Record id"
        type="search"
        size="small"
        value={recordId}
        onChange={(event) => setRecordId(event.target.value)}
        sx={{ minWidth: 300 }}
      />
    </FilterBar>
  );
}
