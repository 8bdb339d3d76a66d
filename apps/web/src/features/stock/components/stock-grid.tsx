import HistoryIcon from '@mui/icons-material/History';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TuneIcon from '@mui/icons-material/Tune';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { STOCK_SORT_FIELDS, type StockListQuery, type StockRow } from '@shop/shared/admin/stock';
import { useMemo } from 'react';
import { ServerGrid } from '../../../components/admin/server-grid';
import { useStock } from '../api/get-stock';
import { variantOptions } from './variant-label';

export type StockAction = 'adjust' | 'transfer' | 'threshold' | 'movements';

export interface StockGridProps {
  query: StockListQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
  onAction: (action: StockAction, row: StockRow) => void;
}

const SORTABLE = new Set<string>(STOCK_SORT_FIELDS);

/** Each variant at each branch, paged, sorted and filtered by the server; the state is the URL's. */
export function StockGrid({ query, onQueryChange, onAction }: StockGridProps) {
  const result = useStock(query);
  const columns = useMemo<GridColDef<StockRow>[]>(
    () => [
      {
        field: 'product',
        headerName: 'Product',
        flex: 1.4,
        minWidth: 200,
        valueGetter: (_value, row) => {
          const options = variantOptions(row);
          return options ? `${row.productName} · ${options}` : row.productName;
        },
      },
      { field: 'sku', headerName: 'SKU', flex: 0.8, minWidth: 130 },
      {
        field: 'branch',
        headerName: 'Branch',
        flex: 0.8,
        minWidth: 130,
        valueGetter: (_v, row) => row.branchName,
      },
      { field: 'onHand', headerName: 'On hand', type: 'number', width: 90, sortable: false },
      { field: 'reserved', headerName: 'Reserved', type: 'number', width: 90, sortable: false },
      {
        field: 'available',
        headerName: 'Available',
        type: 'number',
        width: 110,
        renderCell: ({ row }) =>
          row.low ? (
            <Chip
              size="small"
              color={row.available === 0 ? 'error' : 'warning'}
              icon={<WarningAmberIcon aria-hidden />}
              label={`${row.available} · low`}
            />
          ) : (
            row.available
          ),
      },
      { field: 'threshold', headerName: 'Low at', type: 'number', width: 80 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: ({ row }) => {
          const name = `${row.sku} at ${row.branchName}`;
          return [
            <GridActionsCellItem
              key="adjust"
              icon={<TuneIcon />}
              label={`Adjust ${name}`}
              onClick={() => onAction('adjust', row)}
              showInMenu
            />,
            <GridActionsCellItem
              key="transfer"
              icon={<SwapHorizIcon />}
              label={`Transfer ${name}`}
              onClick={() => onAction('transfer', row)}
              showInMenu
            />,
            <GridActionsCellItem
              key="threshold"
              icon={<WarningAmberIcon />}
              label={`Low-stock threshold of ${row.sku}`}
              onClick={() => onAction('threshold', row)}
              showInMenu
            />,
            <GridActionsCellItem
              key="movements"
              icon={<HistoryIcon />}
              label={`Stock ledger of ${name}`}
              onClick={() => onAction('movements', row)}
              showInMenu
            />,
          ];
        },
      },
    ],
    [onAction],
  );

  return (
    <ServerGrid
      label="Stock per variant and branch"
      result={result}
      query={query}
      onQueryChange={onQueryChange}
      emptyLabel="No stock found."
      sortFields={STOCK_SORT_FIELDS}
      getRowId={(row) => `${row.variantId}:${row.branchId}`}
      columns={columns.map((column) =>
        column.field === 'actions' || SORTABLE.has(column.field)
          ? column
          : { ...column, sortable: false },
      )}
    />
  );
}
