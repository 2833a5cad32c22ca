import { namedChangeSchema } from '../../../src/contract/admin';
import {
  findProductionRecord,
  listProductionRecords,
  updateProductionRecord,
} from '../../db/productions/productions-admin.repository';
import { namedValues, ProductionInputs, ProductionList } from '../../pages/admin/named-records';
import { recordArea } from './record-routes';

/** Productions: names, subtitle, description, online (spec: frame §3, programme §6). */
export const productionArea = recordArea({
  path: 'productions',
  changeTitle: 'production.change',
  plural: 'productions',
  menu: 'menu.productions',
  missing: { api: 'No such production.', page: 'notFound.record' },
  body: namedChangeSchema,
  list: listProductionRecords,
  List: ProductionList,
  load: findProductionRecord,
  values: (row) => ({ ...namedValues(row), is_online: row.is_online }),
  Inputs: ProductionInputs,
  save: (db, row, input) => updateProductionRecord(db, row.id, input),
});
