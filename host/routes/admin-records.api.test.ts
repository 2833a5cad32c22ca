import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentAdminChanges } from '../db/admin/admin-changes.repository';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The generic admin (issue 18 items 1, 3, 7): for every registered record type a CRUD round trip
 * through the real routes on PGlite — create, find it by the list's search, change, a stale
 * change refused (409) with nothing overwritten, bad input refused (400 with fields) with nothing
 * half-saved, delete refused while the record is used (409), delete after the confirmation page
 * — and each change written to the admin change log.
 */
let t: TestApp;
let editor: StaffLogin;
let admin: StaffLogin;
const json = { accept: 'application/json' };

beforeAll(async () => {
  t = await createTestApp();
  editor = await loginStaff(t, { username: 'rita', first_name: 'Rita', role: 'editor' });
  admin = await loginStaff(t, { username: 'arno', first_name: 'Arno', role: 'admin' });
});
afterAll(async () => t.close());

/** The form's current version, read the way a browser does: from the change page. */
async function versionOf(path: string, id: number, cookies: Record<string, string>): Promise<string> {
  const page = await t.app.inject({ url: `/admin/${path}/${id}/change/`, cookies });
  expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
  const version = /name="version" value="(\d+)"/.exec(page.body)?.[1];
  if (!version) throw new Error(`no version on the ${path} change page`);
  return version;
}

interface Case {
  path: string;
  table: string;
  role: 'editor' | 'admin';
  /** A unique word the search must find. */
  word: string;
  create: Record<string, unknown>;
  change: Record<string, unknown>;
  /** A body the contract refuses, and the field it names. */
  invalid: Record<string, unknown>;
  invalidField: string;
  /** Makes something use the record (delete refused); returns how to undo it. */
  use?: (id: number) => Promise<() => Promise<void>>;
  /** Records the case needs first; their numbers go into the create and change bodies. */
  prepare?: () => Promise<Record<string, unknown>>;
  /** The German slug the record gets from its name, when it makes one (src/domain/slug.ts). */
  slug?: string;
}

const uniq = () => Math.random().toString(36).slice(2, 8);
const w = (prefix: string) => `${prefix}${uniq()}`;

