import type { ArticleItem } from '../../../src/contract/articles';
import { eventCalendarPath } from '../../../src/contract/calendars';
import type { Locale } from '../../../src/contract/common';
import { DATES_AND_TICKETS_ANCHOR, EVENT_BOOKING_ANCHOR } from '../../../src/contract/constants';
import type { EventItem } from '../../../src/contract/events';
import type { ProductionItem } from '../../../src/contract/productions';
import { berlinDay, formatTime } from '../../../src/domain/events';
import { hasBegun } from '../../../src/domain/tickets';
import { t } from '../../../src/i18n';
import { Booking, isBookable } from '../../../src/views/booking';
import { addressLine } from '../../calendar/ical';
import {
  ChildrenSection,
  ContributorsSection,
  ImageSliderSection,
  OpeningHoursSection,
  ProgramsSection,
  SponsorsSection,
  VideoSection,
} from '../../render/detail-sections';
import { type FrameData, renderSitePage } from '../../render/site-page';
import { RecordStaffTools } from '../../render/staff-tools';
import { eventJsonLd, JsonLd } from '../../render/structured-data';
import type { SectionData } from '../detail-data';
import { BlogSection } from '../magazine/blog-section';
import { dateLabel, dayLabel, detailDay } from './dates';

/** Event and production detail pages carry the non-CMS body class (spec: frame §2). */
export const NON_CMS_CLASS = 'non-cms';

export interface EventDetailOptions {
  frame: FrameData;
  siteUrl: string;
  event: EventItem;
  /** The same event's page in the other language, if it has one. */
  otherLocale: { locale: Locale; url: string } | undefined;
  /** The production this event is a date of: a link to all its dates (spec: programme §2 Productions). */
  production: ProductionItem | undefined;
  /** Upcoming events of the same series, this one left out. */
  related: EventItem[];
  /** Staff get the link to the event's admin change page (branch editor). */
  staff: boolean;
  /** The magazine's articles about its production (the Blog section; issue 15). */
  articles?: ArticleItem[];
  /** The data of the Contributors, Programs, Video, Children, Sponsors… sections (issue 16). */
  data?: SectionData;
  /** The production's other upcoming dates (the Events section). */
  productionEvents?: EventItem[];
}

