import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { makeRenditions } from './library';

/** The issue 18 budget: every rendition of a 12-megapixel JPEG within this long. */
export const RENDITION_BUDGET_MS = 1500;

/**
 * Makes the renditions of `jpeg` `runs` times in a scratch folder and answers each run's
 * milliseconds (the bench and the test measure the same work as an upload does).
 */
export async function timeRenditions(jpeg: Buffer, runs = 3): Promise<{ ms: number[]; files: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'foyer-renditions-'));
  // makeRenditions reads only the data folder from the app.
  const app = { config: { dataDir } } as unknown as FastifyInstance;
  try {
    const meta = await sharp(jpeg).metadata();
    const image = {
      hash: createHash('sha256').update(jpeg).digest('hex'),
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      focal_x: 50,
      focal_y: 50,
    };
    const ms: number[] = [];
    let files = 0;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      files = (await makeRenditions(app, image, jpeg)).length;
      ms.push(performance.now() - started);
    }
    return { ms, files };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
