import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ACTIVITY_RECORD_TYPE_LABELS,
  ACTIVITY_RECORD_TYPES,
  type ActivityQuery,
} from '@shop/shared/admin/activity';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

export interface ActivityFiltersProps {
  query: ActivityQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** A text filter whose typed value reaches the URL after a pause, and follows the URL back. */
function useUrlText(value: string | undefined, send: (next: string | undefined) => void) {
  const [text, setText] = useState(value ?? '');
  const debounced = useDebouncedValue(text, 300);
  useEffect(() => {
    if ((value ?? '') !== debounced.trim()) send(debounced.trim() || undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const [last, setLast] = useState(value);
  if (value !== last) {
    setLast(value);
    setText(value ?? '');
  }
  return [text, setText] as const;
}

/** Filter by person (e-mail) and by record (type and id); every filter is a URL parameter. */
export function ActivityFilters({ query, onChange }: ActivityFiltersProps) {
  const [actor, setActor] = useUrlText(query.actor, (next) => onChange({ actor: next }));
  const [recordId, setRecordId] = useUrlText(query.recordId, (next) =>
    onChange({ recordId: next }),
  );
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap' }}
      role="search"
    >
      <TextField
        label="Person (e-mail)"
        type="search"
        size="small"
        value={actor}
        onChange={(event) => setActor(event.target.value)}
        sx={{ minWidth: 240 }}
      />
      <TextField
        select
        label="Record type"
        size="small"
        value={query.recordType ?? ''}
        onChange={(event) => onChange({ recordType: event.target.value || undefined })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">All records</MenuItem>
        {ACTIVITY_RECORD_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {ACTIVITY_RECORD_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Record id"
        type="search"
        size="small"
        value={recordId}
        onChange={(event) => setRecordId(event.target.value)}
        sx={{ minWidth: 300 }}
      />
    </Stack>
  );
}
