import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../src/contract/common';
import type { EventFilterName, EventItem } from '../../src/contract/events';
import {
  berlinDay,
  FILTER_NAMES,
  formatTime,
  queryFromState,
  stateFromQuery,
  type TeaserItem,
} from '../../src/domain/events';
import { type MessageKey, t } from '../../src/i18n';
import {
  availableDates,
  configureEvents,
  date,
  dayGroups,
  events,
  filter,
  filtered,
  hasMore,
  list,
  listError,
  listLoading,
  options,
  page,
  requestCalendar,
  requestEvents,
  requestOptions,
  requestTeasers,
  resetFilters,
  resetVisible,
  restoreState,
  setDate,
  setFilter,
  today,
} from '../../src/state/events';
import { type ElementProps, emit, hostOf } from '../shared/define';
import styles from './event-calendar.styles.css';

export interface EventCalendarProps extends ElementProps {
  locale?: string;
  apiBase?: string;
  eventStyle?: string;
  /** `page` (default) or `overlay`: inside the overlay the address carries `overlay=true`. */
  context?: string;
}

/** Infinite loading starts when the trigger is within 170 % of the viewport (spec: programme §9). */
const TRIGGER_MARGIN = '0px 0px 170% 0px';
/** Filter scroll-to-top animation (spec: programme §9 "0.6 s"). */
const SCROLL_MS = 600;

const FILTER_LABEL: Record<EventFilterName, MessageKey> = {
  room: 'programme.filter.room',
  type: 'programme.filter.type',
  tag: 'programme.filter.tag',
  series: 'programme.filter.series',
  genre: 'programme.filter.genre',
};

const asLocale = (value: string): Locale => (value === 'en' ? 'en' : 'de');

