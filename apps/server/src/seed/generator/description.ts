import { freeDeliveryText } from '../../platform/couriers/free-delivery';
import type { Assembly, ProductModel } from './models/types.js';
import type { Rng } from './prng.js';
import { chance, shuffle } from './prng.js';
import type { SeedDimensions, SeedSpecification } from './types.js';
import type { VariantChoice } from './variants.js';

const ASSEMBLY: Record<Assembly, string> = {
  required: 'Required — free assembly by our team within Metro Manila',
  minimal: 'Minimal — attach the legs in a few minutes, tools included',
  none: 'None — delivered ready to use',
};

const CLOSERS = [
  freeDeliveryText(),
  'See it in person at any of our showrooms in Quezon City, Makati, Cebu and Davao.',
  'Backed by our 7-day hassle-free return policy.',
];

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Two to four sentences: the pitch, one or two features, and sometimes a closer. */
export function describe(
  rng: Rng,
  name: string,
  model: ProductModel,
  choices: readonly VariantChoice[],
): string {
  const features = shuffle(rng, model.features).slice(0, chance(rng, 0.5) ? 2 : 1);
  const sentences = [`The ${name} ${model.pitch}.`, ...features];
  const colourNames = [...new Set(choices.map((choice) => choice.colour.name))];
  if (colourNames.length > 1 && chance(rng, 0.5)) {
    sentences.push(`Available in ${listOf(colourNames)}.`);
  } else if (chance(rng, 0.4)) {
    sentences.push(shuffle(rng, CLOSERS)[0] ?? '');
  }
  return sentences.join(' ');
}

export function specifications(
  model: ProductModel,
  materials: readonly string[],
  dimensions: SeedDimensions,
  weightKg: number,
  choices: readonly VariantChoice[],
): SeedSpecification[] {
  const specs: SeedSpecification[] = [
    { label: 'Materials', value: materials.join(', ') },
    {
      label: 'Dimensions',
      value: `W ${dimensions.widthCm} × D ${dimensions.depthCm} × H ${dimensions.heightCm} cm`,
    },
    { label: 'Weight', value: `${weightKg} kg` },
    { label: 'Assembly', value: ASSEMBLY[model.assembly] },
    {
      label: 'Warranty',
      value: `${model.warrantyYears}-year limited warranty against manufacturing defects`,
    },
    { label: 'Care', value: model.care },
    { label: 'Origin', value: model.origin },
    ...(model.extraSpecs ?? []),
  ];
  const sizes = [...new Set(choices.flatMap((choice) => (choice.size ? [choice.size.label] : [])))];
  if (sizes.length > 0) specs.push({ label: 'Available Sizes', value: sizes.join(', ') });
  return specs;
}
