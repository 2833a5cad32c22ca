import { readFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEDIA_PAGE_SIZE,
  mediaIdParamsSchema,
  mediaListAnswerSchema,
  mediaListQuerySchema,
  mediaSavedSchema,
  mediaUsageSchema,
} from '../../src/contract/media';
import { RENDITION_MIME, RENDITION_NAME, type RenditionFormat } from '../../src/domain/media';
import { findImageByHashPrefix, listMedia, loadMedia, mediaUsage } from '../db/media/media.repository';
import { notFound } from '../http/errors';
import { requireStaff, staffUser } from '../http/guards';
import { localeParams, localeParamsWith } from '../http/locale';
import { validationError } from '../http/schema';
import {
  fileName,
  makeOgRendition,
  makeRenditions,
  mediaItem,
  readOriginal,
  renditionPath,
  servedType,
} from '../media/library';
import { addMedia, readMediaUpload } from '../media/upload';

/** Renditions never change under their content-hashed names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * What a library file may do when opened on its own: nothing (no script, no plugin, no frame, no
 * form), so even a file a browser would sniff as HTML is inert. SVG is refused at upload (0055).
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const uploadFieldsSchema = z.object({
  title: z.string().trim().max(200, 'is too long').default(''),
  alt_de: z.string().trim().max(300, 'is too long').default(''),
  alt_en: z.string().trim().max(300, 'is too long').default(''),
  decorative: z
    .string()
    .optional()
    .transform((value) => value === 'on' || value === 'true'),
});

/**
 * The media library's public files and the editor's JSON API (issue 18 part 3;
 * docs/decisions/0055-media-library.md). Files: `/media-library/{id}/{name}` is the stable
 * address pages store (the current file behind it, briefly cached), `/media-library/r/{name}`
 * the image renditions (content-hashed, immutable; one missing on disk is made again, once). The
 * API (`/{locale}/pageeditor-api/media/`, staff only): list and search, upload, usage.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: false });

  const sendFile = (reply: FastifyReply, data: Buffer, type: string, cache: string) =>
    reply
      .header('cache-control', cache)
      .header('content-security-policy', FILE_CSP)
      .header('x-content-type-options', 'nosniff')
      .type(type)
      .send(data);

  app.get(
    '/media-library/r/:name',
    { schema: { params: z.object({ name: z.string().max(80) }) } },
    async (request, reply) => {
      const { name } = request.params;
      const match = RENDITION_NAME.exec(name);
      if (!match) throw notFound('No such rendition.');
      const format = (match[3] ?? 'jpg') as RenditionFormat;
      const file = renditionPath(app, name);
      const data = await readFile(file).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        // Made lazily, once: a rendition removed from disk, or an Open Graph crop at a point that
        // was never chosen (any point of a known image may be asked for).
        const image = await findImageByHashPrefix(app.db, match[1] ?? '');
        if (!image?.width || !image.height) return undefined;
        if (match[4] !== undefined) {
          const focal = { x: Number(match[4]), y: Number(match[5]) };
          if (focal.x > 100 || focal.y > 100) return undefined;
          await makeOgRendition(app, {
            ...image,
            width: image.width,
            height: image.height,
            focal_x: focal.x,
            focal_y: focal.y,
          });
        } else {
          await makeRenditions(app, { ...image, width: image.width, height: image.height });
        }
        return readFile(file).catch(() => undefined);
      });
      if (!data) throw notFound('No such rendition.');
      return sendFile(reply, data, RENDITION_MIME[format], IMMUTABLE);
    },
  );

  app.get(
    '/media-library/:id/:name',
    { schema: { params: z.object({ id: mediaIdParamsSchema.shape.id, name: z.string().max(300) }) } },
    async (request, reply) => {
      const row = await loadMedia(app.db, request.params.id);
      if (!row) throw notFound('No such file.');
      // The name in the address is only a label: pages keep the one they were given when the
      // file behind it is replaced by another (of another name or extension).
      const name = fileName(row);
      const data = await readOriginal(app, row.hash).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        request.log.warn({ file: row.id }, 'a library file is missing on disk');
        return undefined;
      });
      if (!data) throw notFound('No such file.');
      reply.header('etag', `"${row.hash.slice(0, 32)}"`).header('accept-ranges', 'bytes');
      if (row.kind === 'document') reply.header('content-disposition', `inline; filename="${name}"`);
      // Players seek in audio and video by byte ranges (Safari plays nothing without them).
      const range = byteRange(request.headers.range, data.length);
      if (range === 'unsatisfiable')
        return reply.status(416).header('content-range', `bytes */${data.length}`).send();
      if (range) {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${data.length}`);
        return sendFile(
          reply,
          data.subarray(range.start, range.end + 1),
          servedType(row.mime),
          'public, max-age=300',
        );
      }
      // The address stays when the file is replaced: caches ask again after five minutes.
      return sendFile(reply, data, servedType(row.mime), 'public, max-age=300');
    },
  );

  const api = '/:locale/pageeditor-api/media';

  app.get(
    `${api}/`,
    {
      schema: {
        params: localeParams,
        querystring: mediaListQuerySchema,
        response: { 200: mediaListAnswerSchema },
      },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const { q, kind, page } = request.query;
      reply.header('cache-control', 'private, no-store');
      const found = await listMedia(app.db, { q, kind, page, pageSize: MEDIA_PAGE_SIZE });
      return { count: found.count, page, page_size: MEDIA_PAGE_SIZE, results: found.results.map(mediaItem) };
    },
  );

  app.post(
    `${api}/`,
    {
      schema: { params: localeParams, response: { 201: mediaSavedSchema } },
      onRequest: [requireStaff],
      config: { csrfExempt: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const upload = await readMediaUpload(request);
      const details = uploadFieldsSchema.safeParse(upload.fields);
      if (!details.success) throw validationError('body', details.error);
      const row = await addMedia(app, upload, staffUser(request).id, details.data);
      await app.pageCache.contentChanged();
      return reply.status(201).send({ status: 'created', item: mediaItem(row) });
    },
  );

  app.get(
    `${api}/:id/usage`,
    {
      schema: { params: localeParamsWith(mediaIdParamsSchema.shape), response: { 200: mediaUsageSchema } },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      if (!(await loadMedia(app.db, request.params.id))) throw notFound('No such file.');
      reply.header('cache-control', 'private, no-store');
      return mediaUsage(app.db, request.params.id);
    },
  );
};

/** One `bytes=` range of a file of `size` bytes (several ranges: the whole file, as allowed). */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // The last n bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
