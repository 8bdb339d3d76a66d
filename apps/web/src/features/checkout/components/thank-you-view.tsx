import { formatMobile } from '@shop/shared/phone';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getContrastRatio, useTheme } from '@mui/material/styles';
import { formatPeso } from '@shop/shared/money';
import type { ReactNode } from 'react';
import type { PlacedOrder } from '../api/get-order';
import { usePaymentMethods } from '../api/get-payment-methods';
import { longDate, preferredDateTimeText } from '../checkout-dates';
import { CheckoutSection, DetailItem } from './checkout-steps';
import { OrderLinks, PlacedOrderSummary } from './order-summary';
import { DetailsColumns } from '../../../components/details-section';

const CHIP_COLORS = ['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;
type ChipColor = (typeof CHIP_COLORS)[number];
const AA = 4.5;

/**
 * An order's status (the server's label and colour) as an outlined chip whose text stays
 * readable at AA on white: the colour's main shade, else its dark one, else body text.
 */
export function StatusChip({ label, color }: { label: string; color: string }) {
  const theme = useTheme();
  if (!label) return null;
  const chipColor: ChipColor = (CHIP_COLORS as readonly string[]).includes(color)
    ? (color as ChipColor)
    : 'primary';
  const palette = theme.palette[chipColor];
  const paper = theme.palette.background.paper;
  const text =
    [palette.main, palette.dark].find((shade) => getContrastRatio(shade, paper) >= AA) ??
    theme.palette.text.primary;
  return (
    <Chip
      label={label}
      variant="outlined"
      data-status-color={chipColor}
      sx={{ fontWeight: 600, color: text, borderColor: palette.main }}
    />
  );
}

type OrderAddress = NonNullable<PlacedOrder['fulfillment']['address']>;

function OrderAddressText({ address }: { address: OrderAddress }) {
  const lines = [
    `${address.contactName} · ${formatMobile(address.mobile)}`,
    address.street,
    `${address.barangay}, ${address.city}`,
    `${address.province} ${address.zip}`,
  ];
  return (
    <Box>
      {lines.map((line) => (
        <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** What happens next, in the shopper's words, from how the order is paid and fulfilled. */
export function nextSteps(order: PlacedOrder): string[] {
  const total = formatPeso(order.totals.total);
  const pickup = order.fulfillment.type === 'pickup';
  const branch = order.fulfillment.branch?.name ?? 'the branch';
  const steps: string[] = [];
  if (order.fulfillment.track_status) {
    steps.push(
      'We have sent the order confirmation to your e-mail and will tell you about every status change.',
    );
  }
  if (order.payment.method === 'cod') {
    steps.push(
      pickup
        ? `We will let you know when your order is ready for pickup at ${branch}. Pay ${total} at the branch when you collect it.`
        : `We will text you to confirm the delivery schedule. Pay ${total} in cash when your order arrives.`,
    );
  } else if (order.payment.status === 'paid') {
    steps.push(
      pickup
        ? `Your payment is received. We will let you know when your order is ready for pickup at ${branch}.`
        : 'Your payment is received. We are preparing your order for delivery.',
    );
  } else {
    steps.push(`Your order is waiting for your online payment of ${total}.`);
  }
  if (order.fulfillment.preferred_assembly_date) {
    steps.push(
      `Our assembly team will come on ${longDate(order.fulfillment.preferred_assembly_date)}, or call you to agree on another day.`,
    );
  }
  return steps;
}

export interface ThankYouViewProps {
  order: PlacedOrder;
  /** The heading, e.g. "Thank you for your order!" or "Payment received". */
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
}

/** The placed order: number, status, next steps, items, totals and delivery or pickup details. */
export function ThankYouView({ order, title, lead }: ThankYouViewProps) {
  const { fulfillment } = order;
  const pickup = fulfillment.type === 'pickup';
  const methods = usePaymentMethods();
  const channelCode = order.payment.channel;
  const channelName = channelCode
    ? (methods.data
        ?.flatMap((method) => method.channels)
        .find((entry) => entry.paynamicsChannel === channelCode)?.name ?? channelCode)
    : null;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2.5, sm: 4 },
          borderRadius: 2,
          textAlign: 'center',
          display: 'grid',
          gap: 1.5,
          justifyItems: 'center',
        }}
      >
        <TaskAltIcon aria-hidden sx={{ fontSize: 56, color: 'success.main' }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {title}
        </Typography>
        {lead ? (
          <Typography sx={{ color: 'text.secondary', maxWidth: 560 }}>{lead}</Typography>
        ) : null}
        <Typography sx={{ fontSize: '1.1rem' }}>
          Order number{' '}
          <Box component="strong" sx={{ fontWeight: 800 }}>
            {order.orderNumber}
          </Box>
        </Typography>
        <StatusChip label={order.status_label} color={order.status_color} />
        <OrderLinks orderId={order._id} sx={{ justifyContent: 'center', mt: 1 }} />
      </Paper>

      <DetailsColumns gap={{ xs: 2, md: 3 }}>
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
          <CheckoutSection title="What happens next">
            <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
              {nextSteps(order).map((step) => (
                <li key={step}>
                  <Typography>{step}</Typography>
                </li>
              ))}
            </Box>
          </CheckoutSection>
          <CheckoutSection title={pickup ? 'Pickup' : 'Delivery'}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              }}
            >
              {pickup ? (
                <DetailItem term="Pickup branch">
                  <Typography variant="body2">{fulfillment.branch?.name ?? '—'}</Typography>
                </DetailItem>
              ) : (
                <DetailItem term="Delivery address">
                  {fulfillment.address ? <OrderAddressText address={fulfillment.address} /> : '—'}
                </DetailItem>
              )}
              {fulfillment.courier ? (
                <DetailItem term="Courier">
                  <Typography variant="body2">{fulfillment.courier.name}</Typography>
                </DetailItem>
              ) : null}
              <DetailItem term={pickup ? 'Preferred pickup' : 'Preferred delivery'}>
                <Typography variant="body2">
                  {fulfillment.preferred_date_time
                    ? preferredDateTimeText(fulfillment.preferred_date_time)
                    : 'Any day'}
                </Typography>
              </DetailItem>
              <DetailItem term="Assembly">
                <Typography variant="body2">
                  {fulfillment.preferred_assembly_date
                    ? longDate(fulfillment.preferred_assembly_date)
                    : 'No assembly date'}
                </Typography>
              </DetailItem>
              <DetailItem term="Payment">
                <Typography variant="body2">
                  {order.payment.method === 'cod'
                    ? pickup
                      ? 'Pay at the branch'
                      : 'Cash on delivery'
                    : `Online payment${channelName ? ` (${channelName})` : ''}`}
                </Typography>
              </DetailItem>
              {fulfillment.billing_address ? (
                <DetailItem term="Billing address">
                  <OrderAddressText address={fulfillment.billing_address} />
                </DetailItem>
              ) : null}
              {fulfillment.notes ? (
                <DetailItem term="Notes">
                  <Typography
                    variant="body2"
                    sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  >
                    {fulfillment.notes}
                  </Typography>
                </DetailItem>
              ) : null}
            </Box>
          </CheckoutSection>
        </Box>
        <CheckoutSection title="Order summary">
          <PlacedOrderSummary order={order} />
        </CheckoutSection>
      </DetailsColumns>
    </Box>
  );
}
