import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SIGN_IN_METHOD_LABELS, type CustomerDetail } from '@shop/shared/admin/customers';
import { fromCentavos, formatPeso } from '@shop/shared/money';
import { orderStatusColor } from '@shop/shared/order-status';
import { formatMobile } from '@shop/shared/phone';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { CustomerSection, SectionTable } from './customer-section';

type Detail = CustomerDetail;
const peso = (centavos: number) => formatPeso(fromCentavos(centavos));

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack component="div" sx={{ minWidth: 160 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Who the customer is, how they sign in, and what they bought. */
export function CustomerProfile({ detail }: { detail: Detail }) {
  const { profile } = detail;
  const methods = [
    profile.signInWith.password ? 'Password' : null,
    profile.signInWith.google ? 'Google' : null,
    profile.signInWith.facebook ? 'Facebook' : null,
  ].filter(Boolean);
  return (
    <CustomerSection title="Profile">
      <Stack component="dl" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, m: 0 }}>
        <Fact label="E-mail">
          {profile.email}{' '}
          {profile.emailVerified ? null : <Chip size="small" label="Not verified" />}
        </Fact>
        <Fact label="Mobile">{profile.mobile ? formatMobile(profile.mobile) : '—'}</Fact>
        <Fact label="Joined">{formatDate(profile.createdAt)}</Fact>
        <Fact label="Last sign-in">
          {profile.lastLoginAt ? formatDateTime(profile.lastLoginAt) : 'Never'}
        </Fact>
        <Fact label="Signs in with">
          {methods.length ? methods.join(', ') : 'One-time code only'}
        </Fact>
        <Fact label="Orders">{detail.orderCount}</Fact>
        <Fact label="Total spent">{peso(detail.totalSpentCentavos)}</Fact>
        <Fact label="Favorites">{detail.favoritesCount}</Fact>
      </Stack>
    </CustomerSection>
  );
}

export function CustomerAddresses({ detail }: { detail: Detail }) {
  return (
    <CustomerSection title="Addresses">
      <SectionTable
        caption="Addresses"
        rows={detail.addresses}
        rowKey={(address) => address._id}
        empty="No saved addresses."
        columns={[
          { label: 'Label', cell: (address) => address.label },
          {
            label: 'Contact',
            cell: (address) => `${address.contactName}, ${formatMobile(address.mobile)}`,
          },
          {
            label: 'Address',
            cell: (address) =>
              `${address.street}, ${address.barangay}, ${address.city}, ${address.province} ${address.zip}`,
          },
          {
            label: 'Default',
            cell: (address) =>
              [
                address.isDefaultShipping ? 'Shipping' : '',
                address.isDefaultBilling ? 'Billing' : '',
              ]
                .filter(Boolean)
                .join(', ') || '—',
          },
        ]}
      />
    </CustomerSection>
  );
}

export function CustomerOrders({ detail }: { detail: Detail }) {
  return (
    <CustomerSection title={`Orders (${detail.orderCount})`}>
      <SectionTable
        caption="Latest orders"
        rows={detail.orders}
        rowKey={(order) => order.id}
        empty="No orders yet."
        columns={[
          {
            label: 'Order',
            cell: (order) => (
              <Link component={RouterLink} to={adminPaths.order.getHref(order.id)}>
                {order.orderNumber}
              </Link>
            ),
          },
          { label: 'Placed', cell: (order) => formatDateTime(order.createdAt) },
          {
            label: 'Status',
            cell: (order) => (
              <Chip
                size="small"
                variant="outlined"
                color={orderStatusColor(order.status)}
                label={order.statusLabel || order.status}
              />
            ),
          },
          { label: 'Total', align: 'right', cell: (order) => peso(order.totalCentavos) },
        ]}
      />
    </CustomerSection>
  );
}

export function CustomerReturns({ detail }: { detail: Detail }) {
  return (
    <CustomerSection title="Returns">
      <SectionTable
        caption="Return requests"
        rows={detail.returns}
        rowKey={(request) => request.id}
        empty="No return requests."
        columns={[
          {
            label: 'Return',
            cell: (request) => (
              <Link component={RouterLink} to={adminPaths.returnRequest.getHref(request.id)}>
                Return of {request.orderNumber}
              </Link>
            ),
          },
          { label: 'Requested', cell: (request) => formatDateTime(request.createdAt) },
          { label: 'Status', cell: (request) => request.statusLabel || request.status },
          { label: 'Reason', cell: (request) => request.reason },
        ]}
      />
    </CustomerSection>
  );
}

export function CustomerSignIns({ detail }: { detail: Detail }) {
  return (
    <CustomerSection title="Sign-ins">
      <SectionTable
        caption="Latest sign-ins"
        rows={detail.signIns}
        rowKey={(signIn) => signIn.id}
        empty="No sign-ins recorded."
        columns={[
          { label: 'When', cell: (signIn) => formatDateTime(signIn.at) },
          { label: 'Method', cell: (signIn) => SIGN_IN_METHOD_LABELS[signIn.method] },
          { label: 'IP address', cell: (signIn) => signIn.ip || '—' },
          {
            label: 'Browser',
            cell: (signIn) => (
              <Typography variant="body2" sx={{ wordBreak: 'break-word', maxWidth: 360 }}>
                {signIn.userAgent || '—'}
              </Typography>
            ),
          },
        ]}
      />
    </CustomerSection>
  );
}

export function CustomerDevices({ detail }: { detail: Detail }) {
  return (
    <CustomerSection title="Remembered devices">
      <SectionTable
        caption="Remembered devices"
        rows={detail.devices}
        rowKey={(device) => device.device}
        empty="No device is remembered."
        columns={[
          {
            label: 'Device',
            cell: (device) => (
              <Typography sx={{ fontFamily: 'monospace' }}>{device.device}</Typography>
            ),
          },
          { label: 'First seen', cell: (device) => formatDateTime(device.firstSeenAt) },
          { label: 'Last used', cell: (device) => formatDateTime(device.lastUsedAt) },
          { label: 'Expires', cell: (device) => formatDateTime(device.expiresAt) },
        ]}
      />
    </CustomerSection>
  );
}
