import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RETURN_DISPOSITION_LABELS, type AdminReturnDetail } from '@shop/shared/admin/returns';
import { Link as RouterLink } from 'react-router';
import { DetailsColumns } from '../../../components/details-section';
import { DetailsSection } from '../../../components/details-section';
import { NoteSection, ReturnReason } from '../../../components/return-reason';
import { StatusChip } from '../../../components/status-chip';
import { StatusTimeline } from '../../../components/status-timeline';
import { adminPaths } from '../../../config/admin-paths';
import { formatDateTime } from '../../../lib/date-format';
import { OrderRefundsPanel } from './order-refunds-panel';
import { ReturnActions } from './return-actions';
import { ReturnPhotos } from './return-photos';
import { peso } from './refund-forms';

export interface ReturnPageProps {
  entry: AdminReturnDetail;
  /** The shop's branches, for putting returned units back on a shelf. */
  branches: readonly { _id: string; name: string }[];
}

/** The returned units of each line, and what became of them once received. */
function ReturnedItems({ entry }: { entry: AdminReturnDetail }) {
  return (
    <>
      <Table size="small" aria-label="Returned items">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell>SKU</TableCell>
            <TableCell align="right">Returned</TableCell>
            <TableCell align="right">Line total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entry.items.map((item) => (
            <TableRow key={item.orderItemId}>
              <TableCell>
                {item.name}
                {item.variant ? ` (${item.variant})` : ''}
              </TableCell>
              <TableCell>{item.sku}</TableCell>
              <TableCell align="right">
                {item.quantity} of {item.orderedQuantity}
              </TableCell>
              <TableCell align="right">{peso(item.netCentavos)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {entry.disposition ? (
        <Typography sx={{ mt: 1 }}>
          Received {entry.receivedAt ? formatDateTime(entry.receivedAt) : ''}:{' '}
          {RETURN_DISPOSITION_LABELS[entry.disposition]}
          {entry.restockBranch ? ` at ${entry.restockBranch.name}` : ''}.
        </Typography>
      ) : null}
    </>
  );
}

/** One return in the console: who, what, why, the photos, its steps and the order's refunds. */
export function ReturnPage({ entry, branches }: ReturnPageProps) {
  const { order, customer } = entry;
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <StatusChip status={entry.status} label={entry.statusLabel} size="medium" />
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          Requested {formatDateTime(entry.createdAt)} ·{' '}
          <Link component={RouterLink} to={adminPaths.order.getHref(order.id)}>
            Order {order.orderNumber}
          </Link>{' '}
          ({order.statusLabel}) ·{' '}
          <Link component={RouterLink} to={adminPaths.customer.getHref(customer.id)}>
            {customer.name}
          </Link>{' '}
          · {customer.email}
          {customer.mobile ? ` · ${customer.mobile}` : ''}
        </Typography>
      </Box>
      <ReturnActions entry={entry} branches={branches} />
      <DetailsColumns>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <ReturnReason reason={entry.reason} details={entry.details} />
          <NoteSection title="Note to the customer" note={entry.decisionNote} />
          <DetailsSection title="Items">
            <ReturnedItems entry={entry} />
          </DetailsSection>
          <DetailsSection title="Photos">
            <ReturnPhotos photos={entry.photos} />
          </DetailsSection>
        </Stack>
        <DetailsSection title="Status history">
          <StatusTimeline
            entries={entry.timeline}
            label={`Status history of the return for order ${order.orderNumber}`}
          />
        </DetailsSection>
      </DetailsColumns>
      <OrderRefundsPanel orderId={order.id} returnId={entry.id} />
    </Stack>
  );
}
