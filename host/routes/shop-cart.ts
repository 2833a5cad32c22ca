import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, langQuerySchema } from '../../src/contract/common';
import {
  cartResponseSchema,
  cartTicketParamsSchema,
  quickBuyEventResponseSchema,
  quickBuyParamsSchema,
  type ShopCartErrorResponse,
  shopCartErrorResponseSchema,
  shopCartRequestSchema,
  shopCartResponseSchema,
} from '../../src/contract/ticketing';
import { apiTwins, twinParams } from '../http/api-twins';
import { notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { BuiltInBoxOffice } from '../ticketing/box-office';
import { cartPageUrl, cartTokenOf, requireCartCsrf, setCartCookie } from '../ticketing/cart-request';
import type { BookingFailure, TicketingProvider } from '../ticketing/provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ticketing provider (the built-in box office unless replaced). */
    ticketing: TicketingProvider;
  }
}

/** A refused booking: 409 with the provider's code (spec: programme §8, e.g. -214 or -204). */
const failure = (result: BookingFailure): ShopCartErrorResponse => ({
  error: result.error,
  message: result.message,
  response_code: result.responseCode,
});

/**
 * Cart writes come from webshop templates too: their own CSRF check (host/ticketing/cart-request.ts).
 * Never shed under load: an on-sale rush is answered 200 or -214 in order, not 503
 * (docs/decisions/0130-on-sale-rush.md).
 */
const cartWrite = { config: { csrfExempt: true, shedExempt: true }, preValidation: requireCartCsrf } as const;
const refused = { 403: errorBodySchema, 409: shopCartErrorResponseSchema };

/**
 * The box office API (spec: programme §7 POST /api/shop-cart/, docs/api.md "Box office"): the
 * quick-buy offer of an event, reserving tickets, the cart and removing a ticket.
 */
const boxOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/quick-buy/:eventId/',
    {
      schema: {
        params: quickBuyParamsSchema,
        querystring: langQuerySchema,
        response: { 200: quickBuyEventResponseSchema },
      },
    },
    async (request, reply) => {
      const offer = await app.ticketing.eventOffer(
        request.params.eventId,
        requestLocale(request, request.query.lang),
      );
      if (!offer) throw notFound('eventId: no such event');
      reply.header('cache-control', 'no-store');
      return offer;
    },
  );

  // Both addresses (R-API-35 lists shop-cart among the endpoints a locale prefix reaches); the
  // cart is one per visitor, whatever the prefix: `?lang=` or the prefix picks the texts.
  for (const url of apiTwins('shop-cart')) {
    app.post(
      url,
      {
        ...cartWrite,
        schema: {
          params: twinParams,
          body: shopCartRequestSchema,
          response: { 200: shopCartResponseSchema, ...refused },
        },
      },
      async (request, reply) => {
        const result = await app.ticketing.reserve({
          ...request.body,
          cartToken: cartTokenOf(request),
          cartUrl: (token) => cartPageUrl(request, token),
        });
        if (!result.ok) {
          request.log.info({ code: result.responseCode }, 'booking refused');
          return reply.status(409).send(failure(result));
        }
        setCartCookie(request, reply, result.cart_token);
        reply.header('cache-control', 'no-store');
        const { ok: _ok, ...response } = result;
        return response;
      },
    );

    app.get(
      url,
      {
        schema: {
          params: twinParams,
          querystring: langQuerySchema,
          response: { 200: cartResponseSchema },
        },
      },
      async (request, reply) => {
        const token = cartTokenOf(request);
        reply.header('cache-control', 'no-store');
        return app.ticketing.cart(
          token,
          requestLocale(request, request.query.lang),
          cartPageUrl(request, token),
        );
      },
    );
  }

  app.delete(
    '/api/shop-cart/tickets/:id/',
    {
      ...cartWrite,
      schema: { params: cartTicketParamsSchema, response: { 204: z.undefined(), ...refused } },
    },
    async (request, reply) => {
      const result = await app.ticketing.removeTicket(cartTokenOf(request), request.params.id);
      if (!result.ok) return reply.status(409).send(failure(result));
      return reply.status(204).send();
    },
  );
};

/** Not encapsulated, so `app.ticketing` is the same object everywhere (tests set its clock). */
export const shopCartRoutes = fp(
  async (app) => {
    app.decorate('ticketing', new BuiltInBoxOffice(app.db, { now: () => app.clock.now() }));
    await app.register(boxOfficeRoutes);
  },
  { name: 'shop-cart', dependencies: ['csrf'] },
);
