import { z } from 'zod';

export const announcementSchema = z.object({ _id: z.string(), text: z.string() });

const categoryNodeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  friendlyUrl: z.string(),
  image: z.string().nullable(),
  isActive: z.boolean(),
});

export const categoryMapEntrySchema = categoryNodeSchema.extend({
  children: z.array(categoryNodeSchema),
  active_children: z.array(z.object({ _id: z.string() })),
});

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
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const listMetaSchema = z.object({ page: z.number(), limit: z.number(), total: z.number() });

export const sortOrderSchema = z.enum(['asc', 'desc']);

/** Query flags arrive as strings: '1', 'true', '0', 'false'. */
export const queryFlag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

const priceDetailSchema = z.object({
  variant_id: z.string(),
  price: z.number(),
  compare_at_price: z.number().nullable(),
});

const imageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});

/** The product card every list shows; other modules (favorites) answer it too. */
export const productCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  friendly_url: z.string(),
  price_details: z.array(priceDetailSchema),
  images: z.array(imageSchema),
});

export const productListItemSchema = productCardSchema.extend({
  categories: z.array(z.object({ _id: z.string(), name: z.string(), friendlyUrl: z.string() })),
  in_stock: z.boolean(),
  is_featured: z.boolean(),
});

export const variantSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  material: z.string().nullable(),
  price: z.number(),
  compare_at_price: z.number().nullable(),
  stock: z.array(
    z.object({ branch_id: z.string(), branch_name: z.string(), quantity: z.number() }),
  ),
});

export const productDetailSchema = productListItemSchema.extend({
  sku: z.string(),
  description: z.string(),
  materials: z.array(z.string()),
  dimensions: z.object({
    width_cm: z.number().nullable(),
    depth_cm: z.number().nullable(),
    height_cm: z.number().nullable(),
  }),
  weight_kg: z.number(),
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
  protection_plan: z.object({ name: z.string(), years: z.number(), price: z.number() }).nullable(),
  variants: z.array(variantSchema),
});

export const variantGroupsSchema = z.object({
  groups: z.array(
    z.object({
      option: z.enum(['color', 'size', 'material']),
      values: z.array(
        z.object({
          value: z.string(),
          variant_ids: z.array(z.string()),
          min_price: z.number(),
          max_price: z.number(),
          in_stock: z.boolean(),
        }),
      ),
    }),
  ),
  variants: z.array(variantSchema),
});

export const collectionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  products: z.array(productListItemSchema),
});
