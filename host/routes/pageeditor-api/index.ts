import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { draftRoutes } from './drafts';
import { duplicateRoutes } from './duplicates';
import { finderRoutes } from './finders';
import { magazineFinderRoutes } from './magazine-finders';
import { moduleRoutes } from './modules';
import { readRoutes } from './read';
import { sectionRoutes } from './sections';
import { sessionRoutes } from './session';
import { versionRoutes } from './versions';

/**
 * The page editor API (spec: frame §7 "any method /{locale}/pageeditor-api/{module}"), registered
 * with the prefix `/:locale/pageeditor-api`, a file per concern:
 *
 * | file        | routes                                                                  |
 * | ----------- | ----------------------------------------------------------------------- |
 * | read.ts     | GET page[/{path}], container/by-slug/{slug}, nav, redirect              |
 * | session.ts  | POST login, POST logout, GET user                                       |
 * | sections.ts | POST section, PATCH/DELETE section/{id}, POST sections/reorder,         |
 * |             | PUT container/by-slug/{slug}                                            |
 * | modules.ts  | POST module, PUT/DELETE module/{id}, POST module/{id}/move,             |
 * |             | POST section/{id}/reorder                                               |
 * | duplicates.ts | POST module/{id}/duplicate, POST section/{id}/duplicate (issue 19)    |
 * | versions.ts | GET page-versions/{page}[/{version}], POST page-versions/{id}/restore   |
 * | drafts.ts   | GET draft/{page}, POST draft/{page}/publish, POST draft/{page}/discard  |
 * | finders.ts  | GET finder/images, finder/links, finder/events                          |
 *
 * The writes live in host/editor (validate, lock, apply a pure edit, store, version); the routes
 * declare their contract (src/contract/editor.ts) and their guard.
 */
export const pageeditorApiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readRoutes);
  await app.register(sessionRoutes);
  await app.register(sectionRoutes);
  await app.register(moduleRoutes);
  await app.register(duplicateRoutes);
  await app.register(versionRoutes);
  await app.register(draftRoutes);
  await app.register(finderRoutes);
  await app.register(magazineFinderRoutes);
};

// host/routes/pages.tsx imports it from here; it lives in src/domain/page-path.ts.