function dayHeading(day: string, locale: Locale) {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** Scrolls the window so the list's top shows, over 0.6 s (spec: programme §4). */
function scrollToTop(target: HTMLElement | null) {
  if (!target) return;
  const from = window.scrollY;
  const to = Math.max(0, target.getBoundingClientRect().top + window.scrollY - 16);
  if (to >= from) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduce) return window.scrollTo(0, to);
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / SCROLL_MS);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, from + (to - from) * eased);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function EventCalendar({
  locale: rawLocale = 'de',
  apiBase,
  eventStyle = 'style1',
  context = 'page',
  container,
}: EventCalendarProps) {
  useSignals();
  const locale = asLocale(rawLocale);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLDivElement>(null);
  const inOverlay = context === 'overlay';

  // First load: restore the address query, then load list, teasers, calendar and options.
  useEffect(() => {
    configureEvents({ apiBase, locale });
    restoreState(stateFromQuery(location.search));
    void requestEvents({ page: 1, reset: true });
    void requestTeasers();
    void requestCalendar();
    for (const name of FILTER_NAMES) void requestOptions(name);
    // The back button steps back through filter changes (issue 3 "address query mirror").
    const onPop = () => {
      restoreState(stateFromQuery(location.search));
      void requestEvents({ page: 1, reset: true });
      void requestCalendar();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [apiBase, locale]);

  // Infinite loading: re-observed after each page so a trigger still in view loads the next one.
  const loadedCount = events.value.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page must re-arm the observer
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && hasMore.value && !listLoading.value)
          void requestEvents({ page: page.value + 1 });
      },
      { rootMargin: TRIGGER_MARGIN },
    );
    observer.observe(trigger);
    return () => observer.disconnect();
  }, [loadedCount]);

  const afterChange = () => {
    const query = queryFromState({ filter: filter.value, date: date.value, overlay: inOverlay }, today.value);
    // Keys that are not ours (e.g. campaign parameters) stay in the address.
    const kept = new URLSearchParams(location.search);
    for (const key of [...FILTER_NAMES, 'date', 'overlay']) kept.delete(key);
    const merged = [kept.toString(), query.slice(1)].filter(Boolean).join('&');
    history.pushState(history.state, '', `${location.pathname}${merged ? `?${merged}` : ''}${location.hash}`);
    emit(hostOf(container), 'foyer-filter-change', { filter: filter.value, date: date.value });
    if (!inOverlay) scrollToTop(rootRef.current);
  };
  const change = (name: EventFilterName, value: string) => {
    setFilter(name, value === '' ? null : /^\d+$/.test(value) ? Number(value) : value);
    afterChange();
  };
  const changeDate = (day: string | null) => {
    setDate(day);
    afterChange();
  };
  const reset = () => {
    resetFilters();
    afterChange();
  };

  const ready = list.value !== null || listError.value;
  const chips = FILTER_NAMES.filter((name) => filter.value[name] !== null).map((name) => {
    const value = filter.value[name];
    const option = options.value[name].items.find((item) => String(item.id) === String(value));
    return { name, label: option?.name ?? String(value) };
  });
  const otherDate = date.value !== today.value;
  const empty = ready && !listLoading.value && events.value.length === 0 && !listError.value;

  return (
    <div className={`calendar ${eventStyle}`} part="base" ref={rootRef}>
      <style>{styles}</style>
      <fieldset className="filters" part="filters">
        <legend className="visually-hidden">{t(locale, 'programme.filters')}</legend>
        {FILTER_NAMES.map((name) => {
          const id = `filter-${name}`;
          const state = options.value[name];
          return (
            <div className="filter" key={name}>
              <label htmlFor={id}>{t(locale, FILTER_LABEL[name])}</label>
              <select
                id={id}
                part="select"
                value={filter.value[name] === null ? '' : String(filter.value[name])}
                aria-busy={state.loading}
                onChange={(event) => change(name, event.currentTarget.value)}
              >
                <option value="">{t(locale, 'programme.filter.all')}</option>
                {state.items.map((item) => (
                  <option key={item.id} value={String(item.id)}>
                    {item.name}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <DatePicker locale={locale} onPick={changeDate} />
      </fieldset>

      {chips.length > 0 || otherDate ? (
        <fieldset className="chips" part="chips">
          <legend className="visually-hidden">{t(locale, 'programme.selected')}</legend>
          {chips.map((chip) => (
            <button
              type="button"
              key={chip.name}
              className="chip"
              part="chip"
              aria-label={t(locale, 'programme.removeFilter', { name: chip.label })}
              onClick={() => change(chip.name, '')}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </button>
          ))}
          {otherDate ? (
            <button
              type="button"
              className="chip"
              part="chip"
              aria-label={t(locale, 'programme.removeFilter', { name: dayHeading(date.value, locale) })}
              onClick={() => changeDate(null)}
            >
              {t(locale, 'programme.from', { date: dayHeading(date.value, locale) })}{' '}
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
          <button type="button" className="remove-all" part="remove-all" onClick={reset}>
            {t(locale, 'programme.removeAll')}
          </button>
        </fieldset>
      ) : null}
      {resetVisible.value ? (
        <button type="button" className="reset" part="reset" onClick={reset}>
          {t(locale, 'programme.reset')}
        </button>
      ) : null}

      <div className="status visually-hidden" role="status">
        {listLoading.value ? t(locale, 'programme.loading') : ''}
      </div>

      {!ready ? (
        <>
          <slot />
          <Skeleton />
        </>
      ) : null}

      {ready ? (
        <div className="list" part="list">
          {dayGroups.value.map((group) => (
            <section className="day" part="day" key={group.day} aria-labelledby={`day-${group.day}`}>
              <h2 className="day-heading" part="day-heading" id={`day-${group.day}`}>
                {dayHeading(group.day, locale)}
              </h2>
              <ul className="items">
                {group.items.map((item) => (
                  <li key={`${item.xtype}-${item.id}`}>
                    {item.xtype === 'event' ? (
                      <EventCard event={item} locale={locale} />
                    ) : (
                      <TeaserCard teaser={item} />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {listLoading.value && events.value.length === 0 ? <Skeleton /> : null}
          {empty && !filtered.value ? (
            <p className="empty" part="empty">
              {t(locale, 'programme.noUpcoming')}
            </p>
          ) : null}
          {empty && filtered.value ? (
            <div className="empty" part="empty">
              <p>{t(locale, 'programme.noResult')}</p>
              <p>{t(locale, 'programme.noResultHint')}</p>
              <button type="button" className="reset" part="reset" onClick={reset}>
                {t(locale, 'programme.resetFilters')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}

      <div className="trigger" ref={triggerRef} aria-hidden="true" />
      {ready && hasMore.value ? (
        <button
          type="button"
          className="load-more"
          part="load-more"
          // aria-disabled, not disabled: the button keeps focus while the next page arrives.
          aria-disabled={listLoading.value}
          onClick={() => {
            if (!listLoading.value) void requestEvents({ page: page.value + 1 });
          }}
        >
          {t(locale, 'programme.loadMore')}
        </button>
      ) : null}
    </div>
  );
}

function Skeleton() {
  return (
    <div className="skeleton" part="skeleton" aria-hidden="true">
      <div className="skeleton-card" />
      <div className="skeleton-card" />
      <div className="skeleton-card" />
    </div>
  );
}

function EventCard({ event, locale }: { event: EventItem; locale: Locale }) {
  const image = event.images[0];
  const soldOut = event.status === '0';
  return (
    <article className={soldOut ? 'event sold-out' : 'event'} part="event">
      {image ? (
        <img className="image" src={image.thumbnails.small} alt="" width={160} height={90} loading="lazy" />
      ) : null}
      <div className="event-body">
        <p className="meta">
          <time dateTime={event.date_start}>{formatTime(event.date_start, locale)}</time>
          {event.room ? <span className="room"> · {event.room.name}</span> : null}
        </p>
        <h3 className="name">
          <a href={event.url} part="event-link">
            {event.name}
          </a>
        </h3>
        {event.exhibition_type || event.genre ? (
          <p className="kind">
            {[event.exhibition_type?.name, event.genre?.name].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {event.tags.length > 0 ? (
          <ul className="tags" aria-label={t(locale, 'programme.filter.tag')}>
            {event.tags.map((tag) => (
              <li key={tag.id}>{tag.name}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="booking">
        {soldOut ? (
          <span className="badge" part="sold-out">
            {t(locale, 'programme.soldOut')}
          </span>
        ) : (
          <foyer-quick-buy event-id={String(event.id)} locale={locale}>
            {event.ticketUrl ? (
              <a className="tickets" href={event.ticketUrl}>
                {t(locale, 'programme.tickets')}
                <span className="visually-hidden">: {event.name}</span>
              </a>
            ) : null}
          </foyer-quick-buy>
        )}
      </div>
    </article>
  );
}

function TeaserCard({ teaser }: { teaser: TeaserItem }) {
  const background = teaser.image_thumbnails?.large;
  return (
    <aside
      className={`teaser ${teaser.style}`}
      part="teaser"
      aria-label={teaser.headline}
      style={background ? { backgroundImage: `url("${background}")` } : undefined}
    >
      {teaser.preline ? <p className="preline">{teaser.preline}</p> : null}
      <p className="headline">{teaser.headline}</p>
      {teaser.subline ? <p className="subline">{teaser.subline}</p> : null}
      <a className="teaser-link" href={teaser.link || '/'}>
        {teaser.link_text || teaser.headline}
      </a>
    </aside>
  );
}

/**
 * A month grid that knows which days have events: days without events are unavailable and say
 * so to screen readers (issue 3 "calendar date picker").
 */
function DatePicker({ locale, onPick }: { locale: Locale; onPick: (day: string | null) => void }) {
  useSignals();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => date.value.slice(0, 7));
  const days = new Set(availableDates.value);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const shift = (delta: number) => {
    const next = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
    setMonth(next.toISOString().slice(0, 7));
  };
  const monthName = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(first);
  const label = (day: string) =>
    new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${day}T12:00:00Z`));
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
      weekday: 'short',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
  const selected = date.value;
  return (
    <div className="datepicker">
      <button
        type="button"
        className="calendar-toggle"
        part="calendar-toggle"
        aria-expanded={open}
        aria-controls="calendar-panel"
        onClick={() => setOpen(!open)}
      >
        {t(locale, 'programme.calendar')}: {berlinDay(`${selected}T12:00:00Z`).split('-').reverse().join('.')}
      </button>
      {open ? (
        <div className="calendar-panel" id="calendar-panel" part="calendar">
          <div className="month">
            <button type="button" onClick={() => shift(-1)} aria-label={t(locale, 'programme.calendarPrev')}>
              ‹
            </button>
            <span className="month-name" aria-live="polite">
              {monthName}
            </span>
            <button type="button" onClick={() => shift(1)} aria-label={t(locale, 'programme.calendarNext')}>
              ›
            </button>
          </div>
          <table className="grid">
            <thead>
              <tr>
                {weekdays.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean) ?? 'x'}>
                  {week.map((day, index) =>
                    day ? (
                      <td key={day}>
                        <button
                          type="button"
                          className={day === selected ? 'day-button selected' : 'day-button'}
                          aria-pressed={day === selected}
                          aria-disabled={!days.has(day)}
                          aria-label={
                            days.has(day)
                              ? label(day)
                              : `${label(day)}, ${t(locale, 'programme.noEventsOnDay')}`
                          }
                          onClick={() => {
                            if (!days.has(day)) return;
                            setOpen(false);
                            onPick(day);
                          }}
                        >
                          {Number(day.slice(8))}
                        </button>
                      </td>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: empty leading cells have no identity
                      <td key={`empty-${index}`} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'foyer-quick-buy': { 'event-id': string; locale: string; children?: React.ReactNode };
    }
  }
}
