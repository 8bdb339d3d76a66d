import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { formatPeso } from '@shop/shared/money';
import { useId } from 'react';
import { useCart } from '../api/get-cart';
import { forgetSaleCart, useCheckoutStore } from '../stores/checkout';
import { CartLineImage } from './cart-layout';
import { paths } from '../../../config/paths';

export interface MiniCartDrawerProps {
  open: boolean;
  /** What was just added ("Added to your cart: …"), said at the top. */
  notice?: string;
  signedIn: boolean;
  onClose: () => void;
  /** Signed in: to checkout; a visitor: the login modal, as the cart page's button does. */
  onCheckout: () => void;
  onViewCart: () => void;
}

interface MiniLine {
  key: string;
  name: string;
  options: string;
  quantity: number;
  total: number;
  image: string | null;
  href: string;
}

/** The lines of the cart the shopper has: the server's when signed in, this browser's if not. */
function useMiniLines(signedIn: boolean): MiniLine[] {
  // Read only: the add that opened the drawer wrote the server's answer into this query.
  const cart = useCart({ enabled: false });
  const guestCart = useCheckoutStore((state) => state.guestCart);
  if (signedIn) {
    return (cart.data?.items ?? []).map((item) => ({
      key: item._id,
      name: item.name,
      options: [item.variant.color, item.variant.size, item.variant.material]
        .filter(Boolean)
        .join(', '),
      quantity: item.quantity,
      total: item.line_total,
      image: item.image?.url ?? null,
      href: paths.productDetails.getHref(item.friendly_url || item.product_id),
    }));
  }
  return guestCart.map((line) => ({
    key: `${line.productId}:${line.variantId}`,
    name: line.name,
    options: line.options ?? '',
    quantity: line.quantity,
    total: line.price * line.quantity,
    image: line.image,
    href: paths.productDetails.getHref(line.productId),
  }));
}

/** Opens on the right after Add to cart: the cart's lines, its subtotal, Checkout and View cart. */
export function MiniCartDrawer({
  open,
  notice,
  signedIn,
  onClose,
  onCheckout,
  onViewCart,
}: MiniCartDrawerProps) {
  const titleId = useId();
  const noticeId = useId();
  const lines = useMiniLines(signedIn);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          ...(notice ? { 'aria-describedby': noticeId } : {}),
          sx: { width: { xs: '100%', sm: 400 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h2" sx={{ flex: 1, fontSize: '1.25rem' }}>
          Your cart ({count} {count === 1 ? 'item' : 'items'})
        </Typography>
        <IconButton aria-label="Close the cart" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {notice ? (
        <Box
          id={noticeId}
          role="status"
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            mx: 2.5,
            mt: 2,
            px: 1.5,
            py: 1,
            borderRadius: 1,
            bgcolor: '#E8F5E9',
            color: '#1B5E20',
            fontWeight: 600,
          }}
        >
          <CheckCircleOutlineIcon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
          {notice}
        </Box>
      ) : null}
      <Box
        component="ul"
        aria-label="Items in your cart"
        sx={{
          listStyle: 'none',
          m: 0,
          px: 2.5,
          py: 2,
          display: 'grid',
          gap: 2,
          flex: 1,
          overflowY: 'auto',
          alignContent: 'start',
        }}
      >
        {lines.map((line) => (
          <Box
            component="li"
            key={line.key}
            data-testid="mini-cart-line"
            sx={{ display: 'flex', gap: 1.5 }}
          >
            <CartLineImage href={line.href} src={line.image} size={64} sx={{ flexShrink: 0 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{line.name}</Typography>
              {line.options ? (
                <Typography variant="body2" color="text.secondary">
                  {line.options}
                </Typography>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                Quantity: {line.quantity}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatPeso(line.total)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ px: 2.5, py: 2, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>Subtotal</Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="mini-cart-subtotal">
            {formatPeso(subtotal)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          Prices include VAT. Shipping is worked out at checkout.
        </Typography>
        <Button
          variant="contained"
          size="large"
          startIcon={signedIn ? undefined : <LockOutlinedIcon />}
          onClick={() => {
            forgetSaleCart();
            onCheckout();
          }}
        >
          Checkout
        </Button>
        <Button variant="outlined" size="large" onClick={onViewCart}>
          View cart
        </Button>
      </Box>
    </Drawer>
  );
}
