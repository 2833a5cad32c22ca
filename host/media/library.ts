import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MAX_MEDIA_BYTES, MAX_MEDIA_PIXELS, type MediaItem, type MediaKind } from '../../src/contract/media';
import {
  libraryFileUrl,
  OG_SIZE,
  ogRenditionName,
  RENDITION_FORMATS,
  type RenditionFormat,
  renditionBox,
  renditionName,
  renditionsOf,
  renditionUrl,
} from '../../src/domain/media';
import type { MediaContent, MediaRow } from '../db/media/media.repository';
import { displayName } from '../forms/uploads';
import { HttpError } from '../http/errors';

/**
 * The media library's files (issue 18 part 3; docs/decisions/0055-media-library.md): what is
 * accepted (the CONTENT decides, read by file-type; the name and the browser's type are ignored),
 * where it is kept (`<dataDir>/media/originals/<sha256>`, outside every public folder), and the
 * image renditions made with sharp (`<dataDir>/media/renditions/<hash16>-<size>.<format>`).
 */

/** The accepted types as file-type names them, by kind, with the extension the file is served with. */
export const MEDIA_TYPES: ReadonlyMap<string, { kind: MediaKind; ext: string }> = new Map([
  ['image/jpeg', { kind: 'image', ext: 'jpg' }],
  ['image/png', { kind: 'image', ext: 'png' }],
  ['image/webp', { kind: 'image', ext: 'webp' }],
  ['image/avif', { kind: 'image', ext: 'avif' }],
  ['image/gif', { kind: 'image', ext: 'gif' }],
  ['audio/mpeg', { kind: 'audio', ext: 'mp3' }],
  ['audio/x-m4a', { kind: 'audio', ext: 'm4a' }],
  ['audio/mp4', { kind: 'audio', ext: 'm4a' }],
  ['audio/aac', { kind: 'audio', ext: 'aac' }],
  ['audio/ogg', { kind: 'audio', ext: 'ogg' }],
  ['audio/ogg; codecs=opus', { kind: 'audio', ext: 'opus' }],
  ['video/mp4', { kind: 'video', ext: 'mp4' }],
  ['video/webm', { kind: 'video', ext: 'webm' }],
  ['application/pdf', { kind: 'document', ext: 'pdf' }],
] as const);

/** The type a file is served with (the stored type for all but Opus, whose parameter is dropped). */
export const servedType = (mime: string) => (mime.startsWith('audio/ogg') ? 'audio/ogg' : mime);

const dirs = (app: FastifyInstance) => ({
  originals: path.join(app.config.dataDir, 'media', 'originals'),
  renditions: path.join(app.config.dataDir, 'media', 'renditions'),
});

export const originalPath = (app: FastifyInstance, hash: string) => {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error('not a content hash');
  return path.join(dirs(app).originals, hash);
};
export const renditionPath = (app: FastifyInstance, name: string) => {
  if (!/^[0-9a-f]{16}-[a-z0-9-]+\.(avif|webp|jpg)$/.test(name)) throw new Error('not a rendition name');
  return path.join(dirs(app).renditions, name);
};

const refused = (status: 413 | 415 | 400, code: string, message: string) =>
  new HttpError(status, code, message, { file: message });

/**
 * Checks an uploaded file and reads what the library keeps of it: its kind and type as the
 * content says, its hash, and for images their size (refusing a decompression bomb: more pixels
 * than `MAX_MEDIA_PIXELS`, read from the header before anything is decoded). Throws 400/413/415.
 */
export async function inspectUpload(file: {
  data: Buffer;
  filename: string | undefined;
  tooLarge: boolean;
}): Promise<MediaContent> {
  if (file.tooLarge || file.data.length > MAX_MEDIA_BYTES)
    throw refused(413, 'file_too_large', `The file is larger than ${MAX_MEDIA_BYTES / 1024 / 1024} MB.`);
  if (file.data.length === 0) throw refused(400, 'empty_file', 'The file is empty.');
  const type = await fileTypeFromBuffer(file.data);
  const accepted = type ? MEDIA_TYPES.get(type.mime) : undefined;
  if (!type || !accepted)
    throw refused(
      415,
      'unsupported_file_type',
      'This kind of file is not accepted: images (JPEG, PNG, WebP, AVIF, GIF), audio (MP3, M4A/AAC, OGG), video (MP4, WebM) and PDF are. SVG is not.',
    );
  let width: number | null = null;
  let height: number | null = null;
  if (accepted.kind === 'image') {
    const size = await imageSize(file.data);
    width = size.width;
    height = size.height;
  }
  return {
    kind: accepted.kind,
    mime: type.mime,
    ext: accepted.ext,
    hash: createHash('sha256').update(file.data).digest('hex'),
    size: file.data.length,
    width,
    height,
    original_name: displayName(file.filename),
  };
}

/** An image's displayed width and height (EXIF orientation applied); 413 for a pixel bomb, 415 if unreadable. */
async function imageSize(data: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    // The header only (nothing is decoded here), so the size can be judged below with a 413.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw refused(415, 'unsupported_file_type', 'The image cannot be read.');
  }
  const { width, height } = meta;
  if (!width || !height) throw refused(415, 'unsupported_file_type', 'The image cannot be read.');
  // Every frame of an animation is decoded: count them all.
  const frames = meta.pages ?? 1;
  if (width * height > MAX_MEDIA_PIXELS || width * height * frames > MAX_MEDIA_PIXELS * 4)
    throw refused(
      413,
      'image_too_large',
      `The image has too many pixels (${width}×${height}); at most ${MAX_MEDIA_PIXELS / 1_000_000} megapixels are accepted.`,
    );
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: height, height: width } : { width, height };
}

