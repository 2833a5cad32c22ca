import type { FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { ALERT_CLOSED_COOKIE, type Alert } from '../../src/contract/alerts';
import type { Locale } from '../../src/contract/common';
import type { Navigation } from '../../src/contract/navigation';
import type { DesignSettings, SiteSettings } from '../../src/contract/settings';
import type { Clock } from '../../src/domain/clock';
import type { StoredConsent } from '../../src/domain/consent';
import { berlinToday } from '../../src/domain/events';
import { loadActiveAlerts } from '../db/alerts/alerts.repository';
import { loadNavigation } from '../db/navigation/navigation.repository';
import { loadDesignSettings, loadSiteSettings } from '../db/settings/settings.repository';
import { requestConsent } from '../http/consent';
import { mayOpenStaffPages } from '../http/guards';
import { hoursLabel } from '../pages/opening-label';
import {
  AlertBar,
  Breadcrumbs,
  type ChromeRoute,
  type ChromeUser,
  type Crumb,
  type HoursLabel,
  SiteFooter,
  SiteHeader,
  StickyNav,
} from './chrome';
import { ConsentFrame } from './consent-frame';
import { type HeadMeta, renderDocument } from './document';
import { ogImageUrl } from './og-image';
import { breadcrumbJsonLd, JsonLd } from './structured-data';

/** What every page around its main content needs; loaded once per request. */
export interface FrameData {
  locale: Locale;
  navigation: Navigation;
  settings: SiteSettings;
  design: DesignSettings;
  alert: Alert | undefined;
  /** The signed-in staff member (set by the auth plugin on request.user), else undefined. */
  user?: ChromeUser;
  /** The app's clock (the document tells the browser about it) and its instant for this request. */
  clock: Clock;
  now: Date;
  /** The visitor's consent cookie, read on the app's clock (the banner is server HTML, issue 23). */
  consent: StoredConsent | null;
  /** The address of this page (path and query), where the banner's forms come back to. */
  address: string;
  /** Today's opening-hours label for the header, and when it stops being true (decision 0157). */
  hours?: HoursLabel;
}

export async function loadFrameData(request: FastifyRequest, locale: Locale): Promise<FrameData> {
  const { db, pageCache } = request.server;
  const { clock } = request.server;
  const now = clock.now();
  const [navigation, settings, design, alerts, hours] = await Promise.all([
    pageCache.memo(`nav:${locale}`, () => loadNavigation(db, locale)),
    pageCache.memo('settings', () => loadSiteSettings(db)),
    pageCache.memo('design', () => loadDesignSettings(db)),
    pageCache.memo(`alerts:${locale}`, () => loadActiveAlerts(db, locale)),
    hoursLabel(request.server, now, locale),
  ]);
  if (!settings) throw new Error('Site settings are missing');
  const alert = alerts[0];
  // A visitor who closed this alert does not get it again (spec: programme §4 Top alert).
  const closed = alert && request.cookies[ALERT_CLOSED_COOKIE] === String(alert.id);
  const staff = request.user;
  const user: ChromeUser | undefined = staff
    ? {
        firstName: staff.first_name,
        lastName: staff.last_name || (staff.first_name ? '' : staff.username),
        workspace: mayOpenStaffPages(request),
      }
    : undefined;
  return {
    locale,
    navigation,
    settings,
    design,
    alert: closed ? undefined : alert,
    user,
    clock,
    now,
    consent: requestConsent(request),
    address: request.url,
    hours,
  };
}

export interface SitePageOptions {
  frame: FrameData;
  /** Page name; the document title is this followed by the site name (spec: frame §1). */
  title: string;
  meta?: Omit<HeadMeta, 'title'>;
  bodyClass?: string;
  crumbs?: Crumb[];
  /** Language → URL of this page in that language (language switch and hreflang). */
  languages?: Record<string, string>;
  landingPage?: boolean;
  /** Rendered inside `<main>`. */
  children: ReactNode;
  siteUrl: string;
  /** Kind of page, for the sticky navigation (events route hides the overlay button). */
  route?: ChromeRoute;
  /** Where the sticky booking button leads; default by route (spec: programme §2 Sticky navigation). */
  bookingHref?: string;
  /** Whether the page has something to book where the sticky booking button leads (default: yes). */
  bookable?: boolean;
  /** Extra sticky items known at render time (modules flagged sticky). */
  stickyItems?: ReadonlyArray<{ text: string; url: string }>;
  /** Print the page's address at its end (event, production and article pages; issue 21 print). */
  printUrl?: boolean;
  /** Overrides frame.user (e.g. a page that knows the user another way). */
  user?: ChromeUser;
  /**
   * False on staff screens (admin, hub, login, profile): the visitor's sticky ticket buttons and
   * the programme overlay have nothing to do there, and would cover form fields.
   */
  stickyNav?: boolean;
}

export function renderSitePage(options: SitePageOptions): string {
  const { frame } = options;
  const siteName = frame.design.siteName;
  const languages = options.languages ?? { [frame.locale]: `/${frame.locale}` };
  const route = options.route ?? routeOf(frame.locale, options.languages?.[frame.locale]);
  const sticky = options.stickyNav ?? true;
  const alternates = Object.fromEntries(
    Object.entries(languages).map(([code, url]) => [code, options.siteUrl + url]),
  );
  return renderDocument({
    locale: frame.locale,
    clock: frame.clock,
    bodyClass: options.bodyClass ?? '',
    // The design settings' anchor-list offset, read by the anchor lists (widgets/shared/anchors.ts).
    headHtml: `<meta name="foyer-anchor-offset" content="${Number(frame.design.anchorListOffset) || 600}"/>${frame.settings.html_header.code}`,
    meta: {
      ...options.meta,
      ogImage: ogImageUrl(options.siteUrl, options.meta?.ogImage),
      title: `${options.title} | ${siteName}`,
      alternates,
      canonical: alternates[frame.locale],
    },
    children: (
      <>
        <SiteHeader
          locale={frame.locale}
          navigation={frame.navigation}
          languages={languages}
          landingPage={options.landingPage ?? false}
          siteName={siteName}
          design={frame.design}
          shopOnline={frame.settings.is_shop_online}
          user={options.user ?? frame.user}
          hours={frame.hours}
        />
        {options.landingPage ? null : <AlertBar alert={frame.alert} locale={frame.locale} />}
        <main id="main" tabIndex={-1}>
          {options.crumbs ? <Breadcrumbs crumbs={options.crumbs} locale={frame.locale} /> : null}
          {options.children}
          {options.crumbs ? <JsonLd data={breadcrumbJsonLd(options.crumbs, options.siteUrl)} /> : null}
          {options.printUrl ? <p className="print-only print-url">{alternates[frame.locale]}</p> : null}
        </main>
        <SiteFooter
          locale={frame.locale}
          navigation={frame.navigation}
          settings={frame.settings}
          design={frame.design}
          siteName={siteName}
          year={berlinToday(frame.now).slice(0, 4)}
        />
        {sticky ? (
          <StickyNav
            locale={frame.locale}
            route={route}
            overlayButton={frame.design.stickyOverlayButton}
            items={options.stickyItems}
            bookingHref={options.bookingHref}
            bookable={options.bookable ?? true}
          />
        ) : null}
        {/* The full-screen 'Programm und Karten' overlay the sticky ticket button opens (issue 3);
            on detail pages only with the design settings' detail-program overlay flag (without
            it the button leads to the programme page). */}
        {sticky &&
        frame.design.stickyOverlayButton &&
        route !== 'events' &&
        (frame.design.detailProgramOverlay || (route !== 'event-detail' && route !== 'production-detail')) ? (
          <foyer-event-overlay locale={frame.locale} event-style={frame.design.eventStyle} />
        ) : null}
        <ConsentFrame
          locale={frame.locale}
          design={frame.design}
          consent={frame.consent}
          address={frame.address}
        />
      </>
    ),
  });
}

/** The sticky navigation's route kind from the page URL (spec: programme §2 Routes). */
export function routeOf(locale: Locale, url: string | undefined): ChromeRoute {
  const path = (url ?? '').split('?')[0] ?? '';
  if (path === `/${locale}/programm`) return 'events';
  if (path.startsWith(`/${locale}/programm/`)) return 'event-detail';
  if (path.startsWith(`/${locale}/produktionen/`)) return 'production-detail';
  return 'page';
}
