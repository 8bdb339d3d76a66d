import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatPeso } from '@shop/shared/money';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { paths } from '../../../config/paths';
import { useOrder } from '../api/get-order';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useRetryPayment } from '../api/retry-payment';
import { gatewayRedirect } from '../gateway-redirect';
import { CheckoutSection } from './checkout-steps';
import { OrderLinks, ViewOrderButton, PlacedOrderSummary } from './order-summary';
import { DetailsColumns } from '../../../components/details-section';

export type PaymentOutcome = 'failed' | 'cancelled';

export const PAYMENT_NOT_COMPLETED = 'Payment was not completed.';
export const PAYMENT_CANCELLED = 'Payment was cancelled.';

function dueText(dueAt: string | null): string {
  if (!dueAt) return '';
  const due = new Intl.DateTimeFormat('en-PH', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Manila',
  }).format(new Date(dueAt));
  return ` Please pay before ${due}, or the order is cancelled.`;
}

/**
 * The gateway sent the shopper back without a payment (`?order=…&payment=failed|cancelled`):
 * what happened, the order waiting for its payment, and another try with any channel.
 */
export function PaymentRetryNotice({
  orderId,
  outcome,
}: {
  orderId: string;
  outcome: PaymentOutcome;
}) {
  const order = useOrder(orderId);
  const methods = usePaymentMethods();
  const retry = useRetryPayment();
  const [channel, setChannel] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const channelsId = useId();
  const title = outcome === 'cancelled' ? PAYMENT_CANCELLED : PAYMENT_NOT_COMPLETED;

  if (order.isPending) {
    return (
      <Box role="status" aria-label="Loading your order">
        <SkeletonBlock sx={{ height: 220 }} />
      </Box>
    );
  }
  if (order.isError) {
    return (
      <Alert severity="warning">
        <AlertTitle>{title}</AlertTitle>
        We could not load the order. {order.error.message}{' '}
        <RouterLink to={paths.orders.getHref()}>See your orders</RouterLink>
      </Alert>
    );
  }

  const data = order.data;
  const waiting = data.status === 'order_placed_awaiting_payment';
  const channels = methods.data?.find((method) => method.code === 'online')?.channels ?? [];
  const picked = channel ?? data.payment.channel ?? null;
  const pickedKnown = channels.some((entry) => entry.paynamicsChannel === picked);

  const payAgain = async () => {
    setProblem(null);
    const result = await retry.mutateAsync({
      orderId: data._id,
      paynamicsChannel: pickedKnown ? picked : null,
    });
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    if (result.data.paymentRedirectUrl) {
      setLeaving(true);
      gatewayRedirect.go(result.data.paymentRedirectUrl);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
      <Alert severity="warning" role="alert">
        <AlertTitle>{title}</AlertTitle>
        {waiting ? (
          <>
            Your order <strong>{data.orderNumber}</strong> is saved and waiting for your payment of{' '}
            {formatPeso(data.totals.total)}.{dueText(data.payment.due_at)}
          </>
        ) : data.payment.status === 'paid' ? (
          <>
            Order <strong>{data.orderNumber}</strong> is already paid.
          </>
        ) : (
          <>
            Order <strong>{data.orderNumber}</strong> is no longer waiting for a payment (
            {data.status_label}).
          </>
        )}
      </Alert>
      <DetailsColumns gap={{ xs: 2, md: 3 }}>
        {waiting ? (
          <CheckoutSection title="Try paying again">
            <Typography id={channelsId} sx={{ fontWeight: 600, mb: 0.5 }}>
              Pay online with
            </Typography>
            <RadioGroup
              aria-labelledby={channelsId}
              name="retryChannel"
              value={pickedKnown ? picked : ''}
              onChange={(event) => setChannel(event.target.value)}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                columnGap: 2,
              }}
            >
              {channels.map((entry) => (
                <FormControlLabel
                  key={entry.paynamicsChannel}
                  value={entry.paynamicsChannel}
                  control={<Radio />}
                  label={entry.name}
                />
              ))}
            </RadioGroup>
            {problem ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            ) : null}
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
              <Button
                variant="contained"
                size="large"
                onClick={() => void payAgain()}
                loading={retry.isPending || leaving}
                disabled={!pickedKnown}
              >
                Pay {formatPeso(data.totals.total)} now
              </Button>
              <ViewOrderButton orderId={data._id} size="large" />
            </Box>
          </CheckoutSection>
        ) : (
          <OrderLinks orderId={data._id} />
        )}
        <CheckoutSection title={`Order ${data.orderNumber}`}>
          <PlacedOrderSummary order={data} />
        </CheckoutSection>
      </DetailsColumns>
    </Box>
  );
}
