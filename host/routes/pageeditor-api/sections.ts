import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  containerCreateBodySchema,
  containerSlugSchema,
  deleteAnswerSchema,
  reorderSectionsAnswerSchema,
  sectionContentBodySchema,
  sectionCreateBodySchema,
  sectionDeleteQuerySchema,
  sectionIdSchema,
  sectionsReorderBodySchema,
  sectionUpdateBodySchema,
  sectionWriteAnswerSchema,
  writeConflictSchema,
} from '../../../src/contract/editor';
import { sectionSchema } from '../../../src/contract/pages';
import {
  addSection,
  changeSection,
  deleteSection,
  ensureContainer,
  putSectionContent,
  reorderSections,
} from '../../editor/section-writes';
import { requireStaff, staffUser } from '../../http/guards';
import { localeParams, localeParamsWith } from '../../http/locale';

const sectionParams = localeParamsWith({ section_id: sectionIdSchema });

/**
 * Sections of a page and shared containers (spec: frame §4 Editing, §7; issue 6 item 3): staff
 * only (401), CSRF-checked (403), validated by the contract (400), a stale token is 409. Every
 * write stores a page version (host/editor/section-writes.ts) and clears the page cache.
 */
export const sectionRoutes: FastifyPluginAsyncZod = async (app) => {
  // A write to a page's section goes to the page's draft: visitors' pages do not change, so
  // their cache (on every process) stays. A shared container has no draft and no version
  // (`version_id` null): its change is live at once.
  const changed = async (answer: { version_id: number | null }) => {
    if (answer.version_id === null) await app.pageCache.contentChanged();
  };

  app.post(
    '/section',
    {
      schema: {
        params: localeParams,
        body: sectionCreateBodySchema,
        response: { 201: sectionWriteAnswerSchema },
      },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const answer = await addSection(app.db, staffUser(request), request.body);
      await changed(answer);
      return reply.status(201).send(answer);
    },
  );

  app.patch(
    '/section/:section_id',
    {
      schema: {
        params: sectionParams,
        body: sectionUpdateBodySchema,
        response: { 200: sectionWriteAnswerSchema, 409: writeConflictSchema },
      },
      onRequest: [requireStaff],
    },
    async (request) => {
      const answer = await changeSection(app.db, staffUser(request), request.params.section_id, request.body);
      await changed(answer);
      return answer;
    },
  );

  app.put(
    '/section/:section_id/content',
    {
      schema: {
        params: sectionParams,
        body: sectionContentBodySchema,
        response: { 200: sectionWriteAnswerSchema, 409: writeConflictSchema },
      },
      onRequest: [requireStaff],
    },
    async (request) => {
      const answer = await putSectionContent(
        app.db,
        staffUser(request),
        request.params.section_id,
        request.body,
      );
      await changed(answer);
      return answer;
    },
  );

  app.delete(
    '/section/:section_id',
    {
      schema: {
        params: sectionParams,
        querystring: sectionDeleteQuerySchema,
        response: { 200: deleteAnswerSchema, 409: writeConflictSchema },
      },
      onRequest: [requireStaff],
    },
    async (request) => {
      const touch = { uid: request.params.section_id, version: request.query.version };
      const answer = await deleteSection(app.db, staffUser(request), touch);
      await changed(answer);
      return answer;
    },
  );

  app.post(
    '/sections/reorder',
    {
      schema: {
        params: localeParams,
        body: sectionsReorderBodySchema,
        response: { 200: reorderSectionsAnswerSchema },
      },
      onRequest: [requireStaff],
    },
    async (request) => {
      const answer = await reorderSections(app.db, staffUser(request), request.body);
      await changed(answer);
      return answer;
    },
  );

  // Staff create a missing shared container (201); an existing one is answered as it is (200).
  app.put(
    '/container/by-slug/:slug',
    {
      schema: {
        params: localeParamsWith({ slug: containerSlugSchema }),
        body: containerCreateBodySchema,
        response: { 200: sectionSchema, 201: sectionSchema },
      },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { section, created } = await ensureContainer(
        app.db,
        staffUser(request),
        slug,
        request.body.layout,
      );
      if (!created) return section;
      await app.pageCache.contentChanged(); // a shared container: live at once
      return reply.status(201).send(section);
    },
  );
};
