import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { RetryAlert } from '../../components/grid-states';
import { PageTitle } from '../../components/page-title';
import { SkeletonBlock } from '../../components/skeleton-block';
import { paths } from '../../config/paths';
import { useOrder } from '../../features/checkout/api/get-order';
import { CheckoutSteps } from '../../features/checkout/components/checkout-steps';
import { ThankYouView } from '../../features/checkout/components/thank-you-view';

export function Component() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Thank You" />
      <CheckoutSteps active={2} />
      {order.isPending ? (
        <Box role="status" aria-label="Loading your order">
          <SkeletonBlock sx={{ height: 260, mb: 3 }} />
          <SkeletonBlock sx={{ height: 320 }} />
        </Box>
      ) : order.isError ? (
        <>
          <Typography variant="h1" gutterBottom>
            Thank You
          </Typography>
          <RetryAlert onRetry={() => void order.refetch()}>
            We could not load your order. {order.error.message}{' '}
            <RouterLink to={paths.orders.getHref()}>See your orders</RouterLink>
          </RetryAlert>
        </>
      ) : (
        <ThankYouView
          order={order.data}
          title="Thank you for your order!"
          lead="Your order is placed. Keep the order number for any question about it."
        />
      )}
    </Container>
  );
}
