import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { type GridColDef } from '@mui/x-data-grid';
import {
  CUSTOMER_SORT_FIELDS,
  type CustomerListQuery,
  type CustomerRow,
} from '@shop/shared/admin/customers';
import { fromCentavos, formatPeso } from '@shop/shared/money';
import { formatMobile } from '@shop/shared/phone';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { ServerGrid } from '../../../components/admin/server-grid';
import { adminPaths } from '../../../config/admin-paths';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { useCustomers } from '../api/get-customers';

export interface CustomersGridProps {
  query: CustomerListQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
}

/** Customer accounts, paged, sorted and searched by the server; the state is the URL's. */
export function CustomersGrid({ query, onQueryChange }: CustomersGridProps) {
  const result = useCustomers(query);
  const columns = useMemo<GridColDef<CustomerRow>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1,
        minWidth: 170,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={adminPaths.customer.getHref(row.id)}>
            {row.name}
          </Link>
        ),
      },
      { field: 'email', headerName: 'E-mail', flex: 1.3, minWidth: 210 },
      {
        field: 'mobile',
        headerName: 'Mobile',
        width: 150,
        sortable: false,
        valueFormatter: (value: string | null) => (value ? formatMobile(value) : '—'),
      },
      {
        field: 'orderCount',
        headerName: 'Orders',
        type: 'number',
        width: 90,
        sortable: false,
      },
      {
        field: 'totalSpentCentavos',
        headerName: 'Total spent',
        type: 'number',
        width: 130,
        sortable: false,
        valueFormatter: (value: number) => formatPeso(fromCentavos(value)),
      },
      {
        field: 'createdAt',
        headerName: 'Joined',
        width: 120,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'lastLoginAt',
        headerName: 'Last sign-in',
        width: 180,
        valueFormatter: (value: string | null) => (value ? formatDateTime(value) : 'Never'),
      },
      {
        field: 'disabled',
        headerName: 'Status',
        width: 110,
        sortable: false,
        renderCell: ({ row }) =>
          row.disabled ? (
            <Chip size="small" variant="outlined" label="Disabled" />
          ) : (
            <Chip size="small" variant="outlined" color="success" label="Active" />
          ),
      },
    ],
    [],
  );

  return (
    <ServerGrid
      label="Customers"
      result={result}
      query={query}
      onQueryChange={onQueryChange}
      emptyLabel="No customers found."
      sortFields={CUSTOMER_SORT_FIELDS}
      columns={columns}
    />
  );
}
