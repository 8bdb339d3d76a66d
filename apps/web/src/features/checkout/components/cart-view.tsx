import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { CartItem } from '@shop/shared/cart';
import { useEffect, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { notifyError } from '../../../components/notifications/notify-error';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { useClearCart } from '../api/clear-cart';
import { useCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useRemoveCartItems } from '../api/remove-cart-items';
import { useCartPhoneLayout } from '../hooks/use-cart-phone-layout';
import { forgetSaleCart, useCheckoutStore } from '../stores/checkout';
import { CartEmpty } from './cart-empty';
import { CartLine, stockProblem } from './cart-line';
import { CartMergeIssues } from './cart-merge-issues';
import { CartSummary } from './cart-summary';
import { CartColumns } from './cart-layout';

type Confirm =
  { kind: 'one'; item: CartItem } | { kind: 'selected'; ids: string[] } | { kind: 'clear' };

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Why "Proceed to checkout" is off, or null when it is on. */
function blockedReason(checked: CartItem[], merging: boolean): string | null {
  if (merging) return 'Adding the items you picked before logging in…';
  if (checked.length === 0) return 'Select at least one item to check out.';
  const over = checked.find((line) => stockProblem(line) !== null);
  if (over) return `Change the quantity of ${over.name} to what is in stock to check out.`;
  return null;
}

export interface CartViewProps {
  onCheckout: () => void;
  /** Under the total (an approximate amount for a shopper abroad). */
  renderTotalNote?: (total: number) => ReactNode;
}

/** The signed-in shopper's server cart: lines, ticks, removal, totals and checkout. */
export function CartView({ onCheckout, renderTotalNote }: CartViewProps) {
  const compact = useCartPhoneLayout();
  // Always asked again on this page: stock and prices may have moved since the last visit.
  const cart = useCart({ staleTime: 0 });
  const checkedIds = useCheckoutStore((state) => state.checkedCartItems);
  const syncCart = useCheckoutStore((state) => state.syncCart);
  const setItemChecked = useCheckoutStore((state) => state.setItemChecked);
  const setAllChecked = useCheckoutStore((state) => state.setAllChecked);
  const merging = useCheckoutStore((state) => state.pendingMerge.length > 0);
  const pushToast = useNoticesStore((state) => state.pushToast);
  const removeOne = useRemoveCartItem();
  const removeSelected = useRemoveCartItems();
  const clear = useClearCart();
  // The question stays while the dialog closes, so its text does not change under the fade.
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = (question: Confirm) => {
    setConfirm(question);
    setAsking(true);
  };

  // The ticks follow the cart this page shows (new lines ticked, removed ones dropped).
  useEffect(() => {
    if (cart.data) syncCart(cart.data);
  }, [cart.data, syncCart]);

  if (cart.isPending) {
    return (
      <Box role="status" aria-label="Loading your cart" sx={{ display: 'grid', gap: 1.5 }}>
        {[0, 1].map((key) => (
          <SkeletonBlock key={key} sx={{ height: 128, borderRadius: 2 }} />
        ))}
      </Box>
    );
  }
  if (cart.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void cart.refetch()}>
            Retry
          </Button>
        }
      >
        {cart.error.message}
      </Alert>
    );
  }

  const lines = cart.data.items;
  const ticked = new Set(checkedIds);
  const checked = lines.filter((line) => ticked.has(line._id));
  const allChecked = lines.length > 0 && checked.length === lines.length;
  const bulkBusy = removeSelected.isPending || clear.isPending;
  const reason = blockedReason(checked, merging);

  const confirmed = () => {
    if (!confirm) return;
    setAsking(false);
    if (confirm.kind === 'one') {
      removeOne.mutate(confirm.item._id, {
        onSuccess: () =>
          pushToast({ msg: `Removed from your cart: ${confirm.item.name}`, color: 'success' }),
        onError: notifyError,
      });
    } else if (confirm.kind === 'selected') {
      removeSelected.mutate(confirm.ids, {
        onSuccess: () =>
          pushToast({
            msg: `Removed ${items(confirm.ids.length)} from your cart.`,
            color: 'success',
          }),
        onError: notifyError,
      });
    } else {
      clear.mutate(undefined, {
        onSuccess: () => pushToast({ msg: 'Your cart is now empty.', color: 'success' }),
        onError: notifyError,
      });
    }
  };

  const summary = (layout: 'panel' | 'breakdown' | 'bar') => (
    <CartSummary
      lines={checked}
      blockedReason={reason}
      onCheckout={() => {
        forgetSaleCart();
        onCheckout();
      }}
      layout={layout}
      renderTotalNote={renderTotalNote}
    />
  );

  return (
    <>
      <CartMergeIssues />
      {merging ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          Adding the items you picked before logging in to your cart…
        </Alert>
      ) : null}
      {lines.length === 0 ? (
        <CartEmpty />
      ) : (
        <>
          <CartColumns compact={compact}>
            <Box component="section" aria-label="Items in your cart">
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1,
                  mb: 1.5,
                  px: compact ? 1.5 : 2,
                }}
              >
                <FormControlLabel
                  sx={{ mr: 'auto' }}
                  control={
                    <Checkbox
                      checked={allChecked}
                      indeterminate={checked.length > 0 && !allChecked}
                      onChange={(event) => setAllChecked(event.target.checked)}
                      sx={{ p: 0.5, mr: 0.5 }}
                    />
                  }
                  label={`Select all (${items(lines.length)})`}
                />
                <Button
                  variant="outlined"
                  size="small"
                  disabled={checked.length === 0 || bulkBusy}
                  onClick={() => ask({ kind: 'selected', ids: checked.map((line) => line._id) })}
                >
                  Remove selected ({checked.length})
                </Button>
                <Button
                  variant="text"
                  size="small"
                  disabled={bulkBusy}
                  onClick={() => ask({ kind: 'clear' })}
                >
                  Clear cart
                </Button>
              </Box>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                {lines.map((line) => (
                  <CartLine
                    key={line._id}
                    item={line}
                    compact={compact}
                    checked={ticked.has(line._id)}
                    onCheckedChange={(value) => setItemChecked(line._id, value)}
                    onRemove={() => ask({ kind: 'one', item: line })}
                    busy={bulkBusy || (removeOne.isPending && removeOne.variables === line._id)}
                  />
                ))}
              </Box>
            </Box>
            {summary(compact ? 'breakdown' : 'panel')}
          </CartColumns>
          {compact ? summary('bar') : null}
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={
          confirm?.kind === 'one'
            ? 'Remove this item?'
            : confirm?.kind === 'selected'
              ? `Remove ${items(confirm.ids.length)}?`
              : 'Clear your cart?'
        }
        message={
          confirm?.kind === 'one'
            ? `${confirm.item.name} will be removed from your cart.`
            : confirm?.kind === 'selected'
              ? 'The selected items will be removed from your cart.'
              : 'Every item will be removed from your cart.'
        }
        onConfirm={confirmed}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
