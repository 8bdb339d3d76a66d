import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { CartItem } from '@shop/shared/cart';
import { formatPeso } from '@shop/shared/money';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { paths } from '../../../config/paths';
import { toDisplayMessages } from '../../../lib/error-messages';
import { useUpdateCartItem } from '../api/update-cart-item';
import { CartLineImage } from './cart-layout';

const IMAGE_SIZE = { xs: 72, md: 96 } as const;

/** "Navy Blue · Single · Cotton": the options that make this variant. */
export function variantText(item: CartItem): string {
  return [item.variant.color, item.variant.size, item.variant.material].filter(Boolean).join(' · ');
}

export function productHref(item: CartItem): string {
  return item.friendly_url
    ? paths.productDetailsByFriendlyUrl.getHref(item.friendly_url)
    : paths.productDetails.getHref(item.product_id);
}

/** The stock problem of a line, if it has one: checkout refuses it until it is fixed. */
export function stockProblem(item: CartItem): string | null {
  if (item.quantity <= item.stock_available) return null;
  return item.stock_available > 0
    ? `Only ${item.stock_available} left at ${item.branch_name}. Lower the quantity to check out.`
    : `Out of stock at ${item.branch_name}. Remove it to check out.`;
}

export interface CartLineProps {
  item: CartItem;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onRemove: () => void;
  /** While a removal is on its way, the line cannot be changed. */
  busy?: boolean;
  /** Phone layout: a card with the quantity and line total on a row of their own. */
  compact: boolean;
}

/**
 * One line of the cart: tick, photo, name (to the product), options, price, quantity, plan,
 * line total and remove. A quantity or plan the server refuses is explained under the line.
 * Wide screens lay it out as a row; phones as a card.
 */
export function CartLine({
  item,
  checked,
  onCheckedChange,
  onRemove,
  busy = false,
  compact,
}: CartLineProps) {
  const update = useUpdateCartItem();
  const messageId = useId();
  const href = productHref(item);
  const options = variantText(item);
  const problem = stockProblem(item);
  const refused = update.isError ? toDisplayMessages(update.error).join(' ') : null;
  const message = refused ?? problem;
  const disabled = busy || update.isPending;

  const lineTotal = (
    <Typography component="p" data-testid="cart-line-total" sx={{ fontWeight: 700 }}>
      <Box component="span" sx={visuallyHidden}>
        Line total:{' '}
      </Box>
      {formatPeso(item.line_total)}
    </Typography>
  );

  const change = (patch: { quantity?: number; withProtectionPlan?: boolean }) =>
    update.mutate({
      itemId: item._id,
      quantity: patch.quantity ?? item.quantity,
      withProtectionPlan: patch.withProtectionPlan ?? item.with_protection_plan,
    });

  return (
    <Box
      component="li"
      data-testid="cart-line"
      aria-busy={disabled || undefined}
      sx={{
        display: 'grid',
        columnGap: compact ? 1.5 : 2,
        rowGap: 1.5,
        alignItems: 'start',
        py: compact ? 2 : 2.5,
        px: compact ? 1.5 : 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        gridTemplateColumns: compact
          ? `auto ${IMAGE_SIZE.xs}px minmax(0, 1fr) auto`
          : `auto ${IMAGE_SIZE.md}px minmax(0, 1fr) auto minmax(112px, auto) auto`,
        gridTemplateAreas: compact
          ? `"check image details remove" ". controls controls controls"`
          : `"check image details quantity total remove"`,
      }}
    >
      <Box sx={{ gridArea: 'check', mt: compact ? 2 : 3 }}>
        <Checkbox
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          slotProps={{ input: { 'aria-label': `Select ${item.name}` } }}
          sx={{ p: 0.5 }}
        />
      </Box>
      <CartLineImage
        href={href}
        src={item.image ? item.image.url : null}
        size={compact ? IMAGE_SIZE.xs : IMAGE_SIZE.md}
        sx={{ gridArea: 'image' }}
      />
      <Box sx={{ gridArea: 'details', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={href}
          sx={{ fontWeight: 700, color: 'text.primary', display: 'block', lineHeight: 1.35 }}
        >
          {item.name}
        </Link>
        {options ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {options}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          From {item.branch_name}
        </Typography>
        <Typography sx={{ mt: 0.5, fontWeight: 600 }}>
          {formatPeso(item.unit_price)}
          {item.compare_at_price !== null && item.compare_at_price > item.unit_price ? (
            <Box
              component="s"
              sx={{ ml: 1, color: 'text.secondary', fontWeight: 400, fontSize: '0.875rem' }}
            >
              <Box component="span" sx={visuallyHidden}>
                Regular price:{' '}
              </Box>
              {formatPeso(item.compare_at_price)}
            </Box>
          ) : null}
          <Box
            component="span"
            sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.875rem' }}
          >
            {' '}
            each
          </Box>
        </Typography>
        {item.protection_plan ? (
          <FormControlLabel
            sx={{
              mt: 0.5,
              ml: -0.75,
              alignItems: 'flex-start',
              '& .MuiTypography-root': { fontSize: '0.875rem', pt: 0.75 },
            }}
            control={
              <Checkbox
                size="small"
                checked={item.with_protection_plan}
                disabled={disabled}
                onChange={(event) => change({ withProtectionPlan: event.target.checked })}
              />
            }
            label={`Add ${item.protection_plan.name} (+${formatPeso(item.protection_plan.price)} each)`}
          />
        ) : null}
      </Box>
      <Box
        sx={{
          gridArea: compact ? 'controls' : 'quantity',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <QuantityStepper
          dense
          itemName={item.name}
          value={item.quantity}
          max={item.stock_available}
          disabled={disabled}
          describedBy={message ? messageId : undefined}
          onChange={(quantity) => change({ quantity })}
        />
        {compact ? lineTotal : null}
      </Box>
      {compact ? null : (
        <Box sx={{ gridArea: 'total', textAlign: 'right', mt: 0.75 }}>{lineTotal}</Box>
      )}
      <Box sx={{ gridArea: 'remove' }}>
        <IconButton aria-label={`Remove ${item.name}`} onClick={onRemove} disabled={disabled}>
          <DeleteOutlinedIcon />
        </IconButton>
      </Box>
      {message ? (
        <Typography
          id={messageId}
          role={refused ? 'alert' : undefined}
          variant="body2"
          sx={{
            gridColumn: compact ? '2 / -1' : '3 / -1',
            color: 'primary.dark',
            fontWeight: 600,
          }}
        >
          {message}
        </Typography>
      ) : null}
    </Box>
  );
}
