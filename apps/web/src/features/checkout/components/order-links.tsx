import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

export interface ViewOrderButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  orderId: string;
}

/** "View your order": to the order's details page. */
export function ViewOrderButton({ orderId, variant, size }: ViewOrderButtonProps) {
  return (
    <Button
      component={RouterLink}
      to={paths.orderDetails.getHref(orderId)}
      variant={variant}
      size={size}
    >
      View your order
    </Button>
  );
}

/** The ways on from a placed order: to its details, or back to the shop. */
export function OrderLinks({ orderId, sx }: { orderId: string; sx?: SxProps<Theme> }) {
  return (
    <Box sx={[{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <ViewOrderButton orderId={orderId} variant="contained" />
      <Button component={RouterLink} to={paths.products.getHref()} variant="outlined">
        Continue shopping
      </Button>
    </Box>
  );
}
