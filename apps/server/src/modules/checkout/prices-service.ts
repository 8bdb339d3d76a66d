import type { computePricesBodySchema, possibleCouriersBodySchema } from '@shop/shared';
import type { z } from 'zod';
import { badRequest } from '../../errors';
import type { AddressesService } from '../addresses/index';
import type { CartService } from '../cart/index';
import { presentCourier, type CouriersService } from './couriers-service';
import { REGION_REQUIRED } from './messages';
import { presentQuote, shipmentOf, type QuoteService } from './quote-service';

type ComputePricesInput = z.output<typeof computePricesBodySchema>;
type PossibleCouriersInput = z.output<typeof possibleCouriersBodySchema>;

/** Price previews for the checkout screens: the checked items, priced as checkout would. */
export function createPricesService(deps: {
  cart: CartService;
  addresses: AddressesService;
  quotes: QuoteService;
  couriers: CouriersService;
  now: () => Date;
}) {
  return {
    async computePrices(userId: string, body: ComputePricesInput) {
      // Both reads at once (PostgreSQL runs them side by side); a bad item answers first, as
      // when they ran one after the other.
      const [checked, owned] = await Promise.allSettled([
        deps.cart.checkedLines(userId, body.items, body.saleCartId),
        body.addressId ? deps.addresses.owned(userId, body.addressId) : null,
      ]);
      if (checked.status === 'rejected') throw checked.reason;
      if (owned.status === 'rejected') throw owned.reason;
      const { lines } = checked.value;
      const address = owned.value;
      const quote = await deps.quotes.quote({
        userId,
        lines,
        discountCode: body.discountCode,
        fulfillmentType: body.fulfillmentType,
        courier: body.courier,
        region: address?.region ?? null,
        complete: false,
        now: deps.now(),
      });
      return presentQuote(quote);
    },

    /** Options for a saved address, or for a region before there is one. */
    async possibleCouriers(userId: string, body: PossibleCouriersInput) {
      const { lines } = await deps.cart.checkedLines(userId, body.items, body.saleCartId);
      const region = body.addressId
        ? (await deps.addresses.owned(userId, body.addressId)).region
        : body.region;
      if (!region) throw badRequest(REGION_REQUIRED, { addressId: REGION_REQUIRED });
      const options = await deps.couriers.quote(region, shipmentOf(lines));
      return options.map(presentCourier);
    },
  };
}

export type PricesService = ReturnType<typeof createPricesService>;
