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
  it('a visitor page carries a validator and a one-second shared lifetime, and answers 304 to it', async () => {
    const first = await t.app.inject('/de');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
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

  it('staff pages and error pages carry no validator and are never kept', async () => {
    const own = await t.app.inject({ url: '/de', cookies: staff.cookies });
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
    const missing = await t.app.inject('/de/gibt-es-nicht');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
