import Box from '@mui/material/Box';
import type { ActivityEntry } from '@shop/shared/admin/activity';

const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** `field: before → after` for each changed field of an entry. */
export function ChangesList({ changes }: { changes: ActivityEntry['changes'] }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return <span>—</span>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', py: 0.5, lineHeight: 1.5 }}>
      {entries.map(([field, { before, after }]) => (
        <li key={field}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {field}
          </Box>
          : {show(before)} <span aria-label="changed to">→</span> {show(after)}
        </li>
      ))}
    </Box>
  );
}
