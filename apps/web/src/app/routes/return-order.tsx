import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { useOrder } from '../../features/orders/api/get-order';
import { formatDateTime } from '../../lib/date-format';
import { ActionClosedNotice, DetailsQuery } from '../../features/orders/components/page-states';
import { ReturnOrderForm } from '../../features/orders/components/return-order-form';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useOrder(id);
  const orderHref = paths.orderDetails.getHref(id);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Return Order" />
      <BackLink to={orderHref}>
        {query.data ? `Order ${query.data.orderNumber}` : 'Order details'}
      </BackLink>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Return Order
      </Typography>
      <DetailsQuery
        query={query}
        back={{ href: paths.orders.getHref(), label: 'Back to My Orders' }}
      >
        {(order) =>
          order.allowed_actions.includes('request_return') ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography sx={{ mb: 3 }} color="text.secondary">
                Order {order.orderNumber}
                {order.return_window_ends_at
                  ? ` · returns accepted until ${formatDateTime(order.return_window_ends_at)}`
                  : ''}
              </Typography>
              <ReturnOrderForm
                order={order}
                onSubmitted={(returnId) =>
                  void navigate(
                    returnId ? paths.returnDetails.getHref(returnId) : paths.returns.getHref(),
                  )
                }
              />
            </Paper>
          ) : (
            <ActionClosedNotice orderHref={orderHref}>
              A return cannot be requested for order {order.orderNumber} now. Returns are open for a
              few days after you confirm receipt of a delivered order.
            </ActionClosedNotice>
          )
        }
      </DetailsQuery>
    </Container>
  );
}
