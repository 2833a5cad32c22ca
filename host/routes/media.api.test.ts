import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_MEDIA_BYTES,
  type MediaItem,
  mediaListAnswerSchema,
  mediaSavedSchema,
} from '../../src/contract/media';
import { renditionName, renditionUrl, srcsetOf } from '../../src/domain/media';
import { multipartBody, PDF_BYTES } from '../testing/forms';
import {
  AAC_BYTES,
  imageFile,
  M4A_BYTES,
  MP3_BYTES,
  MP4_BYTES,
  OGG_BYTES,
  pixelBomb,
  SVG_WITH_SCRIPT,
  upload,
  WEBM_BYTES,
} from '../testing/media';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The media library's uploads and files (issue 18 part 3): every accepted format by its content,
 * disguised, oversized and bomb files refused, renditions of the right sizes and formats under
 * immutable content-hashed names.
 */
let t: TestApp;
let staff: StaffLogin;
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, { username: 'medien-redaktion' });
});
afterAll(async () => t.close());

const API = '/de/pageeditor-api/media/';

const item = (response: { json: () => unknown }): MediaItem => mediaSavedSchema.parse(response.json()).item;

describe('uploads', () => {
  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'avif'],
    ['gif', 'image/gif', 'gif'],
  ] as const)('takes a %s image, by its content', async (format, mime, ext) => {
    const response = await upload(t, staff, await imageFile(format), `bild.${format}`, {
      alt_de: 'Ein Bild',
    });
    expect(response.statusCode, response.body).toBe(201);
    const stored = item(response);
    expect(stored).toMatchObject({ kind: 'image', mime, width: 64, height: 48, usable: true });
    expect(stored.url).toMatch(new RegExp(`^/media-library/${stored.id}/bild\\.${ext}$`));
    const file = await t.app.inject(stored.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(mime);
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.rawPayload.equals(await imageFile(format))).toBe(true);
  });

  it.each([
    ['MP3', MP3_BYTES, 'ton.mp3', 'audio', 'audio/mpeg'],
    ['M4A', M4A_BYTES, 'ton.m4a', 'audio', 'audio/x-m4a'],
    ['AAC', AAC_BYTES, 'ton.aac', 'audio', 'audio/aac'],
    ['OGG', OGG_BYTES, 'ton.ogg', 'audio', 'audio/ogg'],
    ['MP4', MP4_BYTES, 'film.mp4', 'video', 'video/mp4'],
    ['WebM', WEBM_BYTES, 'film.webm', 'video', 'video/webm'],
    ['PDF', PDF_BYTES, 'programm.pdf', 'document', 'application/pdf'],
  ] as const)('takes %s', async (_name, data, filename, kind, mime) => {
    const response = await upload(t, staff, data, filename);
    expect(response.statusCode, response.body).toBe(201);
    const stored = item(response);
    expect(stored).toMatchObject({ kind, mime, width: null, thumbnail: null, usable: true });
    const file = await t.app.inject(stored.url);
    expect(file.headers['content-type']).toBe(mime);
    expect(file.rawPayload.equals(data)).toBe(true);
  });

  it('answers byte ranges of audio and video (players seek with them)', async () => {
    const stored = item(await upload(t, staff, MP4_BYTES, 'bereich.mp4'));
    const part = await t.app.inject({ url: stored.url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4_BYTES.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const tail = await t.app.inject({ url: stored.url, headers: { range: 'bytes=-4' } });
    expect(tail.rawPayload.equals(MP4_BYTES.subarray(-4))).toBe(true);
    const beyond = await t.app.inject({ url: stored.url, headers: { range: `bytes=${MP4_BYTES.length}-` } });
    expect(beyond.statusCode).toBe(416);
    const whole = await t.app.inject(stored.url);
    expect(whole.headers['accept-ranges']).toBe('bytes');
  });

  it('refuses disguised files by their content (415), whatever their name says', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const [data, name] of [
      [exe, 'foto.jpg'],
      [html, 'programm.pdf'],
      [Buffer.from('just text, not a sound'), 'ton.mp3'],
    ] as const) {
      const response = await upload(t, staff, data, name);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toMatchObject({
        error: 'unsupported_file_type',
        fields: { file: expect.any(String) },
      });
    }
  });

  it('refuses SVG, also one carrying a script (415; docs/decisions/0055)', async () => {
    const response = await upload(t, staff, SVG_WITH_SCRIPT, 'logo.svg');
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file over the limit (413) and keeps nothing', async () => {
    const before = await t.app.db.selectFrom('media').select('id').execute();
    const big = Buffer.concat([
      await imageFile('png'),
      Buffer.alloc(MAX_MEDIA_BYTES + 1 - (await imageFile('png')).length + 1),
    ]);
    const response = await upload(t, staff, big, 'riesig.png');
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('file_too_large');
    expect(await t.app.db.selectFrom('media').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a decompression bomb (a small PNG of 10 gigapixels) before decoding it', async () => {
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(200);
    const started = performance.now();
    const response = await upload(t, staff, bomb, 'bombe.png');
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('image_too_large');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('strips path names from file names', async () => {
    const response = await upload(
      t,
      staff,
      await imageFile('png'),
      '../../etc/passwd/..\\..\\böse Datei.png',
      {
        decorative: 'on',
      },
    );
    expect(response.statusCode).toBe(201);
    const stored = item(response);
    expect(stored.name).toBe('böse Datei.png');
    expect(stored.url).toBe(`/media-library/${stored.id}/bose-datei.png`);
  });

  it('keeps visitors out of the API (401) and refuses a write without the CSRF token (403)', async () => {
    expect((await t.app.inject(API)).statusCode).toBe(401);
    expect((await upload(t, undefined, await imageFile('png'), 'a.png')).statusCode).toBe(401);
    const body = multipartBody([{ name: 'file', value: await imageFile('png'), filename: 'a.png' }]);
    const forged = await t.app.inject({ method: 'POST', url: API, cookies: staff.cookies, ...body });
    expect(forged.statusCode).toBe(403);
  });
});

describe('renditions', () => {
  it('makes small, medium, large in AVIF, WebP and JPEG, and the Open Graph crop, immutable', async () => {
    const response = await upload(t, staff, await imageFile('jpeg', 2400, 1600), 'foyer.jpg', {
      alt_de: 'Foyer',
    });
    const stored = item(response);
    const row = await t.app.db
      .selectFrom('media')
      .select('hash')
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    const expected = { small: [480, 320], medium: [960, 640], large: [1920, 1280] } as const;
    for (const [size, [width, height]] of Object.entries(expected)) {
      for (const [format, sharpFormat] of [
        ['avif', 'heif'],
        ['webp', 'webp'],
        ['jpg', 'jpeg'],
      ] as const) {
        const url = renditionUrl(renditionName(row.hash, size as 'small', format));
        const file = await t.app.inject(url);
        expect(file.statusCode, url).toBe(200);
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(file.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height], url).toEqual([sharpFormat, width, height]);
      }
    }
    const og = await t.app.inject(renditionUrl(`${row.hash.slice(0, 16)}-og-50-50.jpg`));
    expect(og.statusCode).toBe(200);
    const meta = await sharp(og.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(srcsetOf({ hash: row.hash, width: 2400, height: 1600 }, 'webp')).toContain('-large.webp 1920w');
  });

  it('never makes a rendition wider than the original', async () => {
    const stored = item(
      await upload(t, staff, await imageFile('png', 700, 350), 'schmal.png', { alt_de: 'x' }),
    );
    const row = await t.app.db
      .selectFrom('media')
      .select('hash')
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    const medium = await t.app.inject(renditionUrl(renditionName(row.hash, 'medium', 'webp')));
    expect((await sharp(medium.rawPayload).metadata()).width).toBe(700);
    expect(srcsetOf({ hash: row.hash, width: 700, height: 350 }, 'jpg').split(', ')).toHaveLength(2);
  });

  it('crops the Open Graph image around the focal point', async () => {
    // Left half black, right half white: a focal point on the right keeps white in the crop.
    const half = await sharp({ create: { width: 2400, height: 600, channels: 3, background: '#000' } })
      .composite([
        {
          input: { create: { width: 1200, height: 600, channels: 3, background: '#fff' } },
          left: 1200,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const stored = item(await upload(t, staff, half, 'halb.png', { alt_de: 'x' }));
    const row = await t.app.db
      .selectFrom('media')
      .select('hash')
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    const mean = async (x: number) => {
      const og = await t.app.inject(renditionUrl(`${row.hash.slice(0, 16)}-og-${x}-50.jpg`));
      expect(og.statusCode).toBe(200);
      return (await sharp(og.rawPayload).stats()).channels[0]?.mean ?? -1;
    };
    expect(await mean(90)).toBeGreaterThan(200);
    expect(await mean(10)).toBeLessThan(50);
  });

  it('answers 404 for a rendition of no image', async () => {
    expect((await t.app.inject(renditionUrl('0123456789abcdef-small.webp'))).statusCode).toBe(404);
    expect((await t.app.inject('/media-library/r/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});

describe('the editor API', () => {
  it('lists and searches, filtered by kind, and says which images need alt text first', async () => {
    await upload(t, staff, await imageFile('png'), 'ohne-alt.png');
    const list = mediaListAnswerSchema.parse(
      (await t.app.inject({ url: `${API}?q=ohne-alt`, cookies: staff.cookies })).json(),
    );
    expect(list.results.map((entry) => [entry.name, entry.usable])).toEqual([['ohne-alt.png', false]]);
    const audio = mediaListAnswerSchema.parse(
      (await t.app.inject({ url: `${API}?kind=audio`, cookies: staff.cookies })).json(),
    );
    expect(audio.results.length).toBeGreaterThan(0);
    expect(audio.results.every((entry) => entry.kind === 'audio')).toBe(true);
    expect((await t.app.inject({ url: `${API}?kind=svg`, cookies: staff.cookies })).statusCode).toBe(400);
  });
});
