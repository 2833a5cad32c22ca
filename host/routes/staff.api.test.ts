import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DEMO_STAFF, ensureDemoStaff } from '../db/staff/demo-staff';
import { createUser } from '../db/staff/staff.repository';
import { loginStaff } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('staff sign-in (spec: frame §4 Logged-in state, §6, §7)', () => {
  it('stores passwords as argon2id hashes, never in clear', async () => {
    const row = await createUser(t.app.db, {
      username: 'hashcheck',
      email: 'h@x.example',
      password: 'secret-123456',
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('secret-123456');
  });

  it('logs in with username or e-mail; the session cookie is HttpOnly and SameSite=Lax', async () => {
    await createUser(t.app.db, {
      username: 'anna',
      email: 'Anna@Foyer.example',
      password: 'anna-password-1',
      first_name: 'Anna',
      last_name: 'Admin',
      role: 'admin',
    });
    const response = await t.write({
      method: 'POST',
      url: '/de/pageeditor-api/login',
      payload: { username: 'anna@foyer.example', password: 'anna-password-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'anna', email: 'anna@foyer.example', role: 'admin' });
    const session = response.cookies.find((cookie) => cookie.name === 'foyer_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.path).toBe('/');
    // A fresh csrftoken comes with the new session.
    expect(response.cookies.find((cookie) => cookie.name === 'csrftoken')?.value).toMatch(/^[\w-]{32}$/);

    const user = await t.app.inject({
      url: '/de/pageeditor-api/user',
      cookies: { foyer_session: session?.value ?? '' },
    });
    expect(user.statusCode).toBe(200);
    const body = user.json();
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['email', 'username', 'admin_menus']));
    // The menu titles are in the editor's language, the page's (src/i18n/*/staff.ts `menu.*`).
    expect(body.admin_menus).toContainEqual({ title: 'Mitarbeitende', url: '/admin/users/' });
    const english = await t.app.inject({
      url: '/en/pageeditor-api/user',
      cookies: { foyer_session: session?.value ?? '' },
    });
    expect(english.json().admin_menus).toContainEqual({ title: 'Users', url: '/admin/users/' });
  });

  it('marks the session cookie Secure behind https, when the proxy saying so is trusted', async () => {
    const login = (app: TestApp) =>
      app.write({
        method: 'POST',
        url: '/de/pageeditor-api/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: 'secure', password: 'secure-password-1' },
      });
    const proxied = await createTestApp({ seed: false, env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      await createUser(proxied.app.db, {
        username: 'secure',
        email: 's@x.example',
        password: 'secure-password-1',
      });
      const response = await login(proxied);
      expect(response.cookies.find((cookie) => cookie.name === 'foyer_session')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the header is the client's word, and counts for nothing.
    await createUser(t.app.db, { username: 'secure', email: 's@x.example', password: 'secure-password-1' });
    const direct = await login(t);
    expect(direct.cookies.find((cookie) => cookie.name === 'foyer_session')?.secure).toBeFalsy();
  });

  it('refuses wrong passwords and unknown users with 401, and bodies without fields with 400', async () => {
    const wrong = await t.write({
      method: 'POST',
      url: '/de/pageeditor-api/login',
      payload: { username: 'anna', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_credentials');
    expect(wrong.cookies.find((cookie) => cookie.name === 'foyer_session')).toBeUndefined();
    const unknown = await t.write({
      method: 'POST',
      url: '/de/pageeditor-api/login',
      payload: { username: 'nobody', password: 'nope' },
    });
    expect(unknown.statusCode).toBe(401);
    const empty = await t.write({ method: 'POST', url: '/de/pageeditor-api/login', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ username: expect.any(String), password: expect.any(String) });
  });

  it('needs the CSRF header to log in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/de/pageeditor-api/login',
      payload: { username: 'anna', password: 'anna-password-1' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 on /user without a session or with a bogus one', async () => {
    expect((await t.app.inject('/de/pageeditor-api/user')).statusCode).toBe(401);
    const bogus = await t.app.inject({
      url: '/en/pageeditor-api/user',
      cookies: { foyer_session: 'forged' },
    });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('user-details answers the auth state logged out and logged in (spec: programme §3 Auth state)', async () => {
    const anonymous = (await t.app.inject('/de/api/user-details/')).json();
    expect(anonymous).toEqual({
      is_logged_in: false,
      login_url: '/de/login',
      logout_url: null,
      webshop_url: null,
      first_name: null,
      last_name: null,
      username: null,
      email: null,
      has_dashboard_online_access: false,
    });
    const staff = await loginStaff(t, { username: 'bert', first_name: 'Bert', last_name: 'Bühne' });
    const details = (await t.app.inject({ url: '/api/user-details/', cookies: staff.cookies })).json();
    expect(details).toMatchObject({
      is_logged_in: true,
      first_name: 'Bert',
      last_name: 'Bühne',
      username: 'bert',
      logout_url: '/de/logout',
    });
  });

  it('logout ends the session on the server', async () => {
    const staff = await loginStaff(t, { username: 'carla' });
    const out = await t.write({ method: 'POST', url: '/de/pageeditor-api/logout', cookies: staff.cookies });
    expect(out.statusCode).toBe(200);
    // The old cookie value no longer works, even if a client kept it.
    expect((await t.app.inject({ url: '/de/pageeditor-api/user', cookies: staff.cookies })).statusCode).toBe(
      401,
    );
    const details = (await t.app.inject({ url: '/de/api/user-details/', cookies: staff.cookies })).json();
    expect(details.is_logged_in).toBe(false);
  });

  it('logs in and out through the HTML form, without JavaScript', async () => {
    await createUser(t.app.db, { username: 'dora', email: 'd@x.example', password: 'dora-password-1' });
    const page = await t.app.inject('/en/login?next=/en/about');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="login-username"');
    const csrf = page.cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const post = await t.app.inject({
      method: 'POST',
      url: '/en/login',
      cookies: { csrftoken: csrf },
      payload: {
        username: 'dora',
        password: 'dora-password-1',
        next: '/en/about',
        csrfmiddlewaretoken: csrf,
      },
    });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe('/en/about');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/en/login',
      cookies: { csrftoken: csrf },
      payload: { username: 'dora', password: 'bad', next: '//evil.example', csrfmiddlewaretoken: csrf },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Wrong username or password.');
    expect(wrong.body).not.toContain('//evil.example');
  });

  it('rate-limits login attempts', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await t.write({
        method: 'POST',
        url: '/de/pageeditor-api/login',
        remoteAddress: '10.9.9.9',
        payload: { username: 'anna', password: `guess-${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('demo staff account', () => {
  it('is created on the demo and printed; production refuses the demo password', async () => {
    const lines = await ensureDemoStaff(t.app.db, loadConfig({ NODE_ENV: 'development', PORT: '3000' }));
    // Other users already exist in this database, so none is created, but none is printed either.
    expect(lines).toEqual([]);
    await createUser(t.app.db, { ...DEMO_STAFF });
    const printed = await ensureDemoStaff(t.app.db, loadConfig({ NODE_ENV: 'development', PORT: '3000' }));
    expect(printed.join('\n')).toContain(`password ${DEMO_STAFF.password}`);
    await expect(
      ensureDemoStaff(t.app.db, loadConfig({ NODE_ENV: 'production', PORT: '3000' })),
    ).rejects.toThrow(/Refusing to start in production/);
  });

  it('creates the account in an empty database', async () => {
    const fresh = await createTestApp();
    try {
      const lines = await ensureDemoStaff(
        fresh.app.db,
        loadConfig({ NODE_ENV: 'development', PORT: '3000' }),
      );
      expect(lines.join('\n')).toContain('/de/login');
      const login = await fresh.write({
        method: 'POST',
        url: '/de/pageeditor-api/login',
        payload: { username: DEMO_STAFF.username, password: DEMO_STAFF.password },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
    // A second database (migrations and demo seed) takes over a minute on a loaded machine.
  }, 180_000);
});
