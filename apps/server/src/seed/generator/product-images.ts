import { luminance } from './images/color.js';
import {
  renderCategoryImage,
  CATEGORY_IMAGE_HEIGHT,
  CATEGORY_IMAGE_WIDTH,
} from './images/category.js';
import type { FurnitureKind } from './images/kinds.js';
import { KIND_NOUNS } from './images/kinds.js';
import { PRODUCT_IMAGE_SIZE, renderProductImage } from './images/render.js';
import type { Colour } from './palette.js';
import { colour } from './palette.js';
import type { SeedImage } from './types.js';

const WALNUT_LEGS = '#5f3f2a';
const BRASS = '#b8944e';
const CREAM = '#efe6d6';
const HARDWOOD = '#8b5a33';

/**
 * The secondary colour depends only on kind and main colour, so one image key
 * (kind + colour) always renders the same picture.
 */
function accentFor(kind: FurnitureKind, main: Colour): string {
  switch (kind) {
    case 'rattan-chair':
      return CREAM;
    case 'patio-set':
      return '#a0773f';
    case 'lounger':
    case 'hammock':
      return HARDWOOD;
    case 'table-lamp':
      return luminance(main.hex) > 0.7 ? '#c9b8a3' : '#e4dccd';
    case 'floor-lamp':
      return '#6b4a35';
    case 'rug':
      return luminance(main.hex) > 0.6 ? '#8b4f2e' : '#efe3cc';
    case 'wall-art':
      return '#2f2f31';
    case 'parol':
      return main.key === 'gold' ? '#b8323a' : '#d4a83c';
    case 'sofa':
    case 'sectional':
    case 'armchair':
    case 'bed':
      return WALNUT_LEGS;
    default:
      return BRASS;
  }
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? 'an' : 'a';
}

export function productImageKey(kind: FurnitureKind, colourKey: string): string {
  return `${kind}-${colourKey}`;
}

export function buildProductImage(kind: FurnitureKind, colourKey: string): SeedImage {
  const main = colour(colourKey);
  const noun = KIND_NOUNS[kind];
  const alt = `Illustration of ${article(noun)} ${noun} in ${main.name}`;
  return {
    key: productImageKey(kind, colourKey),
    alt,
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
    svg: renderProductImage({ kind, color: main.hex, accent: accentFor(kind, main), label: alt }),
  };
}

export function categoryImageKey(categoryKey: string): string {
  return `category-${categoryKey}`;
}

export function buildCategoryImage(
  categoryKey: string,
  categoryName: string,
  kinds: readonly FurnitureKind[],
  colourKey: string,
): SeedImage {
  const main = colour(colourKey);
  const first = kinds[0];
  const accent = first === undefined ? BRASS : accentFor(first, main);
  const pieces = kinds.map((kind) => KIND_NOUNS[kind]).join(', ');
  const alt = `${categoryName}: illustration of ${pieces} in ${main.name}`;
  return {
    key: categoryImageKey(categoryKey),
    alt,
    width: CATEGORY_IMAGE_WIDTH,
    height: CATEGORY_IMAGE_HEIGHT,
    svg: renderCategoryImage({ kinds, color: main.hex, accent, label: alt }),
  };
}
