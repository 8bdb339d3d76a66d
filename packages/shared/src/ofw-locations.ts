// The contract of GET /api/products/ofw-location. Apart from ./ofw (countries, rates and the
// approximate amounts every price shows to a shopper abroad), so those do not build schemas.
import { z } from 'zod';

/** GET /api/products/ofw-location: the countries, each with the rate in force. */
export const ofwLocationSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  time_zone: z.string(),
  calling_code: z.string(),
  /** Pesos for one unit of the currency, approximate. */
  pesos_per_unit: z.number(),
});
export type OfwLocation = z.infer<typeof ofwLocationSchema>;

export const ofwLocationsSchema = z.object({
  /** The rates are approximate and not live: the day they were taken. */
  rates_as_of: z.string(),
  approximate: z.literal(true),
  countries: z.array(ofwLocationSchema),
});
export type OfwLocations = z.infer<typeof ofwLocationsSchema>;
