import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { CheckoutSteps } from '../../features/checkout/components/checkout-steps';
import { PaymentSuccessView } from '../../features/checkout/components/payment-success-view';

/** Where the payment gateway sends the shopper back: `/success?order=<id>`. */
export function Component() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Payment Successful" />
      <CheckoutSteps active={2} />
      {orderId ? (
        <PaymentSuccessView orderId={orderId} />
      ) : (
        <>
          <Typography variant="h1" gutterBottom>
            Payment
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            This page shows an order after its online payment, and no order was named.
          </Alert>
          <Button component={RouterLink} to={paths.orders.getHref()} variant="contained">
            See your orders
          </Button>
        </>
      )}
    </Container>
  );
}
