import { toCentavos } from '@shop/shared';
import type { ProductInput, ProductVariantInput } from '@shop/shared/admin/product';

/** The product row's columns for a form's (or a CSV row's) input, money in centavos. */
export function productValues(input: ProductInput, friendlyUrl: string) {
  return {
    name: input.name,
    sku: input.sku,
    friendlyUrl,
    description: input.description,
    materials: input.materials,
    widthCm: input.widthCm,
    depthCm: input.depthCm,
    heightCm: input.heightCm,
    weightGrams: input.weightGrams,
    protectionPlanName: input.protectionPlan?.name ?? null,
    protectionPlanYears: input.protectionPlan?.years ?? null,
    protectionPlanPriceCentavos: input.protectionPlan
      ? toCentavos(input.protectionPlan.price)
      : null,
    isActive: input.isActive,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
  };
}

/** A variant row's columns for its input, at `position` in the product's list. */
export const variantValues = (variant: ProductVariantInput, position: number) => ({
  sku: variant.sku,
  color: variant.color,
  size: variant.size,
  material: variant.material,
  priceCentavos: toCentavos(variant.price),
  compareAtPriceCentavos:
    variant.compareAtPrice === null ? null : toCentavos(variant.compareAtPrice),
  weightGrams: variant.weightGrams,
  lowStockThreshold: variant.lowStockThreshold,
  position,
});
