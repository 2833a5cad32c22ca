import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEDIA_KINDS,
  MEDIA_PAGE_SIZE,
  mediaChangeSchema,
  mediaIdParamsSchema,
  mediaSavedSchema,
} from '../../../src/contract/media';
import { t } from '../../../src/i18n';
import { mediaTexts } from '../../../src/i18n/media';
import {
  changeMedia,
  deleteMedia,
  hashInUse,
  listMedia,
  loadMedia,
  type MediaRow,
  mediaUsage,
} from '../../db/media/media.repository';
import { HttpError, notFound } from '../../http/errors';
import { requireStaff, requireStaffPage, staffUser } from '../../http/guards';
import { htmlPageResponse } from '../../http/private-html';
import { makeOgRendition, mediaItem, removeOriginal } from '../../media/library';
import { addMedia, readMediaUpload, refuseForgedUpload, replaceMedia } from '../../media/upload';
import { adminLocale, sendAdminPage } from '../../pages/admin/admin-page';
import { formInput, refuse, staleError, wantsJson } from '../../pages/admin/form-answer';
import type { Fields, Values } from '../../pages/admin/form-controls';
import { mediaEditPage, mediaListPage } from '../../pages/admin/media-pages';
import type { AdminArea } from './record-type';

const flag = z.string().optional();
const listQuerySchema = z.object({
  q: z.string().trim().max(200, 'is too long').default(''),
  // The form's "All" sends an empty kind.
  kind: z
    .union([z.enum(MEDIA_KINDS), z.literal('')], { message: 'must be image, audio, video or document' })
    .optional()
    .transform((kind) => kind || undefined),
  page: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100_000).default(1),
  uploaded: flag,
  deleted: flag,
});
const editQuerySchema = z.object({ saved: flag, uploaded: flag, replaced: flag });
const deleteBodySchema = z.object({ confirm: z.string().optional() });

/** The values of the edit form for a stored file. */
const formValues = (row: MediaRow): Values => ({
  title: row.title,
  alt_de: row.alt.de,
  alt_en: row.alt.en,
  decorative: row.decorative,
  focal_x: row.focal_x,
  focal_y: row.focal_y,
});

/**
 * The media library's admin pages (issue 18 part 3; staff only, plain HTML forms that work
 * without JavaScript, each carrying the CSRF token): the list with search and kind filter and the
 * upload; a file's page with alt text, decorative, focal point and title, "where is this used?",
 * replace (same address, so every usage shows the new file) and delete (only when unused).
 */
