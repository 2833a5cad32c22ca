import { eventChangeSchema, eventCreateSchema, STATUS_VALUES } from '../../../src/contract/admin';
import type { FieldSpec } from '../../../src/contract/admin-records';
import { eventPath } from '../../../src/domain/events';
import { t } from '../../../src/i18n';
import { adminTexts } from '../../../src/i18n/admin';
import { missingIds } from '../../db/admin/record-list.repository';
import { loadDetailValues, replaceDetails } from '../../db/details/details-admin.repository';
import { text } from '../../db/events/events.repository';
import {
  createEventRecord,
  deleteEventRecord,
  eventParts,
  findEventRecord,
  updateEventRecord,
} from '../../db/events/events-admin.repository';
import { berlinInstant } from '../../db/events/venue-time';
import { EventDetailInputs } from '../../pages/admin/detail-inputs';
import { EventCreateInputs } from '../../pages/admin/event-views';
import { statusLabel } from '../../pages/admin/format';
import { namedValues } from '../../pages/admin/named-records';
import { onlineFilter } from './listing';
import { checkDetails, contributorChoices } from './productions';
import { recordArea } from './record-routes';
import { referenceChoices } from './table-record';

/** The references a new event may name, checked and offered like a registration's fields. */
const EVENT_REFERENCES: FieldSpec[] = [
  { name: 'room_id', kind: 'reference', table: 'rooms', label: 'field.room' },
  { name: 'genre_id', kind: 'reference', table: 'genres', label: 'field.genre' },
  { name: 'series_id', kind: 'reference', table: 'series', label: 'field.series' },
  { name: 'production_id', kind: 'reference', table: 'productions', label: 'field.production' },
];

/**
 * Events: names and texts, sale status, ticket link, online, detail sections (spec: frame §3,
 * programme §5); created with their seat groups and prices (issue 18), deleted with them unless
 * tickets are reserved.
 */
export const eventArea = recordArea({
  path: 'events',
  changeTitle: 'event.change',
  plural: 'events',
  menu: 'menu.events',
  missing: { api: 'No such event.', page: 'notFound.event' },
  body: eventChangeSchema,
  listing: {
    table: 'events',
    columns: [
      { key: 'name', sql: 't.name', kind: 'localised', label: 'column.name', link: true },
      { key: 'start', sql: 't.date_start', kind: 'datetime', label: 'column.start' },
      { key: 'status', sql: 't.status', kind: 'text', label: 'column.status' },
      { key: 'online', sql: 't.is_online', kind: 'bool', label: 'column.online' },
    ],
    search: ['t.name', 't.subtitle', 't.id_jet'],
    filters: [
      onlineFilter,
      {
        key: 'status',
        sql: 't.status',
        label: 'column.status',
        options: async (_db, locale) =>
          STATUS_VALUES.map((value) => ({ value, label: statusLabel(value, locale) })),
      },
    ],
    sort: '-start',
    rowLinks: (id, locale) => {
      const a = adminTexts(locale);
      return [
        { href: `/admin/seat-groups/?f_event=${id}`, label: a('seatGroups') },
        { href: `/admin/timeslots/?f_event=${id}`, label: a('timeslots') },
      ];
    },
  },
  load: async (db, id) => {
    const row = await findEventRecord(db, id);
    return row ? { ...row, details: await loadDetailValues(db, { event_id: id }) } : undefined;
  },
  values: (row) => ({
    ...namedValues(row),
    ...row.details,
    important_info_de: row.important_info?.de ?? '',
    important_info_en: row.important_info?.en ?? '',
    status: row.status,
    ticket_url: row.ticket_url ?? '',
    is_online: row.is_online,
  }),
  Inputs: EventDetailInputs,
  options: async (db, locale) => ({
    ...(await referenceChoices(db, EVENT_REFERENCES, locale)),
    ...(await contributorChoices(db, locale)),
  }),
  viewUrl: (row, locale) => eventPath(locale, row.slug[locale] ?? row.slug.de, row.id),
  check: checkDetails,
  // The record and its detail data in the request's one transaction (issue 16, 18).
  save: async (db, row, input) => {
    if (!(await updateEventRecord(db, row.id, input))) return false;
    await replaceDetails(db, { event_id: row.id }, input);
    return true;
  },
  create: {
    body: eventCreateSchema,
    Inputs: EventCreateInputs,
    defaults: { status: '1', is_online: true, seat_groups: '' },
    check: async (db, input) => {
      const problems: Record<string, string> = {};
      for (const field of EVENT_REFERENCES) {
        const id = input[field.name as keyof typeof input];
        if (typeof id === 'number' && field.table && (await missingIds(db, field.table, [id])).length > 0)
          problems[field.name] = t('de', 'admin.validation.unknownReference', { id });
      }
      return Object.keys(problems).length > 0 ? problems : null;
    },
    insert: (db, input) => createEventRecord(db, input, berlinInstant(input.date_start)),
  },
  remove: {
    references: [
      { table: 'reservations', column: 'event_id', label: 'used.reservations' },
      { table: 'events', column: 'parent_id', label: 'used.childEvents' },
    ],
    alsoDeleted: async (db, row, locale) =>
      (await eventParts(db, row.id)).map((group) =>
        t(locale, 'admin.record.seatGroup', { name: text(group.text, locale), capacity: group.capacity }),
      ),
    delete: (db, row, version) => deleteEventRecord(db, row.id, version),
  },
});
