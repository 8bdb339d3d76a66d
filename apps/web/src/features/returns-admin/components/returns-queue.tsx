import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type GridColDef } from '@mui/x-data-grid';
import {
  RETURN_QUEUE_LABELS,
  RETURN_QUEUE_STATUS_NAMES,
  type AdminReturnRow,
  type AdminReturnsQuery,
} from '@shop/shared/admin/returns';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { FilterBar, SearchField } from '../../../components/admin/filter-bar';
import { ServerGrid } from '../../../components/admin/server-grid';
import { adminPaths } from '../../../config/admin-paths';
import { useUrlText } from '../../../hooks/use-url-text';
import { formatDateTime } from '../../../lib/date-format';
import { useReturns } from '../api/get-returns';

export interface ReturnsQueueProps {
  query: AdminReturnsQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
}

/** The status tabs of the queue; `all` is no filter. */
export function ReturnStatusTabs({ query, onQueryChange }: ReturnsQueueProps) {
  return (
    <Tabs
      value={query.status ?? 'all'}
      onChange={(_event, value: string) =>
        onQueryChange({ status: value === 'all' ? undefined : value })
      }
      variant="scrollable"
      aria-label="Return status"
      sx={{ mb: 2 }}
    >
      <Tab value="all" label="All" />
      {RETURN_QUEUE_STATUS_NAMES.map((status) => (
        <Tab key={status} value={status} label={RETURN_QUEUE_LABELS[status]} />
      ))}
    </Tabs>
  );
}

/** Return requests, newest first: status tab and search in the URL, paged by the server. */
export function ReturnsQueue({ query, onQueryChange }: ReturnsQueueProps) {
  const result = useReturns(query);
  const [search, setSearch] = useUrlText(query.search, (next) => onQueryChange({ search: next }));
  const columns = useMemo<GridColDef<AdminReturnRow>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: 'Requested',
        width: 170,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'orderNumber',
        headerName: 'Order',
        width: 160,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={adminPaths.returnRequest.getHref(row.id)}>
            {row.orderNumber}
          </Link>
        ),
      },
      {
        field: 'customer',
        headerName: 'Customer',
        minWidth: 200,
        flex: 1,
        valueGetter: (_value, row) => `${row.customer.name} · ${row.customer.email}`,
      },
      { field: 'statusLabel', headerName: 'Status', width: 160 },
      { field: 'reason', headerName: 'Reason', minWidth: 180, flex: 1 },
      { field: 'units', headerName: 'Units', type: 'number', width: 80 },
      { field: 'photoCount', headerName: 'Photos', type: 'number', width: 80 },
    ],
    [],
  );
  return (
    <>
      <ReturnStatusTabs query={query} onQueryChange={onQueryChange} />
      <FilterBar>
        <SearchField label="Order number or customer" value={search} onChange={setSearch} />
      </FilterBar>
      <ServerGrid
        label="Return requests"
        result={result}
        query={query}
        onQueryChange={onQueryChange}
        emptyLabel="No return requests here."
        columns={columns}
        disableColumnSorting
      />
    </>
  );
}
