import { type GridColDef } from '@mui/x-data-grid';
import {
  STOCK_REASON_LABELS,
  type StockMovement,
  type StockMovementsQuery,
} from '@shop/shared/admin/stock';
import { useMemo } from 'react';
import { ServerGrid } from '../../../components/admin/server-grid';
import { formatDateTime } from '../../../lib/date-format';
import { useStockMovements } from '../api/get-stock-movements';

export interface StockMovementsGridProps {
  query: StockMovementsQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** The stock ledger, newest first: who, when, why, and the count before and after. */
export function StockMovementsGrid({ query, onQueryChange }: StockMovementsGridProps) {
  const result = useStockMovements(query);
  const columns = useMemo<GridColDef<StockMovement>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: 'When',
        width: 170,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'reason',
        headerName: 'Reason',
        width: 140,
        valueFormatter: (value: StockMovement['reason']) => STOCK_REASON_LABELS[value],
      },
      { field: 'sku', headerName: 'SKU', minWidth: 120, flex: 0.7 },
      { field: 'branchName', headerName: 'Branch', minWidth: 120, flex: 0.7 },
      { field: 'quantityBefore', headerName: 'Before', type: 'number', width: 80 },
      {
        field: 'delta',
        headerName: 'Change',
        type: 'number',
        width: 85,
        valueFormatter: (value: number) => signed(value),
      },
      { field: 'quantityAfter', headerName: 'After', type: 'number', width: 80 },
      {
        field: 'actorEmail',
        headerName: 'Who',
        minWidth: 180,
        flex: 1,
        valueFormatter: (value: string | null) => value ?? 'The shop',
      },
      {
        field: 'note',
        headerName: 'Note',
        minWidth: 180,
        flex: 1.2,
        valueGetter: (_value, row) =>
          [row.orderNumber ? `Order ${row.orderNumber}` : '', row.note].filter(Boolean).join(' · '),
      },
    ],
    [],
  );

  return (
    <ServerGrid
      label="Stock ledger"
      result={result}
      query={query}
      onQueryChange={onQueryChange}
      emptyLabel="No stock movements yet."
      columns={columns}
      disableColumnSorting
    />
  );
}
