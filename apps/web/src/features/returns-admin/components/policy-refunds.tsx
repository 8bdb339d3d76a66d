import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { type GridColDef } from '@mui/x-data-grid';
import type { PolicyRefundRow, PolicyRefundsQuery } from '@shop/shared/admin/returns';
import { useMemo, useState } from 'react';
import { FilterBar, SelectFilter } from '../../../components/admin/filter-bar';
import { FormDialog } from '../../../components/admin/form-dialog';
import { ServerGrid } from '../../../components/admin/server-grid';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { useDecidePolicyRefund } from '../api/decide-policy-refund';
import { usePolicyRefunds } from '../api/get-policy-refunds';
import { NoteForm } from './note-form';
import { peso } from './refund-forms';

export interface PolicyRefundsProps {
  query: PolicyRefundsQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
}

type Open = { decision: 'approve' | 'decline'; row: PolicyRefundRow } | null;

const STATUS_OPTIONS = [
  { value: 'refunded', label: 'Refunded' },
  { value: 'all', label: 'Waiting and refunded' },
];

/** Protection-plan refund requests: approved inside the cooling-off window, or declined. */
export function PolicyRefunds({ query, onQueryChange }: PolicyRefundsProps) {
  const result = usePolicyRefunds(query);
  const decide = useDecidePolicyRefund();
  const pushToast = useNoticesStore((state) => state.pushToast);
  const [open, setOpen] = useState<Open>(null);
  const columns = useMemo<GridColDef<PolicyRefundRow>[]>(
    () => [
      { field: 'policyNumber', headerName: 'Policy', width: 150 },
      { field: 'orderNumber', headerName: 'Order', width: 150 },
      {
        field: 'customer',
        headerName: 'Customer',
        minWidth: 180,
        flex: 1,
        valueGetter: (_value, row) => row.customer.name,
      },
      { field: 'planName', headerName: 'Plan', minWidth: 150, flex: 1 },
      {
        field: 'premiumCentavos',
        headerName: 'Premium',
        width: 120,
        valueFormatter: (value: number) => peso(value),
      },
      { field: 'reason', headerName: 'Reason', minWidth: 160, flex: 1 },
      {
        field: 'requestedAt',
        headerName: 'Requested',
        width: 170,
        valueFormatter: (value: string | null) => (value ? formatDateTime(value) : '—'),
      },
      {
        field: 'inCoolingOff',
        headerName: 'Cooling-off',
        width: 190,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.inCoolingOff ? 'success' : 'default'}
            label={`${row.inCoolingOff ? 'Inside' : 'After'} (ends ${formatDate(row.coolingOffEndsOn)})`}
          />
        ),
      },
      {
        field: 'actions',
        headerName: 'Decision',
        width: 190,
        sortable: false,
        renderCell: ({ row }) =>
          row.status === 'refund_requested' ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
              <Button
                size="small"
                disabled={!row.inCoolingOff}
                onClick={() => setOpen({ decision: 'approve', row })}
                aria-label={`Approve the refund of ${row.policyNumber}`}
              >
                Approve
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setOpen({ decision: 'decline', row })}
                aria-label={`Decline the refund of ${row.policyNumber}`}
              >
                Decline
              </Button>
            </Stack>
          ) : (
            'Refunded'
          ),
      },
    ],
    [],
  );
  return (
    <>
      <FilterBar>
        <SelectFilter
          label="Requests"
          value={query.status === 'refund_requested' ? '' : query.status}
          onChange={(status) => onQueryChange({ status })}
          allLabel="Waiting for a decision"
          options={STATUS_OPTIONS}
          minWidth={220}
        />
      </FilterBar>
      <ServerGrid
        label="Protection-plan refund requests"
        result={result}
        query={query}
        onQueryChange={onQueryChange}
        emptyLabel="No protection-plan refund requests."
        columns={columns}
        disableColumnSorting
      />
      <FormDialog
        title={open?.decision === 'approve' ? 'Approve plan refund' : 'Decline plan refund'}
        open={open !== null}
        onClose={() => setOpen(null)}
      >
        {({ onDirtyChange, requestClose, done }) =>
          open ? (
            <NoteForm
              intro={
                open.decision === 'approve'
                  ? `Refund the premium of ${peso(open.row.premiumCentavos)} for ${open.row.policyNumber}; the plan ends. Pay the refund out from the order’s refunds.`
                  : `The plan ${open.row.policyNumber} stays active and no premium is refunded.`
              }
              required={open.decision === 'decline'}
              submitLabel={open.decision === 'approve' ? 'Approve refund' : 'Decline refund'}
              onDirtyChange={onDirtyChange}
              onCancel={requestClose}
              onSubmit={async (note) => {
                await decide.mutateAsync({ policyId: open.row.id, decision: open.decision, note });
                done();
                pushToast({
                  msg: `Plan refund ${open.decision === 'approve' ? 'approved' : 'declined'}.`,
                  color: 'success',
                });
              }}
            />
          ) : null
        }
      </FormDialog>
    </>
  );
}
