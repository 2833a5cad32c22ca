import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../src/contract/common';
import { DATES_AND_TICKETS_ANCHOR, EVENT_BOOKING_ANCHOR } from '../../src/contract/constants';
import { EVENTS_PAGE_SIZE, type EventItem } from '../../src/contract/events';
import { berlinDay, formatTime } from '../../src/domain/events';
import { t } from '../../src/i18n';
import { findEvent, listEvents, venueToday } from '../db/events/events.repository';
import { findProduction } from '../db/productions/productions.repository';
import { isLocale, isStaff } from '../plugins/request-context';
import { ImageSliderSection } from '../render/detail-sections';
import { loadFrameData, renderSitePage } from '../render/site-page';
import { RecordStaffTools } from '../render/staff-tools';
import { sendErrorPage } from './pages';

/** Event and production detail pages carry the non-CMS body class (spec: frame §2). */
export const NON_CMS_CLASS = 'non-cms';

const dayLabel = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/** The event's day on its detail page: "Montag, 23.11.2026" (German date format, frame §9). */
export const detailDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'long',
    day: locale === 'de' ? '2-digit' : 'numeric',
    month: locale === 'de' ? '2-digit' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/**
 * The booking place: the quick-buy element, with the ticket link as its fallback content. With the
 * design-settings quick-buy widget flag off (spec: frame §3), the ticket link alone. Also the
 * booking of each date on the production detail page (routes/productions.tsx).
 */
export function Booking({
  event,
  locale,
  widget = true,
}: {
  event: EventItem;
  locale: Locale;
  widget?: boolean;
}) {
  if (event.status === '0') return <span className="event-sold-out">{t(locale, 'programme.soldOut')}</span>;
  const link = event.ticketUrl ? (
    <a className="event-tickets" href={event.ticketUrl}>
      {t(locale, 'programme.tickets')}
      <span className="visually-hidden">: {event.name}</span>
    </a>
  ) : null;
  if (!widget) return link;
  return (
    <foyer-quick-buy event-id={String(event.id)} locale={locale}>
      {link}
    </foyer-quick-buy>
  );
}

/** The list fallback's booking: the ticket link (or sold out), readable without JavaScript. */
function TicketLink({ event, locale }: { event: EventItem; locale: Locale }) {
  if (event.status === '0') return <span className="event-sold-out">{t(locale, 'programme.soldOut')}</span>;
  if (!event.ticketUrl) return null;
  return (
    <a className="event-tickets" href={event.ticketUrl}>
      {t(locale, 'programme.tickets')}
      <span className="visually-hidden">: {event.name}</span>
    </a>
  );
}

/**
 * The box of the element's filter bar (five filters and the date button), reserved until the
 * element is defined so the list does not move down when it upgrades (Lighthouse CLS). The same
 * grid as the element's `.filters` (site.css .event-filters-placeholder); below 48em the one row
 * of the element's Filter button and calendar toggle instead; hidden once defined.
 */
function FilterBarPlaceholder() {
  return (
    <div className="event-filters-placeholder" aria-hidden="true">
      {['room', 'type', 'tag', 'series', 'genre', 'date'].map((name) => (
        <span key={name} />
      ))}
    </div>
  );
}

