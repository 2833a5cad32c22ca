import { eventChangeSchema } from '../../../src/contract/admin';
import { eventPath } from '../../../src/domain/events';
import { loadDetailValues, replaceDetails } from '../../db/details/details-admin.repository';
import {
  findEventRecord,
  listEventRecords,
  updateEventRecord,
} from '../../db/events/events-admin.repository';
import { EventDetailInputs } from '../../pages/admin/detail-inputs';
import { EventTable } from '../../pages/admin/event-views';
import { namedValues } from '../../pages/admin/named-records';
import { checkDetails } from './productions';
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
  viewUrl: (row, locale) => eventPath(locale, row.slug[locale] ?? row.slug.de, row.id),
  check: checkDetails,
  // The record and its detail data in one transaction (issue 16).
  save: (db, row, input) =>
    db.transaction().execute(async (trx) => {
      if (!(await updateEventRecord(trx, row.id, input))) return false;
      await replaceDetails(trx, { event_id: row.id }, input);
      return true;
    }),
});