/** `/{locale}/programm/{slug}/{id}` (spec: programme §2 event detail): the event's page. */
export function renderEventDetail(options: EventDetailOptions): string {
  const { frame, siteUrl, event, production, related, data } = options;
  // What the booking place shows: a performance that has begun is off sale (its sticky button too).
  const booking = { ...event, begun: hasBegun(event, frame.now) };
  const otherDates = (options.productionEvents ?? []).filter((item) => item.id !== event.id).slice(0, 8);
  const { locale } = frame;
  const day = berlinDay(event.date_start);
  const image = event.images[0];

  // The configurable section order (spec: programme §2 event detail sections); a section without
  // content for this event is left out.
  const sections: Record<string, JSX.Element | null> = {
    ImportantInfo: event.important_info ? (
      <section className="event-section event-important" data-section="ImportantInfo" key="ImportantInfo">
        <h2>{t(locale, 'programme.importantInfo')}</h2>
        <p>{event.important_info}</p>
      </section>
    ) : null,
    Description: event.description ? (
      <section className="event-section event-description" data-section="Description" key="Description">
        <h2>{t(locale, 'programme.description')}</h2>
        {/* Editor-authored HTML stored by the programme import. */}
        <div dangerouslySetInnerHTML={{ __html: event.description }} />
      </section>
    ) : null,
    ImageSlider: <ImageSliderSection key="ImageSlider" kind="event" images={event.images} locale={locale} />,
    Children: <ChildrenSection key="Children" items={data?.children ?? []} locale={locale} />,
    OpeningHours: (
      <OpeningHoursSection
        key="OpeningHours"
        kind="event"
        venue={data?.venue}
        locale={locale}
        today={data?.today ?? day}
        now={frame.now}
      />
    ),
    Programs: <ProgramsSection key="Programs" kind="event" works={data?.works ?? []} locale={locale} />,
    Video: (
      <VideoSection key="Video" kind="event" url={data?.video ?? null} name={event.name} locale={locale} />
    ),
    Contributors: (
      <ContributorsSection
        key="Contributors"
        kind="event"
        contributors={data?.contributors ?? []}
        locale={locale}
      />
    ),
    Sponsors: (
      <SponsorsSection
        key="Sponsors"
        kind="event"
        which="sponsor"
        sponsors={data?.sponsors ?? []}
        locale={locale}
      />
    ),
    Promoter: (
      <SponsorsSection
        key="Promoter"
        kind="event"
        which="promoter"
        sponsors={data?.sponsors ?? []}
        locale={locale}
      />
    ),
    Events:
      production && otherDates.length > 0 ? (
        <section
          className="event-section detail-events"
          data-section="Events"
          key="Events"
          aria-labelledby="event-more-dates"
        >
          <h2 id="event-more-dates">{t(locale, 'details.events')}</h2>
          <ul>
            {otherDates.map((item) => (
              <li key={item.id}>
                <a href={item.url}>{dateLabel(item.date_start, locale)}</a>
                {item.room ? ` · ${item.room.name}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null,
    Series:
      event.series && related.length > 0 ? (
        <section className="event-section event-series" data-section="Series" key="Series">
          <h2>
            {t(locale, 'programme.series')}: {event.series.name}
          </h2>
          <ul>
            {related.map((item) => (
              <li key={item.id}>
                <a href={item.url}>
                  {item.name} – {dayLabel(berlinDay(item.date_start), locale)},{' '}
                  {formatTime(item.date_start, locale)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null,
    Blog: <BlogSection key="Blog" kind="event" articles={options.articles ?? []} locale={locale} />,
  };
  const order = frame.design.eventSections ?? Object.keys(sections);
  const other = options.otherLocale;

  return renderSitePage({
    frame,
    siteUrl,
    title: event.name,
    meta: {
      description: event.description.replace(/<[^>]+>/g, '').slice(0, 160),
      ogImage: image ? siteUrl + image.thumbnails.large : null,
      ogType: 'website',
    },
    printUrl: true,
    bodyClass: NON_CMS_CLASS,
    // Sold out or nothing to book: the sticky booking button is not drawn as a dead end.
    bookable: isBookable(booking, frame.design.quickBuyWidget),
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title: t(locale, 'programme.title'), url: `/${locale}/programm` },
      { title: event.name, url: event.url },
    ],
    languages: { [locale]: event.url, ...(other ? { [other.locale]: other.url } : {}) },
    children: (
      <article className="event-detail">
        {/* Staff hook (branch editor): the link to the event's admin change page, for staff only. */}
        {options.staff ? <RecordStaffTools locale={locale} pathname={event.url} /> : null}
        <JsonLd
          data={eventJsonLd(event, {
            siteUrl,
            siteName: frame.design.siteName,
            venue: data?.venue,
            contributors: data?.contributors,
          })}
        />
        <header className="page-header event-header">
          <p className="event-when">
            <time dateTime={event.date_start}>
              {detailDay(day, locale)}, {formatTime(event.date_start, locale)}
            </time>
            {event.room ? ` · ${event.room.name}` : ''}
          </p>
          {data?.venue ? (
            <p className="print-only event-place">
              {data.venue.name}, {addressLine(data.venue.address)}
            </p>
          ) : null}
          <h1>{event.name}</h1>
          {event.exhibition_type || event.genre ? (
            <p className="event-kind">
              {[event.exhibition_type?.name, event.genre?.name].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          {production ? (
            <p className="event-production">
              <a href={`${production.url}#${DATES_AND_TICKETS_ANCHOR}`}>
                {t(locale, 'productions.allDates', { name: production.name })}
              </a>
            </p>
          ) : null}
          <p className="event-calendar-link">
            <a href={eventCalendarPath(locale, event.id)} type="text/calendar">
              {t(locale, 'details.addToCalendar')}
            </a>
          </p>
          {/* The sticky 'Ticket buchen' button's target, also without JavaScript. */}
          <div className="event-booking" id={EVENT_BOOKING_ANCHOR}>
            <Booking event={booking} locale={locale} widget={frame.design.quickBuyWidget} />
          </div>
        </header>
        {order.map((name) => sections[name] ?? null)}
      </article>
    ),
  });
}
