import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressesRoutes, createAddressBook } from '../modules/addresses/index';
import {
  SALE_CART_CLEANUP_JOB,
  cartRoutes,
  createCart,
  type CatalogueFacts,
} from '../modules/cart/index';
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

type Snapshot = Awaited<ReturnType<FastifyInstance['catalogue']['view']>>['snapshot'];
const factsBySnapshot = new WeakMap<Snapshot, CatalogueFacts>();

/**
 * What the cart reads from the catalogue snapshot (docs/decisions/039): built once per
 * snapshot. Only products shoppers can see are in it; the cart asks the database for the rest.
 */
function catalogueFacts(snapshot: Snapshot): CatalogueFacts {
  const known = factsBySnapshot.get(snapshot);
  if (known) return known;
  const branches = new Map(snapshot.branches.map((branch) => [branch.id, branch]));
  const facts: CatalogueFacts = {
    line(productId, variantId, branchId) {
      const product = snapshot.productById.get(productId);
      const variant = product?.variants.find((entry) => entry.id === variantId);
      const branch = branches.get(branchId);
      if (!product || !variant || !branch) return undefined;
      // The gallery's first picture: positions are rewritten from 0 whenever it is arranged.
      const image = product.images[0];
      return {
        name: product.name,
        friendlyUrl: product.friendlyUrl,
        weightGrams: product.weightGrams,
        widthCm: product.widthCm,
        depthCm: product.depthCm,
        heightCm: product.heightCm,
        planName: product.protectionPlan?.name ?? null,
        planYears: product.protectionPlan?.years ?? null,
        planPriceCentavos: product.protectionPlan?.priceCentavos ?? null,
        sku: variant.sku,
        color: variant.color,
        size: variant.size,
        material: variant.material,
        priceCentavos: variant.priceCentavos,
        compareAtPriceCentavos: variant.compareAtPriceCentavos,
        branchName: branch.name,
        imageKey: image ? image.url.slice('/media/'.length) : null,
        imageAlt: image ? image.alt : null,
      };
    },
    branchActive: (branchId) => branches.get(branchId)?.status === 'ACTIVE',
  };
  factsBySnapshot.set(snapshot, facts);
  return facts;
}

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
  const cart = createCart(
    db,
    config.projectId,
    {
      now,
      scheduleCleanup: (cartId, runAt, tx) =>
        jobs.enqueue({ type: SALE_CART_CLEANUP_JOB, payload: { cartId }, runAt }, tx),
    },
    async () => catalogueFacts((await app.catalogue.view(config.projectId)).snapshot),
  );
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
