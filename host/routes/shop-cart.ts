import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { idParamSchema, localeSchema } from '../../src/contract/common';
import {
  CART_TOKEN_COOKIE,
  CART_TOKEN_HEADER,
  CSRF_COOKIE,
  RESERVATION_MINUTES,
} from '../../src/contract/constants';
import {
  type CartResponse,
  type QuickBuyEventResponse,
  type ShopCartErrorResponse,
  type ShopCartResponse,
  shopCartRequestSchema,
} from '../../src/contract/ticketing';
import { errorBody, notFound, parseInput } from '../http/errors';
import { BuiltInBoxOffice } from '../ticketing/box-office';
import type { BookingFailure, TicketingProvider } from '../ticketing/provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ticketing provider (the built-in box office unless replaced). */
    ticketing: TicketingProvider;
  }
}

const langQuery = z.object({ lang: localeSchema.optional() });
const eventParams = z.object({ eventId: idParamSchema });
const ticketParams = z.object({ id: idParamSchema });
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The cart token: the header a template sends wins over our own cookie (issue 4 §5). */
function cartTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[CART_TOKEN_HEADER.toLowerCase()];
  const token = typeof header === 'string' && header ? header : request.cookies[CART_TOKEN_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/**
 * CSRF for the cart (docs/decisions/0004-box-office.md): on our origin the double-submit check
 * (cookie = header). From a webshop template on an allowed origin, where third-party cookies may
 * be blocked so no cookie arrives, the browser's Origin header plus the custom X-CSRFToken header
 * (which forces a CORS preflight that only allowed origins pass) is the proof.
 */
function csrfPasses(app: FastifyInstance, request: FastifyRequest): boolean {
  const header = request.headers['x-csrftoken'];
  if (typeof header !== 'string' || header === '') return false;
  const cookie = request.cookies[CSRF_COOKIE];
  if (cookie && cookie === header) return true;
  const origin = request.headers.origin;
  return typeof origin === 'string' && app.config.allowedEmbedOrigins.includes(origin);
}

function cartPageUrl(request: FastifyRequest, token: string | undefined): string {
  const base = `${request.protocol}://${request.host}/webshop/cart`;
  return token ? `${base}?cart=${encodeURIComponent(token)}` : base;
}

function sendFailure(reply: FastifyReply, result: BookingFailure) {
  const body: ShopCartErrorResponse = {
    error: result.error,
    message: result.message,
    response_code: result.responseCode,
  };
  return reply.status(409).send(body);
}

function setCartCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(CART_TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: RESERVATION_MINUTES * 60,
  });
}

/**
 * The box office API (spec: programme §7 POST /api/shop-cart/, docs/api.md "Box office"): the
 * quick-buy offer of an event, reserving tickets, the cart and removing a ticket.
 */
export const shopCartRoutes = fp(
  async (app: FastifyInstance) => {
    // Not encapsulated, so `app.ticketing` is the same object everywhere (tests set its clock).
    app.decorate('ticketing', new BuiltInBoxOffice(app.db, { now: () => app.clock.now() }));
    await app.register(boxOfficeRoutes);
  },
  { name: 'shop-cart', dependencies: ['csrf'] },
);

async function boxOfficeRoutes(app: FastifyInstance) {
  app.get('/api/quick-buy/:eventId/', async (request, reply): Promise<QuickBuyEventResponse> => {
    const { eventId } = parseInput(eventParams, request.params, 'params');
    const { lang } = parseInput(langQuery, request.query, 'query');
    const offer = await app.ticketing.eventOffer(eventId, lang ?? 'de');
    if (!offer) throw notFound('eventId: no such event');
    reply.header('cache-control', 'no-store');
    return offer;
  });

  app.post(
    '/api/shop-cart/',
    { config: { csrfExempt: true } },
    async (request, reply): Promise<ShopCartResponse | undefined> => {
      if (!csrfPasses(app, request))
        return reply.status(403).send(errorBody('csrf_failed', 'CSRF token missing or incorrect.'));
      const body = parseInput(shopCartRequestSchema, request.body, 'body');
      const result = await app.ticketing.reserve({
        ...body,
        cartToken: cartTokenOf(request),
        cartUrl: (token) => cartPageUrl(request, token),
      });
      if (!result.ok) {
        request.log.info({ code: result.responseCode }, 'booking refused');
        return sendFailure(reply, result);
      }
      setCartCookie(request, reply, result.cart_token);
      reply.header('cache-control', 'no-store');
      const { ok: _ok, ...response } = result;
      return response;
    },
  );

  app.get('/api/shop-cart/', async (request, reply): Promise<CartResponse> => {
    const { lang } = parseInput(langQuery, request.query, 'query');
    const token = cartTokenOf(request);
    reply.header('cache-control', 'no-store');
    return app.ticketing.cart(token, lang ?? 'de', cartPageUrl(request, token));
  });

  app.delete('/api/shop-cart/tickets/:id/', { config: { csrfExempt: true } }, async (request, reply) => {
    if (!csrfPasses(app, request))
      return reply.status(403).send(errorBody('csrf_failed', 'CSRF token missing or incorrect.'));
    const { id } = parseInput(ticketParams, request.params, 'params');
    const result = await app.ticketing.removeTicket(cartTokenOf(request), id);
    if (!result.ok) return sendFailure(reply, result);
    return reply.status(204).send();
  });
}
