import { zodResolver } from '@hookform/resolvers/zod';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPeso, fromCentavos } from '@shop/shared';
import {
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  recordRefundSchema,
  refundPaidSchema,
  type OrderRefunds,
} from '@shop/shared/admin/returns';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { FormActions } from '../../../components/admin/form-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useConsoleForm } from '../../../hooks/use-console-form';
import { useMarkRefundPaid } from '../api/mark-refund-paid';
import { useRecordRefund } from '../api/record-refund';

export const peso = (centavos: number) => formatPeso(fromCentavos(centavos));

interface PayoutValues {
  method: string;
  reference: string;
}

/** How the money went back and the payout's reference: both refund forms ask for them. */
function PayoutFields<T extends PayoutValues>({ control }: { control: Control<T> }) {
  const typed = control as unknown as Control<PayoutValues>;
  return (
    <>
      <FormTextField control={typed} name="method" label="Method" select required fullWidth>
        {REFUND_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {REFUND_METHOD_LABELS[method]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={typed}
        name="reference"
        label="Reference"
        required
        fullWidth
        helperText="The bank’s, wallet’s or receipt’s reference of the payout."
      />
    </>
  );
}

/** The form in pesos; the API takes whole centavos. */
const recordRefundFormSchema = z
  .object({
    amount: z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, { error: 'Enter an amount in pesos, e.g. 1250.50.' }),
    method: recordRefundSchema.shape.method,
    reference: recordRefundSchema.shape.reference,
    note: recordRefundSchema.shape.note,
  })
  .transform(({ amount, ...rest }) => ({
    ...rest,
    amountCentavos: Math.round(Number(amount) * 100),
  }));
type RecordRefundValues = z.input<typeof recordRefundFormSchema>;

export interface FormCallbacks {
  onDone: (refunds: OrderRefunds) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/** A refund paid out to the customer: amount, method, reference (partial refunds allowed). */
export function RecordRefundForm({
  refunds,
  returnId,
  onDone,
  onCancel,
  onDirtyChange,
}: FormCallbacks & { refunds: OrderRefunds; returnId?: string }) {
  const record = useRecordRefund();
  const { control, formState, error, submitWith } = useConsoleForm<
    RecordRefundValues,
    z.output<typeof recordRefundFormSchema>
  >({
    onDirtyChange,
    resolver: zodResolver(recordRefundFormSchema),
    defaultValues: { amount: '', method: 'bank_transfer', reference: '', note: '' },
  });
  const onSubmit = submitWith(
    async (values) => {
      onDone(await record.mutateAsync({ ...values, orderId: refunds.orderId, returnId }));
    },
    ['method', 'reference', 'note'],
  );
  const fields = control as unknown as Control<RecordRefundValues>;
  return (
    <Stack component="form" noValidate spacing={2} aria-label="Record refund" onSubmit={onSubmit}>
      <Typography>
        Paid {peso(refunds.paidCentavos)} · refunded {peso(refunds.refundedCentavos)} · at most{' '}
        {peso(refunds.remainingCentavos)} left to refund.
      </Typography>
      <FormTextField
        control={fields}
        name="amount"
        label="Amount"
        required
        fullWidth
        inputMode="decimal"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
        }}
      />
      <PayoutFields control={fields} />
      <FormTextField control={fields} name="note" label="Note" multiline minRows={2} fullWidth />
      <FormActions
        error={error}
        isSubmitting={formState.isSubmitting}
        submitLabel="Record refund"
        onCancel={onCancel}
      />
    </Stack>
  );
}

/** A pending refund (a cancellation, a return, a plan) paid out now. */
export function MarkPaidForm({
  refundId,
  amountCentavos,
  onDone,
  onCancel,
  onDirtyChange,
}: FormCallbacks & { refundId: string; amountCentavos: number }) {
  const markPaid = useMarkRefundPaid();
  const { control, formState, error, submitWith } = useConsoleForm<
    z.input<typeof refundPaidSchema>,
    z.output<typeof refundPaidSchema>
  >({
    onDirtyChange,
    resolver: zodResolver(refundPaidSchema),
    defaultValues: { method: 'bank_transfer', reference: '' },
  });
  const onSubmit = submitWith(async (values) => {
    onDone(await markPaid.mutateAsync({ ...values, refundId }));
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Mark refund paid"
      onSubmit={onSubmit}
    >
      <Typography>The refund of {peso(amountCentavos)} was paid out to the customer.</Typography>
      <PayoutFields control={control} />
      <FormActions
        error={error}
        isSubmitting={formState.isSubmitting}
        submitLabel="Mark paid"
        onCancel={onCancel}
      />
    </Stack>
  );
}
