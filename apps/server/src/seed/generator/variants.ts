import type { ProductModel } from './models/types.js';
import type { Colour } from './palette.js';
import { colour } from './palette.js';
import type { PriceStyle } from './pricing.js';
import { compareAtCentavos, retailPriceCentavos } from './pricing.js';
import type { Rng } from './prng.js';
import { chance, pickWeighted, randomInt, shuffle } from './prng.js';
import type { SeedVariant } from './types.js';

export interface VariantChoice {
  colour: Colour;
  size?: { label: string; code: string; priceFactor: number; widthCm?: number; depthCm?: number };
  material?: { label: string; code: string; priceFactor: number };
}

/**
 * Picks 1–4 distinct option combinations. Sizes (or, failing that, material
 * options) vary first; a second colour is only added when those run out.
 */
export function chooseVariants(rng: Rng, model: ProductModel): VariantChoice[] {
  const wanted = pickWeighted(rng, [
    [1, 2],
    [2, 4],
    [3, 3],
    [4, 2],
  ] as const);
  const colours = shuffle(rng, model.colours).map(colour);
  const sized = model.sizes !== undefined && model.sizes.length > 0;
  const options = sized ? model.sizes : model.materialOptions;
  if (options === undefined || options.length === 0) {
    return colours.slice(0, wanted).map((c) => ({ colour: c }));
  }
  const picked = shuffle(
    rng,
    options.map((_, index) => index),
  )
    .slice(0, Math.min(wanted, options.length))
    .sort((a, b) => a - b)
    .map((index) => options[index])
    .filter((option) => option !== undefined);
  const choices: VariantChoice[] = [];
  for (const c of colours.slice(0, 2)) {
    for (const option of picked) {
      if (choices.length < wanted) {
        choices.push(sized ? { colour: c, size: option } : { colour: c, material: option });
      }
    }
  }
  return choices;
}

function stockFor(
  rng: Rng,
  branchKeys: readonly string[],
  soldOut: boolean,
): Record<string, number> {
  const stock: Record<string, number> = {};
  branchKeys.forEach((branchKey, index) => {
    if (soldOut || chance(rng, 0.16)) stock[branchKey] = 0;
    else stock[branchKey] = index === 0 ? randomInt(rng, 3, 25) : randomInt(rng, 1, 18);
  });
  return stock;
}

export interface VariantBuildInput {
  productKey: string;
  productSku: string;
  basePesos: number;
  priceStyle: PriceStyle;
  discount: number | null;
  branchKeys: readonly string[];
}

export function buildVariants(
  rng: Rng,
  choices: readonly VariantChoice[],
  input: VariantBuildInput,
): SeedVariant[] {
  return choices.map((choice, index) => {
    const factor = (choice.size?.priceFactor ?? 1) * (choice.material?.priceFactor ?? 1);
    const priceCentavos = retailPriceCentavos(input.basePesos * factor, input.priceStyle);
    const codes = [choice.colour.code, choice.size?.code, choice.material?.code].filter(
      (code) => code !== undefined,
    );
    const options: SeedVariant['options'] = { color: choice.colour.name };
    if (choice.size !== undefined) options.size = choice.size.label;
    if (choice.material !== undefined) options.material = choice.material.label;
    return {
      key: `${input.productKey}-v${index + 1}`,
      sku: `${input.productSku}-${codes.join('-')}`,
      options,
      priceCentavos,
      compareAtPriceCentavos:
        input.discount === null ? null : compareAtCentavos(priceCentavos, input.discount),
      stockByBranch: stockFor(rng, input.branchKeys, chance(rng, 0.05)),
    };
  });
}
