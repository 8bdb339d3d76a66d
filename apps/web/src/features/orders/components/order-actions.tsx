import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '@shop/shared/order-detail';
import { allowedOrderActions } from '@shop/shared/order-transitions';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { toDisplayMessages } from '../../../lib/error-messages';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { formatDateTime } from '../../../lib/date-format';

type Question = 'confirm_receipt' | 'withdraw_return';

const QUESTIONS: Record<Question, { title: string; message: string; done: string }> = {
  confirm_receipt: {
    title: 'Confirm receipt?',
    message: 'Confirm that every item of this order has reached you.',
    done: 'Thank you! Your order is marked as received.',
  },
  withdraw_return: {
    title: 'Withdraw your return request?',
    message: 'The items stay with you and the return request is closed.',
    done: 'Your return request has been withdrawn.',
  },
};

/** The return a shopper can still withdraw (requested or pending), if any. */
export function openReturnOf(order: OrderDetail) {
  return order.returns.find((entry) =>
    allowedOrderActions(entry.status, 'customer').includes('withdraw_return'),
  );
}

/**
 * Exactly the moves the server allows now (`allowed_actions`): cancel and return lead to their
 * forms; confirming receipt and withdrawing a return ask No/Yes first. Errors show in place.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const mutation = useUpdateOrderStatus(order._id);
  // The question stays set while the dialog closes, so its text does not blank mid-animation.
  const [question, setQuestion] = useState<Question>('confirm_receipt');
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const allowed = new Set(order.allowed_actions);
  const openReturn = openReturnOf(order);
  const canWithdraw = allowed.has('withdraw_return') && openReturn !== undefined;

  const ask = (which: Question) => {
    setQuestion(which);
    setAsking(true);
  };

  const answerYes = () => {
    const asked = question;
    setAsking(false);
    setDone(null);
    const change =
      asked === 'withdraw_return' && openReturn
        ? { action: 'withdraw_return' as const, returnId: openReturn._id }
        : { action: 'confirm_receipt' as const };
    mutation.mutate(change, { onSuccess: () => setDone(QUESTIONS[asked].done) });
  };

  const hasActions =
    allowed.has('cancel') ||
    allowed.has('confirm_receipt') ||
    allowed.has('request_return') ||
    canWithdraw;

  return (
    <Box>
      {hasActions ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {allowed.has('confirm_receipt') ? (
            <Button
              variant="contained"
              disabled={mutation.isPending}
              onClick={() => ask('confirm_receipt')}
            >
              Confirm receipt
            </Button>
          ) : null}
          {allowed.has('request_return') ? (
            <Button
              component={RouterLink}
              to={paths.returnOrder.getHref(order._id)}
              variant="outlined"
            >
              Return items
            </Button>
          ) : null}
          {canWithdraw ? (
            <Button
              variant="outlined"
              disabled={mutation.isPending}
              onClick={() => ask('withdraw_return')}
            >
              Withdraw return
            </Button>
          ) : null}
          {allowed.has('cancel') ? (
            <Button
              component={RouterLink}
              to={paths.cancelOrder.getHref(order._id)}
              variant="outlined"
              color="inherit"
            >
              Cancel order
            </Button>
          ) : null}
        </Box>
      ) : null}
      {allowed.has('request_return') && order.return_window_ends_at ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Returns can be requested until {formatDateTime(order.return_window_ends_at)}.
        </Typography>
      ) : null}
      {mutation.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {toDisplayMessages(mutation.error).join(' ')}
        </Alert>
      ) : null}
      {done && !mutation.isPending ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {done}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={QUESTIONS[question].title}
        message={QUESTIONS[question].message}
        onCancel={() => setAsking(false)}
        onConfirm={answerYes}
      />
    </Box>
  );
}
