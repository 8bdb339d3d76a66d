import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type GridColDef } from '@mui/x-data-grid';
import { formatPeso } from '@shop/shared';
import type { AdminTradeIn, TradeInListQuery } from '@shop/shared/admin/trade-ins';
import { useMemo, type ReactNode } from 'react';
import { ServerGrid } from '../../../components/admin/server-grid';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { useTradeIns } from '../api/get-trade-ins';
import { TradeInStatusChip } from './trade-in-status-chip';

export interface TradeInsGridProps {
  query: TradeInListQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
  onCancel: (tradeIn: AdminTradeIn) => void;
}

const quiet = { color: 'text.secondary', fontSize: '0.8125rem' } as const;

/** A cell of stacked lines: the first as it is, the rest quieter. */
function Lines({ children }: { children: ReactNode }) {
  return <Box sx={{ lineHeight: 1.4, py: 1, whiteSpace: 'normal', minWidth: 0 }}>{children}</Box>;
}

const itemText = (row: AdminTradeIn) =>
  `${row.item.bodyTypeLabel}, ${row.item.brand} ${row.item.subModel}`;
const itemDetails = (row: AdminTradeIn) =>
  `Bought ${row.item.year} · ${row.item.conditionLabel}${
    row.item.pricePaid === null ? '' : ` · paid ${formatPeso(row.item.pricePaid)}`
  }`;

function StatusCell({ row }: { row: AdminTradeIn }) {
  return (
    <>
      <TradeInStatusChip status={row.status} />
      {row.status === 'cancelled' && row.cancelledAt ? (
        <Box sx={{ ...quiet, mt: 0.5 }}>
          {formatDate(row.cancelledAt)}: {row.cancelReason}
        </Box>
      ) : null}
    </>
  );
}

/** Accepted trade-in credits, newest first, paged and filtered by the server. */
export function TradeInsGrid({ query, onQueryChange, onCancel }: TradeInsGridProps) {
  const result = useTradeIns(query);
  const theme = useTheme();
  // On a phone one column tells the whole credit, beside its action.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const columns = useMemo<GridColDef<AdminTradeIn>[]>(() => {
    const action: GridColDef<AdminTradeIn> = {
      field: 'actions',
      headerName: 'Action',
      width: narrow ? 96 : 120,
      renderCell: ({ row }) =>
        row.status === 'active' ? (
          <Box sx={{ py: 1 }}>
            <Button
              size="small"
              color="error"
              onClick={() => onCancel(row)}
              aria-label={`Cancel the credit ${row.code} of ${row.customer.name}`}
            >
              Cancel credit
            </Button>
          </Box>
        ) : null,
    };
    if (narrow) {
      return [
        {
          field: 'credit',
          headerName: 'Credit',
          flex: 1,
          minWidth: 200,
          renderCell: ({ row }) => (
            <Lines>
              <Box sx={{ fontWeight: 600 }}>
                {formatPeso(row.credit)} ·{' '}
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {row.code}
                </Box>
              </Box>
              <div>{row.customer.name}</div>
              <Box sx={{ ...quiet, overflowWrap: 'anywhere' }}>{row.customer.email}</Box>
              <div>{itemText(row)}</div>
              <Box sx={quiet}>{itemDetails(row)}</Box>
              <Box sx={quiet}>
                Accepted {formatDate(row.createdAt)} · valid until {formatDate(row.expiresAt)}
              </Box>
              <Box sx={{ mt: 0.5 }}>
                <StatusCell row={row} />
              </Box>
            </Lines>
          ),
        },
        action,
      ];
    }
    return [
      {
        field: 'createdAt',
        headerName: 'Dates',
        width: 150,
        renderCell: ({ row }) => (
          <Lines>
            <div>{formatDateTime(row.createdAt)}</div>
            <Box sx={quiet}>Valid until {formatDate(row.expiresAt)}</Box>
          </Lines>
        ),
      },
      {
        field: 'customer',
        headerName: 'Customer',
        minWidth: 170,
        flex: 1,
        renderCell: ({ row }) => (
          <Lines>
            <div>{row.customer.name}</div>
            <Box sx={{ ...quiet, overflowWrap: 'anywhere' }}>{row.customer.email}</Box>
          </Lines>
        ),
      },
      {
        field: 'item',
        headerName: 'Item',
        minWidth: 180,
        flex: 1,
        renderCell: ({ row }) => (
          <Lines>
            <div>{itemText(row)}</div>
            <Box sx={quiet}>{itemDetails(row)}</Box>
          </Lines>
        ),
      },
      {
        field: 'credit',
        headerName: 'Credit offered',
        width: 150,
        renderCell: ({ row }) => (
          <Lines>
            <div>{formatPeso(row.credit)}</div>
            <Box sx={quiet}>
              Value {formatPeso(row.low)} – {formatPeso(row.high)}
            </Box>
          </Lines>
        ),
      },
      {
        field: 'code',
        headerName: 'Code',
        width: 140,
        renderCell: ({ row }) => (
          <Lines>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {row.code}
            </Box>
          </Lines>
        ),
      },
      {
        field: 'status',
        headerName: 'Status',
        minWidth: 150,
        flex: 0.8,
        renderCell: ({ row }) => (
          <Lines>
            <StatusCell row={row} />
          </Lines>
        ),
      },
      action,
    ];
  }, [narrow, onCancel]);
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
      disableColumnMenu
    />
  );
}