const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart for this area's upload and replace forms (each route plugin registers its own).
  await app.register(multipart, { throwFileSizeLimit: false });

  const showList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: z.output<typeof listQuerySchema>,
    shown: { fields: Fields; notice?: string },
    status = 200,
  ) => {
    const found = await listMedia(app.db, {
      q: query.q,
      kind: query.kind,
      page: query.page,
      pageSize: MEDIA_PAGE_SIZE,
    });
    const view = mediaListPage({
      items: found.results.map(mediaItem),
      count: found.count,
      page: query.page,
      pageSize: MEDIA_PAGE_SIZE,
      q: query.q,
      kind: query.kind,
      csrf: request.csrfToken,
      locale: adminLocale(request),
      ...shown,
    });
    return sendAdminPage(request, reply, view, status);
  };

  const showEdit = async (
    request: FastifyRequest,
    reply: FastifyReply,
    row: MediaRow,
    shown: { values?: Values; fields: Fields; notice?: string },
    status = 200,
  ) => {
    const view = mediaEditPage({
      item: mediaItem(row),
      hash: row.hash,
      usage: await mediaUsage(app.db, row.id),
      csrf: request.csrfToken,
      values: shown.values ?? formValues(row),
      fields: shown.fields,
      notice: shown.notice,
      locale: adminLocale(request),
    });
    return sendAdminPage(request, reply, view, status);
  };

  const loadOr404 = async (id: number) => {
    const row = await loadMedia(app.db, id);
    if (!row) throw notFound('No such file in the media library.');
    return row;
  };

  /** A refused upload or replacement: JSON for API clients, else the page again with the message. */
  const refusedUpload = (
    request: FastifyRequest,
    reply: FastifyReply,
    error: unknown,
    show: (fields: Fields, status: number) => Promise<FastifyReply>,
  ) => {
    if (!(error instanceof HttpError) || error.status === 403) throw error;
    return refuse(request, reply, error, () => show(error.fields ?? { form: error.message }, error.status));
  };

  app.get(
    '/',
    { schema: { querystring: listQuerySchema, response: htmlPageResponse }, onRequest: [requireStaffPage] },
    async (request, reply) => {
      const m = mediaTexts(adminLocale(request));
      const notice = request.query.deleted !== undefined ? m('deleted') : undefined;
      return showList(request, reply, request.query, { fields: {}, notice });
    },
  );

  app.post(
    '/',
    {
      schema: { response: { 201: mediaSavedSchema } },
      onRequest: [requireStaff],
      config: { csrfExempt: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      try {
        const upload = await readMediaUpload(request);
        const row = await addMedia(app, upload, staffUser(request).id, {
          title: '',
          alt_de: '',
          alt_en: '',
          decorative: false,
        });
        await app.pageCache.contentChanged();
        if (wantsJson(request)) return reply.status(201).send({ status: 'created', item: mediaItem(row) });
        return reply.redirect(`/admin/media/${row.id}/change?uploaded`, 303);
      } catch (error) {
        const query = listQuerySchema.parse({});
        return refusedUpload(request, reply, error, (fields, status) =>
          showList(request, reply, query, { fields }, status),
        );
      }
    },
  );

  app.get(
    '/:id/change',
    {
      schema: { params: mediaIdParamsSchema, querystring: editQuerySchema, response: htmlPageResponse },
      onRequest: [requireStaffPage],
    },
    async (request, reply) => {
      const row = await loadOr404(request.params.id);
      const m = mediaTexts(adminLocale(request));
      const { saved, uploaded, replaced } = request.query;
      const notice =
        uploaded !== undefined && !mediaItem(row).usable
          ? m('uploaded')
          : replaced !== undefined
            ? m('replaced')
            : saved !== undefined
              ? t(adminLocale(request), 'admin.saved')
              : undefined;
      return showEdit(request, reply, row, { fields: {}, notice });
    },
  );

  app.post(
    '/:id/change',
    {
      schema: { params: mediaIdParamsSchema, body: mediaChangeSchema },
      attachValidation: true,
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const row = await loadOr404(request.params.id);
      const input = formInput(request, mediaChangeSchema);
      if (!input.ok)
        return refuse(request, reply, input.error, () =>
          showEdit(request, reply, row, { values: input.sent, fields: input.error.fields ?? {} }, 400),
        );
      const change = input.data;
      const saved = await changeMedia(
        app.db,
        row.id,
        change.version,
        {
          title: change.title,
          alt: { de: change.alt_de, en: change.alt_en },
          decorative: change.decorative,
          focal_x: change.focal_x,
          focal_y: change.focal_y,
        },
        app.clock.now(),
      );
      if (!saved) {
        const error = staleError(change.version, adminLocale(request));
        const current = await loadOr404(row.id);
        return refuse(request, reply, error, () =>
          showEdit(request, reply, current, { fields: error.fields ?? {} }, 409),
        );
      }
      const focal = { focal_x: Math.round(change.focal_x), focal_y: Math.round(change.focal_y) };
      if (
        row.kind === 'image' &&
        row.width &&
        row.height &&
        (focal.focal_x !== row.focal_x || focal.focal_y !== row.focal_y)
      )
        await makeOgRendition(app, { hash: row.hash, width: row.width, height: row.height, ...focal });
      await app.pageCache.contentChanged();
      if (wantsJson(request)) return { status: 'saved' as const, item: mediaItem(await loadOr404(row.id)) };
      return reply.redirect(`/admin/media/${row.id}/change?saved`, 303);
    },
  );

  app.post(
    '/:id/replace',
    {
      schema: { params: mediaIdParamsSchema },
      onRequest: [requireStaff],
      config: { csrfExempt: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      refuseForgedUpload(request);
      const row = await loadOr404(request.params.id);
      try {
        await replaceMedia(app, row, await readMediaUpload(request));
      } catch (error) {
        return refusedUpload(request, reply, error, (fields, status) =>
          showEdit(request, reply, row, { fields }, status),
        );
      }
      await app.pageCache.contentChanged();
      if (wantsJson(request))
        return { status: 'replaced' as const, item: mediaItem(await loadOr404(row.id)) };
      return reply.redirect(`/admin/media/${row.id}/change?replaced`, 303);
    },
  );

  app.post(
    '/:id/delete',
    { schema: { params: mediaIdParamsSchema, body: deleteBodySchema }, onRequest: [requireStaff] },
    async (request, reply) => {
      const row = await loadOr404(request.params.id);
      const m = mediaTexts(adminLocale(request));
      const usage = await mediaUsage(app.db, row.id);
      if (usage.pages.length > 0 || usage.records.length > 0) {
        const error = new HttpError(
          409,
          'conflict',
          'The file is still used; it cannot be deleted.',
          {
            form: m('delete.inUse'),
          },
          { usage },
        );
        return refuse(request, reply, error, () =>
          showEdit(request, reply, row, { fields: error.fields ?? {} }, 409),
        );
      }
      if (!wantsJson(request) && request.body.confirm !== 'on') {
        const fields = { confirm: m('delete.unconfirmed') };
        return showEdit(request, reply, row, { fields }, 400);
      }
      await deleteMedia(app.db, row.id);
      if (!(await hashInUse(app.db, row.hash))) await removeOriginal(app, row.hash);
      await app.pageCache.contentChanged();
      if (wantsJson(request)) return reply.status(204).send();
      return reply.redirect('/admin/media/?deleted', 303);
    },
  );
};

export const mediaArea: AdminArea = {
  path: 'media',
  title: 'media',
  menu: 'menu.media',
  role: 'editor',
  routes: mediaAdminRoutes,
};
