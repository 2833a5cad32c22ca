import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Locale } from '../../../src/contract/common';
import { t } from '../../../src/i18n';
import { badRequest, errorBody, HttpError } from '../../http/errors';
import type { Fields, Values } from './form-controls';

/**
 * How the admin forms answer (spec: frame §3 admin change pages): a browser gets the form again
 * with the messages next to the fields, a client asking for JSON (`Accept: application/json`)
 * gets `{ error, message, fields }` with the same status.
 */
export function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json');
}

export type FormInput<T> = { ok: true; data: T } | { ok: false; sent: Values; error: HttpError };

/**
 * The admin forms' one explicit validation step. Their routes declare the body schema of
 * src/contract/admin.ts with `attachValidation: true`: a body that does not fit reaches the handler
 * (instead of the JSON 400) so the form can be shown again with what was sent; this tells the two
 * apart. The message and fields are those of the app's validator (host/http/schema.ts); `contract`
 * is the route's body schema, whose output the validator put in place of the body.
 */
export function formInput<T>(request: FastifyRequest, contract: z.ZodType<T>): FormInput<T> {
  const failed = request.validationError;
  if (!failed) return { ok: true, data: request.body as z.output<typeof contract> };
  const error = failed instanceof HttpError ? failed : badRequest(failed.message);
  return { ok: false, error, sent: isValues(request.body) ? request.body : {} };
}

const isValues = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A refused form: JSON for API clients, else the form again (its status is the error's). */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  error: HttpError,
  showForm: () => Promise<FastifyReply>,
): Promise<FastifyReply> | FastifyReply {
  if (!wantsJson(request)) return showForm();
  return reply
    .status(error.status)
    .send({ ...error.extra, ...errorBody(error.code, error.message, error.fields) });
}

/** A 400 for messages found after the body fit its schema (e.g. a username already taken). */
export function formError(fields: Fields): HttpError {
  const message = Object.entries(fields)
    .map(([key, text]) => `${key}: ${text}`)
    .join('; ');
  return badRequest(`Invalid body: ${message}`, fields);
}

/** Someone saved the record after the form was opened: nothing is overwritten. */
export function staleError(version: number, locale: Locale): HttpError {
  return new HttpError(
    409,
    'conflict',
    `Someone else changed this record after you opened it (your version ${version}). Reload to see the current text; nothing was overwritten.`,
    { form: t(locale, 'admin.error.stale') },
  );
}
