import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moduleDuplicateBodySchema,
  moduleIdSchema,
  moduleWriteAnswerSchema,
  sectionDuplicateBodySchema,
  sectionIdSchema,
  sectionWriteAnswerSchema,
  writeConflictSchema,
} from '../../../src/contract/editor';
import { duplicateModule, duplicateSection } from '../../editor/duplicate-writes';
import { requireStaff, staffUser } from '../../http/guards';
import { localeParamsWith } from '../../http/locale';

/**
 * Duplicating a module or a section (issue 19 item 4): staff only (401), CSRF-checked (403),
 * validated by the contract (400), a stale token is 409. The copy lands right after the original
 * in the draft, with a page version; the page cache is cleared.
 */
export const duplicateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/module/:module_id/duplicate',
    {
      schema: {
        params: localeParamsWith({ module_id: moduleIdSchema }),
        body: moduleDuplicateBodySchema,
        response: { 201: moduleWriteAnswerSchema, 409: writeConflictSchema },
      },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const { module_id: moduleId } = request.params;
      const answer = await duplicateModule(app.db, staffUser(request), moduleId, request.body);
      await app.pageCache.contentChanged();
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/section/:section_id/duplicate',
    {
      schema: {
        params: localeParamsWith({ section_id: sectionIdSchema }),
        body: sectionDuplicateBodySchema,
        response: { 201: sectionWriteAnswerSchema, 409: writeConflictSchema },
      },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const { section_id: uid } = request.params;
      const answer = await duplicateSection(app.db, staffUser(request), uid, request.body);
      await app.pageCache.contentChanged();
      return reply.status(201).send(answer);
    },
  );
};
