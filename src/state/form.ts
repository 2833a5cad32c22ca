import { createApiClient } from '../client/api';
import { readCookie } from '../client/cookies';
import { CSRF_COOKIE } from '../contract/constants';
import type { Locale } from '../contract/locales';
import type { FieldValues, FormItem } from '../domain/forms';

/**
 * The form element's calls (spec: frame §7): the form, an upload with progress, the entry. State
 * lives in each `<foyer-form>` (a page may hold several forms), not in a shared store.
 */
export interface TempFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

/** A refused call: its status, message and a message per field when the server named them. */
export class FormApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const base = (apiBase: string | undefined) => (apiBase ?? '').replace(/\/$/, '');

function apiError(status: number, body: unknown): FormApiError {
  const answer = (body ?? {}) as { message?: unknown; fields?: unknown };
  const fields =
    answer.fields && typeof answer.fields === 'object' ? (answer.fields as Record<string, string>) : {};
  return new FormApiError(status, typeof answer.message === 'string' ? answer.message : '', fields);
}

export async function fetchForm(id: string, locale: Locale, apiBase?: string): Promise<FormItem> {
  return createApiClient({ apiBase })<FormItem>(`/${locale}/api/forms/${encodeURIComponent(id)}/`);
}

/** `POST /{locale}/api/forms-entries/` with the CSRF header: the confirmation, or a FormApiError. */
export async function sendEntry(
  form: number,
  values: FieldValues,
  locale: Locale,
  apiBase?: string,
): Promise<string> {
  try {
    const answer = await createApiClient({ apiBase })<{ confirmation: string }>(
      `/${locale}/api/forms-entries/`,
      {
        method: 'POST',
        body: { form, field_values: values },
      },
    );
    return answer.confirmation;
  } catch (error) {
    const response = (error as { response?: { status: number; _data?: unknown } }).response;
    throw apiError(response?.status ?? 0, response?._data);
  }
}

/**
 * `POST /{locale}/api/temp-files/`: one file as multipart, with the CSRF header and credentials.
 * XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadFile(
  file: File,
  locale: Locale,
  onProgress: (percent: number) => void,
  apiBase?: string,
): { done: Promise<TempFile>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<TempFile>((resolve, reject) => {
    request.open('POST', `${base(apiBase)}/${locale}/api/temp-files/`);
    request.withCredentials = true;
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    const token = readCookie(CSRF_COOKIE);
    if (token) request.setRequestHeader('X-CSRFToken', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status === 201
        ? resolve(request.response as TempFile)
        : reject(apiError(request.status, request.response));
    request.onerror = () => reject(new FormApiError(0, ''));
    request.onabort = () => reject(new FormApiError(-1, ''));
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}
