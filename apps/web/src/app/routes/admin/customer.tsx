import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { useCustomer } from '../../../features/customers-admin/api/get-customer';
import { CustomerActions } from '../../../features/customers-admin/components/customer-actions';
import { CustomerDocumentsList } from '../../../features/customers-admin/components/customer-documents';
import {
  CustomerAddresses,
  CustomerDevices,
  CustomerOrders,
  CustomerProfile,
  CustomerReturns,
  CustomerSignIns,
} from '../../../features/customers-admin/components/customer-records';
import { CustomerSection } from '../../../features/customers-admin/components/customer-section';
import { ConsolePage } from './console-page';
import { useConsoleToast } from './console-toast';

const backLink = (
  <Link component={RouterLink} to={adminPaths.customers.getHref()}>
    Back to customers
  </Link>
);

/** One customer: profile, addresses, orders, returns, sign-ins, devices, documents, actions. */
export function Component() {
  const { customerId = '' } = useParams();
  const customer = useCustomer(customerId);
  const { pushToast, toast } = useConsoleToast();
  const onError = (msg: string) => pushToast({ msg, color: 'error' });

  if (customer.isPending) {
    return (
      <ConsolePage title="Customer">
        <CircularProgress aria-label="Loading the customer" />
      </ConsolePage>
    );
  }
  if (customer.isError) {
    return (
      <ConsolePage title="Customer">
        <Alert severity="error">
          {customer.error.message} {backLink}
        </Alert>
      </ConsolePage>
    );
  }
  const detail = customer.data;
  const { profile } = detail;
  return (
    <ConsolePage
      title={`${profile.firstName} ${profile.lastName}`.trim() || profile.email}
      description={profile.email}
      actions={
        <CustomerActions
          profile={profile}
          onDone={(msg) => pushToast({ msg, color: 'success' })}
          onError={onError}
        />
      }
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {backLink}
          {profile.disabledAt ? (
            <Chip size="small" variant="outlined" label="Account disabled" />
          ) : null}
        </Stack>
        <CustomerProfile detail={detail} />
        <CustomerAddresses detail={detail} />
        <CustomerOrders detail={detail} />
        <CustomerReturns detail={detail} />
        <CustomerSignIns detail={detail} />
        <CustomerDevices detail={detail} />
        <CustomerSection title="Identity documents">
          <CustomerDocumentsList documents={detail.documents} onError={onError} />
        </CustomerSection>
      </Stack>
      {toast}
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
