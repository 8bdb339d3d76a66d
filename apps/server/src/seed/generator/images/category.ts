import { isHexColor } from './color.js';
import { DRAWERS } from './drawers.js';
import { FLOOR_Y, makePaint, place } from './draw/paint.js';
import { pottedPlant } from './draw/plant.js';
import type { FurnitureKind } from './kinds.js';
import { backdrop, backdropFor, svgDocument } from './scene.js';

export const CATEGORY_IMAGE_WIDTH = 1200;
export const CATEGORY_IMAGE_HEIGHT = 600;
const BANNER_FLOOR_Y = 470;

export interface CategoryImageSpec {
  /** One to three pieces; the first is the centrepiece. */
  kinds: readonly FurnitureKind[];
  color: string;
  accent: string;
  label?: string;
}

function placeOnFloor(
  kind: FurnitureKind,
  centerX: number,
  scale: number,
  color: string,
  accent: string,
): string {
  const drawing = DRAWERS[kind](makePaint(color, accent));
  return place(drawing, centerX - 400 * scale, BANNER_FLOOR_Y - FLOOR_Y * scale, scale);
}

/** Wide 1200 × 600 banner showing the category's typical pieces in a simple room. */
export function renderCategoryImage(spec: CategoryImageSpec): string {
  if (!isHexColor(spec.color) || !isHexColor(spec.accent)) {
    throw new Error(`Image colours must be #rrggbb, got ${spec.color} / ${spec.accent}`);
  }
  const [first, second, third] = spec.kinds;
  if (first === undefined) throw new Error('A category image needs at least one kind');
  const parts: string[] = [];
  if (second === undefined) {
    parts.push(pottedPlant(230, BANNER_FLOOR_Y, 1.4));
    parts.push(placeOnFloor(first, 650, 0.8, spec.color, spec.accent));
  } else {
    parts.push(placeOnFloor(second, 210, 0.55, spec.color, spec.accent));
    if (third !== undefined) parts.push(placeOnFloor(third, 960, 0.55, spec.color, spec.accent));
    else parts.push(pottedPlant(1000, BANNER_FLOOR_Y, 1.3));
    parts.push(placeOnFloor(first, 630, 0.68, spec.color, spec.accent));
  }
  const width = CATEGORY_IMAGE_WIDTH;
  const height = CATEGORY_IMAGE_HEIGHT;
  return svgDocument(
    width,
    height,
    spec.label,
    backdrop(width, height, BANNER_FLOOR_Y, backdropFor(spec.color)) + parts.join(''),
  );
}
