import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../src/contract/forms';

/** A file part as read: its bytes (cut at the limit), and whether it was longer. */
export interface ReadFile {
  field: string;
  filename: string;
  data: Buffer;
  tooLarge: boolean;
}

/**
 * Reads a multipart body (the upload API's, the form page's without JavaScript): text fields as
 * name/value pairs, files into memory up to 10 MB each (a longer file is read to its end and
 * flagged, so the rest of the form still arrives). Empty file inputs (nothing chosen) are skipped.
 */
export async function readMultipart(
  request: FastifyRequest,
  maxFiles: number,
): Promise<{ pairs: Array<[string, string]>; files: ReadFile[] }> {
  const pairs: Array<[string, string]> = [];
  const files: ReadFile[] = [];
  const parts = request.parts({
    limits: { fileSize: MAX_UPLOAD_BYTES, files: maxFiles, fields: 200, fieldSize: 64 * 1024, parts: 220 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (data.length === 0 && part.filename === '') continue;
      files.push({ field: part.fieldname, filename: part.filename, data, tooLarge: part.file.truncated });
    } else {
      pairs.push([part.fieldname, typeof part.value === 'string' ? part.value : String(part.value)]);
    }
  }
  return { pairs, files };
}
