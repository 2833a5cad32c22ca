import type { Kysely } from 'kysely';
import { type DetailChange, productionChangeSchema } from '../../../src/contract/admin';
import { t } from '../../../src/i18n';
import { loadDetailValues, replaceDetails, unknownPersons } from '../../db/details/details-admin.repository';
import {
  findProductionRecord,
  listProductionRecords,
  updateProductionRecord,
} from '../../db/productions/productions-admin.repository';
import type { Database } from '../../db/schema';
import { ProductionDetailInputs } from '../../pages/admin/detail-inputs';
import { namedValues, ProductionList } from '../../pages/admin/named-records';
import { recordArea } from './record-routes';

/** Contributors must name existing persons (the form says which numbers do not). */
export async function checkDetails(db: Kysely<Database>, input: Pick<DetailChange, 'contributors'>) {
  const unknown = await unknownPersons(db, input);
  return unknown.length > 0
    ? { contributors: t('de', 'admin.validation.unknownPerson', { ids: unknown.join(', ') }) }
    : null;
}

/**
 * Productions: names, subtitle, description, online, and the data of their detail sections
 * (contributors, works, sponsors, video; issue 16) (spec: frame §3, programme §6).
 */
export const productionArea = recordArea({
  path: 'productions',
  changeTitle: 'production.change',
  plural: 'productions',
  menu: 'menu.productions',
  missing: { api: 'No such production.', page: 'notFound.record' },
  body: productionChangeSchema,
  list: listProductionRecords,
  List: ProductionList,
  load: async (db, id) => {
    const row = await findProductionRecord(db, id);
    return row ? { ...row, details: await loadDetailValues(db, { production_id: id }) } : undefined;
  },
  values: (row) => ({ ...namedValues(row), ...row.details, is_online: row.is_online }),
  Inputs: ProductionDetailInputs,
  check: checkDetails,
  save: (db, row, input) =>
    db.transaction().execute(async (trx) => {
      if (!(await updateProductionRecord(trx, row.id, input))) return false;
      await replaceDetails(trx, { production_id: row.id }, input);
      return true;
    }),
});
