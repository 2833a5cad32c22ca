import type { ArticleItem } from '../../../src/contract/articles';
import { productionCalendarPath } from '../../../src/contract/calendars';
import type { Locale } from '../../../src/contract/common';
import { DATES_AND_TICKETS_ANCHOR } from '../../../src/contract/constants';
import type { EventItem } from '../../../src/contract/events';
import { otherLocale } from '../../../src/contract/locales';
import type { ProductionItem } from '../../../src/contract/productions';
import { productionPreline } from '../../../src/domain/productions';
import { t } from '../../../src/i18n';
import { Booking } from '../../../src/views/booking';
import { productionPath } from '../../db/productions/productions.repository';
import {
  ContributorsSection,
  ImageSliderSection,
  OpeningHoursSection,
  ProgramsSection,
  SponsorsSection,
  VideoSection,
} from '../../render/detail-sections';
import { type FrameData, renderSitePage } from '../../render/site-page';
import { RecordStaffTools } from '../../render/staff-tools';
import { eventJsonLd, JsonLd, venueOfRoom } from '../../render/structured-data';
import type { SectionData } from '../detail-data';
import { BlogSection } from '../magazine/blog-section';
import { dateLabel } from '../programme/dates';
import { NON_CMS_CLASS } from '../programme/detail';
import { listPath } from './address';

/** One date of the production: day, time, room, the event's page and its booking. */
function DateItem({ event, locale, widget }: { event: EventItem; locale: Locale; widget: boolean }) {
  return (
    <li className="production-date">
      <p className="production-date__when">
        <time dateTime={event.date_start}>{dateLabel(event.date_start, locale)}</time>
        {event.room ? ` · ${event.room.name}` : ''}
      </p>
      <a className="production-date__link" href={event.url}>
        {t(locale, 'productions.eventLink')}
        <span className="visually-hidden">
          : {event.name}, {dateLabel(event.date_start, locale)}
        </span>
      </a>
      <div className="production-date__booking">
        <Booking event={event} locale={locale} widget={widget} />
      </div>
    </li>
  );
}

/** How many of its dates a production's page describes as events for search engines. */
const STRUCTURED_DATES = 10;
export interface ProductionDetailOptions {
  frame: FrameData;
  siteUrl: string;
  production: ProductionItem;
  /** Its upcoming dates. */
  events: EventItem[];
  /** Staff get the link to the production's admin change page (spec: frame §3, R-EDIT-7). */
  staff: boolean;
  /** The magazine's articles about it (the Blog section; issue 15). */
  articles?: ArticleItem[];
  /** The data of the Contributors, Programs, Video, OpeningHours and Promoter sections (issue 16). */
  data?: SectionData;
}

/**
 * `/{locale}/produktionen/{slug}/{id}` (spec: programme §2 Productions, R-ROUTE-13): the
 * production's sections in the design settings' order, the dates-and-tickets anchor the sticky
 * button jumps to, the non-CMS body class and the staff link to the admin change page.
 */
