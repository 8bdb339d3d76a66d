import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CartItem } from '@shop/shared/cart';
import { formatPeso } from '@shop/shared/money';
import { useId, type ReactNode } from 'react';
import { AmountRow } from '../../../components/details-section';
import { RetryAlert } from '../../../components/grid-states';
import { useCartPrices } from '../api/get-cart-prices';
import { InstalmentLine } from './instalment-line';

export interface CartSummaryProps {
  /** The ticked lines: the totals are theirs. */
  lines: CartItem[];
  /** Why checkout cannot start yet (nothing ticked, a line above the stock), if it cannot. */
  blockedReason: string | null;
  onCheckout: () => void;
  /**
   * `panel`: the breakdown and the button, beside the lines (wide screens). On phones,
   * `breakdown` (no button) under the lines and `bar`, stuck to the bottom of the screen with
   * the total and the button.
   */
  layout: 'panel' | 'breakdown' | 'bar';
  /** Under the total (an approximate amount for a shopper abroad); not in the phone's bar. */
  renderTotalNote?: (total: number) => ReactNode;
}

const units = (lines: CartItem[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <AmountRow
      label={label}
      value={value}
      sx={[
        { py: 0.5 },
        strong && {
          fontWeight: 700,
          fontSize: '1.125rem',
          borderTop: 1,
          borderColor: 'divider',
          mt: 1,
          pt: 1.5,
        },
      ]}
    />
  );
}

/**
 * The ticked lines' totals from the server (compute-prices) and "Proceed to checkout". Shipping
 * and discount codes come at checkout; prices include 12 % VAT, shown as its breakdown.
 */
export function CartSummary({
  lines,
  blockedReason,
  onCheckout,
  layout,
  renderTotalNote,
}: CartSummaryProps) {
  const compact = layout === 'bar';
  const prices = useCartPrices(lines);
  const reasonId = useId();
  const count = units(lines);
  const totals = lines.length > 0 ? prices.data : undefined;
  const updating = lines.length > 0 && (prices.isPending || prices.isPlaceholderData);
  const total = totals ? formatPeso(totals.total) : formatPeso(0);

  const button = (
    <Button
      variant="contained"
      size="large"
      fullWidth={!compact}
      disabled={blockedReason !== null}
      aria-describedby={blockedReason ? reasonId : undefined}
      onClick={onCheckout}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      Proceed to checkout
    </Button>
  );
  const reason = blockedReason ? (
    <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {blockedReason}
    </Typography>
  ) : null;

  if (compact) {
    return (
      <Box
        component="section"
        aria-label="Cart total"
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          mx: -2,
          px: 2,
          py: 1.5,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }} aria-live="polite" aria-busy={updating}>
            <Typography variant="body2" color="text.secondary">
              Total ({count} {count === 1 ? 'item' : 'items'}), VAT included
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} data-testid="cart-total">
              {total}
            </Typography>
          </Box>
          {button}
        </Box>
        {reason}
      </Box>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby={`${reasonId}-title`}
      sx={{
        ...(layout === 'panel' ? { position: 'sticky', top: 96 } : {}),
        p: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Typography id={`${reasonId}-title`} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Order summary
      </Typography>
      {prices.isError && lines.length > 0 ? (
        <RetryAlert sx={{ mb: 2 }} onRetry={() => void prices.refetch()} retryLabel="Retry">
          {prices.error.message}
        </RetryAlert>
      ) : null}
      <Box
        component="dl"
        aria-live="polite"
        aria-busy={updating}
        sx={{ m: 0, opacity: updating && totals ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        <Row
          label={`Subtotal (${count} ${count === 1 ? 'item' : 'items'})`}
          value={totals ? formatPeso(totals.subtotal) : formatPeso(0)}
        />
        <Row
          label="VATable sales"
          value={totals ? formatPeso(totals.vatable_sales) : formatPeso(0)}
        />
        <Row label="VAT (12%)" value={totals ? formatPeso(totals.vat) : formatPeso(0)} />
        <Row label="Total" value={total} strong />
      </Box>
      {totals ? renderTotalNote?.(totals.total) : null}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1, mb: layout === 'panel' ? 2 : 0 }}
      >
        Prices include VAT. Shipping and discount codes are added at checkout.
      </Typography>
      {totals ? (
        <InstalmentLine amount={totals.total} sx={layout === 'panel' ? { mb: 2 } : { mt: 1.5 }} />
      ) : null}
      {layout === 'panel' ? (
        <>
          {button}
          {reason}
        </>
      ) : null}
    </Box>
  );
}
