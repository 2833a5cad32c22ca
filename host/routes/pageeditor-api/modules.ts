import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moduleCreateBodySchema,
  moduleDeleteQuerySchema,
  moduleIdSchema,
  moduleMoveBodySchema,
  modulePreviewAnswerSchema,
  modulePreviewBodySchema,
  modulePreviewQuerySchema,
  modulesReorderBodySchema,
  moduleUpdateBodySchema,
  moduleWriteAnswerSchema,
  moveAnswerSchema,
  sectionIdSchema,
  sectionWriteAnswerSchema,
  writeConflictSchema,
} from '../../../src/contract/editor';
import {
  addModule,
  changeModule,
  deleteModule,
  moveModule,
  reorderSectionModules,
} from '../../editor/module-writes';
import { HttpError } from '../../http/errors';
import { requireStaff, staffUser } from '../../http/guards';
import { localeParams, localeParamsWith } from '../../http/locale';
import { renderModulePreview } from '../../render/module-preview';

const moduleParams = localeParamsWith({ module_id: moduleIdSchema });

/**
 * Modules in the columns of a section (spec: frame §4 Editing, §5 module registry, §7): staff
 * only (401), CSRF-checked (403), validated by the contract and the registry (400), a stale
 * token is 409. Every write stores a page version (host/editor/module-writes.ts) and clears the
 * page cache.
 */
export const moduleRoutes: FastifyPluginAsyncZod = async (app) => {
  // A write to a page's section goes to the page's draft: visitors' pages do not change, so
  // their cache (on every process) stays. A shared container has no draft and no version
  // (`version_id` null): its change is live at once.
  const changed = async (answer: { version_id: number | null }) => {
    if (answer.version_id === null) await app.pageCache.contentChanged();
  };
  const written = { 200: moduleWriteAnswerSchema, 409: writeConflictSchema };

  app.post(
    '/module-preview',
    {
      schema: {
        params: localeParams,
        querystring: modulePreviewQuerySchema,
        body: modulePreviewBodySchema,
        response: { 200: modulePreviewAnswerSchema },
      },
      onRequest: [requireStaff],
    },
    async (request) => {
      const { at } = request.query;
      const preview = await renderModulePreview(app.db, request.body, {
        locale: request.params.locale,
        now: at ? new Date(at) : app.clock.now(),
      });
      if (!preview.ok) {
        const fields = Object.fromEntries(preview.issues.map((issue) => [issue.path, issue.message]));
        throw new HttpError(400, 'bad_request', 'The module is not valid', fields);
      }
      return { html: preview.html };
    },
  );

  app.post(
    '/module',
    {
      schema: {
        params: localeParams,
        body: moduleCreateBodySchema,
        response: { 201: moduleWriteAnswerSchema, 409: writeConflictSchema },
      },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const answer = await addModule(app.db, staffUser(request), request.body);
      await changed(answer);
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/module/:module_id',
    {
      schema: { params: moduleParams, body: moduleUpdateBodySchema, response: written },
      onRequest: [requireStaff],
    },
    async (request) => {
      const answer = await changeModule(app.db, staffUser(request), request.params.module_id, request.body);
      await changed(answer);
      return answer;
    },
  );

  app.delete(
    '/module/:module_id',
    {
      schema: { params: moduleParams, querystring: moduleDeleteQuerySchema, response: written },
      onRequest: [requireStaff],
    },
    async (request) => {
      const touch = { uid: request.query.section_id, version: request.query.version };
      const answer = await deleteModule(app.db, staffUser(request), request.params.module_id, touch);
      await changed(answer);
      return answer;
    },
  );

  app.post(
    '/section/:section_id/reorder',
    {
      schema: {
        params: localeParamsWith({ section_id: sectionIdSchema }),
        body: modulesReorderBodySchema,
        response: { 200: sectionWriteAnswerSchema, 409: writeConflictSchema },
      },
      onRequest: [requireStaff],
    },
    async (request) => {
      const { section_id: uid } = request.params;
      const answer = await reorderSectionModules(app.db, staffUser(request), uid, request.body);
      await changed(answer);
      return answer;
    },
  );

  app.post(
    '/module/:module_id/move',
    {
      schema: {
        params: moduleParams,
        body: moduleMoveBodySchema,
        response: { 200: moveAnswerSchema, 409: writeConflictSchema },
      },
      onRequest: [requireStaff],
    },
    async (request) => {
      const answer = await moveModule(app.db, staffUser(request), request.params.module_id, request.body);
      await changed(answer);
      return answer;
    },
  );
};
