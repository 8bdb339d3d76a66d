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
