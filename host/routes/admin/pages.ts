import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRecordParamsSchema, adminSavedSchema } from '../../../src/contract/admin';
import { adminTexts } from '../../../src/i18n/admin';
import { logAdminChange } from '../../db/admin/admin-changes.repository';
import { findTreeNode, shiftPage } from '../../db/pages/page-tree.repository';
import { notFound } from '../../http/errors';
import { requireStaff, requireStaffPage, staffUser } from '../../http/guards';
import { wantsJson } from '../../pages/admin/form-answer';
import { pageType } from './page-record';
import { loggedRecord, recordRoutes } from './record-routes';
import type { AdminArea } from './record-type';

const message = adminTexts('de');

const orderBodySchema = z.object({
  direction: z.enum(['up', 'down'], { error: message('validation.choice') }),
});

/**
 * Reordering siblings (issue 18 item 2 "reorder siblings"): one step up or down, a form per
 * button, logged like any change; and `/admin/pages/{id}/` (older settings links) leads to the
 * page's settings.
 */
const pageOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    { schema: { params: adminRecordParamsSchema }, onRequest: [requireStaffPage] },
    async (request, reply) => reply.redirect(`/admin/pages/${request.params.id}/change/`, 301),
  );
  app.post(
    '/:id/order',
    {
      schema: { params: adminRecordParamsSchema, body: orderBodySchema, response: { 200: adminSavedSchema } },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === null) throw notFound('No such page.');
      const page = await findTreeNode(app.db, id);
      if (!page) throw notFound('No such page.');
      const user = staffUser(request);
      const moved = await app.db.transaction().execute(async (trx) => {
        if (!(await shiftPage(trx, id, request.body.direction))) return false;
        await logAdminChange(trx, {
          user: { id: user.id, username: user.username },
          recordType: 'pages',
          recordId: id,
          recordName: page.title,
          action: 'change',
          fields: ['sort_order'],
        });
        return true;
      });
      if (moved) await app.pageCache.contentChanged();
      if (wantsJson(request)) return { status: 'saved' as const, id };
      return reply.redirect(`/admin/pages/?${moved ? 'moved' : 'unmoved'}#page-${id}`, 303);
    },
  );
};

/** The page tree's area: the generic record pages (settings, create, delete) and the order. */
export const pageArea: AdminArea = {
  path: 'pages',
  title: 'pages',
  menu: 'menu.pages',
  role: 'editor',
  routes: async (app) => {
    await app.register(recordRoutes(pageType));
    await app.register(pageOrderRoutes);
  },
  logged: loggedRecord(pageType),
};
