import type {
  ProductImage,
  ProductVariant,
  VariantGroup,
  VariantOption,
} from '@shop/shared/contracts/catalogue';

export type VariantSelection = Partial<Record<VariantOption, string>>;

export const OPTION_LABELS: Record<VariantOption, string> = {
  color: 'Colour',
  size: 'Size',
  material: 'Material',
};

const matches = (variant: ProductVariant, selection: VariantSelection, skip?: VariantOption) =>
  (Object.entries(selection) as [VariantOption, string | undefined][]).every(
    ([option, value]) => option === skip || value === undefined || variant[option] === value,
  );

/** Variants that agree with every option chosen so far. */
export function matchingVariants(
  variants: readonly ProductVariant[],
  selection: VariantSelection,
): ProductVariant[] {
  return variants.filter((variant) => matches(variant, selection));
}

/** Variants that would match if `option` were set to `value`, the other choices kept. */
export function variantsWith(
  variants: readonly ProductVariant[],
  selection: VariantSelection,
  option: VariantOption,
  value: string,
): ProductVariant[] {
  return variants.filter(
    (variant) => variant[option] === value && matches(variant, selection, option),
  );
}

/** The one variant every group's choice points to, once each group has a choice. */
export function selectedVariant(
  variants: readonly ProductVariant[],
  groups: readonly VariantGroup[],
  selection: VariantSelection,
): ProductVariant | null {
  if (variants.length === 1 && groups.length === 0) return variants[0] ?? null;
  if (groups.some((group) => selection[group.option] === undefined)) return null;
  return matchingVariants(variants, selection)[0] ?? null;
}

/**
 * The selection a product opens with: the first variant in stock at the branch, so the price,
 * stock and Add to cart are ready at once. With none in stock, options that have a single value
 * are chosen already, as is everything when there is only one variant.
 */
export function initialSelection(
  variants: readonly ProductVariant[],
  groups: readonly VariantGroup[],
  branchId: string | null = null,
): VariantSelection {
  const selection: VariantSelection = {};
  const inStock = variants.find((variant) => stockAt(variant, branchId) > 0);
  const whole = inStock ?? (variants.length === 1 ? variants[0] : undefined);
  for (const group of groups) {
    if (group.values.length === 1 && group.values[0])
      selection[group.option] = group.values[0].value;
  }
  if (whole) {
    for (const group of groups) {
      const value = whole[group.option];
      if (value !== null) selection[group.option] = value;
    }
  }
  return selection;
}

/** Units of a variant at a branch; without a branch, the units of its first stock entry. */
/** At or below this many units a shopper is told how few are left. */
export const LOW_STOCK_THRESHOLD = 5;

/** The stock of a variant at a branch in words: "In stock", "Only N left" or "Out of stock". */
export function stockLabel(quantity: number): string {
  if (quantity <= 0) return 'Out of stock';
  if (quantity <= LOW_STOCK_THRESHOLD) return `Only ${quantity} left`;
  return 'In stock';
}

export function stockAt(variant: ProductVariant, branchId: string | null): number {
  const entry = branchId
    ? variant.stock.find((stock) => stock.branch_id === branchId)
    : variant.stock[0];
  return entry?.quantity ?? 0;
}

export function branchNameOf(variant: ProductVariant, branchId: string | null): string | null {
  const entry = branchId
    ? variant.stock.find((stock) => stock.branch_id === branchId)
    : variant.stock[0];
  return entry?.branch_name ?? null;
}

/** '(Navy Blue, Single)' for a toast or a cart line. */
export function variantLabel(variant: ProductVariant): string {
  return [variant.color, variant.size, variant.material].filter(Boolean).join(', ');
}

/** The photo that shows a colour, found by its name in the alt text or file name. */
export function imageIndexForColor(images: readonly ProductImage[], color: string): number {
  const needle = color.toLowerCase();
  const slug = needle.replace(/[^a-z0-9]+/g, '-');
  return images.findIndex(
    (image) => image.alt.toLowerCase().includes(needle) || image.url.toLowerCase().includes(slug),
  );
}

// Swatch colours for the names the catalogue uses; anything else gets a neutral swatch.
const SWATCHES: Record<string, string> = {
  bamboo: '#D8C08A',
  black: '#1F1F1F',
  'blush pink': '#E8B4B8',
  'capiz amber': '#D9A441',
  'capiz pearl': '#EDE6D6',
  charcoal: '#3A3A3A',
  cognac: '#9A463D',
  'dark mahogany': '#4A1F16',
  emerald: '#1F7A4D',
  'honey rattan': '#C98F3D',
  'light oak': '#D4B483',
  'matte black': '#2A2A2A',
  mocha: '#6F4E37',
  mustard: '#D4A017',
  'narra brown': '#7B3F22',
  'natural acacia': '#B9854E',
  'natural rattan': '#CFAE7A',
  'navy blue': '#1F2F57',
  oatmeal: '#DCCFB7',
  'olive green': '#6B7039',
  'sage green': '#9CAF88',
  'sand beige': '#D8C3A5',
  'slate grey': '#6D7B86',
  'steel grey': '#7D8489',
  teal: '#1F7F7F',
  terracotta: '#C4623F',
  walnut: '#5C4033',
  white: '#FAFAFA',
  whitewash: '#EEEAE2',
};

export function swatchColor(name: string): string {
  return SWATCHES[name.toLowerCase()] ?? '#BDB5AA';
}

/** The grouping group_variants answers with, worked out from the detail's own variants. */
export function groupVariants(
  variants: readonly ProductVariant[],
  branchId: string | null,
): VariantGroup[] {
  const options: VariantOption[] = ['color', 'size', 'material'];
  return options.flatMap((option) => {
    const byValue = new Map<string, ProductVariant[]>();
    for (const variant of variants) {
      const value = variant[option];
      if (value !== null) byValue.set(value, [...(byValue.get(value) ?? []), variant]);
    }
    if (byValue.size === 0) return [];
    return [
      {
        option,
        values: [...byValue].map(([value, members]) => ({
          value,
          variant_ids: members.map((variant) => variant._id),
          min_price: Math.min(...members.map((variant) => variant.price)),
          max_price: Math.max(...members.map((variant) => variant.price)),
          in_stock: members.some((variant) => stockAt(variant, branchId) > 0),
        })),
      },
    ];
  });
}
