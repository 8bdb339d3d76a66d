import { fromCentavos } from '@shop/shared';
import type { BranchRow } from './repository';
import type { CatalogueSnapshot, CategoryEntry, ProductEntry, VariantEntry } from './snapshot';

export const mediaUrl = (key: string | null) => (key ? `/media/${key}` : null);

export function presentCategory(row: CategoryEntry, withImage: boolean) {
  return {
    _id: row.id,
    name: row.name,
    friendlyUrl: row.friendlyUrl,
    image: withImage ? mediaUrl(row.imageKey) : null,
    isActive: row.isActive,
  };
}

export function presentBranch(row: BranchRow) {
  return {
    _id: row.id,
    name: row.name,
    code: row.code,
    project_id: row.projectId,
    is_default: row.isDefault,
    // The spec names the field both ways; both are sent.
    friend_url: row.friendlyUrl,
    friendly_url: row.friendlyUrl,
    description: row.description,
    address: row.address,
    city: row.city,
    province: row.province,
    phone: row.phone,
    email: row.email,
    hours: row.hours,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

const pesos = (centavos: number | null) => (centavos === null ? null : fromCentavos(centavos));

/** The product card every list shows (and favorites): name, address, prices and pictures. */
export function presentProductCard(product: ProductEntry) {
  return {
    _id: product.id,
    name: product.name,
    friendly_url: product.friendlyUrl,
    price_details: product.variants.map((variant) => ({
      variant_id: variant.id,
      price: fromCentavos(variant.priceCentavos),
      compare_at_price: pesos(variant.compareAtPriceCentavos),
    })),
    images: product.images,
    rating: product.rating
      ? { average: product.rating.average, count: product.rating.count }
      : null,
  };
}

export type ProductCard = ReturnType<typeof presentProductCard>;

/** The list item of every list: listing, search, featured, related, collections. */
export function presentListItem(product: ProductEntry, branchIndex: number) {
  // Categories stay before images, so the cached list bodies keep their key order.
  const { images, ...card } = presentProductCard(product);
  return {
    ...card,
    categories: product.categories.map((category) => ({
      _id: category.id,
      name: category.name,
      friendlyUrl: category.friendlyUrl,
    })),
    images,
    in_stock: product.inStock[branchIndex] ?? false,
    is_featured: product.isFeatured,
  };
}

export function presentVariant(snapshot: CatalogueSnapshot, variant: VariantEntry) {
  return {
    _id: variant.id,
    sku: variant.sku,
    color: variant.color,
    size: variant.size,
    material: variant.material,
    price: fromCentavos(variant.priceCentavos),
    compare_at_price: pesos(variant.compareAtPriceCentavos),
    stock: snapshot.stockBranches.map((branch, index) => ({
      branch_id: branch.id,
      branch_name: branch.name,
      quantity: variant.stock[index] ?? 0,
    })),
  };
}

export function presentDetail(
  snapshot: CatalogueSnapshot,
  product: ProductEntry,
  branchIndex: number,
) {
  const plan = product.protectionPlan;
  return {
    ...presentListItem(product, branchIndex),
    sku: product.sku,
    description: product.description,
    materials: product.materials,
    dimensions: {
      width_cm: product.widthCm,
      depth_cm: product.depthCm,
      height_cm: product.heightCm,
    },
    weight_kg: product.weightGrams / 1000,
    specifications: product.specifications,
    protection_plan: plan
      ? { name: plan.name, years: plan.years, price: fromCentavos(plan.priceCentavos) }
      : null,
    variants: product.variants.map((variant) => presentVariant(snapshot, variant)),
  };
}

const OPTIONS = ['color', 'size', 'material'] as const;

/** Variants grouped by option, for the picker: each value with its price range and stock. */
export function presentVariantGroups(
  snapshot: CatalogueSnapshot,
  product: ProductEntry,
  branchIndex: number,
) {
  const groups = OPTIONS.flatMap((option) => {
    const values = new Map<string, VariantEntry[]>();
    for (const variant of product.variants) {
      const value = variant[option];
      if (value === null) continue;
      values.set(value, [...(values.get(value) ?? []), variant]);
    }
    if (values.size === 0) return [];
    return [
      {
        option,
        values: [...values].map(([value, variants]) => {
          const prices = variants.map((variant) => variant.priceCentavos);
          return {
            value,
            variant_ids: variants.map((variant) => variant.id),
            min_price: fromCentavos(Math.min(...prices)),
            max_price: fromCentavos(Math.max(...prices)),
            in_stock: variants.some((variant) => (variant.stock[branchIndex] ?? 0) > 0),
          };
        }),
      },
    ];
  });
  return {
    groups,
    variants: product.variants.map((variant) => presentVariant(snapshot, variant)),
  };
}
