// The cart module's public face: the signed-in customer's server cart, its routes and the
// line arithmetic checkout reuses. Other modules import only from here.
import type { Database } from '../../db/client';
import { createCartRepository } from './cart-repository';
import { createCartService } from './cart-service';

export function createCart(db: Database, projectId: string) {
  return createCartService({ repository: createCartRepository(db), projectId });
}

export { cartRoutes } from './cart-routes';
export { planCentavos, priceCartLines } from './cart-presenter';
export { noLongerAvailable, onlyLeft } from './messages';
export type { CartService } from './cart-service';
/** One cart line with its product, variant, branch and stock, as the service reads it. */
export type { CartLineRow as CartLine } from './cart-repository';