/** Writes a file once (atomically: a reader never sees half of it). */
async function writeOnce(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.part`;
  await writeFile(temporary, data, { mode: 0o644 });
  await rename(temporary, file);
}

/** Keeps an accepted file's content under its hash (the same content is kept once). */
export async function storeOriginal(app: FastifyInstance, hash: string, data: Buffer): Promise<void> {
  await writeOnce(originalPath(app, hash), data);
}

export const readOriginal = (app: FastifyInstance, hash: string) => readFile(originalPath(app, hash));

/** Removes a content no file of the library has any more (its renditions stay: see 0055). */
export async function removeOriginal(app: FastifyInstance, hash: string): Promise<void> {
  await unlink(originalPath(app, hash)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/**
 * The encoders' settings: the fastest efforts (AVIF 0, WebP 1) keep the renditions of a
 * 12-megapixel photo within the 1.5 s budget on two cores (issue 18 budgets); files are a little
 * larger than at higher efforts, still far smaller than the JPEG fallback.
 */
const encode = (image: Sharp, format: RenditionFormat) =>
  format === 'avif'
    ? image.avif({ quality: 55, effort: 0 })
    : format === 'webp'
      ? image.webp({ quality: 78, effort: 1 })
      : image.jpeg({ quality: 80, progressive: true });

/**
 * Makes every rendition of an image: small, medium and large in AVIF, WebP and JPEG, and the Open
 * Graph crop (1200×630 around the focal point). The image is decoded once, at the largest size
 * needed (JPEG shrink-on-load makes a 12-megapixel photo cheap), and every size is made from that.
 */
export async function makeRenditions(
  app: FastifyInstance,
  image: { hash: string; width: number; height: number; focal_x: number; focal_y: number },
  data?: Buffer,
): Promise<string[]> {
  const input = data ?? (await readOriginal(app, image.hash));
  const largest = renditionBox('large', image.width, image.height);
  // Enough pixels for the largest rendition and the Open Graph crop, decoded once.
  const cover = Math.max(OG_SIZE.width / image.width, OG_SIZE.height / image.height);
  const baseWidth = Math.min(image.width, Math.max(largest.width, Math.ceil(image.width * cover)));
  const base = await sharp(input, { limitInputPixels: MAX_MEDIA_PIXELS, animated: false })
    .rotate()
    .resize({ width: baseWidth, withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = () =>
    sharp(base.data, {
      raw: { width: base.info.width, height: base.info.height, channels: base.info.channels },
    });
  const jobs: Array<Promise<string>> = [];
  for (const rendition of renditionsOf(image)) {
    for (const format of RENDITION_FORMATS) {
      const name = renditionName(image.hash, rendition.size, format);
      jobs.push(
        encode(raw().resize({ width: rendition.width, height: rendition.height, fit: 'fill' }), format)
          .toBuffer()
          .then(async (buffer: Buffer) => {
            await writeOnce(renditionPath(app, name), buffer);
            return name;
          }),
      );
    }
  }
  jobs.push(makeOgRendition(app, image, raw(), base.info));
  return Promise.all(jobs);
}

/** The Open Graph crop of the image around its focal point (made when the point moves). */
export async function makeOgRendition(
  app: FastifyInstance,
  image: { hash: string; width: number; height: number; focal_x: number; focal_y: number },
  source?: Sharp,
  sourceSize?: { width: number; height: number },
): Promise<string> {
  const name = ogRenditionName(image.hash, { x: image.focal_x, y: image.focal_y });
  let input = source;
  let size = sourceSize;
  if (!input || !size) {
    input = sharp(await readOriginal(app, image.hash), {
      limitInputPixels: MAX_MEDIA_PIXELS,
      animated: false,
    })
      .rotate()
      .removeAlpha();
    size = { width: image.width, height: image.height };
  }
  const scale = Math.max(OG_SIZE.width / size.width, OG_SIZE.height / size.height);
  const w = Math.max(OG_SIZE.width, Math.round(size.width * scale));
  const h = Math.max(OG_SIZE.height, Math.round(size.height * scale));
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  const left = clamp((image.focal_x / 100) * w - OG_SIZE.width / 2, w - OG_SIZE.width);
  const top = clamp((image.focal_y / 100) * h - OG_SIZE.height / 2, h - OG_SIZE.height);
  const buffer = await input
    .resize({ width: w, height: h, fit: 'fill' })
    .extract({ left, top, width: OG_SIZE.width, height: OG_SIZE.height })
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
  await writeOnce(renditionPath(app, name), buffer);
  return name;
}

/** A library row as the editor and the admin see it. */
export function mediaItem(row: MediaRow): MediaItem {
  const isImage = row.kind === 'image' && row.width !== null && row.height !== null;
  return {
    id: row.id,
    kind: row.kind,
    mime: servedType(row.mime),
    url: libraryFileUrl(row.id, fileName(row)),
    name: row.original_name,
    title: row.title,
    size: row.size,
    width: row.width,
    height: row.height,
    alt: row.alt,
    decorative: row.decorative,
    focal_point: { x: row.focal_x, y: row.focal_y },
    thumbnail: isImage ? renditionUrl(renditionName(row.hash, 'small', 'webp')) : null,
    usable: row.kind !== 'image' || row.decorative || row.alt.de.trim() !== '',
    version: row.version,
  };
}

/** The file's name in its address: the original name, with the extension its content has. */
export function fileName(row: { original_name: string; ext: string }): string {
  const stem = row.original_name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 80);
  return `${stem || 'file'}.${row.ext}`;
}
