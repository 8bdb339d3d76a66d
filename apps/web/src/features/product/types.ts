import { isRecord } from '../../lib/storage';

export interface ProductImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface PriceDetail {
  variant_id: string;
  price: number;
  compare_at_price: number | null;
}

export interface ProductCategoryRef {
  _id: string;
  name: string;
  friendlyUrl: string;
}

/** The product card of every list: listing, search, featured, related, collections. */
export interface ProductListItem {
  _id: string;
  name: string;
  friendly_url: string;
  price_details: PriceDetail[];
  categories: ProductCategoryRef[];
  images: ProductImage[];
  in_stock: boolean;
  is_featured: boolean;
}

export interface VariantStock {
  branch_id: string;
  branch_name: string;
  quantity: number;
}

export const VARIANT_OPTIONS = ['color', 'size', 'material'] as const;
export type VariantOption = (typeof VARIANT_OPTIONS)[number];

export interface ProductVariant {
  _id: string;
  sku: string;
  color: string | null;
  size: string | null;
  material: string | null;
  price: number;
  compare_at_price: number | null;
  stock: VariantStock[];
}

export interface ProductDimensions {
  width_cm: number | null;
  depth_cm: number | null;
  height_cm: number | null;
}

export interface ProtectionPlan {
  name: string;
  years: number;
  price: number;
}

export interface ProductDetail extends ProductListItem {
  sku: string;
  description: string;
  materials: string[];
  dimensions: ProductDimensions;
  weight_kg: number | null;
  specifications: { label: string; value: string }[];
  protection_plan: ProtectionPlan | null;
  variants: ProductVariant[];
}

export interface VariantGroupValue {
  value: string;
  variant_ids: string[];
  min_price: number;
  max_price: number;
  in_stock: boolean;
}

export interface VariantGroup {
  option: VariantOption;
  values: VariantGroupValue[];
}

export interface VariantGroups {
  groups: VariantGroup[];
  variants: ProductVariant[];
}

export interface ProductCollection {
  _id: string;
  name: string;
  slug: string;
  description: string;
  image: string | null;
  products: ProductListItem[];
}

// Lenient parsers: an entry missing what a screen needs is dropped, extra fields are ignored.

const str = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const nullableStr = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : null;

function parseImage(value: unknown): ProductImage | null {
  if (!isRecord(value) || typeof value.url !== 'string' || !value.url) return null;
  return {
    url: value.url,
    alt: str(value.alt),
    width: num(value.width),
    height: num(value.height),
  };
}

function parsePriceDetail(value: unknown): PriceDetail | null {
  if (!isRecord(value)) return null;
  const price = num(value.price);
  if (price === null) return null;
  return {
    variant_id: str(value.variant_id),
    price,
    compare_at_price: num(value.compare_at_price),
  };
}

function parseCategoryRef(value: unknown): ProductCategoryRef | null {
  if (!isRecord(value) || typeof value._id !== 'string' || typeof value.name !== 'string') {
    return null;
  }
  return { _id: value._id, name: value.name, friendlyUrl: str(value.friendlyUrl) };
}

const parseAll = <T>(value: unknown, parse: (item: unknown) => T | null): T[] =>
  list(value).flatMap((item) => parse(item) ?? []);

export function parseProductListItem(value: unknown): ProductListItem | null {
  if (
    !isRecord(value) ||
    typeof value._id !== 'string' ||
    typeof value.name !== 'string' ||
    typeof value.friendly_url !== 'string'
  ) {
    return null;
  }
  return {
    _id: value._id,
    name: value.name,
    friendly_url: value.friendly_url,
    price_details: parseAll(value.price_details, parsePriceDetail),
    categories: parseAll(value.categories, parseCategoryRef),
    images: parseAll(value.images, parseImage),
    in_stock: value.in_stock !== false,
    is_featured: value.is_featured === true,
  };
}

function parseStock(value: unknown): VariantStock | null {
  if (!isRecord(value) || typeof value.branch_id !== 'string') return null;
  return {
    branch_id: value.branch_id,
    branch_name: str(value.branch_name),
    quantity: Math.max(0, Math.trunc(num(value.quantity) ?? 0)),
  };
}

export function parseVariant(value: unknown): ProductVariant | null {
  if (!isRecord(value) || typeof value._id !== 'string') return null;
  const price = num(value.price);
  if (price === null) return null;
  return {
    _id: value._id,
    sku: str(value.sku),
    color: nullableStr(value.color),
    size: nullableStr(value.size),
    material: nullableStr(value.material),
    price,
    compare_at_price: num(value.compare_at_price),
    stock: parseAll(value.stock, parseStock),
  };
}

export function parseProductDetail(value: unknown): ProductDetail | null {
  const item = parseProductListItem(value);
  if (!item || !isRecord(value)) return null;
  const dimensions = isRecord(value.dimensions) ? value.dimensions : {};
  const plan = isRecord(value.protection_plan) ? value.protection_plan : null;
  const planYears = plan ? num(plan.years) : null;
  const planPrice = plan ? num(plan.price) : null;
  return {
    ...item,
    sku: str(value.sku),
    description: str(value.description),
    materials: list(value.materials).filter((entry): entry is string => typeof entry === 'string'),
    dimensions: {
      width_cm: num(dimensions.width_cm),
      depth_cm: num(dimensions.depth_cm),
      height_cm: num(dimensions.height_cm),
    },
    weight_kg: num(value.weight_kg),
    specifications: list(value.specifications).flatMap((entry) =>
      isRecord(entry) && typeof entry.label === 'string' && typeof entry.value === 'string'
        ? [{ label: entry.label, value: entry.value }]
        : [],
    ),
    protection_plan:
      plan && typeof plan.name === 'string' && planYears !== null && planPrice !== null
        ? { name: plan.name, years: planYears, price: planPrice }
        : null,
    variants: parseAll(value.variants, parseVariant),
  };
}

function parseGroupValue(value: unknown): VariantGroupValue | null {
  if (!isRecord(value) || typeof value.value !== 'string') return null;
  return {
    value: value.value,
    variant_ids: list(value.variant_ids).filter((id): id is string => typeof id === 'string'),
    min_price: num(value.min_price) ?? 0,
    max_price: num(value.max_price) ?? 0,
    in_stock: value.in_stock !== false,
  };
}

function parseGroup(value: unknown): VariantGroup | null {
  if (!isRecord(value)) return null;
  const option = VARIANT_OPTIONS.find((name) => name === value.option);
  if (!option) return null;
  const values = parseAll(value.values, parseGroupValue);
  return values.length > 0 ? { option, values } : null;
}

export function parseVariantGroups(value: unknown): VariantGroups | null {
  if (!isRecord(value)) return null;
  return {
    groups: parseAll(value.groups, parseGroup),
    variants: parseAll(value.variants, parseVariant),
  };
}

export function parseCollection(value: unknown): ProductCollection | null {
  if (!isRecord(value) || typeof value._id !== 'string' || typeof value.name !== 'string') {
    return null;
  }
  return {
    _id: value._id,
    name: value.name,
    slug: str(value.slug),
    description: str(value.description),
    image: nullableStr(value.image),
    products: parseAll(value.products, parseProductListItem),
  };
}
