import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { anyQuery } from '../../src/contract/page-address';
import { ROOT_DIR } from '../config';
import { loadDesignSettings } from '../db/settings/settings.repository';
import { notFound } from '../http/errors';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '../render/og-image';

/** Where `/media/` and `/assets/` are served from (host/app.ts static files). */
const ROOTS: Record<string, string> = {
  media: path.join(ROOT_DIR, 'demo', 'media'),
  assets: path.join(ROOT_DIR, 'host', 'public'),
};
const BRAND_BACKGROUND = '#1d1a2f';
const LOGO = path.join(ROOT_DIR, 'host', 'public', 'logo.svg');
/** Made images kept per process (each about 60–120 KB): the few dozen a site's pages name. */
const CACHE_ENTRIES = 64;

/** Bytes go out as they are (no serializer), through the untyped reply. */
const sendImage = (reply: FastifyReply, image: Buffer) =>
  reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(image);

/** The file a `media/…` or `assets/…` path names, if it is inside its root and exists. */
async function sourceFile(rest: string): Promise<string | undefined> {
  const [root, ...parts] = rest.split('/');
  const base = root ? ROOTS[root] : undefined;
  if (!base || parts.length === 0) return undefined;
  const file = path.resolve(base, ...parts.map((part) => decodeURIComponent(part)));
  if (!file.startsWith(base + path.sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

/** The branded template: the site's logo on its brand colour (no text: no fonts needed). */
async function template(): Promise<Buffer> {
  const logoWidth = 560;
  const logo = await sharp(LOGO, { density: 600 }).resize({ width: logoWidth }).png().toBuffer();
  return sharp({
    create: { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, channels: 3, background: BRAND_BACKGROUND },
  })
    .composite([{ input: logo, gravity: 'center' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A page's image cut to 1200×630 (its middle), on the brand colour where it is transparent. */
const fromImage = (file: string) =>
  sharp(file, { density: 300 })
    .resize(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' })
    .flatten({ background: BRAND_BACKGROUND })
    .jpeg({ quality: 85 })
    .toBuffer();

/**
 * `/og-image/site.jpg` and `/og-image/{media|assets}/{file}.jpg` (issue 21; docs/decisions/0062):
 * 1200×630 JPEG for Open Graph and Twitter cards, made with sharp and kept per process by file
 * and change time. Only files the site serves itself can be named: anything else is 404.
 */
export const ogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new Map<string, Buffer>();
  const remember = (key: string, image: Buffer) => {
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, image);
    return image;
  };

  app.get(
    '/og-image/*',
    {
      schema: {
        params: z.object({ '*': z.string() }),
        querystring: anyQuery,
        response: { 200: z.string().describe('image/jpeg') },
      },
    },
    async (request, reply) => {
      const wanted = request.params['*'];
      if (!wanted.endsWith('.jpg')) throw notFound('No such image');
      const rest = wanted.slice(0, -'.jpg'.length);
      let key: string;
      let make: () => Promise<Buffer>;
      if (rest === 'site') {
        const design = await loadDesignSettings(app.db);
        key = `site|${design.siteName}`;
        make = template;
      } else {
        const file = await sourceFile(rest);
        if (!file) throw notFound('No such image');
        key = `${file}|${(await stat(file)).mtimeMs}`;
        make = () => fromImage(file);
      }
      const image = cache.get(key) ?? remember(key, await make());
      return sendImage(reply, image);
    },
  );
};
