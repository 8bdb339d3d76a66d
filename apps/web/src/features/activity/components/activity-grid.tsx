import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { type GridColDef } from '@mui/x-data-grid';
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_RECORD_TYPE_LABELS,
  type ActivityEntry,
  type ActivityQuery,
} from '@shop/shared/admin/activity';
import { useMemo, type ReactNode } from 'react';
import { ServerGrid } from '../../../components/admin/server-grid';
import { formatDateTime } from '../../../lib/date-format';
import { useActivity } from '../api/get-activity';
import { ChangesList } from './changes-list';

/** A column whose cells narrow the log to their value: wide, and not sorted by. */
const FILTER_COLUMN = { flex: 1, minWidth: 180, sortable: false } as const;

/** A cell's value as a button that narrows the log to it; `label` says so to assistive tech. */
function FilterLink({
  label,
  onFilter,
  sx,
  children,
}: {
  label: string;
  onFilter: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Link component="button" type="button" onClick={onFilter} aria-label={label} sx={sx}>
      {children}
    </Link>
  );
}

export interface ActivityGridProps {
  query: ActivityQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
}

/** The activity log, newest first by default; paging, order and filters are the server's. */
export function ActivityGrid({ query, onQueryChange }: ActivityGridProps) {
  const result = useActivity(query);
  const columns = useMemo<GridColDef<ActivityEntry>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: 'When',
        width: 130,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'actorEmail',
        headerName: 'Who',
        ...FILTER_COLUMN,
        renderCell: ({ row }) => (
          <FilterLink
            label={`Show only what ${row.actorEmail} did`}
            onFilter={() => onQueryChange({ actor: row.actorEmail })}
          >
            {row.actorEmail}
          </FilterLink>
        ),
      },
      {
        field: 'action',
        headerName: 'What',
        width: 150,
        sortable: false,
        valueFormatter: (value: string) => ACTIVITY_ACTION_LABELS[value] ?? value,
      },
      {
        field: 'recordId',
        headerName: 'Record',
        ...FILTER_COLUMN,
        renderCell: ({ row }) => (
          <FilterLink
            label={`Show only the history of this ${ACTIVITY_RECORD_TYPE_LABELS[row.recordType] ?? row.recordType}`}
            onFilter={() => onQueryChange({ recordType: row.recordType, recordId: row.recordId })}
            sx={{ fontFamily: 'monospace', fontSize: '0.8rem', textAlign: 'left' }}
          >
            {ACTIVITY_RECORD_TYPE_LABELS[row.recordType] ?? row.recordType} · {row.recordId}
          </FilterLink>
        ),
      },
      {
        field: 'changes',
        headerName: 'Changes',
        flex: 1.4,
        minWidth: 240,
        sortable: false,
        renderCell: ({ row }) => <ChangesList changes={row.changes} />,
      },
    ],
    [onQueryChange],
  );

  return (
    <ServerGrid
      label="Activity log"
      result={result}
      query={query}
      onQueryChange={onQueryChange}
      emptyLabel="No activity yet."
      columns={columns}
      getRowHeight={() => 'auto'}
      // Rows grow to their changes: every column must be measured, even one scrolled out of
      // view on a tablet. A page holds 100 rows at most.
      disableVirtualization
      sortModel={[{ field: 'createdAt', sort: query.order }]}
      sortingOrder={['desc', 'asc']}
      onSortModelChange={(model) => onQueryChange({ order: model[0]?.sort ?? undefined })}
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-cell': { py: 1 } }}
    />
  );
}
