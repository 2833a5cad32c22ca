import type { Kysely } from 'kysely';
import { libraryId, moduleImages } from '../../src/domain/media';
import { loadMediaByIds } from '../db/media/media.repository';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';

/** The API message of an image used before it was described (English, for programs). */
export const ALT_TEXT_REQUIRED =
  'This image of the media library has no alt text: add it in the media library or in the image edit popup, or mark the image as decorative.';

/**
 * "Alt text is required before an image can be used unless it is marked decorative" (issue 18):
 * a module naming a library image needs alt text from the module (image edit popup) or the
 * library, or "decorative" in either; else 400 naming the field.
 */
export async function requireAltText(db: Kysely<Database>, module: unknown): Promise<void> {
  const images = moduleImages(module).filter((image) => libraryId(image.url) !== null);
  const needing = images.filter((image) => !image.decorative && image.alt.trim() === '');
  if (needing.length === 0) return;
  const ids = [...new Set(needing.map((image) => libraryId(image.url) as number))];
  const library = new Map((await loadMediaByIds(db, ids)).map((row) => [row.id, row]));
  const fields: Record<string, string> = {};
  for (const image of needing) {
    const row = library.get(libraryId(image.url) as number);
    if (row?.kind !== 'image' || row.decorative || row.alt.de.trim() !== '') continue;
    fields[`module.${image.path}`] = ALT_TEXT_REQUIRED;
  }
  if (Object.keys(fields).length === 0) return;
  const message = Object.entries(fields)
    .map(([key, text]) => `${key}: ${text}`)
    .join('; ');
  throw badRequest(`Invalid body: ${message}`, fields);
}
