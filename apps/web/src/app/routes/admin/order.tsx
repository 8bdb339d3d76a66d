import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { adminPaths } from '../../../config/admin-paths';
import { useOrder } from '../../../features/orders-admin/api/get-order';
import { OrderPage } from '../../../features/orders-admin/components/order-page';
import { ConsolePage } from './console-page';

export interface OrderScreenProps {
  /** Renders the documents buttons for the order (documents slice). */
  documents?: (order: { id: string; orderNumber: string }) => ReactNode;
  /** Renders the refunds panel for the order (returns and refunds slice). */
  refunds?: (order: { id: string }) => ReactNode;
}

/** One order (`/admin/orders/:orderId`, id or number) with the moves staff can make now. */
export function OrderScreen({ documents, refunds }: OrderScreenProps) {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const pushToast = useNoticesStore((state) => state.pushToast);
  const data = order.data;
  return (
    <ConsolePage title={data ? `Order ${data.orderNumber}` : 'Order'}>
      <Stack spacing={2}>
        <div>
          <BackLink to={adminPaths.orders.getHref()}>Orders</BackLink>
        </div>
        {order.isError ? <Alert severity="error">{order.error.message}</Alert> : null}
        {order.isPending ? <CircularProgress aria-label="Loading the order" /> : null}
        {data ? (
          <OrderPage
            order={data}
            documents={documents?.(data)}
            refunds={refunds?.(data)}
            onMoved={(moved) =>
              pushToast({
                msg: `Order ${moved.orderNumber} is now ${moved.statusLabel}.`,
                color: 'success',
              })
            }
          />
        ) : null}
      </Stack>
    </ConsolePage>
  );
}

export function Component() {
  return <OrderScreen />;
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
