import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The response headers helmet decides for `options`, worked out once. Helmet sets the same
 * headers on every response when no directive is a function (no nonces here), so they are read
 * from one run of its middleware against a recorder.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return Object.freeze(headers);
}

/**
 * Helmet's headers on every response (docs/decisions/0160-on-sale-rush-group-commit.md). The fastify
 * adapter builds helmet and parses the policy on every request (two hooks, ~37 µs each on the
 * bench machine); the headers do not change between requests, so they are set from one object.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'foyer-security-headers' },
);
