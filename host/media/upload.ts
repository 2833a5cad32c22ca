import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_MEDIA_BYTES, type MediaChange } from '../../src/contract/media';
import {
  hashInUse,
  insertMedia,
  type MediaContent,
  type MediaRow,
  replaceMediaContent,
} from '../db/media/media.repository';
import { HttpError } from '../http/errors';
import { CSRF_HEADER, csrfTokenMatches } from '../plugins/csrf';
import { inspectUpload, makeRenditions, removeOriginal, storeOriginal } from './library';

/** A multipart upload as read: its one file (cut at the limit) and its text fields. */
export interface MediaUpload {
  file: { data: Buffer; filename: string; tooLarge: boolean } | undefined;
  fields: Record<string, string>;
}

/**
 * Reads the multipart body of an upload (the editor's finder with JavaScript, the admin's form
 * without) and checks its CSRF token, from the `X-CSRFToken` header or the form's
 * `csrfmiddlewaretoken` field (the routes are `csrfExempt` only because the token may be a field
 * of this body). One file of at most `MAX_MEDIA_BYTES`; a longer one is read to its end and flagged.
 */
const forged = () => new HttpError(403, 'csrf_failed', 'CSRF token missing or incorrect.');

/**
 * What can be told of an upload's CSRF token before its body is read (call it before any other
 * check, so a forged request learns nothing): a wrong `X-CSRFToken` header, or no token at all on
 * a request that is not multipart (whose body could not hold the form's field), is 403. A form
 * without JavaScript sends its token as a field, checked by `readMediaUpload` with the parts.
 */
export function refuseForgedUpload(request: FastifyRequest): void {
  const header = request.headers[CSRF_HEADER];
  if (typeof header === 'string' && !csrfTokenMatches(request, header)) throw forged();
  if (!request.isMultipart() && typeof header !== 'string') throw forged();
}

export async function readMediaUpload(request: FastifyRequest): Promise<MediaUpload> {
  refuseForgedUpload(request);
  const header = request.headers[CSRF_HEADER];
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', 'Send multipart/form-data with one file.');
  const fields: Record<string, string> = {};
  let file: MediaUpload['file'];
  const parts = request.parts({
    limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 22 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (data.length === 0 && part.filename === '') continue;
      file = { data, filename: part.filename, tooLarge: part.file.truncated };
    } else {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
  const token = typeof header === 'string' ? header : fields.csrfmiddlewaretoken;
  if (!csrfTokenMatches(request, token)) throw forged();
  return { file, fields };
}

const noFile = () => new HttpError(400, 'bad_request', 'No file was sent.', { file: 'No file was sent.' });

/** Checks and stores content; for images the renditions are made now, once (before any record). */
async function storeContent(
  app: FastifyInstance,
  file: NonNullable<MediaUpload['file']>,
  content: MediaContent,
  focal = { x: 50, y: 50 },
) {
  await storeOriginal(app, content.hash, file.data);
  if (content.kind === 'image' && content.width && content.height) {
    try {
      await makeRenditions(
        app,
        {
          hash: content.hash,
          width: content.width,
          height: content.height,
          focal_x: focal.x,
          focal_y: focal.y,
        },
        file.data,
      );
    } catch (error) {
      // A header that reads but a body that does not decode: refused, nothing kept.
      if (!(await hashInUse(app.db, content.hash))) await removeOriginal(app, content.hash);
      app.log.info({ err: error }, 'an uploaded image could not be decoded');
      throw new HttpError(415, 'unsupported_file_type', 'The image cannot be read.', {
        file: 'The image cannot be read.',
      });
    }
  }
  return content;
}

/** A new library file from an upload; alt text, decorative and title may come with it. */
export async function addMedia(
  app: FastifyInstance,
  upload: MediaUpload,
  by: number | null,
  details: Pick<MediaChange, 'title' | 'alt_de' | 'alt_en' | 'decorative'>,
): Promise<MediaRow> {
  if (!upload.file) throw noFile();
  const content = await inspectUpload(upload.file);
  await storeContent(app, upload.file, content);
  const row = await insertMedia(app.db, content, by);
  if (!details.title && !details.alt_de && !details.alt_en && !details.decorative) return row;
  const { title, alt_de, alt_en, decorative } = details;
  await app.db
    .updateTable('media')
    .set({ title, alt: JSON.stringify({ de: alt_de, en: alt_en }), decorative })
    .where('id', '=', row.id)
    .execute();
  return { ...row, title, alt: { de: alt_de, en: alt_en }, decorative };
}

/**
 * New content behind an existing file: same id and address, so every page and record using it
 * shows the new file. The kind must stay (an image stays an image: its modules expect one).
 */
export async function replaceMedia(app: FastifyInstance, row: MediaRow, upload: MediaUpload): Promise<void> {
  if (!upload.file) throw noFile();
  const content = await inspectUpload(upload.file);
  if (content.kind !== row.kind)
    throw new HttpError(
      415,
      'unsupported_file_type',
      `Replace a file with one of the same kind (${row.kind}).`,
      {
        file: `Replace a file with one of the same kind (${row.kind}).`,
      },
    );
  await storeContent(app, upload.file, content, { x: row.focal_x, y: row.focal_y });
  await replaceMediaContent(
    app.db,
    row.id,
    { ...content, original_name: content.original_name },
    app.clock.now(),
  );
  if (row.hash !== content.hash && !(await hashInUse(app.db, row.hash))) await removeOriginal(app, row.hash);
}
