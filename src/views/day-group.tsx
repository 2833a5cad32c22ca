import type { ReactNode } from 'react';
import type { Locale } from '../contract/common';
import type { EventItem } from '../contract/events';
import { nameDay } from '../domain/date-format';
import { groupByDay } from '../domain/events';
import { EventCard, programmeEventCard } from './event-card';
import { Heading, type HeadingLevel, partIf } from './heading';

/**
 * The day as the design settings' date format draws it: weekday, day of month, month name and
 * two-digit year on separate lines (spec: programme §9), e.g. "Mo" / "23." / "November" / "26".
 * Hidden from screen readers, which read the full date beside it.
 */
export function DateBlock({ day, locale, parts = false }: { day: string; locale: Locale; parts?: boolean }) {
  return (
    <span className="date-block" part={partIf(parts, 'date-block')} aria-hidden="true">
      <span className="date-weekday">{nameDay(day, locale, 'weekday')}</span>
      <span className="date-day">{Number(day.slice(8))}.</span>
      <span className="date-month">{nameDay(day, locale, 'month')}</span>
      <span className="date-year">{day.slice(2, 4)}</span>
    </span>
  );
}

/**
 * The items of one day under its date heading (spec: programme §2 "events grouped by day"): a
 * section named by its heading, whose text is the full date for screen readers ('Dienstag,
 * 24. November 2026') and the date block on screen. `children` are the list items (`<li>`): event
 * cards, and teasers in the element's unfiltered list.
 */
export function DayGroup({
  day,
  locale,
  headingLevel = 2,
  parts = false,
  children,
}: {
  /** `YYYY-MM-DD` in Berlin. */
  day: string;
  locale: Locale;
  headingLevel?: HeadingLevel;
  /** Inside the programme element's shadow root: `part="day"`, `day-heading` and `date-block`. */
  parts?: boolean;
  children: ReactNode;
}) {
  const id = `day-${day}`;
  return (
    <section className="day-group" part={partIf(parts, 'day')} aria-labelledby={id}>
      <Heading
        level={headingLevel}
        className="day-group__heading"
        part={partIf(parts, 'day-heading')}
        id={id}
      >
        <span className="visually-hidden">{nameDay(day, locale, 'full')}</span>
        <DateBlock day={day} locale={locale} parts={parts} />
      </Heading>
      <ul className="day-group__items">{children}</ul>
    </section>
  );
}

/**
 * Programme events grouped by their Berlin day, each day a DayGroup of event cards with the ticket
 * link: the programme's first page as the server renders it inside `<foyer-event-calendar>`, the
 * same markup the element draws (without its quick-buy widgets and teasers).
 */
export function EventDays({ events, locale }: { events: readonly EventItem[]; locale: Locale }) {
  return (
    <>
      {groupByDay([...events], false).map((group) => (
        <DayGroup key={group.day} day={group.day} locale={locale}>
          {group.items.map((item) =>
            item.xtype === 'event' ? (
              <li key={item.id}>
                <EventCard event={programmeEventCard(item)} locale={locale} />
              </li>
            ) : null,
          )}
        </DayGroup>
      ))}
    </>
  );
}
