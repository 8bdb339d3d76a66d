import {
  DELIVERY_FEE_MESSAGES as M,
  type DeliveryFeeQuote,
  type deliveryFeeBodySchema,
} from '@shop/shared';
import type { z } from 'zod';
import { badRequest, notFound } from '../../errors';
import { priceLines } from '../../lib/pricing';
import { offersAssembly } from '../../platform/couriers/index';
import type { LocationsService } from '../addresses/index';
import { presentCourier, type CouriersService, type Shipment } from './couriers-service';
import type {
  DeliveryFeeRepository,
  DeliveryOriginRow,
  ParcelVariantRow,
} from './delivery-fee-repository';

type DeliveryFeeInput = z.output<typeof deliveryFeeBodySchema>;

const presentOrigin = (row: DeliveryOriginRow) => ({
  _id: row.id,
  code: row.code,
  name: row.name,
  city: row.city,
  province: row.province,
  is_default: row.isDefault,
});

/** The items as checkout's shipmentOf would see them: parcels, and their subtotal (no plans). */
function shipmentOf(lines: { variant: ParcelVariantRow; quantity: number }[]): Shipment {
  return {
    parcels: lines.map(({ variant, quantity }) => ({
      weightGrams: variant.weightGrams,
      widthCm: variant.widthCm,
      depthCm: variant.depthCm,
      heightCm: variant.heightCm,
      quantity,
    })),
    merchandiseCentavos: priceLines(
      lines.map(({ variant, quantity }, index) => ({
        id: String(index),
        quantity,
        unitCentavos: variant.priceCentavos,
        planCentavos: 0,
      })),
      null,
      0,
    ).subtotalCentavos,
  };
}

/**
 * The delivery-fee checker: rates the items through the couriers service checkout uses (the
 * one courier table and the free-delivery rule), so the figures cannot drift from checkout.
 */
export function createDeliveryFeeService(deps: {
  repository: DeliveryFeeRepository;
  locations: LocationsService;
  couriers: CouriersService;
}) {
  const { repository, locations } = deps;

  async function destinationOf(input: DeliveryFeeInput['destination']) {
    const region = await locations.region(input.region);
    if (!region) throw notFound(M.unknownRegion);
    const province = await locations.province(region.code, input.province);
    if (!province) throw notFound(M.unknownProvince);
    // Like the address book: a province without a seeded city list takes the city as typed.
    const list = await locations.citiesOf(province.code);
    if (list.length === 0) {
      const name = input.city.trim();
      return { region, province, city: { code: name, name } };
    }
    const key = input.city.trim().toLowerCase();
    const city = list.find(
      (place) => place.code.toLowerCase() === key || place.name.toLowerCase() === key,
    );
    if (!city) throw notFound(M.unknownCity);
    return { region, province, city };
  }

  async function linesOf(input: DeliveryFeeInput) {
    if (input.items && input.items.length > 0) {
      const found = await repository.variants(input.items.map((item) => item.variantId));
      const byId = new Map(found.map((variant) => [variant.variantId, variant]));
      return input.items.map((item) => {
        const variant = byId.get(item.variantId);
        if (!variant) throw notFound(M.unknownItem);
        return { variant, quantity: item.quantity };
      });
    }
    const variant = input.productId ? await repository.firstVariant(input.productId) : undefined;
    if (!variant) throw notFound(M.unknownItem);
    return [{ variant, quantity: 1 }];
  }

  return {
    async origins() {
      return (await repository.origins()).map(presentOrigin);
    },

    /** Regions; the provinces of a region; the cities of a province (unknown ones: 404). */
    async destinations(query: { region?: string; province?: string }) {
      if (!query.region) {
        if (query.province) throw badRequest(M.unknownRegion, { region: M.unknownRegion });
        return (await locations.regions()).map(({ code, name }) => ({ code, name }));
      }
      const region = await locations.region(query.region);
      if (!region) throw notFound(M.unknownRegion);
      if (!query.province) return locations.provinces(region.code);
      const province = await locations.province(region.code, query.province);
      if (!province) throw notFound(M.unknownProvince);
      return locations.citiesOf(province.code);
    },

    async viewPrice(input: DeliveryFeeInput): Promise<DeliveryFeeQuote> {
      const origin = input.origin
        ? await repository.origin(input.origin)
        : (await repository.origins())[0];
      if (!origin) throw notFound(M.unknownOrigin);
      const destination = await destinationOf(input.destination);
      const quotes = await deps.couriers.quote(
        destination.region.code,
        shipmentOf(await linesOf(input)),
      );
      return {
        origin: presentOrigin(origin),
        destination: {
          region: { code: destination.region.code, name: destination.region.name },
          province: destination.province,
          city: destination.city,
        },
        couriers: quotes.map((quote) => ({
          ...presentCourier(quote),
          assembly: offersAssembly(quote.code),
        })),
      };
    },
  };
}

export type DeliveryFeeService = ReturnType<typeof createDeliveryFeeService>;
