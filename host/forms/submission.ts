import type { FastifyRequest } from 'fastify';
import { type Locale, toLocale } from '../../src/contract/common';
import { checkEntry, FIELD_TYPE, type FieldValues, valuesFromPairs } from '../../src/domain/forms';
import { formsTexts } from '../../src/i18n/forms';
import type { ShownFile } from '../../src/views/form';
import type { LoadedForm, StoredFile } from '../db/forms/forms.repository';
import { HttpError } from '../http/errors';
import { CSRF_HEADER, csrfTokenMatches } from '../plugins/csrf';
import { formMessages, submitEntry } from './entries';
import { type ReadFile, readMultipart } from './multipart';
import { REFUSAL_CODE, REFUSAL_STATUS, refusalOf, storeFile, type UploadRefusal } from './uploads';

/** The 429 answer of the rate limits (@fastify/rate-limit throws what this returns). */
export const tooManyRequests = (request: FastifyRequest) => {
  const locale = toLocale((request.params as { locale?: string }).locale ?? '');
  return new HttpError(429, 'too_many_requests', formsTexts(locale)('tooMany'));
};

/** Why a file is refused, or the file stored. */
async function storeOrRefuse(request: FastifyRequest, file: ReadFile): Promise<UploadRefusal | StoredFile> {
  if (file.tooLarge) return 'file.tooLarge';
  const checked = await refusalOf(file.data);
  if (typeof checked === 'string') return checked;
  return storeFile(request.server, { data: file.data, mime: checked.mime, filename: file.filename });
}

/** `POST /{locale}/api/temp-files/`: the file stored, or 413/415/400 with a message. */
export async function acceptUpload(request: FastifyRequest, file: ReadFile): Promise<StoredFile> {
  const locale = (request.params as { locale: Locale }).locale;
  const result = await storeOrRefuse(request, file);
  if (typeof result !== 'string') return result;
  const message = formsTexts(locale)(result);
  throw new HttpError(REFUSAL_STATUS[result], REFUSAL_CODE[result], message, { file: message });
}

/** A urlencoded body as name/value pairs (repeated names arrive as arrays). */
function pairsOf(body: unknown): Array<[string, string]> {
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, String(item)]),
  );
}

export type NoJsOutcome =
  | { ok: true }
  | {
      ok: false;
      status: number;
      shown: { values: FieldValues; errors: Record<string, string>; files: Record<string, ShownFile> };
    };

const shownFile = (file: StoredFile): ShownFile => ({
  id: file.id,
  name: file.original_name,
  size: file.size,
});

/**
 * The body of the form page's POST (urlencoded, or multipart with its files), read before
 * anything else, and its CSRF token checked: a forged request learns nothing, not even whether
 * the form exists (the route is `csrfExempt` only because the token is a field of the body).
 */
export type NoJsBody = { pairs: Array<[string, string]>; files: ReadFile[] };

export async function readNoJsBody(request: FastifyRequest): Promise<NoJsBody> {
  const read = request.isMultipart()
    ? await readMultipart(request, 5)
    : { pairs: pairsOf(request.body), files: [] };
  const header = request.headers[CSRF_HEADER];
  const token =
    typeof header === 'string' ? header : read.pairs.find(([name]) => name === 'csrfmiddlewaretoken')?.[1];
  if (!csrfTokenMatches(request, token))
    throw new HttpError(403, 'csrf_failed', 'CSRF token missing or incorrect.');
  // Multipart fields are read here, past the input guard of host/http/input-guard.ts: the same rule.
  const withNul = read.pairs.find(([name, value]) => name.includes('\u0000') || value.includes('\u0000'));
  if (withNul) {
    const field = withNul[0].replaceAll('\u0000', '\\0');
    throw new HttpError(400, 'bad_request', `Invalid body: ${field}: must not contain NUL characters`, {
      [field]: 'must not contain NUL characters',
    });
  }
  return read;
}

/**
 * The form page's POST without JavaScript: the CSRF token from its field, files stored (same
 * rules as the upload API), then the same entry check as the JSON API. On a problem, what to
 * show again: the values, a message per field, the files already kept.
 */
export async function noJsSubmission(
  request: FastifyRequest,
  loaded: LoadedForm,
  locale: Locale,
  read: NoJsBody,
): Promise<NoJsOutcome> {
  const { form } = loaded;
  const fileSlugs = new Set(form.fields.filter((f) => f.field_type === FIELD_TYPE.file).map((f) => f.slug));
  let pairs = read.pairs.filter(([name]) => name !== 'csrfmiddlewaretoken');
  const uploadErrors: Record<string, string> = {};
  const kept: Record<string, StoredFile> = {};
  let status = 400;
  for (const file of read.files) {
    if (!fileSlugs.has(file.field)) {
      uploadErrors[file.field] = formMessages(locale).invalid;
      continue;
    }
    const result = await storeOrRefuse(request, file);
    if (typeof result === 'string') {
      uploadErrors[file.field] = formsTexts(locale)(result);
      status = REFUSAL_STATUS[result];
      pairs = pairs.filter(([name]) => name !== file.field);
    } else {
      kept[file.field] = result;
      // A new file replaces one kept from an earlier attempt.
      pairs = [...pairs.filter(([name]) => name !== file.field), [file.field, result.id]];
    }
  }
  const values = valuesFromPairs(form, pairs);
  const files = Object.fromEntries(Object.entries(kept).map(([slug, file]) => [slug, shownFile(file)]));
  if (Object.keys(uploadErrors).length > 0) {
    const checked = checkEntry(form, values, formMessages(locale));
    const errors = { ...(checked.ok ? {} : checked.fields), ...uploadErrors };
    return { ok: false, status, shown: { values, errors, files } };
  }
  const result = await submitEntry(request, loaded, values, locale);
  if (result.ok) return { ok: true };
  for (const [slug, file] of Object.entries(result.files)) files[slug] = shownFile(file);
  return { ok: false, status: 400, shown: { values, errors: result.fields, files } };
}
