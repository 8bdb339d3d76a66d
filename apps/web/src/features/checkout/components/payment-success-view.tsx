import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/grid-states';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { paths } from '../../../config/paths';
import { useOrder } from '../api/get-order';
import { ViewOrderButton } from './order-summary';
import { ThankYouView } from './thank-you-view';

/** Back to review and pay, where another attempt can start. */
export const retryPaymentHref = (orderId: string) =>
  `${paths.reviewAndPay.getHref()}?${new URLSearchParams({ order: orderId, payment: 'failed' }).toString()}`;

/**
 * After the gateway: the paid order with its number, or — while the signed notification has not
 * arrived — a wait that asks again every few seconds.
 */
export function PaymentSuccessView({ orderId }: { orderId: string }) {
  const query = useOrder(orderId, { pollWhileAwaitingPayment: true });

  if (query.isPending) {
    return (
      <Box role="status" aria-label="Loading your order">
        <SkeletonBlock sx={{ height: 260 }} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <>
        <Typography variant="h1" gutterBottom>
          Payment
        </Typography>
        <RetryAlert onRetry={() => void query.refetch()}>
          We could not load your order. {query.error.message}
        </RetryAlert>
      </>
    );
  }

  const order = query.data;
  if (order.payment.status === 'paid') {
    return (
      <ThankYouView
        order={order}
        title="Payment received"
        lead={`Thank you! We received your payment for order ${order.orderNumber}.`}
      />
    );
  }
  if (order.payment.status === 'awaiting_payment') {
    return (
      <Box
        role="status"
        sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center', py: 6 }}
      >
        <CircularProgress aria-hidden />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' } }}>
          Confirming your payment…
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>
          We are waiting for the payment gateway to confirm your payment for order{' '}
          <strong>{order.orderNumber}</strong>. This page updates by itself.
        </Typography>
        <ViewOrderButton orderId={order._id} variant="outlined" />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography variant="h1">Payment not completed</Typography>
      <Alert severity="warning" sx={{ width: '100%' }}>
        We did not receive a payment for order <strong>{order.orderNumber}</strong> (
        {order.status_label}).
      </Alert>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {order.status === 'order_placed_awaiting_payment' ? (
          <Button component={RouterLink} to={retryPaymentHref(order._id)} variant="contained">
            Try paying again
          </Button>
        ) : null}
        <ViewOrderButton orderId={order._id} variant="outlined" />
      </Box>
    </Box>
  );
}
