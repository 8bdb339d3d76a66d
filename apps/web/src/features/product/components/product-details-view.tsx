import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import RemoveShoppingCartOutlinedIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type {
  ProductDetail,
  ProductVariant,
  VariantGroups,
  VariantOption,
} from '@shop/shared/contracts/catalogue';
import {
  branchNameOf,
  groupVariants,
  imageIndexForColor,
  initialSelection,
  matchingVariants,
  OPTION_LABELS,
  selectedVariant,
  stockAt,
  variantLabel,
  type VariantSelection,
} from '../variants';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';
import { QuantityStepper } from './quantity-stepper';
import { StickyAddToCart } from './sticky-add-to-cart';
import { VariantPicker } from './variant-picker';

export interface AddToCartLine {
  variant: ProductVariant;
  quantity: number;
}

/** What Buy now needs: the chosen option (null until one is), how many, whether any is left. */
export interface BuyNowChoice {
  variantId: string | null;
  quantity: number;
  disabled: boolean;
}

export interface ProductDetailsViewProps {
  product: ProductDetail;
  /** From group_variants; until it answers, the groups are worked out from the detail. */
  variantGroups: VariantGroups | undefined;
  branchId: string | null;
  branchName: string | null;
  branchSlot?: ReactNode;
  favoriteSlot?: ReactNode;
  /** Under the price, for the price shown (the chosen variant's, else the lowest): instalments. */
  renderPriceNote?: (price: number | null) => ReactNode;
  /** Under Add to cart: payment, returns and warranty notes. */
  termsSlot?: ReactNode;
  /** Beside Add to cart: Buy now, for the chosen option and quantity. */
  renderBuyNow?: (choice: BuyNowChoice) => ReactNode;
  /** Units of a variant already in the cart. */
  inCart: (variantId: string) => number;
  onAddToCart: (line: AddToCartLine) => void;
}

function listOptions(options: VariantOption[]): string {
  const names = options.map((option) => OPTION_LABELS[option].toLowerCase());
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function StockLine({
  variant,
  missing,
  branchId,
  branchName,
}: {
  variant: ProductVariant | null;
  missing: VariantOption[];
  branchId: string | null;
  branchName: string | null;
}) {
  let content: ReactNode;
  if (!variant) {
    content = (
      <Typography color="text.secondary">
        Choose a {listOptions(missing)} to see the stock
        {branchName ? ` at ${branchName}` : ''}.
      </Typography>
    );
  } else {
    const quantity = stockAt(variant, branchId);
    const where = branchName ?? branchNameOf(variant, branchId) ?? 'this branch';
    content =
      quantity > 0 ? (
        <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center', color: '#1B5E20' }}>
          <CheckCircleOutlineIcon fontSize="small" aria-hidden />
          In stock at {where}: {quantity}
        </Typography>
      ) : (
        <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'primary.dark' }}>
          <RemoveShoppingCartOutlinedIcon fontSize="small" aria-hidden />
          Out of stock at {where}
        </Typography>
      );
  }
  return (
    <Box role="status" data-testid="stock-status" sx={{ fontWeight: 600 }}>
      {content}
    </Box>
  );
}

