import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import SendIcon from '@mui/icons-material/Send';
import Chip from '@mui/material/Chip';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import {
  STAFF_ROLE_LABELS,
  STAFF_SORT_FIELDS,
  STAFF_STATUS_LABELS,
  type StaffListQuery,
  type StaffMember,
} from '@shop/shared/admin/staff';
import { useMemo } from 'react';
import { ServerGrid } from '../../../components/admin/server-grid';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { useStaff } from '../api/get-staff';

export type StaffAction = 'role' | 'disable' | 'enable' | 'invitation';

export interface StaffGridProps {
  query: StaffListQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
  /** The signed-in admin: their own row offers no action (nobody demotes or disables themselves). */
  currentEmail: string;
  onAction: (action: StaffAction, member: StaffMember) => void;
}

const STATUS_COLORS = { active: 'success', invited: 'info', disabled: 'default' } as const;

/** Staff accounts, paged, sorted and filtered by the server; the state is the URL's. */
export function StaffGrid({ query, onQueryChange, currentEmail, onAction }: StaffGridProps) {
  const result = useStaff(query);
  const columns = useMemo<GridColDef<StaffMember>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
      },
      { field: 'email', headerName: 'E-mail', flex: 1.3, minWidth: 200 },
      {
        field: 'role',
        headerName: 'Role',
        width: 100,
        valueFormatter: (value: StaffMember['role']) => STAFF_ROLE_LABELS[value],
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 120,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLORS[row.status]}
            label={STAFF_STATUS_LABELS[row.status]}
          />
        ),
      },
      {
        field: 'lastLoginAt',
        headerName: 'Last sign-in',
        width: 180,
        valueFormatter: (value: string | null) => (value ? formatDateTime(value) : 'Never'),
      },
      {
        field: 'createdAt',
        headerName: 'Added',
        width: 130,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: ({ row }) => {
          if (row.email === currentEmail) return [];
          const name = `${row.firstName} ${row.lastName}`;
          const items = [
            <GridActionsCellItem
              key="role"
              icon={<ManageAccountsIcon />}
              label={`Change role of ${name}`}
              onClick={() => onAction('role', row)}
              showInMenu
            />,
            row.status === 'disabled' ? (
              <GridActionsCellItem
                key="enable"
                icon={<CheckCircleIcon />}
                label={`Enable ${name}`}
                onClick={() => onAction('enable', row)}
                showInMenu
              />
            ) : (
              <GridActionsCellItem
                key="disable"
                icon={<BlockIcon />}
                label={`Disable ${name}`}
                onClick={() => onAction('disable', row)}
                showInMenu
              />
            ),
          ];
          if (row.status === 'invited') {
            items.push(
              <GridActionsCellItem
                key="invitation"
                icon={<SendIcon />}
                label={`Send ${name} a new invitation`}
                onClick={() => onAction('invitation', row)}
                showInMenu
              />,
            );
          }
          return items;
        },
      },
    ],
    [currentEmail, onAction],
  );

  return (
    <ServerGrid
      label="Staff accounts"
      result={result}
      query={query}
      onQueryChange={onQueryChange}
      emptyLabel="No staff found."
      sortFields={STAFF_SORT_FIELDS}
      columns={columns}
    />
  );
}
