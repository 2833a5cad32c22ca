import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, notFound } from './errors';

/** How deep a request's JSON may nest: deeper is no form or API body of ours, only an attack. */
export const MAX_INPUT_DEPTH = 32;
const NUL_MESSAGE = 'must not contain NUL characters';
const DEPTH_MESSAGE = `nests deeper than ${MAX_INPUT_DEPTH} levels`;

/** The first place in a parsed input that no contract of ours accepts: a NUL, or too deep. */
function firstOffence(
  value: unknown,
  path: string[],
  depth: number,
): { path: string; message: string } | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? { path: path.join('.'), message: NUL_MESSAGE } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_INPUT_DEPTH) return { path: path.join('.'), message: DEPTH_MESSAGE };
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000'))
      return { path: [...path, key.replaceAll('\u0000', '\\0')].join('.'), message: NUL_MESSAGE };
    const found = firstOffence(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

const PARTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['query', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/**
 * Refuses, before any route's own contract, input that no contract accepts and that would
 * otherwise reach PostgreSQL (which rejects U+0000 in text with an error) or the stack: a NUL
 * character anywhere in query or body, or JSON nested absurdly deep, is the contract's 400
 * `{ error, message, fields }` (issue 20: "strings with NUL refused with 400"); in the path it is
 * a 404 (the error page on pages), as any path that names nothing.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const [part, read] of PARTS) {
        const found = firstOffence(read(request), [], 0);
        if (!found) continue;
        // A path with a NUL names no page or record: 404, as any other path that fits nothing.
        if (part === 'params') throw notFound();
        const field = found.path || part;
        throw badRequest(`Invalid ${part}: ${field}: ${found.message}`, { [field]: found.message });
      }
    });
  },
  { name: 'input-guard' },
);