/** The light-DOM fallback of the list: readable and crawlable without JavaScript (issue 3 Pages). */
function EventListFallback({ events, locale }: { events: EventItem[]; locale: Locale }) {
  const days: { day: string; events: EventItem[] }[] = [];
  for (const event of events) {
    const day = berlinDay(event.date_start);
    const last = days.at(-1);
    if (last?.day === day) last.events.push(event);
    else days.push({ day, events: [event] });
  }
  if (days.length === 0) return <p>{t(locale, 'programme.noUpcoming')}</p>;
  return (
    <div className="event-list-fallback">
      {days.map((group) => (
        <section key={group.day} aria-labelledby={`fallback-${group.day}`}>
          <h2 id={`fallback-${group.day}`}>{dayLabel(group.day, locale)}</h2>
          <ul>
            {group.events.map((event) => (
              <li key={event.id}>
                <article className="event-card">
                  <p>
                    <time dateTime={event.date_start}>{formatTime(event.date_start, locale)}</time>
                    {event.room ? ` · ${event.room.name}` : ''}
                  </p>
                  <h3>
                    <a href={event.url}>{event.name}</a>
                  </h3>
                  {/* The ticket link only: the element draws its own cards with quick-buy. */}
                  <TicketLink event={event} locale={locale} />
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The programme pages (spec: programme §2): `/{locale}/programm`, the list with the calendar
 * element (its first page rendered on the server), and `/{locale}/programm/{slug}/{id}`, the event.
 * Registered before the catch-all content pages so these routes win.
 */
export async function programmeRoutes(app: FastifyInstance) {
  app.get('/:locale/programm', (request, reply) => serveList(app, request, reply));
  app.get('/:locale/programm/:slug/:id', (request, reply) => serveDetail(app, request, reply));
}

async function serveList(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { locale } = request.params as { locale: string };
  if (!isLocale(locale)) return sendErrorPage(app, request, reply, 404);
  const url = new URL(request.url, 'http://site');
  // ?overlay=true leads to the events page with that parameter removed (spec: programme §2).
  if (url.searchParams.get('overlay') === 'true') {
    url.searchParams.delete('overlay');
    const search = url.searchParams.toString();
    return reply.redirect(`/${locale}/programm${search ? `?${search}` : ''}`, 302);
  }
  const frame = await loadFrameData(request, locale);
  const { results } = await listEvents(
    app.db,
    locale,
    { date: venueToday(app.clock.now()) },
    1,
    EVENTS_PAGE_SIZE,
  );
  const title = t(locale, 'programme.title');
  const html = renderSitePage({
    frame,
    siteUrl: app.config.siteUrl,
    title,
    meta: { description: t(locale, 'programme.overlayTitle') },
    bodyClass: 'page-programme',
    crumbs: [
      { title: locale === 'de' ? 'Startseite' : 'Home', url: `/${locale}` },
      { title, url: `/${locale}/programm` },
    ],
    languages: { de: '/de/programm', en: '/en/programm' },
    children: (
      <>
        <div className="page-header">
          <h1>{title}</h1>
        </div>
        <foyer-event-calendar locale={locale} event-style={frame.design.eventStyle}>
          <FilterBarPlaceholder />
          <EventListFallback events={results} locale={locale} />
        </foyer-event-calendar>
      </>
    ),
  });
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

/** schema.org Event (issue 3 "schema.org Event JSON-LD"). */
function jsonLd(event: EventItem, siteUrl: string, siteName: string) {
  const main = event.prices.find((price) => price.is_main);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    startDate: event.date_start,
    ...(event.date_end ? { endDate: event.date_end } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: siteUrl + event.url,
    description: event.description.replace(/<[^>]+>/g, '').trim(),
    image: event.images.map((image) => (image.url.startsWith('http') ? image.url : siteUrl + image.url)),
    location: { '@type': 'Place', name: event.room?.name ?? siteName, address: siteName },
    organizer: { '@type': 'Organization', name: siteName, url: siteUrl },
    ...(main && event.ticketUrl
      ? {
          offers: {
            '@type': 'Offer',
            price: main.amount,
            priceCurrency: 'EUR',
            url: event.ticketUrl.startsWith('http') ? event.ticketUrl : siteUrl + event.ticketUrl,
            availability: event.status === '0' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          },
        }
      : {}),
  };
}

async function serveDetail(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { locale, id: rawId } = request.params as { locale: string; slug: string; id: string };
  if (!isLocale(locale) || !/^\d{1,9}$/.test(rawId)) return sendErrorPage(app, request, reply, 404);
  const event = await findEvent(app.db, locale, Number(rawId));
  if (!event) return sendErrorPage(app, request, reply, 404);
  const frame = await loadFrameData(request, locale);
  const staff = isStaff(request);
  const other: Locale = locale === 'de' ? 'en' : 'de';
  const otherEvent = await findEvent(app.db, other, event.id);
  // The production this event is a date of: a link to all its dates (spec: programme §2 Productions).
  const production =
    event.production_id === null
      ? undefined
      : await findProduction(app.db, locale, event.production_id, venueToday(app.clock.now()));
  const related = event.series
    ? (
        await listEvents(app.db, locale, { series: event.series.id, date: venueToday(app.clock.now()) }, 1, 6)
      ).results.filter((item) => item.id !== event.id)
    : [];
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
  };
  const order = frame.design.eventSections ?? Object.keys(sections);

  const html = renderSitePage({
    frame,
    siteUrl: app.config.siteUrl,
    title: event.name,
    meta: {
      description: event.description.replace(/<[^>]+>/g, '').slice(0, 160),
      ogImage: image ? app.config.siteUrl + image.thumbnails.large : null,
      ogType: 'website',
    },
    bodyClass: NON_CMS_CLASS,
    crumbs: [
      { title: locale === 'de' ? 'Startseite' : 'Home', url: `/${locale}` },
      { title: t(locale, 'programme.title'), url: `/${locale}/programm` },
      { title: event.name, url: event.url },
    ],
    languages: { [locale]: event.url, ...(otherEvent ? { [other]: otherEvent.url } : {}) },
    children: (
      <article className="event-detail">
        {/* Staff hook (branch editor): the link to the event's admin change page, for staff only. */}
        {staff ? <RecordStaffTools locale={locale} pathname={event.url} /> : null}
        <script
          type="application/ld+json"
          // JSON-LD is data, never run; `<` is escaped so no text can close the script element.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(jsonLd(event, app.config.siteUrl, frame.design.siteName)).replace(
              /</g,
              '\\u003c',
            ),
          }}
        />
        <header className="page-header event-header">
          <p className="event-when">
            <time dateTime={event.date_start}>
              {detailDay(day, locale)}, {formatTime(event.date_start, locale)}
            </time>
            {event.room ? ` · ${event.room.name}` : ''}
          </p>
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
          {/* The sticky 'Ticket buchen' button's target, also without JavaScript. */}
          <div className="event-booking" id={EVENT_BOOKING_ANCHOR}>
            <Booking event={event} locale={locale} widget={frame.design.quickBuyWidget} />
          </div>
        </header>
        {order.map((name) => sections[name] ?? null)}
      </article>
    ),
  });
  // Staff hook (branch editor): a staff copy carries the admin link and is never shared.
  const cacheControl = staff ? 'private, no-store' : 'no-cache';
  return reply.type('text/html; charset=utf-8').header('cache-control', cacheControl).send(html);
}
// The element tags used here are declared for JSX by the element components (widgets/event-calendar, widgets/event-overlay).
