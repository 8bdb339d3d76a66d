// The contract of the purchase terms (decision 023). Apart from the instalment arithmetic in
// ./instalments, so a page that only shows "₱1,041.59 a month" does not build these schemas.
import { z } from 'zod';
import { INSTALMENT_MAX_MONTHS } from './instalments';

export const instalmentTermsSchema = z.object({
  /** Terms offered, ascending, e.g. [3, 6, 12]. */
  months: z.array(z.number().int().min(2).max(INSTALMENT_MAX_MONTHS)),
  /** Pesos; only amounts strictly above this can be paid in instalments. */
  min_amount: z.number().nonnegative(),
});
export type InstalmentTerms = z.infer<typeof instalmentTermsSchema>;

/**
 * GET /api/v1/public/purchase-terms: what the product and cart pages say beside the buy button
 * (instalment terms, the accepted payment methods and the return window).
 */
export const purchaseTermsSchema = z.object({
  instalments: instalmentTermsSchema,
  /** Names and channels of the methods checkout accepts, as /api/v1/payment-methods lists them. */
  payment_methods: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      channels: z.array(z.object({ name: z.string() })),
    }),
  ),
  /** Days after receipt in which a return can be requested. */
  return_window_days: z.number().int().positive(),
});
export type PurchaseTerms = z.infer<typeof purchaseTermsSchema>;
