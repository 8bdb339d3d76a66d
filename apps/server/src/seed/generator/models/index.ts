import { BEDROOM_MODELS } from './bedroom.js';
import { DECOR_MODELS } from './decor.js';
import { DINING_MODELS } from './dining.js';
import { LIVING_ROOM_MODELS } from './living-room.js';
import { OFFICE_MODELS } from './office.js';
import { OUTDOOR_MODELS } from './outdoor.js';
import type { ProductModel } from './types.js';

export type { ProductModel } from './types.js';

export const ALL_MODELS: readonly ProductModel[] = [
  ...LIVING_ROOM_MODELS,
  ...BEDROOM_MODELS,
  ...DINING_MODELS,
  ...OFFICE_MODELS,
  ...OUTDOOR_MODELS,
  ...DECOR_MODELS,
];

/**
 * Round-robin over categories (first sofa, first sectional, …, second sofa, …) so
 * that any prefix of the catalogue, like the 72-product demo, covers every category.
 */
export function interleaveByCategory(models: readonly ProductModel[]): ProductModel[] {
  const byCategory = new Map<string, ProductModel[]>();
  for (const model of models) {
    const list = byCategory.get(model.categoryKey) ?? [];
    list.push(model);
    byCategory.set(model.categoryKey, list);
  }
  const lists = [...byCategory.values()];
  const longest = Math.max(...lists.map((list) => list.length));
  const ordered: ProductModel[] = [];
  for (let round = 0; round < longest; round++) {
    for (const list of lists) {
      const model = list[round];
      if (model !== undefined) ordered.push(model);
    }
  }
  return ordered;
}

export const MODEL_ORDER: readonly ProductModel[] = interleaveByCategory(ALL_MODELS);
