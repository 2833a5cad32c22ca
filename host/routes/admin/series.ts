import { namedChangeSchema } from '../../../src/contract/admin';
import { findSeriesRecord, listSeriesRecords, updateSeriesRecord } from '../../db/series/series.repository';
import { namedValues, SeriesInputs, SeriesList } from '../../pages/admin/named-records';
import { recordArea } from './record-routes';

/** Series: name and description (spec: frame §3). */
export const seriesArea = recordArea({
  path: 'series',
  singular: 'Reihe',
  plural: 'Reihen',
  menu: 'Series',
  missing: { api: 'No such Reihe.', page: 'Diesen Eintrag gibt es nicht.' },
  body: namedChangeSchema,
  list: listSeriesRecords,
  List: SeriesList,
  load: findSeriesRecord,
  values: namedValues,
  Inputs: SeriesInputs,
  save: (db, row, input) => updateSeriesRecord(db, row.id, input),
});
