import { formatMobile } from '@shop/shared/phone';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPeso } from '@shop/shared/money';
import { shopperTimeline, type OrderDetail } from '@shop/shared/order-detail';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import {
  AmountRow,
  DetailsColumns,
  DetailsHeader,
  DetailsSection,
} from '../../../components/details-section';
import { ItemThumbnail } from '../../../components/item-thumbnail';
import { StatusChip } from '../../../components/status-chip';
import { StatusTimeline } from '../../../components/status-timeline';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import {
  FULFILLMENT_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  labelOf,
} from '../format';
import { OrderActions } from './order-actions';
import { OrderPolicies } from './order-policies';

type OrderAddress = NonNullable<OrderDetail['fulfillment']['address']>;

/** Label/value rows (a description list). */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {label}
          </Typography>
          <Typography component="dd">{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function AddressLines({ address }: { address: OrderAddress }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {address.contactName} ·{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatMobile(address.mobile)}
        </Box>
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {address.street}, {address.barangay}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {address.city}, {address.province}, {address.region} {address.zip}
      </Box>
    </>
  );
}

const variantText = (variant: OrderDetail['items'][number]['variant']) =>
  [variant.color, variant.size, variant.material].filter(Boolean).join(' · ');

function TotalRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <AmountRow
      label={label}
      value={value}
      sx={
        strong
          ? { fontWeight: 700, fontSize: '1.1rem', borderTop: 1, borderColor: 'divider', pt: 1 }
          : { fontWeight: 400 }
      }
    />
  );
}

/**
 * One order: what the shopper may do now, the items, totals with the VAT breakdown, delivery,
 * payment, the status timeline, returns and protection-plan policies.
 */
