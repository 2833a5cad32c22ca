import { randomUUID } from 'node:crypto';
import { mkdir, readdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES } from '../../src/contract/forms';
import {
  deleteUnusedFiles,
  insertTempFile,
  knownFileIds,
  type StoredFile,
} from '../db/forms/forms.repository';

/**
 * Files sent with forms (issue 17 "Uploads done properly"): at most 10 MB, never empty, of an
 * allowed type as the CONTENT says (file-type reads the magic bytes; the name and the browser's
 * content type are ignored), stored under a random id in `<dataDir>/uploads/` (outside every
 * public folder; the visitor's file name is kept as data only, never used as a path), and removed
 * when no entry took them within a day. docs/decisions/0040-forms.md.
 */
export const ALLOWED_TYPES: ReadonlyMap<string, string> = new Map([
  ['application/pdf', 'pdf'],
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
]);

/** An unused temporary file is removed after this long. */
export const UNUSED_FILE_TTL_MS = 24 * 60 * 60 * 1000;

export type UploadRefusal = 'file.tooLarge' | 'file.type' | 'file.empty';
export const REFUSAL_STATUS: Record<UploadRefusal, number> = {
  'file.tooLarge': 413,
  'file.type': 415,
  'file.empty': 400,
};
export const REFUSAL_CODE: Record<UploadRefusal, string> = {
  'file.tooLarge': 'file_too_large',
  'file.type': 'unsupported_file_type',
  'file.empty': 'empty_file',
};

export const uploadsDir = (app: FastifyInstance) => path.join(app.config.dataDir, 'uploads');
/** Where a stored file lives: its id is a UUID we made, so the path is ours alone. */
export const storedPath = (app: FastifyInstance, id: string) => {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error('not a file id');
  return path.join(uploadsDir(app), id);
};

/** A file name fit to show and to offer as a download name: no path, no control characters. */
export function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}"<>]/gu, '')
    .trim()
    .slice(-150);
  return clean || 'file';
}

/** What is wrong with a file's content, if anything. */
export async function refusalOf(data: Buffer): Promise<UploadRefusal | { mime: string }> {
  if (data.length === 0) return 'file.empty';
  if (data.length > MAX_UPLOAD_BYTES) return 'file.tooLarge';
  const type = await fileTypeFromBuffer(data);
  if (!type || !ALLOWED_TYPES.has(type.mime)) return 'file.type';
  return { mime: type.mime };
}

/** Stores an accepted file and its record; answers the record. */
export async function storeFile(
  app: FastifyInstance,
  file: { data: Buffer; mime: string; filename: string | undefined },
): Promise<StoredFile> {
  const stored: StoredFile = {
    id: randomUUID(),
    original_name: displayName(file.filename),
    mime: file.mime,
    size: file.data.length,
  };
  // The record first: the sweep removes files on disk that no record names.
  await insertTempFile(app.db, stored, app.clock.now());
  await mkdir(uploadsDir(app), { recursive: true });
  await writeFile(storedPath(app, stored.id), file.data, { flag: 'wx', mode: 0o600 });
  return stored;
}

/**
 * Removes the temporary files no entry took within `UNUSED_FILE_TTL_MS`, and files on disk that no
 * record names (a crash between writing and recording). Run after uploads and every hour.
 */
export async function sweepUnusedFiles(app: FastifyInstance): Promise<number> {
  const before = new Date(app.clock.now().getTime() - UNUSED_FILE_TTL_MS);
  const removed = await deleteUnusedFiles(app.db, before);
  const remove = (id: string) =>
    unlink(storedPath(app, id)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') app.log.warn({ err: error, file: id }, 'could not remove an upload');
    });
  await Promise.all(removed.map(remove));
  const names = await readdir(uploadsDir(app)).catch(() => [] as string[]);
  if (names.length > 0) {
    const known = await knownFileIds(app.db);
    // Only our own names (a record is written before its file).
    const orphans = names.filter((name) => /^[0-9a-f-]{36}$/.test(name) && !known.has(name));
    await Promise.all(orphans.map(remove));
  }
  return removed.length;
}
