import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPeso } from '@shop/shared';
import { DISCOUNT_TYPE_LABELS, type AdminDiscountDetail } from '@shop/shared/admin/discounts';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { formatDateTime } from '../../../lib/date-format';
import { useDiscount } from '../api/get-discount';
import { limitsLabel, ruleLabel, usesLabel, windowLabel } from './discount-figures';
import { DiscountStatusChip } from './discount-status-chip';

export interface DiscountDetailsDialogProps {
  discountId: string | null;
  onClose: () => void;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Stack>
  );
}

function Details({ discount }: { discount: AdminDiscountDetail }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <DiscountStatusChip status={discount.status} />
        <Typography>
          {DISCOUNT_TYPE_LABELS[discount.type]}: {ruleLabel(discount)}
          {discount.minSpend > 0 ? `, minimum spend ${formatPeso(discount.minSpend)}` : ''}
        </Typography>
      </Stack>
      {discount.description ? <Typography>{discount.description}</Typography> : null}
      <Typography variant="body2">{windowLabel(discount)}</Typography>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Figure label="Uses" value={usesLabel(discount)} />
        <Figure label="Revenue" value={formatPeso(discount.revenue)} />
        <Figure label="Discount given" value={formatPeso(discount.discountGiven)} />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Revenue and discount given leave cancelled orders out.
        {discount.perCustomerLimit === null
          ? ''
          : ` Each customer may use it ${discount.perCustomerLimit} time(s).`}
      </Typography>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          Applies to: {limitsLabel(discount)}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {discount.categories.map((category) => (
            <Chip key={category.id} size="small" label={`Category: ${category.name}`} />
          ))}
          {discount.products.map((product) => (
            <Chip key={product.id} size="small" label={`${product.name} (${product.sku})`} />
          ))}
        </Stack>
      </Stack>
      <Typography variant="subtitle2" component="h3">
        Latest uses
      </Typography>
      {discount.recentUses.length === 0 ? (
        <Typography color="text.secondary">No order has used this code yet.</Typography>
      ) : (
        <Table size="small" aria-label={`Latest uses of ${discount.code}`}>
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell>Date</TableCell>
              <TableCell align="right">Discount</TableCell>
              <TableCell align="right">Order total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {discount.recentUses.map((use) => (
              <TableRow key={use.orderId}>
                <TableCell>
                  <Link component={RouterLink} to={adminPaths.order.getHref(use.orderId)}>
                    {use.orderNumber}
                  </Link>
                  {use.cancelled ? ' (cancelled)' : ''}
                </TableCell>
                <TableCell>
                  <Link component={RouterLink} to={adminPaths.customer.getHref(use.customer.id)}>
                    {use.customer.name || use.customer.email}
                  </Link>
                </TableCell>
                <TableCell>{formatDateTime(use.createdAt)}</TableCell>
                <TableCell align="right">{formatPeso(use.discount)}</TableCell>
                <TableCell align="right">{formatPeso(use.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

/** A code's uses, revenue and discount given, with the categories and products it covers. */
export function DiscountDetailsDialog({ discountId, onClose }: DiscountDetailsDialogProps) {
  const titleId = useId();
  const detail = useDiscount(discountId);
  return (
    <Dialog
      open={discountId !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{detail.data?.code ?? 'Discount code'}</DialogTitle>
      <DialogContent>
        {detail.isError ? <Alert severity="error">{detail.error.message}</Alert> : null}
        {detail.data ? (
          <Details discount={detail.data} />
        ) : detail.isError ? null : (
          <CircularProgress aria-label="Loading the discount code" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
