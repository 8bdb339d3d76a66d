import type { checkoutBodySchema } from '@shop/shared';
import type { z } from 'zod';

/** The checkout body after validation (defaults applied, strings trimmed). */
export type CheckoutBodySchemaOutput = z.output<typeof checkoutBodySchema>;
