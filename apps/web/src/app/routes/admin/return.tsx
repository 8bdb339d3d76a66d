import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { Link, useParams } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { useReturn } from '../../../features/returns-admin/api/get-return';
import { ReturnPage } from '../../../features/returns-admin/components/return-page';
import { useStockBranches } from '../../../features/stock/api/get-branches';
import { ConsolePage } from './console-page';

/** One return request: reason, photos, items, its steps and the order's refunds. */
export function Component() {
  const { returnId = '' } = useParams();
  const entry = useReturn(returnId);
  const branches = useStockBranches();
  if (entry.isPending) {
    return (
      <ConsolePage title="Return">
        <CircularProgress aria-label="Loading the return" />
      </ConsolePage>
    );
  }
  if (entry.isError) {
    return (
      <ConsolePage title="Return">
        <Alert severity="error">
          {entry.error.message} <Link to={adminPaths.returns.getHref()}>Back to returns</Link>
        </Alert>
      </ConsolePage>
    );
  }
  return (
    <ConsolePage title={`Return for order ${entry.data.order.orderNumber}`}>
      <ReturnPage entry={entry.data} branches={branches.data ?? []} />
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
