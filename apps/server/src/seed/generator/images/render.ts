import type { ImageSpec } from '../types.js';
import { isHexColor } from './color.js';
import { DRAWERS } from './drawers.js';
import { FLOOR_Y, makePaint } from './draw/paint.js';
import { backdrop, backdropFor, svgDocument } from './scene.js';

export const PRODUCT_IMAGE_SIZE = 800;

export function renderProductImage(spec: ImageSpec): string {
  if (!isHexColor(spec.color) || !isHexColor(spec.accent)) {
    throw new Error(`Image colours must be #rrggbb, got ${spec.color} / ${spec.accent}`);
  }
  const size = PRODUCT_IMAGE_SIZE;
  const drawing = DRAWERS[spec.kind](makePaint(spec.color, spec.accent));
  return svgDocument(
    size,
    size,
    spec.label,
    backdrop(size, size, FLOOR_Y, backdropFor(spec.color)) + drawing,
  );
}
