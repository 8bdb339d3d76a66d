import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { useOrder } from '../../features/orders/api/get-order';
import { formatDateTime } from '../../lib/date-format';
import { LoadError } from '../../components/load-error';
import { DetailsSkeleton } from '../../features/orders/components/page-states';
import { ReturnOrderForm } from '../../features/orders/components/return-order-form';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useOrder(id);
  const orderHref = paths.orderDetails.getHref(id);

  let body;
  if (query.isPending) {
    body = <DetailsSkeleton />;
  } else if (query.isError) {
    body = (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        back={{ href: paths.orders.getHref(), label: 'Back to My Orders' }}
      />
    );
  } else if (!query.data.allowed_actions.includes('request_return')) {
    body = (
      <Box>
        <Alert severity="info" sx={{ mb: 2 }}>
          A return cannot be requested for order {query.data.orderNumber} now. Returns are open for
          a few days after you confirm receipt of a delivered order.
        </Alert>
        <Button component={RouterLink} to={orderHref} variant="outlined">
          Back to the order
        </Button>
      </Box>
    );
  } else {
    const order = query.data;
    body = (
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
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Return Order" />
      <BackLink to={orderHref}>
        {query.data ? `Order ${query.data.orderNumber}` : 'Order details'}
      </BackLink>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Return Order
      </Typography>
      {body}
    </Container>
  );
}