export function OrderDetailsView({
  order,
  lineAction,
}: {
  order: OrderDetail;
  /** Something to do about one line (the route adds "Write a review" on delivered orders). */
  lineAction?: (item: OrderDetail['items'][number]) => ReactNode;
}) {
  const { totals, fulfillment, payment } = order;
  const pickup = fulfillment.type === 'pickup';

  const deliveryRows: [string, ReactNode][] = [
    ['Method', labelOf(FULFILLMENT_LABELS, fulfillment.type)],
  ];
  // Placed from abroad: who receives it here, and the buyer's number there.
  if (order.abroad) {
    const { recipient } = order.abroad;
    deliveryRows.push([
      'Recipient',
      <Box key="recipient" data-testid="order-recipient">
        <div>{recipient.name}</div>
        <div>{recipient.mobile}</div>
        {recipient.email ? <Box sx={{ overflowWrap: 'anywhere' }}>{recipient.email}</Box> : null}
      </Box>,
    ]);
    deliveryRows.push([
      'Buyer abroad',
      <Box key="buyer" data-testid="order-buyer-abroad">
        <div>{order.abroad.country_name}</div>
        <div>{order.abroad.buyer_mobile}</div>
      </Box>,
    ]);
  }
  if (pickup && fulfillment.branch) deliveryRows.push(['Branch', fulfillment.branch.name]);
  if (fulfillment.address) {
    deliveryRows.push([
      pickup ? 'Contact' : 'Ship to',
      <AddressLines key="ship" address={fulfillment.address} />,
    ]);
  }
  if (fulfillment.courier) deliveryRows.push(['Courier', fulfillment.courier.name]);
  deliveryRows.push(['Tracking number', fulfillment.tracking_number ?? 'Not shipped yet']);
  if (fulfillment.preferred_date_time) {
    deliveryRows.push(['Preferred date', formatDateTime(fulfillment.preferred_date_time)]);
  }
  if (fulfillment.preferred_assembly_date) {
    deliveryRows.push(['Assembly date', formatDate(fulfillment.preferred_assembly_date)]);
  }
  if (fulfillment.notes) deliveryRows.push(['Notes', fulfillment.notes]);

  const paymentRows: [string, ReactNode][] = [
    ['Method', labelOf(PAYMENT_METHOD_LABELS, payment.method)],
  ];
  if (payment.channel) paymentRows.push(['Channel', payment.channel.toUpperCase()]);
  paymentRows.push(['Status', labelOf(PAYMENT_STATUS_LABELS, payment.status)]);
  if (payment.due_at && payment.status === 'awaiting_payment') {
    paymentRows.push(['Pay by', formatDateTime(payment.due_at)]);
  }
  paymentRows.push([
    'Billing address',
    fulfillment.billing_address ? (
      <AddressLines address={fulfillment.billing_address} />
    ) : (
      'Same as the shipping address'
    ),
  ]);

  return (
    <Stack spacing={3}>
      <DetailsHeader
        title={`Order ${order.orderNumber}`}
        titleSx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}
        subtitle={`Placed ${formatDateTime(order.created_at)}`}
        status={order.status}
        statusLabel={order.status_label}
      />

      <OrderActions order={order} />

      <DetailsColumns>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <DetailsSection title="Items">
            <Stack
              component="ul"
              spacing={2}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                '& > li + li': { borderTop: 1, borderColor: 'divider', pt: 2 },
              }}
            >
              {order.items.map((item) => (
                <Box
                  component="li"
                  key={item._id}
                  sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
                >
                  <ItemThumbnail image={item.image} size={72} />
                  <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                    <Link
                      component={RouterLink}
                      to={paths.productDetails.getHref(item.product_id)}
                      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {item.name}
                    </Link>
                    {variantText(item.variant) ? (
                      <Typography variant="body2" color="text.secondary">
                        {variantText(item.variant)}
                      </Typography>
                    ) : null}
                    <Typography variant="body2" color="text.secondary">
                      {item.quantity} × {formatPeso(item.unit_price)}
                    </Typography>
                    {item.with_protection_plan && item.protection_plan ? (
                      <Typography variant="body2">
                        With {item.protection_plan.name} (
                        {formatPeso(item.protection_plan.price * item.quantity)})
                      </Typography>
                    ) : null}
                  </Box>
                  {/* Beside the item on wide screens; on a phone, on its own line at the right. */}
                  <Typography
                    sx={{
                      fontWeight: 600,
                      whiteSpace: 'nowrap',
                      ml: 'auto',
                      textAlign: 'right',
                      flexBasis: { xs: '100%', sm: 'auto' },
                    }}
                  >
                    {formatPeso(item.line_total)}
                  </Typography>
                  {lineAction ? (
                    <Box sx={{ flexBasis: '100%', pl: { sm: 11 } }}>{lineAction(item)}</Box>
                  ) : null}
                </Box>
              ))}
            </Stack>
          </DetailsSection>

          <DetailsSection title="Order summary">
            <Stack component="dl" spacing={1} sx={{ m: 0 }}>
              <TotalRow label="Subtotal" value={formatPeso(totals.subtotal)} />
              {totals.discount > 0 ? (
                <TotalRow
                  label={totals.discount_code ? `Discount (${totals.discount_code})` : 'Discount'}
                  value={`−${formatPeso(totals.discount)}`}
                />
              ) : null}
              <TotalRow
                label="Shipping fee"
                value={totals.shipping_fee > 0 ? formatPeso(totals.shipping_fee) : 'Free'}
              />
              <TotalRow label="Total" value={formatPeso(totals.total)} strong />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 0.5 }}>
              Prices include VAT:
            </Typography>
            <Stack
              component="dl"
              spacing={0.5}
              sx={{ m: 0, color: 'text.secondary', fontSize: '0.875rem' }}
            >
              <TotalRow label="VATable sales" value={formatPeso(totals.vatable_sales)} />
              <TotalRow label="VAT (12%)" value={formatPeso(totals.vat)} />
            </Stack>
          </DetailsSection>

          {order.policies.length > 0 ? (
            <DetailsSection title="Protection plans">
              <OrderPolicies orderId={order._id} policies={order.policies} />
            </DetailsSection>
          ) : null}
        </Stack>

        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <DetailsSection title="Status history">
            <StatusTimeline
              entries={shopperTimeline(order.audit)}
              label={`Status history of order ${order.orderNumber}`}
            />
          </DetailsSection>
          <DetailsSection title={pickup ? 'Pickup' : 'Delivery'}>
            <Facts rows={deliveryRows} />
          </DetailsSection>
          <DetailsSection title="Payment">
            <Facts rows={paymentRows} />
          </DetailsSection>
          {order.returns.length > 0 ? (
            <DetailsSection title="Returns">
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {order.returns.map((entry) => (
                  <Box
                    component="li"
                    key={entry._id}
                    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                  >
                    <Link component={RouterLink} to={paths.returnDetails.getHref(entry._id)}>
                      Return requested {formatDate(entry.created_at)}
                    </Link>
                    <StatusChip status={entry.status} label={entry.status_label} />
                  </Box>
                ))}
              </Stack>
            </DetailsSection>
          ) : null}
        </Stack>
      </DetailsColumns>
    </Stack>
  );
}
