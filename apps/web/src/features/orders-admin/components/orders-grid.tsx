import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import {
  FULFILLMENT_LABELS,
  ORDER_SORT_FIELDS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  type OrderListQuery,
  type OrderRow,
} from '@shop/shared/admin/orders';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ServerGrid } from '../../../components/admin/server-grid';
import { adminPaths } from '../../../config/admin-paths';
import { formatDateTime } from '../../../lib/date-format';
import { useOrders } from '../api/get-orders';
import { peso } from './money';
import { OrderStatusChip } from './order-status-chip';

export interface OrdersGridProps {
  query: OrderListQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
  /** The toolbar's actions on the selected orders (their ids). */
  renderBulkActions: (selectedIds: string[], clear: () => void) => ReactNode;
}

const SORTABLE = new Set<string>(ORDER_SORT_FIELDS);
const label = <T extends string>(labels: Record<T, string>, value: string) =>
  labels[value as T] ?? value;

const EMPTY: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The selected ids, whether the grid lists them (include) or the ones left out (exclude). */
function selectedIds(model: GridRowSelectionModel, rows: OrderRow[]): string[] {
  if (model.type === 'include') return [...model.ids].map(String);
  return rows.map((row) => row.id).filter((id) => !model.ids.has(id as GridRowId));
}

/** The orders, paged, sorted and filtered by the server; ticked rows feed the bulk actions. */
export function OrdersGrid({ query, onQueryChange, renderBulkActions }: OrdersGridProps) {
  const result = useOrders(query);
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY);
  const rows = result.data?.data ?? [];
  const ids = selectedIds(selection, rows);
  const columns = useMemo<GridColDef<OrderRow>[]>(
    () => [
      {
        field: 'orderNumber',
        headerName: 'Order',
        minWidth: 150,
        flex: 0.8,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={adminPaths.order.getHref(row.id)}>
            {row.orderNumber}
          </Link>
        ),
      },
      {
        field: 'createdAt',
        headerName: 'Placed',
        minWidth: 170,
        flex: 0.8,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'customer',
        headerName: 'Customer',
        minWidth: 180,
        flex: 1.2,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.5 }}>
            <Typography variant="body2">{row.customer.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {row.customer.email}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'status',
        headerName: 'Status',
        minWidth: 200,
        flex: 1,
        renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
      },
      {
        field: 'totalCentavos',
        headerName: 'Total',
        type: 'number',
        minWidth: 120,
        valueFormatter: (value: number) => peso(value),
      },
      {
        field: 'payment',
        headerName: 'Payment',
        minWidth: 170,
        flex: 0.8,
        valueGetter: (_value, row) =>
          `${label(PAYMENT_METHOD_LABELS, row.paymentMethod)} · ${label(PAYMENT_STATE_LABELS, row.paymentStatus)}`,
      },
      {
        field: 'fulfillment',
        headerName: 'Fulfilment',
        minWidth: 150,
        flex: 0.8,
        valueGetter: (_value, row) =>
          row.fulfillmentType === 'pickup'
            ? `Pickup · ${row.branch?.name ?? ''}`
            : `${label(FULFILLMENT_LABELS, row.fulfillmentType)} · ${row.courier?.name ?? ''}`,
      },
      { field: 'itemCount', headerName: 'Items', type: 'number', width: 80 },
    ],
    [],
  );

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, minHeight: 40, alignItems: 'center', flexWrap: 'wrap' }}
        aria-label="Selected orders"
        role="toolbar"
      >
        <Typography variant="body2" color="text.secondary">
          {ids.length === 0 ? 'Tick orders to act on several at once.' : `${ids.length} selected`}
        </Typography>
        {ids.length > 0 ? renderBulkActions(ids, () => setSelection(EMPTY)) : null}
      </Stack>
      <ServerGrid
        label="Orders"
        result={result}
        query={query}
        onQueryChange={onQueryChange}
        emptyLabel="No orders match these filters."
        sortFields={ORDER_SORT_FIELDS}
        getRowId={(row) => row.id}
        getRowHeight={() => 'auto'}
        checkboxSelection
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        columns={columns.map((column) =>
          SORTABLE.has(column.field) ? column : { ...column, sortable: false },
        )}
      />
    </>
  );
}
