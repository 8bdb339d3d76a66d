import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { useOrder } from '../../features/orders/api/get-order';
import { OrderDetailsView } from '../../features/orders/components/order-details-view';
import { LoadError } from '../../components/load-error';
import { DetailsSkeleton } from '../../features/orders/components/page-states';
import { useOrderReviews } from '../../features/reviews/api/get-order-reviews';
import { WriteReview } from '../../features/reviews/components/write-review';
import { isReviewableOrderStatus } from '@shop/shared/reviews';

export function Component() {
  const { id = '' } = useParams();
  const query = useOrder(id);
  const reviewable = query.data ? isReviewableOrderStatus(query.data.status) : false;
  const reviews = useOrderReviews(id, { enabled: reviewable });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={query.data ? `Order ${query.data.orderNumber}` : 'Order Details'} />
      <BackLink to={paths.orders.getHref()}>My Orders</BackLink>
      {query.data ? null : (
        // The loaded order titles itself with its number; until then the screen has a name.
        <Typography variant="h1" sx={{ mb: 3 }}>
          Order Details
        </Typography>
      )}
      {query.isPending ? (
        <DetailsSkeleton />
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          back={{ href: paths.orders.getHref(), label: 'Back to My Orders' }}
        />
      ) : (
        <OrderDetailsView
          order={query.data}
          lineAction={
            reviewable && reviews.data
              ? (item) => (
                  <WriteReview
                    orderId={id}
                    productId={item.product_id}
                    productName={item.name}
                    existing={reviews.data.find((review) => review.product_id === item.product_id)}
                  />
                )
              : undefined
          }
        />
      )}
    </Container>
  );
}
