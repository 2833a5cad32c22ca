import { namedChangeSchema } from '../../../src/contract/admin';
import { findSeriesRecord, updateSeriesRecord } from '../../db/series/series.repository';
import { namedValues, SeriesInputs } from '../../pages/admin/named-records';
import { nameColumn } from './listing';
import { recordArea } from './record-routes';

/** Series: name and description (spec: frame §3). */
export const seriesArea = recordArea({
  path: 'series',
  changeTitle: 'series.change',
  plural: 'series',
  menu: 'menu.series',
  missing: { api: 'No such series.', page: 'notFound.record' },
  body: namedChangeSchema,
  listing: { table: 'series', columns: [nameColumn], search: ['t.name'], sort: 'name' },
  load: findSeriesRecord,
  values: namedValues,
  Inputs: SeriesInputs,
  save: (db, row, input) => updateSeriesRecord(db, row.id, input),
});
