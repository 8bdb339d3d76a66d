import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatPeso } from '@shop/shared/money';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { useCartPhoneLayout } from '../hooks/use-cart-phone-layout';
import { useCheckoutStore, type GuestCartItem } from '../stores/checkout';
import { CartEmpty } from './cart-empty';
import { CartColumns, CartLineImage } from './cart-layout';
import { InstalmentLine } from './instalment-line';

export interface CartGuestViewProps {
  /** Opens the login modal: the cart moves to the account and checkout can start. */
  onLogin: () => void;
}

const units = (lines: GuestCartItem[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * A visitor's cart, kept in this browser: what they picked, an estimated subtotal, and a way
 * to log in to check out (stock is checked and the lines join the account's cart then).
 */
export function CartGuestView({ onLogin }: CartGuestViewProps) {
  const compact = useCartPhoneLayout();
  const lines = useCheckoutStore((state) => state.guestCart);
  const remove = useCheckoutStore((state) => state.removeGuestItem);
  const [confirm, setConfirm] = useState<GuestCartItem | null>(null);
  const [asking, setAsking] = useState(false);

  if (lines.length === 0) return <CartEmpty />;

  const count = units(lines);
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

  return (
    <CartColumns compact={compact}>
      <Box
        component="ul"
        aria-label="Items in your cart"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {lines.map((line) => {
          const href = paths.productDetails.getHref(line.productId);
          return (
            <Box
              component="li"
              key={`${line.productId}:${line.variantId}`}
              data-testid="cart-line"
              sx={{
                display: 'flex',
                gap: compact ? 1.5 : 2,
                alignItems: 'flex-start',
                p: compact ? 1.5 : 2,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
              }}
            >
              <CartLineImage
                href={href}
                src={line.image}
                size={compact ? 72 : 96}
                sx={{ flexShrink: 0 }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={href}
                  sx={{ fontWeight: 700, color: 'text.primary', display: 'block' }}
                >
                  {line.name}
                </Link>
                {line.options ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                    {line.options}
                  </Typography>
                ) : null}
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {formatPeso(line.price)} each ·{' '}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    Quantity: {line.quantity}
                  </Box>
                </Typography>
                <Typography sx={{ fontWeight: 700, mt: 0.5 }}>
                  {formatPeso(line.price * line.quantity)}
                </Typography>
              </Box>
              <IconButton
                aria-label={`Remove ${line.name}`}
                onClick={() => {
                  setConfirm(line);
                  setAsking(true);
                }}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <Box
        component="section"
        aria-label="Cart summary"
        sx={{
          p: 3,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          ...(compact
            ? { position: 'sticky', bottom: 0, mx: -2, borderRadius: 0 }
            : { position: 'sticky', top: 96, borderRadius: 2 }),
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 1 }}>
          <Typography>
            Subtotal ({count} {count === 1 ? 'item' : 'items'})
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="cart-total">
            {formatPeso(subtotal)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Prices include VAT. Log in to check the stock, see shipping and check out; these items
          move to your account’s cart.
        </Typography>
        <InstalmentLine amount={subtotal} sx={{ mb: 2 }} />
        <Button
          variant="contained"
          size="large"
          fullWidth
          startIcon={<LockOutlinedIcon />}
          onClick={onLogin}
        >
          Log in to check out
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        title="Remove this item?"
        message={confirm ? `${confirm.name} will be removed from your cart.` : undefined}
        onConfirm={() => {
          if (confirm) remove(confirm.productId, confirm.variantId);
          setAsking(false);
        }}
        onCancel={() => setAsking(false)}
      />
    </CartColumns>
  );
}