export function renderProductionDetail({
  frame,
  siteUrl,
  production,
  events,
  staff,
  articles = [],
  data,
}: ProductionDetailOptions) {
  const { locale } = frame;
  const other = otherLocale(locale);
  const image = production.images[0];
  const widget = frame.design.quickBuyWidget;

  // The configurable section order (spec: programme §2 "Sections for production"); a section
  // without content for this production is left out. Programs, Video, Contributors and
  // Promoter have no data in the productions table yet, so they render nothing.
  const sections: Record<string, JSX.Element | null> = {
    Description: production.description ? (
      <section
        className="production-section production-description"
        data-section="Description"
        key="Description"
      >
        <h2>{t(locale, 'productions.about')}</h2>
        {/* Editor-authored HTML, sanitised when stored (admin) or written by the demo seed. */}
        <div dangerouslySetInnerHTML={{ __html: production.description }} />
      </section>
    ) : null,
    ImageSlider: (
      <ImageSliderSection key="ImageSlider" kind="production" images={production.images} locale={locale} />
    ),
    Blog: <BlogSection key="Blog" kind="production" articles={articles} locale={locale} />,
    OpeningHours: (
      <OpeningHoursSection
        key="OpeningHours"
        kind="production"
        venue={data?.venue}
        locale={locale}
        today={data?.today ?? ''}
        now={frame.now}
      />
    ),
    Programs: <ProgramsSection key="Programs" kind="production" works={data?.works ?? []} locale={locale} />,
    Video: (
      <VideoSection
        key="Video"
        kind="production"
        url={data?.video ?? null}
        name={production.name}
        locale={locale}
      />
    ),
    Contributors: (
      <ContributorsSection
        key="Contributors"
        kind="production"
        contributors={data?.contributors ?? []}
        locale={locale}
      />
    ),
    Promoter: (
      <SponsorsSection
        key="Promoter"
        kind="production"
        which="promoter"
        sponsors={data?.sponsors ?? []}
        locale={locale}
      />
    ),
    Events: (
      <section
        className="production-section production-events"
        data-section="Events"
        id={DATES_AND_TICKETS_ANCHOR}
        aria-labelledby="production-dates-heading"
        key="Events"
      >
        <h2 id="production-dates-heading">{t(locale, 'productions.datesAndTickets')}</h2>
        {events.length > 0 ? (
          <ul className="production-dates">
            {events.map((event) => (
              <DateItem key={event.id} event={event} locale={locale} widget={widget} />
            ))}
          </ul>
        ) : (
          <p>{t(locale, 'productions.noDates')}</p>
        )}
      </section>
    ),
  };
  const configured = frame.design.productionSections ?? Object.keys(sections);
  // The dates are what the sticky 'Dates and Tickets' button jumps to: never left out.
  const order = configured.includes('Events') ? configured : [...configured, 'Events'];
  const kind = productionPreline(production);
  const plain = (production.description || production.subtitle).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  return renderSitePage({
    frame,
    siteUrl,
    title: production.name,
    meta: {
      description: plain.trim().slice(0, 160),
      ogImage: image ? siteUrl + image.thumbnails.large : null,
      ogType: 'website',
    },
    printUrl: true,
    bodyClass: NON_CMS_CLASS,
    route: 'production-detail',
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title: t(locale, 'productions.title'), url: listPath(locale) },
      { title: production.name, url: production.url },
    ],
    languages: {
      [locale]: production.url,
      [other]: productionPath(other, production.slug[other] ?? production.slug.de, production.id),
    },
    children: (
      <article className="production-detail">
        {/* The link to the production's admin change page, for staff only (spec: frame §3, R-EDIT-7). */}
        {staff ? <RecordStaffTools locale={locale} pathname={production.url} /> : null}
        {/* Its next dates as events (Google: one event object per date). */}
        <JsonLd
          data={events.slice(0, STRUCTURED_DATES).map((event) =>
            eventJsonLd(event, {
              siteUrl,
              siteName: frame.design.siteName,
              venue: venueOfRoom(data?.venue, event),
              contributors: data?.contributors,
            }),
          )}
        />
        <header className="page-header production-header">
          {kind ? <p className="production-kind">{kind}</p> : null}
          <h1>{production.name}</h1>
          {production.subtitle ? <p className="production-subtitle">{production.subtitle}</p> : null}
          {production.next_date ? (
            <p className="production-next">
              {t(locale, 'productions.nextDate', { date: '' })}
              <time dateTime={production.next_date}>{dateLabel(production.next_date, locale)}</time>
            </p>
          ) : null}
          {production.next_date ? (
            <p className="production-calendar-link">
              <a href={productionCalendarPath(locale, production.id)} type="text/calendar">
                {t(locale, 'details.addAllToCalendar')}
              </a>
            </p>
          ) : null}
        </header>
        {order.map((name) => sections[name] ?? null)}
      </article>
    ),
  });
}
