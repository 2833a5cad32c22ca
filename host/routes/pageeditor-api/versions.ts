import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  compareAnswerSchema,
  compareQuerySchema,
  pageIdParamSchema,
  restoreAnswerSchema,
  restoreBodySchema,
  versionDetailSchema,
  versionIdParamSchema,
  versionListQuerySchema,
  versionListSchema,
  writeConflictSchema,
} from '../../../src/contract/editor';
import { comparePages } from '../../../src/domain/page-compare';
import { changeText } from '../../../src/domain/page-compare-text';
import { findVersion, listVersions } from '../../db/editor/editor.repository';
import { findPageById } from '../../db/pages/pages.repository';
import { pageState } from '../../editor/drafts';
import { restoreVersion } from '../../editor/restore';
import { notFound } from '../../http/errors';
import { requireStaff, staffUser } from '../../http/guards';
import { localeParamsWith } from '../../http/locale';

/**
 * A page's saved versions (spec: frame §2 "?v=", §3 "versioning enabled", §7 version_id): who
 * saved what when, one version's sections, and restoring the page or one section of it. Staff only.
 */
export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/page-versions/:page_id',
    {
      schema: {
        params: localeParamsWith({ page_id: pageIdParamSchema }),
        querystring: versionListQuerySchema,
        response: { 200: versionListSchema },
      },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const { page_id: pageId } = request.params;
      if (!(await findPageById(app.db, pageId))) throw notFound(`Page ${pageId} not found`);
      reply.header('cache-control', 'private, no-store');
      return { results: await listVersions(app.db, pageId, request.query.before) };
    },
  );

  app.get(
    '/page-versions/:page_id/compare',
    {
      schema: {
        params: localeParamsWith({ page_id: pageIdParamSchema }),
        querystring: compareQuerySchema,
        response: { 200: compareAnswerSchema },
      },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const { page_id: pageId, locale } = request.params;
      const now = app.clock.now();
      const [before, after] = await Promise.all([
        pageState(app.db, pageId, request.query.from, now),
        pageState(app.db, pageId, request.query.to, now),
      ]);
      reply.header('cache-control', 'private, no-store');
      const changes = comparePages(before, after).map((change) => ({
        ...change,
        text: changeText(change, locale),
      }));
      return { changes, before, after };
    },
  );

  app.get(
    '/page-versions/:page_id/:version_id',
    {
      schema: {
        params: localeParamsWith({ page_id: pageIdParamSchema, version_id: versionIdParamSchema }),
        response: { 200: versionDetailSchema },
      },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const version = await findVersion(app.db, request.params.version_id);
      if (!version || version.page_id !== request.params.page_id)
        throw notFound('This version does not exist for this page');
      reply.header('cache-control', 'private, no-store');
      return version;
    },
  );

  app.post(
    '/page-versions/:version_id/restore',
    {
      schema: {
        params: localeParamsWith({ version_id: versionIdParamSchema }),
        body: restoreBodySchema,
        response: { 200: restoreAnswerSchema, 409: writeConflictSchema },
      },
      onRequest: [requireStaff],
    },
    async (request) => {
      const answer = await restoreVersion(
        app.db,
        staffUser(request),
        request.params.version_id,
        request.body,
      );
      await app.pageCache.contentChanged();
      return answer;
    },
  );
};
