import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { localeSchema } from '../../src/contract/common';
import {
  containerCreateBodySchema,
  type DeleteAnswer,
  type ModuleInput,
  type ModuleWriteAnswer,
  type MoveAnswer,
  moduleCreateBodySchema,
  moduleDeleteQuerySchema,
  moduleIdSchema,
  moduleMoveBodySchema,
  modulesReorderBodySchema,
  moduleUpdateBodySchema,
  type ReorderSectionsAnswer,
  type RestoreAnswer,
  restoreBodySchema,
  type SectionWriteAnswer,
  type StoredModule,
  sectionCreateBodySchema,
  sectionDeleteQuerySchema,
  sectionIdSchema,
  sectionsReorderBodySchema,
  sectionUpdateBodySchema,
  versionListQuerySchema,
} from '../../src/contract/editor';
import type { Section } from '../../src/contract/pages';
import { type ColumnLayout, columnClasses } from '../../src/domain/layouts';
import {
  changeLayout,
  type EditableSection,
  type EditResult,
  emptyColumns,
  insertModule,
  removeModule,
  reorderModules,
  replaceModule,
} from '../../src/domain/section-edits';
import { moduleDefinition, parseModule, topLevelTypes } from '../../src/modules/registry';
import {
  findVersion,
  insertSection,
  inTransaction,
  listVersions,
  lockSections,
  pageSectionUids,
  recordVersion,
  type SectionContent,
  type SectionRow,
  saveSection,
  setPositions,
} from '../db/editor/editor.repository';
import { findPageById, loadPageSections, sectionToModule } from '../db/pages/pages.repository';
import type { Database, StoredColumn } from '../db/schema';
import { badRequest, notFound, parseInput } from '../http/errors';
import { requireStaff } from '../plugins/auth';
import { sanitizeModuleTree } from '../render/sanitize';

const localeParams = z.object({ locale: localeSchema });
const sectionParams = localeParams.extend({ section_id: sectionIdSchema });
const moduleParams = localeParams.extend({ module_id: moduleIdSchema });
const slugParams = localeParams.extend({
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'slug must be lower-case letters, digits and dashes'),
});
const positiveId = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(2_147_483_647, `${name} is too large`);
const pageVersionsParams = localeParams.extend({ page_id: positiveId('page_id') });
const versionParams = pageVersionsParams.extend({ version_id: positiveId('version_id') });
const restoreParams = localeParams.extend({ version_id: positiveId('version_id') });

/** An unknown locale is a path that does not exist: 404, not 400. */
function params<T extends z.ZodType>(request: FastifyRequest, schema: T): z.infer<T> {
  if (!localeSchema.safeParse((request.params as { locale?: unknown }).locale).success)
    throw notFound('Unknown locale');
  return parseInput(schema, request.params, 'params') as z.infer<T>;
}

function unwrap<T>(result: EditResult<T>): T {
  if (!result.ok)
    throw badRequest(`Invalid body: ${result.field}: ${result.message}`, { [result.field]: result.message });
  return result.value;
}

/**
 * Validates a module with the registry (spec: frame §5) and sanitises its rich text: what is
 * stored is what the public renderer may output as is. Field paths are prefixed with `module.`.
 */
function validModule(input: ModuleInput, id: string): StoredModule {
  const definition = moduleDefinition(input.type);
  if (!definition) {
    const message = `Unknown module type ${JSON.stringify(input.type)}.`;
    throw badRequest(`Invalid body: module.type: ${message}`, { 'module.type': message });
  }
  if (!topLevelTypes().includes(input.type)) {
    const message = `A ${input.type} cannot be placed directly in a column.`;
    throw badRequest(`Invalid body: module.type: ${message}`, { 'module.type': message });
  }
  const result = parseModule({ ...input, id });
  if (!result.ok) {
    const fields: Record<string, string> = {};
    for (const issue of result.issues) fields[`module.${issue.path}`] ??= issue.message;
    const message = Object.entries(fields)
      .map(([key, text]) => `${key}: ${text}`)
      .join('; ');
    throw badRequest(`Invalid body: ${message}`, fields);
  }
  return sanitizeModuleTree(result.module) as StoredModule;
}

function editable(row: SectionRow): EditableSection & SectionContent {
  return {
    layout: row.layout,
    extra_class: row.extra_class,
    image: row.image,
    columns: row.columns as StoredColumn[],
  };
}

