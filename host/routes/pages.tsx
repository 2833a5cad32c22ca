import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../src/contract/common';
import type { Section } from '../../src/contract/pages';
import { loadModuleData, needsData } from '../../src/modules/load';
import { renderModules } from '../../src/modules/render';
import type { BaseModule } from '../../src/modules/types';
import { recordError } from '../db/error-log/error-log.repository';
import { loadRedirects } from '../db/navigation/navigation.repository';
import {
  buildPage,
  findPageByPath,
  loadPageSections,
  loadVersionSections,
  resolveContainers,
} from '../db/pages/pages.repository';
import { loadDesignSettings, loadSiteSettings } from '../db/settings/settings.repository';
import { notFound } from '../http/errors';
import { isLocale, isSafePath, isStaff, localeOfUrl, preferredLocale } from '../plugins/request-context';
import { elementBuildStamp } from '../render/document';
import { renderErrorPage } from '../render/error-page';
import { createModuleDataSource } from '../render/module-data';
import { loadFrameData, renderSitePage } from '../render/site-page';
import { parseMoment, StaffTools } from '../render/staff-tools';
import { normalisePath } from './pageeditor-api';

/** Pages that are not content pages keep their own body class (spec: frame §2 "Body CSS classes"). */
const NO_PAGE_CLASS_PATHS = new Set([
  'agb',
  'impressum',
  'datenschutz',
  'imprint',
  'privacy',
  'terms',
  '404',
]);

/**
 * The site: `/` sends a visitor to their language, `/{locale}` is the home page and
 * `/{locale}/*` any content page built from modules (spec: frame §2, §4 page fetch).
 * Feature areas (programme, search, …) register their own, more specific routes.
 */
export async function pageRoutes(app: FastifyInstance) {
  app.get('/', async (request, reply) => reply.redirect(`/${preferredLocale(request)}`, 302));
  app.get('/:locale', (request, reply) => servePage(app, request, reply));
  app.get('/:locale/*', (request, reply) => servePage(app, request, reply));
}

