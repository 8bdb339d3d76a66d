import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AdminOrder, OrderMove } from '@shop/shared/admin/orders';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';
import { OrderMoveForm } from './order-move-form';

const BUTTON_LABELS: Partial<Record<OrderMove['action'], string>> = {
  process: 'Mark processing',
  ship: 'Mark shipped',
  deliver: 'Mark delivered',
  complete: 'Mark complete',
  seller_cancel: 'Cancel order',
};

export interface OrderActionsProps {
  order: Pick<AdminOrder, 'id' | 'orderNumber' | 'courier' | 'trackingNumber' | 'next'>;
  onMoved?: (order: AdminOrder) => void;
}

/** A button for exactly each move the transition table allows staff now, each confirmed first. */
export function OrderActions({ order, onMoved }: OrderActionsProps) {
  const [open, setOpen] = useState<OrderMove | null>(null);
  const [shown, setShown] = useState<OrderMove | null>(null);
  if (order.next.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {order.next.map((move) => (
        <Button
          key={move.action}
          variant={move.action === 'seller_cancel' ? 'outlined' : 'contained'}
          color={move.action === 'seller_cancel' ? 'error' : 'primary'}
          onClick={() => {
            setOpen(move);
            setShown(move);
          }}
        >
          {BUTTON_LABELS[move.action] ?? move.label}
        </Button>
      ))}
      <FormDialog
        title={shown ? `${BUTTON_LABELS[shown.action] ?? shown.label} · ${order.orderNumber}` : ''}
        open={open !== null}
        onClose={() => setOpen(null)}
      >
        {({ onDirtyChange, requestClose, done }) =>
          shown ? (
            <OrderMoveForm
              order={order}
              move={shown}
              onDirtyChange={onDirtyChange}
              onCancel={requestClose}
              onMoved={(moved) => {
                done();
                onMoved?.(moved);
              }}
            />
          ) : null
        }
      </FormDialog>
    </Stack>
  );
}
