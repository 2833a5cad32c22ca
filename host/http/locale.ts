import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale, localeSchema } from '../../src/contract/common';
import { isLocale } from '../plugins/request-context';
import { notFound } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's `:locale` segment may be something else (the catch-all content route reads a
     * German path without its prefix there); every other `/:locale/…` route answers 404 for an
     * unknown locale before its handler runs.
     */
    anyLocale?: boolean;
  }
}

/** The one locale rule of a path: `/:locale/…` (spec: frame §1, de and en). */
export const localeParams = z.object({ locale: localeSchema });

/** Params of a route that has `:locale` and more, e.g. `localeParamsWith({ id: idParamSchema })`. */
export const localeParamsWith = <T extends z.ZodRawShape>(shape: T) => localeParams.extend(shape);

/** `?lang=` of the unprefixed API twins (`/api/x/` beside `/{locale}/api/x/`). */
export const langQuery = z.object({ lang: localeSchema.optional() }).strict();

/**
 * The language of a request: the path prefix wins, then `?lang=`, then German (spec: programme
 * §7: some endpoints are language-prefixed, their unprefixed twins take `lang`).
 */
export function requestLocale(request: FastifyRequest, lang?: Locale): Locale {
  const prefix = (request.params as { locale?: unknown } | undefined)?.locale;
  return isLocale(prefix) ? prefix : (lang ?? DEFAULT_LOCALE);
}

async function rejectUnknownLocale(request: FastifyRequest) {
  const prefix = (request.params as { locale?: unknown } | undefined)?.locale;
  if (!isLocale(prefix)) throw notFound('Unknown locale');
}

/**
 * "An unknown locale is 404", once for every route whose path starts with `/:locale`: added as
 * the route's first onRequest hook (so before its guard, which would send a visitor to the login
 * page, and before its params are validated, which would say 400),
 * unless the route says `config: { anyLocale: true }`. Pages get the HTML 404 page from the
 * error handler, API routes the JSON answer.
 */
export const localeRulePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/:locale') || route.config?.anyLocale) return;
      const own = route.onRequest;
      route.onRequest = [rejectUnknownLocale, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
    });
  },
  { name: 'locale-rule' },
);
