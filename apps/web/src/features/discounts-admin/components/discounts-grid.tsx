import EditIcon from '@mui/icons-material/Edit';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import InsightsIcon from '@mui/icons-material/Insights';
import PauseIcon from '@mui/icons-material/Pause';
import PlayIcon from '@mui/icons-material/PlayArrow';
import Link from '@mui/material/Link';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { formatPeso } from '@shop/shared';
import {
  DISCOUNT_SORT_FIELDS,
  type AdminDiscount,
  type DiscountListQuery,
} from '@shop/shared/admin/discounts';
import { useMemo, type ReactElement } from 'react';
import { ServerGrid } from '../../../components/admin/server-grid';
import { useDiscounts } from '../api/get-discounts';
import { DiscountStatusChip } from './discount-status-chip';
import { limitsLabel, ruleLabel, usesLabel, windowLabel } from './discount-figures';

export type DiscountRowAction = 'details' | 'edit' | 'pause' | 'resume' | 'expire';

export interface DiscountsGridProps {
  query: DiscountListQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
  onAction: (action: DiscountRowAction, discount: AdminDiscount) => void;
}

/** Discount codes, paged, sorted and filtered by the server; the state is the URL's. */
export function DiscountsGrid({ query, onQueryChange, onAction }: DiscountsGridProps) {
  const result = useDiscounts(query);
  const columns = useMemo<GridColDef<AdminDiscount>[]>(
    () => [
      {
        field: 'code',
        headerName: 'Code',
        width: 170,
        renderCell: ({ row }) => (
          <Link
            component="button"
            type="button"
            onClick={() => onAction('details', row)}
            aria-label={`Uses and figures of ${row.code}`}
          >
            {row.code}
          </Link>
        ),
      },
      {
        field: 'value',
        headerName: 'Discount',
        width: 190,
        sortable: false,
        valueGetter: (_value, row) => ruleLabel(row),
      },
      {
        field: 'limits',
        headerName: 'Applies to',
        width: 150,
        sortable: false,
        valueGetter: (_value, row) => limitsLabel(row),
      },
      {
        field: 'startsAt',
        headerName: 'Window',
        flex: 1,
        minWidth: 200,
        valueGetter: (_value, row) => windowLabel(row),
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <DiscountStatusChip status={row.status} />,
      },
      {
        field: 'uses',
        headerName: 'Uses',
        width: 100,
        valueGetter: (_value, row) => usesLabel(row),
      },
      {
        field: 'revenue',
        headerName: 'Revenue',
        width: 130,
        sortable: false,
        valueFormatter: (value: number) => formatPeso(value),
      },
      {
        field: 'discountGiven',
        headerName: 'Discount given',
        width: 140,
        sortable: false,
        valueFormatter: (value: number) => formatPeso(value),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: ({ row }) => {
          const item = (action: DiscountRowAction, label: string, icon: ReactElement) => (
            <GridActionsCellItem
              key={action}
              icon={icon}
              label={`${label} ${row.code}`}
              onClick={() => onAction(action, row)}
              showInMenu
            />
          );
          const items = [
            item('details', 'Uses and figures of', <InsightsIcon />),
            item('edit', 'Edit', <EditIcon />),
            row.status === 'paused'
              ? item('resume', 'Resume', <PlayIcon />)
              : item('pause', 'Pause', <PauseIcon />),
          ];
          if (row.status !== 'expired') items.push(item('expire', 'End now', <EventBusyIcon />));
          return items;
        },
      },
    ],
    [onAction],
  );

  return (
    <ServerGrid
      label="Discount codes"
      result={result}
      query={query}
      onQueryChange={onQueryChange}
      emptyLabel="No discount codes found."
      sortFields={DISCOUNT_SORT_FIELDS}
      columns={columns}
    />
  );
}
