import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AdminOrder } from '@shop/shared/admin/orders';
import { peso } from './money';

/** The lines with their prices, then the totals with the VAT breakdown. */
export function OrderItems({ order }: { order: Pick<AdminOrder, 'items' | 'totals'> }) {
  const { totals } = order;
  // On a phone unit price and line discount give way, so that the amounts stay in view.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), {
    noSsr: true,
  });
  const labelSpan = wide ? 4 : 2;
  const discount = totals.discountCode ? `Discount (${totals.discountCode})` : 'Discount';
  const summary: [string, number][] = [
    ['Subtotal', totals.subtotalCentavos],
    [discount, -totals.discountCentavos],
    ['Shipping', totals.shippingFeeCentavos],
    ['VATable sales', totals.vatableSalesCentavos],
    ['VAT (12%)', totals.vatCentavos],
  ];
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Items and totals">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Qty</TableCell>
            {wide ? <TableCell align="right">Unit price</TableCell> : null}
            {wide ? <TableCell align="right">Discount</TableCell> : null}
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                <Typography variant="body2">{item.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {[item.sku, item.variant].filter(Boolean).join(' · ')}
                  {item.protectionPlan
                    ? ` · ${item.protectionPlan.name} (${item.protectionPlan.years} yr)`
                    : ''}
                </Typography>
              </TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              {wide ? <TableCell align="right">{peso(item.unitPriceCentavos)}</TableCell> : null}
              {wide ? <TableCell align="right">{peso(item.discountCentavos)}</TableCell> : null}
              <TableCell align="right">{peso(item.netCentavos)}</TableCell>
            </TableRow>
          ))}
          {summary.map(([label, centavos]) => (
            <TableRow key={label}>
              <TableCell colSpan={labelSpan} align="right">
                {label}
              </TableCell>
              <TableCell align="right">
                {centavos < 0 ? `−${peso(-centavos)}` : peso(centavos)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={labelSpan} align="right" sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {peso(totals.totalCentavos)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
