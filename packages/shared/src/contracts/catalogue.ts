// Responses of the catalogue service (spec section 7): the server declares them on its routes
// (they also filter what it sends) and the web parses what it receives with them.
// zod/mini keeps them light for the pages that parse them (docs/decisions/011).
import * as z from 'zod/mini';

export const announcementSchema = z.object({ _id: z.string(), text: z.string() });
export type Announcement = z.infer<typeof announcementSchema>;

export const categoryNodeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  friendlyUrl: z.string(),
  image: z.nullable(z.string()),
  isActive: z.boolean(),
});
export type CategoryNode = z.infer<typeof categoryNodeSchema>;

export const categoryMapEntrySchema = z.extend(categoryNodeSchema, {
  children: z.array(categoryNodeSchema),
  active_children: z.array(z.object({ _id: z.string() })),
});
export type Category = z.infer<typeof categoryMapEntrySchema>;

export const branchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  project_id: z.string(),
  is_default: z.boolean(),
  friend_url: z.string(),
  friendly_url: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});
export type Branch = z.infer<typeof branchSchema>;

export const priceDetailSchema = z.object({
  variant_id: z.string(),
  price: z.number(),
  compare_at_price: z.nullable(z.number()),
});
export type PriceDetail = z.infer<typeof priceDetailSchema>;

export const productImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  /** Uploaded photos: their WebP widths (`/media/…-w640.webp 640w, …`); null for drawn art. */
  srcset: z.nullable(z.string()),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** Stars of a product's visible reviews (average to one decimal); null without reviews. */
export const productRatingSchema = z.object({ average: z.number(), count: z.number() });
export type ProductRating = z.infer<typeof productRatingSchema>;

/** The product card every list shows; other modules (favorites) answer it too. */
export const productCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  friendly_url: z.string(),
  price_details: z.array(priceDetailSchema),
  images: z.array(productImageSchema),
  /** Added with reviews (docs/decisions/024): optional so older bodies still parse. */
  rating: z.optional(z.nullable(productRatingSchema)),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** A saved product of the shopper's favourites list (GET /api/v1/my-info/favorites). */
export const favoriteProductSchema = z.extend(productCardSchema, { added_at: z.string() });
export type FavoriteProduct = z.infer<typeof favoriteProductSchema>;

export const productCategoryRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  friendlyUrl: z.string(),
});
export type ProductCategoryRef = z.infer<typeof productCategoryRefSchema>;

/** The product card of every list: listing, search, featured, related, collections. */
export const productListItemSchema = z.extend(productCardSchema, {
  categories: z.array(productCategoryRefSchema),
  in_stock: z.boolean(),
  is_featured: z.boolean(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const variantStockSchema = z.object({
  branch_id: z.string(),
  branch_name: z.string(),
  quantity: z.number(),
});
export type VariantStock = z.infer<typeof variantStockSchema>;

export const VARIANT_OPTIONS = ['color', 'size', 'material'] as const;
export type VariantOption = (typeof VARIANT_OPTIONS)[number];

export const variantSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  color: z.nullable(z.string()),
  size: z.nullable(z.string()),
  material: z.nullable(z.string()),
  price: z.number(),
  compare_at_price: z.nullable(z.number()),
  stock: z.array(variantStockSchema),
});
export type ProductVariant = z.infer<typeof variantSchema>;

export const productProtectionPlanSchema = z.object({
  name: z.string(),
  years: z.number(),
  price: z.number(),
});
export type ProtectionPlan = z.infer<typeof productProtectionPlanSchema>;

export const productDetailSchema = z.extend(productListItemSchema, {
  sku: z.string(),
  description: z.string(),
  materials: z.array(z.string()),
  dimensions: z.object({
    width_cm: z.nullable(z.number()),
    depth_cm: z.nullable(z.number()),
    height_cm: z.nullable(z.number()),
  }),
  weight_kg: z.number(),
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
  protection_plan: z.nullable(productProtectionPlanSchema),
  variants: z.array(variantSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const variantGroupValueSchema = z.object({
  value: z.string(),
  variant_ids: z.array(z.string()),
  min_price: z.number(),
  max_price: z.number(),
  in_stock: z.boolean(),
});
export type VariantGroupValue = z.infer<typeof variantGroupValueSchema>;

export const variantGroupSchema = z.object({
  option: z.enum(VARIANT_OPTIONS),
  values: z.array(variantGroupValueSchema),
});
export type VariantGroup = z.infer<typeof variantGroupSchema>;

export const variantGroupsSchema = z.object({
  groups: z.array(variantGroupSchema),
  variants: z.array(variantSchema),
});
export type VariantGroups = z.infer<typeof variantGroupsSchema>;

export const collectionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  products: z.array(productListItemSchema),
});
export type ProductCollection = z.infer<typeof collectionSchema>;

/** One value of a listing filter (a material, a colour) and the products it would show. */
export const facetOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number(),
});
export type FacetOption = z.infer<typeof facetOptionSchema>;

/** The lowest and highest value among the products a range filter would show; null: none. */
export const facetRangeSchema = z.object({
  min: z.nullable(z.number()),
  max: z.nullable(z.number()),
});
export type FacetRange = z.infer<typeof facetRangeSchema>;

export const categoryFacetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  friendlyUrl: z.string(),
  count: z.number(),
});
export type CategoryFacet = z.infer<typeof categoryFacetSchema>;

/**
 * GET /api/v1/public/products/facets: counts for the listing's filters. Each group's counts
 * reflect every other active filter but not its own (issue #11, item 14).
 */
export const productFacetsSchema = z.object({
  /** Products matching every filter: the listing's total. */
  total: z.number(),
  /** The children of each chosen category, with their matching products. */
  categories: z.array(categoryFacetSchema),
  materials: z.array(facetOptionSchema),
  colors: z.array(facetOptionSchema),
  in_stock: z.object({ count: z.number() }),
  /** Pesos. */
  price: facetRangeSchema,
  width_cm: facetRangeSchema,
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;
