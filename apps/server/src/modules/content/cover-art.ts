import { createHash } from 'node:crypto';
import {
  CATEGORY_IMAGE_HEIGHT,
  CATEGORY_IMAGE_WIDTH,
  renderCategoryImage,
} from '../../seed/generator/images/category';
import { isHexColor } from '../../seed/generator/images/color';
import { FURNITURE_KINDS, KIND_NOUNS, type FurnitureKind } from '../../seed/generator/images/kinds';
import { PALETTE } from '../../seed/generator/palette';

export interface CoverSpec {
  /** One to three furniture pieces; the first is the centrepiece. */
  kinds: FurnitureKind[];
  /** A palette key (narra-brown, teal, …) or #rrggbb. */
  color: string;
  accent: string;
  alt?: string;
}

export interface GeneratedImage {
  key: string;
  svg: string;
  alt: string;
  width: number;
  height: number;
}

export const DEFAULT_COVER: CoverSpec = {
  kinds: ['armchair', 'floor-lamp'],
  color: 'narra-brown',
  accent: '#b8944e',
};

export function isFurnitureKind(value: string): value is FurnitureKind {
  return (FURNITURE_KINDS as readonly string[]).includes(value);
}

/** Accepts a palette key or #rrggbb; undefined when neither. */
export function resolveColor(value: string): string | undefined {
  if (isHexColor(value)) return value.toLowerCase();
  return PALETTE.get(value)?.hex;
}

/**
 * Draws a wide illustration (the furniture scenes of the catalogue's category banners).
 * The key carries a hash of the drawing: media are cached for a year, so a changed picture
 * must get a new address.
 */
export function renderCover(prefix: string, spec: CoverSpec): GeneratedImage {
  const color = resolveColor(spec.color);
  const accent = resolveColor(spec.accent);
  if (!color || !accent) throw new Error(`Unknown cover colour ${spec.color} / ${spec.accent}`);
  const [first] = spec.kinds;
  if (!first) throw new Error('A cover needs at least one furniture kind.');
  const alt = spec.alt ?? `Illustration of a ${KIND_NOUNS[first]}`;
  const svg = renderCategoryImage({ kinds: spec.kinds.slice(0, 3), color, accent, label: alt });
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  return {
    key: `${prefix}-${hash}.svg`,
    svg,
    alt,
    width: CATEGORY_IMAGE_WIDTH,
    height: CATEGORY_IMAGE_HEIGHT,
  };
}
