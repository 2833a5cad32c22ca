import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import {
  eventChangeSchema,
  namedChangeSchema,
  STATUS_VALUES,
  userChangeSchema,
  userCreateSchema,
} from '../../src/contract/admin';
import type { Locale } from '../../src/contract/common';
import {
  EVENT_FINDER_PAGE_SIZE,
  type EventFinderAnswer,
  eventFinderQuerySchema,
  finderQuerySchema,
} from '../../src/contract/editor';
import { eventPath } from '../../src/domain/events';
import { ROOT_DIR } from '../config';
import { findEventsByName } from '../db/events/events.repository';
import type { Localised } from '../db/schema';
import { createUser, deleteUserSessions, displayName } from '../db/staff/staff.repository';
import { errorBody, HttpError, parseInput } from '../http/errors';
import { sendPrivateHtml } from '../http/private-html';
import type { StaffUser } from '../plugins/request-context';
import { isLocale } from '../plugins/request-context';
import { sanitizeRichText } from '../render/sanitize';
import { loadFrameData, renderSitePage } from '../render/site-page';

/**
 * The admin change pages (spec: frame §3 "Each detail route maps to an admin change page for its
 * record … to which the toolbar links"; §6 roles). Plain HTML forms that work without JavaScript:
 * every POST carries the CSRF token (field `csrfmiddlewaretoken` or the `X-CSRFToken` header) and
 * the record's `updated_at` as its version, so a save over someone else's change answers 409.
 * Roles: editors and admins change records; only admins manage staff accounts (/admin/users/).
 * A client asking for JSON (`Accept: application/json`) gets `{ error, message, fields }`.
 */

const STATUS_LABEL: Record<(typeof STATUS_VALUES)[number], string> = {
  '1': 'Buchbar',
  '0': 'Ausverkauft / nicht buchbar',
};

type Fields = Record<string, string>;
type Values = Record<string, unknown>;

const localised = (de: string, en: string | undefined): Localised => (en ? { de, en } : { de });
/** A record's version: its last change in whole milliseconds (the column is finer). */
const versionColumn = sql<string>`floor(extract(epoch from updated_at) * 1000)::bigint::text`.as('version');

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json');
}

function validate<T>(schema: z.ZodType<T>, body: unknown): { data: T } | { fields: Fields } {
  const result = schema.safeParse(body ?? {});
  if (result.success) return { data: result.data };
  const fields: Fields = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return { fields };
}

/** 401 without a session; 403 when the role may not do this (spec: frame §6). */
function requireRole(request: FastifyRequest, role: 'editor' | 'admin'): StaffUser {
  const user = request.user;
  if (!user) throw new HttpError(401, 'unauthorized', 'Please log in to use the admin area.');
  if (role === 'admin' && user.role !== 'admin')
    throw new HttpError(403, 'forbidden', 'Only administrators may manage staff accounts.');
  return user;
}

/** Pages: without a session the login page, with `next` back here. */
function pageGuard(request: FastifyRequest, reply: FastifyReply, role: 'editor' | 'admin'): StaffUser | null {
  if (!request.user) {
    void reply.redirect(`/de/login?next=${encodeURIComponent(request.url)}`, 303);
    return null;
  }
  return requireRole(request, role);
}

