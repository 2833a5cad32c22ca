import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The cookie banner as plain server HTML forms (issue 23 item 1, decision 0111): what the server
 * renders per consent cookie, and `POST /{locale}/consent/` with its own CSRF proof.
 */
const CSRF = 'test-csrf-token-0123456789abcdef0123';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('cookie banner without script (issue 23 item 1)', () => {
  let t: TestApp;
  let nowSeconds: number;
  let visitor = 0;
  beforeAll(async () => {
    t = await createTestApp();
    nowSeconds = Math.floor(t.now.getTime() / 1000);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A browser's form post: CSRF cookie, the token as a field unless told otherwise. */
  const post = (
    fields: Record<string, string>,
    options: { cookies?: Record<string, string>; headers?: Record<string, string>; url?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      // One address per request: the route's rate limit (20 a minute) is not what is tested here.
      remoteAddress: `198.51.100.${++visitor}`,
      url: options.url ?? '/de/consent/',
      cookies: options.cookies ?? { csrftoken: CSRF },
      headers: { ...FORM, ...options.headers },
      payload: new URLSearchParams(fields).toString(),
    } satisfies InjectOptions);

  const banner = (html: string) =>
    /<foyer-cookie-banner[^>]*>([\s\S]*?)<\/foyer-cookie-banner>/.exec(html)?.[1] ?? '';
  const consentCookie = (response: { cookies: { name: string; value: string; maxAge?: number }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'foyer_consent');

  it('renders the banner open as plain forms for a first visitor, on content and feature pages', async () => {
    for (const url of ['/de', '/de/programm', '/en/visit']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const html = banner(response.body);
      const locale = url.slice(1, 3);
      expect(html, url).toContain('class="consent-banner" role="dialog"');
      expect(html, url).toContain('data-open=""');
      expect(html, url).toContain(`<form method="post" action="/${locale}/consent/"`);
      expect(html, url).toContain(`<input type="hidden" name="next" value="${url}"/>`);
      expect(html, url).toMatch(
        /<button type="submit" name="choice" value="all"[^>]*data-foyer-replay="consent-all"/,
      );
      expect(html, url).toMatch(/name="choice" value="necessary"[^>]*data-foyer-replay="consent-necessary"/);
      expect(html, url).toMatch(/<summary[^>]*data-foyer-replay="consent-settings"/);
      expect(html, url).toContain('name="statistics"');
      expect(html, url).toContain('name="media"');
      expect(html, url).toContain(locale === 'de' ? 'Alle akzeptieren' : 'Accept all');
    }
    // The footer's cookie settings: a plain link to the banner's settings.
    const home = await t.app.inject({ method: 'GET', url: '/de' });
    expect(home.body).toContain('<a href="#cookie-settings" class="link-button" data-cookie-settings="">');
    expect(home.body).toContain('id="cookie-settings"');
  });

  it('renders the banner closed, with the stored choices, once answered; pages kept per consent', async () => {
    const answered = { foyer_consent: `1.1.01.${nowSeconds}` };
    // Twice each, in turn: the second answers come from the page cache.
    for (let round = 0; round < 2; round++) {
      const first = await t.app.inject({ method: 'GET', url: '/de/ueber-uns' });
      const again = await t.app.inject({ method: 'GET', url: '/de/ueber-uns', cookies: answered });
      expect(banner(first.body)).toContain('data-open=""');
      const closed = banner(again.body);
      expect(closed).toContain('id="cookie-settings"');
      expect(closed).not.toContain('data-open');
      expect(closed).toMatch(/<details class="consent-banner__settings" open="">/);
      expect(closed).toMatch(/name="media"[^>]*checked=""/);
      expect(closed).not.toMatch(/name="statistics"[^>]*checked=""/);
      if (round === 1) expect(again.headers['x-foyer-cache']).toBe('hit');
    }
    // Another revision's answer, a tampered or a future-dated cookie: asked again.
    for (const value of [`1.2.11.${nowSeconds}`, '1.1.1x.1', `1.1.11.${nowSeconds + 9e6}`]) {
      const response = await t.app.inject({ method: 'GET', url: '/de', cookies: { foyer_consent: value } });
      expect(banner(response.body), value).toContain('data-open=""');
    }
  });

  it('asks nothing on legal pages', async () => {
    for (const url of ['/de/impressum', '/de/datenschutz', '/de/agb', '/en/privacy']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(banner(response.body), url).toContain('id="cookie-settings"');
      expect(banner(response.body), url).not.toContain('data-open');
    }
  });

  it("accept all: the banner element's cookie, the proof recorded, 303 back to the page", async () => {
    const before = await t.app.db.selectFrom('consent_log').selectAll().execute();
    const response = await post({
      csrfmiddlewaretoken: CSRF,
      choice: 'all',
      next: '/de/programm?datum=2026-11-30',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/de/programm?datum=2026-11-30');
    const cookie = consentCookie(response);
    // The format of src/domain/consent.ts serialiseConsent, dated on the app's clock.
    expect(cookie?.value).toBe(`1.1.11.${nowSeconds}`);
    expect(cookie?.maxAge).toBe(60 * 60 * 24 * 365);
    expect(String(response.headers['set-cookie'])).toMatch(
      /foyer_consent=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax/,
    );
    expect(String(response.headers['set-cookie'])).not.toContain('HttpOnly');
    const after = await t.app.db.selectFrom('consent_log').selectAll().orderBy('id').execute();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ revision: 1, statistics: true, media: true });
    // The next page has no open banner.
    const next = await t.app.inject({
      method: 'GET',
      url: '/de',
      cookies: { foyer_consent: cookie?.value ?? '' },
    });
    expect(banner(next.body)).not.toContain('data-open');
  });

  it('reject all, a selection, and Do Not Track / GPC keep statistics off', async () => {
    const reject = await post({ csrfmiddlewaretoken: CSRF, choice: 'necessary', next: '/de' });
    expect(consentCookie(reject)?.value).toBe(`1.1.00.${nowSeconds}`);
    const media = await post({ csrfmiddlewaretoken: CSRF, choice: 'selection', media: 'on', next: '/de' });
    expect(consentCookie(media)?.value).toBe(`1.1.01.${nowSeconds}`);
    const both = await post({
      csrfmiddlewaretoken: CSRF,
      choice: 'selection',
      statistics: 'on',
      media: 'on',
    });
    expect(consentCookie(both)?.value).toBe(`1.1.11.${nowSeconds}`);
    expect(both.headers.location).toBe('/de');
    for (const header of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const signal = await post(
        { csrfmiddlewaretoken: CSRF, choice: 'all', next: '/de' },
        { headers: header },
      );
      expect(consentCookie(signal)?.value, JSON.stringify(header)).toBe(`1.1.01.${nowSeconds}`);
    }
    const english = await post({ csrfmiddlewaretoken: CSRF, choice: 'all' }, { url: '/en/consent/' });
    expect(english.statusCode).toBe(303);
    expect(english.headers.location).toBe('/en');
  });

  it('takes the form from a page of this site without a token: Fetch Metadata or Origin', async () => {
    const sameOrigin = await post(
      { choice: 'all', next: '/de' },
      { headers: { 'sec-fetch-site': 'same-origin' } },
    );
    expect(sameOrigin.statusCode).toBe(303);
    expect(consentCookie(sameOrigin)?.value).toBe(`1.1.11.${nowSeconds}`);
    const origin = await post(
      { choice: 'necessary', next: '/de' },
      { headers: { origin: 'http://localhost:80' } },
    );
    expect(origin.statusCode).toBe(303);
  });

  it('refuses a missing or wrong CSRF proof with 403, before reading the form, and sets nothing', async () => {
    const cases: [string, Parameters<typeof post>[1], Record<string, string>][] = [
      ['no proof at all', {}, { choice: 'all' }],
      ['no CSRF cookie', { cookies: {}, headers: { 'sec-fetch-site': 'same-origin' } }, { choice: 'all' }],
      [
        'a cookie not of our format',
        { cookies: { csrftoken: 'x' }, headers: { 'sec-fetch-site': 'same-origin' } },
        { choice: 'all' },
      ],
      [
        'another site',
        { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } },
        { choice: 'all' },
      ],
      ['a sibling site', { headers: { 'sec-fetch-site': 'same-site' } }, { choice: 'all' }],
      ['a foreign origin', { headers: { origin: 'https://evil.example' } }, { choice: 'all' }],
      ['a wrong token', {}, { choice: 'all', csrfmiddlewaretoken: 'wrong-token-0123456789abcdef012345' }],
      ['a wrong token, bad input', {}, { choice: 'maybe', csrfmiddlewaretoken: 'x' }],
    ];
    for (const [name, options, fields] of cases) {
      const response = await post(fields, options);
      expect(response.statusCode, name).toBe(403);
      expect(response.json(), name).toMatchObject({ error: 'csrf_failed' });
      expect(consentCookie(response), name).toBeUndefined();
    }
  });

  it('answers bad input with 400 naming the field', async () => {
    for (const [field, fields] of [
      ['choice', { choice: 'maybe' }],
      ['choice', {}],
      ['statistics', { choice: 'selection', statistics: 'yes' }],
      ['next', { choice: 'all', next: `/${'x'.repeat(3000)}` }],
    ] as const) {
      const response = await post({ csrfmiddlewaretoken: CSRF, ...fields });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ error: 'bad_request' });
      expect(Object.keys(response.json().fields ?? {}), field).toContain(field);
      expect(consentCookie(response), field).toBeUndefined();
    }
    const locale = await post({ csrfmiddlewaretoken: CSRF, choice: 'all' }, { url: '/xx/consent/' });
    expect(locale.statusCode).toBe(404);
  });

  it('goes back only to a page of this site', async () => {
    for (const next of [
      '//evil.example/de',
      'https://evil.example/de',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      const response = await post({ csrfmiddlewaretoken: CSRF, choice: 'all', next });
      expect(response.statusCode, next).toBe(303);
      expect(response.headers.location, next).toBe('/de');
    }
    const same = await post({ csrfmiddlewaretoken: CSRF, choice: 'all', next: '/de/news#top' });
    expect(same.headers.location).toBe('/de/news#top');
  });
});
