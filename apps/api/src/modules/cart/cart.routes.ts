import {
  AddToCartBodySchema,
  CartCountSchema,
  CartItemParamsSchema,
  CartQuerySchema,
  CartSchema,
  UpdateCartItemBodySchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { idempotent } from '../../http/idempotency.ts';
import { addToCart, countCartItems, getCart, removeCartItem, updateCartItem } from './cart.service.ts';

/** The customer's own cart: which cart comes from the token only, never from the URL or the body. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];

  app.get(
    '/cart/count',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'countCartItems',
        summary: 'Count the items in the cart',
        tags,
        response: { 200: CartCountSchema },
      },
    },
    async (request) => ({ count: await countCartItems(app.db, currentUser(request).id) }),
  );

  app.get(
    '/cart',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'getCart',
        summary: 'Get the cart with shipping for an address and a voucher preview',
        tags,
        querystring: CartQuerySchema,
        response: { 200: CartSchema },
      },
    },
    async (request) =>
      getCart(app.db, currentUser(request).id, request.query.voucher_code, request.query.address_id),
  );

  app.post(
    '/cart/add',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'addToCart',
        summary: 'Add a product to the cart',
        tags,
        body: AddToCartBodySchema,
        response: { 201: CartSchema, ...errorResponses(404, 409) },
      },
    },
    // A retried add with the same Idempotency-Key adds its units once.
    async (request, reply) =>
      idempotent(request, reply, 201, (db) => addToCart(db, currentUser(request).id, request.body)),
  );

  app.put(
    '/cart/item/:id',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'updateCartItem',
        summary: "Change a cart item's quantity",
        tags,
        params: CartItemParamsSchema,
        body: UpdateCartItemBodySchema,
        response: { 200: CartSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      updateCartItem(app.db, currentUser(request).id, request.params.id, request.body.quantity),
  );

  app.delete(
    '/cart/item/:id',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'removeCartItem',
        summary: 'Remove an item from the cart',
        tags,
        params: CartItemParamsSchema,
        response: { 200: CartSchema, ...errorResponses(404) },
      },
    },
    async (request) => removeCartItem(app.db, currentUser(request).id, request.params.id),
  );
};
