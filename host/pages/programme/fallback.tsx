import type { Locale } from '../../../src/contract/common';
import type { EventItem } from '../../../src/contract/events';
import { t } from '../../../src/i18n';
import { EventDays } from '../../../src/views/day-group';

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

/**
 * The light-DOM fallback of the list: readable and crawlable without JavaScript (issue 3 Pages),
 * the same day groups and cards the element draws (src/views), with the ticket link for booking.
 */
export function EventListFallback({ events, locale }: { events: EventItem[]; locale: Locale }) {
  if (events.length === 0) return <p>{t(locale, 'programme.noUpcoming')}</p>;
  return (
    <div className="event-list-fallback">
      <EventDays events={events} locale={locale} />
    </div>
  );
}
