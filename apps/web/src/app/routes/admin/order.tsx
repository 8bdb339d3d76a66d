import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { adminPaths } from '../../../config/admin-paths';
import { OrderDocumentsButtons } from '../../../features/order-documents-admin/components/order-documents-buttons';
import { useOrder } from '../../../features/orders-admin/api/get-order';
import { OrderPage } from '../../../features/orders-admin/components/order-page';
import { OrderRefundsPanel } from '../../../features/returns-admin/components/order-refunds-panel';
import { ConsolePage } from './console-page';

/**
 * One order (`/admin/orders/:orderId`, id or number) with the moves staff can make now, its
 * packing slip and invoice, and its refunds.
 */
export function Component() {
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
            documents={<OrderDocumentsButtons orderId={data.id} orderNumber={data.orderNumber} />}
            refunds={<OrderRefundsPanel orderId={data.id} />}
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

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
