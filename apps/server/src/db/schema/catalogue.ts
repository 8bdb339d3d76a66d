import { index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  boolean,
  doublePrecision,
  id,
  integer,
  jsonb,
  text,
  timestamp,
  timestamps,
  uuid,
} from './columns';

/** The shop's physical stores: pickup points, stock locations, "Our Locations". */
export const branches = pgTable(
  'branches',
  {
    id: id(),
    projectId: text().notNull(),
    tenantId: text(),
    code: text().notNull(),
    name: text().notNull(),
    friendlyUrl: text().notNull(),
    description: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    status: text().notNull().default('ACTIVE'),
    address: text().notNull(),
    city: text().notNull(),
    province: text().notNull(),
    region: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    hours: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    ...timestamps,
  },
  (t) => [uniqueIndex('branches_project_code_uq').on(t.projectId, t.code)],
);

/**
 * Images served at /media/{key}: generated art keeps its bytes in `body`; an uploaded photo keeps
 * its largest WebP rendition in the public media store (`storageKey`) and the rest in
 * `media_renditions`.
 */
export const media = pgTable('media', {
  key: text().primaryKey(),
  contentType: text().notNull(),
  body: text().notNull(),
  alt: text().notNull().default(''),
  width: integer(),
  height: integer(),
  storageKey: text(),
  ...timestamps,
});

/** The responsive widths of an uploaded image, each a WebP file in the public media store. */
export const mediaRenditions = pgTable(
  'media_renditions',
  {
    mediaKey: text()
      .notNull()
      .references(() => media.key, { onDelete: 'cascade' }),
    width: integer().notNull(),
    height: integer().notNull(),
    storageKey: text().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.mediaKey, t.width] })],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    projectId: text().notNull(),
    parentId: uuid(),
    name: text().notNull(),
    friendlyUrl: text().notNull(),
    description: text().notNull().default(''),
    imageKey: text().references(() => media.key),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_project_url_uq').on(t.projectId, t.friendlyUrl),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    projectId: text().notNull(),
    tenantId: text(),
    sku: text().notNull(),
    name: text().notNull(),
    friendlyUrl: text().notNull(),
    description: text().notNull(),
    materials: text().array().notNull().default([]),
    widthCm: integer(),
    depthCm: integer(),
    heightCm: integer(),
    weightGrams: integer().notNull().default(0),
    specifications: jsonb().$type<{ label: string; value: string }[]>().notNull().default([]),
    isFeatured: boolean().notNull().default(false),
    /** The home page's featured products, in the order staff set (null: by newest). */
    featuredPosition: integer(),
    isActive: boolean().notNull().default(true),
    protectionPlanName: text(),
    protectionPlanYears: integer(),
    protectionPlanPriceCentavos: integer(),
    seoTitle: text().notNull().default(''),
    seoDescription: text().notNull().default(''),
    /** Archived: gone from the storefront, kept for the orders that hold it. */
    archivedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_project_url_uq').on(t.projectId, t.friendlyUrl),
    uniqueIndex('products_project_sku_uq').on(t.projectId, t.sku),
    index('products_created_idx').on(t.createdAt),
  ],
);

/** A product's earlier friendly URLs: the storefront sends them on to the current one. */
export const productUrlRedirects = pgTable(
  'product_url_redirects',
  {
    projectId: text().notNull(),
    fromUrl: text().notNull(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.projectId, t.fromUrl] })],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaKey: text()
      .notNull()
      .references(() => media.key),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text().notNull(),
    color: text(),
    size: text(),
    material: text(),
    priceCentavos: integer().notNull(),
    compareAtPriceCentavos: integer(),
    /** Overrides the product's weight for the courier table when set. */
    weightGrams: integer(),
    /** The low-stock list shows the variant at a branch when its available units fall to this. */
    lowStockThreshold: integer().notNull().default(2),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_variants_sku_uq').on(t.sku),
    index('product_variants_product_idx').on(t.productId),
  ],
);

/**
 * A variant at one branch: what a branch's stock, a cart line taking from it and the stock
 * ledger are kept by.
 */
export const variantAtBranch = () => ({
  variantId: uuid()
    .notNull()
    .references(() => productVariants.id, { onDelete: 'cascade' }),
  branchId: uuid()
    .notNull()
    .references(() => branches.id, { onDelete: 'cascade' }),
});

/** Units on hand per variant and branch; checkout reserves from here. */
export const variantStock = pgTable(
  'variant_stock',
  {
    ...variantAtBranch(),
    quantity: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.branchId] }),
    index('variant_stock_branch_idx').on(t.branchId),
  ],
);

export const announcements = pgTable('announcements', {
  id: id(),
  projectId: text().notNull(),
  text: text().notNull(),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  /** Shown from this moment (always, when null) until `endsAt` (for good, when null). */
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

/** Curated groups of products for the home page; membership is decided when they are seeded. */
export const productCollections = pgTable(
  'product_collections',
  {
    id: id(),
    projectId: text().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('product_collections_project_slug_uq').on(t.projectId, t.slug)],
);

export const productCollectionItems = pgTable(
  'product_collection_items',
  {
    collectionId: uuid()
      .notNull()
      .references(() => productCollections.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('product_collection_items_product_idx').on(t.productId),
  ],
);

export type CatalogueImportStatus = 'checked' | 'applying' | 'applied' | 'failed';

/**
 * A catalogue CSV on its way in: checked first (every bad row listed), then applied in one
 * transaction; the console follows `processedRows` for its progress bar.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: id(),
    projectId: text().notNull(),
    actorId: uuid().notNull(),
    fileName: text().notNull(),
    status: text().$type<CatalogueImportStatus>().notNull(),
    /** The file as uploaded, kept until it is applied. */
    csv: text().notNull(),
    totalRows: integer().notNull(),
    processedRows: integer().notNull().default(0),
    errors: jsonb()
      .$type<{ line: number; column: string; message: string }[]>()
      .notNull()
      .default([]),
    summary: jsonb().$type<Record<string, number>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('catalogue_imports_project_created_idx').on(t.projectId, t.createdAt)],
);
