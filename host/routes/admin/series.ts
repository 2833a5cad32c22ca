import { seriesChangeSchema } from '../../../src/contract/admin';
import { slugOf } from '../../../src/domain/slug';
import {
  createSeriesRecord,
  deleteSeriesRecord,
  findSeriesRecord,
  updateSeriesRecord,
} from '../../db/series/series.repository';
import { SeriesInputs, seriesValues } from '../../pages/admin/named-records';
import { nameColumn } from './listing';
import { recordArea } from './record-routes';

/** Series: names, description, online, the subscription offer (spec: frame §3; issue 16). */
export const seriesArea = recordArea({
  path: 'series',
  changeTitle: 'series.change',
  plural: 'series',
  menu: 'menu.series',
  missing: { api: 'No such series.', page: 'notFound.record' },
  body: seriesChangeSchema,
  listing: { table: 'series', columns: [nameColumn], search: ['t.name'], sort: 'name' },
  load: findSeriesRecord,
  values: seriesValues,
  Inputs: SeriesInputs,
  save: (db, row, input) => updateSeriesRecord(db, row.id, input),
  create: {
    body: seriesChangeSchema.omit({ version: true }),
    insert: (db, input) => createSeriesRecord(db, input, slugOf(input.name_de, { fallback: 'reihe' })),
  },
  remove: {
    references: [{ table: 'events', column: 'series_id', label: 'used.events' }],
    delete: (db, row, version) => deleteSeriesRecord(db, row.id, version),
  },
});
