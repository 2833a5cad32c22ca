import type { Kysely } from 'kysely';
import { type DetailChange, productionChangeSchema } from '../../../src/contract/admin';
import type { Locale } from '../../../src/contract/common';
import { slugOf } from '../../../src/domain/slug';
import { t } from '../../../src/i18n';
import { loadDetailValues, replaceDetails, unknownPersons } from '../../db/details/details-admin.repository';
import {
  createProductionRecord,
  deleteProductionRecord,
  findProductionRecord,
  updateProductionRecord,
} from '../../db/productions/productions-admin.repository';
import type { Database } from '../../db/schema';
import { ProductionDetailInputs } from '../../pages/admin/detail-inputs';
import { namedValues } from '../../pages/admin/named-records';
import type { Options } from '../../pages/admin/record-pages';
import { nameColumn, onlineColumn, onlineFilter } from './listing';
import { recordArea } from './record-routes';
import { tableChoices } from './table-record';

/** The people a contributor row may pick, by name (their number tells namesakes apart). */
export async function contributorChoices(db: Kysely<Database>, locale: Locale): Promise<Options> {
  const people = await tableChoices(db, 'persons', locale);
  return {
    contributors: people
      .map((person) => ({ value: person.value, label: `${person.label} (${person.value})` }))
      .sort((a, b) => a.label.localeCompare(b.label, locale)),
  };
}

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
  listing: {
    table: 'productions',
    columns: [nameColumn, onlineColumn],
    search: ['t.name', 't.subtitle'],
    filters: [onlineFilter],
    sort: 'name',
  },
  load: async (db, id) => {
    const row = await findProductionRecord(db, id);
    return row ? { ...row, details: await loadDetailValues(db, { production_id: id }) } : undefined;
  },
  values: (row) => ({ ...namedValues(row), ...row.details, is_online: row.is_online }),
  Inputs: ProductionDetailInputs,
  options: contributorChoices,
  check: checkDetails,
  // The record and its detail data in the request's one transaction (issue 16, 18).
  save: async (db, row, input) => {
    if (!(await updateProductionRecord(db, row.id, input))) return false;
    await replaceDetails(db, { production_id: row.id }, input);
    return true;
  },
  create: {
    body: productionChangeSchema.omit({ version: true }),
    defaults: { is_online: true },
    check: checkDetails,
    insert: async (db, input) => {
      const id = await createProductionRecord(db, input, slugOf(input.name_de, { fallback: 'produktion' }));
      await replaceDetails(db, { production_id: id }, input);
      return id;
    },
  },
  remove: {
    references: [
      { table: 'events', column: 'production_id', label: 'used.events' },
      { table: 'articles', column: 'production_id', label: 'used.articles' },
    ],
    delete: (db, row, version) => deleteProductionRecord(db, row.id, version),
  },
});
