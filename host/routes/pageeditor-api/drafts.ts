import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  discardAnswerSchema,
  draftStateSchema,
  pageIdParamSchema,
  publishAnswerSchema,
  publishBodySchema,
  writeConflictSchema,
} from '../../../src/contract/editor';
import { findPageById } from '../../db/pages/pages.repository';
import { discardDraft, draftState, publishPage } from '../../editor/drafts';
import { notFound } from '../../http/errors';
import { requireStaff, staffUser } from '../../http/guards';
import { localeParamsWith } from '../../http/locale';

const pageParams = localeParamsWith({ page_id: pageIdParamSchema });

/**
 * A page's draft (issue 19 item 1; docs/decisions/0090): its state, publishing it now or at a
 * time, and discarding it. Staff only (401), CSRF-checked (403); a stale draft is 409.
 */
export const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  async function existing(pageId: number): Promise<void> {
    if (!(await findPageById(app.db, pageId))) throw notFound(`Page ${pageId} not found`);
  }

  app.get(
    '/draft/:page_id',
    { schema: { params: pageParams, response: { 200: draftStateSchema } }, onRequest: [requireStaff] },
    async (request, reply) => {
      await existing(request.params.page_id);
      reply.header('cache-control', 'private, no-store');
      return draftState(app.db, request.params.page_id, app.clock.now());
    },
  );

  app.post(
    '/draft/:page_id/publish',
    {
      schema: {
        params: pageParams,
        body: publishBodySchema,
        response: { 200: publishAnswerSchema, 409: writeConflictSchema },
      },
      onRequest: [requireStaff],
    },
    async (request) => {
      await existing(request.params.page_id);
      const answer = await publishPage(
        app.db,
        staffUser(request),
        request.params.page_id,
        request.body,
        app.clock.now(),
      );
      await app.pageCache.contentChanged();
      return answer;
    },
  );

  app.post(
    '/draft/:page_id/discard',
    { schema: { params: pageParams, response: { 200: discardAnswerSchema } }, onRequest: [requireStaff] },
    async (request) => {
      await existing(request.params.page_id);
      const answer = await discardDraft(app.db, staffUser(request), request.params.page_id, app.clock.now());
      await app.pageCache.contentChanged();
      return answer;
    },
  );
};
