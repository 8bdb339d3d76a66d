import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPeso } from '@shop/shared/money';
import type { OrderDetail } from '@shop/shared/order-detail';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { DetailsColumns } from '../../components/details-section';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { useOrder } from '../../features/orders/api/get-order';
import { CancelOrderForm } from '../../features/orders/components/cancel-order-form';
import { StatusChip } from '../../components/status-chip';
import { ActionClosedNotice, DetailsQuery } from '../../features/orders/components/page-states';

export function Component() {
  const { id = '' } = useParams();
  const query = useOrder(id);
  const [cancelled, setCancelled] = useState(false);
  const order = query.data;
  const orderHref = paths.orderDetails.getHref(id);

  const body = (data: OrderDetail) => {
    if (cancelled) {
      return (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box role="status">
            <Typography component="h2" variant="h3" gutterBottom>
              Your order has been cancelled.
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
              <Typography>Order {data.orderNumber} is now</Typography>
              <StatusChip status={data.status} label={data.status_label} />
            </Box>
          </Box>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {data.payment.status === 'refund_due'
              ? 'Your payment will be refunded; we will e-mail you when the refund is sent.'
              : 'Nothing was charged. A confirmation is on its way to your e-mail.'}
          </Typography>
          <Button component={RouterLink} to={orderHref} variant="contained">
            View order
          </Button>
        </Paper>
      );
    }
    if (!data.allowed_actions.includes('cancel')) {
      return (
        <ActionClosedNotice orderHref={orderHref}>
          Order {data.orderNumber} can no longer be cancelled. Its status is{' '}
          {data.status_label || 'unknown'}.
        </ActionClosedNotice>
      );
    }
    return (
      <DetailsColumns>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <CancelOrderForm
            orderId={data._id}
            orderNumber={data.orderNumber}
            onCancelled={() => setCancelled(true)}
          />
        </Paper>
        <Paper
          component="aside"
          variant="outlined"
          aria-label="The order"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>Order {data.orderNumber}</Typography>
            <StatusChip status={data.status} label={data.status_label} />
          </Box>
          <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
            {data.items.map((item) => (
              <li key={item._id}>
                {item.name} × {item.quantity}
              </li>
            ))}
          </Box>
          <Typography>
            Total <strong>{formatPeso(data.totals.total)}</strong>
          </Typography>
        </Paper>
      </DetailsColumns>
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Cancel Order" />
      <BackLink to={orderHref}>{order ? `Order ${order.orderNumber}` : 'Order details'}</BackLink>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Cancel Order
      </Typography>
      <DetailsQuery
        query={query}
        back={{ href: paths.orders.getHref(), label: 'Back to My Orders' }}
      >
        {body}
      </DetailsQuery>
    </Container>
  );
}
