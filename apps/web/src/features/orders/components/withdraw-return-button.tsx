import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toDisplayMessages } from '../../../lib/error-messages';
import { useUpdateOrderStatus } from '../api/update-order-status';

export interface WithdrawReturnButtonProps {
  orderId: string;
  returnId: string;
  /** After the server accepted: the caller refetches what shows the return. */
  onWithdrawn: () => void | Promise<unknown>;
}

/** Withdraws an open return request after a No/Yes question; a refusal shows in place. */
export function WithdrawReturnButton({
  orderId,
  returnId,
  onWithdrawn,
}: WithdrawReturnButtonProps) {
  const mutation = useUpdateOrderStatus(orderId);
  const [asking, setAsking] = useState(false);
  return (
    <Box>
      <Button
        variant="outlined"
        disabled={mutation.isPending}
        onClick={() => {
          mutation.reset();
          setAsking(true);
        }}
      >
        {mutation.isPending ? 'Withdrawing…' : 'Withdraw return'}
      </Button>
      {mutation.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {toDisplayMessages(mutation.error).join(' ')}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="Withdraw your return request?"
        message="The items stay with you and the return request is closed."
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          mutation.mutate(
            { action: 'withdraw_return', returnId },
            { onSuccess: () => void onWithdrawn() },
          );
        }}
      />
    </Box>
  );
}
