import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FULFILLMENT_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  type AdminOrder,
  type OrderAddress,
} from '@shop/shared/admin/orders';
import { formatMobile } from '@shop/shared/phone';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { peso } from './money';
import { OrderActions } from './order-actions';
import { OrderItems } from './order-items';
import { Facts, OrderSection } from './order-section';
import { OrderStatusChip } from './order-status-chip';

export interface OrderPageProps {
  order: AdminOrder;
  /** The packing slip and invoice buttons (documents slice). */
  documents?: ReactNode;
  /** The refunds panel (returns and refunds slice). */
  refunds?: ReactNode;
  /** Told after a staff move with the order as it is now. */
  onMoved?: (order: AdminOrder) => void;
}

const named = <T extends string>(labels: Record<T, string>, value: string) =>
  labels[value as T] ?? value;

function Address({ address }: { address: OrderAddress | null }) {
  if (!address) return <>—</>;
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      {address.contactName} · {formatMobile(address.mobile)}
      <br />
      {[
        address.street,
        address.barangay,
        address.city,
        address.province,
        address.region,
        address.zip,
      ]
        .filter(Boolean)
        .join(', ')}
    </Box>
  );
}

/** The order's page: what was bought, who, how it travels and is paid, and what happened. */
export function OrderPage({ order, documents, refunds, onMoved }: OrderPageProps) {
  const pickup = order.fulfillmentType === 'pickup';
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <OrderStatusChip status={order.status} />
          <Typography color="text.secondary">Placed {formatDateTime(order.createdAt)}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <OrderActions order={order} onMoved={onMoved} />
          {documents}
        </Stack>
      </Stack>
      {order.next.length === 0 ? (
        <Alert severity="info">No staff move is open from {order.statusLabel}.</Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={2}>
            <OrderSection title="Items and totals">
              <OrderItems order={order} />
            </OrderSection>
            <OrderSection title="Payment">
              <Facts
                rows={[
                  ['Method', named(PAYMENT_METHOD_LABELS, order.paymentMethod)],
                  ['Channel', order.paymentChannel],
                  ['State', named(PAYMENT_STATE_LABELS, order.paymentStatus)],
                  ['Due by', order.paymentDueAt ? formatDateTime(order.paymentDueAt) : null],
                ]}
              />
              {order.payments.length ? (
                <List dense aria-label="Gateway payments">
                  {order.payments.map((payment) => (
                    <ListItem key={payment.id} disableGutters>
                      <ListItemText
                        primary={`${payment.provider} · ${payment.channel} · ${peso(payment.amountCentavos)} · ${payment.status}`}
                        secondary={[
                          `Request ${payment.requestId}`,
                          payment.responseId ? `response ${payment.responseId}` : null,
                          payment.responseCode
                            ? `code ${payment.responseCode}${payment.responseMessage ? ` (${payment.responseMessage})` : ''}`
                            : null,
                          payment.paidAt ? `paid ${formatDateTime(payment.paidAt)}` : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : null}
            </OrderSection>
            {refunds}
            <OrderSection title="Timeline">
              <List dense aria-label="Status timeline">
                {order.timeline.map((entry, index) => (
                  <ListItem key={`${entry.at}-${index}`} disableGutters alignItems="flex-start">
                    <ListItemText
                      primary={`${entry.label || entry.status} — ${entry.actorName}`}
                      secondary={[formatDateTime(entry.at), entry.note].filter(Boolean).join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            </OrderSection>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2}>
            <OrderSection title="Customer and addresses">
              <Facts
                rows={[
                  [
                    'Customer',
                    <Link
                      key="customer"
                      component={RouterLink}
                      to={adminPaths.customer.getHref(order.customer.id)}
                    >
                      {order.customer.name}
                    </Link>,
                  ],
                  ['E-mail', order.customer.email],
                  ['Mobile', order.customer.mobile ? formatMobile(order.customer.mobile) : null],
                  ...(order.abroad
                    ? ([
                        [
                          'Buyer abroad',
                          `${order.abroad.country_name} · ${order.abroad.buyer_mobile}`,
                        ],
                        [
                          'Recipient',
                          [
                            order.abroad.recipient.name,
                            order.abroad.recipient.mobile,
                            order.abroad.recipient.email,
                          ]
                            .filter(Boolean)
                            .join(' · '),
                        ],
                      ] satisfies [string, ReactNode][])
                    : []),
                  ['Ship to', <Address key="ship" address={order.shippingAddress} />],
                  ['Bill to', <Address key="bill" address={order.billingAddress} />],
                ]}
              />
            </OrderSection>
            <OrderSection title="Fulfilment">
              <Facts
                rows={[
                  ['Type', named(FULFILLMENT_LABELS, order.fulfillmentType)],
                  pickup ? ['Pickup branch', order.branch?.name] : ['Courier', order.courier?.name],
                  ['Tracking number', order.trackingNumber],
                  [
                    'Preferred delivery',
                    order.preferredDateTime ? formatDateTime(order.preferredDateTime) : null,
                  ],
                  [
                    'Assembly date',
                    order.preferredAssemblyDate ? formatDate(order.preferredAssemblyDate) : null,
                  ],
                  ['Customer’s notes', order.notes],
                ]}
              />
            </OrderSection>
            <OrderSection title="Protection plans">
              {order.policies.length ? (
                <List dense aria-label="Policies">
                  {order.policies.map((policy) => (
                    <ListItem key={policy._id} disableGutters>
                      <ListItemText
                        primary={`${policy.policy_number} · ${policy.plan_name} (${policy.years} yr)`}
                        secondary={`${policy.product_name} · ${formatDate(policy.starts_on)} – ${formatDate(policy.ends_on)} · ${policy.status}`}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Typography variant="body2">No protection plan on this order.</Typography>
              )}
            </OrderSection>
            <OrderSection title="Return requests">
              {order.returns.length ? (
                <List dense aria-label="Return requests">
                  {order.returns.map((request) => (
                    <ListItem key={request.id} disableGutters>
                      <ListItemText
                        primary={
                          <Link
                            component={RouterLink}
                            to={adminPaths.returnRequest.getHref(request.id)}
                          >
                            {request.statusLabel || request.status}
                          </Link>
                        }
                        secondary={`${formatDate(request.createdAt)} · ${request.reason}`}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Typography variant="body2">No return requested.</Typography>
              )}
            </OrderSection>
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
