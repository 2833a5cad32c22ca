import type { Locale } from '../contract/common';
import type { EventItem } from '../contract/events';
import { nameDay } from '../domain/date-format';
import { berlinDay, formatTime } from '../domain/events';
import { cardsTexts } from '../i18n/cards';
import { Booking, hasBookingPlace } from './booking';
import { type CardImage, CardImg } from './card-image';
import { Heading, type HeadingLevel, partIf } from './heading';

/** What an event card shows; each consumer maps its own record to it (see `programmeEventCard`). */
export interface EventCardData {
  id: number;
  name: string;
  /** The event's page. */
  url: string;
  /** ISO 8601 instant with its offset. */
  date_start: string;
  subtitle?: string;
  /** The room's name. */
  room?: string | null;
  /** Type and genre, e.g. 'Führung · Komödie'. */
  kind?: string;
  tags?: ReadonlyArray<{ id: number; name: string }>;
  image?: CardImage | null;
  /** '0' = sold out (spec: programme §4). */
  status: string;
  ticketUrl?: string | null;
}

/**
 * The BEM block of the card's class names. `event-card`: the programme's card, styled by the
 * programme element's shadow CSS and by site.css for the server fallback. `m-event-card`: the Event
 * List content module's agenda entry, styled by site.css as a compact list.
 */
export type EventCardBlock = 'event-card' | 'm-event-card';

export interface EventCardProps {
  event: EventCardData;
  locale: Locale;
  /**
   * `time` (default): '19:30 Uhr', for a card under its day's heading (DayGroup); `day-and-time`:
   * 'Do., 26.11.2026 · 19:30 Uhr', for a list without day headings.
   */
  when?: 'time' | 'day-and-time';
  /** `link` (default): the ticket link, readable without JavaScript; `quick-buy`: the link inside `<foyer-quick-buy>`. */
  booking?: 'link' | 'quick-buy';
  /** 3 by default: below a day heading (h2) or a module's headline. */
  headingLevel?: HeadingLevel;
  block?: EventCardBlock;
  /** Inside the programme element's shadow root: `part="event"`, `event-link` and `sold-out`. */
  parts?: boolean;
}

/**
 * One event as a card (spec: programme §2 Event list, §4; frame §3 Event list): image, time and
 * room, the name linking to the event's page, subtitle, type and genre, tags, and the booking
 * place. What is missing from the data is left out. Drawn by the programme's server fallback, by
 * `<foyer-event-calendar>` and by the Event List content module.
 */
export function EventCard({
  event,
  locale,
  when = 'time',
  booking = 'link',
  headingLevel = 3,
  block = 'event-card',
  parts = false,
}: EventCardProps) {
  const time = formatTime(event.date_start, locale);
  const label = when === 'time' ? time : `${nameDay(berlinDay(event.date_start), locale, 'short')} · ${time}`;
  const widget = booking === 'quick-buy';
  return (
    <article className={block} part={partIf(parts, 'event')}>
      {event.image ? <CardImg className={`${block}__image`} image={event.image} /> : null}
      <div className={`${block}__body`}>
        <div className={`${block}__meta`}>
          <p className={`${block}__date`}>
            <time dateTime={event.date_start}>{label}</time>
          </p>
          {event.room ? <p className={`${block}__room`}>{event.room}</p> : null}
        </div>
        <Heading level={headingLevel} className={`${block}__name`}>
          <a href={event.url} part={partIf(parts, 'event-link')}>
            {event.name}
          </a>
        </Heading>
        {event.subtitle ? <p className={`${block}__subtitle`}>{event.subtitle}</p> : null}
        {event.kind ? <p className={`${block}__kind`}>{event.kind}</p> : null}
        {event.tags && event.tags.length > 0 ? (
          <ul className={`${block}__tags`} aria-label={cardsTexts(locale)('tags')}>
            {event.tags.map((tag) => (
              <li key={tag.id}>{tag.name}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {hasBookingPlace(event, widget) ? (
        <div className={`${block}__booking`}>
          <Booking event={event} locale={locale} widget={widget} parts={parts} />
        </div>
      ) : null}
    </article>
  );
}

/**
 * A programme event as its card shows it, the same in the server fallback and in the element: a
 * small decorative image (the name beside it says what it is), room, type and genre, tags and the
 * booking. It leaves out the subtitle, which the programme's cards have never shown (the Event
 * List module's agenda does).
 */
export function programmeEventCard(
  event: Pick<
    EventItem,
    | 'id'
    | 'name'
    | 'url'
    | 'date_start'
    | 'room'
    | 'exhibition_type'
    | 'genre'
    | 'tags'
    | 'images'
    | 'status'
    | 'ticketUrl'
  >,
): EventCardData {
  const image = event.images[0];
  const kind = [event.exhibition_type?.name, event.genre?.name].filter(Boolean).join(' · ');
  return {
    id: event.id,
    name: event.name,
    url: event.url,
    date_start: event.date_start,
    room: event.room?.name ?? null,
    kind: kind || undefined,
    tags: event.tags,
    image: image ? { src: image.thumbnails.small, alt: '', width: 160, height: 90 } : null,
    status: event.status,
    ticketUrl: event.ticketUrl,
  };
}
