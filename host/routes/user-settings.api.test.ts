import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The staff member's own pages (issue 18 item 5; spec: frame §2, §7): `/{locale}/user/settings`
 * with name and e-mail, the password change that needs the current password, the sessions with
 * "sign out all others"; the aliases `/profil` and `/einstellungen`; `user-details` and
 * `user-logout`. Real routes on PGlite, real sessions.
 */
let t: TestApp;
let lena: StaffLogin;
let other: StaffLogin;
const json = { accept: 'application/json' };

async function signIn(username: string, password: string) {
  const response = await t.write({
    method: 'POST',
    url: '/de/pageeditor-api/login',
    payload: { username, password },
  });
  const session = response.cookies.find((cookie) => cookie.name === 'foyer_session');
  return session ? { foyer_session: session.value } : null;
}

beforeAll(async () => {
  t = await createTestApp();
  lena = await loginStaff(t, { username: 'lena', first_name: 'Lena', role: 'editor' });
  other = await loginStaff(t, { username: 'otto', role: 'editor' });
});
afterAll(async () => t.close());

describe('the settings page (issue 18 item 5)', () => {
  it('is for signed-in staff only, in both languages, with its three forms', async () => {
    const visitor = await t.app.inject({ url: '/de/user/settings' });
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toContain('/de/login');
    for (const locale of ['de', 'en']) {
      const page = await t.app.inject({ url: `/${locale}/user/settings`, cookies: lena.cookies });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toContain('no-store');
      expect(page.body).toContain(`action="/${locale}/user/settings/details/"`);
      expect(page.body).toContain(`action="/${locale}/user/settings/password/"`);
      expect(page.body).toMatch(/autocomplete="current-password"/i);
    }
    const en = await t.app.inject({ url: '/en/user/settings', cookies: lena.cookies });
    expect(en.body).toContain('Change password');
    const profile = await t.app.inject({ url: '/de/user/profile', cookies: lena.cookies });
    expect(profile.body).toContain('href="/de/user/settings"');
  });

  it('changes name and e-mail; refuses a bad or taken address with the field', async () => {
    const bad = await t.write({
      method: 'POST',
      url: '/de/user/settings/details/',
      headers: json,
      cookies: lena.cookies,
      payload: { first_name: 'Lena', email: 'keine-adresse' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('email');
    const taken = await t.write({
      method: 'POST',
      url: '/de/user/settings/details/',
      cookies: lena.cookies,
      payload: { first_name: 'Lena', email: 'OTTO@foyer.example' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.body).toContain('hat schon ein anderes Konto');
    expect(taken.body).toContain('value="OTTO@foyer.example"');
    const saved = await t.write({
      method: 'POST',
      url: '/de/user/settings/details/',
      cookies: lena.cookies,
      payload: { first_name: 'Lena Maria', last_name: 'Berg', email: 'lena.berg@foyer.example' },
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/de/user/settings?saved=details');
    const details = await t.app.inject({ url: '/de/api/user-details/', cookies: lena.cookies });
    expect(details.json()).toMatchObject({
      is_logged_in: true,
      first_name: 'Lena Maria',
      last_name: 'Berg',
      email: 'lena.berg@foyer.example',
    });
  });

  it('changes the password only with the current one, and signs out the other sessions', async () => {
    const second = await signIn('lena', 'pw-lena-0123456789');
    expect(second).not.toBeNull();
    const page = await t.app.inject({ url: '/de/user/settings', cookies: lena.cookies });
    expect(page.body).toContain('Alle anderen Sitzungen abmelden');
    const wrong = await t.write({
      method: 'POST',
      url: '/de/user/settings/password/',
      headers: json,
      cookies: lena.cookies,
      payload: {
        current_password: 'falsch',
        new_password: 'ein-neues-langes-pw',
        new_password_repeat: 'ein-neues-langes-pw',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('current_password');
    const mismatch = await t.write({
      method: 'POST',
      url: '/de/user/settings/password/',
      headers: json,
      cookies: lena.cookies,
      payload: {
        current_password: 'pw-lena-0123456789',
        new_password: 'ein-neues-langes-pw',
        new_password_repeat: 'anders',
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toHaveProperty('new_password_repeat');
    const changed = await t.write({
      method: 'POST',
      url: '/de/user/settings/password/',
      cookies: lena.cookies,
      payload: {
        current_password: 'pw-lena-0123456789',
        new_password: 'ein-neues-langes-pw',
        new_password_repeat: 'ein-neues-langes-pw',
      },
    });
    expect(changed.statusCode).toBe(303);
    // This session lives on; the second one is signed out; the old password no longer works.
    expect((await t.app.inject({ url: '/de/user/settings', cookies: lena.cookies })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/de/user/settings', cookies: second ?? {} })).statusCode).toBe(303);
    expect(await signIn('lena', 'pw-lena-0123456789')).toBeNull();
    expect(await signIn('lena', 'ein-neues-langes-pw')).not.toBeNull();
  });

  it('signs out all other sessions on request', async () => {
    const elsewhere = await signIn('otto', 'pw-otto-0123456789');
    expect((await t.app.inject({ url: '/de/user/settings', cookies: elsewhere ?? {} })).statusCode).toBe(200);
    const ended = await t.write({
      method: 'POST',
      url: '/de/user/settings/sessions/',
      cookies: other.cookies,
    });
    expect(ended.statusCode).toBe(303);
    expect((await t.app.inject({ url: '/de/user/settings', cookies: elsewhere ?? {} })).statusCode).toBe(303);
    const mine = await t.app.inject({ url: '/de/user/settings?saved=sessions', cookies: other.cookies });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('Sie sind nirgendwo sonst angemeldet.');
    const anonymous = await t.write({ method: 'POST', url: '/de/user/settings/sessions/', headers: json });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the aliases of the alternative path map (spec: frame §2)', () => {
  it('lead /profil and /einstellungen to the user pages', async () => {
    for (const [from, to] of [
      ['/de/profil', '/de/user/profile'],
      ['/de/einstellungen', '/de/user/settings'],
      ['/en/profil', '/en/user/profile'],
      ['/en/einstellungen', '/en/user/settings'],
      ['/profil', '/de/user/profile'],
      ['/einstellungen', '/de/user/settings'],
    ]) {
      const response = await t.app.inject({ url: from ?? '' });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });
});

describe('user-logout (spec: frame §7)', () => {
  it('signs out with POST and answers the logged-out state; GET is refused with 405', async () => {
    const session = await signIn('otto', 'pw-otto-0123456789');
    const get = await t.app.inject({ url: '/de/api/user-logout/', cookies: session ?? {} });
    expect(get.statusCode).toBe(405);
    expect(get.json()).toHaveProperty('error');
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/de/api/user-logout/',
      cookies: session ?? {},
    });
    expect(noCsrf.statusCode).toBe(403);
    const out = await t.write({ method: 'POST', url: '/de/api/user-logout/', cookies: session ?? {} });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ is_logged_in: false, username: null, logout_url: null });
    const after = await t.app.inject({ url: '/de/api/user-details/', cookies: session ?? {} });
    expect(after.json().is_logged_in).toBe(false);
  });
});
