import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderStatus } from '@shop/shared';
import {
  orderStatusBodySchema,
  type AdminOrder,
  type OrderMove,
  type OrderStatusBody,
  type OrderStatusBodyInput,
} from '@shop/shared/admin/orders';
import { FormActions } from '../../../components/admin/form-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useConsoleForm } from '../../../hooks/use-console-form';
import { useCouriers } from '../api/get-couriers';
import { useMoveOrder } from '../api/move-order';

export interface OrderMoveFormProps {
  order: Pick<AdminOrder, 'id' | 'orderNumber' | 'courier' | 'trackingNumber'>;
  move: OrderMove;
  onMoved: (order: AdminOrder) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/** What a move does, in words for the one about to confirm it. */
const EXPLAINED: Partial<Record<OrderMove['action'], string>> = {
  process: 'The order is being prepared. The customer is e-mailed.',
  ship: 'The order leaves with the courier. The customer is e-mailed the tracking number.',
  deliver: 'The order was handed over (cash on delivery counts as paid). The customer is e-mailed.',
  complete: 'The order is closed. The customer is e-mailed.',
  seller_cancel:
    'The order is cancelled: its stock goes back on the shelf and a paid order is owed a refund. The customer is e-mailed the reason.',
};

/** Confirms one staff move: shipping asks courier and tracking number, a cancel its reason. */
export function OrderMoveForm({
  order,
  move,
  onMoved,
  onCancel,
  onDirtyChange,
}: OrderMoveFormProps) {
  const moveOrder = useMoveOrder();
  const couriers = useCouriers();
  const ship = move.action === 'ship';
  const cancel = move.action === 'seller_cancel';
  const { control, formState, error, submitWith } = useConsoleForm<
    OrderStatusBodyInput,
    OrderStatusBody
  >({
    onDirtyChange,
    resolver: zodResolver(orderStatusBodySchema),
    defaultValues: {
      status: move.status as OrderStatus,
      courier: ship ? (order.courier?.code ?? '') : undefined,
      trackingNumber: ship ? '' : undefined,
      reason: cancel ? '' : undefined,
      note: '',
    },
  });
  const courierOptions = [...(couriers.data ?? [])];
  if (order.courier && !courierOptions.some((entry) => entry.code === order.courier?.code)) {
    courierOptions.unshift(order.courier);
  }

  const onSubmit = submitWith(async (values) => {
    onMoved(await moveOrder.mutateAsync({ orderId: order.id, body: values }));
  });

  return (
    <Stack
      component="form"
      aria-label={`${move.label}: ${order.orderNumber}`}
      spacing={2}
      onSubmit={onSubmit}
      noValidate
    >
      <Typography>{EXPLAINED[move.action] ?? `The order moves to ${move.label}.`}</Typography>
      {ship ? (
        <>
          <FormTextField control={control} name="courier" label="Courier" select required fullWidth>
            {courierOptions.map((courier) => (
              <MenuItem key={courier.code} value={courier.code}>
                {courier.name}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="trackingNumber"
            label="Tracking number"
            autoComplete="off"
            required
            fullWidth
            autoFocus
          />
        </>
      ) : null}
      {cancel ? (
        <FormTextField
          control={control}
          name="reason"
          label="Reason (the customer reads it)"
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
        />
      ) : (
        <FormTextField
          control={control}
          name="note"
          label="Note for the timeline (optional)"
          fullWidth
          multiline
          minRows={2}
        />
      )}
      <FormActions
        error={error}
        isSubmitting={formState.isSubmitting}
        submitLabel={move.action === 'seller_cancel' ? 'Cancel the order' : `Move to ${move.label}`}
        pendingLabel="Moving…"
        onCancel={onCancel}
      />
    </Stack>
  );
}