async function anyEvent() {
  return (await t.app.db.selectFrom('events').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
}

const taxonomy = (path: string, table: string, use: Case['use']): Case => {
  const word = w('tax');
  return {
    path,
    table,
    role: 'editor',
    word,
    create: { name_de: `Neu ${word}`, name_en: 'New', slug_de: `neu-${word}`, position: '3' },
    change: { name_de: `Geändert ${word}`, slug_de: `geaendert-${word}`, position: 4 },
    invalid: { name_de: '', slug_de: 'Kein Slug!', position: 'viele' },
    invalidField: 'slug_de',
    use,
  };
};

const CASES: Case[] = [
  (() => {
    const word = w('loge');
    return {
      path: 'seat-groups',
      table: 'seat_groups',
      role: 'editor' as const,
      word,
      create: { seat_group: `Z${word}`, text_de: `Loge ${word}`, capacity: '10', status: '1' },
      change: { seat_group: `Z${word}`, text_de: `Loge ${word}`, capacity: '12', status: '0' },
      invalid: { seat_group: 'Z', text_de: 'Loge', capacity: '-5', status: '1' },
      invalidField: 'capacity',
      prepare: async () => ({ event_id: String(await anyEvent()) }),
    };
  })(),
  (() => {
    const word = w('preis');
    return {
      path: 'prices',
      table: 'prices',
      role: 'editor' as const,
      word,
      create: { sale_type_id: '7', text_de: `Preis ${word}`, amount: '19,50' },
      change: { sale_type_id: '7', text_de: `Preis ${word}`, amount: '21' },
      invalid: { sale_type_id: '7', text_de: 'Preis', amount: 'gratis' },
      invalidField: 'amount',
      prepare: async () => {
        const group = await t.app.db
          .insertInto('seat_groups')
          .values({
            event_id: await anyEvent(),
            seat_group: `P${word}`,
            text: JSON.stringify({ de: 'Galerie' }),
            capacity: 5,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { seat_group_id: String(group.id) };
      },
    };
  })(),
  {
    path: 'timeslots',
    table: 'timeslots',
    role: 'editor',
    word: '',
    create: { time_start: '06:17', capacity: '20', block_id: '917', status: '1' },
    change: { time_start: '06:19', capacity: '20', block_id: '917', status: '1' },
    invalid: { time_start: '10:30', block_id: '1', status: '1', event_id: '999999' },
    invalidField: 'event_id',
    prepare: async () => ({ event_id: String(await anyEvent()) }),
  },
  (() => {
    const word = w('menu');
    return {
      path: 'menus',
      table: 'menu_entries',
      role: 'editor' as const,
      word,
      create: {
        locale: 'de',
        menu: 'footer',
        title: `Impressum ${word}`,
        url: '/de/impressum',
        position: '9',
      },
      change: { locale: 'de', menu: 'footer', title: `Impressum ${word}`, url: '/de/impressum-neu' },
      invalid: { locale: 'de', menu: 'sidebar', title: 'x', url: 'javascript:alert(1)' },
      invalidField: 'url',
      use: async (id: number) => {
        const child = await t.app.db
          .insertInto('menu_entries')
          .values({
            locale: 'de',
            menu: 'footer',
            parent_id: id,
            position: 0,
            title: 'Kind',
            url: '/de/kind',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return async () => {
          await t.app.db.deleteFrom('menu_entries').where('id', '=', child.id).execute();
        };
      },
    };
  })(),
  (() => {
    const word = w('vh');
    return {
      path: 'venue-hours',
      table: 'venue_opening_hours',
      role: 'editor' as const,
      word: `Haus ${word}`,
      create: { venue_id: '', weekday: '5', time_from: '10:00', time_to: '16:00' },
      change: { venue_id: '', weekday: '5', time_from: '11:00', time_to: '16:00' },
      invalid: { venue_id: '999999', weekday: '5', time_from: '10:00', time_to: '16:00' },
      invalidField: 'venue_id',
      prepare: async () => {
        const venue = await t.app.db
          .insertInto('venues')
          .values({
            name: JSON.stringify({ de: `Haus ${word}` }),
            slug: JSON.stringify({ de: `haus-${word}` }),
            address: JSON.stringify({ street: 'A 1', postal_code: '1', city: 'B' }),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { venue_id: String(venue.id) };
      },
    };
  })(),
  ...(['productions', 'series'] as const).map((path): Case => {
    const word = w(path);
    const column = path === 'productions' ? 'production_id' : 'series_id';
    return {
      path,
      table: path,
      role: 'editor',
      word,
      create: { name_de: `Stück & Kılıç ${word}`, description_de: '<p>Text</p>', is_online: true },
      slug: `stueck-und-kilic-${word.toLowerCase()}`,
      change: { name_de: `Stück neu ${word}`, is_online: true },
      invalid:
        path === 'productions'
          ? { name_de: 'x', contributors: '999999; Regie' }
          : { name_de: 'x'.repeat(201) },
      invalidField: path === 'productions' ? 'contributors' : 'name_de',
      use: async (id) => {
        const event = await anyEvent();
        const before = await t.app.db
          .selectFrom('events')
          .select(column)
          .where('id', '=', event)
          .executeTakeFirstOrThrow();
        await t.app.db
          .updateTable('events')
          .set({ [column]: id })
          .where('id', '=', event)
          .execute();
        return async () => {
          await t.app.db.updateTable('events').set(before).where('id', '=', event).execute();
        };
      },
    };
  }),
  taxonomy('genres', 'genres', async (id) => {
    const event = await anyEvent();
    const before = await t.app.db
      .selectFrom('events')
      .select('genre_id')
      .where('id', '=', event)
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('events').set({ genre_id: id }).where('id', '=', event).execute();
    return async () => {
      await t.app.db
        .updateTable('events')
        .set({ genre_id: before.genre_id })
        .where('id', '=', event)
        .execute();
    };
  }),
  taxonomy('tags', 'event_tags', async (id) => {
    const event = await anyEvent();
    await t.app.db.insertInto('event_tag_links').values({ event_id: event, tag_id: id }).execute();
    return async () => {
      await t.app.db.deleteFrom('event_tag_links').where('tag_id', '=', id).execute();
    };
  }),
  taxonomy('seasons', 'seasons', undefined),
  taxonomy('person-categories', 'person_categories', async (id) => {
    const person = await t.app.db
      .insertInto('persons')
      .values({ name: 'Link Person', slug: JSON.stringify({ de: 'link-person' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('person_category_links')
      .values({ person_id: person.id, category_id: id })
      .execute();
    return async () => {
      await t.app.db.deleteFrom('persons').where('id', '=', person.id).execute();
    };
  }),
  (() => {
    const word = w('person');
    return {
      path: 'persons',
      table: 'persons',
      role: 'editor' as const,
      word,
      create: {
        name: `Erika ${word}`,
        slug_de: `erika-${word}`,
        function_de: 'Intendantin',
        biography_de: '<p>Hallo <script>alert(1)</script><b>fett</b></p>',
        is_online: 'on',
      },
      change: { name: `Erika M. ${word}`, slug_de: `erika-${word}`, function_de: 'Dramaturgin' },
      invalid: { name: 42, slug_de: 'ok' },
      invalidField: 'name',
      use: async (id: number) => {
        const event = await anyEvent();
        await t.app.db
          .insertInto('contributions')
          .values({
            event_id: event,
            production_id: null,
            person_id: id,
            role: JSON.stringify({ de: 'Regie' }),
          })
          .execute();
        return async () => {
          await t.app.db.deleteFrom('contributions').where('person_id', '=', id).execute();
        };
      },
    };
  })(),
  (() => {
    const word = w('venue');
    return {
      path: 'venues',
      table: 'venues',
      role: 'editor' as const,
      word,
      create: {
        name_de: `Haus ${word}`,
        slug_de: `haus-${word}`,
        street: 'Hauptstr. 1',
        postal_code: '10115',
        city: 'Berlin',
        latitude: '52.5',
        longitude: '13.4',
        is_online: true,
      },
      change: {
        name_de: `Haus ${word}`,
        slug_de: `haus-${word}`,
        street: 'Nebenstr. 2',
        postal_code: '10115',
        city: 'Berlin',
      },
      invalid: { name_de: 'x', slug_de: 'x', street: '', postal_code: '1', city: 'B', latitude: 'north' },
      invalidField: 'latitude',
      use: async (id: number) => {
        const room = await t.app.db
          .insertInto('rooms')
          .values({
            name: JSON.stringify({ de: 'Saal' }),
            slug: JSON.stringify({ de: 'saal' }),
            capacity: 10,
            venue_id: id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return async () => {
          await t.app.db.deleteFrom('rooms').where('id', '=', room.id).execute();
        };
      },
    };
  })(),
  (() => {
    const word = w('room');
    return {
      path: 'rooms',
      table: 'rooms',
      role: 'editor' as const,
      word,
      create: { name_de: `Saal ${word}`, slug_de: `saal-${word}`, capacity: '120' },
      change: { name_de: `Saal ${word}`, slug_de: `saal-${word}`, capacity: '80' },
      // The number of a venue that does not exist: an id of no record (issue 18 "Bad input").
      invalid: { name_de: 'Saal', slug_de: 'saal', venue_id: '999999' },
      invalidField: 'venue_id',
      use: async (id: number) => {
        const event = await anyEvent();
        const before = await t.app.db
          .selectFrom('events')
          .select('room_id')
          .where('id', '=', event)
          .executeTakeFirstOrThrow();
        await t.app.db.updateTable('events').set({ room_id: id }).where('id', '=', event).execute();
        return async () => {
          await t.app.db
            .updateTable('events')
            .set({ room_id: before.room_id })
            .where('id', '=', event)
            .execute();
        };
      },
    };
  })(),
  (() => {
    const word = w('redirect');
    return {
      path: 'redirects',
      table: 'redirects',
      role: 'admin' as const,
      word,
      create: { old_path: `/alt/${word}`, new_path: '/de/programm' },
      change: { old_path: `/alt/${word}`, new_path: '/de/kontakt' },
      invalid: { old_path: `/alt/${word}-x`, new_path: '//evil.example/' },
      invalidField: 'new_path',
    };
  })(),
  (() => {
    const word = w('alert');
    return {
      path: 'alerts',
      table: 'breaking_news',
      role: 'editor' as const,
      word,
      create: {
        locale: 'de',
        title: `Achtung ${word}`,
        text: 'Heute geschlossen.',
        link_url: '/de/kontakt',
        is_active: 'on',
      },
      change: { locale: 'en', title: `Attention ${word}`, text: 'Closed today.' },
      invalid: { locale: 'fr', title: 'x', text: 'y', link_url: 'javascript:alert(1)' },
      invalidField: 'link_url',
    };
  })(),
  {
    path: 'opening-hours',
    table: 'opening_hours',
    role: 'editor',
    word: '',
    create: { weekday: '2', time_from: '10:00', time_to: '18:00' },
    change: { weekday: '2', time_from: '11:00', time_to: '19:00' },
    invalid: { weekday: '9', time_from: '25:00', time_to: '18:00' },
    invalidField: 'time_from',
  },
  {
    path: 'opening-hours-exceptions',
    table: 'opening_hours_exceptions',
    role: 'editor',
    word: '2027-12-24',
    create: {
      date: '2027-12-24',
      time_from: '00:00',
      time_to: '23:59',
      closed: 'on',
      note_de: 'Heiligabend',
    },
    change: { date: '2027-12-24', time_from: '10:00', time_to: '14:00', note_de: 'Kurz geöffnet' },
    invalid: { date: '2027-02-30', time_from: '10:00', time_to: '14:00' },
    invalidField: 'date',
  },
  (() => {
    const word = w('artikel');
    return {
      path: 'articles',
      table: 'articles',
      role: 'editor' as const,
      word,
      create: {
        name_de: `Artikel ${word}`,
        slug_de: `artikel-${word}`,
        author: 'Anna',
        publication_date: '2026-11-19T09:30',
        is_online: true,
      },
      change: {
        name_de: `Artikel neu ${word}`,
        slug_de: `artikel-${word}`,
        publication_date: '2026-11-20T10:00',
        is_online: false,
      },
      invalid: { name_de: ['kein', 'Text'], slug_de: 'x' },
      invalidField: 'name_de',
    };
  })(),
  (() => {
    const word = w('kat');
    return {
      path: 'article-categories',
      table: 'article_categories',
      role: 'editor' as const,
      word,
      create: { name_de: `Kategorie ${word}`, slug_de: `kat-${word}` },
      change: { name_de: `Kategorie neu ${word}`, slug_de: `kat-${word}` },
      invalid: { name_de: 'x', slug_de: 'Ä Ö' },
      invalidField: 'slug_de',
      use: async (id: number) => {
        const article = await t.app.db
          .selectFrom('articles')
          .select(['id', 'category_id'])
          .orderBy('id')
          .executeTakeFirstOrThrow();
        await t.app.db
          .updateTable('articles')
          .set({ category_id: id })
          .where('id', '=', article.id)
          .execute();
        return async () => {
          await t.app.db
            .updateTable('articles')
            .set({ category_id: article.category_id })
            .where('id', '=', article.id)
            .execute();
        };
      },
    };
  })(),
];

const count = async (table: string) =>
  Number(
    (
      await t.app.db
        // biome-ignore lint/suspicious/noExplicitAny: the table is the case's, named at run time.
        .selectFrom(table as any)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(CASES)('/admin/$path/', (c) => {
  const cookies = () => (c.role === 'admin' ? admin.cookies : editor.cookies);
  let id = 0;

  it('creates a record from the add form (201), refusing bad input with field messages and saving nothing', async () => {
    if (c.prepare) {
      const extra = await c.prepare();
      Object.assign(c.create, extra);
      Object.assign(c.change, extra);
    }
    const before = await count(c.table);
    const bad = await t.write({
      method: 'POST',
      url: `/admin/${c.path}/add/`,
      headers: json,
      cookies: cookies(),
      payload: c.invalid,
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().fields, bad.body).toHaveProperty(c.invalidField);
    expect(await count(c.table)).toBe(before);

    const page = await t.app.inject({ url: `/admin/${c.path}/add/`, cookies: cookies() });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="/admin/${c.path}/add/"`);

    const created = await t.write({
      method: 'POST',
      url: `/admin/${c.path}/add/`,
      headers: json,
      cookies: cookies(),
      payload: c.create,
    });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().id;
    expect(await count(c.table)).toBe(before + 1);
    if (c.slug) {
      const { slug } = await t.app.db
        .selectFrom(c.table as 'productions')
        .select('slug')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect((slug as { de?: string }).de).toBe(c.slug);
    }
  });

  it('finds the new record with the list search and links its change page', async () => {
    const list = await t.app.inject({
      url: `/admin/${c.path}/?q=${encodeURIComponent(c.word)}`,
      cookies: cookies(),
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`/admin/${c.path}/${id}/change/`);
    const none = await t.app.inject({
      url: `/admin/${c.path}/?q=nichts-findet-das-${uniq()}`,
      cookies: cookies(),
    });
    expect(none.body).not.toContain(`/admin/${c.path}/${id}/change/`);
    const sorted = await t.app.inject({ url: `/admin/${c.path}/?sort=-id&page=1`, cookies: cookies() });
    expect(sorted.statusCode).toBe(200);
    expect(sorted.body).toContain('aria-sort="descending"');
  });

  it('changes the record; a stale version answers 409 and overwrites nothing; bad input 400', async () => {
    const version = await versionOf(c.path, id, cookies());
    const bad = await t.write({
      method: 'POST',
      url: `/admin/${c.path}/${id}/change/`,
      headers: json,
      cookies: cookies(),
      payload: { ...c.invalid, version },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().fields).toHaveProperty(c.invalidField);
    expect(await versionOf(c.path, id, cookies())).toBe(version);

    const saved = await t.write({
      method: 'POST',
      url: `/admin/${c.path}/${id}/change/`,
      headers: json,
      cookies: cookies(),
      payload: { ...c.change, version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await versionOf(c.path, id, cookies());
    expect(after).not.toBe(version);

    const stale = await t.write({
      method: 'POST',
      url: `/admin/${c.path}/${id}/change/`,
      headers: json,
      cookies: cookies(),
      payload: { ...c.create, version },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(await versionOf(c.path, id, cookies())).toBe(after);

    // The browser's 409: the form again with the record as it is now.
    const staleForm = await t.write({
      method: 'POST',
      url: `/admin/${c.path}/${id}/change/`,
      cookies: cookies(),
      payload: { ...c.create, version },
    });
    expect(staleForm.statusCode).toBe(409);
    expect(staleForm.body).toContain(`name="version" value="${after}"`);
  });

  it('refuses to delete the record while it is used, then deletes it after the confirmation page', async () => {
    if (c.use) {
      const undo = await c.use(id);
      const page = await t.app.inject({ url: `/admin/${c.path}/${id}/delete/`, cookies: cookies() });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('name="version"');
      const refused = await t.write({
        method: 'POST',
        url: `/admin/${c.path}/${id}/delete/`,
        headers: json,
        cookies: cookies(),
        payload: { version: await versionOf(c.path, id, cookies()) },
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(await versionOf(c.path, id, cookies())).toBeTruthy();
      await undo();
    }
    const page = await t.app.inject({ url: `/admin/${c.path}/${id}/delete/`, cookies: cookies() });
    expect(page.statusCode).toBe(200);
    const version = /name="version" value="(\d+)"/.exec(page.body)?.[1];
    expect(version).toBeTruthy();
    const stale = await t.write({
      method: 'POST',
      url: `/admin/${c.path}/${id}/delete/`,
      headers: json,
      cookies: cookies(),
      payload: { version: '1' },
    });
    expect(stale.statusCode).toBe(409);
    const deleted = await t.write({
      method: 'POST',
      url: `/admin/${c.path}/${id}/delete/`,
      cookies: cookies(),
      payload: { version },
    });
    expect(deleted.statusCode).toBe(303);
    expect(deleted.headers.location).toBe(`/admin/${c.path}/?deleted`);
    const gone = await t.app.inject({ url: `/admin/${c.path}/${id}/change/`, cookies: cookies() });
    expect(gone.statusCode).toBe(404);
  });

  it('wrote create, change and delete to the admin change log', async () => {
    const log = (await recentAdminChanges(t.app.db, 500)).filter(
      (e) => e.record_type === c.path && e.record_id === id,
    );
    expect(log.map((entry) => entry.action)).toEqual(['delete', 'change', 'create']);
    expect(log[1]?.fields.length).toBeGreaterThan(0);
    expect(log[0]?.username).toBe(c.role === 'admin' ? 'arno' : 'rita');
  });

  if (c.role === 'admin')
    it('is for admins only: an editor gets 403', async () => {
      const page = await t.app.inject({ url: `/admin/${c.path}/`, cookies: editor.cookies });
      expect(page.statusCode).toBe(403);
      const write = await t.write({
        method: 'POST',
        url: `/admin/${c.path}/add/`,
        headers: json,
        cookies: editor.cookies,
        payload: c.create,
      });
      expect(write.statusCode).toBe(403);
    });
});

describe('visitors', () => {
  it('are sent to the login from every admin list, and get 401 for a write', async () => {
    for (const c of CASES) {
      const page = await t.app.inject({ url: `/admin/${c.path}/` });
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toMatch(/\/login\?next=/);
      const write = await t.write({
        method: 'POST',
        url: `/admin/${c.path}/add/`,
        headers: json,
        payload: c.create,
      });
      expect(write.statusCode).toBe(401);
    }
  });
});

describe('site and design settings (admins only, one row each)', () => {
  it('changes the site settings and refuses an editor', async () => {
    const row = await t.app.db.selectFrom('site_settings').select('id').orderBy('id').executeTakeFirst();
    if (!row) return;
    expect(
      (await t.app.inject({ url: `/admin/site-settings/${row.id}/change/`, cookies: editor.cookies }))
        .statusCode,
    ).toBe(403);
    const version = await versionOf('site-settings', row.id, admin.cookies);
    const saved = await t.write({
      method: 'POST',
      url: `/admin/site-settings/${row.id}/change/`,
      headers: json,
      cookies: admin.cookies,
      payload: { version, is_site_online: true, is_shop_online: false, html_header: '<meta name="x">' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await t.app.db
      .selectFrom('site_settings')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(stored.is_shop_online).toBe(false);
    // No create, no delete for a table of one row.
    expect(
      (await t.app.inject({ url: '/admin/site-settings/add/', cookies: admin.cookies })).statusCode,
    ).not.toBe(200);
  });

  it('refuses design settings that are not a JSON object (400), nothing saved', async () => {
    const row = await t.app.db
      .selectFrom('design_settings')
      .select(['id', 'data'])
      .orderBy('id')
      .executeTakeFirst();
    if (!row) return;
    const version = await versionOf('design-settings', row.id, admin.cookies);
    const bad = await t.write({
      method: 'POST',
      url: `/admin/design-settings/${row.id}/change/`,
      headers: json,
      cookies: admin.cookies,
      payload: { version, data: '[1, 2' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('data');
    const ok = await t.write({
      method: 'POST',
      url: `/admin/design-settings/${row.id}/change/`,
      headers: json,
      cookies: admin.cookies,
      payload: { version, data: JSON.stringify({ ...row.data, accent: '#aa0000' }) },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('/admin/events/add/ (issue 18: an event with seat groups and prices can be booked)', () => {
  const form = {
    name_de: 'Admin-Premiere',
    name_en: 'Admin premiere',
    date_start: '2026-11-27T20:00',
    status: '1',
    is_online: 'on',
    seat_groups: 'Parkett; 50; Vollpreis: 24; Ermäßigt: 12,50\nRang; 4; Vollpreis: 18',
  };

  it('refuses seat groups without prices, a start that is no date and a room of no record; nothing saved', async () => {
    const before = await count('events');
    const bad = await t.write({
      method: 'POST',
      url: '/admin/events/add/',
      headers: json,
      cookies: editor.cookies,
      payload: { ...form, date_start: '2026-13-01T20:00', seat_groups: 'Parkett; 50' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['date_start', 'seat_groups']));
    const room = await t.write({
      method: 'POST',
      url: '/admin/events/add/',
      headers: json,
      cookies: editor.cookies,
      payload: { ...form, room_id: '999999' },
    });
    expect(room.statusCode).toBe(400);
    expect(room.json().fields).toHaveProperty('room_id');
    expect(await count('events')).toBe(before);
    expect(await count('seat_groups')).toBeGreaterThan(0);
  });

  it('creates the event with two seat groups; it is in the programme and can be booked; delete is refused while booked', async () => {
    const page = await t.app.inject({ url: '/admin/events/add/', cookies: editor.cookies });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="seat_groups"');
    const created = await t.write({
      method: 'POST',
      url: '/admin/events/add/',
      cookies: editor.cookies,
      payload: form,
    });
    expect(created.statusCode, created.body).toBe(303);
    const id = Number(/\/admin\/events\/(\d+)\/change\//.exec(created.headers.location ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    const groups = await t.app.db
      .selectFrom('seat_groups')
      .select(['id', 'seat_group', 'capacity'])
      .where('event_id', '=', id)
      .orderBy('position')
      .execute();
    expect(groups.map((g) => [g.seat_group, g.capacity])).toEqual([
      ['G1', 50],
      ['G2', 4],
    ]);
    const prices = await t.app.db
      .selectFrom('prices')
      .select(['amount'])
      .where(
        'seat_group_id',
        'in',
        groups.map((g) => g.id),
      )
      .orderBy('seat_group_id')
      .orderBy('position')
      .execute();
    expect(prices.map((p) => Number(p.amount))).toEqual([24, 12.5, 18]);

    const groupsPage = await t.app.inject({
      url: `/admin/seat-groups/?f_event=${id}`,
      cookies: editor.cookies,
    });
    expect(groupsPage.body).toContain('Parkett');
    expect(groupsPage.body).toContain('2 Einträge');
    const eventsList = await t.app.inject({
      url: '/admin/events/?q=Admin-Premiere',
      cookies: editor.cookies,
    });
    expect(eventsList.body).toContain(`/admin/seat-groups/?f_event=${id}`);

    const programme = await t.app.inject({ url: '/de/api/events/?date=27-11-2026' });
    expect(programme.statusCode).toBe(200);
    expect((programme.json().results as Array<{ id: number }>).map((e) => e.id)).toContain(id);

    const booked = await t.write({
      method: 'POST',
      url: '/api/shop-cart/',
      payload: { event_jet_id: `ADMIN-${id}`, seat_group: 'G1', sale_type_ids: [1, 2], quantities: [1, 1] },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().tickets_quantity).toBe(2);

    const version = await versionOf('events', id, editor.cookies);
    const refused = await t.write({
      method: 'POST',
      url: `/admin/events/${id}/delete/`,
      headers: json,
      cookies: editor.cookies,
      payload: { version },
    });
    expect(refused.statusCode).toBe(409);
    const log = (await recentAdminChanges(t.app.db, 50)).filter(
      (e) => e.record_type === 'events' && e.record_id === id,
    );
    expect(log.map((e) => e.action)).toEqual(['create']);
    expect(log[0]?.fields).toEqual(expect.arrayContaining(['name_de', 'seat_groups']));
  });
});

describe('the auth matrix of the admin areas, generated from areas.ts and the route table (issue 18 item 6)', () => {
  it('guards every route of every area by its role: pages redirect visitors, writes answer 401, admin areas 403 for editors', async () => {
    const { ADMIN_AREAS } = await import('./admin/areas');
    for (const area of ADMIN_AREAS) {
      const routes = t.app.routeTable.filter(
        (route) => route.url.startsWith(`/admin/${area.path}/`) && route.method !== 'HEAD',
      );
      expect(routes.length, area.path).toBeGreaterThan(0);
      for (const route of routes) {
        const write = route.method !== 'GET';
        // Pages send visitors to the login; writes and downloads (a form's CSV) answer 401.
        const allowed =
          area.role === 'admin'
            ? write
              ? ['requireAdmin']
              : ['requireAdminPage', 'requireAdmin']
            : write
              ? ['requireStaff']
              : ['requireStaffPage', 'requireStaff'];
        expect(
          route.guards.some((guard) => allowed.includes(guard)),
          `${route.method} ${route.url}: ${route.guards.join(', ')}`,
        ).toBe(true);
      }
      const list = await t.app.inject({ url: `/admin/${area.path}/` });
      expect(list.statusCode, area.path).toBe(303);
      const asEditor = await t.app.inject({ url: `/admin/${area.path}/`, cookies: editor.cookies });
      expect(asEditor.statusCode, area.path).toBe(area.role === 'admin' ? 403 : 200);
      const asAdmin = await t.app.inject({ url: `/admin/${area.path}/`, cookies: admin.cookies });
      expect(asAdmin.statusCode, area.path).toBe(200);
    }
  });
});

describe("the detail pages' staff toolbar links (issue 18: each record's change page)", () => {
  it('leads from every detail route the toolbar knows to an existing change page', async () => {
    const { adminChangeLink } = await import('../../src/domain/admin-links');
    const person = await t.app.db
      .insertInto('persons')
      .values({ name: 'Toolbar Person', slug: JSON.stringify({ de: 'toolbar' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const venue = await t.app.db
      .insertInto('venues')
      .values({
        name: JSON.stringify({ de: 'Toolbar Haus' }),
        slug: JSON.stringify({ de: 'toolbar-haus' }),
        address: JSON.stringify({ street: 'A 1', postal_code: '1', city: 'B' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = await anyEvent();
    const article = (
      await t.app.db.selectFrom('articles').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    for (const path of [
      `/de/team/toolbar/${person.id}`,
      `/de/venues/toolbar-haus/${venue.id}`,
      `/de/programm/x/${event}`,
      `/de/news/x/${article}`,
    ]) {
      const link = adminChangeLink(path, 'de');
      expect(link, path).not.toBeNull();
      const page = await t.app.inject({ url: link?.url ?? '', cookies: editor.cookies });
      expect(page.statusCode, `${path} → ${link?.url}`).toBe(200);
    }
  });
});

describe('staff accounts: create and delete (admins only)', () => {
  it('creates an account, deletes it after the confirmation page, refuses one’s own, and logs both', async () => {
    const created = await t.write({
      method: 'POST',
      url: '/admin/users/',
      headers: json,
      cookies: admin.cookies,
      payload: {
        username: 'weg',
        email: 'weg@foyer.example',
        role: 'editor',
        password: 'a-long-enough-password',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const asEditor = await t.write({
      method: 'POST',
      url: `/admin/users/${id}/delete/`,
      headers: json,
      cookies: editor.cookies,
    });
    expect(asEditor.statusCode).toBe(403);
    const page = await t.app.inject({ url: `/admin/users/${id}/delete/`, cookies: admin.cookies });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('weg@foyer.example');
    const deleted = await t.write({
      method: 'POST',
      url: `/admin/users/${id}/delete/`,
      cookies: admin.cookies,
      payload: {},
    });
    expect(deleted.statusCode).toBe(303);
    expect(
      await t.app.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    const me = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'arno')
      .executeTakeFirstOrThrow();
    const own = await t.write({
      method: 'POST',
      url: `/admin/users/${me.id}/delete/`,
      headers: json,
      cookies: admin.cookies,
    });
    expect(own.statusCode).toBe(400);
    expect(
      await t.app.db.selectFrom('users').select('id').where('id', '=', me.id).executeTakeFirst(),
    ).toBeDefined();
    const log = (await recentAdminChanges(t.app.db, 100)).filter(
      (e) => e.record_type === 'users' && e.record_id === id,
    );
    expect(log.map((e) => e.action)).toEqual(['delete', 'create']);
  });
});

describe('menus: an entry cannot be put under itself or its own child', () => {
  it('answers 400 on parent_id and changes nothing', async () => {
    const db = t.app.db;
    const top = await db
      .insertInto('menu_entries')
      .values({ locale: 'de', menu: 'menu', parent_id: null, position: 0, title: 'Oben', url: '/de/oben' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const child = await db
      .insertInto('menu_entries')
      .values({
        locale: 'de',
        menu: 'menu',
        parent_id: top.id,
        position: 0,
        title: 'Unten',
        url: '/de/unten',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const parent of [top.id, child.id]) {
      const version = await versionOf('menus', top.id, editor.cookies);
      const moved = await t.write({
        method: 'POST',
        url: `/admin/menus/${top.id}/change/`,
        headers: json,
        cookies: editor.cookies,
        payload: {
          version,
          locale: 'de',
          menu: 'menu',
          title: 'Oben',
          url: '/de/oben',
          parent_id: String(parent),
        },
      });
      expect(moved.statusCode, moved.body).toBe(400);
      expect(moved.json().fields).toHaveProperty('parent_id');
      expect(await versionOf('menus', top.id, editor.cookies)).toBe(version);
    }
  });
});

describe('plain HTML forms (no JavaScript): urlencoded bodies, the error summary linked to the fields', () => {
  it('shows the form again with an error summary, aria-invalid and the sent values (400), then creates', async () => {
    const form = (body: Record<string, string>) =>
      t.write({
        method: 'POST',
        url: '/admin/genres/add/',
        cookies: editor.cookies,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    const bad = await form({ name_de: 'Oper', slug_de: 'Nicht Gut', position: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('text/html');
    expect(bad.body).toContain('href="#field-slug_de"');
    expect(bad.body).toContain('href="#field-position"');
    expect(bad.body).toMatch(
      /id="field-slug_de"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="field-slug_de"/,
    );
    expect(bad.body).toContain('value="Oper"');
    const good = await form({ name_de: 'Oper', slug_de: `oper-${uniq()}`, position: '1' });
    expect(good.statusCode).toBe(303);
    expect(good.headers.location).toMatch(/^\/admin\/genres\/\d+\/change\/\?saved$/);
  });
});

describe('slugs left empty are made from the name (decision 0167)', () => {
  const create = (path: string, payload: Record<string, unknown>) =>
    t.write({ method: 'POST', url: `/admin/${path}/add/`, headers: json, cookies: editor.cookies, payload });
  const slugOf = async (table: 'genres' | 'persons' | 'articles' | 'article_categories', id: number) =>
    (
      await t.app.db
        .selectFrom(table as 'genres')
        .select('slug')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).slug as { de: string; en?: string };

  it('makes both slugs of a named record from its names, in their languages, and keeps a given one', async () => {
    const word = uniq();
    const genre = await create('genres', {
      name_de: `Musiktheater & Tanz ${word}`,
      name_en: `Music theatre & dance ${word}`,
      slug_de: '',
      position: '1',
    });
    expect(genre.statusCode, genre.body).toBe(201);
    expect(await slugOf('genres', genre.json().id)).toMatchObject({
      de: `musiktheater-und-tanz-${word}`,
      en: `music-theatre-and-dance-${word}`,
    });
    // A slug typed by hand is kept as it is.
    const typed = await create('genres', {
      name_de: `Oper ${word}`,
      slug_de: `eigene-${word}`,
      position: '1',
    });
    expect((await slugOf('genres', typed.json().id)).de).toBe(`eigene-${word}`);

    const person = await create('persons', { name: `Elif Yılmaz ${word}`, function_de: 'Regie' });
    expect(person.statusCode, person.body).toBe(201);
    const personSlug = await slugOf('persons', person.json().id);
    expect(personSlug.de).toBe(`elif-yilmaz-${word}`);
    // A person's name is one text: the English address keeps the German slug.
    expect(personSlug.en ?? personSlug.de).toBe(`elif-yilmaz-${word}`);

    const article = await create('articles', {
      name_de: `Die Spielzeit: Ein Überblick ${word}`,
      author: 'Anna',
      publication_date: '2026-11-19T09:30',
      is_online: true,
    });
    expect(article.statusCode, article.body).toBe(201);
    expect((await slugOf('articles', article.json().id)).de).toBe(`die-spielzeit-ein-ueberblick-${word}`);

    const category = await create('article-categories', { name_de: `Großes Haus ${word}` });
    expect(category.statusCode, category.body).toBe(201);
    expect((await slugOf('article_categories', category.json().id)).de).toBe(`grosses-haus-${word}`);
  });

  it('makes a new slug from the changed name when staff empty the field', async () => {
    const word = uniq();
    const created = await create('genres', { name_de: `Alt ${word}`, slug_de: '', position: '1' });
    const id = created.json().id as number;
    const page = await t.app.inject({ url: `/admin/genres/${id}/change/`, cookies: editor.cookies });
    const version = /name="version" value="(\d+)"/.exec(page.body)?.[1];
    const changed = await t.write({
      method: 'POST',
      url: `/admin/genres/${id}/change/`,
      headers: json,
      cookies: editor.cookies,
      payload: { version, name_de: `Neu ${word}`, slug_de: '', position: '1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await slugOf('genres', id)).de).toBe(`neu-${word}`);
  });

  it('says so under the slug fields, linked for screen readers, and does not require them', async () => {
    for (const [path, from] of [
      ['genres', '„Name (deutsch)“'],
      ['persons', '„Name“'],
      ['articles', '„Titel (deutsch)“'],
      ['article-categories', '„Name (deutsch)“'],
    ] as const) {
      const page = await t.app.inject({ url: `/admin/${path}/add/`, cookies: editor.cookies });
      expect(page.statusCode).toBe(200);
      const input = /<input[^>]*id="field-slug_de"[^>]*>/.exec(page.body)?.[0] ?? '';
      expect(input, path).toContain('aria-describedby="field-slug_de-hint"');
      expect(input, path).not.toContain('required');
      expect(page.body, path).toContain(
        `<span id="field-slug_de-hint" class="admin__field-hint">Leer gelassen, wird sie aus ${from} gebildet.</span>`,
      );
    }
  });
});

describe("persons' categories (issue 16): checkboxes on the person form, the list filter", () => {
  it('links the chosen categories, filters the list by one, refuses a category of no record', async () => {
    const db = t.app.db;
    const [first, second] = await db
      .selectFrom('person_categories')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    if (!first || !second) throw new Error('the demo has two person categories');
    const word = w('kategorie');
    const created = await t.write({
      method: 'POST',
      url: '/admin/persons/add/',
      cookies: editor.cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...json },
      payload: `name=Paula+${word}&slug_de=paula-${word}&categories=${first.id}&categories=${second.id}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const linked = async () =>
      (
        await db
          .selectFrom('person_category_links')
          .select('category_id')
          .where('person_id', '=', id)
          .orderBy('category_id')
          .execute()
      ).map((row) => row.category_id);
    expect(await linked()).toEqual([first.id, second.id]);
    const filtered = await t.app.inject({
      url: `/admin/persons/?f_category=${second.id}&q=${word}`,
      cookies: editor.cookies,
    });
    expect(filtered.body).toContain(`/admin/persons/${id}/change/`);

    const version = await versionOf('persons', id, editor.cookies);
    const bad = await t.write({
      method: 'POST',
      url: `/admin/persons/${id}/change/`,
      headers: json,
      cookies: editor.cookies,
      payload: { version, name: `Paula ${word}`, slug_de: `paula-${word}`, categories: ['999999'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('categories');
    expect(await linked()).toEqual([first.id, second.id]);

    const saved = await t.write({
      method: 'POST',
      url: `/admin/persons/${id}/change/`,
      headers: json,
      cookies: editor.cookies,
      payload: { version, name: `Paula ${word}`, slug_de: `paula-${word}`, categories: String(second.id) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await linked()).toEqual([second.id]);
    const none = await t.app.inject({
      url: `/admin/persons/?f_category=${first.id}&q=${word}`,
      cookies: editor.cookies,
    });
    expect(none.body).not.toContain(`/admin/persons/${id}/change/`);
    const page = await t.app.inject({ url: `/admin/persons/${id}/change/`, cookies: editor.cookies });
    expect(page.body).toMatch(
      new RegExp(`value="${second.id}"[^>]*checked|checked[^>]*value="${second.id}"`),
    );
  });
});

describe("a person's portrait and a venue's image (the image field)", () => {
  it('sets, keeps the size of, and removes a portrait the person page shows; refuses it without alt text', async () => {
    const db = t.app.db;
    const word = w('portraet');
    const created = await t.write({
      method: 'POST',
      url: '/admin/persons/add/',
      cookies: editor.cookies,
      headers: json,
      payload: {
        name: `Jonas ${word}`,
        slug_de: `jonas-${word}`,
        portrait_url: '/media/portrait-2.jpg',
        portrait_alt_de: 'Jonas lacht in die Kamera',
        is_online: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const stored = async () =>
      (await db.selectFrom('persons').select('portrait').where('id', '=', id).executeTakeFirstOrThrow())
        .portrait;
    expect(await stored()).toEqual({
      url: '/media/portrait-2.jpg',
      alt: { de: 'Jonas lacht in die Kamera' },
    });
    const visitor = await t.app.inject({ url: `/de/team/jonas-${word}/${id}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toMatch(
      /<img[^>]*src="\/media\/portrait-2\.jpg"[^>]*alt="Jonas lacht in die Kamera"/,
    );

    // The form shows the portrait's fields with their values and a preview.
    const form = await t.app.inject({ url: `/admin/persons/${id}/change/`, cookies: editor.cookies });
    expect(form.body).toContain('<legend>Porträt</legend>');
    expect(form.body).toMatch(/name="portrait_url"[^>]*value="\/media\/portrait-2\.jpg"/);
    expect(form.body).toContain('class="admin__image-preview" src="/media/portrait-2.jpg"');

    // A new alt text keeps what the stored image knows beyond the form (its size).
    await db
      .updateTable('persons')
      .set({
        portrait: JSON.stringify({
          url: '/media/portrait-2.jpg',
          alt: { de: 'alt' },
          width: 600,
          height: 800,
        }) as never,
      })
      .where('id', '=', id)
      .execute();
    const change = async (fields: Record<string, string>) =>
      t.write({
        method: 'POST',
        url: `/admin/persons/${id}/change/`,
        headers: json,
        cookies: editor.cookies,
        payload: {
          version: await versionOf('persons', id, editor.cookies),
          name: `Jonas ${word}`,
          slug_de: `jonas-${word}`,
          ...fields,
        },
      });
    const realt = await change({
      portrait_url: '/media/portrait-2.jpg',
      portrait_alt_de: 'Jonas im Foyer',
      portrait_alt_en: 'Jonas in the foyer',
    });
    expect(realt.statusCode, realt.body).toBe(200);
    expect(await stored()).toEqual({
      url: '/media/portrait-2.jpg',
      alt: { de: 'Jonas im Foyer', en: 'Jonas in the foyer' },
      width: 600,
      height: 800,
    });

    // Without German alt text, or with an address of no allowed kind: 400 on the field, nothing lost.
    const noAlt = await change({ portrait_url: '/media/portrait-3.jpg' });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().fields).toHaveProperty('portrait_alt_de');
    const script = await change({ portrait_url: 'javascript:alert(1)', portrait_alt_de: 'x' });
    expect(script.statusCode).toBe(400);
    expect(script.json().fields).toHaveProperty('portrait_url');
    expect((await stored())?.url).toBe('/media/portrait-2.jpg');

    // An empty address removes the portrait.
    const removed = await change({ portrait_url: '' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await stored()).toBeNull();
  });

  it("gives a venue's form its image", async () => {
    const venue = await t.app.db.selectFrom('venues').select('id').orderBy('id').executeTakeFirstOrThrow();
    const form = await t.app.inject({ url: `/admin/venues/${venue.id}/change/`, cookies: editor.cookies });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<legend>Bild</legend>');
    expect(form.body).toContain('name="image_alt_de"');
  });
});

describe('rich text fields in the editor element (decision 0173)', () => {
  /** The server's textarea of `name` inside `<foyer-rich-text-field>`, with its attributes. */
  const wrapped = (name: string) =>
    new RegExp(
      `<foyer-rich-text-field locale="de"><textarea ([^>]*name="${name}"[^>]*)>[^<]*</textarea></foyer-rich-text-field>`,
    );

  it("wraps a person's biography and a venue's description, not their plain text areas", async () => {
    const person = await t.app.db.selectFrom('persons').select('id').orderBy('id').executeTakeFirstOrThrow();
    const personForm = await t.app.inject({
      url: `/admin/persons/${person.id}/change/`,
      cookies: editor.cookies,
    });
    expect(personForm.statusCode).toBe(200);
    for (const name of ['biography_de', 'biography_en']) {
      const attributes = wrapped(name).exec(personForm.body)?.[1] ?? '';
      expect(attributes, name).toContain(`id="field-${name}"`);
      // The text's language, by which the editor's link finders offer `/en/…` in the English field.
      expect(attributes, name).toContain(`lang="${name.endsWith('_en') ? 'en' : 'de'}"`);
      // The label names the textarea, which the form posts, as without JavaScript.
      expect(personForm.body).toContain(`<label for="field-${name}">`);
    }
    // The stored HTML is the textarea's text, escaped: the editor starts from it.
    expect(personForm.body).toMatch(/name="biography_de"[^>]*>&lt;p&gt;/);

    const venue = await t.app.db.selectFrom('venues').select('id').orderBy('id').executeTakeFirstOrThrow();
    const venueForm = await t.app.inject({
      url: `/admin/venues/${venue.id}/change/`,
      cookies: editor.cookies,
    });
    expect(venueForm.body).toMatch(wrapped('description_de'));
    expect(venueForm.body).toMatch(wrapped('description_en'));
    // Directions and accessibility are plain text: their textareas stay as they are.
    expect(venueForm.body).toMatch(/<textarea [^>]*name="directions_de"/);
    expect(venueForm.body).not.toMatch(wrapped('directions_de'));
    // Only pages that hold the element load its chunk: the loader defines it by its tag.
    const visitor = await t.app.inject({ url: '/de' });
    expect(visitor.body).not.toContain('foyer-rich-text-field');
  });

  it('keeps aria-invalid and the message on a refused biography inside the element; stores it sanitised', async () => {
    const person = await t.app.db
      .selectFrom('persons')
      .select(['id', 'name'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const version = await versionOf('persons', person.id, editor.cookies);
    const send = (biography: string, sent = version) =>
      t.write({
        method: 'POST',
        url: `/admin/persons/${person.id}/change/`,
        cookies: editor.cookies,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          version: sent,
          name: person.name,
          biography_de: biography,
        }).toString(),
      });
    const refused = await send(`<p>${'x'.repeat(20_001)}</p>`);
    expect(refused.statusCode).toBe(400);
    const attributes = wrapped('biography_de').exec(refused.body)?.[1] ?? '';
    expect(attributes).toContain('aria-invalid="true"');
    expect(attributes).toContain('aria-describedby="field-biography_de-error"');
    expect(refused.body).toContain('id="field-biography_de-error"');
    expect(refused.body).toContain('href="#field-biography_de"');

    // What the editor posts is sanitised on save, the one trust boundary (host/render/sanitize.ts).
    const saved = await send('<p>Neu <strong>fett</strong><script>alert(1)</script></p>');
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(303);
    const stored = await t.app.db
      .selectFrom('persons')
      .select('biography')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.biography)).toContain('<p>Neu <strong>fett</strong></p>');
    expect(JSON.stringify(stored.biography)).not.toContain('script');
  });
});
