import type { AdminProduct, ProductFormValues } from '@shop/shared/admin/product';
import type { DefaultValues } from 'react-hook-form';

export type VariantRow = ProductFormValues['variants'][number];

/** A new variant row: the SKU, options and price are the staff's to type. */
export function newVariantRow(): VariantRow {
  return {
    sku: '',
    color: '',
    size: '',
    material: '',
    // No price yet: the schema asks for one ("Enter an amount in pesos…") on save.
    price: undefined as unknown as number,
    compareAtPrice: null,
    weightGrams: null,
    lowStockThreshold: 2,
  };
}

export function emptyProductValues(): DefaultValues<ProductFormValues> {
  return {
    name: '',
    sku: '',
    friendlyUrl: '',
    description: '',
    categoryIds: [],
    materials: [],
    widthCm: null,
    depthCm: null,
    heightCm: null,
    weightGrams: undefined,
    protectionPlan: null,
    isActive: false,
    seoTitle: '',
    seoDescription: '',
    variants: [newVariantRow()],
  };
}

/** The form's fields of a product as the API answers it (text options as '' for the inputs). */
export function productToFormValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku,
    friendlyUrl: product.friendlyUrl,
    description: product.description,
    categoryIds: product.categoryIds,
    materials: product.materials,
    widthCm: product.widthCm,
    depthCm: product.depthCm,
    heightCm: product.heightCm,
    weightGrams: product.weightGrams,
    protectionPlan: product.protectionPlan,
    isActive: product.isActive,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    variants: product.variants.map((variant) => ({
      _id: variant._id,
      sku: variant.sku,
      color: variant.color ?? '',
      size: variant.size ?? '',
      material: variant.material ?? '',
      price: variant.price,
      compareAtPrice: variant.compareAtPrice,
      weightGrams: variant.weightGrams,
      lowStockThreshold: variant.lowStockThreshold,
    })),
  };
}

const LIST_FIELDS = new Set(['categoryIds', 'materials']);

/**
 * Where a server field error belongs: `variants.1.sku` stays as it is; `categoryIds.0` and
 * `materials.2` go on their picker, which is one control. Null for a field the form lacks.
 */
export function formFieldOf(serverField: string): string | null {
  const [top, ...rest] = serverField.split('.');
  if (!top || !(top in emptyProductValues())) return null;
  // The plan as a whole has no control of its own: its message goes above the buttons.
  if (top === 'protectionPlan' && rest.length === 0) return null;
  if (LIST_FIELDS.has(top) || (top === 'variants' && rest.length < 2)) return top;
  return serverField;
}
