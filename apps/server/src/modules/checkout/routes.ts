import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCourierProvider } from '../../platform/couriers/index';
import { createPaynamicsGateway } from '../../platform/payments/paynamics/adapter';
import { createAddressesRepository } from '../addresses/addresses-repository';
import { addressesRoutes } from '../addresses/addresses-routes';
import { createAddressesService } from '../addresses/addresses-service';
import { createLocationsRepository } from '../addresses/locations-repository';
import { createLocationsService } from '../addresses/locations-service';
import { createCartRepository } from '../cart/cart-repository';
import { cartRoutes } from '../cart/cart-routes';
import { createCartService } from '../cart/cart-service';
import { ordersRoutes } from '../orders/index';
import {
  createPaymentsRepository,
  createPaymentsService,
  paymentsRoutes,
  sandboxRoutes,
} from '../payments/index';
import { createStockRepository } from '../stock/index';
import { checkoutRoutes } from './checkout-routes';
import { createCheckoutService } from './checkout-service';
import { createCouriersService } from './couriers-service';
import { createDiscountsRepository } from './discounts-repository';
import { createDiscountsService } from './discounts-service';
import { createIdempotencyRepository } from './idempotency-repository';
import { createPricesService } from './prices-service';
import { createQuoteService } from './quote-service';
import { createTaxesService } from './taxes-service';

/**
 * The checkout service of spec section 7: cart, address book, prices, couriers, checkout,
 * payments and the caller's orders — and, outside production, the sandbox payment gateway.
 * Needs the jobs and orders plugins (order mails, unpaid-order expiry, the order service).
 */
export const commerceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { config } = app;
  const now = () => app.clock.now();
  const projectId = config.projectId;

  const locations = createLocationsService(createLocationsRepository(db));
  const addresses = createAddressesService({
    repository: createAddressesRepository(db),
    locations,
  });
  const cart = createCartService({ repository: createCartRepository(db), projectId });
  const discounts = createDiscountsService({
    repository: createDiscountsRepository(db),
    projectId,
  });
  const couriers = createCouriersService({
    provider: createCourierProvider({ gatewayUrl: config.commerce.courierGatewayUrl }),
    locations,
  });
  const quotes = createQuoteService({ discounts, couriers });
  // Built by the orders plugin (modules/orders/plugin.ts), shared with the operator API.
  const { orders } = app;
  const paynamics = config.commerce.paynamics;
  const payments = createPaymentsService({
    repository: createPaymentsRepository(db),
    gateway: paynamics ? createPaynamicsGateway(paynamics) : null,
    orders: orders.query,
    lifecycle: orders.lifecycle,
    jobs: app.jobs,
    publicUrl: config.publicUrl,
    now,
  });
  const checkout = createCheckoutService({
    db,
    cart,
    addresses,
    quotes,
    discounts,
    orders: orders.placement,
    stock: createStockRepository(db),
    payments,
    idempotency: createIdempotencyRepository(db),
    jobs: app.jobs,
    codMaxCentavos: config.commerce.codMaxCentavos,
    assembly: config.commerce.assembly,
    now,
  });
  const taxes = createTaxesService({ cart, orders: orders.query });

  await app.register(cartRoutes, { cart });
  await app.register(addressesRoutes, { addresses, locations });
  const prices = createPricesService({ cart, addresses, quotes, couriers, now });
  await app.register(checkoutRoutes, { prices, checkout, taxes });
  await app.register(paymentsRoutes, { payments });
  await app.register(ordersRoutes, { orders });
  if (config.commerce.paymentSandbox && paynamics) {
    await app.register(sandboxRoutes, { merchant: paynamics });
  }
};
