import Chip from '@mui/material/Chip';
import { type GridColDef } from '@mui/x-data-grid';
import { formatPeso } from '@shop/shared';
import {
  PRODUCT_SORT_FIELDS,
  PRODUCT_STATUS_LABELS,
  type AdminProductsQuery,
  type AdminProductSummary,
} from '@shop/shared/admin/product';
import { useMemo } from 'react';
import { ServerGrid } from '../../../components/admin/server-grid';
import { ItemThumbnail } from '../../../components/item-thumbnail';
import { formatDateTime } from '../../../lib/date-format';
import { useProducts } from '../api/get-products';
import { thumbnailUrl } from '../../../lib/thumbnail-url';

export interface ProductGridProps {
  query: AdminProductsQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
  onOpen: (product: AdminProductSummary) => void;
}

const STATUS_COLORS = { active: 'success', inactive: 'default', archived: 'warning' } as const;

/** '₱1,000.00' or '₱1,000.00 – ₱2,500.00', as the storefront writes prices. */
function priceRangeText(row: AdminProductSummary): string {
  if (row.minPrice === null || row.maxPrice === null) return '—';
  const low = formatPeso(row.minPrice);
  const high = formatPeso(row.maxPrice);
  return low === high ? low : `${low} - ${high}`;
}

/** The catalogue, paged, sorted and filtered by the server; the state is the URL's. */
export function ProductGrid({ query, onQueryChange, onOpen }: ProductGridProps) {
  const result = useProducts(query);
  const columns = useMemo<GridColDef<AdminProductSummary>[]>(
    () => [
      {
        field: 'imageUrl',
        headerName: 'Photo',
        width: 72,
        sortable: false,
        renderCell: ({ row }) => (
          <ItemThumbnail
            size={44}
            image={row.imageUrl ? { url: thumbnailUrl(row.imageUrl), alt: '' } : null}
          />
        ),
      },
      { field: 'name', headerName: 'Name', flex: 2, minWidth: 220 },
      { field: 'sku', headerName: 'SKU', flex: 0.7, minWidth: 110 },
      {
        field: 'status',
        headerName: 'Status',
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLORS[row.status]}
            label={PRODUCT_STATUS_LABELS[row.status]}
          />
        ),
      },
      {
        field: 'variantCount',
        headerName: 'Variants',
        type: 'number',
        width: 90,
        sortable: false,
      },
      {
        field: 'price',
        headerName: 'Price',
        minWidth: 205,
        flex: 0.6,
        sortable: false,
        valueGetter: (_value, row) => priceRangeText(row),
      },
      {
        field: 'unitsOnHand',
        headerName: 'On hand',
        type: 'number',
        width: 90,
        sortable: false,
      },
      {
        field: 'updatedAt',
        headerName: 'Updated',
        width: 190,
        valueFormatter: (value: string) => formatDateTime(value),
      },
    ],
    [],
  );

  return (
    <ServerGrid
      label="Products"
      result={result}
      query={query}
      onQueryChange={onQueryChange}
      emptyLabel="No products found."
      sortFields={PRODUCT_SORT_FIELDS}
      getRowId={(row) => row._id}
      columns={columns}
      rowHeight={60}
      onRowClick={({ row }) => onOpen(row)}
      onCellKeyDown={({ row }, event) => {
        if (event.key === 'Enter') onOpen(row);
      }}
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
