import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modulePreviewAnswerSchema } from '../../src/contract/editor';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The editor's server preview of a module with data (issue 19 guard rail: "the Event List preview
 * shows what visitors see"): the same events as the public page's Event List.
 */
let t: TestApp;
let staff: StaffLogin;
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, { username: 'vorschau' });
});
afterAll(async () => t.close());

const EVENT_LIST = { id: 'preview-1', type: 'event_list', filters: 'none', children: [] };
const preview = (payload: unknown, cookies: Record<string, string> = staff.cookies, query = '') =>
  t.write({
    method: 'POST',
    url: `/de/pageeditor-api/module-preview${query}`,
    payload: payload as object,
    cookies,
  });

describe('POST /{locale}/pageeditor-api/module-preview', () => {
  it('renders an Event List with the events visitors see, never the empty text when there are events', async () => {
    const response = await preview(EVENT_LIST);
    expect(response.statusCode, response.body).toBe(200);
    const { html } = modulePreviewAnswerSchema.parse(response.json());
    expect(html).not.toContain('Für diesen Zeitraum sind keine Veranstaltungen geplant.');
    // The next events of the programme from now, as the visitors' programme lists them.
    const programme = (await t.app.inject('/de/api/events/?page_size=25')).json() as {
      results: Array<{ name: string; date_start: string }>;
    };
    const upcoming = programme.results
      .filter((event) => new Date(event.date_start) >= t.now)
      .map((event) => event.name);
    const names = [...html.matchAll(/class="m-event-card__name"><a[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    expect(names.slice(0, 3)).toEqual(upcoming.slice(0, 3));
  });

  it('a window without events says so; ?at= previews another moment', async () => {
    const empty = await preview({
      ...EVENT_LIST,
      date_from: '2001-01-01T10:00:00+01:00',
      date_to: '2001-01-02T10:00:00+01:00',
    });
    expect(modulePreviewAnswerSchema.parse(empty.json()).html).toContain(
      'Für diesen Zeitraum sind keine Veranstaltungen geplant.',
    );
    const later = await preview(
      EVENT_LIST,
      staff.cookies,
      `?at=${encodeURIComponent('2031-01-01T12:00:00+01:00')}`,
    );
    expect(later.statusCode).toBe(200);
    expect(modulePreviewAnswerSchema.parse(later.json()).html).toContain(
      'Für diesen Zeitraum sind keine Veranstaltungen geplant.',
    );
  });

  it('is for staff only, CSRF-checked, and refuses a module that does not validate (400 with fields)', async () => {
    expect((await preview(EVENT_LIST, {})).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/de/pageeditor-api/module-preview',
      payload: EVENT_LIST,
      cookies: staff.cookies,
    });
    expect(forged.statusCode).toBe(403);
    const bad = await preview({ ...EVENT_LIST, filters: 'someday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toBeTruthy();
    expect((await preview({ type: 'no_such_module', id: 'x' })).statusCode).toBe(400);
    expect((await preview({ ...EVENT_LIST, type: 'event\u0000list' })).statusCode).toBe(400);
  });
});