export async function adminRoutes(app: FastifyInstance) {
  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    title: string,
    body: ReactNode,
    status = 200,
  ) {
    const frame = await loadFrameData(request, 'de');
    const crumbs = [
      { title: 'Startseite', url: '/de' },
      { title: 'Verwaltung', url: '/admin/' },
    ];
    const html = renderSitePage({
      frame,
      siteUrl: app.config.siteUrl,
      title,
      bodyClass: 'page-admin',
      crumbs,
      children: (
        <div className="admin">
          <h1>{title}</h1>
          {body}
        </div>
      ),
    });
    return sendPrivateHtml(reply, html, status);
  }

  /** A failed POST: JSON for API clients, else the form again with the messages by its fields. */
  function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    error: HttpError,
    renderForm: () => Promise<FastifyReply>,
  ) {
    if (wantsJson(request))
      return reply
        .status(error.status)
        .send({ ...error.extra, ...errorBody(error.code, error.message, error.fields) });
    return renderForm();
  }

  /**
   * Someone saved the record after the form was opened (version mismatch): JSON 409 for API
   * clients, else the form again with the current record (or what was sent, if the record is
   * gone) and the conflict message; nothing is overwritten.
   */
  function refuseStale<Row>(
    request: FastifyRequest,
    reply: FastifyReply,
    version: number,
    current: Row | undefined,
    toValues: (row: Row) => Values,
    sent: {
      row: Row;
      body: Values;
      render: (row: Row, values: Values, fields: Fields, status: number) => Promise<FastifyReply>;
    },
  ) {
    const error = staleError(version);
    return refuse(request, reply, error, () =>
      sent.render(current ?? sent.row, current ? toValues(current) : sent.body, { form: error.message }, 409),
    );
  }

  // A form sent after the session ended: a page saying so, with the way back (API clients get the
  // JSON 401 from requireRole).
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.user || wantsJson(request)) return;
    const back = refererPath(request.headers.referer) ?? '/admin/';
    return page(
      request,
      reply,
      'Bitte erneut anmelden',
      <p>
        Ihre Anmeldung ist abgelaufen; die Änderung wurde nicht gespeichert.{' '}
        <a href={`/de/login?next=${encodeURIComponent(back)}`}>Anmelden und zurück zum Formular</a>
      </p>,
      401,
    );
  });

  app.get('/admin', async (request, reply) => {
    const user = pageGuard(request, reply, 'editor');
    if (!user) return reply;
    return page(
      request,
      reply,
      'Verwaltung',
      <ul className="admin__index">
        <li>
          <a href="/admin/events/">Veranstaltungen</a>
        </li>
        <li>
          <a href="/admin/productions/">Produktionen</a>
        </li>
        <li>
          <a href="/admin/series/">Reihen</a>
        </li>
        {user.role === 'admin' ? (
          <li>
            <a href="/admin/users/">Mitarbeitende</a>
          </li>
        ) : null}
      </ul>,
    );
  });

  // --- Finders: the editor's image and link popups (spec: frame §3 "link finder, image finder") ---

  const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

  /** A finder request: a known locale (404), a staff session (401/403), a valid query (400). */
  function finderRequest<T>(request: FastifyRequest, schema: z.ZodType<T>): { locale: Locale; query: T } {
    const { locale } = request.params as { locale: string };
    if (!isLocale(locale)) throw new HttpError(404, 'not_found', 'Unknown locale');
    requireRole(request, 'editor');
    return { locale, query: parseInput(schema, request.query, 'query') };
  }

  app.get('/:locale/pageeditor-api/finder/images', async (request, reply) => {
    const { query } = finderRequest(request, finderQuerySchema);
    const q = query.q?.toLowerCase() ?? '';
    const files = (await readdir(path.join(ROOT_DIR, 'demo', 'media')))
      .filter((file) => IMAGE_FILE.test(file) && file.toLowerCase().includes(q))
      .sort();
    reply.header('cache-control', 'private, no-store');
    return { results: files.map((file) => ({ url: `/media/${file}`, name: file })) };
  });

  app.get('/:locale/pageeditor-api/finder/links', async (request, reply) => {
    const { locale, query } = finderRequest(request, finderQuerySchema);
    const like = `%${(query.q ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const pages = await app.db
      .selectFrom('pages')
      .select(['id', 'title', 'path'])
      .where('locale', '=', locale)
      .where((eb) => eb.or([eb('title', 'ilike', like), eb('path', 'ilike', like)]))
      .orderBy('path')
      .limit(30)
      .execute();
    const events = await app.db
      .selectFrom('events')
      .select(['id', 'name', 'slug', 'date_start'])
      .where('is_online', '=', true)
      .where(sql<boolean>`coalesce(name->>${locale}, name->>'de') ilike ${like}`)
      .orderBy('date_start')
      .limit(30)
      .execute();
    reply.header('cache-control', 'private, no-store');
    return {
      results: [
        ...pages.map((row) => ({
          kind: 'page' as const,
          title: row.title,
          url: row.path ? `/${locale}/${row.path}` : `/${locale}`,
        })),
        ...events.map((row) => ({
          kind: 'event' as const,
          title: `${row.name[locale] ?? row.name.de} (${berlin(row.date_start)})`,
          url: eventPath(locale, row.slug[locale] ?? row.slug.de, row.id),
        })),
      ],
    };
  });

  // The event finder (spec: frame §3 "event finder"): events by name, with date, time and room.
  app.get('/:locale/pageeditor-api/finder/events', async (request, reply): Promise<EventFinderAnswer> => {
    const { locale, query } = finderRequest(request, eventFinderQuerySchema);
    const page = query.page ?? 1;
    const found = await findEventsByName(
      app.db,
      locale,
      query.q ?? '',
      page,
      EVENT_FINDER_PAGE_SIZE,
      app.clock.now(),
    );
    reply.header('cache-control', 'private, no-store');
    return {
      count: found.count,
      page,
      page_size: EVENT_FINDER_PAGE_SIZE,
      results: found.results.map((event) => ({
        id: event.id,
        name: event.name,
        date_start: event.date_start,
        room: event.room,
        url: eventPath(locale, event.slug, event.id),
      })),
    };
  });

  // --- Events -------------------------------------------------------------------------------

  app.get('/admin/events', async (request, reply) => {
    if (!pageGuard(request, reply, 'editor')) return reply;
    const rows = await app.db
      .selectFrom('events')
      .select(['id', 'name', 'date_start', 'status', 'is_online'])
      .orderBy('date_start', 'desc')
      .limit(500)
      .execute();
    return page(
      request,
      reply,
      'Veranstaltungen',
      <table className="admin__table">
        <thead>
          <tr>
            <th scope="col">Nr.</th>
            <th scope="col">Name</th>
            <th scope="col">Beginn</th>
            <th scope="col">Status</th>
            <th scope="col">Online</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>
                <a href={`/admin/events/${row.id}/change/`}>{row.name.de}</a>
              </td>
              <td>{berlin(row.date_start)}</td>
              <td>{STATUS_LABEL[row.status as '0' | '1'] ?? row.status}</td>
              <td>{row.is_online ? 'ja' : 'nein'}</td>
            </tr>
          ))}
        </tbody>
      </table>,
    );
  });

  async function loadEvent(rawId: string) {
    if (!/^\d{1,9}$/.test(rawId)) return undefined;
    return app.db
      .selectFrom('events')
      .selectAll()
      .select(versionColumn)
      .where('id', '=', Number(rawId))
      .executeTakeFirst();
  }
  type EventRow = NonNullable<Awaited<ReturnType<typeof loadEvent>>>;

  function eventValues(row: EventRow): Values {
    return {
      version: row.version,
      name_de: row.name.de,
      name_en: row.name.en ?? '',
      subtitle_de: row.subtitle?.de ?? '',
      subtitle_en: row.subtitle?.en ?? '',
      description_de: row.description?.de ?? '',
      description_en: row.description?.en ?? '',
      important_info_de: row.important_info?.de ?? '',
      important_info_en: row.important_info?.en ?? '',
      status: row.status,
      ticket_url: row.ticket_url ?? '',
      is_online: row.is_online,
    };
  }

  function eventForm(
    request: FastifyRequest,
    reply: FastifyReply,
    row: EventRow,
    values: Values,
    fields: Fields,
    status: number,
    notice?: string,
  ) {
    const slug = row.slug.de;
    return page(
      request,
      reply,
      `Veranstaltung ändern: ${row.name.de}`,
      <ChangeForm
        action={`/admin/events/${row.id}/change/`}
        csrf={request.csrfToken}
        version={String(values.version ?? '')}
        fields={fields}
        notice={notice}
        viewUrl={eventPath('de', slug, row.id)}
      >
        <TextInput name="name_de" label="Name (deutsch)" values={values} fields={fields} required />
        <TextInput name="name_en" label="Name (englisch)" values={values} fields={fields} />
        <TextInput name="subtitle_de" label="Untertitel (deutsch)" values={values} fields={fields} />
        <TextInput name="subtitle_en" label="Untertitel (englisch)" values={values} fields={fields} />
        <TextArea
          name="description_de"
          label="Beschreibung (deutsch, HTML: fett, kursiv, Links, Listen)"
          values={values}
          fields={fields}
        />
        <TextArea name="description_en" label="Beschreibung (englisch)" values={values} fields={fields} />
        <TextArea
          name="important_info_de"
          label="Wichtige Hinweise (deutsch)"
          values={values}
          fields={fields}
        />
        <TextArea
          name="important_info_en"
          label="Wichtige Hinweise (englisch)"
          values={values}
          fields={fields}
        />
        <Field name="status" label="Status" fields={fields}>
          {(props) => (
            <select {...props} defaultValue={String(values.status ?? '1')}>
              {STATUS_VALUES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABEL[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextInput name="ticket_url" label="Ticket-Link" values={values} fields={fields} type="text" />
        <CheckboxInput
          name="is_online"
          label="Online (für Besucher sichtbar)"
          values={values}
          fields={fields}
        />
      </ChangeForm>,
      status,
    );
  }

  app.get('/admin/events/:id/change', async (request, reply) => {
    if (!pageGuard(request, reply, 'editor')) return reply;
    const row = await loadEvent((request.params as { id: string }).id);
    if (!row) return page(request, reply, 'Nicht gefunden', <p>Diese Veranstaltung gibt es nicht.</p>, 404);
    const saved = (request.query as { saved?: string }).saved !== undefined;
    return eventForm(request, reply, row, eventValues(row), {}, 200, saved ? 'Gespeichert.' : undefined);
  });

  app.post('/admin/events/:id/change', async (request, reply) => {
    const user = requireRole(request, 'editor');
    const row = await loadEvent((request.params as { id: string }).id);
    if (!row) throw new HttpError(404, 'not_found', 'No such event.');
    const body = (request.body ?? {}) as Values;
    const parsed = validate(eventChangeSchema, body);
    if ('fields' in parsed) {
      const error = new HttpError(400, 'bad_request', fieldMessage(parsed.fields), parsed.fields);
      return refuse(request, reply, error, () =>
        eventForm(request, reply, row, { ...body, version: body.version }, parsed.fields, 400),
      );
    }
    const input = parsed.data;
    const next = {
      name: JSON.stringify(localised(input.name_de, input.name_en)),
      subtitle: input.subtitle_de ? JSON.stringify(localised(input.subtitle_de, input.subtitle_en)) : null,
      description: input.description_de
        ? JSON.stringify(
            localised(
              sanitizeRichText(input.description_de),
              input.description_en ? sanitizeRichText(input.description_en) : undefined,
            ),
          )
        : null,
      important_info: input.important_info_de
        ? JSON.stringify(localised(input.important_info_de, input.important_info_en))
        : null,
      status: input.status,
      ticket_url: input.ticket_url,
      is_online: input.is_online,
    };
    const updated = await app.db
      .updateTable('events')
      .set({ ...next, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .where(sameVersion(input.version))
      .returning('id')
      .executeTakeFirst();
    if (!updated)
      return refuseStale(request, reply, input.version, await loadEvent(String(row.id)), eventValues, {
        row,
        body,
        render: (shown, values, fields, status) => eventForm(request, reply, shown, values, fields, status),
      });
    request.log.info({ event: row.id, by: user.username }, 'event changed in the admin area');
    await app.pageCache.contentChanged();
    if (wantsJson(request)) return { status: 'saved', id: row.id };
    return reply.redirect(`/admin/events/${row.id}/change/?saved`, 303);
  });

  // --- Productions and series (name, subtitle, description, online) --------------------------

  for (const records of ['productions', 'series'] as const) {
    const title = records === 'productions' ? 'Produktion' : 'Reihe';
    const plural = records === 'productions' ? 'Produktionen' : 'Reihen';

    const load = async (rawId: string) => {
      if (!/^\d{1,9}$/.test(rawId)) return undefined;
      if (records === 'productions') {
        const row = await app.db
          .selectFrom('productions')
          .selectAll()
          .select(versionColumn)
          .where('id', '=', Number(rawId))
          .executeTakeFirst();
        return row ? { ...row, has: { subtitle: true, online: true } } : undefined;
      }
      const row = await app.db
        .selectFrom('series')
        .selectAll()
        .where('id', '=', Number(rawId))
        .executeTakeFirst();
      return row
        ? {
            ...row,
            subtitle: null,
            is_online: true,
            version: null as string | null,
            has: { subtitle: false, online: false },
          }
        : undefined;
    };
    type Row = NonNullable<Awaited<ReturnType<typeof load>>>;
    const values = (row: Row): Values => ({
      // Series carry no timestamp: their version is the content itself (a hash of name and text).
      version: row.version ?? contentVersion(row),
      name_de: row.name.de,
      name_en: row.name.en ?? '',
      subtitle_de: row.subtitle?.de ?? '',
      subtitle_en: row.subtitle?.en ?? '',
      description_de: row.description?.de ?? '',
      description_en: row.description?.en ?? '',
      is_online: row.is_online,
    });
    const form = (
      request: FastifyRequest,
      reply: FastifyReply,
      row: Row,
      vals: Values,
      fields: Fields,
      status: number,
      notice?: string,
    ) =>
      page(
        request,
        reply,
        `${title} ändern: ${row.name.de}`,
        <ChangeForm
          action={`/admin/${records}/${row.id}/change/`}
          csrf={request.csrfToken}
          version={String(vals.version ?? '')}
          fields={fields}
          notice={notice}
        >
          <TextInput name="name_de" label="Name (deutsch)" values={vals} fields={fields} required />
          <TextInput name="name_en" label="Name (englisch)" values={vals} fields={fields} />
          {row.has.subtitle ? (
            <>
              <TextInput name="subtitle_de" label="Untertitel (deutsch)" values={vals} fields={fields} />
              <TextInput name="subtitle_en" label="Untertitel (englisch)" values={vals} fields={fields} />
            </>
          ) : null}
          <TextArea name="description_de" label="Beschreibung (deutsch)" values={vals} fields={fields} />
          <TextArea name="description_en" label="Beschreibung (englisch)" values={vals} fields={fields} />
          {row.has.online ? (
            <CheckboxInput
              name="is_online"
              label="Online (für Besucher sichtbar)"
              values={vals}
              fields={fields}
            />
          ) : null}
        </ChangeForm>,
        status,
      );

    app.get(`/admin/${records}`, async (request, reply) => {
      if (!pageGuard(request, reply, 'editor')) return reply;
      const rows = await app.db.selectFrom(records).select(['id', 'name']).orderBy('id').limit(500).execute();
      return page(
        request,
        reply,
        plural,
        <ul className="admin__list">
          {rows.map((row) => (
            <li key={row.id}>
              <a href={`/admin/${records}/${row.id}/change/`}>{row.name.de}</a>
            </li>
          ))}
        </ul>,
      );
    });

    app.get(`/admin/${records}/:id/change`, async (request, reply) => {
      if (!pageGuard(request, reply, 'editor')) return reply;
      const row = await load((request.params as { id: string }).id);
      if (!row) return page(request, reply, 'Nicht gefunden', <p>Diesen Eintrag gibt es nicht.</p>, 404);
      const saved = (request.query as { saved?: string }).saved !== undefined;
      return form(request, reply, row, values(row), {}, 200, saved ? 'Gespeichert.' : undefined);
    });

    app.post(`/admin/${records}/:id/change`, async (request, reply) => {
      requireRole(request, 'editor');
      const row = await load((request.params as { id: string }).id);
      if (!row) throw new HttpError(404, 'not_found', `No such ${title}.`);
      const body = (request.body ?? {}) as Values;
      const parsed = validate(namedChangeSchema, body);
      if ('fields' in parsed) {
        const error = new HttpError(400, 'bad_request', fieldMessage(parsed.fields), parsed.fields);
        return refuse(request, reply, error, () => form(request, reply, row, body, parsed.fields, 400));
      }
      const input = parsed.data;
      const name = JSON.stringify(localised(input.name_de, input.name_en));
      const description = input.description_de
        ? JSON.stringify(
            localised(
              sanitizeRichText(input.description_de),
              input.description_en ? sanitizeRichText(input.description_en) : undefined,
            ),
          )
        : null;
      let changed = false;
      if (records === 'productions') {
        const result = await app.db
          .updateTable('productions')
          .set({
            name,
            description,
            subtitle: input.subtitle_de
              ? JSON.stringify(localised(input.subtitle_de, input.subtitle_en))
              : null,
            is_online: input.is_online,
            updated_at: sql`now()`,
          })
          .where('id', '=', row.id)
          .where(sameVersion(input.version))
          .returning('id')
          .executeTakeFirst();
        changed = result !== undefined;
      } else {
        changed = await app.db.transaction().execute(async (trx) => {
          const current = await trx
            .selectFrom('series')
            .selectAll()
            .where('id', '=', row.id)
            .forUpdate()
            .executeTakeFirst();
          if (!current || contentVersion(current) !== String(input.version)) return false;
          await trx.updateTable('series').set({ name, description }).where('id', '=', row.id).execute();
          return true;
        });
      }
      if (!changed)
        return refuseStale(request, reply, input.version, await load(String(row.id)), values, {
          row,
          body,
          render: (shown, vals, fields, status) => form(request, reply, shown, vals, fields, status),
        });
      await app.pageCache.contentChanged();
      if (wantsJson(request)) return { status: 'saved', id: row.id };
      return reply.redirect(`/admin/${records}/${row.id}/change/?saved`, 303);
    });
  }

  // --- Staff accounts (admins only) ---------------------------------------------------------

  async function usersPage(
    request: FastifyRequest,
    reply: FastifyReply,
    me: StaffUser,
    values: Values,
    fields: Fields,
    status: number,
    notice?: string,
  ) {
    const users = await app.db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'first_name', 'last_name', 'role', 'is_active', 'last_login_at'])
      .orderBy('username')
      .execute();
    return page(
      request,
      reply,
      'Mitarbeitende',
      <>
        {notice ? (
          <p className="admin__notice" role="status">
            {notice}
          </p>
        ) : null}
        {fields.form ? (
          <p className="admin__error" role="alert">
            {fields.form}
          </p>
        ) : null}
        <table className="admin__table">
          <caption>Konten</caption>
          <thead>
            <tr>
              <th scope="col">Benutzername</th>
              <th scope="col">Name</th>
              <th scope="col">E-Mail</th>
              <th scope="col">Letzte Anmeldung</th>
              <th scope="col">Rolle und Zugang</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} data-username={user.username}>
                <td>{user.username}</td>
                <td>{displayName(user)}</td>
                <td>{user.email}</td>
                <td>{user.last_login_at ? berlin(user.last_login_at) : '–'}</td>
                <td>
                  {user.id === me.id ? (
                    <span>{user.role === 'admin' ? 'Administration' : 'Redaktion'} (Sie selbst)</span>
                  ) : (
                    <form method="post" action={`/admin/users/${user.id}/change/`} className="admin__inline">
                      <input type="hidden" name="csrfmiddlewaretoken" value={request.csrfToken} />
                      <label htmlFor={`role-${user.id}`} className="visually-hidden">
                        Rolle von {user.username}
                      </label>
                      <select id={`role-${user.id}`} name="role" defaultValue={user.role}>
                        <option value="editor">Redaktion</option>
                        <option value="admin">Administration</option>
                      </select>
                      <label htmlFor={`active-${user.id}`}>
                        <input
                          id={`active-${user.id}`}
                          type="checkbox"
                          name="is_active"
                          defaultChecked={user.is_active}
                        />{' '}
                        aktiv
                      </label>
                      <button type="submit">Speichern</button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2>Neues Konto</h2>
        <form method="post" action="/admin/users/" className="admin__form" noValidate>
          <input type="hidden" name="csrfmiddlewaretoken" value={request.csrfToken} />
          <TextInput name="username" label="Benutzername" values={values} fields={fields} required />
          <TextInput name="email" label="E-Mail" values={values} fields={fields} type="email" required />
          <TextInput name="first_name" label="Vorname" values={values} fields={fields} />
          <TextInput name="last_name" label="Nachname" values={values} fields={fields} />
          <Field name="role" label="Rolle" fields={fields}>
            {(props) => (
              <select {...props} defaultValue={String(values.role ?? 'editor')}>
                <option value="editor">Redaktion</option>
                <option value="admin">Administration</option>
              </select>
            )}
          </Field>
          <TextInput
            name="password"
            label="Passwort (mindestens 12 Zeichen)"
            values={{}}
            fields={fields}
            type="password"
            required
          />
          <button type="submit" className="button-primary">
            Konto anlegen
          </button>
        </form>
      </>,
      status,
    );
  }

  app.get('/admin/users', async (request, reply) => {
    const me = pageGuard(request, reply, 'admin');
    if (!me) return reply;
    const notice = (request.query as { saved?: string }).saved !== undefined ? 'Gespeichert.' : undefined;
    return usersPage(request, reply, me, {}, {}, 200, notice);
  });

  app.post('/admin/users', async (request, reply) => {
    const me = requireRole(request, 'admin');
    const body = (request.body ?? {}) as Values;
    const parsed = validate(userCreateSchema, body);
    let fields: Fields | null = 'fields' in parsed ? parsed.fields : null;
    if ('data' in parsed) {
      const taken = await app.db
        .selectFrom('users')
        .select(['username', 'email'])
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['username']), '=', parsed.data.username.toLowerCase()),
            eb('email', '=', parsed.data.email.toLowerCase()),
          ]),
        )
        .executeTakeFirst();
      if (taken)
        fields =
          taken.username.toLowerCase() === parsed.data.username.toLowerCase()
            ? { username: 'Dieser Benutzername ist vergeben.' }
            : { email: 'Diese E-Mail-Adresse ist vergeben.' };
    }
    if (fields || !('data' in parsed)) {
      const invalid = fields ?? {};
      const error = new HttpError(400, 'bad_request', fieldMessage(invalid), invalid);
      const { password: _password, ...echo } = body;
      return refuse(request, reply, error, () => usersPage(request, reply, me, echo, invalid, 400));
    }
    const created = await createUser(app.db, {
      ...parsed.data,
      first_name: parsed.data.first_name ?? '',
      last_name: parsed.data.last_name ?? '',
    });
    request.log.info({ user: created.username, by: me.username }, 'staff account created');
    if (wantsJson(request)) return reply.status(201).send({ status: 'created', id: created.id });
    return reply.redirect('/admin/users/?saved', 303);
  });

  app.post('/admin/users/:id/change', async (request, reply) => {
    const me = requireRole(request, 'admin');
    const rawId = (request.params as { id: string }).id;
    const target = /^\d{1,9}$/.test(rawId)
      ? await app.db.selectFrom('users').select(['id']).where('id', '=', Number(rawId)).executeTakeFirst()
      : undefined;
    if (!target) throw new HttpError(404, 'not_found', 'No such staff account.');
    const body = (request.body ?? {}) as Values;
    const parsed = validate(userChangeSchema, body);
    const fields: Fields | null =
      'fields' in parsed
        ? parsed.fields
        : target.id === me.id
          ? { form: 'Die eigene Rolle und den eigenen Zugang ändert eine andere Administratorin.' }
          : null;
    if (fields || !('data' in parsed)) {
      const invalid = fields ?? {};
      const error = new HttpError(400, 'bad_request', fieldMessage(invalid), invalid);
      return refuse(request, reply, error, () => usersPage(request, reply, me, {}, invalid, 400));
    }
    await app.db
      .updateTable('users')
      .set({ role: parsed.data.role, is_active: parsed.data.is_active })
      .where('id', '=', target.id)
      .execute();
    // A deactivated account is signed out everywhere at once; a role change takes effect on the
    // next request (the session reads the role from the account).
    if (!parsed.data.is_active) await deleteUserSessions(app.db, target.id);
    request.log.info({ user: target.id, by: me.username, ...parsed.data }, 'staff account changed');
    if (wantsJson(request)) return { status: 'saved', id: target.id };
    return reply.redirect('/admin/users/?saved', 303);
  });
}

/** The stored timestamp is finer than a millisecond: the version compares whole milliseconds. */
const sameVersion = (version: number) =>
  sql<boolean>`floor(extract(epoch from updated_at) * 1000) = ${version}`;

/** The path of the page the form was on, if it is one of ours under /admin/. */
function refererPath(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    const path = new URL(referer, 'http://localhost').pathname;
    return path.startsWith('/admin/') ? path : undefined;
  } catch {
    return undefined;
  }
}

function staleError(version: number): HttpError {
  return new HttpError(
    409,
    'conflict',
    `Someone else changed this record after you opened it (your version ${version}). Reload to see the current text; nothing was overwritten.`,
    { form: 'Jemand anderes hat diesen Eintrag inzwischen geändert. Nichts wurde überschrieben.' },
  );
}

function fieldMessage(fields: Fields): string {
  return `Invalid body: ${Object.entries(fields)
    .map(([key, text]) => `${key}: ${text}`)
    .join('; ')}`;
}

/** A short stable number from the record's text, the version of records without a timestamp. */
function contentVersion(row: { name: Localised; description: Localised | null }): string {
  const text = JSON.stringify([row.name, row.description]);
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) % 1_000_000_007;
  return String(hash);
}

const berlin = (date: Date | string) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(date));

// --- Form parts ----------------------------------------------------------------------------

function ChangeForm(props: {
  action: string;
  csrf: string;
  version: string;
  fields: Fields;
  notice?: string;
  viewUrl?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={props.action} className="admin__form" noValidate>
      {props.notice ? (
        <p className="admin__notice" role="status">
          {props.notice}
        </p>
      ) : null}
      {props.fields.form || props.fields.version ? (
        <p className="admin__error" role="alert">
          {props.fields.form ?? props.fields.version}
        </p>
      ) : Object.keys(props.fields).length > 0 ? (
        <p className="admin__error" role="alert">
          Bitte die markierten Felder korrigieren.
        </p>
      ) : null}
      <input type="hidden" name="csrfmiddlewaretoken" value={props.csrf} />
      <input type="hidden" name="version" value={props.version} />
      {props.children}
      <p className="admin__actions">
        <button type="submit" className="button-primary">
          Speichern
        </button>
        {props.viewUrl ? <a href={props.viewUrl}>Auf der Website ansehen</a> : null}
      </p>
    </form>
  );
}

interface ControlProps {
  id: string;
  name: string;
  'aria-invalid'?: 'true';
  'aria-describedby'?: string;
}

function Field(props: {
  name: string;
  label: string;
  fields: Fields;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = `field-${props.name}`;
  const error = props.fields[props.name];
  return (
    <p className={error ? 'admin__field admin__field--invalid' : 'admin__field'}>
      <label htmlFor={id}>
        {props.label}
        {props.required ? ' *' : ''}
      </label>
      {props.children({
        id,
        name: props.name,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      })}
      {error ? (
        <span id={`${id}-error`} className="admin__field-error">
          {error}
        </span>
      ) : null}
    </p>
  );
}

const text = (values: Values, name: string) =>
  typeof values[name] === 'string' ? (values[name] as string) : '';

function TextInput(props: {
  name: string;
  label: string;
  values: Values;
  fields: Fields;
  required?: boolean;
  type?: 'text' | 'email' | 'password';
}) {
  return (
    <Field name={props.name} label={props.label} fields={props.fields} required={props.required}>
      {(control) => (
        <input
          {...control}
          type={props.type ?? 'text'}
          defaultValue={props.type === 'password' ? undefined : text(props.values, props.name)}
          required={props.required}
          autoComplete={props.type === 'password' ? 'new-password' : undefined}
        />
      )}
    </Field>
  );
}

function TextArea(props: { name: string; label: string; values: Values; fields: Fields }) {
  return (
    <Field name={props.name} label={props.label} fields={props.fields}>
      {(control) => <textarea {...control} rows={6} defaultValue={text(props.values, props.name)} />}
    </Field>
  );
}

function CheckboxInput(props: { name: string; label: string; values: Values; fields: Fields }) {
  const value = props.values[props.name];
  const checked = value === true || value === 'on' || value === 'true';
  return (
    <p className="admin__field admin__field--check">
      <input id={`field-${props.name}`} type="checkbox" name={props.name} defaultChecked={checked} />{' '}
      <label htmlFor={`field-${props.name}`}>{props.label}</label>
      {props.fields[props.name] ? (
        <span className="admin__field-error">{props.fields[props.name]}</span>
      ) : null}
    </p>
  );
}
