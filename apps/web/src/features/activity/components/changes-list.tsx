import Box from '@mui/material/Box';
import { ACTIVITY_FIELD_LABELS, type ActivityEntry } from '@shop/shared/admin/activity';

const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** `field: before → after` for each changed field of an entry. */
export function ChangesList({ changes }: { changes: ActivityEntry['changes'] }) {
  // The database keeps JSON keys in its own order: list them in the form's order instead.
  const known = Object.keys(ACTIVITY_FIELD_LABELS);
  const rank = (field: string) => (known.includes(field) ? known.indexOf(field) : known.length);
  const entries = Object.entries(changes).sort(([a], [b]) => rank(a) - rank(b));
  if (entries.length === 0) return <span>—</span>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', py: 0.5, lineHeight: 1.5 }}>
      {entries.map(([field, { before, after }]) => (
        <li key={field}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {ACTIVITY_FIELD_LABELS[field] ?? field}
          </Box>
          : {show(before)} <span aria-label="changed to">→</span> {show(after)}
        </li>
      ))}
    </Box>
  );
}
