import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formChangeSchema } from '../../../src/contract/forms-admin';
import { formsAdminTexts } from '../../../src/i18n/forms-admin';
import { findFormRecord, updateFormRecord } from '../../db/forms/forms-admin.repository';
import { FormInputs, formValues, formViewUrl } from '../../pages/admin/form-records';
import { formEntryRoutes } from './form-entries';
import { formFieldRoutes } from './form-fields';
import { onlineColumn, onlineFilter } from './listing';
import { recordArea } from './record-routes';
import type { AdminArea } from './record-type';

/**
 * Forms (issue 17 "Staff"): the list and each form's change page (titles, addresses, texts,
 * notification address, online; preview on the website), its fields (add, change, reorder,
 * remove: form-fields.ts) and its entries with the CSV export (form-entries.ts).
 */
const records = recordArea({
  path: 'forms',
  changeTitle: 'form.change',
  plural: 'forms',
  menu: 'menu.forms',
  missing: { api: 'No such form.', page: 'notFound.record' },
  body: formChangeSchema,
  listing: {
    table: 'forms',
    columns: [
      { key: 'name', sql: 't.title', kind: 'localised', label: 'column.name', link: true },
      onlineColumn,
    ],
    search: ['t.title', 't.slug'],
    filters: [onlineFilter],
    sort: 'name',
    rowLinks: (id, locale) => {
      const f = formsAdminTexts(locale);
      return [
        { href: `/admin/forms/${id}/fields/`, label: f('fields') },
        { href: `/admin/forms/${id}/entries/`, label: f('entries') },
      ];
    },
  },
  load: findFormRecord,
  values: formValues,
  Inputs: FormInputs,
  viewUrl: formViewUrl,
  save: (db, row, input) => updateFormRecord(db, row.id, input),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(records.routes);
  await app.register(formFieldRoutes);
  await app.register(formEntryRoutes);
};

export const formArea: AdminArea = { ...records, routes };
