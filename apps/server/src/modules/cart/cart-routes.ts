import {
  addCartItemSchema,
  cartItemIdsSchema,
  cartSchema,
  productSaleCartSchema,
  resetCartSchema,
  saleCartSchema,
  updateCartItemSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import type { CartService } from './cart-service';

// The quantity is checked by the service with the shared rule, so a bad one gets that rule's
// own message (400) instead of a schema error; the document still says what it must be.
const quantityInput = z.unknown().optional().meta({ type: 'integer', minimum: 1 });
const cartReply = z.object({ data: cartSchema });
const idParams = z.object({ id: z.string().max(100) });
const security = [{ bearer: [] }];
const tags = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  const guarded = { onRequest: app.authenticate };

  app.get(
    '/api/v1/my-cart',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The caller’s cart; `withComputation=1` adds the totals of every item',
        querystring: z.object({ withComputation: z.enum(['0', '1', 'true', 'false']).optional() }),
        response: { 200: cartReply },
      },
    },
    async (request) => {
      const { withComputation } = request.query;
      const compute = withComputation === '1' || withComputation === 'true';
      return { data: await cart.get(currentUser(request).id, compute) };
    },
  );

  app.post(
    '/api/products/product-sale-cart',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Buy now: a one-line sale cart apart from the caller’s cart, for a checkout of its own (pass its id as saleCartId); usable for 24 hours',
        body: productSaleCartSchema.extend({ quantity: quantityInput }),
        response: { 201: z.object({ data: saleCartSchema }) },
      },
    },
    async (request, reply) => {
      const data = await cart.createSaleCart(currentUser(request).id, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/api/v1/my-cart/items',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Adds a variant from a branch’s stock; the same variant and branch again adds up (409 beyond the stock)',
        body: addCartItemSchema.extend({ quantity: quantityInput }),
        response: { 201: cartReply },
      },
    },
    async (request, reply) => {
      const data = await cart.addItem(currentUser(request).id, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/api/v1/my-cart/items/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Sets an item’s quantity (1 to the branch’s stock) and protection plan',
        params: idParams,
        body: updateCartItemSchema.extend({ quantity: quantityInput }),
        response: { 200: cartReply },
      },
    },
    async (request) => ({
      data: await cart.updateItem(currentUser(request).id, request.params.id, request.body),
    }),
  );

  // Registered before /items/:id so "bulk" is never read as an id.
  app.delete(
    '/api/v1/my-cart/items/bulk',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Removes the listed items (all of them, or none when one is not the caller’s)',
        body: cartItemIdsSchema,
        response: { 200: cartReply },
      },
    },
    async (request) => ({
      data: await cart.removeItems(currentUser(request).id, request.body.ids),
    }),
  );

  app.delete(
    '/api/v1/my-cart/items/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Removes one item',
        params: idParams,
        response: { 200: cartReply },
      },
    },
    async (request) => ({
      data: await cart.removeItem(currentUser(request).id, request.params.id),
    }),
  );

  app.delete(
    '/api/v1/my-cart/clear',
    {
      ...guarded,
      schema: { tags, security, summary: 'Empties the cart', response: { 200: cartReply } },
    },
    async (request) => ({ data: await cart.clear(currentUser(request).id) }),
  );

  app.post(
    '/api/v1/my-cart/reset',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Cart reset: empties the cart named by cart_id (the caller’s; another is 404) before a guest cart is added to it',
        body: resetCartSchema,
        response: { 200: cartReply },
      },
    },
    async (request) => ({
      data: await cart.reset(currentUser(request).id, request.body.cart_id),
    }),
  );
};
