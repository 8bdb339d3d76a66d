import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DashboardTopProduct } from '@shop/shared/admin/dashboard';
import { Link } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { DashboardCard } from './dashboard-card';
import { pesos } from './money';

/** The products sold most in the period: units, then revenue of their lines. */
export function TopProducts({ products }: { products: DashboardTopProduct[] }) {
  return (
    <DashboardCard title="Top products">
      {products.length === 0 ? (
        <Typography color="text.secondary">No products sold in this period.</Typography>
      ) : (
        <Table size="small" aria-label="Top products">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell align="right">Units</TableCell>
              <TableCell align="right">Revenue</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {products.map((product) => (
              <TableRow key={product.productId}>
                <TableCell>
                  <Link to={adminPaths.product.getHref(product.productId)}>{product.name}</Link>
                </TableCell>
                <TableCell align="right">{product.units}</TableCell>
                <TableCell align="right">{pesos(product.revenueCentavos)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DashboardCard>
  );
}
