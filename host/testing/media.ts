import sharp from 'sharp';
import { multipartBody } from './forms';
import type { StaffLogin } from './staff';
import type { TestApp } from './test-app';

/**
 * Small real files of every kind the media library takes, made in the test (issue 18 "generate
 * small real files"): images encoded by sharp, and the smallest headers of audio, video and PDF
 * that file-type recognises by their content.
 */
export async function imageFile(
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif',
  width = 64,
  height = 48,
  /** Another colour makes other content (another hash). */
  background: { r: number; g: number; b: number } = { r: 200, g: 80, b: 40 },
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background } });
  return image.toFormat(format).toBuffer();
}

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** An MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz) followed by a silent frame. */
export const MP3_BYTES = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
/** An AAC ADTS frame header. */
export const AAC_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]),
  Buffer.alloc(9),
]);
/** An MPEG-4 audio file's `ftyp` box (brand M4A). */
export const M4A_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  ascii('ftypM4A '),
  Buffer.from([0, 0, 0, 0]),
  ascii('isomM4A '),
  Buffer.alloc(16),
]);
/** An Ogg page carrying a Vorbis identification header. */
export const OGG_BYTES = Buffer.concat([
  ascii('OggS'),
  Buffer.from([0, 2]),
  Buffer.alloc(8),
  Buffer.from([1, 0, 0, 0]),
  Buffer.alloc(8),
  Buffer.from([1, 30]),
  Buffer.from([1]),
  ascii('vorbis'),
  Buffer.alloc(23),
]);
/** An MP4 video's `ftyp` box (brand isom). */
export const MP4_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  ascii('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  ascii('isomiso2avc1mp41'),
  Buffer.alloc(16),
]);
/** A WebM file's EBML header (DocType webm). */
export const WEBM_BYTES = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]),
  Buffer.from([0x42, 0x86, 0x81, 0x01]),
  Buffer.from([0x42, 0xf7, 0x81, 0x01]),
  Buffer.from([0x42, 0xf2, 0x81, 0x04]),
  Buffer.from([0x42, 0xf3, 0x81, 0x08]),
  Buffer.from([0x42, 0x82, 0x84]),
  ascii('webm'),
  Buffer.from([0x42, 0x87, 0x81, 0x04]),
  Buffer.from([0x42, 0x85, 0x81, 0x02]),
  Buffer.alloc(16),
]);
/** An SVG image carrying a script: refused (docs/decisions/0055-media-library.md). */
export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
/**
 * A decompression bomb: a small PNG whose header says 100 000 × 100 000 pixels (10 gigapixels).
 * Its header is real (sharp and file-type read it); it is refused before anything is decoded.
 */
export async function pixelBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const bomb = Buffer.from(png);
  // IHDR: width and height at bytes 16–23; the chunk's CRC (bytes 29–32) over type and data.
  bomb.writeUInt32BE(100_000, 16);
  bomb.writeUInt32BE(100_000, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Uploads a file to the media library as the editor's finder does (the staff JSON API). */
export async function upload(
  test: TestApp,
  login: StaffLogin | undefined,
  data: Buffer,
  filename: string,
  fields: Record<string, string> = {},
) {
  const body = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', value: data, filename, type: 'application/octet-stream' },
  ]);
  return test.write({ method: 'POST', url: '/de/pageeditor-api/media/', cookies: login?.cookies, ...body });
}

/**
 * A 12-megapixel JPEG (4000 × 3000) with photo-like detail: gradients and fine texture, so the
 * encoders work as they would on a camera picture (issue 18 budget: its renditions ≤ 1.5 s).
 */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const texture = ((x * 31 + y * 17) % 23) * 3;
      pixels[i] = ((x >> 4) + texture) & 255;
      pixels[i + 1] = ((y / 12) | 0) & 255;
      pixels[i + 2] = (((x * y) >> 12) ^ texture) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}
