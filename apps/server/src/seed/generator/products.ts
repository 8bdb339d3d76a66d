import type { FurnitureKind } from './images/kinds.js';
import { MODEL_ORDER } from './models/index.js';
import type { ProductModel } from './models/types.js';
import { pickPriceStyle, protectionPlanFor, saleDiscount } from './pricing.js';
import type { Rng } from './prng.js';
import { deriveSeed, mulberry32, randomInt, shuffle } from './prng.js';
import { productImageKey } from './product-images.js';
import { SERIES_NAMES } from './series.js';
import { describe, specifications } from './description.js';
import { slugify } from './text.js';
import type { SeedDimensions, SeedProduct } from './types.js';
import type { VariantChoice } from './variants.js';
import { buildVariants, chooseVariants } from './variants.js';

const MINUTES_PER_YEAR = 365 * 24 * 60;
const MAX_IMAGES_PER_PRODUCT = 3;

export interface ProductPlan {
  seed: number;
  productCount: number;
  branchKeys: readonly string[];
  skuPrefixByCategory: ReadonlyMap<string, string>;
  /** Series names in seed-dependent order. */
  series: readonly string[];
  /** Per model (in MODEL_ORDER), where its walk through `series` starts. */
  seriesStart: readonly number[];
  /** Minutes between consecutive products' creation times. */
  minuteStep: number;
}

export interface ImageRef {
  kind: FurnitureKind;
  colourKey: string;
}

export interface GeneratedProduct {
  product: SeedProduct;
  images: ImageRef[];
}

export function planProducts(
  seed: number,
  productCount: number,
  branchKeys: readonly string[],
  skuPrefixByCategory: ReadonlyMap<string, string>,
): ProductPlan {
  const rng = mulberry32(seed);
  const series = shuffle(rng, SERIES_NAMES);
  return {
    seed,
    productCount,
    branchKeys,
    skuPrefixByCategory,
    series,
    seriesStart: MODEL_ORDER.map(() => randomInt(rng, 0, series.length - 1)),
    minuteStep: Math.max(
      1,
      Math.min(1440, Math.floor(MINUTES_PER_YEAR / Math.max(1, productCount))),
    ),
  };
}

/**
 * Unique for every index: a model's n-th appearance gets the n-th series name from
 * its starting point, and once all series are used a "No. 2", "No. 3"… suffix.
 */
export function productName(
  plan: ProductPlan,
  index: number,
): { model: ProductModel; name: string } {
  const modelIndex = index % MODEL_ORDER.length;
  const round = Math.floor(index / MODEL_ORDER.length);
  const model = MODEL_ORDER[modelIndex];
  const start = plan.seriesStart[modelIndex];
  if (model === undefined || start === undefined) throw new Error('Model table is empty');
  const series = plan.series[(start + round) % plan.series.length];
  const edition = Math.floor(round / plan.series.length);
  const suffix = edition > 0 ? ` No. ${edition + 1}` : '';
  return { model, name: `${series} ${model.name}${suffix}` };
}

function between(rng: Rng, [min, max]: readonly [number, number]): number {
  return randomInt(rng, min, max);
}

function dimensionsFor(
  rng: Rng,
  model: ProductModel,
  first: VariantChoice | undefined,
): SeedDimensions {
  const frame = model.kind === 'bed' ? { width: 12, depth: 20 } : { width: 0, depth: 0 };
  const size = first?.size;
  return {
    widthCm: size?.widthCm === undefined ? between(rng, model.widthCm) : size.widthCm + frame.width,
    depthCm: size?.depthCm === undefined ? between(rng, model.depthCm) : size.depthCm + frame.depth,
    heightCm: between(rng, model.heightCm),
  };
}

function materialsFor(model: ProductModel, choices: readonly VariantChoice[]): string[] {
  const materials = [...model.materials];
  for (const choice of choices) {
    const label = choice.material?.label;
    if (
      label !== undefined &&
      !materials.some((m) => m.toLowerCase().includes(label.toLowerCase()))
    ) {
      materials.push(label);
    }
  }
  return materials;
}

export function generateProduct(plan: ProductPlan, index: number): GeneratedProduct {
  const { model, name } = productName(plan, index);
  const rng = mulberry32(deriveSeed(plan.seed, index));
  const number = String(index + 1).padStart(5, '0');
  const key = `product-${number}`;
  const sku = `${plan.skuPrefixByCategory.get(model.categoryKey) ?? 'GEN'}-${number}`;

  const choices = chooseVariants(rng, model);
  const variants = buildVariants(rng, choices, {
    productKey: key,
    productSku: sku,
    basePesos: between(rng, model.pricePesos),
    priceStyle: pickPriceStyle(rng),
    discount: saleDiscount(rng),
    branchKeys: plan.branchKeys,
  });
  const materials = materialsFor(model, choices);
  const dimensions = dimensionsFor(rng, model, choices[0]);
  const weightKg =
    Math.round((model.weightKg[0] + rng() * (model.weightKg[1] - model.weightKg[0])) * 10) / 10;

  const colourKeys = [...new Set(choices.map((choice) => choice.colour.key))].slice(
    0,
    MAX_IMAGES_PER_PRODUCT,
  );
  const images = colourKeys.map((colourKey) => ({ kind: model.kind, colourKey }));
  const isActive = index % 23 !== 11;
  const step = plan.minuteStep;
  const firstPrice = variants[0]?.priceCentavos ?? 0;

  return {
    product: {
      key,
      sku,
      name,
      friendlyUrl: slugify(name),
      description: describe(rng, name, model, choices),
      categoryKeys:
        model.secondCategoryKey === undefined
          ? [model.categoryKey]
          : [model.categoryKey, model.secondCategoryKey],
      materials,
      dimensions,
      weightKg,
      specifications: specifications(model, materials, dimensions, weightKg, choices),
      isFeatured: isActive && index % 7 === 2,
      isActive,
      // Jitter within one step keeps offsets strictly decreasing with the index.
      createdAtOffsetMinutes:
        (plan.productCount - index) * step + (deriveSeed(~plan.seed, index) % step),
      imageKeys: images.map((image) => productImageKey(image.kind, image.colourKey)),
      variants,
      protectionPlan: model.protection === true ? protectionPlanFor(firstPrice) : null,
    },
    images,
  };
}
