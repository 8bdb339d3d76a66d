// The cart module's public face: the signed-in customer's server cart, its routes and the
// line arithmetic checkout reuses. Other modules import only from here.
import type { Database } from '../../db/client';
import type { CartCatalogue } from './cart-catalogue';
import { createCartRepository } from './cart-repository';
import { createCartService, type SaleCartOptions } from './cart-service';

export function createCart(
  db: Database,
  projectId: string,
  sale: SaleCartOptions,
  catalogue: CartCatalogue,
) {
  return createCartService({ repository: createCartRepository(db), projectId, sale, catalogue });
}

export { cartRoutes } from './cart-routes';
export { planCentavos, priceCartLines } from './cart-presenter';
export { noLongerAvailable, onlyLeft } from './messages';
export { SALE_CART_LIFETIME_MS } from './cart-service';
/** The job that removes one expired Buy now cart. */
export const SALE_CART_CLEANUP_JOB = 'cart.sale-cart-expired';
export type { CartService } from './cart-service';
export type { CartCatalogue, CatalogueFacts, LineFacts } from './cart-catalogue';
/** One cart line with its product, variant, branch and stock, as the service reads it. */
export type { CartLineRow as CartLine } from './cart-repository';
