import type { Locale } from '../../src/contract/common';
import type { EventItem } from '../../src/contract/events';
import { Booking } from '../../src/views/booking';
import { dateLabel } from '../pages/programme/dates';

/**
 * Upcoming events as a list with their day, time, room, the event's page and its booking
 * (quick-buy when the design settings say so): the person, venue and series pages (issue 16).
 */
export function UpcomingEvents(props: { events: EventItem[]; locale: Locale; widget: boolean }) {
  const { locale } = props;
  return (
    <ul className="upcoming-events">
      {props.events.map((event) => (
        <li key={event.id} className="upcoming-event">
          <p className="upcoming-event__when">
            <time dateTime={event.date_start}>{dateLabel(event.date_start, locale)}</time>
            {event.room ? ` · ${event.room.name}` : ''}
          </p>
          <p className="upcoming-event__name">
            <a href={event.url}>{event.name}</a>
          </p>
          <div className="upcoming-event__booking">
            <Booking event={event} locale={locale} widget={props.widget} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The notice above an offline record's page, shown to staff only (issue 16 "Bad input"). */
export function OfflineNotice(props: { text: string }) {
  return (
    <p className="offline-notice" role="note">
      {props.text}
    </p>
  );
}

/** Plain text of rich text for meta descriptions. */
export const plainText = (html: string, length = 160) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, length);
