import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { anyQuery } from '../../src/contract/page-address';
import { ROOT_DIR } from '../config';
import { loadDesignSettings } from '../db/settings/settings.repository';

const FAVICON = path.join(ROOT_DIR, 'host', 'public', 'favicon.svg');
const INK = '#1d1a2f';
const PAPER = '#fbf8f3';

/**
 * The raster icons, made with sharp from the one SVG favicon at first request and kept per process:
 * `maskable` keeps the mark inside the safe zone (the inner 80 %) on the brand colour, as the
 * platform may cut the icon to any shape; `opaque` for the apple-touch-icon (iOS fills
 * transparency with black).
 */
async function icon(size: number, kind: 'any' | 'maskable'): Promise<Buffer> {
  if (kind === 'any')
    return sharp(FAVICON, { density: 72 * (size / 32) })
      .resize(size, size)
      .png()
      .toBuffer();
  const inner = Math.round(size * 0.7);
  const mark = await sharp(FAVICON, { density: 72 * (inner / 32) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 3, background: INK } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toBuffer();
}

/**
 * A `.ico` holding one 32×32 PNG (the ICO format allows PNG entries since Windows Vista; every
 * current browser reads them): the header, one directory entry, the image.
 */
export function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}

/** The raster files and their makers, by address. */
const FILES: Record<string, { type: string; make: () => Promise<Buffer> }> = {
  '/favicon.ico': { type: 'image/x-icon', make: async () => pngToIco(await icon(32, 'any'), 32) },
  '/apple-touch-icon.png': {
    type: 'image/png',
    make: async () =>
      sharp(await icon(180, 'maskable'))
        .flatten({ background: PAPER })
        .png()
        .toBuffer(),
  },
  '/icons/icon-192.png': { type: 'image/png', make: () => icon(192, 'any') },
  '/icons/icon-512.png': { type: 'image/png', make: () => icon(512, 'any') },
  '/icons/maskable-512.png': { type: 'image/png', make: () => icon(512, 'maskable') },
};

const sendBytes = (reply: FastifyReply, type: string, bytes: Buffer) =>
  reply.type(type).header('cache-control', 'public, max-age=86400').send(bytes);

/**
 * Platform files (issue 21 item 8; docs/decisions/0063-platform-files.md): the web app manifest and
 * the favicon set (ico, svg at /assets/favicon.svg, apple-touch-icon, 192/512 and a maskable icon),
 * the raster ones made from the SVG with sharp when first asked for.
 */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const made = new Map<string, Promise<Buffer>>();
  for (const [url, file] of Object.entries(FILES)) {
    const schema = { querystring: anyQuery, response: { 200: z.string().describe(file.type) } };
    app.get(url, { schema }, async (_request, reply) => {
      let bytes = made.get(url);
      if (!bytes) {
        bytes = file.make();
        made.set(url, bytes);
        bytes.catch(() => made.delete(url));
      }
      return sendBytes(reply, file.type, await bytes);
    });
  }

  const manifestSchema = {
    querystring: anyQuery,
    response: { 200: z.string().describe('application/manifest+json') },
  };
  app.get('/manifest.webmanifest', { schema: manifestSchema }, async (_request, reply) => {
    const design = await loadDesignSettings(app.db);
    const manifest = {
      name: design.siteName,
      short_name: design.siteName.length > 12 ? design.siteName.split(/\s+/)[0] : design.siteName,
      lang: 'de',
      start_url: '/de',
      scope: '/',
      display: 'browser',
      background_color: PAPER,
      theme_color: INK,
      icons: [
        { src: '/assets/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(JSON.stringify(manifest));
  });
};
