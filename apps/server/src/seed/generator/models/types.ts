import type { FurnitureKind } from '../images/kinds.js';
import type { ColourKey } from '../palette.js';

export type Range = readonly [min: number, max: number];

export interface SizeOption {
  label: string;
  /** Unique within the list; used in variant SKUs. */
  code: string;
  priceFactor: number;
  widthCm?: number;
  depthCm?: number;
}

export interface MaterialOption {
  label: string;
  code: string;
  priceFactor: number;
}

export type Assembly = 'required' | 'minimal' | 'none';

/** Everything needed to generate products of one model; category defaults fill the gaps. */
export interface ProductModel {
  /** Unique across all models, e.g. "3-Seater Fabric Sofa". */
  name: string;
  categoryKey: string;
  secondCategoryKey?: string;
  kind: FurnitureKind;
  materials: readonly string[];
  colours: readonly ColourKey[];
  pricePesos: Range;
  widthCm: Range;
  depthCm: Range;
  heightCm: Range;
  weightKg: Range;
  sizes?: readonly SizeOption[];
  materialOptions?: readonly MaterialOption[];
  assembly: Assembly;
  warrantyYears: number;
  care: string;
  origin: string;
  /** Completes "The <name> …" as the first sentence of the description. */
  pitch: string;
  /** Further sentences; one or two are used per product. */
  features: readonly string[];
  extraSpecs?: readonly { label: string; value: string }[];
  /** Offer a furniture protection plan at checkout. */
  protection?: boolean;
}

export type ModelDefaults = Omit<ProductModel, 'name' | 'pitch' | 'materials'>;
export type ModelOverrides = Pick<ProductModel, 'name' | 'pitch' | 'materials'> &
  Partial<ModelDefaults>;

export function defineModels(
  defaults: ModelDefaults,
  models: readonly ModelOverrides[],
): ProductModel[] {
  return models.map((model) => ({ ...defaults, ...model }));
}
