import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderReturn } from '@shop/shared/order-after-sales';
import { allowedOrderActions } from '@shop/shared/order-transitions';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../features/auth/stores/session';
import { DetailsQuery } from '../../features/orders/components/page-states';
import { WithdrawReturnButton } from '../../features/orders/components/withdraw-return-button';
import { getReturnQueryOptions, useReturn } from '../../features/returns/api/get-return';
import { ReturnDetailsView } from '../../features/returns/components/return-details-view';

export function Component() {
  const { id = '' } = useParams();
  const query = useReturn(id);
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();

  const body = (entry: OrderReturn) => {
    const [returnsKey] = getReturnQueryOptions(entry._id).queryKey;
    const canWithdraw = allowedOrderActions(entry.status, 'customer').includes('withdraw_return');
    return (
      <ReturnDetailsView
        entry={entry}
        token={token}
        actions={
          canWithdraw ? (
            <WithdrawReturnButton
              orderId={entry.order_id}
              returnId={entry._id}
              onWithdrawn={() => queryClient.invalidateQueries({ queryKey: [returnsKey] })}
            />
          ) : null
        }
      />
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle
        title={query.data ? `Return for order ${query.data.orderNumber}` : 'Return Details'}
      />
      <BackLink to={paths.returns.getHref()}>My Returns</BackLink>
      {query.data ? null : (
        // The loaded return titles itself with its order number; until then the screen has a name.
        <Typography variant="h1" sx={{ mb: 3 }}>
          Return Details
        </Typography>
      )}
      <DetailsQuery
        query={query}
        back={{ href: paths.returns.getHref(), label: 'Back to My Returns' }}
      >
        {body}
      </DetailsQuery>
    </Container>
  );
}
