import type { Page } from '../../../src/contract/pages';
import { t } from '../../../src/i18n';
import { renderModules } from '../../../src/modules/render';
import type { BaseModule } from '../../../src/modules/types';
import { type FrameData, renderSitePage } from '../../render/site-page';
import { StaffTools, VisitorPreviewBanner } from '../../render/staff-tools';
import { JsonLd, theaterJsonLd, type VenuePlace } from '../../render/structured-data';

/** Legal pages carry no page class (spec: frame §2 "Body CSS classes ... suppressed on ... legal"). */
const NO_PAGE_CLASS_PATHS = new Set([
  'agb',
  'impressum',
  'datenschutz',
  'imprint',
  'privacy',
  'terms',
  '404',
]);

export interface ContentPageOptions {
  frame: FrameData;
  siteUrl: string;
  page: Page;
  /** The page's path below the locale prefix (`''` is the home page). */
  path: string;
  /** The address as asked, without its query. */
  pathname: string;
  /** The app clock's instant: modules show inside their visibility window at it. */
  now: Date;
  /** What only staff get (spec: frame §6; issue 6): the editor and the preview banner. */
  staff?: {
    edit: boolean;
    noToolbar: boolean;
    versionId: number | null;
    at: Date | undefined;
    /** The draft as visitors will see it: no editor, a banner leading back (issue 19). */
    preview?: boolean;
    /** The draft differs from the published page; a publish is scheduled for this instant. */
    hasDraft?: boolean;
    scheduled?: Date | null;
  };
  /** The house's (first) venue: the home page describes the theatre with its address. */
  venue?: VenuePlace;
}

/** A content page (spec: frame §2, §4): its header, the staff tools, and its modules. */
export function renderContentPage({
  frame,
  siteUrl,
  page,
  path,
  pathname,
  now,
  staff,
  venue,
}: ContentPageOptions): string {
  const { locale } = frame;
  const homeUrl = `/${locale}`;
  const crumbs = [
    { title: t(locale, 'site.home'), url: homeUrl },
    ...page.ancestors,
    ...(path ? [{ title: page.title, url: page.urls[locale] ?? pathname }] : []),
  ];
  const languages: Record<string, string> = { ...page.urls };
  const pageClass = NO_PAGE_CLASS_PATHS.has(path) ? '' : page.page_class;
  // Edit mode: the visitor's sticky chrome steps aside for the editor (issue 19 item 4; the
  // editor element sets the same class, host/public/site.css reads it).
  const editing = Boolean(staff?.edit && !staff.preview);
  const bodyClass = [pageClass, editing ? 'foyer-editing' : ''].filter(Boolean).join(' ');

  return renderSitePage({
    frame,
    siteUrl,
    title: page.meta_title || page.title,
    meta: {
      description: page.meta_description,
      ogTitle: page.og_title,
      ogDescription: page.og_description,
      ogImage: page.og_image ? absolute(siteUrl, page.og_image) : null,
      ogType: page.og_type,
    },
    bodyClass,
    crumbs: path ? crumbs : undefined,
    languages,
    landingPage: page.is_landing_page,
    children: (
      <>
        {path ? null : (
          <JsonLd
            data={theaterJsonLd({
              siteUrl,
              siteName: frame.design.siteName,
              locale,
              venue,
              logo: '/assets/logo.svg',
            })}
          />
        )}
        <div className={path ? 'page-header' : 'page-header visually-hidden'}>
          <h1>{page.headline || page.title}</h1>
        </div>
        {staff?.preview ? (
          <VisitorPreviewBanner locale={locale} editUrl={`${pathname}?edit`} />
        ) : staff ? (
          <StaffTools
            locale={locale}
            pageId={page.id}
            path={path}
            edit={staff.edit}
            noToolbar={staff.noToolbar}
            versionId={staff.versionId}
            at={staff.at}
            plainUrl={pathname}
            hasDraft={staff.hasDraft ?? false}
            scheduled={staff.scheduled ?? null}
          />
        ) : null}
        {renderModules(
          page.modules as unknown as BaseModule[],
          { locale, now: staff?.at ?? now, editMode: (staff?.edit && !staff.preview) ?? false },
          1,
        )}
      </>
    ),
  });
}

/**
 * Whether a rendering of the page may be kept for every visitor: not when it has modules with a
 * visibility window (they change by themselves at their own instant). Pages whose modules load
 * data are kept for the minute of the cache key (host/routes/pages.ts).
 */
export function isCacheable(page: Page): boolean {
  return !hasScheduledModules(page.modules);
}

function absolute(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : siteUrl + url;
}

/** Pages with a visibility window change by themselves over time: they are not cached. */
function hasScheduledModules(modules: readonly unknown[]): boolean {
  return JSON.stringify(modules).match(/"online_(from|to)":"[^"]/) !== null;
}