/** "section 2" for messages: its place on the page (1-based), or its slug for containers. */
async function sectionLabel(db: Kysely<Database>, row: SectionRow): Promise<string> {
  if (row.page_id === null) return `container ${row.slug ?? row.uid}`;
  const uids = await pageSectionUids(db, row.page_id);
  return `section ${uids.indexOf(row.uid) + 1}`;
}

function moduleLabel(module: { type: string }): string {
  return moduleDefinition(module.type)?.toolbarLabel ?? module.type;
}

/**
 * The write side of the page editor API (spec: frame §4 Editing, §7 "any method
 * /{locale}/pageeditor-api/{module}"; issue 6 item 3). Staff only (401), CSRF-checked by the csrf
 * plugin (403), validated by the contract and the module registry (400), with per-section
 * conflict detection (409). Every save writes a page version and clears the page cache.
 */
export async function editorApiRoutes(app: FastifyInstance) {
  const changed = () => app.pageCache.contentChanged();

  /** Edits one section in place: lock, check token, apply, store, version. */
  async function editSection(
    request: FastifyRequest,
    uid: string,
    version: number,
    action: Parameters<typeof recordVersion>[3],
    apply: (
      section: EditableSection & SectionContent,
      row: SectionRow,
    ) => {
      content: SectionContent;
      note: string;
    },
  ): Promise<{ section: Section; versionId: number | null }> {
    const actor = requireStaff(request);
    const result = await inTransaction(app.db, async (trx) => {
      const rows = await lockSections(trx, [{ uid, version }]);
      const row = rows.get(uid) as SectionRow;
      const { content, note } = apply(editable(row), row);
      const saved = await saveSection(trx, row, content, actor);
      const versionId =
        saved.page_id === null
          ? null
          : await recordVersion(
              trx,
              saved.page_id,
              actor,
              action,
              [uid],
              (snapshot) => `${note} in section ${snapshot.findIndex((section) => section.id === uid) + 1}`,
            );
      return { section: sectionToModule(saved), versionId };
    });
    changed();
    return result;
  }

  // --- Sections ---------------------------------------------------------------------------

  app.post('/:locale/pageeditor-api/section', async (request, reply): Promise<SectionWriteAnswer> => {
    params(request, localeParams);
    const actor = requireStaff(request);
    const body = parseInput(sectionCreateBodySchema, request.body, 'body');
    const page = await findPageById(app.db, body.page_id);
    if (!page) throw notFound(`Page ${body.page_id} not found`);
    const result = await inTransaction(app.db, async (trx) => {
      const uids = await pageSectionUids(trx, page.id);
      const position = Math.min(body.position ?? uids.length, uids.length);
      const row = await insertSection(
        trx,
        {
          page_id: page.id,
          slug: null,
          position,
          layout: body.layout,
          extra_class: body.extra_class ?? '',
          image: body.image || null,
          columns: emptyColumns(body.layout),
        },
        actor,
      );
      uids.splice(position, 0, row.uid);
      await setPositions(trx, page.id, uids);
      const versionId = await recordVersion(
        trx,
        page.id,
        actor,
        'section.create',
        [row.uid],
        `Added a ${body.layout} section as section ${position + 1}`,
      );
      return { section: sectionToModule(row), version_id: versionId };
    });
    changed();
    return reply.status(201).send(result);
  });

  app.patch('/:locale/pageeditor-api/section/:section_id', async (request): Promise<SectionWriteAnswer> => {
    const { section_id } = params(request, sectionParams);
    requireStaff(request);
    const body = parseInput(sectionUpdateBodySchema, request.body, 'body');
    const { section, versionId } = await editSection(
      request,
      section_id,
      body.version,
      'section.update',
      (current) => {
        const reshaped =
          body.layout && body.layout !== current.layout ? changeLayout(current, body.layout) : current;
        return {
          content: {
            layout: reshaped.layout,
            columns: reshaped.columns as StoredColumn[],
            extra_class: body.extra_class ?? current.extra_class,
            image: body.image === undefined ? current.image : body.image || null,
          },
          note:
            body.layout && body.layout !== current.layout
              ? `Changed the layout to ${body.layout}`
              : 'Changed the style',
        };
      },
    );
    return { section, version_id: versionId };
  });

  app.delete('/:locale/pageeditor-api/section/:section_id', async (request): Promise<DeleteAnswer> => {
    const { section_id } = params(request, sectionParams);
    const actor = requireStaff(request);
    const query = parseInput(sectionDeleteQuerySchema, request.query, 'query');
    const versionId = await inTransaction(app.db, async (trx) => {
      const rows = await lockSections(trx, [{ uid: section_id, version: query.version }]);
      const row = rows.get(section_id) as SectionRow;
      const label = await sectionLabel(trx, row);
      await trx.deleteFrom('sections').where('id', '=', row.id).execute();
      if (row.page_id === null) return null;
      await setPositions(trx, row.page_id, await pageSectionUids(trx, row.page_id));
      return recordVersion(trx, row.page_id, actor, 'section.delete', [section_id], `Deleted ${label}`);
    });
    changed();
    return { deleted: section_id, version_id: versionId };
  });

  app.post('/:locale/pageeditor-api/sections/reorder', async (request): Promise<ReorderSectionsAnswer> => {
    params(request, localeParams);
    const actor = requireStaff(request);
    const body = parseInput(sectionsReorderBodySchema, request.body, 'body');
    const page = await findPageById(app.db, body.page_id);
    if (!page) throw notFound(`Page ${body.page_id} not found`);
    const result = await inTransaction(app.db, async (trx) => {
      const current = await pageSectionUids(trx, page.id);
      const known = new Set(current);
      const seen = new Set<string>();
      for (const [index, uid] of body.order.entries()) {
        if (!known.has(uid))
          throw badRequest(`Invalid body: order.${index}: section ${uid} is not on this page`, {
            [`order.${index}`]: `Section ${uid} is not on this page.`,
          });
        if (seen.has(uid))
          throw badRequest(`Invalid body: order.${index}: section ${uid} is listed twice`, {
            [`order.${index}`]: `Section ${uid} is listed twice.`,
          });
        seen.add(uid);
      }
      if (seen.size !== known.size) {
        const left = current.filter((uid) => !seen.has(uid));
        const message = `The order leaves out ${left.length} section(s): ${left.slice(0, 5).join(', ')}${left.length > 5 ? ', …' : ''}.`;
        throw badRequest(`Invalid body: order: ${message}`, { order: message });
      }
      await setPositions(trx, page.id, body.order);
      const versionId = await recordVersion(
        trx,
        page.id,
        actor,
        'sections.reorder',
        body.order,
        'Reordered the sections',
      );
      return { sections: await loadPageSections(trx, page.id), version_id: versionId };
    });
    changed();
    return result;
  });

  app.put('/:locale/pageeditor-api/container/by-slug/:slug', async (request, reply) => {
    const { slug } = params(request, slugParams);
    const actor = requireStaff(request);
    const body = parseInput(containerCreateBodySchema, request.body, 'body');
    const existing = await app.db
      .selectFrom('sections')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (existing) return reply.status(200).send(sectionToModule(existing));
    const layout: ColumnLayout = body.layout ?? '100';
    const row = await inTransaction(app.db, (trx) =>
      insertSection(
        trx,
        {
          page_id: null,
          slug,
          position: 0,
          layout,
          extra_class: '',
          image: null,
          columns: emptyColumns(layout),
        },
        actor,
      ),
    ).catch(async (error: unknown) => {
      // Two staff opening the same page at once: the second finds the first one's container.
      const raced = await app.db
        .selectFrom('sections')
        .selectAll()
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (raced) return raced;
      throw error;
    });
    changed();
    return reply.status(201).send(sectionToModule(row));
  });

  // --- Modules ----------------------------------------------------------------------------

  app.post('/:locale/pageeditor-api/module', async (request, reply): Promise<ModuleWriteAnswer> => {
    params(request, localeParams);
    requireStaff(request);
    const body = parseInput(moduleCreateBodySchema, request.body, 'body');
    const module = validModule(body.module, body.module.id ?? randomUUID());
    const { section, versionId } = await editSection(
      request,
      body.section_id,
      body.version,
      'module.create',
      (current) => {
        const next = unwrap(insertModule(current, body.column, body.position, module));
        return { content: next, note: `Added ${moduleLabel(module)} to column ${body.column + 1}` };
      },
    );
    return reply.status(201).send({ module, section, version_id: versionId });
  });

  app.put('/:locale/pageeditor-api/module/:module_id', async (request): Promise<ModuleWriteAnswer> => {
    const { module_id } = params(request, moduleParams);
    requireStaff(request);
    const body = parseInput(moduleUpdateBodySchema, request.body, 'body');
    const module = validModule(body.module, module_id);
    const { section, versionId } = await editSection(
      request,
      body.section_id,
      body.version,
      'module.update',
      (current) => {
        const next = unwrap(replaceModule(current, module));
        return { content: next, note: `Changed ${moduleLabel(module)}` };
      },
    );
    return { module, section, version_id: versionId };
  });

  app.delete('/:locale/pageeditor-api/module/:module_id', async (request): Promise<ModuleWriteAnswer> => {
    const { module_id } = params(request, moduleParams);
    requireStaff(request);
    const query = parseInput(moduleDeleteQuerySchema, request.query, 'query');
    const { section, versionId } = await editSection(
      request,
      query.section_id,
      query.version,
      'module.delete',
      (current) => {
        const { section: next, module } = unwrap(removeModule(current, module_id));
        return { content: next, note: `Deleted ${moduleLabel(module)}` };
      },
    );
    return { section, version_id: versionId };
  });

  app.post(
    '/:locale/pageeditor-api/section/:section_id/reorder',
    async (request): Promise<SectionWriteAnswer> => {
      const { section_id } = params(request, sectionParams);
      requireStaff(request);
      const body = parseInput(modulesReorderBodySchema, request.body, 'body');
      const { section, versionId } = await editSection(
        request,
        section_id,
        body.version,
        'modules.reorder',
        (current) => ({
          content: unwrap(reorderModules(current, body.columns)),
          note: 'Reordered modules',
        }),
      );
      return { section, version_id: versionId };
    },
  );

  app.post('/:locale/pageeditor-api/module/:module_id/move', async (request): Promise<MoveAnswer> => {
    const { module_id } = params(request, moduleParams);
    const actor = requireStaff(request);
    const body = parseInput(moduleMoveBodySchema, request.body, 'body');
    const same = body.from.section_id === body.to.section_id;
    if (same && body.from.version !== body.to.version)
      throw badRequest('Invalid body: to.version: must equal from.version within one section', {
        'to.version': 'must equal from.version within one section',
      });
    const result = await inTransaction(app.db, async (trx) => {
      const rows = await lockSections(trx, [
        { uid: body.from.section_id, version: body.from.version },
        { uid: body.to.section_id, version: body.to.version },
      ]);
      const fromRow = rows.get(body.from.section_id) as SectionRow;
      const toRow = rows.get(body.to.section_id) as SectionRow;
      const removed = unwrap(removeModule(editable(fromRow), module_id));
      const target = same ? removed.section : editable(toRow);
      const inserted = unwrap(insertModule(target, body.to.column, body.to.position, removed.module));
      const saved: SectionRow[] = [];
      if (same) saved.push(await saveSection(trx, fromRow, inserted, actor));
      else {
        saved.push(await saveSection(trx, fromRow, removed.section, actor));
        saved.push(await saveSection(trx, toRow, inserted, actor));
      }
      const pageIds = [...new Set(saved.map((row) => row.page_id).filter((id): id is number => id !== null))];
      let versionId: number | null = null;
      for (const pageId of pageIds) {
        versionId = await recordVersion(
          trx,
          pageId,
          actor,
          'module.move',
          [...new Set([body.from.section_id, body.to.section_id])],
          `Moved ${moduleLabel(removed.module)} to ${await sectionLabel(trx, toRow)}, column ${body.to.column + 1}`,
        );
      }
      return { sections: saved.map(sectionToModule), version_id: versionId };
    });
    changed();
    return result;
  });

  // --- Versions ---------------------------------------------------------------------------

  app.get('/:locale/pageeditor-api/page-versions/:page_id', async (request, reply) => {
    const { page_id } = params(request, pageVersionsParams);
    requireStaff(request);
    const query = parseInput(versionListQuerySchema, request.query, 'query');
    if (!(await findPageById(app.db, page_id))) throw notFound(`Page ${page_id} not found`);
    reply.header('cache-control', 'private, no-store');
    return { results: await listVersions(app.db, page_id, query.before) };
  });

  app.get('/:locale/pageeditor-api/page-versions/:page_id/:version_id', async (request, reply) => {
    const { page_id, version_id } = params(request, versionParams);
    requireStaff(request);
    const version = await findVersion(app.db, version_id);
    if (!version || version.page_id !== page_id) throw notFound('This version does not exist for this page');
    reply.header('cache-control', 'private, no-store');
    return version;
  });

  app.post(
    '/:locale/pageeditor-api/page-versions/:version_id/restore',
    async (request): Promise<RestoreAnswer> => {
      const { version_id } = params(request, restoreParams);
      const actor = requireStaff(request);
      const body = parseInput(restoreBodySchema, request.body, 'body');
      const version = await findVersion(app.db, version_id);
      if (!version) throw notFound('This version does not exist');
      const pageId = version.page_id;
      const wanted = body.section_id
        ? version.sections.filter((section) => section.id === body.section_id)
        : version.sections;
      if (body.section_id && wanted.length === 0)
        throw notFound(`Section ${body.section_id} is not part of version ${version_id}`);
      const result = await inTransaction(app.db, async (trx) => {
        const currentUids = await pageSectionUids(trx, pageId);
        // The sections this restore replaces: all of the page, or the one named.
        const replaced = body.section_id ? currentUids.filter((uid) => uid === body.section_id) : currentUids;
        for (const uid of replaced) {
          if (body.versions[uid] === undefined) {
            const message = `Give the version token of section ${uid} as you see it.`;
            throw badRequest(`Invalid body: versions.${uid}: ${message}`, { [`versions.${uid}`]: message });
          }
        }
        const rows = await lockSections(
          trx,
          replaced.map((uid) => ({ uid, version: body.versions[uid] as number })),
        );
        for (const section of wanted) {
          const content: SectionContent = {
            layout: section.layout,
            extra_class: section.extra_class ?? '',
            image: typeof section.image === 'string' ? section.image : null,
            columns: section.columns.map((column, index) => ({
              index,
              classes: column.classes || columnClasses(section.layout as ColumnLayout, index),
              children: column.children as StoredColumn['children'],
            })),
          };
          const row = rows.get(section.id);
          if (row) await saveSection(trx, row, content, actor);
          else {
            // Re-create a section deleted since (its uid may not be in use elsewhere).
            const clash = await trx
              .selectFrom('sections')
              .select('id')
              .where('uid', '=', section.id)
              .executeTakeFirst();
            await insertSection(
              trx,
              { uid: clash ? undefined : section.id, page_id: pageId, slug: null, position: 0, ...content },
              actor,
            );
          }
        }
        let order: string[];
        if (body.section_id) {
          order = await pageSectionUids(trx, pageId);
          if (!currentUids.includes(body.section_id)) {
            // Put a re-created section back where it was in that version.
            const restoredUid = order.find((uid) => !currentUids.includes(uid)) as string;
            order = order.filter((uid) => uid !== restoredUid);
            order.splice(
              Math.min(
                version.sections.findIndex((s) => s.id === body.section_id),
                order.length,
              ),
              0,
              restoredUid,
            );
          }
        } else {
          const keep = new Set(version.sections.map((section) => section.id));
          const dropped = currentUids.filter((uid) => !keep.has(uid));
          if (dropped.length)
            await trx
              .deleteFrom('sections')
              .where('page_id', '=', pageId)
              .where('uid', 'in', dropped)
              .execute();
          const now = await pageSectionUids(trx, pageId);
          const fresh = now.filter((uid) => !currentUids.includes(uid) && !keep.has(uid));
          order = [
            ...version.sections.map((section) => section.id).filter((uid) => now.includes(uid)),
            ...fresh,
          ];
        }
        await setPositions(trx, pageId, order);
        const touched = body.section_id
          ? [body.section_id]
          : [...new Set([...currentUids, ...version.sections.map((s) => s.id)])];
        const versionId = await recordVersion(
          trx,
          pageId,
          actor,
          body.section_id ? 'restore.section' : 'restore.page',
          touched,
          body.section_id
            ? `Restored a section from version ${version_id}`
            : `Restored the page to version ${version_id}`,
        );
        return { sections: await loadPageSections(trx, pageId), version_id: versionId };
      });
      changed();
      return result;
    },
  );
}
