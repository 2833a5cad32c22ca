import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '../../src/contract/pages';
import { createUser } from '../db/staff/staff.repository';
import { editorApi as api, insertTestPage } from '../testing/pages';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The defects an outside security test found (issue 20), each as it was reproduced: every test
 * here failed on the code before the fix.
 */
let t: TestApp;
let anna: StaffLogin;

beforeAll(async () => {
  t = await createTestApp();
  anna = await loginStaff(t, { username: 'anna', role: 'admin' });
});
afterAll(async () => t?.close());

const write = (options: InjectOptions) => t.write({ ...options, cookies: anna.cookies });

describe('the login rate limit', () => {
  it('counts the connection, not a client-supplied X-Forwarded-For (TRUST_PROXY unset)', async () => {
    const app = await createTestApp({ seed: false });
    try {
      await createUser(app.app.db, {
        username: 'victim',
        email: 'v@x.example',
        password: 'right-password-1',
      });
      const statuses: number[] = [];
      for (let guess = 1; guess <= 40; guess++) {
        const response = await app.write({
          method: 'POST',
          url: '/de/login',
          headers: { 'x-forwarded-for': `198.51.100.${guess}` },
          payload: { username: 'victim', password: guess === 40 ? 'right-password-1' : `wrong-${guess}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('refuses TRUST_PROXY=true, which would trust anyone', async () => {
    await expect(createTestApp({ seed: false, env: { TRUST_PROXY: 'true' } })).rejects.toThrow(/TRUST_PROXY/);
  });
});

describe('redirects after sign-in go to same-site paths only', () => {
  it.each([
    ['/%09/evil.example/landed'],
    ['/%5Cevil.example/'],
    ['//evil.example/'],
    ['https://evil.example/'],
    ['/%0d%0aSet-Cookie:x=1'],
    ['javascript:alert(1)'],
  ])('next=%s (signed in) goes home', async (next) => {
    const response = await t.app.inject({ url: `/de/login?next=${next}`, cookies: anna.cookies });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/de');
  });

  it('keeps a real path, encoded as a valid header (non-Latin-1 characters too)', async () => {
    const plain = await t.app.inject({
      url: '/de/login?next=/de/programm%3Fgenre%3D2',
      cookies: anna.cookies,
    });
    expect(plain.headers.location).toBe('/de/programm?genre=2');
    const wide = await t.app.inject({ url: '/de/login?next=/%E3%80%82evil.example', cookies: anna.cookies });
    expect(wide.statusCode).toBe(303);
    expect(wide.headers.location).toBe('/%E3%80%82evil.example');
  });

  it('after the form login too', async () => {
    await createUser(t.app.db, { username: 'form', email: 'f@x.example', password: 'form-password-1' });
    const response = await t.write({
      method: 'POST',
      url: '/de/login',
      payload: { username: 'form', password: 'form-password-1', next: '/\t/evil.example/landed' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/de');
  });
});

describe('NUL characters are refused at the contract with 400, not 500', () => {
  const cases: Array<[string, Parameters<TestApp['write']>[0]]> = [
    [
      'JSON login',
      { method: 'POST', url: '/de/pageeditor-api/login', payload: { username: 'a\u0000', password: 'x' } },
    ],
    ['form login', { method: 'POST', url: '/de/login', payload: { username: 'a\u0000b', password: 'x' } }],
    [
      'the cart',
      {
        method: 'POST',
        url: '/api/shop-cart/',
        payload: { event_jet_id: 'JET\u00001', sale_type_ids: [1], quantities: [1] },
      },
    ],
    [
      'the client error log',
      {
        method: 'POST',
        url: '/de/api/dashboard-error-log/',
        payload: { kind: 'client-error', message: 'x\u0000' },
      },
    ],
    ['a query parameter', { method: 'GET', url: '/api/search/?query=zauber%00' }],
    ['a key', { method: 'POST', url: '/api/shop-cart/', payload: { 'a\u0000': 1 } }],
  ];
  it.each(cases)('%s', async (_name, options) => {
    const response = await t.write(options);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request' });
    expect(response.json().message).toMatch(/NUL/);
  });

  it('and JSON nested absurdly deep', async () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 200; level++) deep = { a: deep };
    const response = await t.write({
      method: 'POST',
      url: '/api/shop-cart/',
      payload: { event_jet_id: deep },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('stored content: one URL rule, staff HTML sanitised', () => {
  let section: Section;
  beforeAll(async () => {
    const page = await insertTestPage(t, { path: 'haertung', title: 'Härtung', translationKey: 'hardening' });
    const created = await write({
      method: 'POST',
      url: api('section'),
      payload: { page_id: page.id, layout: '100' },
    });
    expect(created.statusCode, created.body).toBe(201);
    section = created.json().section;
  });

  const addModule = async (module: Record<string, unknown>) => {
    const response = await write({
      method: 'POST',
      url: api('module'),
      payload: { section_id: section.id, version: section.version, column: 0, module },
    });
    if (response.statusCode === 201) section = response.json().section;
    return response;
  };

  it.each([
    ['/\\evil.example/'],
    ['/\t/evil.example/'],
    ['//evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,x'],
  ])('a Link module refuses %j', async (link) => {
    const response = await addModule({
      id: `l-${Math.random()}`,
      type: 'link',
      link,
      link_text: 'Weiter',
      extra_class: 'text-link',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toBeDefined();
  });

  it('a Link module keeps a same-site path and a web address', async () => {
    expect(
      (
        await addModule({
          id: 'l-ok-1',
          type: 'link',
          link: '/de/programm',
          link_text: 'Programm',
          extra_class: 'text-link',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await addModule({
          id: 'l-ok-2',
          type: 'link',
          link: 'https://example.org/x',
          link_text: 'Extern',
          extra_class: 'text-link',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('a section image refuses javascript: and other hosts', async () => {
    for (const image of ['javascript:alert(1)', '/\\evil.example/x.png']) {
      const response = await write({
        method: 'POST',
        url: api('section'),
        payload: { page_id: section.page_id ?? 0, layout: '100', image },
      });
      expect(response.statusCode, image).toBe(400);
    }
  });

  it('the HTML module keeps structure and loses what acts or tracks', async () => {
    const html = [
      '<p id="x">hi</p>',
      '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
      '<link rel="stylesheet" href="https://evil.example/track.css">',
      '<style>@import url(https://evil.example/a.css)</style>',
      '<img src="https://evil.example/pixel.gif" alt="">',
      '<img src="/media/demo/foyer.jpg" alt="Foyer" onerror="alert(1)">',
      '<a href="/\\evil.example/">off-site</a>',
      '<table><tr><td>cell</td></tr></table>',
      '<script>alert(1)</script>',
      '<div style="background:url(https://evil.example/bg.png)">styled</div>',
    ].join('');
    const response = await addModule({ id: 'html-1', type: 'html', html_code: html });
    expect(response.statusCode, response.body).toBe(201);
    // Staff see the stored draft through the same renderer visitors get once it is published.
    const page = (await t.app.inject({ url: '/de/haertung', cookies: anna.cookies })).body;
    const stored = page.slice(page.indexOf('<p id="x">'));
    expect(stored).toContain('<p id="x">hi</p>');
    expect(stored).toContain('<td>cell</td>');
    expect(stored).toContain('<img src="/media/demo/foyer.jpg" alt="Foyer" />');
    expect(page).not.toMatch(/http-equiv="refresh"|evil\.example|onerror|<script>alert|background:url/);
    expect(stored).toContain('<a>off-site</a>');
  });
});

describe('staff HTML stored before the allowlist', () => {
  it('is sanitised again when the page renders', async () => {
    const page = await insertTestPage(t, { path: 'alt-html', title: 'Alt', translationKey: 'legacy-html' });
    const legacy = '<p id="legacy">alt</p><meta http-equiv="refresh" content="0;url=https://evil.example/">';
    await t.app.db
      .insertInto('sections')
      .values({
        uid: 'legacy-section',
        page_id: page.id,
        layout: '100',
        columns: JSON.stringify([
          { index: 0, classes: '', children: [{ id: 'legacy-html', type: 'html', html_code: legacy }] },
        ]),
      })
      .execute();
    const html = (await t.app.inject('/de/alt-html')).body;
    expect(html).toContain('<p id="legacy">alt</p>');
    expect(html).not.toContain('http-equiv="refresh"');
  });
});

describe('the cart', () => {
  it('builds cart_url from the site address, never from X-Forwarded-Host', async () => {
    const response = await t.write({
      method: 'GET',
      url: '/api/shop-cart/',
      headers: { 'x-forwarded-host': 'evil.example', host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().cart_url).toMatch(new RegExp(`^${t.app.config.siteUrl}/webshop/cart`));
  });

  it('does not take a CSRF cookie of the wrong format as proof', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shop-cart/',
      cookies: { csrftoken: 'x' },
      headers: { 'x-csrftoken': 'x' },
      payload: { event_jet_id: 'JET-1', sale_type_ids: [1], quantities: [1] },
    });
    expect(response.statusCode).toBe(403);
    const editor = await t.app.inject({
      method: 'POST',
      url: api('login'),
      cookies: { csrftoken: 'x' },
      headers: { 'x-csrftoken': 'x' },
      payload: { username: 'anna', password: 'x' },
    });
    expect(editor.statusCode).toBe(403);
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop lags, and serves again afterwards', async () => {
    const app = await createTestApp({ seed: false, env: { SHED_EVENT_LOOP_DELAY_MS: '50' } });
    try {
      expect((await app.app.inject('/api/breaking-news/')).statusCode).toBe(200);
      // A lag as a flood of work would cause it: the loop is blocked for 600 ms; the sampler,
      // overdue, measures it as soon as the loop turns.
      const until = performance.now() + 600;
      while (performance.now() < until) {
        // busy: nothing else runs
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      // A box-office write is never shed (docs/decisions/0130-on-sale-rush.md): it reaches its
      // route (an unknown event: 404), while the request right after it is shed.
      const hold = await app.write({
        method: 'POST',
        url: '/api/shop-cart/',
        payload: { event_jet_id: 'JET-NONE', sale_type_ids: [1], quantities: [1] },
      });
      expect(hold.statusCode).toBe(404);
      const shed = await app.app.inject('/api/breaking-news/');
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.json()).toMatchObject({ error: 'service_unavailable' });
      // Once the loop is calm again, requests are served.
      let status = 503;
      const deadline = performance.now() + 5_000;
      while (status === 503 && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        status = (await app.app.inject('/api/breaking-news/')).statusCode;
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
