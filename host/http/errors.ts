import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ErrorBody } from '../../src/contract/common';

/** An error a client caused or must know about: answered as `{ error, message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** More members of the answer body, e.g. the 409 conflict's `changed_by` and `section`. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);
export const notFound = (message = 'This page could not be found') =>
  new HttpError(404, 'not_found', message);

/**
 * Validates a part of a request with its zod contract. The message names each offending
 * parameter, e.g. `version_id: version_id must be a number`.
 */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, part: 'query' | 'params' | 'body'): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
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
  throw badRequest(`Invalid ${part}: ${message}`, fields);
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return fields ? { error: code, message, fields } : { error: code, message };
}

/**
 * The one error handler: client mistakes keep their 4xx status and a clear message; anything
 * else is logged and answered 500 with a generic text, never a stack.
 */
export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply
      .status(error.status)
      .send({ ...error.extra, ...errorBody(error.code, error.message, error.fields) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send(errorBody(error.code?.toLowerCase() ?? 'bad_request', error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorBody('internal_error', 'an unknown error occurred'));
}
