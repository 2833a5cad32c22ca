import type { Locale } from '../../../src/contract/common';
import type { EventFilterName, EventItem, ExhibitionType, FilterOption } from '../../../src/contract/events';
import { type AddressState, countFilters, FILTER_NAMES } from '../../../src/domain/events';
import { t } from '../../../src/i18n';
import { EventDays } from '../../../src/views/day-group';

/** The option lists of the programme's five filters (the element asks the same API lists). */
export interface ProgrammeFilterOptions {
  room: FilterOption[];
  type: ExhibitionType[];
  tag: FilterOption[];
  series: FilterOption[];
  genre: FilterOption[];
}

/**
 * The programme's filter bar as server HTML (issue 23 item 1, decision 0150): a GET form with the
 * element's five filters and the date, working without JavaScript, in the box the element's bar
 * takes, so nothing moves when the element takes over (site.css .programme-filters):
 * - from 48em the element's grid: five selects and the date, each with its label;
 * - below 48em, with scripting, the element's one row: a Filter link and the calendar link (both
 *   open the form as `:target` when no element comes); without scripting the whole form.
 * Its controls carry the element's replay marks (`data-foyer-replay`): focus on one hydrates the
 * element and moves to the element's control; a click on the row's links opens the element's
 * filter dialog or calendar. The submit button shows only where the element will not come (no
 * scripting, the fallback notice, the `:target` form): the element applies each filter at once.
 * The server answers the form's query by redirecting to the address the element writes.
 */
export function ProgrammeFilterForm({
  locale,
  state,
  today,
  options,
}: {
  locale: Locale;
  state: AddressState;
  today: string;
  options: ProgrammeFilterOptions;
}) {
  const day = state.date ?? today;
  const count = countFilters(state.filter);
  const values: Record<EventFilterName, ReadonlyArray<{ value: string; name: string }>> = {
    room: named(options.room),
    type: options.type.map((type) => ({ value: type.slug, name: type.name })),
    tag: named(options.tag),
    series: named(options.series),
    genre: named(options.genre),
  };
  return (
    <form
      className="programme-filters"
      method="get"
      action={`/${locale}/programm`}
      aria-label={t(locale, 'programme.filters')}
    >
      <div className="programme-filters__bar">
        <a
          href="#programme-filter-panel"
          className="programme-filters__button"
          data-foyer-replay="filter-button"
        >
          {count > 0 ? t(locale, 'programme.filtersCount', { count }) : t(locale, 'programme.filters')}
        </a>
        <a
          href="#programme-filter-panel"
          className="programme-filters__toggle"
          data-foyer-replay="calendar-toggle"
        >
          <span className="programme-filters__calendar-label">{t(locale, 'programme.calendar')}: </span>
          {day.split('-').reverse().join('.')}
        </a>
      </div>
      <div className="programme-filters__grid" id="programme-filter-panel">
        {FILTER_NAMES.map((name) => {
          const id = `programme-filter-${name}`;
          const value = state.filter[name];
          return (
            <div className="programme-filter" key={name}>
              <label htmlFor={id}>{t(locale, `programme.filter.${name}`)}</label>
              <select
                id={id}
                name={name}
                defaultValue={value === null ? '' : String(value)}
                data-foyer-replay={`filter-${name}`}
              >
                <option value="">{t(locale, 'programme.filter.all')}</option>
                {values[name].map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <div className="programme-filter programme-filter--date">
          <label htmlFor="programme-filter-date">{t(locale, 'programme.date')}</label>
          <span className="programme-filter__row">
            <input
              id="programme-filter-date"
              type="date"
              name="date"
              defaultValue={day}
              data-foyer-replay="calendar-toggle"
            />
            <button type="submit" className="programme-filters__submit">
              {t(locale, 'programme.apply')}
            </button>
          </span>
        </div>
      </div>
    </form>
  );
}

function named(list: FilterOption[]) {
  return list.map((option) => ({ value: String(option.id), name: option.name }));
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
