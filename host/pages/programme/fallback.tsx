import type { Locale } from '../../../src/contract/common';
import type { EventItem } from '../../../src/contract/events';
import { berlinDay, formatTime } from '../../../src/domain/events';
import { t } from '../../../src/i18n';
import { TicketLink } from './booking';
import { dayLabel } from './dates';

/**
 * The box of the element's filter bar (five filters and the date button), reserved until the
 * element is defined so the list does not move down when it upgrades (Lighthouse CLS). The same
 * grid as the element's `.filters` (site.css .event-filters-placeholder); below 48em the one row
 * of the element's Filter button and calendar toggle instead; hidden once defined.
 */
export function FilterBarPlaceholder() {
  return (
    <div className="event-filters-placeholder" aria-hidden="true">
      {['room', 'type', 'tag', 'series', 'genre', 'date'].map((name) => (
        <span key={name} />
      ))}
    </div>
  );
}

/** The light-DOM fallback of the list: readable and crawlable without JavaScript (issue 3 Pages). */
export function EventListFallback({ events, locale }: { events: EventItem[]; locale: Locale }) {
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
