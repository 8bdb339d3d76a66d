import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type GridColDef } from '@mui/x-data-grid';
import { formatPeso } from '@shop/shared';
import type { AdminTradeIn, TradeInListQuery } from '@shop/shared/admin/trade-ins';
import { useMemo } from 'react';
import { ServerGrid } from '../../../components/admin/server-grid';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { useTradeIns } from '../api/get-trade-ins';
import { TradeInStatusChip } from './trade-in-status-chip';

export interface TradeInsGridProps {
  query: TradeInListQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
  onCancel: (tradeIn: AdminTradeIn) => void;
}

/** Two lines in a cell: the main text and a quieter one under it. */
function TwoLines({ main, sub }: { main: string; sub: string }) {
  return (
    <Box sx={{ lineHeight: 1.35, py: 1, whiteSpace: 'normal' }}>
      <div>{main}</div>
      <Box component="div" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
        {sub}
      </Box>
    </Box>
  );
}

/** Accepted trade-in credits, newest first, paged and filtered by the server. */
export function TradeInsGrid({ query, onQueryChange, onCancel }: TradeInsGridProps) {
  const result = useTradeIns(query);
  const columns = useMemo<GridColDef<AdminTradeIn>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: 'Accepted',
        width: 170,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'customer',
        headerName: 'Customer',
        minWidth: 200,
        flex: 1,
        valueGetter: (_value, row) => `${row.customer.name} ${row.customer.email}`,
        renderCell: ({ row }) => <TwoLines main={row.customer.name} sub={row.customer.email} />,
      },
      {
        field: 'item',
        headerName: 'Item',
        minWidth: 220,
        flex: 1.2,
        valueGetter: (_value, row) => `${row.item.bodyTypeLabel} ${row.item.brand}`,
        renderCell: ({ row }) => (
          <TwoLines
            main={`${row.item.bodyTypeLabel}, ${row.item.brand} ${row.item.subModel}`}
            sub={`Bought ${row.item.year} · ${row.item.conditionLabel}${
              row.item.pricePaid === null ? '' : ` · paid ${formatPeso(row.item.pricePaid)}`
            }`}
          />
        ),
      },
      {
        field: 'credit',
        headerName: 'Credit offered',
        width: 190,
        renderCell: ({ row }) => (
          <TwoLines
            main={formatPeso(row.credit)}
            sub={`Value ${formatPeso(row.low)} – ${formatPeso(row.high)}`}
          />
        ),
      },
      {
        field: 'code',
        headerName: 'Code',
        width: 160,
        renderCell: ({ row }) => (
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {row.code}
          </Box>
        ),
      },
      {
        field: 'status',
        headerName: 'Status',
        minWidth: 190,
        flex: 0.8,
        renderCell: ({ row }) => (
          <Box sx={{ py: 1, whiteSpace: 'normal', lineHeight: 1.35 }}>
            <TradeInStatusChip status={row.status} />
            {row.status === 'cancelled' && row.cancelledAt ? (
              <Box sx={{ color: 'text.secondary', fontSize: '0.8125rem', mt: 0.5 }}>
                {formatDate(row.cancelledAt)}: {row.cancelReason}
              </Box>
            ) : null}
          </Box>
        ),
      },
      {
        field: 'expiresAt',
        headerName: 'Valid until',
        width: 130,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'actions',
        headerName: 'Action',
        width: 140,
        renderCell: ({ row }) =>
          row.status === 'active' ? (
            <Button
              size="small"
              color="error"
              onClick={() => onCancel(row)}
              aria-label={`Cancel the credit ${row.code} of ${row.customer.name}`}
            >
              Cancel credit
            </Button>
          ) : null,
      },
    ],
    [onCancel],
  );
  return (
    <ServerGrid
      label="Trade-in credits"
      result={result}
      query={query}
      onQueryChange={onQueryChange}
      emptyLabel="No trade-in credits here."
      columns={columns}
      getRowId={(row: AdminTradeIn) => row.id}
      getRowHeight={() => 'auto'}
      disableColumnSorting
    />
  );
}
