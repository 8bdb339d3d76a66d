import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ProductVariant } from '@shop/shared/contracts/catalogue';
import { useId, useState } from 'react';
import { useNoticesStore } from '../../components/notifications/notices-store';
import { notifyError } from '../../components/notifications/notify-error';
import { SkeletonBlock } from '../../components/skeleton-block';
import { useAddCartItem } from '../../features/checkout/api/add-cart-item';
import { useCart } from '../../features/checkout/api/get-cart';
import { useProduct } from '../../features/product/api/get-product';
import { stockAt, stockLabel, variantLabel } from '../../features/product/variants';

export interface FavoriteCartControlsProps {
  productId: string;
  productName: string;
  branchId: string | null;
  branchName: string | null;
  ready: boolean;
}

/** The variant a favourite starts on: the first one in stock at the branch, else the first. */
const firstChoice = (variants: readonly ProductVariant[], branchId: string | null) =>
  variants.find((variant) => stockAt(variant, branchId) > 0) ?? variants[0];

/**
 * A favourite's variant, its stock at the selected branch and "Add to cart" (the product and
 * checkout features composed here, since features never import each other). The list stores no
 * variant; a product with several lets the shopper choose one in the row.
 */
export function FavoriteCartControls({
  productId,
  productName,
  branchId,
  branchName,
  ready,
}: FavoriteCartControlsProps) {
  const product = useProduct({ idOrFriendlyUrl: productId, branchId }, { enabled: ready });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const cart = useCart({ enabled: false });
  const addItem = useAddCartItem();
  const pushToast = useNoticesStore((state) => state.pushToast);
  const selectId = useId();
  const stockId = useId();

  if (product.isError) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Stock is not available right now.
      </Typography>
    );
  }
  const variants = product.data?.variants ?? [];
  if (variants.length === 0) return <SkeletonBlock sx={{ height: 36, width: 220, mt: 1 }} />;

  const variant =
    variants.find((entry) => entry._id === chosenId) ?? firstChoice(variants, branchId);
  if (!variant) return null;
  const quantity = stockAt(variant, branchId);
  const label = variantLabel(variant);
  const where = branchName ? ` at ${branchName}` : '';

  function add() {
    if (!variant || !branchId) return;
    addItem.mutate(
      {
        productId,
        variantId: variant._id,
        quantity: 1,
        branchId,
        ...(cart.data ? { cart_id: cart.data._id } : {}),
      },
      {
        onSuccess: () =>
          pushToast({
            msg: `Added to your cart: ${productName}${label ? ` (${label})` : ''} × 1`,
            color: 'success',
          }),
        onError: notifyError,
      },
    );
  }

  return (
    <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      {variants.length > 1 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="label" htmlFor={selectId} variant="body2">
            Option
          </Typography>
          <Box
            component="select"
            id={selectId}
            value={variant._id}
            onChange={(event) => setChosenId(event.target.value)}
            aria-label={`Option for ${productName}`}
            sx={{
              font: 'inherit',
              fontSize: '0.875rem',
              py: 0.75,
              px: 1,
              maxWidth: 240,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            {variants.map((entry) => (
              <option key={entry._id} value={entry._id}>
                {variantLabel(entry) || entry.sku}
              </option>
            ))}
          </Box>
        </Box>
      ) : label ? (
        <Typography variant="body2">{label}</Typography>
      ) : null}
      <Typography
        id={stockId}
        variant="body2"
        role="status"
        sx={{ fontWeight: 600, color: quantity > 0 ? '#1B5E20' : 'primary.dark' }}
      >
        {stockLabel(quantity)}
        {where}
      </Typography>
      <Button
        variant="contained"
        size="small"
        startIcon={<AddShoppingCartIcon aria-hidden />}
        disabled={quantity <= 0 || !branchId || addItem.isPending}
        onClick={add}
        aria-label={`Add to cart: ${productName}`}
        aria-describedby={stockId}
      >
        Add to cart
      </Button>
    </Box>
  );
}
