import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../src/contract/common';
import {
  checkEntry,
  FIELD_TYPE,
  type FieldValues,
  type FormItem,
  type FormMessages,
  HONEYPOT_SLUG,
} from '../../src/domain/forms';
import { formsTexts } from '../../src/i18n/forms';
import { validationTexts } from '../../src/i18n/validation';
import {
  findForm,
  insertEntry,
  type LoadedForm,
  type StoredFile,
  unusedFiles,
} from '../db/forms/forms.repository';
import { sendNotification } from './notify';

/** Submissions and uploads per client (`request.ip`) and minute, per route (issue 17). */
export const ENTRY_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
export const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** The field messages of an entry in the visitor's language (spec: frame §5). */
export function formMessages(locale: Locale): FormMessages {
  const v = validationTexts(locale);
  return {
    required: v('required'),
    invalidEmail: v('invalidEmail'),
    invalid: v('invalid'),
    tooLong: (max) => v('tooLong', { max }),
  };
}

/** A form as visitors get it in a language (the honeypot's label in that language). */
export const loadForm = (app: FastifyInstance, locale: Locale, id: number) =>
  findForm(app.db, locale, id, formsTexts(locale)('honeypot'));

export type SubmitResult =
  | { ok: true; entryId: number | undefined }
  | { ok: false; fields: Record<string, string>; files: Record<string, StoredFile> };

/** True when the honeypot holds anything: a robot. */
const filledHoneypot = (values: Record<string, unknown>) => {
  const trap = values[HONEYPOT_SLUG];
  return trap !== undefined && trap !== null && trap !== '' && trap !== false;
};

/**
 * Checks and stores an entry (spec: frame §3 Form submission): the form's own schema, each file
 * field naming an uploaded file no other entry took, then the entry with its files attached and
 * its notification. A filled honeypot is answered like a success and stored nowhere.
 */
export async function submitEntry(
  request: FastifyRequest,
  loaded: LoadedForm,
  values: Record<string, unknown>,
  locale: Locale,
): Promise<SubmitResult> {
  const app = request.server;
  const { form } = loaded;
  if (filledHoneypot(values)) {
    request.log.info({ form: form.id }, 'form entry with a filled honeypot: not stored');
    return { ok: true, entryId: undefined };
  }
  const checked = checkEntry(form, values, formMessages(locale));
  const fileFields = form.fields.filter((field) => field.field_type === FIELD_TYPE.file && field.visible);
  const named = fileFields
    .map((field) => [field.slug, values[field.slug]] as const)
    .filter((pair): pair is readonly [string, string] => typeof pair[1] === 'string' && pair[1] !== '');
  const ids = named.map(([, id]) => id).filter((id) => /^[0-9a-f-]{36}$/.test(id));
  const found = new Map((await unusedFiles(app.db, ids)).map((file) => [file.id, file]));
  const files: Record<string, StoredFile> = {};
  const fields: Record<string, string> = checked.ok ? {} : { ...checked.fields };
  for (const [slug, id] of named) {
    const file = found.get(id);
    if (file) files[slug] = file;
    else fields[slug] ??= formsTexts(locale)('file.missing');
  }
  if (!checked.ok || Object.keys(fields).length > 0) return { ok: false, fields, files };

  const stored = storedValues(form, checked.values);
  const entryId = await insertEntry(app.db, {
    formId: form.id,
    locale,
    values: stored,
    fileIds: Object.values(files).map((file) => file.id),
    at: app.clock.now(),
  });
  if (entryId === undefined) {
    const missing = Object.fromEntries(
      Object.keys(files).map((slug) => [slug, formsTexts(locale)('file.missing')]),
    );
    return { ok: false, fields: missing, files: {} };
  }
  request.log.info({ form: form.id, entry: entryId }, 'form entry stored');
  sendNotification(app, loaded, stored, files, entryId).catch((error: unknown) =>
    request.log.error({ err: error, entry: entryId }, 'could not send the notification e-mail'),
  );
  return { ok: true, entryId };
}

/** The values kept: every field but the honeypot, text as sent (shown escaped wherever it is shown). */
function storedValues(form: FormItem, values: FieldValues): FieldValues {
  const kept: FieldValues = {};
  for (const field of form.fields) {
    if (field.slug === HONEYPOT_SLUG || !(field.slug in values)) continue;
    kept[field.slug] = values[field.slug] ?? null;
  }
  return kept;
}
