import { eventChangeSchema } from '../../../src/contract/admin';
import { eventPath } from '../../../src/domain/events';
import {
  findEventRecord,
  listEventRecords,
  updateEventRecord,
} from '../../db/events/events-admin.repository';
import { EventInputs, EventTable } from '../../pages/admin/event-views';
import { namedValues } from '../../pages/admin/named-records';
import { recordArea } from './record-routes';

/** Events: names and texts, sale status, ticket link, online (spec: frame §3, programme §5). */
export const eventArea = recordArea({
  path: 'events',
  changeTitle: 'event.change',
  plural: 'events',
  menu: 'menu.events',
  missing: { api: 'No such event.', page: 'notFound.event' },
  body: eventChangeSchema,
  list: listEventRecords,
  List: EventTable,
  load: findEventRecord,
  values: (row) => ({
    ...namedValues(row),
    important_info_de: row.important_info?.de ?? '',
    important_info_en: row.important_info?.en ?? '',
    status: row.status,
    ticket_url: row.ticket_url ?? '',
    is_online: row.is_online,
  }),
  Inputs: EventInputs,
  viewUrl: (row, locale) => eventPath(locale, row.slug[locale] ?? row.slug.de, row.id),
  save: (db, row, input) => updateEventRecord(db, row.id, input),
});
