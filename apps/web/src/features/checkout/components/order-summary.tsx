import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { PriceTotals } from '@shop/shared/cart';
import { formatPeso } from '@shop/shared/money';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AmountRow } from '../../../components/details-section';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { ThumbnailImage } from '../../../components/thumbnail-image';
import { paths } from '../../../config/paths';
import type { PlacedOrder } from '../api/get-order';

export interface SummaryLine {
  _id: string;
  name: string;
  image: { url: string; alt: string } | null;
  variant: { color: string | null; size: string | null; material: string | null };
  quantity: number;
  line_total: number;
  with_protection_plan?: boolean;
  protection_plan?: { name: string } | null;
}

export const variantText = ({ color, size, material }: SummaryLine['variant']) =>
  [color, size, material].filter(Boolean).join(' · ');

/** The items of an order or of the checked cart lines: picture, name, variant, quantity, amount. */
export function OrderSummaryItems({ lines }: { lines: readonly SummaryLine[] }) {
  return (
    <Box
      component="ul"
      aria-label="Items"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {lines.map((line) => {
        const variant = variantText(line.variant);
        return (
          <Box
            component="li"
            key={line._id}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
          >
            <Box
              sx={{
                flex: '0 0 56px',
                height: 56,
                borderRadius: 1,
                overflow: 'hidden',
                bgcolor: 'grey.100',
              }}
            >
              {line.image ? <ThumbnailImage url={line.image.url} size={56} /> : null}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{line.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[variant, `Qty ${line.quantity}`].filter(Boolean).join(' · ')}
              </Typography>
              {line.with_protection_plan && line.protection_plan ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  With {line.protection_plan.name}
                </Typography>
              ) : null}
            </Box>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatPeso(line.line_total)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

function Row({
  label,
  value,
  strong = false,
  muted = false,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  muted?: boolean;
}) {
  return (
    <AmountRow
      label={label}
      value={value}
      sx={{
        color: muted ? 'text.secondary' : 'text.primary',
        fontSize: muted ? '0.875rem' : undefined,
      }}
      labelSx={{ fontWeight: strong ? 700 : 400 }}
      valueSx={{
        fontWeight: strong ? 700 : 500,
        whiteSpace: 'nowrap',
        fontSize: strong ? '1.15rem' : undefined,
      }}
    />
  );
}

export interface OrderSummaryTotalsProps {
  totals: PriceTotals | null | undefined;
  discountCode?: string | null;
  /** What the shipping row says before there is a fee (no courier yet, pickup…). */
  shippingNote?: string | null;
  loading?: boolean;
  error?: string | null;
  /** Under the total (an approximate amount for a shopper abroad). */
  renderTotalNote?: (total: number) => ReactNode;
}

/**
 * Subtotal, discount, shipping fee and total, with the VAT the (VAT-inclusive) total holds:
 * the server's figures, never recomputed here.
 */
export function OrderSummaryTotals({
  totals,
  discountCode,
  shippingNote,
  loading = false,
  error,
  renderTotalNote,
}: OrderSummaryTotalsProps) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!totals) {
    return loading ? (
      <Box role="status" aria-label="Computing totals">
        <SkeletonBlock sx={{ height: 150 }} />
      </Box>
    ) : null;
  }
  const listSx = { m: 0, display: 'grid', gap: 1 } as const;
  return (
    <Box
      aria-busy={loading}
      sx={{ display: 'grid', gap: 1, opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <Box component="dl" sx={listSx}>
        <Row label="Subtotal" value={formatPeso(totals.subtotal)} />
        {totals.discount > 0 ? (
          <Row
            label={discountCode ? `Discount (${discountCode})` : 'Discount'}
            value={`−${formatPeso(totals.discount)}`}
          />
        ) : null}
        <Row
          label="Shipping fee"
          value={
            shippingNote && totals.shipping_fee === 0
              ? shippingNote
              : formatPeso(totals.shipping_fee)
          }
        />
      </Box>
      <Divider sx={{ my: 0.5 }} />
      <Box component="dl" sx={listSx}>
        <Row label="Total" value={formatPeso(totals.total)} strong />
        <Row label="Vatable sales" value={formatPeso(totals.vatable_sales)} muted />
        <Row label="VAT (12%)" value={formatPeso(totals.vat)} muted />
      </Box>
      {renderTotalNote?.(totals.total)}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Prices include 12% VAT.
      </Typography>
    </Box>
  );
}

export interface OrderSummaryProps extends OrderSummaryTotalsProps {
  lines: readonly SummaryLine[];
  /** Between the items and the totals (e.g. the discount code field). */
  children?: ReactNode;
}

/** An order summary card's body: the items, then their totals. */
export function OrderSummary({ lines, children, ...totals }: OrderSummaryProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <OrderSummaryItems lines={lines} />
      {children}
      <OrderSummaryTotals {...totals} />
    </Box>
  );
}

/** A placed order's items and totals, as the server charged them. */
export function PlacedOrderSummary({ order }: { order: PlacedOrder }) {
  return (
    <OrderSummary
      lines={order.items}
      totals={order.totals}
      discountCode={order.totals.discount_code}
      shippingNote={order.fulfillment.type === 'pickup' ? 'Free pickup' : 'Free delivery'}
    />
  );
}

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
