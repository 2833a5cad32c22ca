import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Pages behind a cache (issue 20 item 7): validators, revalidation, and what must not be kept. */
let t: TestApp;
let staff: StaffLogin;
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, { username: 'validators', role: 'admin' });
});
afterAll(async () => t?.close());

describe('ETag and Cache-Control on pages', () => {
  it('a visitor page carries a strong validator, is revalidated by every cache, and answers 304 to it', async () => {
    const first = await t.app.inject('/de');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    // nginx stores it expired, so it revalidates each request (docs/operations.md).
    expect(first.headers['x-accel-expires']).toBe('@1');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    // The second request comes from the page cache: same bytes, same validator.
    const again = await t.app.inject('/de');
    expect(again.headers['x-foyer-cache']).toBe('hit');
    expect(again.headers.etag).toBe(etag);
    const revalidated = await t.app.inject({ url: '/de', headers: { 'if-none-match': String(etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const other = await t.app.inject({ url: '/de', headers: { 'if-none-match': 'W/"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it('sends the page compressed as the client accepts, each coding with its own validator', async () => {
    const plain = await t.app.inject('/de');
    const br = await t.app.inject({ url: '/de', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '.br"'));
    const gzip = await t.app.inject({ url: '/de', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '.gz"'));
    const none = await t.app.inject({ url: '/de', headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
    // A client holding the gzip copy holds the current page, whatever coding it asks for now.
    const revalidated = await t.app.inject({
      url: '/de',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(br.headers.etag);
  });

  it('a changed page gets a new validator, so a revalidation fetches it', async () => {
    const before = String((await t.app.inject('/de')).headers.etag);
    await t.app.db
      .updateTable('pages')
      .set({ title: 'Geänderter Titel' })
      .where('path', '=', '')
      .where('locale', '=', 'de')
      .execute();
    await t.app.pageCache.contentChanged();
    const after = await t.app.inject({ url: '/de', headers: { 'if-none-match': before } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('a page rendered across a content change is not kept, so no old page outlives the change', async () => {
    const before = t.app.pageCache.generation;
    await t.app.pageCache.contentChanged();
    t.app.pageCache.set('rendered-before-the-change', '<p>old</p>', before);
    expect(t.app.pageCache.get('rendered-before-the-change')).toBeUndefined();
    t.app.pageCache.set('rendered-after-the-change', '<p>new</p>', t.app.pageCache.generation);
    expect(t.app.pageCache.get('rendered-after-the-change')).toBe('<p>new</p>');
  });

  it('visitors asking at once for a page not kept all get it, the same page', async () => {
    await t.app.pageCache.contentChanged();
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject('/de')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
  });

  it('staff pages and error pages carry no validator and are never kept', async () => {
    const own = await t.app.inject({ url: '/de', cookies: staff.cookies });
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
    const missing = await t.app.inject('/de/gibt-es-nicht');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
