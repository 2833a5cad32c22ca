import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { badRequest, type HttpError } from './errors';

/** The part of a request a schema checks, as our error messages name it. */
type RequestPart = 'query' | 'params' | 'body' | 'headers';

const PART_NAMES: Record<string, RequestPart> = {
  querystring: 'query',
  params: 'params',
  body: 'body',
  headers: 'headers',
};

/**
 * The one 400 answer for a request that does not fit its contract: `fields` names each offending
 * parameter, `message` lists them (e.g. `Invalid query: page: must be a number`).
 */
export function validationError(part: RequestPart, error: z.ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    // An unknown name is named itself (issue 3 "unknown filter names get 400 naming the parameter").
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys) fields[[...issue.path, name].join('.')] ??= 'is not a known parameter';
      continue;
    }
    const key = issue.path.join('.') || part;
    fields[key] ??= issue.message;
  }
  const message = Object.entries(fields)
    .map(([key, text]) => `${key}: ${text}`)
    .join('; ');
  return badRequest(`Invalid ${part}: ${message}`, fields);
}

/**
 * Validates params, query, body and headers with the zod schemas a route declares
 * (CONVENTIONS: "every route declares its request and response schema"). The parsed value
 * (coerced numbers, defaults) replaces the raw one; a mismatch is our 400 `{ error, message, fields }`,
 * which Fastify hands to the error handler as it is.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return { error: validationError(PART_NAMES[httpPart ?? 'body'] ?? 'body', result.error) };
  };

/**
 * Response schemas describe the answer (and feed the OpenAPI document). Outside production each
 * answer is checked against its schema, so a test fails when the code and the contract drift
 * apart; the body is always the handler's own value, never a stripped copy, and in production the
 * check is skipped (a visitor never gets a 500 because a schema lags behind).
 */
export function zodSerializerCompiler(options: { check: boolean }) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) =>
    (data: unknown): string => {
      if (options.check) {
        const result = (schema as z.ZodType).safeParse(data);
        if (!result.success) {
          const where = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
          throw new Error(`Answer of ${method} ${url} does not fit its response schema: ${where.join('; ')}`);
        }
      }
      return JSON.stringify(data);
    };
}
