import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
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