/** Sends the HTML error page for a status, in the language of the URL. */
export async function sendErrorPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
): Promise<FastifyReply> {
  const locale = localeOfUrl(request.url);
  const design = await app.pageCache.memo('design', () => loadDesignSettings(app.db)).catch(() => undefined);
  if (status === 404) {
    // A shown 404 records its URL for the content hub (spec: frame §8).
    await recordError(app.db, { kind: 'not-found', url: request.url.slice(0, 2048) }).catch(
      (error: unknown) => request.log.warn({ err: error }, 'could not record 404'),
    );
  }
  let html: string;
  try {
    html = renderErrorPage({ status, locale, design, clock: app.clock });
  } catch (error) {
    // Spec: frame §8 "Failure showing the error page".
    request.log.error({ err: error }, 'could not render the error page');
    html = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>${status}</title><p>An error occurred while showing the error page</p><p><a href="/${locale}">Zur Startseite</a></p></html>`;
  }
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** True for requests of site pages (HTML), as opposed to the JSON API and static files. */
export function isPageRequest(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return !/\/(api|pageeditor-api)(\/|$)/.test(pathname) && !/^\/(widgets|assets|media)\//.test(pathname);
}

async function servePage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { locale: first, '*': rest = '' } = request.params as { locale: string; '*'?: string };
  const url = new URL(request.url, 'http://site');
  // Unknown API paths answer JSON, whatever their prefix.
  if (/^\/([a-z]{2}\/)?(api|pageeditor-api)(\/|$)/.test(url.pathname))
    throw notFound(`No such endpoint: GET ${url.pathname}`);
  if (!isSafePath(request.raw.url ?? '')) return sendErrorPage(app, request, reply, 404);
  if (!isLocale(first)) {
    // Two letters that are no locale of ours (e.g. /la): not found. Anything else is a German
    // path without its prefix (spec: frame §2, second locale reading).
    if (/^[a-z]{2}$/.test(first)) return sendErrorPage(app, request, reply, 404);
    return reply.redirect(`/${preferredLocale(request)}${url.pathname}${url.search}`, 301);
  }
  const locale: Locale = first;
  const path = normalisePath(rest);

  // ?overlay=true leads to the events page without that parameter (spec: frame §2).
  if (url.searchParams.get('overlay') === 'true') {
    url.searchParams.delete('overlay');
    const search = url.searchParams.toString();
    return reply.redirect(`/${locale}/programm${search ? `?${search}` : ''}`, 302);
  }

  const settings = await app.pageCache
    .memo('settings', () => loadSiteSettings(app.db))
    .catch(() => undefined);
  if (!settings?.is_site_online && !isStaff(request)) return sendErrorPage(app, request, reply, 503);

  const redirects = await app.pageCache.memo('redirects', () => loadRedirects(app.db));
  const redirect = redirects.find(
    (entry) => entry.old_path === url.pathname || entry.old_path === `${url.pathname}/`,
  );
  if (redirect) return reply.redirect(redirect.new_path, 301);

  const staff = isStaff(request);
  const versionParam = url.searchParams.get('v');
  // Version previews are for staff; a visitor gets the plain page (spec: frame §4).
  if (versionParam !== null && !staff) return reply.redirect(url.pathname, 301);
  if (path === '404') return sendErrorPage(app, request, reply, 404);

  const cacheable = !staff && url.search === '';
  const cacheKey = `${locale}/${path}|${request.cookies.foyer_alert_closed ?? ''}|${elementBuildStamp()}`;
  if (cacheable) {
    const cached = app.pageCache.get(cacheKey);
    if (cached) return reply.type('text/html; charset=utf-8').header('x-foyer-cache', 'hit').send(cached);
  }

  const row = await findPageByPath(app.db, locale, path);
  if (!row || (!row.is_online && !staff)) return sendErrorPage(app, request, reply, 404);

  let sections: Section[];
  let versionId: number | null = null;
  if (versionParam !== null) {
    const id = Number(versionParam);
    const version =
      Number.isInteger(id) && id > 0 ? await loadVersionSections(app.db, row.id, id) : undefined;
    if (!version) return sendErrorPage(app, request, reply, 404);
    sections = version;
    versionId = id;
  } else {
    sections = await loadPageSections(app.db, row.id);
  }
  sections = await resolveContainers(app.db, sections);
  // Data-bound modules (event list, venue, articles) get their data before rendering.
  sections = await loadModuleData(sections, createModuleDataSource(app.db, locale, app.clock.now()));
  const page = await buildPage(app.db, row, sections, versionId);
  const frame = await loadFrameData(request, locale);
  const editMode = staff && url.searchParams.has('edit');
  // Staff preview the page as it will look at a moment (issue 6: "?at=", combinable with ?v=).
  const atParam = staff ? url.searchParams.get('at') : null;
  const at = atParam === null ? undefined : parseMoment(atParam);
  if (at === null) return sendErrorPage(app, request, reply, 400);

  const homeUrl = `/${locale}`;
  const crumbs = [
    { title: frame.locale === 'de' ? 'Startseite' : 'Home', url: homeUrl },
    ...page.ancestors,
    ...(path ? [{ title: page.title, url: page.urls[locale] ?? url.pathname }] : []),
  ];
  const languages: Record<string, string> = { ...page.urls };
  const bodyClass = NO_PAGE_CLASS_PATHS.has(path) ? 'page-legal' : page.page_class;

  const html = renderSitePage({
    frame,
    siteUrl: app.config.siteUrl,
    title: page.meta_title || page.title,
    meta: {
      description: page.meta_description,
      ogTitle: page.og_title,
      ogDescription: page.og_description,
      ogImage: page.og_image ? absolute(app.config.siteUrl, page.og_image) : null,
      ogType: page.og_type,
    },
    bodyClass,
    crumbs: path ? crumbs : undefined,
    languages,
    landingPage: page.is_landing_page,
    children: (
      <>
        <div className={path ? 'page-header' : 'page-header visually-hidden'}>
          <h1>{page.headline || page.title}</h1>
        </div>
        {staff ? (
          <StaffTools
            locale={locale}
            pageId={page.id}
            path={path}
            edit={editMode}
            noToolbar={url.searchParams.has('noToolbar')}
            versionId={versionId}
            at={at}
            plainUrl={url.pathname}
          />
        ) : null}
        {renderModules(
          page.modules as unknown as BaseModule[],
          { locale, now: at ?? app.clock.now(), editMode },
          1,
        )}
      </>
    ),
  });
  if (cacheable && !hasScheduledModules(page.modules) && !needsData(page.modules as unknown as BaseModule[]))
    app.pageCache.set(cacheKey, html);
  // Staff pages hold drafts, previews and the editor: never in a shared cache.
  if (staff) reply.header('cache-control', 'private, no-store');
  return reply.type('text/html; charset=utf-8').send(html);
}

function absolute(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : siteUrl + url;
}

/** Pages with a visibility window change by themselves over time: they are not cached. */
function hasScheduledModules(modules: readonly unknown[]): boolean {
  return JSON.stringify(modules).match(/"online_(from|to)":"[^"]/) !== null;
}
