import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRecordParamsSchema } from '../../../src/contract/admin';
import { formFileParamsSchema } from '../../../src/contract/forms-admin';
import { formatInstant } from '../../../src/domain/date-format';
import { formsAdminTexts } from '../../../src/i18n/forms-admin';
import { text } from '../../db/events/events.repository';
import { entryFile } from '../../db/forms/forms.repository';
import { findFormRecord, listEntries, listFields } from '../../db/forms/forms-admin.repository';
import { toCsv } from '../../forms/csv';
import { storedPath } from '../../forms/uploads';
import { notFound } from '../../http/errors';
import { requireStaff, requireStaffPage } from '../../http/guards';
import { htmlPageResponse } from '../../http/private-html';
import { adminLocale, sendAdminPage } from '../../pages/admin/admin-page';
import { entriesPage, valueText } from '../../pages/admin/form-entries';
import { missingPage } from '../../pages/admin/record-pages';

const fileResponse = { 200: z.unknown().describe('The file, as an attachment') };

/**
 * A form's entries for staff (issue 17): the list, the CSV export (safe against formulas: csv.ts)
 * and each entry's uploaded files, sent as attachments (never shown inline) under a name made
 * safe; visitors never reach any of them.
 */
export const formEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = async (id: number | null) => {
    const form = id === null ? undefined : await findFormRecord(app.db, id);
    if (!form) return undefined;
    const [fields, entries] = await Promise.all([listFields(app.db, form.id), listEntries(app.db, form.id)]);
    return { form, fields, entries };
  };

  app.get(
    '/:id/entries/',
    {
      schema: { params: adminRecordParamsSchema, response: htmlPageResponse },
      onRequest: [requireStaffPage],
    },
    async (request, reply) => {
      const locale = adminLocale(request);
      const loaded = await load(request.params.id);
      if (!loaded) return sendAdminPage(request, reply, missingPage('notFound.record', locale), 404);
      return sendAdminPage(request, reply, entriesPage({ ...loaded, locale }));
    },
  );

  app.get(
    '/:id/entries.csv',
    { schema: { params: adminRecordParamsSchema, response: { 200: z.string() } }, onRequest: [requireStaff] },
    async (request, reply) => {
      const locale = adminLocale(request);
      const loaded = await load(request.params.id);
      if (!loaded) throw notFound('No such form.');
      const { form, fields, entries } = loaded;
      const f = formsAdminTexts(locale);
      const header = ['id', f('submitted'), ...fields.map((field) => text(field.label, locale))];
      const rows = entries.entries.map((entry) => [
        String(entry.id),
        formatInstant(entry.submitted_at, locale, 'dateTime'),
        ...fields.map(
          (field) => valueText(field, entry.field_values[field.slug], entries.files, locale).text,
        ),
      ]);
      const name = `form-${form.id}-entries.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(toCsv([header, ...rows]));
    },
  );

  app.get(
    '/:id/entries/files/:file',
    { schema: { params: formFileParamsSchema, response: fileResponse }, onRequest: [requireStaff] },
    async (request, reply) => {
      const file = await entryFile(app.db, request.params.file);
      const entry = file
        ? await app.db
            .selectFrom('form_entries')
            .select('form_id')
            .where('id', '=', file.entry_id)
            .executeTakeFirst()
        : undefined;
      if (!file || entry?.form_id !== request.params.id) throw notFound('No such file.');
      const ascii = file.original_name.replace(/[^\w.-]/g, '_');
      return reply
        .type(file.mime)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
        )
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(createReadStream(storedPath(app, file.id)));
    },
  );
};
