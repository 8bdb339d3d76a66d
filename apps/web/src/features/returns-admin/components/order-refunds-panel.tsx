import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  REFUND_METHOD_LABELS,
  REFUND_SOURCE_LABELS,
  type AdminRefund,
  type RefundMethod,
} from '@shop/shared/admin/returns';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { formatDateTime } from '../../../lib/date-format';
import { useOrderRefunds } from '../api/get-order-refunds';
import { MarkPaidForm, peso, RecordRefundForm } from './refund-forms';

export interface OrderRefundsPanelProps {
  orderId: string;
  /** Refunds recorded here settle this return. */
  returnId?: string;
}

type Open = { kind: 'record' } | { kind: 'paid'; refund: AdminRefund } | null;

const methodLabel = (method: string | null) =>
  method ? (REFUND_METHOD_LABELS[method as RefundMethod] ?? method) : '—';

/** An order's refunds: what was paid, refunded and left; record a payout or pay a pending one. */
export function OrderRefundsPanel({ orderId, returnId }: OrderRefundsPanelProps) {
  const refunds = useOrderRefunds(orderId);
  const pushToast = useNoticesStore((state) => state.pushToast);
  const [open, setOpen] = useState<Open>(null);
  const data = refunds.data;

  return (
    <Paper component="section" aria-labelledby={`refunds-${orderId}`} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={`refunds-${orderId}`} variant="h2" sx={{ fontSize: '1.2rem', flexGrow: 1 }}>
          Refunds
        </Typography>
        <Button
          variant="outlined"
          disabled={!data || data.remainingCentavos === 0}
          onClick={() => setOpen({ kind: 'record' })}
        >
          Record refund
        </Button>
      </Stack>
      {refunds.isError ? (
        <Alert severity="error">{refunds.error.message}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={80} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Paid {peso(data.paidCentavos)} · refunded {peso(data.refundedCentavos)} · left{' '}
            {peso(data.remainingCentavos)}
          </Typography>
          {data.refunds.length === 0 ? (
            <Typography>No refunds yet.</Typography>
          ) : (
            <Table size="small" aria-label={`Refunds of order ${data.orderNumber}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Amount</TableCell>
                  <TableCell>For</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Method</TableCell>
                  <TableCell>Reference</TableCell>
                  <TableCell>Paid</TableCell>
                  <TableCell>By</TableCell>
                  <TableCell>Note</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.refunds.map((refund) => (
                  <TableRow key={refund.id}>
                    <TableCell>{peso(refund.amountCentavos)}</TableCell>
                    <TableCell>{REFUND_SOURCE_LABELS[refund.source] ?? refund.source}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={refund.status === 'paid' ? 'Paid out' : 'Pending'}
                        color={refund.status === 'paid' ? 'success' : 'warning'}
                      />
                    </TableCell>
                    <TableCell>{methodLabel(refund.method)}</TableCell>
                    <TableCell>{refund.reference ?? '—'}</TableCell>
                    <TableCell>{refund.paidAt ? formatDateTime(refund.paidAt) : '—'}</TableCell>
                    <TableCell>{refund.recordedBy ?? '—'}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{refund.note}</TableCell>
                    <TableCell>
                      {refund.status === 'pending' ? (
                        <Button size="small" onClick={() => setOpen({ kind: 'paid', refund })}>
                          Mark paid
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
      <FormDialog
        title={open?.kind === 'paid' ? 'Mark refund paid' : 'Record refund'}
        open={open !== null && Boolean(data)}
        onClose={() => setOpen(null)}
      >
        {({ onDirtyChange, requestClose, done }) => {
          const finish = (message: string) => {
            done();
            pushToast({ msg: message, color: 'success' });
          };
          if (!data || !open) return null;
          return open.kind === 'paid' ? (
            <MarkPaidForm
              refundId={open.refund.id}
              amountCentavos={open.refund.amountCentavos}
              onDirtyChange={onDirtyChange}
              onCancel={requestClose}
              onDone={() => finish('Refund marked paid out.')}
            />
          ) : (
            <RecordRefundForm
              refunds={data}
              returnId={returnId}
              onDirtyChange={onDirtyChange}
              onCancel={requestClose}
              onDone={() => finish('Refund recorded.')}
            />
          );
        }}
      </FormDialog>
    </Paper>
  );
}
