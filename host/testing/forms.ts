import { strToU8, zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import { FIELD_TYPE } from '../../src/domain/forms';
import type { Database } from '../db/schema';

/** The smallest PDF file-type recognises (magic bytes and a trailer). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A Windows program's first bytes ("MZ" header), whatever its name says. */
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
/** A 1×1 PNG. */
/**
 * A minimal Word document (.docx): an Office Open XML package, a zip with its content types,
 * relationships and the document part, as Word writes them (made with fflate).
 */
export const DOCX_BYTES = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Lebenslauf</w:t></w:r></w:p></w:body></w:document>',
    ),
  }),
);

export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body and its content type (what a browser's form sends). */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----foyer-test-boundary-7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type =
      part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A form with one field of every type (slug `f<type>`), choices a/b where it has them. */
export async function insertEveryTypeForm(db: Kysely<Database>, required: boolean): Promise<number> {
  const { id } = await db
    .insertInto('forms')
    .values({
      title: JSON.stringify({ de: 'Alle Felder', en: 'Every field' }) as never,
      slug: JSON.stringify({ de: 'alle-felder', en: 'every-field' }) as never,
      confirmation: JSON.stringify({ de: '<p>Danke</p>', en: '<p>Thanks</p>' }) as never,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const choices = [
    { value: 'a', label: { de: 'A', en: 'A' } },
    { value: 'b', label: { de: 'B', en: 'B' } },
  ];
  const defaults: Partial<Record<number, string>> = {
    [FIELD_TYPE.singleLine]: 'vorgabe',
    [FIELD_TYPE.checkboxes]: 'a,b',
    [FIELD_TYPE.multiSelect]: 'b',
    [FIELD_TYPE.radio]: 'a',
    [FIELD_TYPE.dropdown]: 'b',
  };
  await db
    .insertInto('form_fields')
    .values(
      Object.values(FIELD_TYPE).map((type, position) => ({
        form_id: id,
        position,
        label: JSON.stringify({ de: `Feld ${type}`, en: `Field ${type}` }) as never,
        slug: `f${type}`,
        field_type: type,
        // A required hidden field would be one no visitor can fill.
        required: required && type !== FIELD_TYPE.hidden,
        // jsonb values as JSON text: node-postgres would send an array as a PostgreSQL array.
        choices: JSON.stringify([5, 7, 8, 9].includes(type) ? choices : []) as never,
        default_value: JSON.stringify({ de: defaults[type] ?? '' }) as never,
        placeholder_text: JSON.stringify({ de: `Platzhalter ${type}`, en: `Placeholder ${type}` }) as never,
        help_text: JSON.stringify({ de: `Hilfe ${type}`, en: `Help ${type}` }) as never,
      })),
    )
    .execute();
  return id;
}
