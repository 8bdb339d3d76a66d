import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressesRoutes, createAddressBook } from '../modules/addresses/index';
import { SALE_CART_CLEANUP_JOB, cartRoutes, createCart } from '../modules/cart/index';
import { createCategoryMembership } from '../modules/catalogue/index';
import { checkoutRoutes, createCheckoutModule, deliveryFeeRoutes } from '../modules/checkout/index';
import { ordersRoutes } from '../modules/orders/index';
import {
  createPayments,
  paymentsRoutes,
  purchaseTermsRoutes,
  sandboxRoutes,
} from '../modules/payments/index';
import { createStockRepository } from '../modules/stock/index';
import { createCourierProvider } from '../platform/couriers/index';
import { createPaynamicsGateway } from '../platform/payments/paynamics/adapter';

/**
 * The checkout service of spec section 7, composed: which service gets which happens here and
 * nowhere else. Cart, address book, prices, couriers, checkout, payments and the caller's orders
 * — and, outside production, the sandbox payment gateway. Needs the jobs and orders plugins.
 */
export const commercePlugin: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { config, orders, jobs } = app;
  const now = () => app.clock.now();
  const paynamics = config.commerce.paynamics;

  const { addresses, locations } = createAddressBook(db);
  // The places directory is read once per process. Loaded before the first request: loaded lazily,
  // the first checkout of a fresh process read it inside its transaction, and on the embedded
  // database (one connection) that read waited for the transaction forever (decision 037).
  app.addHook('onReady', async () => {
    await locations.regions();
  });
  const cart = createCart(db, config.projectId, {
    now,
    scheduleCleanup: (cartId, runAt, tx) =>
      jobs.enqueue({ type: SALE_CART_CLEANUP_JOB, payload: { cartId }, runAt }, tx),
  });
  // An unused Buy now cart is removed once expired (checkout refuses it from then on anyway).
  jobs.register(SALE_CART_CLEANUP_JOB, async (payload) => {
    if (typeof payload.cartId === 'string') await cart.removeExpiredSaleCart(payload.cartId);
  });
  const payments = createPayments({
    db,
    gateway: paynamics ? createPaynamicsGateway(paynamics) : null,
    orders: orders.query,
    lifecycle: orders.lifecycle,
    jobs,
    publicUrl: config.publicUrl,
    now,
  });
  const { prices, checkout, taxes, deliveryFees } = createCheckoutModule({
    db,
    projectId: config.projectId,
    cart,
    categories: createCategoryMembership(db, config.projectId),
    addresses,
    locations,
    courierProvider: createCourierProvider({ gatewayUrl: config.commerce.courierGatewayUrl }),
    placement: orders.placement,
    orderQueries: orders.query,
    stock: createStockRepository(db),
    payments,
    jobs,
    codMaxCentavos: config.commerce.codMaxCentavos,
    assembly: config.commerce.assembly,
    now,
  });

  await app.register(cartRoutes, { cart });
  await app.register(addressesRoutes, { addresses, locations });
  await app.register(checkoutRoutes, { prices, checkout, taxes });
  await app.register(deliveryFeeRoutes, { deliveryFees });
  await app.register(paymentsRoutes, { payments });
  await app.register(purchaseTermsRoutes, { payments });
  await app.register(ordersRoutes, { orders });
  if (config.commerce.paymentSandbox && paynamics) {
    await app.register(sandboxRoutes, { merchant: paynamics });
  }
};
