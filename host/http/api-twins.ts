import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { localeSchema } from '../../src/contract/common';

/**
 * The two addresses of a language-aware API endpoint (spec: programme §7 marks some as
 * language-prefixed): `/api/x/` with `?lang=` and `/{locale}/api/x/`. Both are declared with the
 * same schema, `twinParams` as their params; the handler takes the language from
 * `requestLocale(request, request.query.lang)` (host/http/locale.ts).
 */
export const apiTwins = (path: string) => [`/api/${path}/`, `/:locale/api/${path}/`] as const;

/** Params of both twins: none, or the locale of the prefixed one (an unknown one is 404 by the locale rule). */
export const twinParams = z.object({ locale: localeSchema.optional() });

/**
 * Sends kept JSON bytes (host/db/events/programme-cache.ts). Compute them with
 * `serializeAnswer`, so a kept answer went through the route's response schema once.
 */
export function sendJsonBytes(reply: FastifyReply, body: Buffer, cacheControl: string): FastifyReply {
  return reply.header('cache-control', cacheControl).type('application/json; charset=utf-8').send(body);
}

/**
 * An answer as the route sends it: through the route's own serializer, which checks it against
 * the route's response schema outside production (host/http/schema.ts) and gives its JSON.
 */
export function serializeAnswer(reply: FastifyReply, answer: unknown): string {
  // Our serializer compiler always gives a string (host/http/schema.ts).
  return String(reply.serialize(answer));
}