/** The product page's top: gallery, name, price, options, stock, quantity and add to cart. */
export function ProductDetailsView({
  product,
  variantGroups,
  branchId,
  branchName,
  branchSlot,
  favoriteSlot,
  renderPriceNote,
  termsSlot,
  renderBuyNow,
  inCart,
  onAddToCart,
}: ProductDetailsViewProps) {
  const addButton = useRef<HTMLButtonElement | null>(null);
  const variants = variantGroups?.variants.length ? variantGroups.variants : product.variants;
  const groups = variantGroups?.groups ?? groupVariants(variants, branchId);
  const [selection, setSelection] = useState<VariantSelection>(() =>
    initialSelection(variants, groups, branchId),
  );
  const [imageIndex, setImageIndex] = useState(0);
  const [quantity, setQuantity] = useState(1);

  const variant = selectedVariant(variants, groups, selection);
  const missing = groups
    .filter((group) => selection[group.option] === undefined)
    .map((group) => group.option);
  const candidates = variant ? [variant] : matchingVariants(variants, selection);
  const priceEntries = candidates.length > 0 ? candidates : product.price_details;
  const stock = variant ? stockAt(variant, branchId) : 0;
  const alreadyInCart = variant ? inCart(variant._id) : 0;
  const available = Math.max(0, stock - alreadyInCart);
  const canAdd = Boolean(variant) && available > 0;
  const shownPrice = variant
    ? variant.price
    : priceEntries.length > 0
      ? Math.min(...priceEntries.map((entry) => entry.price))
      : null;
  const add = () => {
    if (!variant || !canAdd) return;
    onAddToCart({ variant, quantity: Math.min(quantity, available) });
    setQuantity(1);
  };

  function select(option: VariantOption, value: string | undefined) {
    setSelection((current) => ({ ...current, [option]: value }));
    setQuantity(1);
    if (option === 'color' && value) {
      const index = imageIndexForColor(product.images, value);
      if (index !== -1) setImageIndex(index);
    }
  }

  let hint: string | null = null;
  if (!variant) hint = `Choose a ${listOptions(missing)} first.`;
  else if (stock === 0) hint = 'This option is out of stock at the selected branch.';
  else if (available === 0) hint = `All ${stock} in stock are already in your cart.`;
  else if (alreadyInCart > 0) hint = `${alreadyInCart} already in your cart.`;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      <ProductGallery
        images={product.images}
        productName={product.name}
        index={imageIndex}
        onIndexChange={setImageIndex}
      />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Box>
          {product.categories.length > 0 ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
              {product.categories.map((category) => (
                <Box
                  key={category._id}
                  component={RouterLink}
                  to={paths.products.getHref({ categories: [category.friendlyUrl] })}
                  sx={{ color: 'primary.main', fontWeight: 600, fontSize: '0.9rem' }}
                >
                  {category.name}
                </Box>
              ))}
            </Box>
          ) : null}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Typography variant="h1" sx={{ flex: 1, fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {product.name}
            </Typography>
            {favoriteSlot}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            SKU: {variant?.sku || product.sku}
          </Typography>
        </Box>
        <Box aria-live="polite">
          <ProductPrice entries={priceEntries} size="large" />
          <Typography variant="body2" color="text.secondary">
            VAT included
          </Typography>
        </Box>
        {renderPriceNote?.(shownPrice)}
        <VariantPicker
          groups={groups}
          variants={variants}
          selection={selection}
          branchId={branchId}
          onSelect={select}
        />
        {branchSlot}
        <StockLine
          variant={variant}
          missing={missing}
          branchId={branchId}
          branchName={branchName}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
          <QuantityStepper
            value={Math.min(quantity, Math.max(1, available))}
            max={available}
            onChange={setQuantity}
            disabled={!canAdd}
          />
          <Button
            ref={addButton}
            variant="contained"
            size="large"
            startIcon={<AddShoppingCartIcon />}
            disabled={!canAdd}
            aria-describedby={hint ? 'add-to-cart-hint' : undefined}
            onClick={add}
            sx={{ flex: { xs: '1 1 100%', sm: '1 1 auto' }, minHeight: 48 }}
          >
            Add to cart
          </Button>
          {renderBuyNow?.({
            variantId: variant?._id ?? null,
            // Apart from the cart: the branch's whole stock can be bought now.
            quantity: Math.min(quantity, Math.max(1, stock)),
            disabled: !variant || stock === 0,
          })}
        </Box>
        {hint ? (
          <Typography id="add-to-cart-hint" variant="body2" color="text.secondary">
            {hint}
          </Typography>
        ) : null}
        {termsSlot}
      </Box>
      <StickyAddToCart
        target={addButton}
        productName={product.name}
        price={shownPrice}
        choice={
          variant ? variantLabel(variant) || product.name : `Choose a ${listOptions(missing)}`
        }
        quantity={quantity}
        max={available}
        canAdd={canAdd}
        onQuantityChange={setQuantity}
        onAdd={add}
      />
    </Box>
  );
}
