import type { FurnitureKind } from './images/kinds.js';

export type { FurnitureKind };

export interface GenerateOptions {
  /** Number of products; the demo catalogue the server seeds uses 72. */
  productCount: number;
  seed?: number;
}

export interface Catalogue {
  branches: SeedBranch[];
  /** Flat list; children point to their parent by key. */
  categories: SeedCategory[];
  products: SeedProduct[];
  /** Unique images, deduplicated by key. */
  images: SeedImage[];
  announcements: SeedAnnouncement[];
}

export interface SeedAnnouncement {
  key: string;
  text: string;
  sortOrder: number;
}

export interface SeedBranch {
  key: string;
  code: string;
  name: string;
  friendlyUrl: string;
  description: string;
  isDefault: boolean;
  address: string;
  city: string;
  province: string;
  region: string;
  phone: string;
  email: string;
  hours: string;
  latitude: number;
  longitude: number;
}

export interface SeedCategory {
  key: string;
  parentKey: string | null;
  name: string;
  friendlyUrl: string;
  description: string;
  sortOrder: number;
  imageKey: string;
  isActive: boolean;
}

export interface SeedDimensions {
  widthCm: number;
  depthCm: number;
  heightCm: number;
}

export interface SeedSpecification {
  label: string;
  value: string;
}

export interface SeedProtectionPlan {
  name: string;
  years: number;
  priceCentavos: number;
}

export interface SeedProduct {
  key: string;
  sku: string;
  name: string;
  /** Unique, kebab-case. */
  friendlyUrl: string;
  description: string;
  /** One child category, optionally a second. */
  categoryKeys: string[];
  materials: string[];
  dimensions: SeedDimensions;
  weightKg: number;
  specifications: SeedSpecification[];
  isFeatured: boolean;
  isActive: boolean;
  /** Minutes before "now" the product was created; unique, so ordering by created_at is stable. */
  createdAtOffsetMinutes: number;
  /** 1–3 keys; the first is the main image. */
  imageKeys: string[];
  /** 1–4 variants; the first is the default. */
  variants: SeedVariant[];
  protectionPlan: SeedProtectionPlan | null;
}

export interface SeedVariantOptions {
  color?: string;
  size?: string;
  material?: string;
}

export interface SeedVariant {
  key: string;
  sku: string;
  options: SeedVariantOptions;
  priceCentavos: number;
  compareAtPriceCentavos: number | null;
  /** Branch key -> units on hand; covers every branch. */
  stockByBranch: Record<string, number>;
}

export interface SeedImage {
  key: string;
  alt: string;
  width: number;
  height: number;
  svg: string;
}

export interface ImageSpec {
  kind: FurnitureKind;
  /** Main colour of the piece, as #rrggbb. */
  color: string;
  /** Secondary colour (legs, hardware, pattern), as #rrggbb. */
  accent: string;
  /** Becomes the SVG <title>. */
  label?: string;
}
