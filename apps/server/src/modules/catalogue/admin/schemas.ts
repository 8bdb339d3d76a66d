import { z } from 'zod';

// The answers' shapes are shared with the console, which parses them with the same schemas.
export {
  adminProductImageSchema,
  adminProductSchema,
  adminProductsQuerySchema,
  adminProductSummarySchema,
  adminProductVariantSchema,
} from '@shop/shared/admin/product';

export const productIdParams = z.object({ id: z.string().max(100) });
