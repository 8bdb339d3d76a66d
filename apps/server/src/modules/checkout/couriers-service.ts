import { fromCentavos } from '@shop/shared';
import { HttpError, badRequest } from '../../errors';
import {
  CourierProviderError,
  type CourierProvider,
  type CourierQuote,
  type Parcel,
} from '../../platform/couriers/index';
import type { LocationsService } from '../addresses/locations-service';
import { COURIER_UNAVAILABLE, COURIERS_UNAVAILABLE, REGION_REQUIRED } from './messages';

export const presentCourier = (quote: CourierQuote) => ({
  code: quote.code,
  name: quote.name,
  fee: fromCentavos(quote.feeCentavos),
  estimated_days: quote.estimatedDays,
});

/** Courier options for a region (code or name) and the items' sizes and weights. */
export function createCouriersService(deps: {
  provider: CourierProvider;
  locations: LocationsService;
}) {
  async function quote(region: string, parcels: Parcel[]): Promise<CourierQuote[]> {
    const place = await deps.locations.region(region);
    if (!place) throw badRequest(REGION_REQUIRED, { region: REGION_REQUIRED });
    try {
      return await deps.provider.quote({
        zone: place.islandGroup,
        regionCode: place.code,
        parcels,
      });
    } catch (error) {
      if (error instanceof CourierProviderError) throw new HttpError(502, COURIERS_UNAVAILABLE);
      throw error;
    }
  }

  return {
    quote,

    /** The option the customer picked, priced again now (never the client's fee). */
    async pick(region: string, parcels: Parcel[], code: string): Promise<CourierQuote> {
      const option = (await quote(region, parcels)).find((quote) => quote.code === code);
      if (!option) throw badRequest(COURIER_UNAVAILABLE, { courier: COURIER_UNAVAILABLE });
      return option;
    },
  };
}

export type CouriersService = ReturnType<typeof createCouriersService>;
