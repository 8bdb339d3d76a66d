import { fromCentavos } from '@shop/shared';
import { HttpError, badRequest } from '../../errors';
import {
  CourierProviderError,
  withFreeDelivery,
  type CourierProvider,
  type CourierQuote,
  type Parcel,
} from '../../platform/couriers/index';
import type { LocationsService } from '../addresses/index';
import { COURIER_UNAVAILABLE, COURIERS_UNAVAILABLE, REGION_REQUIRED } from './messages';

export const presentCourier = (quote: CourierQuote) => ({
  code: quote.code,
  name: quote.name,
  fee: fromCentavos(quote.feeCentavos),
  estimated_days: quote.estimatedDays,
});

/** What is being delivered: the packed items, and what they cost (for free delivery). */
export interface Shipment {
  parcels: Parcel[];
  merchandiseCentavos: number;
}

/** Courier options for a region (code or name) and the items' sizes, weights and value. */
export function createCouriersService(deps: {
  provider: CourierProvider;
  locations: LocationsService;
}) {
  async function quote(region: string, shipment: Shipment): Promise<CourierQuote[]> {
    const place = await deps.locations.region(region);
    if (!place) throw badRequest(REGION_REQUIRED, { region: REGION_REQUIRED });
    try {
      const quotes = await deps.provider.quote({
        zone: place.islandGroup,
        regionCode: place.code,
        parcels: shipment.parcels,
      });
      return withFreeDelivery(quotes, {
        zone: place.islandGroup,
        merchandiseCentavos: shipment.merchandiseCentavos,
      });
    } catch (error) {
      if (error instanceof CourierProviderError) throw new HttpError(502, COURIERS_UNAVAILABLE);
      throw error;
    }
  }

  return {
    quote,

    /** The option the customer picked, priced again now (never the client's fee). */
    async pick(region: string, shipment: Shipment, code: string): Promise<CourierQuote> {
      const option = (await quote(region, shipment)).find((quote) => quote.code === code);
      if (!option) throw badRequest(COURIER_UNAVAILABLE, { courier: COURIER_UNAVAILABLE });
      return option;
    },
  };
}

export type CouriersService = ReturnType<typeof createCouriersService>;
