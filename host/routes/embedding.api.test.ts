import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Elements on any origin (issue 21 item 1): the loader and its chunks are public module scripts
 * any origin may load (`Access-Control-Allow-Origin: *`, no credentials); the API keeps its
 * allowlist; metadata files keep their names and are revalidated, not immutable.
 * Needs a build (`npx rollup -c`).
 */
const LISTED = 'https://shop.listed.example';
const UNLISTED = 'https://elsewhere.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ALLOWED_EMBED_ORIGINS: LISTED } });
});
afterAll(async () => t.close());

const get = (url: string, origin: string) => t.app.inject({ url, headers: { origin } });

describe('the element files', () => {
  it('the loader and a chunk answer any origin, without credentials', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(ROOT_DIR, 'dist/widgets/preload.json'), 'utf8'),
    ) as Record<string, string[]>;
    const chunk = manifest['foyer-alert-bar']?.at(-1);
    if (!chunk) throw new Error('the build has the alert bar');
    for (const origin of [UNLISTED, LISTED]) {
      const loader = await get('/widgets/foyer.js', origin);
      expect(loader.statusCode).toBe(200);
      expect(loader.headers['access-control-allow-origin'], origin).toBe('*');
      expect(loader.headers['access-control-allow-credentials']).toBeUndefined();
      expect(loader.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
      const part = await get(`/widgets/${chunk}`, origin);
      expect(part.headers['access-control-allow-origin'], origin).toBe('*');
      expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('metadata files are revalidated, not immutable', async () => {
    for (const file of ['custom-elements.json', 'preload.json']) {
      const response = await get(`/widgets/${file}`, UNLISTED);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control'], file).toBe('public, max-age=300, must-revalidate');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
  });
});

describe('the API', () => {
  it('keeps its allowlist: a listed origin with credentials, another none', async () => {
    const listed = await get('/api/breaking-news/', LISTED);
    expect(listed.headers['access-control-allow-origin']).toBe(LISTED);
    expect(listed.headers['access-control-allow-credentials']).toBe('true');
    const unlisted = await get('/api/breaking-news/', UNLISTED);
    expect(unlisted.headers['access-control-allow-origin']).toBeUndefined();
  });
});
