// The checkout module's public face: prices, couriers, discount codes, the VAT breakdown and
// placing an order from the cart. The composition root (plugins/commerce.ts) hands it the
// cart, the address book, the orders and the payments it works with.
import type { Database } from '../../db/client';
import type { CourierProvider } from '../../platform/couriers/index';
import type { JobRunner } from '../../platform/jobs/runner';
import type { AddressesService, LocationsService } from '../addresses/index';
import type { CartService } from '../cart/index';
import type { CategoryMembership } from '../catalogue/index';
import type { AssemblyRules } from './assembly-dates';
import { createCheckoutService } from './checkout-service';
import { createCouriersService } from './couriers-service';
import { createDiscountsRepository } from './discounts-repository';
import { createDeliveryFeeRepository } from './delivery-fee-repository';
import { createDeliveryFeeService } from './delivery-fee-service';
import { createDiscountsService } from './discounts-service';
import { createIdempotencyRepository } from './idempotency-repository';
import { createPricesService } from './prices-service';
import { createQuoteService } from './quote-service';
import { createTaxesService } from './taxes-service';

type CheckoutDeps = Parameters<typeof createCheckoutService>[0];

export interface CheckoutModuleDeps {
  db: Database;
  projectId: string;
  cart: CartService;
  /** Which cart lines a code limited to categories applies to. */
  categories: Pick<CategoryMembership, 'productsUnder'>;
  addresses: AddressesService;
  locations: LocationsService;
  courierProvider: CourierProvider;
  /** Places the order inside checkout's transaction. */
  placement: CheckoutDeps['orders'];
  /** Finds the caller's order for its VAT breakdown. */
  orderQueries: Parameters<typeof createTaxesService>[0]['orders'];
  stock: CheckoutDeps['stock'];
  payments: CheckoutDeps['payments'];
  jobs: JobRunner;
  codMaxCentavos: number;
  assembly: AssemblyRules;
  now: () => Date;
}

/** Every checkout service, wired to one another; each routes plugin takes the ones it serves. */
export function createCheckoutModule(deps: CheckoutModuleDeps) {
  const { db, cart, addresses, locations, now } = deps;
  const discounts = createDiscountsService({
    repository: createDiscountsRepository(db),
    categories: deps.categories,
    projectId: deps.projectId,
  });
  const couriers = createCouriersService({ provider: deps.courierProvider, locations });
  const quotes = createQuoteService({ discounts, couriers });
  return {
    prices: createPricesService({ cart, addresses, quotes, couriers, now }),
    checkout: createCheckoutService({
      db,
      cart,
      addresses,
      quotes,
      discounts,
      orders: deps.placement,
      stock: deps.stock,
      payments: deps.payments,
      idempotency: createIdempotencyRepository(db),
      jobs: deps.jobs,
      codMaxCentavos: deps.codMaxCentavos,
      assembly: deps.assembly,
      now,
    }),
    taxes: createTaxesService({ cart, orders: deps.orderQueries }),
    deliveryFees: createDeliveryFeeService({
      repository: createDeliveryFeeRepository(db, deps.projectId),
      locations,
      couriers,
    }),
  };
}

export { checkoutRoutes } from './checkout-routes';
export { deliveryFeeRoutes } from './delivery-fee-routes';
export type { CheckoutService } from './checkout-service';
export { discountsAdminPlugin, type DiscountsAdminOptions } from './admin/discounts-plugin';
export { createPersonalCodes, type PersonalCode, type PersonalCodes } from './personal-codes';
